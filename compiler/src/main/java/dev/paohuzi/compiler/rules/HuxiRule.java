package dev.paohuzi.compiler.rules;

import dev.paohuzi.compiler.ast.Expr;
import dev.paohuzi.compiler.ast.Setting;
import dev.paohuzi.compiler.ast.ValueItem;
import dev.paohuzi.compiler.diag.Diagnostics;
import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.group.GroupKind;

import java.util.List;
import java.util.Optional;
import java.util.StringJoiner;
import java.util.TreeMap;

/**
 * A row of the huxi table (000:104, Luzhou 000:56): `huxi pong: small 1, big 3, red small 6, red big 9, s7 9`.
 * `small`/`big` set every key card of that size, `red small`/`red big` then the red ones, and a card name then
 * that one card. Rows the variant does not name are 0 (mixed, pair, other sentences).
 */
final class HuxiRule extends RuleKeyword<HuxiRule.Row> {
    private static final int MAX_HUXI = 99;

    private final GroupKind kind;
    private final List<Integer> keyCards;

    /** @param keyCards the key cards this row sets (HuxiTable's key); every other card of the kind keeps 0 */
    HuxiRule(String name, String meaning, GroupKind kind, List<Integer> keyCards) {
        super(name, meaning);
        this.kind = kind;
        this.keyCards = List.copyOf(keyCards);
    }

    /** The row as written: base values per size, optional red values per size, per-card overrides. */
    record Row(int small, int big, Integer redSmall, Integer redBig, TreeMap<Integer, Integer> cards) {
    }

    @Override
    protected Optional<Row> read(Setting setting, Diagnostics diagnostics) {
        Integer small = null;
        Integer big = null;
        Integer redSmall = null;
        Integer redBig = null;
        TreeMap<Integer, Integer> cards = new TreeMap<>();
        boolean ok = true;
        for (ValueItem item : setting.value()) {
            List<String> words = item.expr() instanceof Expr.Phrase phrase ? phrase.words() : List.of();
            Optional<Integer> huxi = words.size() >= 2 ? number(words.get(words.size() - 1)) : Optional.empty();
            if (huxi.isEmpty()) {
                diagnostics.error(item.position(), "'" + item.text() + "' is not a huxi entry",
                        "write `small N`, `big N`, `red small N`, `red big N` or a card and its huxi, e.g. `s7 9`");
                ok = false;
                continue;
            }
            if (huxi.get() > MAX_HUXI) {
                diagnostics.error(item.position(), "huxi " + huxi.get() + " is out of range", "huxi is 0 to "
                        + MAX_HUXI);
                ok = false;
                continue;
            }
            String key = String.join(" ", words.subList(0, words.size() - 1));
            switch (key) {
                case "small" -> small = huxi.get();
                case "big" -> big = huxi.get();
                case "red small" -> redSmall = huxi.get();
                case "red big" -> redBig = huxi.get();
                default -> ok &= card(key, huxi.get(), item, cards, diagnostics);
            }
        }
        if (ok && (small == null || big == null)) {
            diagnostics.error(setting.position(), "'" + name() + "' needs both `small N` and `big N`",
                    "write e.g. `" + name() + ": small 1, big 3`");
            ok = false;
        }
        return ok ? Optional.of(new Row(small, big, redSmall, redBig, cards)) : Optional.empty();
    }

    private boolean card(String key, int huxi, ValueItem item, TreeMap<Integer, Integer> cards,
            Diagnostics diagnostics) {
        int card = Cards.parse(key);
        if (card < 0 || card == Cards.JOKER) {
            diagnostics.error(item.position(), "'" + key + "' is not a card",
                    "cards are s1..s10, b1..b10, 一…十 or 壹…拾; or write `small`, `big`, `red small`, `red big`");
            return false;
        }
        if (!keyCards.contains(card)) {
            diagnostics.error(item.position(), "a " + kind.word() + " in this row is not keyed by " + Cards.name(card),
                    "this row's key cards are " + keyCards.stream().map(Cards::name).toList());
            return false;
        }
        cards.put(card, huxi);
        return true;
    }

    private static Optional<Integer> number(String word) {
        return word.chars().allMatch(Character::isDigit) && word.length() <= 3 ? Optional.of(Integer.parseInt(word))
                : Optional.empty();
    }

    @Override
    protected void lower(Row row, RuleSetBuilder builder) {
        int[] huxi = builder.huxi[kind.ordinal()];
        for (int card : keyCards) {
            boolean big = Cards.isBig(card);
            boolean isRed = (builder.redPoints >> Cards.point(card) & 1) != 0; // red points are lowered first
            Integer red = big ? row.redBig() : row.redSmall();
            huxi[card] = red != null && isRed ? red : big ? row.big() : row.small();
        }
        row.cards().forEach((card, value) -> huxi[card] = value);
    }

    @Override
    protected String describe(Row row) {
        StringJoiner text = new StringJoiner(", ");
        text.add("small " + row.small()).add("big " + row.big());
        if (row.redSmall() != null) {
            text.add("red small " + row.redSmall());
        }
        if (row.redBig() != null) {
            text.add("red big " + row.redBig());
        }
        row.cards().forEach((card, value) -> text.add(Cards.name(card) + " " + value));
        return text.toString();
    }

    @Override
    public ValueKind kind() {
        return ValueKind.HUXI_ROW;
    }

    @Override
    public List<String> words() {
        return List.of("small", "big", "red small", "red big");
    }
}
