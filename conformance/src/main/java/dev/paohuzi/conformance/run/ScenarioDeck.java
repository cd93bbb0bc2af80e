package dev.paohuzi.conformance.run;

import dev.paohuzi.compiler.diag.Position;
import dev.paohuzi.conformance.model.ScenarioInput;
import dev.paohuzi.conformance.model.ScenarioLine;
import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.game.DeckOrder;
import dev.paohuzi.runtime.rules.RuleSet;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A scenario's deck: the whole deck in deal order ({@code deck}), or named hands and the top of the wall. */
final class ScenarioDeck {
    private static final Pattern SEAT_LINE = Pattern.compile("(\\d+)\\s*:(.*)");

    /** A setup line that cannot be read, with its position. */
    static final class BadLine extends IllegalArgumentException {
        private final transient Position position;

        BadLine(Position position, String message) {
            super(message);
            this.position = position;
        }

        Position position() {
            return position;
        }
    }

    private final RuleSet rules;
    private final ScenarioInput input;

    ScenarioDeck(RuleSet rules, ScenarioInput input) {
        this.rules = rules;
        this.input = input;
    }

    DeckOrder build() {
        int players = rules.seating().players();
        List<List<Integer>> hands = new ArrayList<>();
        for (int seat = 0; seat < players; seat++) {
            hands.add(new ArrayList<>());
        }
        List<Integer> wall = new ArrayList<>();
        List<Integer> deck = null;
        for (ScenarioLine line : input.setup()) {
            switch (line.keyword()) {
                case "deck" -> deck = cards(line, line.text());
                case "wall" -> wall.addAll(cards(line, line.text().replaceFirst("^:", "")));
                default -> {
                    Matcher seatLine = SEAT_LINE.matcher(line.text());
                    if (!seatLine.matches()) {
                        throw new BadLine(line.position(), "`hand " + line.text() + "`: write a seat, a colon and "
                                + "its cards, e.g. `hand 1: s1 s2 s3`");
                    }
                    int seat = Integer.parseInt(seatLine.group(1));
                    if (seat >= players) {
                        throw new BadLine(line.position(), "seat " + seat + " does not exist: " + rules.name()
                                + " seats " + players + " players (0.." + (players - 1) + ")");
                    }
                    hands.get(seat).addAll(cards(line, seatLine.group(2)));
                }
            }
        }
        if (input.dealer() >= players) {
            throw new BadLine(input.position(), "dealer " + input.dealer() + " is not a seat of " + rules.name()
                    + " (0.." + (players - 1) + ")");
        }
        if (deck != null) {
            if (input.setup().size() > 1) {
                throw new BadLine(input.position(), "a `deck` line gives every card; drop the `hand` and `wall` lines");
            }
            return DeckOrder.stacked(rules, deck);
        }
        return DeckOrder.arranged(rules, input.dealer(), hands, wall);
    }

    /** Whitespace-separated card names, ASCII or Chinese. */
    static List<Integer> cards(ScenarioLine line, String text) {
        List<Integer> cards = new ArrayList<>();
        for (String word : text.trim().split("\\s+")) {
            if (word.isEmpty() || word.equals("none")) {
                continue;
            }
            int card = Cards.parse(word);
            if (card < 0) {
                throw new BadLine(line.position(), "'" + word + "' is not a card (s1..s10, b1..b10, W, 一…十, 壹…拾, 王)");
            }
            cards.add(card);
        }
        return cards;
    }
}
