package dev.paohuzi.runtime.game.bot;

import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.game.Action;
import dev.paohuzi.runtime.game.ActionType;
import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.game.HandStarter;
import dev.paohuzi.runtime.game.Observation;
import dev.paohuzi.runtime.game.bot.RestrictedBot.Restriction;
import dev.paohuzi.runtime.rules.RuleSet;
import org.junit.jupiter.api.Test;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.function.Supplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Restricted play: a restricted bot never makes a move its restriction forbids while the rules leave another; where
 * they leave none (a pong forced under 必碰), it makes the move its unrestricted self would; and each restriction
 * does bind (the unrestricted bot would have made the forbidden move), so the checks are not vacuous.
 */
class RestrictedBotTest {
    private static final int HANDS = 12;
    /** Hands in which the expert breaks a waiting hand at least once (it rarely does). */
    private static final int WAIT_HANDS = 200;
    private static final List<RuleSet> VARIANTS = List.of(RealVariants.HUNAN, RealVariants.LUZHOU,
            RealVariants.testVariant("forced-pong"), RealVariants.testVariant("must-win"));

    /** What one restricted seat did over the hands. */
    private static final class Counted {
        int decisions;
        /** Decisions where the unrestricted bot would have made a forbidden move. */
        int binding;
        /** Decisions where every option was forbidden. */
        int forced;
    }

    /** Seat 0 restricted, checked at each of its decisions against a twin of the bot it wraps. */
    private static final class Checked implements Bot {
        private final RestrictedBot restricted;
        private final Bot twin;
        private final Counted counted;

        Checked(Restriction restriction, Supplier<Bot> bot, Counted counted) {
            this.restricted = new RestrictedBot(restriction, bot.get());
            this.twin = bot.get();
            this.counted = counted;
        }

        @Override
        public Action choose(Observation view, List<Action> options) {
            Predicate<Action> allowed = restricted.allowed(view, options);
            Action free = twin.choose(view, options);
            Action chosen = restricted.choose(view, options);
            assertTrue(options.contains(chosen), "a legal option");
            counted.decisions++;
            counted.binding += allowed.test(free) ? 0 : 1;
            if (options.stream().anyMatch(allowed)) {
                assertTrue(allowed.test(chosen), restricted.name() + " chose " + chosen + " among " + options);
            } else {
                counted.forced++;
                assertEquals(free, chosen, "with every option forbidden, the unrestricted bot's choice");
            }
            return chosen;
        }

        @Override
        public String name() {
            return restricted.name();
        }
    }

    private static Map<Restriction, Counted> play(RuleSet rules, Supplier<Bot> bot, List<Restriction> restrictions,
                                                  int hands) {
        Map<Restriction, Counted> counts = new EnumMap<>(Restriction.class);
        HandStarter starter = new HandStarter(rules);
        int players = rules.seating().players();
        for (Restriction restriction : restrictions) {
            Counted counted = new Counted();
            for (long seed = 1; seed <= hands; seed++) {
                Bot[] seats = new Bot[players];
                seats[0] = new Checked(restriction, bot, counted);
                for (int seat = 1; seat < players; seat++) {
                    seats[seat] = bot.get();
                }
                assertTrue(Bot.playOut(starter.start(seed, (int) (seed % players)), seats).isOver());
            }
            counts.put(restriction, counted);
        }
        return counts;
    }

    @Test
    void neverMakesAForbiddenMoveWhileAnotherIsLegal() {
        Map<Restriction, Integer> binding = new EnumMap<>(Restriction.class);
        for (RuleSet rules : VARIANTS) {
            for (Supplier<Bot> bot : List.<Supplier<Bot>>of(ExpertBot::new, GreedyBot::new)) {
                Map<Restriction, Counted> counts = play(rules, bot, List.of(Restriction.values()), HANDS);
                counts.forEach((r, c) -> binding.merge(r, c.binding, Integer::sum));
                assertEquals(0, counts.get(Restriction.NEVER_CHI).forced, "a chi may always be passed");
            }
        }
        assertTrue(binding.get(Restriction.NEVER_PONG) > 0, "the bots pong: " + binding);
        assertTrue(binding.get(Restriction.NEVER_CHI) > 0, "the bots chi: " + binding);
        assertEquals(0, binding.get(Restriction.FIRST_WIN), "the weighing bots always win: " + binding);
    }

