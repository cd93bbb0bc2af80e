package dev.paohuzi.compiler.pass;

import dev.paohuzi.compiler.Room;
import dev.paohuzi.compiler.ast.Body;
import dev.paohuzi.compiler.ast.VariantAst;
import dev.paohuzi.compiler.diag.Diagnostics;
import dev.paohuzi.compiler.diag.Suggestions;
import dev.paohuzi.compiler.parse.ParsedVariant;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Stream;

/**
 * Pass 2: `variant X extends Y with D, E` -> one flat variant: the parent's rules, then each delta's, then the
 * variant's own, each laid over the ones before ({@link Layering}). A parent is the file NAME.variant in the child's
 * folder, or where it has none, in the bundled variants' (so a file anywhere may `extends hunan`; a parent found there
 * finds its own parents the same way); deltas are files NAME.delta in the child's folder ({@link DeltaList} checks
 * the `with` list). An unknown parent, a parent with
 * errors and a cycle are errors at the `extends`.
 */
public final class ResolveInheritance {
    private static final String EXTENSION = VariantAst.Kind.VARIANT.extension;
    /** `explain`'s origin of a rule a delta sets. */
    public static final String DELTA_ORIGIN = "delta ";
    /** `explain`'s origin of a rule a room option sets. */
    public static final String OPTION_ORIGIN = RoomOptions.ORIGIN;
    /** The longest `extends` chain (docs/limits.md), as deep as the nesting allowed inside a file. */
    static final int MAX_ANCESTORS = 64;

    private final Path directory;
    /** The bundled variants, where a parent is looked up that the child's folder does not have. */
    private final Path library;
    private final Diagnostics diagnostics;
    private final Function<Path, Optional<ParsedVariant>> parents;
    private final Predicate<Path> compilesCleanly;
    private final DeltaList deltaList;
    private final RoomOptions room;

    /**
     * @param parents         reads a parent file; empty when it cannot be read or parsed (so a compilation can
     *                        parse each file once)
     * @param compilesCleanly whether a parent file compiles without errors; the parent's own errors are reported
     *                        once, by checking the parent, not again at every child
     */
    public ResolveInheritance(Path directory, Path library, Diagnostics diagnostics,
                              Function<Path, Optional<ParsedVariant>> parents, Predicate<Path> compilesCleanly) {
        this(directory, library, diagnostics, parents, compilesCleanly, List.of());
    }

    /** @param picks the options a room chooses (docs/language.md, "Options and rooms"); none for the variant */
    public ResolveInheritance(Path directory, Path library, Diagnostics diagnostics,
                              Function<Path, Optional<ParsedVariant>> parents, Predicate<Path> compilesCleanly,
                              List<Room.Pick> picks) {
        this.room = new RoomOptions(picks, diagnostics);
        this.directory = directory;
        this.library = library;
        this.diagnostics = diagnostics;
        this.parents = parents;
        this.compilesCleanly = compilesCleanly;
        this.deltaList = new DeltaList(directory, parents, compilesCleanly);
    }

    /**
     * A delta file on its own: checks that the deltas its header names exist and lead to no cycle, and returns its
     * lines as if nothing were below them, for the checks of its rules.
     */
    public ResolvedVariant delta(VariantAst delta) {
        deltaList.checkHeader(delta, diagnostics);
        return own(delta);
    }

