package dev.paohuzi.compiler.rules;

import dev.paohuzi.compiler.ast.Expr;
import dev.paohuzi.compiler.ast.Setting;
import dev.paohuzi.compiler.ast.ValueItem;
import dev.paohuzi.compiler.diag.Diagnostics;
import dev.paohuzi.runtime.rules.Settlement.MatchEnd;

import java.util.List;
import java.util.Optional;

/**
 * `match end: hands 1` (every hand settles alone) or `match end: huxi 100` (a seat's match total, what its wins
 * added by `match adds:`, reaches 100).
 */
final class MatchEndRule extends RuleKeyword<MatchEnd> {
    private static final String HINT = "write `hands N` (the match ends after N hands) or `huxi N` (it ends when a "
            + "seat's match total, what its wins added by `match adds:`, reaches N)";

    MatchEndRule() {
        super("match end", "when a match ends and is settled");
    }

    @Override
    protected Optional<MatchEnd> read(Setting setting, Diagnostics diagnostics) {
        Optional<ValueItem> item = Values.single(setting, diagnostics, "hands 1");
        if (item.isEmpty()) {
            return Optional.empty();
        }
        if (item.get().expr() instanceof Expr.Phrase phrase && phrase.words().size() == 2) {
            MatchEnd.Kind kind = switch (phrase.words().get(0)) {
                case "hands" -> MatchEnd.Kind.HANDS;
                case "huxi" -> MatchEnd.Kind.HUXI;
                default -> null;
            };
            Integer limit = positive(phrase.words().get(1));
            if (kind != null && limit != null) {
                return Optional.of(new MatchEnd(kind, limit));
            }
        }
        diagnostics.error(item.get().position(), "'" + item.get().text() + "' is not a match end", HINT);
        return Optional.empty();
    }

    private static Integer positive(String word) {
        if (!word.matches("[0-9]{1,6}") || Integer.parseInt(word) < 1) {
            return null;
        }
        return Integer.parseInt(word);
    }

    @Override
    protected void lower(MatchEnd value, RuleSetBuilder builder) {
        builder.matchEnd = value;
    }

    @Override
    protected String describe(MatchEnd value) {
        return value.kind().name().toLowerCase(java.util.Locale.ROOT) + " " + value.limit();
    }

    @Override
    public ValueKind kind() {
        return ValueKind.PHRASE;
    }

    @Override
    public List<String> words() {
        return List.of("hands 1", "huxi 100");
    }
}