    /**
     * A bot that passes every win it may pass (waiting for a bigger one): first-win makes it take each, so it binds
     * wherever a passable win is offered, and every win offered is taken (the check in {@link Checked}).
     */
    @Test
    void firstWinTakesEveryWinOffered() {
        Counted counted = play(RealVariants.HUNAN, PassesWins::new, List.of(Restriction.FIRST_WIN), WAIT_HANDS)
                .get(Restriction.FIRST_WIN);
        assertTrue(counted.binding > 0, "a win was offered and might have been passed");
    }

    /** Greedy, but passing a win where it may. */
    private static final class PassesWins implements Bot {
        private final GreedyBot greedy = new GreedyBot();

        @Override
        public Action choose(Observation view, List<Action> options) {
            Action pass = options.stream().filter(o -> o.type() == ActionType.PASS).findFirst().orElse(null);
            return Action.winAmong(options) != null && pass != null ? pass : greedy.choose(view, options);
        }

        @Override
        public String name() {
            return "passes-wins";
        }
    }

    /** The expert breaks a waiting hand for a better one now and then: first-wait keeps it waiting. */
    @Test
    void firstWaitKeepsAWaitingHandWaiting() {
        Counted counted = play(RealVariants.HUNAN, ExpertBot::new, List.of(Restriction.FIRST_WAIT), WAIT_HANDS)
                .get(Restriction.FIRST_WAIT);
        assertTrue(counted.binding > 0, "the expert breaks a waiting hand in " + WAIT_HANDS + " hands");
        assertEquals(0, counted.forced, "a discard decision always has a discard first-wait allows");
    }

    /**
     * The engine makes a forced move without asking (a pong under 必碰, a pao, a win under `must win`); where a
     * restricted bot is asked with every option forbidden, it chooses among them all as the bot it wraps would, and
     * a forbidden option beside an allowed one is never taken.
     */
    @Test
    void withEveryOptionForbiddenItChoosesAsItsBotWould() {
        RuleSet rules = RealVariants.testVariant("must-win");
        Observation view = new HandStarter(rules).start(1, 0).observation(0);
        Action win = Action.of(ActionType.HU, 3);
        Action pong = Action.of(ActionType.PONG, 3);
        for (Restriction restriction : Restriction.values()) {
            RestrictedBot bot = new RestrictedBot(restriction, new GreedyBot());
            assertEquals(win, bot.choose(view, List.of(win)), restriction + ": the only option");
        }
        List<Action> pongs = List.of(pong, Action.of(ActionType.PONG, 7), Action.of(ActionType.PONG, 12));
        RestrictedBot neverPong = new RestrictedBot(Restriction.NEVER_PONG, new RandomBot(5));
        RandomBot twin = new RandomBot(5);
        RestrictedBot neverPongBesideWin = new RestrictedBot(Restriction.NEVER_PONG, new RandomBot(5));
        RestrictedBot firstWin = new RestrictedBot(Restriction.FIRST_WIN, new RandomBot(5));
        for (int i = 0; i < 20; i++) {
            assertEquals(twin.choose(view, pongs), neverPong.choose(view, pongs), "every pong forbidden");
            assertEquals(win, neverPongBesideWin.choose(view, List.of(pong, win)), "the pong is forbidden, the win "
                    + "is not");
            assertEquals(win, firstWin.choose(view, List.of(pong, win, Action.pass(3))), "the win at once");
        }
    }

    @Test
    void namesAreReadOrRefusedPlainly() {
        assertEquals(Restriction.FIRST_WAIT, RestrictedBot.restriction("restricted:first-wait:ismcts:50"));
        assertEquals("ismcts:50", RestrictedBot.wrapped("restricted:first-wait:ismcts:50"));
        BotLineup lineup = BotLineup.parse("restricted:never-chi:expert,greedy,expert", 3);
        assertEquals("restricted:never-chi:expert", lineup.seat(1)[0].name());
        for (String bad : List.of("restricted:never-chi", "restricted:no-such:expert", "restricted:never-chi:foo",
                "restricted:never-chi:greedy:5")) {
            assertThrows(IllegalArgumentException.class, () -> BotLineup.parse(bad, 3), bad);
        }
    }
}
