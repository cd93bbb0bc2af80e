package dev.paohuzi.compiler.rules;

import dev.paohuzi.compiler.ast.Setting;
import dev.paohuzi.compiler.diag.Diagnostics;
import dev.paohuzi.runtime.rules.DiscardWinPayer;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * `discard win paid by:` — who pays for a win on a discarded card 放炮: every loser (the seeds), the discarder for
 * everyone (放炮包赔, 衡阳十胡卡) or the discarder alone. A capped payment (包赔 up to a limit), which regions also
 * play, is named so a file that asks for it is told the engine cannot do it yet rather than "unknown word".
 */
final class DiscardWinRule extends RuleKeyword<DiscardWinPayer> {
    private static final Map<String, DiscardWinPayer> WORDS = new LinkedHashMap<>();
    /** Readings regions play that the engine does not support yet. */
    private static final List<String> NOT_SUPPORTED = List.of("discarder capped", "capped");

    static {
        WORDS.put("each loser", DiscardWinPayer.EACH_LOSER);
        WORDS.put("discarder for everyone", DiscardWinPayer.DISCARDER_FOR_EVERYONE);
        WORDS.put("discarder alone", DiscardWinPayer.DISCARDER_ALONE);
    }

    DiscardWinRule() {
        super("discard win paid by", "who pays for a win on a discarded card 放炮");
    }

    @Override
    protected Optional<DiscardWinPayer> read(Setting setting, Diagnostics diagnostics) {
        return Values.single(setting, diagnostics, "each loser").flatMap(item -> {
            if (NOT_SUPPORTED.contains(item.text().toLowerCase(java.util.Locale.ROOT))) {
                diagnostics.error(item.position(), "'" + item.text() + "' (a capped 放炮 payment) is not supported by the "
                        + "engine yet", "the engine supports " + String.join(", ", WORDS.keySet()).replaceFirst(
                        ", ([^,]*)$", " or $1"));
                return Optional.empty();
            }
            return Values.word(item, name(), WORDS, diagnostics);
        });
    }

    @Override
    protected void lower(DiscardWinPayer value, RuleSetBuilder builder) {
        builder.discardWin = value;
    }

    @Override
    protected String describe(DiscardWinPayer value) {
        return Values.wordOf(value, WORDS);
    }

    @Override
    public ValueKind kind() {
        return ValueKind.WORD;
    }

    @Override
    public List<String> words() {
        return List.copyOf(WORDS.keySet());
    }
}
