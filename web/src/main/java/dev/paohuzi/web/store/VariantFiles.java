package dev.paohuzi.web.store;

import dev.paohuzi.runtime.io.TextFiles;
import dev.paohuzi.runtime.io.UnreadableFileException;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The variants directory as the web UI sees it: variant names (never paths), their stored text and version, and
 * atomic writes. A write goes to a temporary file in the same directory ({@code .NAME.variant.tmp-RANDOM}) that
 * then replaces the old file in one step ({@code ATOMIC_MOVE}) or, for a new name, is linked in under a name that
 * must not exist yet; so a reader sees the old file or the new one, a failed write leaves the old file as it was,
 * and of two creators of one name only one succeeds. A replaced file keeps its permissions.
 */
public final class VariantFiles {
    public static final String EXTENSION = ".variant";
    /** A name is a file name without directories or dots, so it cannot leave the variants directory. */
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9_-]{1,64}");
    /**
     * Temporary files of a write: ours, and those of {@code Files.createTempFile(dir, ".NAME.", ".tmp")} that
     * workbenches before versioned saves left behind. Nothing else in the directory ever matches.
     */
    private static final Pattern TEMPORARY =
            Pattern.compile("\\.[A-Za-z0-9_-]{1,64}(\\.variant\\.tmp-[0-9a-f]{16}|\\.[0-9]{1,20}\\.tmp)");
    private static final SecureRandom RANDOM = new SecureRandom();

    /** A variant file as stored: its text and its version, the content hash clients send back to save over it. */
    public record Stored(String name, String text, String version) {
    }

    /** The last step of a write; tests replace it to make a write fail half-way. */
    @FunctionalInterface
    public interface Mover {
        /**
         * Puts the fully written {@code temporary} file at {@code target}: over the old file when {@code replace},
         * else only if there is no file there yet ({@link FileAlreadyExistsException} when there is).
         */
        void move(Path temporary, Path target, boolean replace) throws IOException;
    }

    private static final Mover ATOMIC = (temporary, target, replace) -> {
        if (replace) {
            Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            return;
        }
        try {
            Files.createLink(target, temporary); // link(2) fails if the name exists: no check-then-act race
        } catch (UnsupportedOperationException | FileSystemException e) {
            if (e instanceof FileAlreadyExistsException exists) {
                throw exists;
            }
            Files.move(temporary, target); // a file system without hard links: refuses an existing target too
        }
    };

    private final Path directory;
    private final Mover mover;

    public VariantFiles(Path directory) {
        this(directory, ATOMIC);
    }

    public VariantFiles(Path directory, Mover mover) {
        this.directory = directory.toAbsolutePath().normalize();
        this.mover = mover;
    }

    public Path directory() {
        return directory;
    }

    /** The variant names in the directory, sorted; files whose names are not variant names are left out. */
    public List<String> names() {
        try (Stream<Path> files = Files.list(directory)) {
            return files.filter(this::inside).map(f -> f.getFileName().toString()).filter(f -> f.endsWith(EXTENSION))
                    .map(f -> f.substring(0, f.length() - EXTENSION.length()))
                    .filter(name -> NAME.matcher(name).matches()).sorted().toList();
        } catch (IOException e) {
            throw new StoreException(StoreException.Kind.FAILED, "cannot list the variants directory ("
                    + e.getClass().getSimpleName() + ")", "start the workbench where variants/ is");
        }
    }

    /** Whether a file of the folder is in it: a link out of it is not (the server never follows one). */
    public boolean inside(Path file) {
        try {
            return file.toRealPath().startsWith(directory.toRealPath());
        } catch (IOException e) {
            return false; // a dangling link, or gone
        }
    }

    /** The file of a variant name; {@link StoreException.Kind#BAD_NAME} for a name that is not one. */
    public Path file(String name) {
        if (!NAME.matcher(name).matches()) {
            throw new StoreException(StoreException.Kind.BAD_NAME, "'" + name + "' is not a variant name",
                    "a variant name is 1 to 64 letters, digits, - and _");
        }
        Path file = directory.resolve(name + EXTENSION).normalize();
        if (!directory.equals(file.getParent())) { // the pattern already rules this out; kept as the invariant
            throw new StoreException(StoreException.Kind.BAD_NAME, "'" + name + "' is outside the variants directory",
                    "a variant name is 1 to 64 letters, digits, - and _");
        }
        return file;
    }

    /** The file of an existing variant; {@link StoreException.Kind#MISSING} when there is none. */
    public Path existing(String name) {
        Path file = file(name);
        if (!Files.isRegularFile(file) || !inside(file)) {
            throw notFound(name);
        }
        return file;
    }

    /** The stored variant; {@code MISSING} when there is none, {@code UNREADABLE} when it is not UTF-8 text. */
    public Stored read(String name) {
        return stored(name).orElseThrow(() -> notFound(name));
    }

    /** The stored variant, or empty when there is no file of that name. */
    public Optional<Stored> stored(String name) {
        Path file = file(name);
        byte[] bytes;
        try {
            bytes = TextFiles.readBytesWithin(file, directory); // a regular file of at most 1 MiB, no link out
        } catch (UnreadableFileException e) {
            if (e.kind() != UnreadableFileException.Kind.MISSING) {
                throw new StoreException(StoreException.Kind.UNREADABLE,
                        "cannot read variant '" + name + "': " + e.getMessage(), e.hint());
            }
            bytes = null; // none, or removed an instant ago
        }
        return bytes == null ? Optional.empty() : Optional.of(new Stored(name, decode(name, bytes), version(bytes)));
    }

    /** A version: the lowercase hex SHA-256 of the bytes, its first 16 digits. */
    public static String version(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes), 0, 8);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }

    public static String version(String text) {
        return version(text.getBytes(StandardCharsets.UTF_8));
    }

    /** Writes {@code text} over the existing variant {@code name}, keeping its permissions; returns the new version. */
    public String replace(String name, String text) {
        return write(name, text, file(name), true);
    }

    /**
     * Writes {@code text} as the new variant {@code name}, with the permissions of the variant {@code modeOf}'s
     * file when given, else those the process's umask gives a new file; {@code EXISTS} when the name is taken
     * (even by a creator an instant earlier). Returns the version.
     */
    public String create(String name, String text, Optional<String> modeOf) {
        return write(name, text, modeOf.map(this::file).orElse(null), false);
    }

    /** The old file survives any failure: nothing touches it before the move, which is one step. */
    private String write(String name, String text, Path modeOf, boolean replace) {
        Path target = file(name);
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        Path temporary = null;
        try {
            temporary = temporaryFile(name);
            try (FileChannel channel = FileChannel.open(temporary, StandardOpenOption.WRITE)) {
                ByteBuffer buffer = ByteBuffer.wrap(bytes);
                while (buffer.hasRemaining()) {
                    channel.write(buffer);
                }
                channel.force(true); // on disk before it takes the old file's place
            }
            if (modeOf != null) {
                copyPermissions(modeOf, temporary);
            }
            mover.move(temporary, target, replace);
            return version(bytes);
        } catch (FileAlreadyExistsException e) {
            throw StoreException.exists(stored(name).orElseThrow(() -> failed(name, e)));
        } catch (IOException e) {
            throw failed(name, e);
        } finally {
            deleteQuietly(temporary); // gone already after a move; still there after a link or a failure
        }
    }

    /** Removes the variant's file. */
    public void delete(String name) {
        try {
            Files.delete(file(name));
        } catch (NoSuchFileException e) {
            throw StoreException.stale(null);
        } catch (IOException e) {
            throw new StoreException(StoreException.Kind.FAILED, "could not delete variant '" + name + "' ("
                    + e.getClass().getSimpleName() + "); the file is unchanged", "check the folder's permissions");
        }
    }

    /**
     * Removes the temporary files that writes interrupted by a crash or a kill left behind; called at start-up,
     * before any write of this process. Returns their names.
     */
    public List<String> removeOrphans() {
        List<String> removed;
        try (Stream<Path> files = Files.list(directory)) {
            removed = files.map(f -> f.getFileName().toString()).filter(f -> TEMPORARY.matcher(f).matches())
                    .sorted().toList();
        } catch (IOException e) {
            return List.of(); // serving will report the unreadable directory
        }
        removed.forEach(f -> deleteQuietly(directory.resolve(f)));
        return removed;
    }

    /** {@code text} with this directory's absolute path taken out, so answers name files relative to it. */
    public String relative(String text) {
        return text.replace(directory + directory.getFileSystem().getSeparator(), "")
                .replace(directory.toString(), ".");
    }

    private Path temporaryFile(String name) throws IOException {
        while (true) {
            byte[] random = new byte[8];
            RANDOM.nextBytes(random);
            Path temporary = directory.resolve("." + name + EXTENSION + ".tmp-" + HexFormat.of().formatHex(random));
            try {
                return Files.createFile(temporary); // the umask's mode: what a new variant file gets
            } catch (FileAlreadyExistsException e) {
                // 2^-64; draw again
            }
        }
    }

    private static void copyPermissions(Path from, Path to) throws IOException {
        PosixFileAttributeView view = Files.getFileAttributeView(from, PosixFileAttributeView.class);
        if (view != null) {
            Set<PosixFilePermission> permissions = view.readAttributes().permissions();
            Files.setPosixFilePermissions(to, permissions);
        }
    }

    private static String decode(String name, byte[] bytes) {
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new StoreException(StoreException.Kind.UNREADABLE,
                    "cannot read variant '" + name + "' as UTF-8 text: " + e.getMessage(), "save it as UTF-8");
        }
    }

    private static StoreException notFound(String name) {
        return new StoreException(StoreException.Kind.MISSING, "no variant '" + name + "'",
                "GET /api/variants lists the variants");
    }

    private StoreException failed(String name, IOException e) {
        return new StoreException(StoreException.Kind.FAILED, "could not save variant '" + name
                + "'; the old file is unchanged: " + relative(String.valueOf(e.getMessage())),
                "check the disk's free space and the folder's permissions");
    }

    private static void deleteQuietly(Path file) {
        if (file == null) {
            return;
        }
        try {
            Files.deleteIfExists(file);
        } catch (IOException ignored) {
            // a stray dot-file in the directory is harmless: names() skips it and the next start removes it
        }
    }
}
