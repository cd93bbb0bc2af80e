package dev.paohuzi.compiler;

import dev.paohuzi.compiler.diag.Diagnostic;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** Files that are not variants at all: one clear diagnostic with a position, never an exception or a hang. */
@Timeout(30)
class BadInputTest {
    @TempDir
    Path dir;

    private Diagnostic onlyError(Path file) {
        Compilation compilation = VariantCompiler.compile(file);
        assertEquals(1, compilation.diagnostics().size(), () -> compilation.diagnostics().toString());
        assertTrue(compilation.variant().isEmpty());
        return compilation.diagnostics().get(0);
    }

    @Test
    void notUtf8() throws IOException {
        Path file = dir.resolve("gbk.variant");
        byte[] utf8 = "variant 乌胡 {\n  乌胡 ".getBytes(StandardCharsets.UTF_8);
        byte[] gbk = "红胡: 1\n}\n".getBytes(java.nio.charset.Charset.forName("GBK"));
        byte[] mixed = java.util.Arrays.copyOf(utf8, utf8.length + gbk.length);
        System.arraycopy(gbk, 0, mixed, utf8.length, gbk.length);
        Files.write(file, mixed);
        Diagnostic error = onlyError(file);
        assertTrue(error.message().startsWith("the file is not UTF-8 text"), error.message());
        assertEquals(2, error.position().line());
        assertEquals(6, error.position().column(), "counted in characters: two spaces, 乌胡, a space");
    }

    @Test
    void emptyFile() throws IOException {
        Path file = Files.writeString(dir.resolve("empty.variant"), "  \n\n");
        assertEquals("the file is empty", onlyError(file).message());
    }

    @Test
    void tenMegabytesOfNoise() throws IOException {
        byte[] noise = new byte[10 << 20];
        new Random(7).nextBytes(noise);
        Path file = Files.write(dir.resolve("noise.variant"), noise);
        assertTrue(onlyError(file).message().startsWith("the file is too large"));
    }

    @Test
    void missingFile() {
        assertEquals("no such file", onlyError(dir.resolve("nothing.variant")).message());
    }

    @Test
    void directoryInsteadOfAFile() {
        assertEquals("this is a directory, not a file", onlyError(dir).message());
    }

    /** Issue 13.4: `check /dev/zero` and `check /dev/urandom` ended in OutOfMemoryError. */
    @Test
    void devicesAreRefusedUnread() {
        for (String device : List.of("/dev/zero", "/dev/urandom")) {
            assumeTrue(Files.exists(Path.of(device)));
            assertEquals("this is not a regular file (a device, a FIFO or a socket)", onlyError(Path.of(device))
                    .message());
        }
    }

    /** Issue 13.4: a FIFO given to `check` blocked forever (the class's timeout fails the test if it blocks). */
    @Test
    void aFifoIsRefusedWithoutWaitingForAWriter() throws Exception {
        Path fifo = dir.resolve("fifo.variant");
        assumeTrue(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0, "mkfifo is not available");
        assertEquals("this is not a regular file (a device, a FIFO or a socket)", onlyError(fifo).message());
    }

    /** Issue 13.7: NUL and ESC bytes of the file were echoed raw into the terminal by `check`. */
    @Test
    void controlCharactersAreShownEscaped() throws IOException {
        Path file = Files.writeString(dir.resolve("controls.variant"),
                "variant controls {\n  copies\u0000: 4\n  \u001b[2J: 1\n  title: \"\u0007\"\n}\n");
        Compilation compilation = VariantCompiler.compile(file);
        assertTrue(compilation.hasErrors());
        for (Diagnostic diagnostic : compilation.diagnostics()) {
            assertTrue(diagnostic.render().chars().noneMatch(c -> c < 0x20 && c != '\n' && c != '\r'),
                    diagnostic.render());
        }
        String all = compilation.diagnostics().toString();
        assertTrue(all.contains("\\u0000") && all.contains("\\u001b"), all);
    }

    /** Under the size limit, noise reaches the parser: many errors, capped, each with a position. */
    @Test
    void printableNoiseJustUnderTheLimit() throws IOException {
        Random random = new Random(11);
        String symbols = "variant {}:,()+-*/%<>=!\"#abc 123 红胡\n";
        StringBuilder text = new StringBuilder();
        while (text.length() < 900_000) {
            text.append(symbols.charAt(random.nextInt(symbols.length())));
        }
        Path file = Files.writeString(dir.resolve("noise.variant"), text, StandardCharsets.UTF_8);
        Compilation compilation = VariantCompiler.compile(file);
        assertTrue(compilation.hasErrors());
        assertTrue(compilation.diagnostics().size() <= dev.paohuzi.compiler.diag.Diagnostics.LIMIT + 1);
        compilation.diagnostics().forEach(d -> assertTrue(d.position().line() >= 1 && d.position().column() >= 1));
    }

    /** Random token soup inside a variant body: the parser recovers line by line and reports, never throws. */
    @Test
    void tokenSoupInsideAVariant() throws IOException {
        List<String> tokens = List.of("copies", ":", "4", "source", "\"x\"", "pattern", "{", "}", "\n", "(", ")",
                "if", "then", "else", "and", "-", ",", "without", "choice", "red", ">=");
        for (int seed = 0; seed < 20; seed++) {
            Random random = new Random(seed);
            StringBuilder text = new StringBuilder("variant soup {\n");
            for (int i = 0; i < 400; i++) {
                text.append(tokens.get(random.nextInt(tokens.size()))).append(' ');
            }
            Path file = Files.writeString(dir.resolve("soup.variant"), text.append("\n}\n"), StandardCharsets.UTF_8);
            Compilation compilation = VariantCompiler.compile(file);
            assertTrue(compilation.hasErrors(), "seed " + seed);
            assertFalse(compilation.diagnostics().isEmpty());
        }
    }
}
