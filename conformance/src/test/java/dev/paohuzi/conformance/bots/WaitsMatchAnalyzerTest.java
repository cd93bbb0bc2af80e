package dev.paohuzi.conformance.bots;

import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.analysis.Analyzer;
import dev.paohuzi.runtime.analysis.HandAnalyzer;
import dev.paohuzi.runtime.analysis.ReferenceAnalyzer;
import dev.paohuzi.runtime.analysis.Waits;
import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.game.Action;
import dev.paohuzi.runtime.game.HandStarter;
import dev.paohuzi.runtime.game.Observation;
import dev.paohuzi.runtime.game.bot.Bot;
import dev.paohuzi.runtime.game.bot.BotLineup;
import dev.paohuzi.runtime.holding.Counts;
import dev.paohuzi.runtime.holding.GroupShapes;
import dev.paohuzi.runtime.holding.Holding;
import dev.paohuzi.runtime.holding.Meld;
import dev.paohuzi.runtime.rules.RuleSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The bots' fast {@link Waits} say of every card what the analyzer's win check says of the hand with that card added
 * (and of the hand with one more joker): which complete it, at what huxi. On each regional variant as compiled, over
 * seeded hands of two kinds: the holdings seats held in seeded hands of play (their real tables, Yongzhou's jokers),
 * each less one card it holds; and hands one card short of a complete one built from the variant's group shapes,
 * some of their cards turned into jokers where the deck has them. The reference analyzer checks a sample of them too.
 * Every completing card is among the cards {@link Waits#mayComplete} names without asking the analyzer, every winning
 * one among those {@link Waits#mayWin} names (a joker holder's wins only where {@link Waits#jokersMayWin} allows
 * them), {@link Waits#winningCount} counts the winning cards
 * {@link Waits#winning} names, and {@link Waits#winningAmong} names them (the joker too) from {@link Waits#mayWin}'s.
 */
class WaitsMatchAnalyzerTest {
    private static final int PLAYED_HANDS = 12;
    private static final int BUILT_HANDS = 1_500;

    @ParameterizedTest
    @ValueSource(strings = {"hunan", "shaoyang", "luzhou", "yongzhou"})
    void waitsEqualTheWinCheckPerCard(String region) {
        RuleSet rules = RealVariants.bundled(region);
        HandAnalyzer fast = HandAnalyzer.of(rules);
        Analyzer reference = new ReferenceAnalyzer(rules);
        Waits waits = new Waits(fast, true);
        Waits cardsOnly = new Waits(fast, false);
        int completions = 0;
        int checked = 0;
        for (Holding holding : holdings(rules)) {
            Analyzer truth = checked++ % 20 == 0 ? reference : fast;
            completions += Integer.bitCount(check(rules, truth, waits, cardsOnly, holding));
        }
        assertTrue(completions > BUILT_HANDS / 2, region + ": only " + completions + " completing cards seen");
    }

    /**
     * Where {@link Waits#discardsMayWait} leaves a card out, letting it go leaves a hand no card completes (jokers
     * held or not), and where {@link Waits#discardsMayWin} does, a hand no card completes into a win: on the holdings
     * seats held at their decisions in seeded hands, some of each kind ({@code byHuxi}: whether the huxi bound rules
     * some out there, as it does where the minimum is 15, for the seats without jokers).
     */
    @ParameterizedTest
    @CsvSource({"hunan, true", "shaoyang, true", "luzhou, false", "yongzhou, true"})
    void noWaitAfterADiscardRuledOut(String region, boolean byHuxi) {
        RuleSet rules = RealVariants.bundled(region);
        Waits waits = new Waits(HandAnalyzer.of(rules), false);
        int ruledOut = 0;
        int notWinning = 0;
        int waiting = 0;
        for (Holding held : played(rules)) {
            long concealed = held.packedConcealed();
            int may = waits.table(held.melds()).discardsMayWait(concealed, held.jokers());
            int mayWin = waits.discardsMayWin(concealed, held.jokers());
            assertEquals(mayWin, may & mayWin, held + ": may win but not wait");
            for (int card = 0; card < Cards.KINDS; card++) {
                int count = Counts.of(concealed, card);
                if (count == 1 || count == 2) {
                    long left = Counts.add(concealed, card, -1);
                    int cards = waits.completing(left, held.jokers());
                    assertTrue((may & 1 << card) != 0 || cards == 0, held + " less " + Cards.name(card));
                    assertTrue((mayWin & 1 << card) != 0 || waits.winning(left, held.jokers()) == 0,
                            held + " less " + Cards.name(card) + " wins");
                    waiting += cards != 0 ? 1 : 0;
                    ruledOut += (may & 1 << card) == 0 ? 1 : 0;
                    notWinning += (may & ~mayWin & 1 << card) != 0 ? 1 : 0;
                }
            }
        }
        assertTrue(ruledOut > 0 && waiting > 0 && notWinning > 0 == byHuxi,
                region + ": " + ruledOut + " discards ruled out, " + notWinning + " more by huxi, " + waiting
                        + " waiting");
    }

    /** Asserts both waits match the analyzer on the holding; returns the completing cards. */
    private static int check(RuleSet rules, Analyzer truth, Waits waits, Waits cardsOnly, Holding holding) {
        long concealed = holding.packedConcealed();
        int jokers = holding.jokers();
        int completing = waits.table(holding.melds()).completing(concealed, jokers);
        int expected = 0;
        for (int card = 0; card < Cards.ALL_KINDS; card++) {
            if (card == Cards.JOKER && rules.deck().jokers() == 0 || card < Cards.KINDS
                    && Counts.of(concealed, card) == 3) {
                continue;
            }
            Holding with = card == Cards.JOKER ? Holding.of(concealed, jokers + 1, holding.melds())
                    : Holding.of(Counts.add(concealed, card, 1), jokers, holding.melds());
            int huxi = truth.maxHuxi(with);
            expected |= huxi >= 0 ? 1 << card : 0;
            assertEquals(huxi, waits.huxi(card), holding + " with " + Cards.name(card));
        }
        assertEquals(expected, completing, holding.toString());
        assertEquals(expected, expected & waits.mayComplete(concealed, jokers), holding + ": a card may complete it");
        assertEquals(expected & ~(1 << Cards.JOKER), cardsOnly.table(holding.melds()).completing(concealed, jokers),
                holding + " (no joker asked)");
        if (jokers > 0 && !waits.jokersMayWin(concealed, jokers)) {
            assertEquals(0, waits.winning(concealed, jokers), holding + ": a win ruled out by the huxi bound");
        }
        if (jokers == 0) {
            int winning = cardsOnly.winning(concealed, 0);
            int mayWin = cardsOnly.mayWin(concealed);
            assertEquals(winning, winning & mayWin, holding + ": a card may win it");
            checkCount(cardsOnly, holding, winning);
            if (mayWin != 0) {
                assertEquals(winning, cardsOnly.winningAmong(concealed, mayWin), holding + ": winning among");
                assertEquals(waits.winning(concealed, 0), waits.winningAmong(concealed, mayWin),
                        holding + ": winning among, the joker too");
            }
        }
        return completing;
    }

    /**
     * {@link Waits#winningCount} counts the winning cards among any set exactly while asked for no more than there
     * are, and answers below the count asked for when there are fewer.
     */
    private static void checkCount(Waits waits, Holding holding, int winning) {
        long concealed = holding.packedConcealed();
        for (int among : new int[] {(1 << Cards.KINDS) - 1, 0x55555, 0xAAAAA, winning & -winning, ~winning}) {
            int count = Integer.bitCount(winning & among);
            assertEquals(count, waits.winningCount(concealed, among, 0), holding + " among " + among);
            assertEquals(count, waits.winningCount(concealed, among, count), holding + " among " + among);
            assertTrue(waits.winningCount(concealed, among, count + 1) <= count, holding + " among " + among);
        }
    }

    private static List<Holding> holdings(RuleSet rules) {
        List<Holding> holdings = new ArrayList<>();
        for (Holding held : played(rules)) {
            for (int card = 0; card < Cards.KINDS; card++) {
                if (held.count(card) > 0) {
                    holdings.add(held.withConcealed(Counts.add(held.packedConcealed(), card, -1)));
                }
            }
            if (held.jokers() > 0) {
                holdings.add(Holding.of(held.packedConcealed(), held.jokers() - 1, held.melds()));
            }
        }
        Random random = new Random(11);
        for (int i = 0; i < BUILT_HANDS; i++) {
            holdings.add(oneShort(rules, random));
        }
        return holdings;
    }

    /** The holding of every seat at each of its decisions in seeded hands of greedy play. */
    private static List<Holding> played(RuleSet rules) {
        List<Holding> held = new ArrayList<>();
        int players = rules.seating().players();
        HandStarter starter = new HandStarter(rules);
        Bot greedy = BotLineup.parse("greedy", players).seat(0)[0];
        Bot recording = new Bot() {
            @Override
            public Action choose(Observation view, List<Action> options) {
                held.add(view.holding());
                return greedy.choose(view, options);
            }

            @Override
            public String name() {
                return "recording";
            }
        };
        Bot[] seats = new Bot[players];
        Arrays.fill(seats, recording);
        for (long seed = 1; seed <= PLAYED_HANDS; seed++) {
            Bot.playOut(starter.start(seed, 0), seats);
        }
        return held;
    }

    /**
     * A complete concealed hand of the variant's groups (shapes, pairs, kans; a pao on the table now and then, so
     * the hand needs its pair), less one card, some cards turned into jokers where the deck has them.
     */
    private static Holding oneShort(RuleSet rules, Random random) {
        List<GroupShapes.Shape> shapes = GroupShapes.of(rules.structure()).all();
        List<Meld> table = new ArrayList<>();
        if (random.nextInt(3) == 0) {
            table.add(Meld.of(dev.paohuzi.runtime.group.GroupKind.PAO, random.nextInt(Cards.KINDS)));
        }
        int groups = rules.structure().groupsToWin() - table.size();
        int[] counts = new int[Cards.KINDS];
        boolean pair = !table.isEmpty();
        for (int tries = 0; groups > (pair ? 1 : 0) && tries < 200; tries++) {
            int[] cards = random.nextInt(4) == 0 ? kan(random.nextInt(Cards.KINDS))
                    : shapes.get(random.nextInt(shapes.size())).cards();
            if (fits(counts, cards)) {
                for (int card : cards) {
                    counts[card]++;
                }
                groups--;
            }
        }
        if (pair) {
            int card = random.nextInt(Cards.KINDS);
            if (fits(counts, new int[] {card, card})) {
                counts[card] += 2;
            }
        }
        List<Integer> held = new ArrayList<>();
        for (int card = 0; card < Cards.KINDS; card++) {
            for (int copy = 0; copy < counts[card]; copy++) {
                held.add(card);
            }
        }
        counts[held.remove(random.nextInt(held.size()))]--;
        int jokers = 0;
        for (int turned = rules.deck().jokers() == 0 ? 0 : random.nextInt(rules.deck().jokers() + 1);
             turned > 0 && !held.isEmpty(); turned--) {
            counts[held.remove(random.nextInt(held.size()))]--;
            jokers++;
        }
        return Holding.of(Counts.pack(counts), jokers, table);
    }

    private static int[] kan(int card) {
        return new int[] {card, card, card};
    }

    private static boolean fits(int[] counts, int[] cards) {
        int[] after = counts.clone();
        for (int card : cards) {
            if (++after[card] > 3) {
                return false;
            }
        }
        return true;
    }
}
