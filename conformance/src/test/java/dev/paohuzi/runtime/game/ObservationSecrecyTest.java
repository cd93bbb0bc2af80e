package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.game.bot.Bot;
import dev.paohuzi.runtime.game.bot.BotLineup;
import dev.paohuzi.runtime.game.bot.RandomBot;
import dev.paohuzi.runtime.rules.RuleSet;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * No bot can reach another seat's concealed cards or the wall (issue 11): at every decision of seeded hands of every
 * region, (a) nothing reachable from the pending seat's observation is the hand, a seat's state, the wall, a claim
 * round, a deck or a win check or scorer (whose working state may hold another seat's cards), nor another seat's
 * concealed counts; (b) a twin hand that differs only in what the seat cannot see (the other seats' concealed cards
 * dealt anew among them and the wall, the undrawn wall reordered) gives an equal observation, and every bot of the
 * registry chooses the same option in both.
 */
class ObservationSecrecyTest {
    private static final int HANDS = Integer.getInteger("engine.secrecyHands", 6);
    /** Classes whose instances hold, or may hold in working state, cards a seat must not see. */
    private static final List<Class<?>> SECRET = List.of(Game.class, SeatState.class, Wall.class, ClaimRound.class,
            DeckOrder.class, WinCheck.class, Settler.class, HuFinder.class, dev.paohuzi.runtime.scoring.Scorer.class);

    @TestFactory
    Stream<DynamicTest> observationsHoldNothingHiddenAndTwinsLookAlike() {
        return RealVariants.ALL.stream().map(rules -> DynamicTest.dynamicTest(rules.name(), () -> {
            for (long seed = 0; seed < HANDS; seed++) {
                check(rules, seed);
            }
        }));
    }

    private static void check(RuleSet rules, long seed) {
        Game game = Game.start(rules, DeckOrder.shuffled(rules, seed), (int) (seed % 3));
        Bot[] players = {new RandomBot(seed), new RandomBot(seed + 1), new RandomBot(seed + 2)};
        SplittableRandom scramble = new SplittableRandom(seed);
        int decision = 0;
        while (!game.isOver()) {
            int seat = game.pendingSeat();
            Observation view = game.observation(seat);
            String where = rules.name() + " seed " + seed + " decision " + decision++ + " seat " + seat;
            holdsNothingHidden(game, seat, view, where);
            Game twin = twin(game, seat, scramble);
            assertEquals(view, twin.observation(seat), where + ": the twin's observation differs");
            for (String kind : BotLineup.KINDS) {
                String lineup = kind.equals("ismcts") ? "ismcts:8" : kind;
                Action here = BotLineup.parse(lineup, game.players()).seat(seed)[seat].choose(view,
                        game.legalActions());
                Action there = BotLineup.parse(lineup, game.players()).seat(seed)[seat].choose(
                        twin.observation(seat), twin.legalActions());
                assertEquals(here, there, where + ": bot " + kind + " chose differently in the twin");
            }
            game.choose(players[seat].choose(view, game.legalActions()));
        }
    }

    /** The hand with the other seats' concealed cards dealt anew among them and the wall, the wall reshuffled. */
    private static Game twin(Game game, int seat, SplittableRandom random) {
        Game twin = game.copy();
        Wall wall = twin.wall();
        int[] undrawn = wall.undrawn();
        // the card a variant shows at the wall's bottom (002:13) stays there
        int fixed = twin.shownLastCard() >= 0 && undrawn.length > 0 ? 1 : 0;
        int[] pool = new int[Cards.ALL_KINDS];
        for (int i = 0; i < undrawn.length - fixed; i++) {
            pool[undrawn[i]]++;
        }
        int[] sizes = new int[twin.players()];
        for (int other = 0; other < twin.players(); other++) {
            if (other != seat) {
                SeatState state = twin.seat(other);
                for (int card = 0; card < Cards.ALL_KINDS; card++) {
                    pool[card] += state.hand[card];
                    sizes[other] += state.hand[card];
                    state.removeAll(card);
                }
            }
        }
        List<Integer> cards = new java.util.ArrayList<>();
        for (int card = 0; card < Cards.ALL_KINDS; card++) {
            cards.addAll(Collections.nCopies(pool[card], card));
        }
        Collections.shuffle(cards, new java.util.Random(random.nextLong()));
        int next = 0;
        for (int other = 0; other < twin.players(); other++) {
            for (int k = 0; k < sizes[other]; k++) {
                twin.seat(other).add(cards.get(next++), 1);
            }
        }
        int[] reordered = undrawn.clone();
        for (int i = 0; i < undrawn.length - fixed; i++) {
            reordered[i] = cards.get(next++);
        }
        wall.rearrange(reordered);
        return twin;
    }

    /** Walks every object reachable from the observation through its fields, collections and arrays. */
    private static void holdsNothingHidden(Game game, int seat, Observation view, String where) {
        Set<Object> hidden = Collections.newSetFromMap(new IdentityHashMap<>());
        for (int other = 0; other < game.players(); other++) {
            if (other != seat) {
                hidden.add(game.seat(other).hand);
            }
        }
        Set<Object> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        Deque<Object> todo = new ArrayDeque<>(List.of(view));
        while (!todo.isEmpty()) {
            Object object = todo.pop();
            if (!seen.add(object)) {
                continue;
            }
            Class<?> type = object.getClass();
            for (Class<?> secret : SECRET) {
                assertFalse(secret.isInstance(object), where + ": the observation reaches a " + type.getName());
            }
            assertFalse(hidden.contains(object), where + ": the observation reaches another seat's concealed cards");
            if (type.isArray()) {
                if (!type.getComponentType().isPrimitive()) {
                    for (int i = 0; i < Array.getLength(object); i++) {
                        push(todo, Array.get(object, i));
                    }
                }
            } else if (object instanceof Collection<?> collection) {
                todo.addAll(collection.stream().filter(java.util.Objects::nonNull).toList());
            } else if (object instanceof Map<?, ?> map) {
                map.forEach((key, value) -> {
                    push(todo, key);
                    push(todo, value);
                });
            } else if (!type.getName().startsWith("java.")) {
                for (Class<?> c = type; c != null && !c.getName().startsWith("java."); c = c.getSuperclass()) {
                    for (Field field : c.getDeclaredFields()) {
                        if (!Modifier.isStatic(field.getModifiers()) && !field.getType().isPrimitive()) {
                            field.setAccessible(true);
                            try {
                                push(todo, field.get(object));
                            } catch (IllegalAccessException e) {
                                throw new AssertionError(e);
                            }
                        }
                    }
                }
            }
        }
        assertTrue(seen.size() > 10, where + ": the walk reached too little to mean anything");
    }

    private static void push(Deque<Object> todo, Object object) {
        if (object != null) {
            todo.push(object);
        }
    }
}
