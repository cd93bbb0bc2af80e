package dev.paohuzi.compiler.pass;

import dev.paohuzi.compiler.ast.Body;
import dev.paohuzi.compiler.ast.DeltaRef;
import dev.paohuzi.compiler.ast.DeltaRelations;
import dev.paohuzi.compiler.ast.OptionAst;
import dev.paohuzi.compiler.ast.VariantAst;
import dev.paohuzi.compiler.diag.Diagnostics;
import dev.paohuzi.compiler.diag.Suggestions;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The options a variant file declares, checked once in the file whatever room is compiled: names unique in the
 * lineage, relations that name options it offers, defaults that could be played together, and no two options that
 * may be chosen together and set the same rule — the room would then depend on the order they apply (Riichi
 * Advanced's mods, whose order mattered until they said which overrides which). Each option's lines are checked
 * as a delta's are: its rule names, its values (those off by default here, the others in the variant), citations.
 */
public final class OptionChecks {
    private OptionChecks() {}

    public static void run(ResolvedVariant variant, Diagnostics report) {
        VariantAst own = variant.own();
        Map<String, String> inherited = new HashMap<>();
        variant.offered().stream().filter(o -> !o.from().equals(own.name()) || !own.options().contains(o.item()))
                .forEach(o -> inherited.put(o.item().name(), o.from()));
        List<String> names = variant.offered().stream().map(o -> o.item().name()).toList();
        Map<String, OptionAst> seen = new HashMap<>();
        for (OptionAst option : own.options()) {
            if (inherited.containsKey(option.name())) {
                report.error(option.position(), "option '" + option.name() + "' is already offered by "
                        + inherited.get(option.name()), "name it otherwise; a room names an option once");
            } else if (seen.putIfAbsent(option.name(), option) != null) {
                report.error(option.position(), "option '" + option.name() + "' is declared twice",
                        "it is first declared at line " + seen.get(option.name()).position().line() + "; keep one");
            }
            Stream.of(option.requires(), option.excludes()).flatMap(List::stream)
                    .forEach(ref -> relation(option, ref, names, report));
            if (option.sources().stream().allMatch(c -> c.text().isBlank())) {
                report.warning(option.position(), "option '" + option.name() + "' cites no source",
                        "add `source \"REPOSITORY FILE:LINE\"` inside it: where the room option is listed");
            }
            Validate.runOption(asDelta(option), !option.defaultOn(), report);
        }
        defaults(own.options(), report);
        orderIndependent(own.options(), report);
    }

    private static void relation(OptionAst option, DeltaRef ref, List<String> names, Diagnostics report) {
        if (ref.name().equals(option.name())) {
            report.error(ref.position(), "option '" + option.name() + "' names itself", "name another option");
        } else if (!names.contains(ref.name())) {
            report.error(ref.position(), "unknown option '" + ref.name() + "'", Suggestions.hint(ref.name(), names,
                    "an option's relations name options of this variant or of its parents"));
        }
    }

    /** The plain variant is a room too: its defaults must be playable together. */
    private static void defaults(List<OptionAst> options, Diagnostics report) {
        for (int i = 0; i < options.size(); i++) {
            OptionAst option = options.get(i);
            if (!option.defaultOn()) {
                continue;
            }
            for (DeltaRef required : option.requires()) {
                Optional<OptionAst> off = options.stream().filter(o -> o.name().equals(required.name())
                        && !o.defaultOn()).findFirst();
                off.ifPresent(o -> report.error(required.position(), "option '" + option.name() + "' is on by default"
                        + " but requires '" + o.name() + "', which is off by default",
                        "write `default on` in " + o.name() + "'s header, or `default off` here"));
            }
            for (OptionAst earlier : options.subList(0, i)) {
                if (earlier.defaultOn() && (earlier.excludes(option.name()) || option.excludes(earlier.name()))) {
                    report.error(option.position(), "options '" + earlier.name() + "' and '" + option.name()
                            + "' exclude each other but are both on by default", "write `default off` in one of them");
                }
            }
        }
    }

    /** Two options a room may play together must not set the same rule: which one wins would be their order. */
    private static void orderIndependent(List<OptionAst> options, Diagnostics report) {
        for (int later = 1; later < options.size(); later++) {
            OptionAst option = options.get(later);
            for (OptionAst earlier : options.subList(0, later)) {
                if (earlier.excludes(option.name()) || option.excludes(earlier.name())) {
                    continue;
                }
                Set<String> both = DeltaList.rules(earlier.body());
                both.retainAll(DeltaList.rules(option.body()));
                if (!both.isEmpty()) {
                    report.error(option.position(), "options '" + earlier.name() + "' and '" + option.name()
                            + "' both set " + String.join(", ", both) + " and may be chosen together, so the room "
                            + "would depend on their order", "write `excludes " + earlier.name() + "` in this "
                            + "option's header, or set " + (both.size() == 1 ? "it" : "them") + " in one of them");
                }
            }
        }
    }

    /** An option's lines as a delta of its own, for the checks of each line. */
    private static ResolvedVariant asDelta(OptionAst option) {
        Body body = option.body();
        VariantAst ast = new VariantAst(option.name(), option.position(), Optional.empty(), option.position(),
                option.title(), new Body(body.settings(), body.blocks(), body.withouts(), option.sources(),
                body.choices()), VariantAst.Kind.DELTA, List.of(), DeltaRelations.NONE, List.of(), List.of());
        return new ResolvedVariant(ast, option.title(), List.of(option.name()), option.sources(),
                body.settings().stream().map(s -> new Inherited<>(s, option.name())).toList(),
                body.blocks().stream().map(b -> new Inherited<>(b, option.name())).toList(),
                List.of(), List.of(), List.of(), List.of(), List.of());
    }
}
