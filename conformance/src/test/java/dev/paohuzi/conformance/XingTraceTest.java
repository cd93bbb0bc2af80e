package dev.paohuzi.conformance;

import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.game.HandResult;
import dev.paohuzi.runtime.game.HandSettlement;
import dev.paohuzi.runtime.game.Meld;
import dev.paohuzi.runtime.game.bot.Bot;
import dev.paohuzi.runtime.game.bot.Match;
import dev.paohuzi.runtime.game.bot.RandomBot;
import dev.paohuzi.runtime.game.Event;
import dev.paohuzi.runtime.rules.RuleSet;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The 醒 as the engine names it in play, over seeded random hands of the test variants of xing.cases (翻醒 and 跟醒,
 * each 醒 card held one grade more than Hunan's (huxi - 12) / 3): every win's trace shows one `xing` event just before
 * the settlement, naming the card the reading gives (翻醒: a point above the turned card, of its size; 跟醒: the card
 * won on), and the win is graded on the copies of that card among the winner's groups. Hunan's hands show none.
 */
class XingTraceTest {
    private static final int HANDS = 400;

    @Test
    void fanXingNamesThePointAboveTheTurnedCard() {
        int wins = check(RealVariants.testVariant("fanxing"), (xing, win) -> {
            assertTrue(xing.turned() >= 0, "a wall card is turned");
            int expected = xing.turned() == Cards.JOKER ? -1
                    : Cards.of(Cards.size(xing.turned()), Cards.point(xing.turned()) % 10 + 1);
            assertEquals(expected, xing.card(), "the 醒 is one point above " + Cards.name(xing.turned()));
        });
        assertTrue(wins >= 20, "enough wins to see the rule: " + wins);
    }

    @Test
    void genXingNamesTheCardWonOn() {
        int wins = check(RealVariants.testVariant("genxing"), (xing, win) -> {
            assertEquals(-1, xing.turned(), "跟醒 turns no wall card");
            int card = win.how().card();
            int expected = card >= 0 && card < Cards.KINDS ? card : -1;
            assertEquals(expected, xing.card(), "the 醒 is the card won on");
        });
        assertTrue(wins >= 20, "enough wins to see the rule: " + wins);
    }

    @Test
    void hunanNamesNoXing() {
        for (Game game : hands(RealVariants.HUNAN)) {
            assertTrue(game.trace().stream().noneMatch(e -> e instanceof Event.Xing), "no 醒 event under hunan");
        }
    }

    private interface XingCheck {
        void check(Event.Xing xing, HandResult.Win win);
    }

    /** Checks every scored win of the seeded hands; returns how many there were. */
    private static int check(RuleSet rules, XingCheck reading) {
        int wins = 0;
        for (Game game : hands(rules)) {
            List<Event> trace = game.trace();
            List<Event.Xing> named = trace.stream().filter(e -> e instanceof Event.Xing).map(e -> (Event.Xing) e)
                    .toList();
            HandResult result = game.result();
            if (result.outcome() != HandResult.Outcome.WIN) {
                assertEquals(List.of(), named, "a dead hand names no 醒");
                continue;
            }
            assertEquals(1, named.size(), "one 醒 event per win");
            Event.Xing xing = named.get(0);
            assertEquals(xing, trace.get(trace.size() - 3), "the 醒 comes just before the settlement and the end");
            HandResult.Win win = result.first();     // every winner of one card names the same 醒: the first's
            reading.check(xing, win);
            assertEquals(xing.card(), win.how().xingCard(), "the result keeps the 醒 the trace shows");
            HandSettlement paid = game.settlement();
            if (paid.kind() == HandSettlement.Kind.WIN) {
                for (int i = 0; i < paid.wins().size(); i++) {
                    HandResult.Win each = result.wins().get(i);
                    assertEquals((each.huxi() - 12) / 3 + copies(each.groups(), xing.card()),
                            paid.wins().get(i).grade(), "Hunan's grade and one more per 醒 card held");
                }
                wins++;
            }
        }
        return wins;
    }

    private static int copies(List<Meld> groups, int card) {
        int copies = 0;
        for (Meld meld : groups) {
            for (int i = 0; i < meld.size(); i++) {
                copies += meld.card(i) == card ? 1 : 0;
            }
        }
        return copies;
    }

    private static List<Game> hands(RuleSet rules) {
        int players = rules.seating().players();
        return Match.play(rules, 9, HANDS, hand -> {
            Bot[] bots = new Bot[players];
            for (int seat = 0; seat < players; seat++) {
                bots[seat] = new RandomBot(hand * 31L + seat);
            }
            return bots;
        });
    }
}
