package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.game.bot.Bot;
import dev.paohuzi.runtime.game.bot.GreedyBot;
import dev.paohuzi.runtime.game.bot.RandomBot;
import dev.paohuzi.runtime.game.trace.Replay;
import dev.paohuzi.runtime.game.trace.TraceJson;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.rules.Structure.PairRule;

import java.util.List;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The invariants, checked over whole seeded hands with random and greedy bots: the cards are always all
 * accounted for; no seat holds four identical concealed cards once the dealt ti are laid out; every win has the
 * variant's structure and minimum huxi (checked by an independent decomposition) and is paid by the variant's
 * scoring; every settlement sums to zero; the trace replays exactly; every hand ends; and the {@link Referee}'s state,
 * built from the events alone, is the hand's after every event. Shared by the runtime's
 * tests on hand-built rule sets and the conformance module's run over the compiled bundled variants.
 */
public final class HandInvariants {
    private static final int REPLAYED_EVERY = 25;
    /** A hand has at most one draw per wall card plus one claim round and one discard each: far below this. */
    private static final int MAX_STEPS = 400;

    private HandInvariants() {}

    /**
     * Plays and checks the hands of seeds 0 to {@code hands - 1}, returning how many were won. Hands are independent,
     * so they run in parallel on all cores; each seed gives the same hand anyway.
     */
    public static long playMany(RuleSet rules, int hands, boolean greedy) {
        return IntStream.range(0, hands).parallel().filter(seed -> {
            Game game = playChecked(rules, seed, greedy);
            if (seed % REPLAYED_EVERY == 0) {
                Replay.run(rules, TraceJson.write(game.trace()), AnalyzerWinCheck.of(rules));
            }
            return game.result().outcome() == HandResult.Outcome.WIN;
        }).count();
    }

    private static Game playChecked(RuleSet rules, long seed, boolean greedy) {
        int players = rules.seating().players();
        Bot[] bots = new Bot[players];
        for (int seat = 0; seat < players; seat++) {
            bots[seat] = greedy ? new GreedyBot() : new RandomBot(seed * 31L + seat);
        }
        // the referee follows every event: a state changed without its event fails the hand
        Game game = Game.refereed(rules, DeckOrder.shuffled(rules, seed), (int) (seed % players), 0,
                AnalyzerWinCheck.of(rules));
        String where = rules.name() + " seed " + seed;
        ClaimAudit audit = new ClaimAudit(players);
        check(game, where);
        audit.check(game, where);
        int steps = 0;
        while (!game.isOver()) {
            if (++steps > MAX_STEPS) {
                fail(where + ": the hand did not end within " + MAX_STEPS + " decisions");
            }
            int seat = game.pendingSeat();
            game.choose(bots[seat].choose(game.observation(seat), game.legalActions()));
            check(game, where + " step " + game.trace().size());
            audit.check(game, where);
        }
        checkResult(rules, game, where);
        checkSettlement(game, where);
        return game;
    }

    /**
     * Reads the trace as it grows: no chi or pong of a card the seat discarded (000:45) or passed (000:44); a chi
     * leaves no copy of the card in the hand (比, 000:49); a pao is never optional (000:326).
     */
    private static final class ClaimAudit {
        private final int[] discarded;
        private final int[] stale;
        private int seen;

        ClaimAudit(int players) {
            discarded = new int[players];
            stale = new int[players];
        }

        void check(Game game, String where) {
            List<Event> trace = game.trace();
            for (; seen < trace.size(); seen++) {
                Event event = trace.get(seen);
                if (event instanceof Event.Discard discard) {
                    discarded[discard.seat()] |= 1 << discard.card();
                } else if (event instanceof Event.Stale passed) {
                    stale[passed.seat()] |= 1 << passed.card();
                } else if (event instanceof Event.Laid laid && (laid.action().type() == ActionType.CHI
                        || laid.action().type() == ActionType.PONG)) {
                    int bit = 1 << laid.action().card();
                    String step = where + " step " + seen + ": seat " + laid.seat() + " " + laid.action();
                    assertEquals(0, discarded[laid.seat()] & bit, step + " takes a card it discarded");
                    assertEquals(0, stale[laid.seat()] & bit, step + " takes a card it passed");
                    if (laid.action().type() == ActionType.CHI) {
                        assertEquals(0, game.hand(laid.seat())[laid.action().card()], step + " keeps a copy (烧比)");
                    }
                } else if (event instanceof Event.Offer offer
                        && offer.options().stream().anyMatch(o -> o.type() == ActionType.PAO)) {
                    assertTrue(offer.options().stream().allMatch(o -> o.type() == ActionType.PAO
                            || o.type() == ActionType.HU), where + " step " + seen + ": a pao is forced: " + offer);
                }
            }
        }
    }

    private static void check(Game game, String where) {
        assertEquals(game.rules().deck().size(), game.cardsAccountedFor(), where + ": cards accounted for");
        // a dealt 天胡 has one winner: the first seat with 3 ti or 5 kan
        if (game.isOver() && game.result().outcome() == HandResult.Outcome.WIN
                && game.result().first().tianhu() == HandResult.TianhuKind.DEAL) {
            return;     // 000:25: with three ti the hand is won at once, without laying them out
        }
        for (int seat = 0; seat < game.players(); seat++) {
            int[] hand = game.hand(seat);
            for (int card = 0; card < Cards.KINDS; card++) {
                if (hand[card] >= 4) {
                    fail(where + ": seat " + seat + " holds four " + Cards.name(card) + " concealed");
                }
            }
        }
    }

