package dev.paohuzi.compiler.rules;

import dev.paohuzi.runtime.rules.Play;
import dev.paohuzi.runtime.rules.StakeKind;

import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static dev.paohuzi.compiler.rules.RuleCatalogue.words;

/**
 * The rules of the flow of play (issue 9 item 2): the start of the hand, the turn, what a pass costs. Each lowers
 * into {@link Play}, the one object the engine asks.
 */
final class PlayRules {
    private PlayRules() {}

    private static final Set<Play.Move> ALWAYS_FORCED = EnumSet.of(Play.Move.WEI, Play.Move.TI, Play.Move.PAO,
            Play.Move.BI);

    /**
     * 000:64's violations, each with the rule that keeps it from happening: the engine forces 比 (000:49), ti and
     * pao (000:32-38), never lets a seat discard after 八块 (`no discard from run`), split a kan (`kan`), hold a
     * wrong number of cards, or chi / pong a stale card (`stale cards`, `pong passed card`). A passed pong 有碰不碰
     * is a choice, not a violation the engine prevents: its rule is `passed pong bars win`.
     */
    private static final Map<String, String> VIOLATIONS = new LinkedHashMap<>();

    /** Each move by its word, lower case. */
    private static final Map<String, Play.Move> MOVES = new LinkedHashMap<>();

    static {
        for (Play.Move move : Play.Move.values()) {
            MOVES.put(move.name().toLowerCase(java.util.Locale.ROOT), move);
        }
        for (String violation : List.of("burnt bi", "burnt ti", "skipped pao", "discard after double run",
                "split ti or kan", "wrong card count", "chi or pong of a passed card", "chi of a passed card")) {
            VIOLATIONS.put(violation, violation);
        }
    }

