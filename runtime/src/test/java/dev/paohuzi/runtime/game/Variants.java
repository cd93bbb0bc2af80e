package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.rules.ActionKind;
import dev.paohuzi.runtime.rules.CardOrigin;
import dev.paohuzi.runtime.rules.Claims;
import dev.paohuzi.runtime.rules.DealerRotation;
import dev.paohuzi.runtime.rules.Deck;
import dev.paohuzi.runtime.rules.HuxiTable;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.rules.SeatOrder;
import dev.paohuzi.runtime.rules.Seating;
import dev.paohuzi.runtime.rules.Scoring;
import dev.paohuzi.runtime.rules.Structure;
import dev.paohuzi.runtime.rules.Tianhu;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import static dev.paohuzi.runtime.rules.CardOrigin.NEXT_DISCARD;
import static dev.paohuzi.runtime.rules.CardOrigin.NEXT_DRAW;
import static dev.paohuzi.runtime.rules.CardOrigin.OWN_DRAW;
import static dev.paohuzi.runtime.rules.CardOrigin.PREVIOUS_DISCARD;
import static dev.paohuzi.runtime.rules.CardOrigin.PREVIOUS_DRAW;

/**
 * The four regional rule sets built by hand, as the compiler will lower them (RULES.md §2-§3, §5), until the
 * compiled variants land. Only the engine's rules are set; scoring is not the engine's.
 */
public final class Variants {
    private static final int RED_2_7_10 = 1 << 2 | 1 << 7 | 1 << 10;
    private static final Structure STRUCTURE =
            new Structure(7, true, false, true, Structure.PairRule.ONE_IFF_PAO_OR_TI);
    private static final List<Set<ActionKind>> PRIORITY = List.of(EnumSet.of(ActionKind.TI, ActionKind.WEI),
            EnumSet.of(ActionKind.HU), EnumSet.of(ActionKind.PAO, ActionKind.PONG), EnumSet.of(ActionKind.CHI));
    private static final List<SeatOrder> DRAWER_NEXT_PREVIOUS =
            List.of(SeatOrder.DRAWER, SeatOrder.NEXT, SeatOrder.PREVIOUS);
    private static final List<SeatOrder> DEALER_NEXT_PREVIOUS =
            List.of(SeatOrder.DEALER, SeatOrder.NEXT, SeatOrder.PREVIOUS);
    private static final Set<CardOrigin> CHI_FROM = EnumSet.of(OWN_DRAW, PREVIOUS_DRAW, PREVIOUS_DISCARD);
    private static final Set<CardOrigin> PONG_FROM = EnumSet.of(PREVIOUS_DRAW, PREVIOUS_DISCARD, NEXT_DRAW, NEXT_DISCARD);
    private static final Set<CardOrigin> DRAWS = EnumSet.of(OWN_DRAW, PREVIOUS_DRAW, NEXT_DRAW);

    /** The engine does not score (settlement comes from the compiled variants). */
    private static final Scoring SCORING = null;

    private Variants() {}

    /** 000 §Ⅰ-Ⅱ: the base. */
    public static final RuleSet HUNAN = new RuleSet("hunan", "湖南跑胡子", new Deck(4, 0, RED_2_7_10),
            new Seating(3, 21, 20, 19, Seating.Reveal.DEALERS_LAST_CARD, Seating.CountingSeat.NONE), STRUCTURE,
            standardHuxi(), 15, claims(true, false), new Tianhu(3, 5, true, false),
            new DealerRotation(DealerRotation.AfterWin.WINNER, DealerRotation.AfterDeadHand.STAY, 3), SCORING);

    /** 003: no win or pong on a passed card (003:43); the dealer's next deals after a dead hand (003:13). */
    public static final RuleSet SHAOYANG = new RuleSet("shaoyang", "邵阳剥皮胡", HUNAN.deck(), HUNAN.seating(),
            STRUCTURE, standardHuxi(), 15, claims(false, false), HUNAN.tianhu(),
            new DealerRotation(DealerRotation.AfterWin.WINNER, DealerRotation.AfterDeadHand.NEXT, 1), SCORING);

    /** 000:56-68, 002:13: counting seat, last wall card shown, wins on discards, from 10 huxi, its own huxi table. */
    public static final RuleSet LUZHOU = new RuleSet("luzhou", "泸州大贰", HUNAN.deck(),
            new Seating(3, 21, 20, 19, Seating.Reveal.LAST_WALL_CARD_SHOWN, Seating.CountingSeat.OPPOSITE_DEALER),
            STRUCTURE, luzhouHuxi(), 10,
            new Claims(CHI_FROM, PONG_FROM, DRAWS, EnumSet.of(OWN_DRAW, PREVIOUS_DRAW, NEXT_DRAW, PREVIOUS_DISCARD,
                    NEXT_DISCARD), true, false, PRIORITY, DRAWER_NEXT_PREVIOUS, DEALER_NEXT_PREVIOUS, 2, false),
            new Tianhu(3, 5, false, true), HUNAN.dealer(), SCORING);

    /** 000:131-133, 001:27: two jokers, wall 21, a joker holder wins only by self-draw. */
    public static final RuleSet YONGZHOU = new RuleSet("yongzhou", "永州扯胡子", new Deck(4, 2, RED_2_7_10),
            new Seating(3, 21, 20, 21, Seating.Reveal.DEALERS_LAST_CARD, Seating.CountingSeat.NONE), STRUCTURE,
            standardHuxi(), 15,
            new Claims(CHI_FROM, PONG_FROM, DRAWS, DRAWS, true, false, PRIORITY, DRAWER_NEXT_PREVIOUS,
                    DEALER_NEXT_PREVIOUS, 2, true),
            HUNAN.tianhu(), HUNAN.dealer(), SCORING);

