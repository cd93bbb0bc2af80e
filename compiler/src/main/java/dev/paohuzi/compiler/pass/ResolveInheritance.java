package dev.paohuzi.compiler.pass;

import dev.paohuzi.compiler.ast.Block;
import dev.paohuzi.compiler.ast.Body;
import dev.paohuzi.compiler.ast.Choice;
import dev.paohuzi.compiler.ast.Setting;
import dev.paohuzi.compiler.ast.VariantAst;
import dev.paohuzi.compiler.ast.Without;
import dev.paohuzi.compiler.diag.Diagnostics;
import dev.paohuzi.compiler.diag.Suggestions;
import dev.paohuzi.compiler.parse.ParsedVariant;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Stream;

/**
 * Pass 2: `variant X extends Y` -> one flat variant. A rule overrides the parent's rule of the same name, a pattern
 * the parent's pattern of the same name; `without pattern NAME` drops one. Parents are files NAME.variant in the
 * child's directory. An unknown parent, a parent with errors and a cycle are errors at the `extends`.
 */
public final class ResolveInheritance {
    private static final String EXTENSION = ".variant";
    /** The longest `extends` chain (docs/limits.md), as deep as the nesting allowed inside a file. */
    static final int MAX_ANCESTORS = 64;

    private final Path directory;
    private final Diagnostics diagnostics;
    private final Function<Path, Optional<ParsedVariant>> parents;
    private final Predicate<Path> compilesCleanly;

    /**
     * @param parents         reads a parent file; empty when it cannot be read or parsed (so a compilation can
     *                        parse each file once)
     * @param compilesCleanly whether a parent file compiles without errors; the parent's own errors are reported
     *                        once, by checking the parent, not again at every child
     */
    public ResolveInheritance(Path directory, Diagnostics diagnostics, Function<Path, Optional<ParsedVariant>> parents,
                              Predicate<Path> compilesCleanly) {
        this.directory = directory;
        this.diagnostics = diagnostics;
        this.parents = parents;
        this.compilesCleanly = compilesCleanly;
    }

    public Optional<ResolvedVariant> run(VariantAst variant) {
        List<String> chain = new ArrayList<>();
        chain.add(variant.name());
        try {
            Optional<ResolvedVariant> resolved = resolve(variant, chain, diagnostics);
            if (resolved.isPresent() && variant.parent().isPresent()) {
                Path parentFile = parentFile(variant.parent().get());
                if (!compilesCleanly.test(parentFile)) {
                    parentHasErrors(variant, parentFile, diagnostics);
                    return Optional.empty();
                }
            }
            return resolved;
        } catch (Lineage refused) {
            diagnostics.error(variant.parentPosition(), refused.getMessage(), refused.hint);
            return Optional.empty();
        }
    }

    private Optional<ResolvedVariant> resolve(VariantAst variant, List<String> chain, Diagnostics report) {
        if (variant.parent().isEmpty()) {
            return Optional.of(own(variant));
        }
        String parentName = variant.parent().get();
        if (chain.contains(parentName)) {
            List<String> cycle = new ArrayList<>(chain.subList(chain.indexOf(parentName), chain.size()));
            cycle.add(parentName);
            throw new Lineage("inheritance cycle: " + String.join(" extends ", cycle),
                    "a variant cannot extend itself, directly or through its parents");
        }
        if (chain.size() > MAX_ANCESTORS) { // each ancestor is a level of recursion here and in compiling it
            throw new Lineage("more than " + MAX_ANCESTORS + " variants extend one another above this one",
                    "a variant extends a base a few levels deep (the bundled ones at most 2); end the chain sooner");
        }
        Path parentFile = parentFile(parentName);
        if (!Files.isRegularFile(parentFile)) {
            report.error(variant.parentPosition(), "unknown parent variant '" + parentName + "'",
                    Suggestions.hint(parentName, known(), "no file " + parentFile + "; the parent must be in the same directory"));
            return Optional.empty();
        }
        Diagnostics parentDiagnostics = new Diagnostics();
        Optional<ParsedVariant> parent = parents.apply(parentFile);
        chain.add(parentName);
        Optional<ResolvedVariant> resolvedParent = parent.filter(p -> !p.hadSyntaxErrors())
                .flatMap(p -> resolve(p.ast(), chain, parentDiagnostics));
        if (resolvedParent.isEmpty() || parentDiagnostics.hasErrors()) {
            parentHasErrors(variant, parentFile, report);
            return Optional.empty();
        }
        return Optional.of(merge(resolvedParent.get(), variant, report));
    }

    private Path parentFile(String name) {
        return directory.resolve(name + EXTENSION);
    }

    private static void parentHasErrors(VariantAst variant, Path parentFile, Diagnostics report) {
        report.error(variant.parentPosition(), "the parent variant '" + variant.parent().orElseThrow() + "' has errors",
                "run `check " + parentFile + "` and fix it first");
    }

    private static ResolvedVariant own(VariantAst variant) {
        Body body = variant.body();
        return new ResolvedVariant(variant, variant.title(), List.of(variant.name()), body.sources(),
                body.settings().stream().map(s -> new Inherited<>(s, variant.name())).toList(),
                body.blocks().stream().map(b -> new Inherited<>(b, variant.name())).toList(),
                body.choices().stream().map(c -> new Inherited<>(c, variant.name())).toList());
    }

    private static ResolvedVariant merge(ResolvedVariant parent, VariantAst child, Diagnostics report) {
        Map<String, Inherited<Setting>> settings = new LinkedHashMap<>();
        parent.settings().forEach(s -> settings.put(s.item().name(), s));
        child.body().settings().forEach(s -> settings.put(s.name(), new Inherited<>(s, child.name())));

        Map<String, Inherited<Block>> blocks = new LinkedHashMap<>();
        parent.blocks().forEach(b -> blocks.put(key(b.item().kind(), b.item().name()), b));
        for (Without without : child.body().withouts()) {
            if (blocks.remove(key(without.kind(), without.name())) == null) {
                report.error(without.position(), "there is no inherited " + without.kind() + " '" + without.name()
                        + "' to remove", "the parent " + parent.name() + " has no such " + without.kind());
            }
        }
        child.body().blocks().forEach(b -> blocks.put(key(b.kind(), b.name()), new Inherited<>(b, child.name())));

        List<Inherited<Choice>> choices = new ArrayList<>(parent.choices());
        child.body().choices().forEach(c -> choices.add(new Inherited<>(c, child.name())));
        List<String> lineage = new ArrayList<>();
        lineage.add(child.name());
        lineage.addAll(parent.lineage());
        String title = child.title().isEmpty() ? parent.title() : child.title();
        return new ResolvedVariant(child, title, lineage, child.body().sources(), List.copyOf(settings.values()),
                List.copyOf(blocks.values()), choices);
    }

    private static String key(String kind, String name) {
        return kind + " " + name;
    }

    private List<String> known() {
        try (Stream<Path> files = Files.list(directory)) {
            return files.map(f -> f.getFileName().toString()).filter(f -> f.endsWith(EXTENSION))
                    .map(f -> f.substring(0, f.length() - EXTENSION.length())).toList();
        } catch (IOException e) {
            return List.of();
        }
    }

    /** Unwinds to the variant being compiled, which reports the cycle at its own `extends`. */
    /** A lineage that cannot be resolved: a cycle, or one too long; reported at the `extends` of the file checked. */
    private static final class Lineage extends RuntimeException {
        final String hint;

        Lineage(String message, String hint) {
            super(message, null, false, false);
            this.hint = hint;
        }
    }
}
