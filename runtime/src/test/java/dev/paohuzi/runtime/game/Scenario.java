package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.rules.RuleSet;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Predicate;

/** Test helper: a stacked hand (named hands by absolute seat, wall top) and a few ways to move it on. */
final class Scenario {
    private final RuleSet rules;
    private int dealer;
    private final List<List<Integer>> hands = new ArrayList<>();
    private List<Integer> wall = List.of();

    private Scenario(RuleSet rules) {
        this.rules = rules;
        for (int seat = 0; seat < rules.seating().players(); seat++) {
            hands.add(List.of());
        }
    }

    static Scenario of(RuleSet rules) {
        return new Scenario(rules);
    }

    Scenario dealer(int seat) {
        dealer = seat;
        return this;
    }

    /** The cards a seat must hold; for the dealer the last one named is the reveal card. */
    Scenario hand(int seat, String cards) {
        hands.set(seat, cards(cards));
        return this;
    }

    Scenario wall(String cards) {
        wall = cards(cards);
        return this;
    }

    Game start() {
        return Game.start(rules, DeckOrder.arranged(rules, dealer, hands, wall), dealer);
    }

    static List<Integer> cards(String text) {
        List<Integer> cards = new ArrayList<>();
        for (String name : text.trim().split("\\s+")) {
            if (!name.isEmpty()) {
                int card = Cards.parse(name);
                if (card < 0) {
                    throw new IllegalArgumentException("not a card: " + name);
                }
                cards.add(card);
            }
        }
        return cards;
    }

    static int card(String name) {
        return Cards.parse(name);
    }

    static List<String> options(Game game) {
        return game.legalActions().stream().map(Action::notation).toList();
    }

    /** Passes every offer and makes the first listed discard until the condition holds (at most 200 steps). */
    static void passUntil(Game game, Predicate<Game> condition) {
        for (int step = 0; step < 200 && !game.isOver() && !condition.test(game); step++) {
            List<String> options = options(game);
            game.choose(options.contains("pass") ? "pass" : options.get(0));
        }
        if (!condition.test(game)) {
            throw new AssertionError("the condition never held; trace ends " + game.trace()
                    .get(game.trace().size() - 1));
        }
    }

    /** The seat is asked and the offered card is the one named. */
    static Predicate<Game> offered(int seat, String card) {
        return game -> game.pendingSeat() == seat && game.offeredCard() == card(card);
    }

    static String hand(Game game, int seat) {
        int[] counts = game.hand(seat);
        List<String> names = new ArrayList<>();
        for (int card = 0; card < counts.length; card++) {
            for (int i = 0; i < counts[card]; i++) {
                names.add(Cards.name(card));
            }
        }
        return String.join(" ", names);
    }

    static String table(Game game, int seat) {
        return Arrays.toString(game.table(seat).toArray());
    }
}
