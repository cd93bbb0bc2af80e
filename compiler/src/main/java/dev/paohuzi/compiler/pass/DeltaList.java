package dev.paohuzi.compiler.pass;

import dev.paohuzi.compiler.ast.Body;
import dev.paohuzi.compiler.ast.DeltaRef;
import dev.paohuzi.compiler.ast.DeltaRelations;
import dev.paohuzi.compiler.ast.Setting;
import dev.paohuzi.compiler.ast.VariantAst;
import dev.paohuzi.compiler.diag.Diagnostics;
import dev.paohuzi.compiler.diag.Suggestions;
import dev.paohuzi.compiler.parse.ParsedVariant;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Stream;

/**
 * The deltas of a `with` list, found and checked before they apply: each is a file NAME.delta beside the variant
 * that compiles cleanly; what each `requires` applies before it, what it `excludes` does not apply with it, and two
 * deltas of one list that set the same rule are a conflict unless the variant sets that rule itself or the later
 * delta `overrides` the earlier (after Riichi Advanced's mods, which name the mods they conflict with).
 */
final class DeltaList {
    private final Path directory;
    private final Function<Path, Optional<ParsedVariant>> files;
    private final Predicate<Path> compilesCleanly;

    DeltaList(Path directory, Function<Path, Optional<ParsedVariant>> files, Predicate<Path> compilesCleanly) {
        this.directory = directory;
        this.files = files;
        this.compilesCleanly = compilesCleanly;
    }

    Path file(String name) {
        return directory.resolve(name + VariantAst.Kind.DELTA.extension);
    }

    /**
     * The variant's deltas in the order they apply, or empty when one of them cannot apply (reported).
     *
     * @param inEffect the deltas its parent already applies
     */
    Optional<List<VariantAst>> load(VariantAst variant, List<String> inEffect, Diagnostics report) {
        List<Listed> deltas = new ArrayList<>();
        Set<String> listed = new HashSet<>();
        boolean ok = true;
        for (DeltaRef ref : variant.deltas()) {
            if (!listed.add(ref.name())) {
                report.error(ref.position(), "delta '" + ref.name() + "' is listed twice", "keep one");
                ok = false;
                continue;
            }
            if (inEffect.contains(ref.name())) {
                report.warning(ref.position(), "delta '" + ref.name() + "' already applies through the parent "
                        + variant.parent().orElseThrow(), "drop it from the `with` list");
            }
            Optional<VariantAst> delta = find(ref, report);
            if (delta.isPresent() && !compilesCleanly.test(file(ref.name()))) {
                report.error(ref.position(), "the delta '" + ref.name() + "' has errors",
                        "run `check " + file(ref.name()) + "` and fix it first");
                delta = Optional.empty();
            }
            delta.ifPresent(d -> deltas.add(new Listed(ref, d)));
            ok &= delta.isPresent();
        }
        if (!ok) {
            return Optional.empty();
        }
        boolean sound = relationsHold(deltas, inEffect, report);
        sound &= noConflicts(deltas, variant.body(), report);
        return sound ? Optional.of(deltas.stream().map(Listed::delta).toList()) : Optional.empty();
    }

    /** A delta of the `with` list, and where the list names it (where its errors are reported). */
    private record Listed(DeltaRef ref, VariantAst delta) {
    }

    /** The delta a name refers to; unknown names and files that hold no delta are reported at the reference. */
    Optional<VariantAst> find(DeltaRef ref, Diagnostics report) {
        Path file = file(ref.name());
        if (!Files.isRegularFile(file)) {
            report.error(ref.position(), "unknown delta '" + ref.name() + "'", Suggestions.hint(ref.name(), known(),
                    "no file " + file + "; a delta is a file NAME.delta in the variant's directory"));
            return Optional.empty();
        }
        Optional<VariantAst> delta = files.apply(file).filter(p -> !p.hadSyntaxErrors()).map(ParsedVariant::ast);
        if (delta.isEmpty()) {
            report.error(ref.position(), "the delta '" + ref.name() + "' has errors",
                    "run `check " + file + "` and fix it first");
        } else if (delta.get().kind() != VariantAst.Kind.DELTA) {
            report.error(ref.position(), file.getFileName() + " holds a variant, not a delta",
                    "a delta file starts with `delta " + ref.name() + " \"title\" {`");
            return Optional.empty();
        }
        return delta;
    }

    /**
     * A delta's own header: every delta it names exists, and following `requires` and `overrides` never leads
     * back to it (it would have to apply after itself).
     */
    void checkHeader(VariantAst delta, Diagnostics report) {
        DeltaRelations relations = delta.relations();
        Stream.of(relations.requires(), relations.excludes(), relations.overrides()).flatMap(List::stream)
                .forEach(ref -> {
                    if (ref.name().equals(delta.name())) {
                        report.error(ref.position(), "delta '" + delta.name() + "' names itself",
                                "a delta's relations name other deltas");
                    } else {
                        find(ref, report);
                    }
                });
        List<String> path = new ArrayList<>(List.of(delta.name()));
        if (leadsBack(delta, delta.name(), path, new HashSet<>())) {
            report.error(delta.position(), "delta cycle: " + String.join(" -> ", path),
                    "each arrow is a `requires` or `overrides`: the first delta would have to apply after itself;"
                            + " drop one of them");
        }
    }