    static final RuleCatalogue.Section SECTION = new RuleCatalogue.Section("Play", List.of(
            new WordRule<>("dealt ti discard", "whether a non-dealer dealt ti enough for 八块 skips the discard after "
                    + "its next intakes", words(
                    "skip after next intakes", Play.DealtTi.SKIP_NEXT_DISCARDS,
                    "after every chi or pong", Play.DealtTi.DISCARD_AFTER_CHI_OR_PONG), (b, v) -> b.play.dealtTi(v)),
            new WordRule<>("stale cards", "whether a card a seat could chi or pong and passed becomes stale 臭牌 for it "
                    + "(never chi'd by it again; `pong passed card` and `win on passed card` say the rest)", words(
                    "after a passed chi or pong", Play.StaleCards.PASSED_CHI_OR_PONG,
                    "none", Play.StaleCards.NONE), (b, v) -> b.play.staleCards(v)),
            new WordRule<>("stale win", "whether a win a seat passed is barred on that card 臭胡", words(
                    "until huxi changes", Play.StaleWin.UNTIL_HUXI_CHANGES,
                    "none", Play.StaleWin.NONE), (b, v) -> b.play.staleWin(v)),
            WordRule.yesNo("win on shown last card", "with `reveal: last wall card shown`, whether a seat may win on "
                    + "the wall's last card when it is drawn", (b, v) -> b.play.mayWinOnShownLastCard(v)),
            new WordRule<>("red shown last card", "with `reveal: last wall card shown`, whether a red last card is "
                    + "moved to the top of the wall (until the last is black)", words(
                    "moved to top", true,
                    "stays", false), (b, v) -> b.play.redShownLastCardMovesToTop(v)),
            new WordSetRule<>("mandatory", "the moves a seat must make when it can (the others it may pass)",
                    MOVES,
                    moves -> moves.containsAll(ALWAYS_FORCED), "`mandatory: wei, ti, pao, bi` or `mandatory: wei, ti, "
                    + "pao, bi, pong` (a wei, ti, pao or 比 is always forced, 000:326, 000:49)",
                    List.of("wei, ti, pao, bi", "wei, ti, pao, bi, pong"), (b, v) -> b.play.mandatory(v)),
            new WordRule<>("must win", "whether a seat that can win must take the win (有胡必胡, 放炮必胡)", words(
                    "no", Play.MustWin.NO,
                    "any win", Play.MustWin.ANY_WIN,
                    "win on a discard", Play.MustWin.WIN_ON_A_DISCARD), (b, v) -> b.play.mustWin(v)),
            new WordRule<>("xing", "the card named after a win 醒 whose copies among the winner's cards formulas read "
                    + "as `xing` (翻醒: one point above the wall's next card; 跟醒: the card won on)", words(
                    "none", Play.Xing.NONE,
                    "next point of turned card", Play.Xing.NEXT_POINT_OF_TURNED_CARD,
                    "win card", Play.Xing.WIN_CARD), (b, v) -> b.play.xing(v)),
            new StakeKeyword(StakeKind.PIAO, "the side stake 飘 each seat picks before the deal, read by `loser "
                    + "pays:` as payer_piao and payee_piao (活飘, 飘鸟)", "chosen from 0, 2, 3, 4, 5"),
            new StakeKeyword(StakeKind.TUO, "the stake 坨 each seat picks before the deal, after the 飘, read by "
                    + "`loser pays:` as payer_tuo and payee_tuo (打坨: a multiplier)", "chosen from 0, 1"),
            new WordRule<>("wei shown", "whether the other seats see a wei 偎's cards and its seat's table huxi: face "
                    + "down 暗偎 until a pao or ti shows it, or face up 明偎", words(
                    "face down", Play.WeiShown.FACE_DOWN,
                    "face up", Play.WeiShown.FACE_UP), (b, v) -> b.play.weiShown(v)),
            new WordSetRule<>("no win after", "the violations 000:64 lists that bar a win; the engine never lets one "
                    + "happen (each is a forced or a barred move)", VIOLATIONS, violations -> true, "",
                    List.of(), (b, v) -> { }),
            new FixedRule("first dealer", "who deals the first hand of a match", "random"),
            new FixedRule("dead hand", "when a hand ends with no winner 荒庄", "wall exhausted"),
            new FixedRule("sentences", "the sizes of the three cards of a sentence 一句话 (二七十: `two-seven-ten`)",
                    "same size").other("any size", "no seed: 000:40 forbids it, 004:14 allows it for 二七十 only"),
            new FixedRule("kan", "whether a kan 坎 held since the deal may be split into other groups", "never split")
                    .other("may split", "no seed: 000:64 calls 拆垅破坎 a violation"),
            new FixedRule("first discard", "who discards first in a hand", "dealer"),
            new FixedRule("turn order", "the direction of play around the table", "counterclockwise")
                    .other("clockwise", "no seed; 003:29 says 逆时针"),
            new FixedRule("drawn card nobody takes", "where a drawn card goes that no seat takes", "drawer's pile")
                    .other("drawer's hand", "no seed: 000:178-180 and 003:17 forbid it; a joker is `drawn jokers`"),
            new FixedRule("tianhu forced beats chosen", "whether a 天胡 dealt (forced) beats another seat's 天胡 on the "
                    + "reveal card (chosen)", "yes").other("no", "no seed: 000:79 and 003:39 rank the forced first"),
            new WordRule<>("winners on one card", "how many seats win when several can win on one card (who wins: "
                    + "`winners order`)", words(
                    "one", Play.Winners.ONE,
                    "several", Play.Winners.SEVERAL_ON_A_DISCARD), (b, v) -> b.play.winners(v)),
            new WordRule<>("joker stands for", "what card a joker 王 may stand for in a holding", words(
                    "any card", Play.JokerStandsFor.ANY_CARD,
                    "any card but a fifth copy", Play.JokerStandsFor.ANY_CARD_BUT_A_FIFTH_COPY),
                    (b, v) -> b.play.jokerStandsFor(v)),
            new FixedRule("dealt jokers", "whether a joker dealt to a seat is shown to the others", "hidden")
                    .other("shown", "no seed: 000:133 says 起手抓到的王霸不用明示"),
            new FixedRule("drawn jokers", "what happens to a joker drawn from the wall", "shown, kept in hand"),
            new FixedRule("joker discard", "whether a joker may be discarded", "never")
                    .other("allowed", "no seed: 000:133 says 王霸不能打出")));
}