    public static final List<RuleSet> ALL = List.of(HUNAN, SHAOYANG, LUZHOU, YONGZHOU);

    /** 004:31-32 with two seats: 21 / 20 cards, 15 huxi. */
    public static final RuleSet TWO_SEATS = new RuleSet("two-seats", "004 二人", HUNAN.deck(),
            new Seating(2, 21, 20, 39, Seating.Reveal.DEALERS_LAST_CARD, Seating.CountingSeat.NONE), STRUCTURE,
            standardHuxi(), 15, HUNAN.claims(), HUNAN.tianhu(), HUNAN.dealer(), SCORING);

    /** 004:31-32 with four seats: 15 / 14 cards, 6 huxi; five groups to win is this fixture's reading (unstated). */
    public static final RuleSet FOUR_SEATS = new RuleSet("four-seats", "004 四人", HUNAN.deck(),
            new Seating(4, 15, 14, 23, Seating.Reveal.DEALERS_LAST_CARD, Seating.CountingSeat.NONE),
            new Structure(5, true, false, true, Structure.PairRule.ONE_IFF_PAO_OR_TI), standardHuxi(), 6,
            HUNAN.claims(), HUNAN.tianhu(), HUNAN.dealer(), SCORING);

    /** Hunan with 二七十 of mixed sizes, as 004:14 reads. */
    public static final RuleSet MIXED_TWO_SEVEN_TEN = new RuleSet("mixed-27-10", "二七十 mixing sizes", HUNAN.deck(),
            HUNAN.seating(), new Structure(7, true, true, true, Structure.PairRule.ONE_IFF_PAO_OR_TI), standardHuxi(),
            15, HUNAN.claims(), HUNAN.tianhu(), HUNAN.dealer(), SCORING);

    /** Every fixture, for the property tests. */
    public static final List<RuleSet> WITH_OTHER_SEAT_COUNTS = List.of(HUNAN, SHAOYANG, LUZHOU, YONGZHOU, TWO_SEATS,
            FOUR_SEATS);

    private static Claims claims(boolean winOnPassedCard, boolean pongPassedCard) {
        return new Claims(CHI_FROM, PONG_FROM, DRAWS, DRAWS, winOnPassedCard, pongPassedCard, PRIORITY,
                DRAWER_NEXT_PREVIOUS, DEALER_NEXT_PREVIOUS, 2, false);
    }

    /** 000:104: small / big. */
    private static HuxiTable standardHuxi() {
        int[][] rows = new int[GroupKind.values().length][Cards.KINDS];
        for (int card = 0; card < Cards.KINDS; card++) {
            boolean big = Cards.isBig(card);
            rows[GroupKind.PONG.ordinal()][card] = big ? 3 : 1;
            rows[GroupKind.KAN.ordinal()][card] = big ? 6 : 3;
            rows[GroupKind.WEI.ordinal()][card] = big ? 6 : 3;
            rows[GroupKind.STALE_WEI.ordinal()][card] = big ? 6 : 3;
            rows[GroupKind.PAO.ordinal()][card] = big ? 9 : 6;
            rows[GroupKind.TI.ordinal()][card] = big ? 12 : 9;
        }
        rows[GroupKind.SENTENCE.ordinal()][0] = 3;
        rows[GroupKind.SENTENCE.ordinal()][10] = 6;
        rows[GroupKind.TWO_SEVEN_TEN.ordinal()][1] = 3;
        rows[GroupKind.TWO_SEVEN_TEN.ordinal()][11] = 6;
        return new HuxiTable(rows);
    }

    /** 000:56: red pong 6/9, kan 6/9 (red 9/12), 招 kan + 3, 垅 招 + 3 at most 18, 2710 6/9; wei taken as kan. */
    private static HuxiTable luzhouHuxi() {
        int[][] rows = new int[GroupKind.values().length][Cards.KINDS];
        Deck deck = new Deck(4, 0, RED_2_7_10);
        for (int card = 0; card < Cards.KINDS; card++) {
            boolean big = Cards.isBig(card);
            boolean red = deck.isRed(card);
            int kan = red ? (big ? 12 : 9) : (big ? 9 : 6);
            rows[GroupKind.PONG.ordinal()][card] = red ? (big ? 9 : 6) : (big ? 3 : 1);
            rows[GroupKind.KAN.ordinal()][card] = kan;
            rows[GroupKind.WEI.ordinal()][card] = kan;
            rows[GroupKind.STALE_WEI.ordinal()][card] = kan;
            rows[GroupKind.PAO.ordinal()][card] = kan + 3;
            rows[GroupKind.TI.ordinal()][card] = Math.min(18, kan + 6);
        }
        rows[GroupKind.SENTENCE.ordinal()][0] = 3;
        rows[GroupKind.SENTENCE.ordinal()][10] = 6;
        rows[GroupKind.TWO_SEVEN_TEN.ordinal()][1] = 6;
        rows[GroupKind.TWO_SEVEN_TEN.ordinal()][11] = 9;
        return new HuxiTable(rows);
    }
}
