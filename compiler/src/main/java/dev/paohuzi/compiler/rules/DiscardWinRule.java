package dev.paohuzi.compiler.rules;

import dev.paohuzi.runtime.rules.DiscardWinPayer;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * `discard win paid by:` — who pays for a win on a discarded card 放炮: every loser (the seeds, 000:60-61, 000:67),
 * the discarder for everyone (放炮包赔, 衡阳十胡卡) or the discarder alone. A capped payment (包赔 up to a limit),
 * which regions also play, is named so that a file asking for it learns the engine cannot do it yet.
 */
final class DiscardWinRule {
    private DiscardWinRule() {}

    static WordRule<DiscardWinPayer> create() {
        Map<String, DiscardWinPayer> words = new LinkedHashMap<>();
        words.put("each loser", DiscardWinPayer.EACH_LOSER);
        words.put("discarder for everyone", DiscardWinPayer.DISCARDER_FOR_EVERYONE);
        words.put("discarder alone", DiscardWinPayer.DISCARDER_ALONE);
        String capped = "a capped 放炮 payment";
        return new WordRule<>("discard win paid by", "who pays for a win on a discarded card 放炮", words,
                Map.of("discarder capped", capped, "capped", capped), (b, v) -> b.payments.discardWin(v));
    }
}
