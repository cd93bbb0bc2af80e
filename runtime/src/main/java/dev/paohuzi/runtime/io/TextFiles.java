package dev.paohuzi.runtime.io;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * Reads a file a user names — a variant, a case file, a trace — the one way every reader does (docs/limits.md,
 * "Files"): a regular file only, at most {@link #MAX_BYTES}, UTF-8 with an optional byte-order mark.
 *
 * <p>A device ({@code /dev/zero}), a FIFO or a socket is refused before it is opened, so nothing reads without end
 * or waits for a writer. A symbolic link is followed once: the real path is looked at and then opened with
 * {@code NOFOLLOW_LINKS}, so a link swapped in between the look and the open fails instead of leading elsewhere.
 * What Java cannot close is the moment between the two: a FIFO put in the real path's place just then would still
 * block the open. The read itself stops at the limit whatever the file claims its size is ({@code /proc} files
 * say 0), so a file that grows meanwhile cannot fill the memory.
 */
public final class TextFiles {
    /** Real variant and case files are a few kilobytes, traces a few hundred; anything this big is not one. */
    public static final int MAX_BYTES = 1 << 20;

    private TextFiles() {}

    /** The file's text, byte-order mark dropped. */
    public static String read(Path path) throws UnreadableFileException {
        return decode(readBytes(path));
    }

    /** The file's bytes, from a regular file of at most {@link #MAX_BYTES}. */
    public static byte[] readBytes(Path path) throws UnreadableFileException {
        return readBytes(path, null);
    }

    /**
     * As {@link #readBytes(Path)}, but a file whose real path is not inside {@code folder} (a link out of it) is
     * refused: a server reads what its folder holds, never what a link there points at elsewhere.
     */
    public static byte[] readBytesWithin(Path path, Path folder) throws UnreadableFileException {
        return readBytes(path, folder);
    }

    private static byte[] readBytes(Path path, Path folder) throws UnreadableFileException {
        try {
            Path real = path.toRealPath();
            if (folder != null && !real.startsWith(folder.toRealPath())) {
                throw new UnreadableFileException(UnreadableFileException.Kind.UNREADABLE,
                        "this is a link out of the variants folder, which the server does not follow",
                        "copy the file into the folder (the command line follows links)");
            }
            BasicFileAttributes attributes = Files.readAttributes(real, BasicFileAttributes.class,
                    LinkOption.NOFOLLOW_LINKS);
            if (attributes.isDirectory()) {
                throw new UnreadableFileException(UnreadableFileException.Kind.DIRECTORY,
                        "this is a directory, not a file", "name a file");
            }
            if (!attributes.isRegularFile()) {
                throw new UnreadableFileException(UnreadableFileException.Kind.NOT_REGULAR,
                        "this is not a regular file (a device, a FIFO or a socket)", "name a file saved on disk");
            }
            if (attributes.size() > MAX_BYTES) {
                throw tooLarge(attributes.size() + " bytes");
            }
            try (InputStream in = Files.newInputStream(real, LinkOption.NOFOLLOW_LINKS)) {
                byte[] bytes = in.readNBytes(MAX_BYTES + 1);
                if (bytes.length > MAX_BYTES) {
                    throw tooLarge("more than " + MAX_BYTES + " bytes"); // it grew, or its size was not told
                }
                return bytes;
            }
        } catch (NoSuchFileException e) {
            throw UnreadableFileException.missing();
        } catch (AccessDeniedException e) {
            throw new UnreadableFileException(UnreadableFileException.Kind.UNREADABLE,
                    "cannot read the file: permission denied", "check the file's permissions");
        } catch (UnreadableFileException e) {
            throw e;
        } catch (IOException e) {
            throw new UnreadableFileException(UnreadableFileException.Kind.UNREADABLE,
                    "cannot read the file: " + e.getMessage(), "check the file's permissions");
        }
    }

    private static UnreadableFileException tooLarge(String size) {
        return new UnreadableFileException(UnreadableFileException.Kind.TOO_LARGE, "the file is too large (" + size
                + "; at most " + MAX_BYTES + ")", "check that this is the file you meant");
    }

    /**
     * Bytes as UTF-8 text, a leading byte-order mark dropped. Text that is not UTF-8 is refused at the line and
     * column of its first bad byte, counted in characters as the parsers count them.
     */
    public static String decode(byte[] bytes) throws UnreadableFileException {
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length); // UTF-8 never gives more chars than bytes
        var decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        CoderResult result = decoder.decode(in, out, true);
        if (!result.isError()) {
            result = decoder.flush(out);
        }
        if (result.isError()) {
            int bad = in.position(); // the decoder stops at the first malformed byte
            int line = 1;
            int lineStart = 0;
            for (int i = 0; i < bad; i++) {
                if (bytes[i] == '\n') {
                    line++;
                    lineStart = i + 1;
                }
            }
            String before = new String(bytes, lineStart, bad - lineStart, StandardCharsets.UTF_8);
            throw new UnreadableFileException(UnreadableFileException.Kind.NOT_UTF8,
                    "the file is not UTF-8 text (byte 0x"
                    + Integer.toHexString(bytes[bad] & 0xff) + " at offset " + bad + ")",
                    "save the file as UTF-8; GBK or Big5 text must be converted first",
                    line, before.codePointCount(0, before.length()) + 1);
        }
        String text = out.flip().toString();
        return text.startsWith("\uFEFF") ? text.substring(1) : text;
    }
}
