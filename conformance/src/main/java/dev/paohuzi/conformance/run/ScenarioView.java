package dev.paohuzi.conformance.run;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.game.Action;
import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.game.HandResult;
import dev.paohuzi.runtime.game.HandSettlement;
import dev.paohuzi.runtime.game.Meld;
import dev.paohuzi.runtime.game.Event;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.scoring.WinContext;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The hand as a scenario's expectations see it, in the words of a case file. Each expectation is compared as
 * canonical text: cards in ASCII, sets sorted, so {@code 一 二} and {@code s2 s1} read the same.
 */
final class ScenarioView {
    private static final Pattern SEAT_TEXT = Pattern.compile("(\\d+)\\s*:(.*)", Pattern.DOTALL);
    private static final Pattern WORD = Pattern.compile("[^\\s,:|]+");
    /** {@code table 1 seen by 2: ...}: seat 1's table as seat 2 observes it ("Who sees what", docs/engine.md). */
    private static final Pattern SEEN_BY = Pattern.compile("(\\d+)\\s+seen\\s+by\\s+(\\d+)\\s*(:.*)", Pattern.DOTALL);

    /** What the hand shows for one expectation, and whether the expectation holds. */
    record Comparison(boolean holds, String actual) {
    }

    private final Game game;

    ScenarioView(Game game) {
        this.game = game;
    }

    Comparison compare(String what, String text) {
        return switch (what) {
            case "options" -> seatSet(text, seat -> game.pendingSeat() == seat
                    ? game.legalActions().stream().map(a -> option(a.notation())).toList() : List.of(), "\\|");
            case "hand" -> seatSet(text, seat -> names(concealed(seat)), "\\s+");
            case "table" -> table(text);
            case "stale" -> seatSet(text, seat -> names(game.staleCards(seat)), "\\s+");
            case "pile" -> seatList(text);
            case "last" -> same(afterColon(text), lastChoice());
            case "result" -> same(afterColon(text), result(game));
            case "points" -> same(afterColon(text), points());
            default -> throw new IllegalArgumentException("unknown expectation `" + what + "`");
        };
    }

    /** A seat's melds as the referee sees them, or with {@code K seen by V:} as seat V observes seat K's. */
    private Comparison table(String text) {
        Matcher seenBy = SEEN_BY.matcher(text);
        if (!seenBy.matches()) {
            return seatSet(text, seat -> game.table(seat).stream().map(ScenarioView::meld).toList(), "\\s+");
        }
        int viewer = Integer.parseInt(seenBy.group(2));
        seatText(viewer + seenBy.group(3));
        Comparison seen = seatSet(seenBy.group(1) + seenBy.group(3),
                seat -> game.observation(viewer).table(seat).stream().map(ScenarioView::meld).toList(), "\\s+");
        return new Comparison(seen.holds(), seen.actual().replaceFirst(":", " seen by " + viewer + ":"));
    }

    private interface SeatItems {
        List<String> of(int seat);
    }

    /** {@code SEAT: item item ...}, compared as a multiset; {@code none} for no items. */
    private Comparison seatSet(String text, SeatItems items, String separator) {
        Matcher seatText = seatText(text);
        int seat = Integer.parseInt(seatText.group(1));
        List<String> expected = new ArrayList<>();
        for (String item : seatText.group(2).trim().split(separator)) {
            if (!item.isBlank() && !item.trim().equals("none")) {
                expected.add(option(canonical(item.trim())));
            }
        }
        List<String> actual = items.of(seat);
        List<String> sortedActual = new ArrayList<>(actual);
        expected.sort(null);
        sortedActual.sort(null);
        return new Comparison(expected.equals(sortedActual), seat + ": " + (actual.isEmpty() ? "none"
                : String.join(separator.equals("\\|") ? " | " : " ", actual)));
    }

    /** {@code pile SEAT: cards} in the order they went to the pile. */
    private Comparison seatList(String text) {
        Matcher seatText = seatText(text);
        int seat = Integer.parseInt(seatText.group(1));
        String expected = canonical(seatText.group(2).trim());
        List<String> pile = names(game.pile(seat));
        String actual = pile.isEmpty() ? "none" : String.join(" ", pile);
        return new Comparison(expected.equals(actual), seat + ": " + actual);
    }

    private Matcher seatText(String text) {
        Matcher seatText = SEAT_TEXT.matcher(text);
        if (!seatText.matches()) {
            throw new IllegalArgumentException("`" + text
                    + "`: write a seat, a colon and what it holds, e.g. `1: s1 s2`");
        }
        if (Integer.parseInt(seatText.group(1)) >= game.players()) {
            throw new IllegalArgumentException("seat " + seatText.group(1) + " does not exist (0.."
                    + (game.players() - 1) + ")");
        }
        return seatText;
    }

