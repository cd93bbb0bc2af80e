package dev.paohuzi.compiler.rules;

import dev.paohuzi.compiler.expr.QuantityScope;
import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.card.Size;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.rules.DealerRotation;
import dev.paohuzi.runtime.rules.Scoring;
import dev.paohuzi.runtime.rules.Seating;
import dev.paohuzi.runtime.rules.Settlement;
import dev.paohuzi.runtime.rules.Structure;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.IntStream;

/**
 * Every rule of the language, in the order explain shows them. Adding a rule is one entry here (and a field in the
 * runtime's RuleSet) and its row in docs/language.md's table for its section, which LanguageDocTest checks against
 * this list; the grammar does not change. Every rule is required (after inheritance): a variant never gets a silent
 * default.
 */
public final class RuleCatalogue {
    /** A heading of the rule table and the rules under it. */
    public record Section(String title, List<RuleKeyword<?>> rules) {
    }

    private static final List<Section> SECTIONS = List.of(
            new Section("Deck and table", List.of(
                    new IntRule("copies", "copies of each of the 20 card kinds", 1, 4, (b, v) -> b.copies = v),
                    new RedPointsRule(),
                    new IntRule("jokers", "jokers 王 in the deck", 0, 4, (b, v) -> b.jokers = v),
                    new IntRule("players", "seats that play", 2, 4, (b, v) -> b.players = v),
                    new IntRule("dealer cards", "cards dealt to the dealer 庄, the reveal card included", 1, 40,
                            (b, v) -> b.dealerCards = v),
                    new IntRule("other cards", "cards dealt to each other player", 1, 40, (b, v) -> b.otherCards = v),
                    new IntRule("wall", "cards left on the wall 墩 after the deal", 0, 84, (b, v) -> b.wall = v),
                    new IntRule("unplayed cards", "cards set aside under the wall, unseen and never drawn 抽牌", 0, 84,
                            (b, v) -> b.unplayed = v),
                    new WordRule<>("reveal", "how the reveal card 亮张 is shown", words(
                            "dealer's last card", Seating.Reveal.DEALERS_LAST_CARD,
                            "last wall card shown", Seating.Reveal.LAST_WALL_CARD_SHOWN), (b, v) -> b.reveal = v),
                    new WordRule<>("counting seat", "a fourth person who sits out and counts the wall 数牌", words(
                            "none", Seating.CountingSeat.NONE,
                            "opposite dealer", Seating.CountingSeat.OPPOSITE_DEALER), (b, v) -> b.countingSeat = v),
                    new WordRule<>("dealer after win", "who deals after a win", words(
                            "winner", DealerRotation.AfterWin.WINNER), (b, v) -> b.afterWin = v),
                    new DeadHandRule())),
            new Section("Groups", List.of(
                    new IntRule("groups to win", "groups 门子 a winning holding forms", 1, 10,
                            (b, v) -> b.groupsToWin = v),
                    new WordRule<>("two-seven-ten", "whether 二七十 counts as a sentence, and of which sizes", words(
                            "same size", RuleSetBuilder.TwoSevenTen.SAME_SIZE,
                            "any size", RuleSetBuilder.TwoSevenTen.ANY_SIZE,
                            "none", RuleSetBuilder.TwoSevenTen.NONE), (b, v) -> b.twoSevenTen = v),
                    new WordRule<>("one-five-ten", "whether 一五十 / 壹伍拾 of one size counts as a sentence", words(
                            "same size", true,
                            "none", false), Map.of("any size", "一五十 of mixed sizes, which no source gives"),
                            (b, v) -> b.oneFiveTen = v),
                    WordRule.yesNo("mixed groups", "whether mixed groups 绞 (one point, sizes 2+1) exist",
                            (b, v) -> b.mixed = v),
                    new WordRule<>("pair", "when a pair 将 is a group", words(
                            "one with pao or ti", Structure.PairRule.ONE_IFF_PAO_OR_TI,
                            "never", Structure.PairRule.NEVER), (b, v) -> b.pair = v))),
            new Section("Huxi 胡息", List.of(
                    huxi(GroupKind.PONG), huxi(GroupKind.KAN), huxi(GroupKind.WEI), huxi(GroupKind.STALE_WEI),
                    huxi(GroupKind.PAO), huxi(GroupKind.TI),
                    new HuxiRule("huxi one-two-three", "huxi of the sentence 一二三 / 壹贰叁 (other sentences: 0)",
                            GroupKind.SENTENCE, List.of(Cards.of(Size.SMALL, 1), Cards.of(Size.BIG, 1))),
                    new HuxiRule("huxi two-seven-ten", "huxi of the sentence 二七十 / 贰柒拾",
                            GroupKind.TWO_SEVEN_TEN, List.of(Cards.of(Size.SMALL, 2), Cards.of(Size.BIG, 2))),
                    new HuxiRule("huxi one-five-ten", "huxi of the sentence 一五十 / 壹伍拾 (with `one-five-ten: same size`)",
                            GroupKind.ONE_FIVE_TEN, List.of(Cards.of(Size.SMALL, 1), Cards.of(Size.BIG, 1))),
                    new IntRule("minimum huxi", "the least huxi a plain win needs, read by `win when:` as minimum_huxi",
                            0, 200, (b, v) -> b.minimumHuxi = v),
                    new WinWhenRule())),
            new Section("Claims", List.of(
                    new OriginsRule("chi from", "cards a seat may chi 吃", (b, v) -> b.chiFrom = v),
                    new OriginsRule("pong from", "cards a seat may pong 碰", (b, v) -> b.pongFrom = v),
                    new OriginsRule("pao onto kan from", "cards that turn a seat's held kan 坎 into a pao 跑",
                            (b, v) -> b.paoOntoKanFrom = v),
                    new OriginsRule("pao onto wei from", "cards that turn a seat's wei 偎 on the table into a pao 跑",
                            (b, v) -> b.paoOntoWeiFrom = v),
                    new OriginsRule("pao onto pong from", "cards that turn a seat's pong into a pao 跑",
                            (b, v) -> b.paoOntoPongFrom = v),
                    new OriginsRule("win on", "cards a seat may win 胡 on", (b, v) -> b.winOn = v),
                    WordRule.yesNo("win on passed card", "whether a seat may win on a card it passed 过张",
                            (b, v) -> b.winOnPassedCard = v),
                    WordRule.yesNo("win on own third copy",
                            "whether a seat may win on its own draw of its pair's third copy, the wei laid 偎胡",
                            (b, v) -> b.winOnOwnThirdCopy = v),
                    WordRule.yesNo("pong passed card", "whether a seat may pong a card it passed",
                            (b, v) -> b.pongPassedCard = v),
                    WordRule.yesNo("passed pong bars win",
                            "whether a seat that passed a pong it could make may not win "
                            + "that hand 有碰不碰", (b, v) -> b.passedPongBarsWin = v),
                    new WordRule<>("nothing to discard", "a seat that would discard but holds nothing it may: its "
                            + "turn passes, or it is 相公 and may win no more that hand", words(
                            "pass", false,
                            "xianggong", true), (b, v) -> b.xianggong = v),
                    new PriorityRule(),
                    new SeatOrderRule("winners order", "who wins when several seats can win on one card",
                            (b, v) -> b.winnerOrder = v),
                    new IntRule("no discard from run", "from this pao/ti on (deal ti counted) no discard follows 八块",
                            1, 10, (b, v) -> b.runsBeforeNoDiscard = v),
                    WordRule.yesNo("joker holder self-draw only",
                            "whether a seat holding a joker may win only by self-draw",
                            (b, v) -> b.jokerHolderSelfDrawOnly = v))),
            new Section("Heaven win 天胡", List.of(
                    new IntRule("tianhu ti", "this many ti after the deal win at once", 1, 7, (b, v) -> b.tianhuTi = v),
                    new IntRule("tianhu kan", "this many kan (a ti counts as a kan) win at once", 1, 7,
                            (b, v) -> b.tianhuKan = v),
                    WordRule.yesNo("tianhu on reveal card", "whether a win on the reveal card is a 天胡",
                            (b, v) -> b.tianhuOnReveal = v),
                    WordRule.yesNo("tianhu before first discard",
                            "whether groups formed before the first discard are a 天胡",
                            (b, v) -> b.tianhuSevenGroups = v),
                    WordRule.yesNo("tianhu is self-draw", "whether a 天胡 counts as a self-drawn win 自摸",
                            (b, v) -> b.tianhuSelfDraw = v),
                    new SeatOrderRule("tianhu order", "who wins when several seats have a 天胡",
                            (b, v) -> b.tianhuOrder = v))),
            PlayRules.SECTION,
            new Section("Scoring", List.of(
                    new GradeRule(),
                    new WordRule<>("combine fan", "how the fan 番 of several patterns combine", words(
                            "sum", Scoring.FanCombination.SUM,
                            "product", Scoring.FanCombination.PRODUCT), (b, v) -> b.combine = v),
                    new IntRule("plain fan", "the fan of a win with no pattern 平胡", 1, 100, (b, v) -> b.plainFan = v),
                    new FormulaRule("base", "the base 底 of a win, over grade, fan and context", "grade * fan",
                            QuantityScope.BASE, (b, v) -> b.base = v),
                    new DihuWhenRule())),
            new Section("Payments and settlement", List.of(
                    new IntRule("room base", "the room's base points d 房间底分, readable as room_base", 0, 10000,
                            (b, v) -> b.payments.roomBase(v)),
                    new FormulaRule("loser pays", "points each losing seat pays for a win (the winner gets them, less "
                            + "the counting seat's share)", "base * fan", QuantityScope.LOSER_PAYS,
                            (b, v) -> b.payments.loserPays(v)),
                    new FormulaRule("counting seat gets", "points the counting seat 数牌 takes from each loser's payment",
                            "1", QuantityScope.PAYMENT, (b, v) -> b.payments.countingSeatGets(v)),
                    new FormulaRule("escape penalty", "points a seat that leaves a hand pays 逃跑", "0",
                            QuantityScope.ESCAPE, (b, v) -> b.payments.escapePenalty(v)),
                    DiscardWinRule.create(),
                    new FormulaRule("dead hand pays", "on a dead hand 荒庄, points one seat pays another", "0",
                            QuantityScope.DEAD_HAND, (b, v) -> b.payments.deadHandPays(v)),
                    new IntRule("xianggong pays", "at a hand's end, points a 相公 seat pays each other seat", 0, 99,
                            (b, v) -> b.payments.xianggongPays(v)),
                    new IntRule("stake in cents", "money per point, in hundredths (50 = 0.5 a point)", 1, 1000000,
                            (b, v) -> b.payments.stakeCents(v)),
                    new WordRule<>("settlement", "how a match is settled", words(
                            "per hand", Settlement.Method.PER_HAND,
                            "peel", Settlement.Method.PEEL), (b, v) -> b.settlement = v),
                    new FormulaRule("match adds", "what a scored win adds to its winner's match total (settled by "
                            + "剥皮, read by `match end: huxi N`)", "huxi", QuantityScope.PAYMENT,
                            (b, v) -> b.matchAdds = v),
                    new FormulaRule("match takes", "what a scored win takes from each losing seat's match total, "
                            + "per loser (放炮罚: the discarder's, read as payer_discarder)", "if payer_discarder then "
                            + "huxi else 0", QuantityScope.MATCH_TAKES, (b, v) -> b.matchTakes = v),
                    new MatchEndRule())));

