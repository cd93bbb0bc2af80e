package dev.paohuzi.spark;

import dev.paohuzi.compiler.Compilation;
import dev.paohuzi.compiler.VariantCompiler;
import dev.paohuzi.compiler.diag.Diagnostic;
import dev.paohuzi.runtime.game.HandStarter;
import dev.paohuzi.runtime.rules.RuleSet;

import java.io.IOException;
import java.io.Serial;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * A variant as Spark ships it to the executors: its file's text and the texts of the variant files beside it (its
 * parents among them), so an executor needs no shared disk. Each JVM compiles it once and keeps the hand starter
 * (whose analyzer tables cost more to build than a hand costs to play).
 *
 * @param file  the variant's file name, {@code hunan-half.variant}
 * @param texts every variant file of its directory by file name, the variant's own among them
 */
record VariantTexts(String file, TreeMap<String, String> texts) implements Serializable {
    @Serial
    private static final long serialVersionUID = 1L;

    /** The variant compiled, and the hand starter over it. */
    record Compiled(RuleSet rules, HandStarter starter) {
    }

    private static final Map<VariantTexts, Compiled> COMPILED = new ConcurrentHashMap<>();

    /** The variant of a name ({@code variants/NAME.variant}) or a path, with the variant files beside it. */
    static VariantTexts read(String nameOrPath) {
        Path file = VariantCompiler.locate(nameOrPath);
        Path directory = file.toAbsolutePath().getParent();
        try (Stream<Path> files = Files.list(directory)) {
            TreeMap<String, String> texts = files.filter(f -> f.getFileName().toString().endsWith(".variant"))
                    .collect(Collectors.toMap(f -> f.getFileName().toString(), VariantTexts::text, (x, y) -> x,
                            TreeMap::new));
            texts.put(file.getFileName().toString(), text(file));
            return new VariantTexts(file.getFileName().toString(), texts);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the variants beside " + file, e);
        }
    }

    private static String text(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }

    /** This JVM's compiled variant, compiled on first use. */
    Compiled compiled() {
        return COMPILED.computeIfAbsent(this, VariantTexts::compile);
    }

    private Compiled compile() {
        try {
            Path directory = Files.createTempDirectory("paohuzi-variants");
            for (Map.Entry<String, String> entry : texts.entrySet()) {
                Files.writeString(directory.resolve(entry.getKey()), entry.getValue(), StandardCharsets.UTF_8);
            }
            Compilation compilation = VariantCompiler.compile(file, texts.get(file).getBytes(StandardCharsets.UTF_8),
                    directory);
            return compilation.variant().map(v -> new Compiled(v.rules(), new HandStarter(v.rules()))).orElseThrow(() ->
                    new IllegalArgumentException(file + " has errors:\n" + compilation.errors().stream()
                            .map(Diagnostic::render).collect(Collectors.joining("\n"))));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the variants to compile " + file, e);
        }
    }
}
