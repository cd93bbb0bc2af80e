package dev.paohuzi.spark;

import dev.paohuzi.compiler.Compilation;
import dev.paohuzi.compiler.CompiledVariant;
import dev.paohuzi.compiler.ParentCache;
import dev.paohuzi.compiler.Room;
import dev.paohuzi.compiler.VariantCompiler;
import dev.paohuzi.compiler.ast.VariantAst;
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
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;

/**
 * A variant as Spark ships it to the executors: its file's text and the texts of every file its compilation reads —
 * its parents and the deltas they apply, found by compiling it on the driver from its own folder, whichever folder
 * that is — so an executor needs no copy of any folder. Each JVM compiles it once (from a temporary folder it
 * deletes as soon as the compilation is done) and keeps the hand starter, whose analyzer tables cost more to build
 * than a hand costs to play.
 *
 * @param file  the variant's file name, {@code hunan-peel.variant}
 * @param texts the variant's file and every parent and delta file it reads, by file name
 * @param picks a room's choice of options as the room string writes it, {@code [无名堂, -自摸加3息]}; empty for the
 *              variant as its file plays it
 */
record VariantTexts(String file, TreeMap<String, String> texts, String picks) implements Serializable {
    @Serial
    private static final long serialVersionUID = 3L;

    /** The prefix of the temporary folder an executor compiles in (and deletes). */
    static final String TEMPORARY_PREFIX = "paohuzi-variants";

    /** The variant compiled, and the hand starter over it. */
    record Compiled(RuleSet rules, HandStarter starter) {
    }

    private static final Map<VariantTexts, Compiled> COMPILED = new ConcurrentHashMap<>();

    /**
     * The variant of a name ({@code variants/NAME.variant}) or a path, or a room of either
     * ({@code youxian[无名堂]}), with the parent and delta files its compilation reads from its folder; a variant with
     * errors (or a room that does not resolve) is refused here, on the driver, with its diagnostics.
     */
    static VariantTexts read(String nameOrPath) {
        String variantName = Room.variantOf(nameOrPath);
        Path file = VariantCompiler.locate(variantName);
        CompiledVariant variant = orRefuse(file.toString(), VariantCompiler.compile(nameOrPath));
        Path directory = file.toAbsolutePath().getParent();
        TreeMap<String, String> texts = new TreeMap<>();
        for (String parent : variant.lineage().subList(1, variant.lineage().size())) {
            String name = parent + VariantAst.Kind.VARIANT.extension;
            texts.put(name, text(directory.resolve(name)));
        }
        for (String delta : variant.deltas()) {
            String name = delta + VariantAst.Kind.DELTA.extension;
            texts.put(name, text(directory.resolve(name)));
        }
        texts.put(file.getFileName().toString(), text(file));
        int open = nameOrPath.indexOf('[');
        VariantTexts shipped = new VariantTexts(file.getFileName().toString(), texts,
                open < 0 ? "" : nameOrPath.substring(open));
        shipped.compiled(); // what the executors will compile, compiled once here: a file missing from it shows now
        return shipped;
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
        Path directory = null;
        try {
            directory = Files.createTempDirectory(TEMPORARY_PREFIX);
            for (Map.Entry<String, String> entry : texts.entrySet()) {
                Files.writeString(directory.resolve(entry.getKey()), entry.getValue(), StandardCharsets.UTF_8);
            }
            // the room string of the file written here, compiled as every room is (the options resolved in one place)
            RuleSet rules = orRefuse(file, VariantCompiler.compile(directory.resolve(file) + picks, Path::of,
                    (path, chosen) -> VariantCompiler.compile(path, new ParentCache(), List.of(), chosen))).rules();
            return new Compiled(rules, new HandStarter(rules));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the variants to compile " + file, e);
        } finally {
            delete(directory);
        }
    }

    /** The compiled rules need none of the files once compiled: the folder goes at once, not at the JVM's exit. */
    private void delete(Path directory) {
        if (directory == null) {
            return;
        }
        try {
            for (String name : texts.keySet()) {
                Files.deleteIfExists(directory.resolve(name));
            }
            Files.deleteIfExists(directory);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot delete " + directory, e);
        }
    }

    private static CompiledVariant orRefuse(String file, Compilation compilation) {
        return compilation.variant().orElseThrow(() -> new IllegalArgumentException(file + " has errors:\n"
                + compilation.errors().stream().map(Diagnostic::render).collect(Collectors.joining("\n"))));
    }
}
