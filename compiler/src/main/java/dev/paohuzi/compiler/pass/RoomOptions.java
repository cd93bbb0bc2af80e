package dev.paohuzi.compiler.pass;

import dev.paohuzi.compiler.Room;
import dev.paohuzi.compiler.ast.DeltaRef;
import dev.paohuzi.compiler.ast.OptionAst;
import dev.paohuzi.compiler.ast.VariantAst;
import dev.paohuzi.compiler.diag.Diagnostics;
import dev.paohuzi.compiler.diag.Position;
import dev.paohuzi.compiler.diag.Suggestions;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Stream;

/**
 * The options a room plays at each variant of its lineage (docs/language.md, "Options and rooms"). At the variant
 * that declares them, the options in effect — those on by default that the room does not turn off ({@code -NAME}),
 * and those it chooses, a chosen one displacing the defaults it excludes — lie over the variant's own lines in the
 * order they are declared, through the one {@link Layering}; so a room's result never depends on the order its
 * string names them. A room's own errors (an option it names that no variant of the lineage offers, two options
 * that exclude each other, an option without one it requires) are reported at the column of the room string.
 */
final class RoomOptions {
    /** `explain`'s origin of a rule an option sets. */
    static final String ORIGIN = "option ";

    private final List<Room.Pick> picks;
    private final Diagnostics report;
    private final Set<Room.Pick> used = new HashSet<>();
    /** What the `extends` headers below the variant being resolved choose of its options ({@code hunan[半花样]}). */
    private final List<Room.Pick> chosenByChildren = new ArrayList<>();

    /** @param report where a room's errors go: the compilation's own, whichever variant of the lineage finds them */
    RoomOptions(List<Room.Pick> picks, Diagnostics report) {
        this.picks = List.copyOf(picks);
        this.report = report;
    }

    /**
     * The resolved variant with its own options in effect laid over it (the room's errors reported, the variant
     * returned all the same so that the rest of the file is still checked).
     */
    ResolvedVariant apply(ResolvedVariant resolved, Diagnostics fileReport) {
        VariantAst variant = resolved.own();
        List<Inherited<OptionAst>> offered = new ArrayList<>(resolved.offered());
        variant.options().forEach(o -> offered.add(new Inherited<>(o, variant.name())));
        Map<String, Room.Pick> mine = new HashMap<>();
        Set<Room.Pick> ofTheRoom = new HashSet<>();
        for (Room.Pick pick : picks) {
            if (offers(variant, pick)) {
                mine.put(pick.option(), pick);
                ofTheRoom.add(pick);
                used.add(pick);
            }
        }
        for (Room.Pick pick : chosenByChildren) {
            if (offers(variant, pick)) {
                mine.putIfAbsent(pick.option(), pick); // the room's own choice wins over a child's header
                used.add(pick);
            }
        }
        Set<String> on = inEffect(variant.options(), mine, ofTheRoom);
        Map<String, Room.Pick> byHeaders = new HashMap<>(mine);
        byHeaders.values().removeIf(ofTheRoom::contains);
        Set<String> withoutTheRoom = inEffect(variant.options(), byHeaders, Set.of());
        List<String> options = new ArrayList<>(resolved.options());
        options.addAll(on);
        checkRelations(offered, options, mine);
        Layering layers = new Layering(resolved);
        List<Room.Pick> changed = new ArrayList<>(resolved.picks());
        for (OptionAst option : variant.options()) {
            Room.Pick pick = mine.get(option.name());
            if (pick != null && ofTheRoom.contains(pick) && pick.on() != withoutTheRoom.contains(option.name())) {
                changed.add(pick); // what the room changes of the variant (a header's choice is the variant's own)
            }
            if (on.contains(option.name())) {
                layers.apply(option.body(), ORIGIN + option.name(), variant.name(), fileReport);
            }
        }
        return new ResolvedVariant(variant, resolved.title(), resolved.lineage(), resolved.sources(),
                layers.settings(), layers.blocks(), layers.choices(), resolved.deltas(), offered, options, changed);
    }

    private static boolean offers(VariantAst variant, Room.Pick pick) {
        return variant.options().stream().anyMatch(o -> o.name().equals(pick.option()));
    }

