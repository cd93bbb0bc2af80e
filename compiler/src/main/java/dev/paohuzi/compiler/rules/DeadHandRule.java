package dev.paohuzi.compiler.rules;

import dev.paohuzi.compiler.ast.Expr;
import dev.paohuzi.compiler.ast.Setting;
import dev.paohuzi.compiler.ast.ValueItem;
import dev.paohuzi.compiler.diag.Diagnostics;
import dev.paohuzi.runtime.rules.DealerRotation.AfterDeadHand;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** `dealer after dead hand: stay, next after 3` (000:18) or `next` (003:13). */
final class DeadHandRule extends RuleKeyword<RuleSetBuilder.DeadHandRotation> {
    private static final String HINT = "write `stay, next after N` (the dealer stays; after N dead hands in a row the "
            + "next player deals) or `next`";

    DeadHandRule() {
        super("dealer after dead hand", "who deals after a dead hand 荒庄 (the wall ran out, nobody won)");
    }

    @Override
    protected Optional<RuleSetBuilder.DeadHandRotation> read(Setting setting, Diagnostics diagnostics) {
        List<ValueItem> items = setting.value();
        if (items.size() == 1 && items.get(0).text().equalsIgnoreCase("next")) {
            return Optional.of(new RuleSetBuilder.DeadHandRotation(AfterDeadHand.NEXT, 1));
        }
        if (items.size() == 2 && items.get(0).text().equalsIgnoreCase("stay")
                && items.get(1).expr() instanceof Expr.Phrase phrase && phrase.words().size() == 3
                && phrase.text().toLowerCase(Locale.ROOT).startsWith("next after ")) {
            String count = phrase.words().get(2);
            if (count.chars().allMatch(Character::isDigit) && count.length() <= 2 && Integer.parseInt(count) >= 1) {
                return Optional.of(new RuleSetBuilder.DeadHandRotation(AfterDeadHand.STAY, Integer.parseInt(count)));
            }
            diagnostics.error(phrase.position(), "'" + count + "' is not a number of dead hands from 1 to 99", HINT);
            return Optional.empty();
        }
        diagnostics.error(items.get(0).position(), "'" + String.join(", ", items.stream().map(ValueItem::text).toList())
                + "' is not a value of '" + name() + "'", HINT);
        return Optional.empty();
    }

    @Override
    protected void lower(RuleSetBuilder.DeadHandRotation value, RuleSetBuilder builder) {
        builder.afterDeadHand = value;
    }

    @Override
    protected String describe(RuleSetBuilder.DeadHandRotation value) {
        return value.rule() == AfterDeadHand.NEXT ? "next" : "stay, next after " + value.deadHandsBeforeNext();
    }

    @Override
    public ValueKind kind() {
        return ValueKind.PHRASE;
    }

    @Override
    public List<String> words() {
        return List.of("next", "stay, next after 3");
    }
}