    private static String afterColon(String text) {
        return text.startsWith(":") ? text.substring(1) : text;
    }

    private static Comparison same(String expected, String actual) {
        return new Comparison(canonical(expected).equals(actual), actual);
    }

    /** Every card word in ASCII, separators kept, blanks squeezed. */
    static String canonical(String text) {
        Matcher word = WORD.matcher(text.trim().replaceAll("\\s+", " "));
        StringBuilder out = new StringBuilder();
        while (word.find()) {
            int card = word.group().length() == 1 ? Cards.parse(word.group()) : -1;
            word.appendReplacement(out, Matcher.quoteReplacement(card >= 0 ? Cards.name(card) : word.group()));
        }
        word.appendTail(out);
        return out.toString();
    }

    /**
     * A chi option with its groups' cards in card order and its 比 groups sorted: 000:52-53 lets the 比 come in
     * either order, so a case need not know the engine's. Other items are left as they are.
     */
    static String option(String item) {
        if (!item.startsWith("chi ")) {
            return item;
        }
        List<String> groups = new ArrayList<>();
        for (String group : item.substring(4).split(" bi ")) {
            groups.add(Arrays.stream(group.trim().split(",")).sorted(Comparator.comparingInt(Cards::parse))
                    .collect(Collectors.joining(",")));
        }
        List<String> bi = new ArrayList<>(groups.subList(1, groups.size()));
        bi.sort(null);
        return "chi " + groups.get(0) + bi.stream().map(group -> " bi " + group).collect(Collectors.joining());
    }

    private List<Integer> concealed(int seat) {
        int[] counts = game.hand(seat);
        List<Integer> cards = new ArrayList<>();
        for (int card = 0; card < counts.length; card++) {
            for (int copy = 0; copy < counts[card]; copy++) {
                cards.add(card);
            }
        }
        return cards;
    }

    private static List<String> names(List<Integer> cards) {
        return cards.stream().map(Cards::name).toList();
    }

    /** {@code pong:b3} for a group of one card, {@code chi:s1,s2,s3} for the rest, as {@code analyze} writes melds. */
    static String meld(Meld meld) {
        boolean sameCards = meld.size() >= 3 && meld.card(0) == meld.card(1) && meld.card(1) == meld.card(2);
        if (sameCards && meld.kind() != GroupKind.MIXED) {
            return meld.kind().word() + ":" + Cards.name(meld.card());
        }
        return "chi:" + meld.cardsText();
    }

    /** The hand's settlement per seat, in seat order; {@code none} before the hand is over. */
    private String points() {
        HandSettlement settlement = game.settlement();
        if (settlement == null) {
            return "none";
        }
        if (settlement.kind() == HandSettlement.Kind.REFUSED) {
            return "refused: " + settlement.reason();
        }
        return settlement.points().stream().map(String::valueOf).collect(Collectors.joining(" "));
    }

    /** {@code SEAT [forced] NOTATION} of the last choice made, or {@code none}. */
    private String lastChoice() {
        List<Event> trace = game.trace();
        for (int i = trace.size() - 1; i >= 0; i--) {
            if (trace.get(i) instanceof Event.Choice choice) {
                return choice.seat() + (choice.forced() ? " forced " : " ") + choice.action().notation();
            }
        }
        return "none";
    }

    /**
     * {@code win SEAT on CARD huxi N [self-draw] [tianhu-KIND] [haidi] [dealers-first-discard] [joker-wait:N]}
     * {@code next-dealer D} (the {@code win} words once per winner under 一炮多响), {@code dead next-dealer D},
     * or {@code playing} while the hand goes on.
     */
    static String result(Game game) {
        HandResult result = game.result();
        if (result == null) {
            return "playing";
        }
        List<String> words = new ArrayList<>();
        if (result.outcome() == HandResult.Outcome.DEAD) {
            words.add("dead");
        } else {
            for (HandResult.Win win : result.wins()) {     // each winner's, in `winners order` (一炮多响)
                WinContext how = win.how();
                words.addAll(Arrays.asList("win", String.valueOf(win.winner()), "on",
                        how.card() < 0 ? "none" : Cards.name(how.card()), "huxi", String.valueOf(win.huxi())));
                if (how.selfDraw()) {
                    words.add("self-draw");
                }
                if (win.tianhu() != HandResult.TianhuKind.NONE) {
                    words.add("tianhu-" + win.tianhu().word());
                }
                if (how.lastCard()) {
                    words.add("haidi");
                }
                if (win.dealersFirstDiscard()) {
                    words.add("dealers-first-discard");
                }
                if (how.jokerWait() > 0) {
                    words.add("joker-wait:" + how.jokerWait());
                }
            }
        }
        words.add("next-dealer");
        words.add(String.valueOf(result.nextDealer()));
        return words.stream().collect(Collectors.joining(" "));
    }
}
