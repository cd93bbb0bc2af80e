package dev.paohuzi.compiler.rules;

import dev.paohuzi.compiler.ast.Expr;
import dev.paohuzi.compiler.ast.Setting;
import dev.paohuzi.compiler.ast.ValueItem;
import dev.paohuzi.compiler.diag.Diagnostics;
import dev.paohuzi.runtime.rules.StakeKind;
import dev.paohuzi.runtime.rules.StakeRule;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * `piao: none`, `piao: chosen from 0, 2, 3, 4, 5`, `tuo: chosen from 0, 1`: the values of one {@link StakeKind} a seat
 * may pick before the deal, one keyword per kind. The values are kept in ascending order whatever order they are
 * written in, so two files offering the same values lower and describe the same. One value is no choice: a fixed
 * stake (坐飘 N) is a term of `loser pays:`.
 */
final class StakeKeyword extends RuleKeyword<StakeRule> {
    static final int MOST = 100;
    private final StakeKind kind;
    private final String example;
    private final String hint;

    /**
     * @param meaning what the stake is, for explain
     * @param example a value offering a choice, for the hint
     */
    StakeKeyword(StakeKind kind, String meaning, String example) {
        super(kind.word(), meaning);
        this.kind = kind;
        this.example = example;
        this.hint = "the engine supports none or chosen from N, N, … (two or more values from 0 to " + MOST + ", e.g. `"
                + kind.word() + ": " + example + "`; a fixed " + kind.hanzi() + " is a term of `loser pays:`)";
    }

    @Override
    protected Optional<StakeRule> read(Setting setting, Diagnostics diagnostics) {
        List<ValueItem> items = setting.value();
        ValueItem first = items.get(0);
        if (items.size() == 1 && first.text().equalsIgnoreCase("none")) {
            return Optional.of(StakeRule.NONE);
        }
        if (!(first.expr() instanceof Expr.Phrase phrase) || phrase.words().size() != 3
                || !phrase.text().toLowerCase(Locale.ROOT).startsWith("chosen from ")) {
            diagnostics.error(first.position(), "'" + items.stream().map(ValueItem::text)
                    .collect(Collectors.joining(", ")) + "' is not a value of '" + name() + "'", hint);
            return Optional.empty();
        }
        List<Integer> stakes = new ArrayList<>();
        boolean ok = stake(phrase.words().get(2), first, stakes, diagnostics);
        for (ValueItem item : items.subList(1, items.size())) {
            ok &= stake(item.expr() instanceof Expr.Int literal ? Integer.toString(literal.value()) : item.text(),
                    item, stakes, diagnostics);
        }
        if (ok && stakes.size() < 2) {
            diagnostics.error(first.position(), "'" + name() + ": " + first.text() + "' offers one stake, which is no "
                    + "choice", hint);
            return Optional.empty();
        }
        return ok ? Optional.of(new StakeRule(List.copyOf(new TreeSet<>(stakes)))) : Optional.empty();
    }

    private boolean stake(String text, ValueItem item, List<Integer> stakes, Diagnostics diagnostics) {
        if (!text.matches("[0-9]{1,3}") || Integer.parseInt(text) > MOST) {
            diagnostics.error(item.position(), "'" + text + "' is not a stake of '" + name() + "'", hint);
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
    protected void lower(StakeRule value, RuleSetBuilder builder) {
        builder.play.stake(kind, value);
    }

    @Override
    protected String describe(StakeRule value) {
        return value.chosen() ? "chosen from " + value.choices().stream().map(String::valueOf)
                .collect(Collectors.joining(", ")) : "none";
    }

    @Override
    public ValueKind kind() {
        return ValueKind.PHRASE;
    }

    @Override
    public List<String> words() {
        return List.of("none", example);
    }
}
