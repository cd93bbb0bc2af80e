package dev.paohuzi.compiler.pass;

import dev.paohuzi.compiler.ast.Block;
import dev.paohuzi.compiler.ast.Setting;
import dev.paohuzi.compiler.check.Check;
import dev.paohuzi.compiler.check.Citations;
import dev.paohuzi.compiler.check.PatternCycle;
import dev.paohuzi.compiler.check.PatternNames;
import dev.paohuzi.compiler.check.DuplicateRules;
import dev.paohuzi.compiler.check.RequiredRules;
import dev.paohuzi.compiler.check.UnknownRules;
import dev.paohuzi.compiler.check.VariantName;
import dev.paohuzi.compiler.diag.Diagnostics;
import dev.paohuzi.compiler.rules.PatternBlock;
import dev.paohuzi.compiler.rules.ReadRule;
import dev.paohuzi.compiler.rules.RuleCatalogue;
import dev.paohuzi.compiler.rules.RuleKeyword;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Pass 3: the static checks, then every rule reads and validates its own value (types of formulas, ranges, card
 * names, words). Everything is reported, not just the first error. Result: the read rules in catalogue order, then
 * the patterns; empty when there was an error.
 */
public final class Validate {
    private static final List<Check> FILE_CHECKS = List.of(new UnknownRules(), new DuplicateRules(), new Citations(),
            new VariantName());
    private static final List<Check> OPTION_CHECKS = List.of(new UnknownRules(), new DuplicateRules(),
            Citations.RULES);
    /** Checks of the variant as a whole; meaningless when syntax errors dropped some of its lines. */
    private static final List<Check> WHOLE_VARIANT_CHECKS = List.of(new RequiredRules(), new PatternCycle(),
            new PatternNames());

    private Validate() {}

    public static List<Inherited<ReadRule>> run(ResolvedVariant variant, boolean complete, Diagnostics diagnostics) {
        FILE_CHECKS.forEach(check -> check.run(variant, diagnostics));
        if (complete) {
            WHOLE_VARIANT_CHECKS.forEach(check -> check.run(variant, diagnostics));
        }
        List<Inherited<ReadRule>> read = readRules(variant, diagnostics);
        PatternBlock patterns = new PatternBlock();
        for (Inherited<Block> block : variant.blocks()) {
            if (block.item().kind().equals(PatternBlock.KIND)) {
                patterns.check(block.item(), diagnostics)
                        .ifPresent(rule -> read.add(new Inherited<>(rule, block.from())));
            }
        }
        return read;
    }

    /**
     * A delta on its own: the checks of its lines and each rule's value. It is not a whole variant, so its
     * patterns (which may restate one part of an inherited pattern) are checked in each variant it applies on.
     */
    public static void runDelta(ResolvedVariant delta, Diagnostics diagnostics) {
        FILE_CHECKS.forEach(check -> check.run(delta, diagnostics));
        readRules(delta, diagnostics);
    }

    /**
     * An option's lines: their names and, when {@code values}, their values (an option on by default has them read
     * in the variant); its citation is {@link OptionChecks}'.
     */
    static void runOption(ResolvedVariant option, boolean values, Diagnostics diagnostics) {
        OPTION_CHECKS.forEach(check -> check.run(option, diagnostics));
        if (values) {
            readRules(option, diagnostics);
        }
    }

    private static List<Inherited<ReadRule>> readRules(ResolvedVariant variant, Diagnostics diagnostics) {
        // A rule set twice is DuplicateRules' error; the first setting is the one read.
        Map<String, Inherited<Setting>> byName = variant.settings().stream()
                .collect(Collectors.toMap(s -> s.item().name(), Function.identity(), (first, again) -> first));
        List<Inherited<ReadRule>> read = new ArrayList<>();
        for (RuleKeyword<?> keyword : RuleCatalogue.inOrder()) {
            Inherited<Setting> setting = byName.get(keyword.name());
            if (setting != null) {
                keyword.check(setting.item(), diagnostics)
                        .ifPresent(rule -> read.add(new Inherited<>(rule, setting.from())));
            }
        }
        return read;
    }
}
