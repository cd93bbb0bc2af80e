package dev.paohuzi.web.server.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/** The benchmarks' own copy of the bundled variants folder: every file, deltas included, so each child compiles. */
final class BenchVariants {
    private BenchVariants() {}

    static Path copy() throws IOException {
        Path variants = Files.createTempDirectory("bench-variants");
        try (Stream<Path> files = Files.list(Path.of("variants"))) {
            for (Path file : files.toList()) {
                Files.copy(file, variants.resolve(file.getFileName()));
            }
        }
        return variants;
    }
}
