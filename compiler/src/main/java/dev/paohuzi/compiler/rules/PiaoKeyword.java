package dev.paohuzi.compiler.rules;

import dev.paohuzi.compiler.ast.Expr;
import dev.paohuzi.compiler.ast.Setting;
import dev.paohuzi.compiler.ast.ValueItem;
import dev.paohuzi.compiler.diag.Diagnostics;
import dev.paohuzi.runtime.rules.PiaoRule;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * `piao: none` or `piao: chosen from 0, 2, 3, 4, 5`: the stakes 飘 a seat may pick before the deal. The stakes are
 * kept in ascending order whatever order they are written in, so two files offering the same stakes lower and
 * describe the same. One stake is no choice: a fixed 飘 (坐飘 N) is a term of `loser pays:`.
 */
final class PiaoKeyword extends RuleKeyword<PiaoRule> {
    static final int MOST = 100;
    private static final String HINT = "the engine supports none or chosen from N, N, … (two or more stakes from 0 to "
            + MOST + ", e.g. `piao: chosen from 0, 2, 3, 4, 5`; a fixed 飘 is a term of `loser pays:`)";

    PiaoKeyword() {
        super("piao", "the side stake 飘 each seat picks before the deal, read by `loser pays:` as payer_piao and "
                + "payee_piao (活飘, 飘鸟)");
    }

    @Override
    protected Optional<PiaoRule> read(Setting setting, Diagnostics diagnostics) {
        List<ValueItem> items = setting.value();
        ValueItem first = items.get(0);
        if (items.size() == 1 && first.text().equalsIgnoreCase("none")) {
            return Optional.of(PiaoRule.NONE);
        }
        if (!(first.expr() instanceof Expr.Phrase phrase) || phrase.words().size() != 3
                || !phrase.text().toLowerCase(Locale.ROOT).startsWith("chosen from ")) {
            diagnostics.error(first.position(), "'" + items.stream().map(ValueItem::text)
                    .collect(Collectors.joining(", ")) + "' is not a value of 'piao'", HINT);
            return Optional.empty();
        }
        List<Integer> stakes = new ArrayList<>();
        boolean ok = stake(phrase.words().get(2), first, stakes, diagnostics);
        for (ValueItem item : items.subList(1, items.size())) {
            ok &= stake(item.expr() instanceof Expr.Int literal ? Integer.toString(literal.value()) : item.text(),
                    item, stakes, diagnostics);
        }
        if (ok && stakes.size() < 2) {
            diagnostics.error(first.position(), "'piao: " + first.text() + "' offers one stake, which is no choice",
                    HINT);
            return Optional.empty();
        }
        return ok ? Optional.of(new PiaoRule(List.copyOf(new TreeSet<>(stakes)))) : Optional.empty();
    }

    private static boolean stake(String text, ValueItem item, List<Integer> stakes, Diagnostics diagnostics) {
        if (!text.matches("[0-9]{1,3}") || Integer.parseInt(text) > MOST) {
            diagnostics.error(item.position(), "'" + text + "' is not a stake of 'piao'", HINT);
            return false;
        }
        int stake = Integer.parseInt(text);
        if (stakes.contains(stake)) {
            diagnostics.error(item.position(), "stake " + stake + " is listed twice", "list each stake once");
            return false;
        }
        stakes.add(stake);
        return true;
    }

    @Override
    protected void lower(PiaoRule value, RuleSetBuilder builder) {
        builder.play.piao(value);
    }

    @Override
    protected String describe(PiaoRule value) {
        return value.chosen() ? "chosen from " + value.choices().stream().map(String::valueOf)
                .collect(Collectors.joining(", ")) : "none";
    }

    @Override
    public ValueKind kind() {
        return ValueKind.PHRASE;
    }

    @Override
    public List<String> words() {
        return List.of("none", "chosen from 0, 2, 3, 4, 5");
    }
}
