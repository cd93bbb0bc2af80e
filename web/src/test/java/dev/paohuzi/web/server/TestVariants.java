package dev.paohuzi.web.server;

import dev.paohuzi.web.store.VariantFiles;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/** The bundled variants and cases, and copies of the variants that a test may change. */
final class TestVariants {
    /** Tests run in web/; the project's data is one level up. */
    static final Path BUNDLED = Path.of("..", "variants");
    static final Path CASES = Path.of("..", "conformance", "cases");

    private TestVariants() {}

    static Path copyInto(Path directory) {
        try (Stream<Path> files = Files.list(BUNDLED)) {
            // the deltas too: variants apply them with `with` (docs/language.md, Deltas)
            for (Path file : files.filter(f -> f.toString().endsWith(VariantFiles.EXTENSION)
                    || f.toString().endsWith(".delta")).toList()) {
                Files.copy(file, directory.resolve(file.getFileName()));
            }
            return directory;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
