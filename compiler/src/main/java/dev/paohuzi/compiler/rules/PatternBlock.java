package dev.paohuzi.compiler.rules;

import dev.paohuzi.compiler.ast.Block;
import dev.paohuzi.compiler.ast.Setting;
import dev.paohuzi.compiler.diag.Diagnostics;
import dev.paohuzi.compiler.diag.Suggestions;
import dev.paohuzi.compiler.expr.ExpressionCompiler;
import dev.paohuzi.compiler.expr.QuantityScope;
import dev.paohuzi.compiler.expr.TypeChecker;
import dev.paohuzi.runtime.expr.Quantity;
import dev.paohuzi.runtime.rules.Pattern;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * `pattern 红胡 { when: red >= 10 and red < 13   fan: 2   source "000:86" }`: a scoring pattern (名堂) with its
 * condition and fan. Inheritance overrides a pattern by name; `without pattern NAME` drops it.
 */
public final class PatternBlock {
    public static final String KIND = "pattern";
    /** Each part of a pattern and what it means, in the order a pattern is written. */
    private static final Map<String, String> PART_MEANINGS = new LinkedHashMap<>();

    static {
        PART_MEANINGS.put("when", "the condition under which the pattern applies (yes or no, over the win's "
                + "quantities)");
        PART_MEANINGS.put("fan", "the pattern's fan 番: a number, or a formula over the win's quantities");
    }

    private static final List<String> PARTS = List.copyOf(PART_MEANINGS.keySet());

    /** The parts of a pattern and their meanings, for the editor's completion and hover. */
    public static Map<String, String> parts() {
        return Collections.unmodifiableMap(PART_MEANINGS);
    }

    public Optional<ReadRule> check(Block block, Diagnostics diagnostics) {
        Map<String, Setting> parts = new HashMap<>();
        boolean ok = true;
        for (Setting setting : block.body().settings()) {
            if (!PARTS.contains(setting.name())) {
                diagnostics.error(setting.position(), "a pattern has no part '" + setting.name() + "'",
                        Suggestions.hint(setting.name(), PARTS,
                        "a pattern has `when:` (a condition) and `fan:` (a number)"));
                ok = false;
            } else if (parts.putIfAbsent(setting.name(), setting) != null) {
                diagnostics.error(setting.position(), "'" + setting.name() + "' is given twice in pattern "
                        + block.name(),
                        "keep one");
                ok = false;
            }
        }
        for (String part : PARTS) {
            if (!parts.containsKey(part) && ok) {
                diagnostics.error(block.position(), "pattern " + block.name() + " has no `" + part + ":`",
                        "a pattern has `when:` (a condition) and `fan:` (a number)");
                ok = false;
            }
        }
        if (!ok) {
            return Optional.empty();
        }
        Setting when = parts.get("when");
        Setting fan = parts.get("fan");
        TypeChecker types = new TypeChecker(diagnostics);
        QuantityScope scope = new QuantityScope(diagnostics);
        boolean typed = Values.single(when, diagnostics, "red >= 10")
                .filter(item -> types.expect(item.expr(), Quantity.Type.BOOL, "`when:`")
                        && scope.check(item.expr(), QuantityScope.PATTERN_WHEN, "`when:`")).isPresent();
        typed &= Values.single(fan, diagnostics, "2")
                .filter(item -> types.expect(item.expr(), Quantity.Type.INT, "`fan:`")
                        && scope.check(item.expr(), QuantityScope.PATTERN_FAN, "`fan:`")).isPresent();
        if (!typed) {
            return Optional.empty();
        }
        var whenExpr = when.value().get(0).expr();
        var fanExpr = fan.value().get(0).expr();
        String source = block.citation().map(c -> c.text()).orElse("");
        List<dev.paohuzi.compiler.ast.Choice> choices = new ArrayList<>(block.body().choices());
        block.body().settings().forEach(s -> choices.addAll(s.choices()));
        return Optional.of(new ReadRule(KIND + " " + block.name(), "a scoring pattern 名堂: when it applies, its fan 番",
                "when " + when.value().get(0).text() + "; fan " + fan.value().get(0).text(), block.citation(), choices,
                builder -> builder.patterns.add(new Pattern(block.name(), ExpressionCompiler.condition(whenExpr,
                        "`when:` of pattern " + block.name()),
                        ExpressionCompiler.formula(fanExpr, "`fan:` of pattern " + block.name()), source))));
    }
}