    public Optional<ResolvedVariant> run(VariantAst variant) {
        List<String> chain = new ArrayList<>();
        chain.add(variant.name());
        try {
            Optional<ResolvedVariant> resolved = resolve(variant, directory, chain, diagnostics);
            resolved.ifPresent(r -> room.reportUnknown(r, this::offeredElsewhere));
            if (resolved.isPresent() && variant.parent().isPresent()) {
                Path parentFile = parentFile(variant.parent().get(), directory);
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

    /** @param folder where the variant's file lies, the first place its parent is looked up */
    private Optional<ResolvedVariant> resolve(VariantAst variant, Path folder, List<String> chain,
                                              Diagnostics report) {
        if (variant.parent().isEmpty()) {
            return Optional.of(room.apply(own(variant), report));
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
        Path parentFile = parentFile(parentName, folder);
        if (!Files.isRegularFile(parentFile)) {
            report.error(variant.parentPosition(), "unknown parent variant '" + parentName + "'",
                    Suggestions.hint(parentName, known(folder), "no file " + folder.resolve(parentName + EXTENSION)
                    + (sameFolder(folder) ? "" : " nor " + library.resolve(parentName + EXTENSION))
                    + "; a parent is looked up in the file's own folder, then in the bundled variants"));
            return Optional.empty();
        }
        Diagnostics parentDiagnostics = new Diagnostics();
        Optional<ParsedVariant> parent = parents.apply(parentFile);
        chain.add(parentName);
        if (parent.filter(p -> p.ast().kind() != VariantAst.Kind.VARIANT).isPresent()) {
            report.error(variant.parentPosition(), "'" + parentName + "' is a delta, not a variant",
                    "a delta applies on a parent: `extends PARENT with " + parentName + "`");
            return Optional.empty();
        }
        Optional<ResolvedVariant> resolvedParent = room.underHeader(variant, report, () -> parent
                .filter(p -> !p.hadSyntaxErrors())
                .flatMap(p -> resolve(p.ast(), directoryOf(parentFile), chain, parentDiagnostics)));
        if (resolvedParent.isEmpty() || parentDiagnostics.hasErrors()) {
            parentHasErrors(variant, parentFile, report);
            return Optional.empty();
        }
        return merge(resolvedParent.get(), variant, folder, report).map(merged -> room.apply(merged, report));
    }

    /** The parent's file: in the folder, else in the bundled variants where the folder has none. */
    private Path parentFile(String name, Path folder) {
        Path own = folder.resolve(name + EXTENSION);
        return Files.isRegularFile(own) || sameFolder(folder) ? own : library.resolve(name + EXTENSION);
    }

    private boolean sameFolder(Path folder) {
        return folder.toAbsolutePath().normalize().equals(library.toAbsolutePath().normalize());
    }

    private static Path directoryOf(Path file) {
        Path parent = file.toAbsolutePath().getParent();
        return parent != null ? parent : Path.of(".");
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
                body.choices().stream().map(c -> new Inherited<>(c, variant.name())).toList(), List.of(), List.of(),
                List.of(), List.of());
    }

    /** The parent's rules, then each delta of the `with` list in order, then the child's own lines. */
    private Optional<ResolvedVariant> merge(ResolvedVariant parent, VariantAst child, Path folder,
                                            Diagnostics report) {
        DeltaList deltasHere = folder.equals(directory) ? deltaList : new DeltaList(folder, parents, compilesCleanly);
        Optional<List<VariantAst>> deltas = deltasHere.load(child, parent.deltas(), report);
        if (deltas.isEmpty()) {
            return Optional.empty();
        }
        Layering layers = new Layering(parent);
        List<String> inEffect = new ArrayList<>(parent.deltas());
        String below = "the parent " + parent.name();
        for (VariantAst delta : deltas.get()) {
            layers.apply(delta.body(), DELTA_ORIGIN + delta.name(), below, report);
            inEffect.add(delta.name());
            below = parent.name() + " with " + String.join(", ", inEffect);
        }
        layers.apply(child.body(), child.name(), below, report);
        List<String> lineage = new ArrayList<>();
        lineage.add(child.name());
        lineage.addAll(parent.lineage());
        String title = child.title().isEmpty() ? parent.title() : child.title();
        return Optional.of(new ResolvedVariant(child, title, lineage, child.body().sources(), layers.settings(),
                layers.blocks(), layers.choices(), inEffect, parent.offered(), parent.options(), parent.picks()));
    }

    /** The variants of the folder and the bundled ones that offer an option of this name (only on an error). */
    private List<String> offeredElsewhere(String option) {
        Set<Path> files = new LinkedHashSet<>();
        Stream.of(directory, library).forEach(folder -> namesIn(folder).forEach(n -> files.add(folder.resolve(n
                + EXTENSION).toAbsolutePath().normalize())));
        return files.stream().map(parents).flatMap(Optional::stream).map(ParsedVariant::ast)
                .filter(ast -> ast.options().stream().anyMatch(o -> o.name().equals(option)))
                .map(VariantAst::name).distinct().sorted().toList();
    }

    /** The variants a name could mean: the folder's and the bundled ones. */
    private List<String> known(Path folder) {
        List<String> names = new ArrayList<>(namesIn(folder));
        names.addAll(namesIn(library));
        return names;
    }

    private static List<String> namesIn(Path folder) {
        try (Stream<Path> files = Files.list(folder)) {
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
