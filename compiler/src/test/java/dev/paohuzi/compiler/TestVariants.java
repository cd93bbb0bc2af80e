package dev.paohuzi.compiler;

import dev.paohuzi.compiler.diag.Diagnostic;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The real variant files (the repository's variants/, seen from this module: Maven runs tests in the module
 * directory) and throwaway files built on them in a test's own directory.
 */
public final class TestVariants {
    private TestVariants() {}

    public static Path directory() {
        return Path.of("..", "variants");
    }

    public static Path file(String name) {
        return directory().resolve(name + ".variant");
    }

    /**
     * Writes `variant child extends hunan` with the given lines into dir (next to a copy of the real hunan) and
     * compiles it.
     */
    public static Compilation child(Path dir, String lines) {
        copy("hunan", dir);
        return compile(dir, "child", "variant child extends hunan \"test\" {\n  source \"test\"\n" + lines + "\n}\n");
    }

    /**
     * Compiles a child with the given lines and asserts it has exactly one error, at line:column, with that message
     * and a hint containing {@code hint}; returns the error.
     */
    public static Diagnostic assertOnlyError(Path dir, String lines, int line, int column, String message,
                                             String hint) {
        return assertOnlyError(child(dir, lines), line, column, message, hint);
    }

    /**
     * Asserts that a compilation has exactly one error, at line:column, with that message and a hint containing
     * {@code hint}; returns the error.
     */
    public static Diagnostic assertOnlyError(Compilation compilation, int line, int column, String message,
                                             String hint) {
        List<Diagnostic> errors = compilation.errors();
        assertEquals(1, errors.size(), () -> "expected one error, got " + compilation.diagnostics());
        assertTrue(compilation.variant().isEmpty());
        Diagnostic error = errors.get(0);
        assertEquals(line + ":" + column, error.position().line() + ":" + error.position().column(), error.render());
        assertEquals(message, error.message());
        assertTrue(error.hint().contains(hint), () -> "hint: " + error.hint());
        return error;
    }

    public static Compilation compile(Path dir, String name, String text) {
        Path file = dir.resolve(name + ".variant");
        try {
            Files.writeString(file, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return VariantCompiler.compile(file);
    }

    public static void copy(String name, Path dir) {
        try {
            Files.copy(file(name), dir.resolve(name + ".variant"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
