package dev.paohuzi.runtime.scoring;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.holding.Holding;
import dev.paohuzi.runtime.holding.HoldingParseResult;
import dev.paohuzi.runtime.holding.HoldingParser;
import dev.paohuzi.runtime.rules.Play;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.rules.Seating;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads one `score` line: a winning holding as `analyze` reads it, with context words anywhere on the line
 * (docs/scoring.md): win:CARD, self-draw, discard, last-card, dealer, tianhu, dihu, no-intake, joker-wait:N,
 * seats:N, counting-seat, xing:CARD (the 醒 card named after the win). Context words are blanked out before the holding is parsed, so a bad card is still
 * reported at its own column. Two other line forms price what is not a win: `escape others-huxi:N` and
 * `dead-hand jokers:A,B,C`. Bad input is a value, never an exception.
 */
public final class ScoreLine {
    private static final Pattern WORD = Pattern.compile("\\S+");

    private final RuleSet rules;
    private final HoldingParser holdings;

    public ScoreLine(RuleSet rules) {
        this.rules = rules;
        this.holdings = new HoldingParser(rules);
    }

    /** The holding and context of a line. */
    public sealed interface Result {
    }

    public record Valid(Holding holding, WinContext context) implements Result {
    }

    /** `escape others-huxi:N`: what a seat that leaves pays, N the best huxi of the seats that stay, added. */
    public record Escape(int othersHuxi) implements Result {
    }

    /** `dead-hand jokers:A,B,C`: a dead hand with these jokers per seat, the dealer first, then in turn order. */
    public record DeadHand(int[] jokers) implements Result {
    }

    /** @param column 1-based column of the offending word */
    public record Invalid(int column, String message) implements Result {
    }

    public Result parse(String line) {
        String[] form = line.strip().split("\\s+");
        if (form[0].equals("escape")) {
            return escape(form);
        }
        if (form[0].equals("dead-hand")) {
            return deadHand(form);
        }
        WinContext.Builder context = WinContext.builder();
        StringBuilder holding = new StringBuilder(line);
        Matcher words = WORD.matcher(line);
        while (words.find()) {
            String word = words.group();
            String problem = contextWord(word, context);
            if (problem == null) {
                for (int i = words.start(); i < words.end(); i++) {
                    holding.setCharAt(i, ' ');
                }
            } else if (!problem.isEmpty()) {
                return new Invalid(words.start() + 1, "column " + (words.start() + 1) + ": '" + word + "' " + problem);
            }
        }
        HoldingParseResult parsed = holdings.parse(holding.toString());
        if (parsed instanceof HoldingParseResult.Invalid invalid) {
            return new Invalid(invalid.column(), invalid.message());
        }
        return new Valid(((HoldingParseResult.Valid) parsed).holding(), context.build());
    }

    private static Result escape(String[] words) {
        if (words.length != 2 || !words[1].matches("others-huxi:[0-9]{1,4}")) {
            return new Invalid(1, "write `escape others-huxi:N`, N the best huxi of the seats that stay, added");
        }
        return new Escape(Integer.parseInt(words[1].substring("others-huxi:".length())));
    }

    private Result deadHand(String[] words) {
        if (words.length != 2 || !words[1].matches("jokers:[0-4](,[0-4]){1,3}")) {
            return new Invalid(1, "write `dead-hand jokers:A,B,C`: the jokers each seat holds, the dealer first,"
                    + " then next, previous");
        }
        String[] counts = words[1].substring("jokers:".length()).split(",");
        int[] jokers = new int[counts.length];
        int total = 0;
        for (int seat = 0; seat < counts.length; seat++) {
            jokers[seat] = Integer.parseInt(counts[seat]);
            total += jokers[seat];
        }
        if (total > rules.deck().jokers()) {
            return new Invalid(1, total + " jokers held, but " + rules.name() + " has " + rules.deck().jokers());
        }
        return new DeadHand(jokers);
    }

    /** Null when the word is a context word (and was applied), "" when it is not one, else what is wrong with it. */
    private String contextWord(String word, WinContext.Builder context) {
        switch (word) {
            case "self-draw" -> context.selfDraw();
            case "discard" -> context.onDiscard();
            case "last-card" -> context.lastCard();
            case "dealer" -> context.dealer();
            case "tianhu" -> context.tianhu();
            case "dihu" -> context.dihu();
            case "no-intake" -> context.noIntake();
            case "counting-seat" -> {
                if (rules.seating().countingSeat() == Seating.CountingSeat.NONE) {
                    return "names a counting seat, but " + rules.name() + " has none (its `counting seat` rule)";
                }
                context.countingSeat();
            }
            default -> {
                return valuedWord(word, context);
            }
        }
        return null;
    }

    private String valuedWord(String word, WinContext.Builder context) {
        int colon = word.indexOf(':');
        if (colon < 0) {
            return "";
        }
        String key = word.substring(0, colon);
        String value = word.substring(colon + 1);
        switch (key) {
            case "win" -> {
                int card = Cards.parse(value);
                if (card < 0) {
                    return "does not name a card: write win:CARD, e.g. win:s7";
                }
                context.winCard(card);
            }
            case "xing" -> {
                int card = Cards.parse(value);
                if (card < 0 || card == Cards.JOKER) {
                    return "does not name a 醒 card: write xing:CARD, e.g. xing:s7";
                }
                if (rules.play().xing() == Play.Xing.NONE) {
                    return "names a 醒 card, but " + rules.name() + " has none (its `xing` rule)";
                }
                context.xingCard(card);
            }
            case "seats" -> {
                if (!value.matches("[2-4]")) {
                    return "is not a table: 2, 3 or 4 seats play (004:31)";
                }
                context.seats(Integer.parseInt(value));
            }
            case "joker-wait" -> {
                if (!value.matches("[12]")) {
                    return "is not a joker wait: joker-wait:1 (单王吊) or joker-wait:2 (双王吊)";
                }
                context.jokerWait(Integer.parseInt(value));
            }
            case "dead-hands" -> {
                if (!value.matches("[0-9]{1,2}")) {
                    return "is not a count: dead-hands:N, the dead hands in a row just before this hand (黄番)";
                }
                context.deadHands(Integer.parseInt(value));
            }
            default -> {
                return "";
            }
        }
        return null;
    }
}
