package dev.paohuzi.compiler;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** The compiler tests' own small variants (src/test/resources/variants) and throwaway files built on them. */
public final class TestVariants {
    private TestVariants() {}

    public static Path directory() {
        try {
            return Path.of(TestVariants.class.getResource("/variants/hunan.variant").toURI()).getParent();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    public static Path file(String name) {
        return directory().resolve(name + ".variant");
    }

    /** Writes `variant child extends hunan` with the given lines into dir (next to a copy of hunan) and compiles it. */
    public static Compilation child(Path dir, String lines) {
        copy("hunan", dir);
        return compile(dir, "child", "variant child extends hunan \"test\" {\n  source \"test\"\n" + lines + "\n}\n");
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
