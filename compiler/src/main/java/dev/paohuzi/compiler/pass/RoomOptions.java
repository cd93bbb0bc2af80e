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

    /** @param report where a room's errors go: the compilation's own, whichever variant of the lineage finds them */
    RoomOptions(List<Room.Pick> picks, Diagnostics report) {
        this.picks = List.copyOf(picks);
        this.report = report;
    }

    /** The resolved variant with its own options in effect laid over it; false in the second when the room fails. */
    ResolvedVariant apply(ResolvedVariant resolved, Diagnostics fileReport) {
        VariantAst variant = resolved.own();
        List<Inherited<OptionAst>> offered = new ArrayList<>(resolved.offered());
        variant.options().forEach(o -> offered.add(new Inherited<>(o, variant.name())));
        Map<String, Room.Pick> mine = new HashMap<>();
        for (Room.Pick pick : picks) {
            if (variant.options().stream().anyMatch(o -> o.name().equals(pick.option()))) {
                mine.put(pick.option(), pick);
                used.add(pick);
            }
        }
        Set<String> on = inEffect(variant.options(), mine);
        List<String> options = new ArrayList<>(resolved.options());
        options.addAll(on);
        checkRelations(offered, options, mine);
        Layering layers = new Layering(resolved);
        List<Room.Pick> changed = new ArrayList<>(resolved.picks());
        for (OptionAst option : variant.options()) {
            Room.Pick pick = mine.get(option.name());
            if (pick != null && pick.on() != option.defaultOn()) {
                changed.add(pick);
            }
            if (on.contains(option.name())) {
                layers.apply(option.body(), ORIGIN + option.name(), variant.name(), fileReport);
            }
        }
        return new ResolvedVariant(variant, resolved.title(), resolved.lineage(), resolved.sources(),
                layers.settings(), layers.blocks(), layers.choices(), resolved.deltas(), offered, options, changed);
    }

    /** The declared options a room plays: a chosen option displaces the defaults it excludes or that exclude it. */
    private static Set<String> inEffect(List<OptionAst> declared, Map<String, Room.Pick> mine) {
        Set<String> on = new LinkedHashSet<>();
        for (OptionAst option : declared) {
            Room.Pick pick = mine.get(option.name());
            if (pick != null ? pick.on() : option.defaultOn()) {
                on.add(option.name());
            }
        }
        for (Room.Pick pick : mine.values()) {
            Optional<OptionAst> chosen = declared.stream().filter(o -> o.name().equals(pick.option())).findFirst();
            if (!pick.on() || chosen.isEmpty()) {
                continue;
            }
            declared.stream().filter(o -> o.defaultOn() && !mine.containsKey(o.name()))
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
        List<String> names = resolved.offered().stream().map(o -> o.item().name()).toList();
        for (Room.Pick pick : picks) {
            if (used.contains(pick)) {
                continue;
            }
            List<String> owners = elsewhere.apply(pick.option());
            String offers = names.isEmpty() ? resolved.name() + " offers no options"
                    : resolved.name() + " offers " + String.join(", ", names);
            report.error(pick.position(), owners.isEmpty()
                    ? "unknown option '" + pick.option() + "' of " + resolved.name()
                    : "'" + pick.option() + "' is an option of " + String.join(", ", owners) + ", not of "
                            + resolved.name(), Suggestions.hint(pick.option(), names, offers));
        }
    }
}
