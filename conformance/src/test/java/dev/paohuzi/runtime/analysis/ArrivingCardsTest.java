package dev.paohuzi.runtime.analysis;

import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.fixture.RandomHoldings;
import dev.paohuzi.runtime.holding.Counts;
import dev.paohuzi.runtime.holding.Holding;
import dev.paohuzi.runtime.holding.HoldingParseResult;
import dev.paohuzi.runtime.holding.HoldingParser;
import dev.paohuzi.runtime.rules.CardOrigin;
import dev.paohuzi.runtime.rules.RuleSet;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Why a card wins or not, card by card and supplier by supplier: a hunan holding worked out by hand from the seeds,
 * and on random holdings one card short of every bundled table the verdicts agree with {@link Analyzer#waits}.
 */
class ArrivingCardsTest {
    private static Holding holding(RuleSet rules, String line) {
        return assertInstanceOf(HoldingParseResult.Valid.class, new HoldingParser(rules).parse(line)).holding();
    }

    /**
     * 一二三 贰柒拾 of the big cards (6 + 6, 000:104), 四五六 (0), a pair of 三 and pongs of 伍 捌 玖 (3 each): 20
     * cards, one short. Hunan wins on draws only (`win on`, 000:67, 000:74), with 15 huxi (000:65).
     */
    private static final String WAITING = "b1 b2 b3 b2 b7 b10 s4 s5 s6 s3 s3 pong:b5 pong:b8 pong:b9";

    private static ArrivingCards.Verdict verdict(String line, int card, CardOrigin supplier) {
        RuleSet hunan = RealVariants.HUNAN;
        return new ArrivingCards(HandAnalyzer.of(hunan)).verdict(holding(hunan, line), card, supplier);
    }

    @Test
    void aThirdCopyIsLaidOnOnesOwnDrawAndAPongOnAnothersDraw() {
        ArrivingCards.Verdict own = verdict(WAITING, Cards.parse("s3"), CardOrigin.OWN_DRAW);
        assertEquals(ArrivingCards.Outcome.LAID, own.outcome(), "a pair and one's own draw make a wei (000:29)");
        assertEquals("000:29, 000:67", own.because().get(0).seed());

        ArrivingCards.Verdict drawn = verdict(WAITING, Cards.parse("s3"), CardOrigin.PREVIOUS_DRAW);
        assertEquals(ArrivingCards.Outcome.WIN, drawn.outcome());
        assertEquals(6 + 6 + 0 + 1 + 3 + 3 + 3, drawn.huxi(), "the pong of 三 is worth 1, the rest as held");
        assertEquals("makes pong:s3", drawn.reading());
        assertEquals("000:28, 000:67", drawn.because().get(2).seed());

        ArrivingCards.Verdict discarded = verdict(WAITING, Cards.parse("s3"), CardOrigin.NEXT_DISCARD);
        assertEquals(ArrivingCards.Outcome.NOT_FROM_THERE, discarded.outcome());
        assertEquals("win on", discarded.because().get(0).rule());
    }

    /** The fourth 伍 onto the pong is a pao (`pao onto pong from`: draws, 000:37): big pao 9, the pair of 三 its 将. */
    @Test
    void aDrawnFourthCopyOntoAPongIsAPaoThatWinsWithThePairAsItsJiang() {
        ArrivingCards.Verdict own = verdict(WAITING, Cards.parse("b5"), CardOrigin.OWN_DRAW);
        assertEquals(ArrivingCards.Outcome.WIN, own.outcome());
        assertEquals(6 + 6 + 0 + 0 + 9 + 3 + 3, own.huxi());
        assertEquals("makes pao:b5", own.reading());
        assertEquals("pao onto pong from", own.because().get(2).rule());
    }

    @Test
    void tooLittleHuxiIsRefusedByTheWinRule() {
        // small pongs (1 each), a small 一二三 (3), 贰柒拾 (6), 肆伍陆 (0): 3 + 6 + 0 + 1 + 1 + 1 + 1 = 13 < 15
        ArrivingCards.Verdict drawn = verdict("s1 s2 s3 b2 b7 b10 b4 b5 b6 s8 s8 pong:s5 pong:s7 pong:s9",
                Cards.parse("s8"), CardOrigin.NEXT_DRAW);
        assertEquals(ArrivingCards.Outcome.TOO_LITTLE, drawn.outcome());
        assertEquals(13, drawn.huxi());
        assertEquals("win when", drawn.because().get(0).rule());
    }

    @Test
    void aCardWhoseEveryCopyIsHeldCannotArrive() {
        ArrivingCards.Verdict none = verdict("b1 b2 b3 b2 b7 b10 s4 s5 s6 s3 s3 pong:b5 pong:b8 ti:b9",
                Cards.parse("b9"), CardOrigin.PREVIOUS_DRAW);
        assertEquals(ArrivingCards.Outcome.NO_COPY_LEFT, none.outcome());
    }

    /** For every card, the best verdict over its suppliers is the wait `analyze` lists, or none when it lists none. */
    @Test
    void theVerdictsAgreeWithTheWaitsOnRandomHoldingsOneCardShort() {
        int checked = 0;
        for (RuleSet rules : RealVariants.WITH_OTHER_SEAT_COUNTS) {
            HandAnalyzer analyzer = HandAnalyzer.of(rules);
            ArrivingCards arriving = new ArrivingCards(analyzer);
            for (long seed = 1; seed <= 150; seed++) {
                Holding complete = RandomHoldings.composed(rules, seed);
                Holding holding = withoutOneCard(complete, seed);
                if (holding == null || !WinShape.isOneShort(rules, holding)) {
                    continue;
                }
                checked++;
                List<Wait> waits = analyzer.waits(holding);
                for (int card = 0; card < Cards.ALL_KINDS; card++) {
                    int best = -1;
                    for (CardOrigin origin : CardOrigin.values()) {
                        if (card != Cards.JOKER || rules.deck().jokers() > 0) {
                            best = Math.max(best, arriving.verdict(holding, card, origin).huxi());
                        }
                    }
                    int c = card;
                    int wait = waits.stream().filter(w -> w.card() == c).mapToInt(Wait::huxi).findFirst().orElse(-1);
                    assertEquals(wait, best, rules.name() + " seed " + seed + " " + holding + " card "
                            + Cards.name(card));
                }
            }
        }
        assertTrue(checked > 300, "enough holdings one card short: " + checked);
    }

    /** The holding less one concealed card chosen by the seed; null when it holds none. */
    private static Holding withoutOneCard(Holding holding, long seed) {
        int[] held = new int[Cards.KINDS];
        int total = 0;
        for (int card = 0; card < Cards.KINDS; card++) {
            held[card] = holding.count(card);
            total += held[card];
        }
        if (total == 0) {
            return null;
        }
        int pick = (int) (seed * 7 % total);
        for (int card = 0; card < Cards.KINDS; card++) {
            if (pick < held[card]) {
                return holding.withConcealed(Counts.add(holding.packedConcealed(), card, -1));
            }
            pick -= held[card];
        }
        throw new AssertionError("unreachable");
    }
}