    private static final Map<String, RuleKeyword<?>> BY_NAME = new LinkedHashMap<>();

    static {
        SECTIONS.forEach(section -> section.rules().forEach(rule -> BY_NAME.put(rule.name(), rule)));
    }

    private RuleCatalogue() {}

    public static List<Section> sections() {
        return SECTIONS;
    }

    public static Optional<RuleKeyword<?>> find(String name) {
        return Optional.ofNullable(BY_NAME.get(name));
    }

    public static List<String> names() {
        return new ArrayList<>(BY_NAME.keySet());
    }

    /** Lowers read rules into a RuleSet builder in catalogue order (huxi rows read the red points). */
    public static List<RuleKeyword<?>> inOrder() {
        return List.copyOf(BY_NAME.values());
    }

    private static HuxiRule huxi(GroupKind kind) {
        return new HuxiRule("huxi " + kind.word(), "huxi of a " + kind.word() + " by its card",
                kind, IntStream.range(0, Cards.KINDS).boxed().toList());
    }

    /** Accepted words and their values, in order; the first word of a value is its canonical form. */
    static <E> Map<String, E> words(String word, E value) {
        Map<String, E> words = new LinkedHashMap<>();
        words.put(word, value);
        return words;
    }

    static <E> Map<String, E> words(String word, E value, String word2, E value2) {
        Map<String, E> words = words(word, value);
        words.put(word2, value2);
        return words;
    }

    static <E> Map<String, E> words(String word, E value, String word2, E value2, String word3, E value3) {
        Map<String, E> words = words(word, value, word2, value2);
        words.put(word3, value3);
        return words;
    }
}