    /**
     * Resolves {@code parent} with {@code child}'s header choices ({@code extends hunan[半花样]}) in force: they
     * reach the parent and its ancestors, not the child; one that none of them offers is an error at the header.
     */
    Optional<ResolvedVariant> underHeader(VariantAst child, Diagnostics childReport,
                                          Supplier<Optional<ResolvedVariant>> parent) {
        chosenByChildren.addAll(child.parentPicks());
        Optional<ResolvedVariant> resolved;
        try {
            resolved = parent.get();
        } finally {
            chosenByChildren.removeAll(child.parentPicks());
        }
        resolved.ifPresent(p -> child.parentPicks().stream().filter(pick -> !used.contains(pick))
                .forEach(pick -> unknown(pick, p, List.of(), childReport)));
        return resolved;
    }

    /**
     * The declared options a room plays: an option named displaces those in effect by a weaker choice that it
     * excludes or that exclude it — the room's names over a child's `extends` header, both over the defaults.
     */
    private static Set<String> inEffect(List<OptionAst> declared, Map<String, Room.Pick> mine,
                                        Set<Room.Pick> ofTheRoom) {
        Set<String> on = new LinkedHashSet<>();
        for (OptionAst option : declared) {
            Room.Pick pick = mine.get(option.name());
            if (pick != null ? pick.on() : option.defaultOn()) {
                on.add(option.name());
            }
        }
        Map<String, Integer> strength = new HashMap<>();
        mine.values().forEach(pick -> strength.put(pick.option(), ofTheRoom.contains(pick) ? 2 : 1));
        for (Room.Pick pick : mine.values()) {
            Optional<OptionAst> chosen = declared.stream().filter(o -> o.name().equals(pick.option())).findFirst();
            if (!pick.on() || chosen.isEmpty()) {
                continue;
            }
            int mineStrength = strength.get(pick.option());
            declared.stream().filter(o -> strength.getOrDefault(o.name(), 0) < mineStrength)
                    .filter(o -> o.excludes(pick.option()) || chosen.get().excludes(o.name()))
                    .forEach(o -> on.remove(o.name()));
        }
        return on;
    }

    /** Every option in effect has what it requires and nothing it excludes. */
    private void checkRelations(List<Inherited<OptionAst>> offered, List<String> on, Map<String, Room.Pick> mine) {
        Map<String, OptionAst> byName = new HashMap<>();
        offered.forEach(o -> byName.put(o.item().name(), o.item()));
        for (int i = 0; i < on.size(); i++) {
            OptionAst option = byName.get(on.get(i));
            boolean touched = mine.containsKey(option.name()) || Stream.of(option.requires(), option.excludes())
                    .flatMap(List::stream).anyMatch(r -> mine.containsKey(r.name()));
            if (!touched) {
                continue; // a default the room leaves alone, with all around it: the file's own check covers it
            }
            for (DeltaRef required : option.requires()) {
                if (!on.contains(required.name())) {
                    Room.Pick off = mine.get(required.name());
                    report.error(off != null ? off.position() : where(option, mine), "option '" + option.name()
                            + "' requires '" + required.name() + "', which is not chosen",
                            off != null ? "drop -" + required.name() + ", or turn " + option.name() + " off too"
                                    : "add it: `[" + required.name() + ", " + option.name() + "]`");
                }
            }
            for (String other : on.subList(0, i)) {
                if (option.excludes(other) || byName.get(other).excludes(option.name())) {
                    Room.Pick later = mine.getOrDefault(option.name(), mine.get(other));
                    report.error(later != null ? later.position() : where(option, mine), "options '" + other
                            + "' and '" + option.name() + "' exclude each other",
                            "a room plays one of them: drop one from the brackets");
                }
            }
        }
    }

    private static Position where(OptionAst option, Map<String, Room.Pick> mine) {
        return mine.containsKey(option.name()) ? mine.get(option.name()).position() : option.position();
    }

    /**
     * After the whole lineage: a pick that no variant of it offers is an error at its column, with the nearest
     * option offered, or the variants that do offer it ({@code elsewhere}).
     */
    void reportUnknown(ResolvedVariant resolved, Function<String, List<String>> elsewhere) {
        picks.stream().filter(pick -> !used.contains(pick))
                .forEach(pick -> unknown(pick, resolved, elsewhere.apply(pick.option()), report));
    }

    private static void unknown(Room.Pick pick, ResolvedVariant resolved, List<String> owners, Diagnostics to) {
        List<String> names = resolved.offered().stream().map(o -> o.item().name()).toList();
        String offers = names.isEmpty() ? resolved.name() + " offers no options"
                : resolved.name() + " offers " + String.join(", ", names);
        to.error(pick.position(), owners.isEmpty()
                ? "unknown option '" + pick.option() + "' of " + resolved.name()
                : "'" + pick.option() + "' is an option of " + String.join(", ", owners) + ", not of "
                        + resolved.name(), Suggestions.hint(pick.option(), names, offers));
    }
}
