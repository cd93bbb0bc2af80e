package dev.paohuzi.runtime.scoring;

import dev.paohuzi.runtime.holding.Holding;
import dev.paohuzi.runtime.holding.HoldingParseResult;
import dev.paohuzi.runtime.holding.HoldingParser;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.rules.StakeKind;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads one `score` line: a winning holding as `analyze` reads it, with context words anywhere on the line
 * (docs/scoring.md): the win's ({@link WinContext.Builder#word}) and the hand's ({@link HandContext.Builder#word}).
 * Context words are blanked out before the holding is parsed, so a bad card is still reported at its own column. Two
 * other line forms price what is not a win: `escape others-huxi:N` and `dead-hand jokers:A,B,C`. Bad input is a value,
 * never an exception.
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

    /** A winning holding, how it was won and the hand around the win. */
    public record Valid(Holding holding, WinContext win, HandContext hand) implements Result {
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
        WinContext.Builder win = WinContext.builder();
        HandContext.Builder hand = HandContext.builder();
        StringBuilder holding = new StringBuilder(line);
        Matcher words = WORD.matcher(line);
        while (words.find()) {
            String word = words.group();
            String problem = contextWord(word, win, hand);
            if (problem == null) {
                for (int i = words.start(); i < words.end(); i++) {
                    holding.setCharAt(i, ' ');
                }
            } else if (!problem.isEmpty()) {
                return new Invalid(words.start() + 1, "column " + (words.start() + 1) + ": '" + word + "' " + problem);
            }
        }
        Optional<StakeKind> stake = hand.miscountedStake(rules);
        if (stake.isPresent()) {
            int column = line.indexOf(stake.get().word() + ":") + 1;
            return new Invalid(column, "column " + column + ": " + hand.stakeProblem(rules, stake.get()));
        }
        HoldingParseResult parsed = holdings.parse(holding.toString());
        if (parsed instanceof HoldingParseResult.Invalid invalid) {
            return new Invalid(invalid.column(), invalid.message());
        }
        return new Valid(((HoldingParseResult.Valid) parsed).holding(), win.build(), hand.build());
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
    /**
     * The line's context words, in order: what a form with a holding box and a context box (the hand page) puts in
     * the second. The other words are the holding. A word that is neither is left with the holding, where parsing
     * reports it.
     */
    public List<String> contextWords(String line) {
        WinContext.Builder win = WinContext.builder();
        HandContext.Builder hand = HandContext.builder();
        List<String> words = new ArrayList<>();
        for (String word : line.strip().split("\\s+")) {
            if (contextWord(word, win, hand) == null) {
                words.add(word);
            }
        }
        return words;
    }

    private String contextWord(String word, WinContext.Builder win, HandContext.Builder hand) {
        String problem = win.word(word, rules);
        return problem != null && problem.isEmpty() ? hand.word(word, rules) : problem;
    }
}