    private boolean leadsBack(VariantAst from, String start, List<String> path, Set<String> seen) {
        for (DeltaRef next : after(from)) {
            if (next.name().equals(start) && path.size() > 1) {
                path.add(start);
                return true;
            }
            if (next.name().equals(start) || !seen.add(next.name())) {
                continue;
            }
            Optional<VariantAst> delta = quietly(next.name());
            if (delta.isPresent()) {
                path.add(next.name());
                if (leadsBack(delta.get(), start, path, seen)) {
                    return true;
                }
                path.remove(path.size() - 1);
            }
        }
        return false;
    }

    /** The deltas that must apply before this one. */
    private static List<DeltaRef> after(VariantAst delta) {
        List<DeltaRef> before = new ArrayList<>(delta.relations().requires());
        before.addAll(delta.relations().overrides());
        return before;
    }

    private Optional<VariantAst> quietly(String name) {
        return Files.isRegularFile(file(name)) ? files.apply(file(name)).map(ParsedVariant::ast)
                .filter(d -> d.kind() == VariantAst.Kind.DELTA) : Optional.empty();
    }

    private boolean relationsHold(List<Listed> deltas, List<String> inEffect, Diagnostics report) {
        boolean ok = true;
        List<String> applied = new ArrayList<>(inEffect);
        List<String> names = deltas.stream().map(l -> l.delta().name()).toList();
        for (int i = 0; i < deltas.size(); i++) {
            VariantAst delta = deltas.get(i).delta();
            DeltaRef at = deltas.get(i).ref();
            for (DeltaRef required : delta.relations().requires()) {
                if (!applied.contains(required.name())) {
                    report.error(at.position(), "delta '" + delta.name() + "' requires '" + required.name()
                            + "', which does not apply before it", names.contains(required.name())
                            ? "move " + required.name() + " before " + delta.name() + " in the `with` list"
                            : "add it: `with " + required.name() + ", " + delta.name() + "`");
                    ok = false;
                }
            }
            for (DeltaRef overridden : delta.relations().overrides()) {
                if (names.indexOf(overridden.name()) > i) {
                    report.error(at.position(), "delta '" + delta.name() + "' overrides '" + overridden.name()
                            + "', so it must come after it",
                            "write `with " + overridden.name() + ", " + delta.name() + "`");
                    ok = false;
                }
            }
            for (String other : applied) {
                Optional<VariantAst> earlier = names.contains(other)
                        ? Optional.of(deltas.get(names.indexOf(other)).delta())
                        : quietly(other);
                boolean excluded = delta.relations().excludes(other)
                        || earlier.map(e -> e.relations().excludes(delta.name())).orElse(false);
                if (excluded) {
                    report.error(at.position(), "deltas '" + other + "' and '" + delta.name() + "' exclude each other",
                            "one of them declares `excludes`; a variant applies one or the other");
                    ok = false;
                }
            }
            applied.add(delta.name());
        }
        return ok;
    }

    private boolean noConflicts(List<Listed> deltas, Body own, Diagnostics report) {
        Set<String> restated = rules(own);
        boolean ok = true;
        for (int later = 1; later < deltas.size(); later++) {
            VariantAst delta = deltas.get(later).delta();
            for (VariantAst earlier : deltas.subList(0, later).stream().map(Listed::delta).toList()) {
                Set<String> both = rules(earlier.body());
                both.retainAll(rules(delta.body()));
                both.removeAll(restated);
                if (!both.isEmpty() && !delta.relations().overrides(earlier.name())) {
                    report.error(deltas.get(later).ref().position(),
                            "deltas '" + earlier.name() + "' and '" + delta.name() + "' both set "
                                    + String.join(", ", both),
                            "set " + (both.size() == 1 ? "it" : "them") + " in this variant to choose, or write "
                                    + "`overrides " + earlier.name() + "` in the header of "
                                    + file(delta.name()).getFileName());
                    ok = false;
                }
            }
        }
        return ok;
    }

    /** What a body sets or drops: `'stake in cents'`, `pattern 点胡`. */
    static Set<String> rules(Body body) {
        Set<String> rules = new LinkedHashSet<>();
        body.settings().stream().map(Setting::name).forEach(name -> rules.add("'" + name + "'"));
        body.blocks().stream().map(Layering::key).forEach(rules::add);
        body.withouts().stream().map(w -> Layering.key(w.kind(), w.name())).forEach(rules::add);
        return rules;
    }

    private List<String> known() {
        try (Stream<Path> list = Files.list(directory)) {
            String extension = VariantAst.Kind.DELTA.extension;
            return list.map(f -> f.getFileName().toString()).filter(f -> f.endsWith(extension))
                    .map(f -> f.substring(0, f.length() - extension.length())).toList();
        } catch (IOException e) {
            return List.of();
        }
    }
}
