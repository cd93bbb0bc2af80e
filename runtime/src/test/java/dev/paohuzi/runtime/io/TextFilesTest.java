package dev.paohuzi.runtime.io;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** Issue 13.4: every user-named file is read as a regular file of at most 1 MiB, never a device or a FIFO. */
@Timeout(20)
class TextFilesTest {
    @TempDir
    Path dir;

    private static UnreadableFileException.Kind refusal(Path path) {
        return assertThrows(UnreadableFileException.class, () -> TextFiles.read(path)).kind();
    }

    @Test
    void aRegularFileIsReadAndItsByteOrderMarkDropped() throws IOException {
        Path file = Files.writeString(dir.resolve("a.variant"), "\uFEFFvariant a {\n}\n", StandardCharsets.UTF_8);
        assertEquals("variant a {\n}\n", TextFiles.read(file));
    }

    @Test
    void devicesAreRefusedBeforeTheyAreRead() {
        for (String device : new String[] {"/dev/zero", "/dev/urandom", "/dev/null"}) {
            assumeTrue(Files.exists(Path.of(device)));
            assertEquals(UnreadableFileException.Kind.NOT_REGULAR, refusal(Path.of(device)), device);
        }
    }

    /** A FIFO would block the open until a writer came; it is refused without being opened. */
    @Test
    void aFifoIsRefusedWithoutBlocking() throws Exception {
        Path fifo = dir.resolve("fifo");
        assumeTrue(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0, "mkfifo is not available");
        assertEquals(UnreadableFileException.Kind.NOT_REGULAR, refusal(fifo));
    }

    @Test
    void aLinkIsFollowedToARegularFileButNotToADevice() throws IOException {
        Path file = Files.writeString(dir.resolve("real.variant"), "variant x {\n}\n");
        assertEquals("variant x {\n}\n", TextFiles.read(Files.createSymbolicLink(dir.resolve("link.variant"), file)));
        assumeTrue(Files.exists(Path.of("/dev/zero")));
        Path zero = Files.createSymbolicLink(dir.resolve("zero.variant"), Path.of("/dev/zero"));
        assertEquals(UnreadableFileException.Kind.NOT_REGULAR, refusal(zero));
    }

    @Test
    void oneByteOverTheLimitIsRefused() throws IOException {
        Path limit = Files.write(dir.resolve("limit"), new byte[TextFiles.MAX_BYTES]);
        assertEquals(TextFiles.MAX_BYTES, TextFiles.readBytes(limit).length);
        Path over = Files.write(dir.resolve("over"), new byte[TextFiles.MAX_BYTES + 1]);
        assertEquals(UnreadableFileException.Kind.TOO_LARGE, refusal(over));
    }

    @Test
    void aDirectoryAMissingFileAndBadUtf8AreEachNamed() throws IOException {
        assertEquals(UnreadableFileException.Kind.DIRECTORY, refusal(dir));
        assertEquals(UnreadableFileException.Kind.MISSING, refusal(dir.resolve("nothing")));
        Path latin1 = Files.write(dir.resolve("latin1"), new byte[] {'a', '\n', 'b', 'c', (byte) 0xE9});
        UnreadableFileException bad = assertThrows(UnreadableFileException.class, () -> TextFiles.read(latin1));
        assertEquals(UnreadableFileException.Kind.NOT_UTF8, bad.kind());
        assertEquals("2:3", bad.line() + ":" + bad.column());
    }
}
