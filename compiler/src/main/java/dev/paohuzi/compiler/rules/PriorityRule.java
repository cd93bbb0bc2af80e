package dev.paohuzi.compiler.rules;

import dev.paohuzi.compiler.ast.Expr;
import dev.paohuzi.compiler.ast.Setting;
import dev.paohuzi.compiler.ast.ValueItem;
import dev.paohuzi.compiler.diag.Diagnostics;
import dev.paohuzi.runtime.rules.ActionKind;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * `priority: ti = wei > hu > pao = pong > chi` (003:41, 004:28): tiers of actions, highest first, `=` within a tier.
 * Every action must appear exactly once, so no action is left without a rank by accident.
 */
final class PriorityRule extends RuleKeyword<List<Set<ActionKind>>> {
    private static final Map<String, ActionKind> WORDS = new LinkedHashMap<>();

    static {
        for (ActionKind action : ActionKind.values()) {
            WORDS.put(action.word(), action);
        }
    }

    PriorityRule() {
        super("priority", "which claim wins when several seats want one card; tiers highest first, = is a tie");
    }

    @Override
    protected Optional<List<Set<ActionKind>>> read(Setting setting, Diagnostics diagnostics) {
        var item = Values.single(setting, diagnostics, "ti = wei > hu > pao = pong > chi");
        if (item.isEmpty()) {
            return Optional.empty();
        }
        List<Expr> operands = new ArrayList<>();
        List<Expr.BinaryOp> ops = new ArrayList<>();
        flatten(item.get().expr(), operands, ops);
        boolean ok = true;
        List<Set<ActionKind>> tiers = new ArrayList<>();
        tiers.add(EnumSet.noneOf(ActionKind.class));
        EnumSet<ActionKind> seen = EnumSet.noneOf(ActionKind.class);
        for (int i = 0; i < operands.size(); i++) {
            if (i > 0 && ops.get(i - 1) == Expr.BinaryOp.GREATER) {
                tiers.add(EnumSet.noneOf(ActionKind.class));
            } else if (i > 0 && ops.get(i - 1) != Expr.BinaryOp.EQUAL) {
                diagnostics.error(operands.get(i).position(), "priority uses only `>` (higher) and `=` (tie), not `"
                        + ops.get(i - 1).symbol + "`", "write e.g. `ti = wei > hu > pao = pong > chi`");
                ok = false;
            }
            Optional<ActionKind> action = action(operands.get(i), diagnostics);
            if (action.isPresent() && !seen.add(action.get())) {
                diagnostics.error(operands.get(i).position(), "'" + action.get().word() + "' is ranked twice",
                        "give each action one place");
                ok = false;
            }
            ok &= action.isPresent();
            action.ifPresent(tiers.get(tiers.size() - 1)::add);
        }
        Set<ActionKind> missing = EnumSet.complementOf(seen);
        if (ok && !missing.isEmpty()) {
            diagnostics.error(item.get().position(), "priority leaves out " + words(missing),
                    "rank every action: " + String.join(", ", WORDS.keySet()));
            ok = false;
        }
        return ok ? Optional.of(tiers) : Optional.empty();
    }

    private static void flatten(Expr expr, List<Expr> operands, List<Expr.BinaryOp> ops) {
        if (expr instanceof Expr.Binary binary && binary.op().isComparison()) {
            flatten(binary.left(), operands, ops);
            ops.add(binary.op());
            flatten(binary.right(), operands, ops);
        } else {
            operands.add(expr);
        }
    }

    private Optional<ActionKind> action(Expr operand, Diagnostics diagnostics) {
        if (operand instanceof Expr.Phrase phrase) {
            return Values.word(new ValueItem(phrase, phrase.text(), phrase.position()), name(), WORDS, diagnostics);
        }
        diagnostics.error(operand.position(), "priority ranks actions (" + String.join(", ", WORDS.keySet())
                + "), not numbers or formulas", "write e.g. `ti = wei > hu > pao = pong > chi`");
        return Optional.empty();
    }

    private static String words(Set<ActionKind> actions) {
        return actions.stream().map(ActionKind::word).collect(Collectors.joining(", "));
    }

    @Override
    protected void lower(List<Set<ActionKind>> value, RuleSetBuilder builder) {
        builder.priority = value;
    }

    @Override
    protected String describe(List<Set<ActionKind>> value) {
        return value.stream().map(tier -> tier.stream().map(ActionKind::word).collect(Collectors.joining(" = ")))
                .collect(Collectors.joining(" > "));
    }

    @Override
    public ValueKind kind() {
        return ValueKind.TIERS;
    }

    @Override
    public List<String> words() {
        return List.copyOf(WORDS.keySet());
    }
}