    /**
     * The winning groups hold exactly the winner's concealed cards, its table melds and the card won on (when it came
     * from outside the hand); jokers appear in the groups as the cards they stand for.
     */
    private static void assertGroupsAreTheWinnersCards(Game game, HandResult.Win result, int dealer, String where) {
        int[] left = new int[Cards.ALL_KINDS];
        for (Meld meld : result.groups()) {
            for (int i = 0; i < meld.size(); i++) {
                left[meld.card(i)]++;
            }
        }
        int[] hand = game.hand(result.winner());
        int jokers = hand[Cards.JOKER];
        for (int card = 0; card < Cards.KINDS; card++) {
            left[card] -= hand[card];
        }
        for (Meld meld : game.table(result.winner())) {
            for (int i = 0; i < meld.size(); i++) {
                left[meld.card(i)]--;
            }
        }
        int won = result.how().card();
        boolean heldCard = won == Cards.JOKER || result.tianhu() == HandResult.TianhuKind.DEAL
                || result.tianhu() == HandResult.TianhuKind.SEVEN_GROUPS
                || result.tianhu() == HandResult.TianhuKind.REVEAL && result.winner() == dealer
                || result.fromSeat() == result.winner() && weid(game.table(result.winner()), won);
        if (!heldCard) {
            left[won]--;
        }
        int extra = 0;
        for (int card = 0; card < Cards.KINDS; card++) {
            // A pao made by the winning card shows four copies where the table had three and the card one more.
            assertTrue(left[card] >= 0, where + ": the groups lack a " + Cards.name(card) + ": " + result.groups());
            extra += left[card];
        }
        assertEquals(jokers, extra, where + ": the groups' extra cards are the winner's jokers: " + result.groups());
    }

    /** 偎胡: the card won on was drawn onto a pair and lies in the winner's wei (one's own draw onto a wei is a ti). */
    private static boolean weid(List<Meld> table, int card) {
        return table.stream().anyMatch(meld -> meld.card(0) == card
                && (meld.kind() == GroupKind.WEI || meld.kind() == GroupKind.STALE_WEI));
    }

    private static void checkResult(RuleSet rules, Game game, String where) {
        HandResult hand = game.result();
        assertNotNull(hand, where + ": a finished hand has a result");
        if (hand.outcome() != HandResult.Outcome.WIN) {
            return;
        }
        assertTrue(hand.wins().size() == 1 || rules.play().winners().several(hand.first().how().onDiscard()),
                where + ": several winners only under 一炮多响 on a discard: " + hand);
        for (HandResult.Win result : hand.wins()) {
            checkWin(rules, game, result, hand.dealer(), where + " (seat " + result.winner() + ")");
        }
        Event last = game.trace().get(game.trace().size() - 1);
        assertTrue(last instanceof Event.End, where + ": the trace ends with the end event");
    }

    private static void checkWin(RuleSet rules, Game game, HandResult.Win result, int dealer, String where) {
        if (result.tianhu() == HandResult.TianhuKind.DEAL) {
            // 000:73: the groups may be any, but the win is scored on every card held, loose ones too (000:117)
            assertGroupsAreTheWinnersCards(game, result, dealer, where);
            return;
        }
        assertEquals(rules.structure().groupsToWin(), result.groups().size(), where + ": groups of " + result);
        int huxi = 0;
        int cards = 0;
        for (Meld meld : result.groups()) {
            huxi += meld.huxi(rules.huxi());
            cards += meld.size();
        }
        assertEquals(result.huxi(), huxi, where + ": the result's huxi is its groups' huxi");
        assertGroupsAreTheWinnersCards(game, result, dealer, where);
        assertTrue(rules.win().mayWin(huxi), where + ": a win is one the variant's win rule allows");
        assertPairs(rules.structure().pair(), result.groups(), where);
        assertTrue(cards >= 3 * rules.structure().groupsToWin(), where + ": a win holds its groups' cards");
    }

    /**
     * A win's pairs follow the variant's pair rule: one pair iff a pao or ti where the pair is kept (000:54, 000:62),
     * none where the variant has no pair ({@code pair: never}), whatever pao or ti the win holds.
     */
    static void assertPairs(PairRule rule, List<Meld> groups, String where) {
        int pairs = 0;
        boolean paoOrTi = false;
        for (Meld meld : groups) {
            pairs += meld.kind() == GroupKind.PAIR ? 1 : 0;
            paoOrTi |= meld.kind() == GroupKind.PAO || meld.kind() == GroupKind.TI;
        }
        if (rule == PairRule.NEVER) {
            assertEquals(0, pairs, where + ": no pair where the variant has none");
        } else {
            assertEquals(paoOrTi ? 1 : 0, pairs, where + ": one pair iff a pao or ti (000:62)");
        }
    }

    /** Every hand is settled; a win the engine found is one the scoring pays; the payments sum to zero (000:120). */
    private static void checkSettlement(Game game, String where) {
        HandSettlement settlement = game.settlement();
        assertNotNull(settlement, where + ": a finished hand is settled");
        assertNotEquals(HandSettlement.Kind.REFUSED, settlement.kind(), where + ": " + settlement.reason());
        assertEquals(0, settlement.sum(), where + ": payments sum to zero: " + settlement);
        List<Event> trace = game.trace();
        assertEquals(new Event.Settle(settlement), trace.get(trace.size() - 2), where + ": the settle event");
    }
}
