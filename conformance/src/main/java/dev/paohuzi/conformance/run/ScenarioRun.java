package dev.paohuzi.conformance.run;

import dev.paohuzi.compiler.diag.Position;
import dev.paohuzi.conformance.model.Case;
import dev.paohuzi.conformance.model.Expectation;
import dev.paohuzi.conformance.model.ScenarioInput;
import dev.paohuzi.conformance.model.ScenarioLine;
import dev.paohuzi.runtime.game.AnalyzerWinCheck;
import dev.paohuzi.runtime.game.DeckOrder;
import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.game.HandSettlement;
import dev.paohuzi.runtime.game.IllegalChoiceException;
import dev.paohuzi.runtime.scoring.ScoredPattern;
import dev.paohuzi.runtime.rules.RuleSet;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Plays a scenario: lays out the deck, starts the hand, then walks the case's plays and expectations in file order,
 * checking each expectation against the hand as it stands there. A bad deck or an illegal choice stops the run with
 * its case-file position and the engine's step.
 */
public final class ScenarioRun {
    private final Case testCase;
    private final ScenarioInput input;
    private final RuleSet rules;
    private final List<String> failures = new ArrayList<>();
    private final StringBuilder actual = new StringBuilder();
    private int failedAt = -1;

    ScenarioRun(Case testCase, ScenarioInput input, RuleSet rules) {
        this.testCase = testCase;
        this.input = input;
        this.rules = rules;
    }

    CaseResult run() {
        Optional<Game> started = start();
        if (started.isEmpty()) {
            return new CaseResult(testCase, failures, "error: " + String.join("; ", failures));
        }
        Game game = started.get();
        for (Object item : inFileOrder()) {
            if (item instanceof ScenarioLine play && !play(game, play)) {
                break;
            }
            if (item instanceof Expectation expectation) {
                check(game, expectation);
            }
        }
        actual.append("result: ").append(ScenarioView.result(game));
        return new CaseResult(testCase, failures, actual.toString(), failedAt);
    }

    /**
     * The scenario's hand as dealt, before its first play, as {@link #run} starts it: for a stepper that plays the
     * {@code play} lines itself. An IllegalArgumentException says why the deck cannot be laid out or dealt.
     */
    public static Game deal(ScenarioInput input, RuleSet rules) {
        DeckOrder deck = new ScenarioDeck(rules, input).build();
        return Game.start(rules, deck, input.dealer(), input.deadHandsBefore(), AnalyzerWinCheck.of(rules));
    }

    private Optional<Game> start() {
        try {
            return Optional.of(deal(input, rules));
        } catch (ScenarioDeck.BadLine bad) {
            failures.add(bad.position() + ": " + bad.getMessage());
        } catch (IllegalArgumentException e) {
            failures.add(input.position() + ": the deck cannot be dealt: " + e.getMessage());
        }
        return Optional.empty();
    }

    private List<Object> inFileOrder() {
        List<Object> items = new ArrayList<>(input.plays());
        items.addAll(testCase.expectations());
        items.sort(Comparator.comparing(ScenarioRun::position,
                Comparator.comparingInt(Position::line).thenComparingInt(Position::column)));
        return items;
    }

    private static Position position(Object item) {
        return item instanceof ScenarioLine line ? line.position() : ((Expectation) item).position();
    }

    /** Applies one scripted choice; false (with the failure recorded) when it cannot be made. */
    private boolean play(Game game, ScenarioLine play) {
        if (game.isOver()) {
            fail(game, play.position() + ": `play " + play.text() + "`: the hand is already over ("
                    + ScenarioView.result(game) + ")");
            return false;
        }
        try {
            actual.append("play ").append(play.text()).append(" (seat ").append(game.pendingSeat()).append(")\n");
            game.choose(play.text());
            return true;
        } catch (IllegalChoiceException e) {
            fail(game, play.position() + ": " + e.getMessage());
            return false;
        }
    }

    private void check(Game game, Expectation expectation) {
        if (!(expectation instanceof Expectation.Step step)) {
            settlement(game, expectation);
            return;
        }
        ScenarioView view = new ScenarioView(game);
        try {
            ScenarioView.Comparison comparison = view.compare(step.what(), step.text());
            actual.append(step.what()).append(' ').append(comparison.actual()).append('\n');
            if (!comparison.holds()) {
                fail(game, step.position() + ": expected " + step.what() + " " + step.text() + ", got "
                        + comparison.actual());
            }
        } catch (IllegalArgumentException e) {
            fail(game, step.position() + ": " + e.getMessage());
        }
    }

    /** Records a failure found with the hand as it stands; the first one marks where the scenario went wrong. */
    private void fail(Game game, String failure) {
        if (failures.isEmpty()) {
            failedAt = game.trace().size();
        }
        failures.add(failure);
    }

    /**
     * {@code expect grade / fan / base / match / patterns} read the hand's settlement (the scoring of its result):
     * every win's, so under 一炮多响 each winner must have the value.
     */
    private void settlement(Game game, Expectation expectation) {
        HandSettlement settlement = game.settlement();
        Optional<String> failure;
        if (settlement == null || settlement.kind() != HandSettlement.Kind.WIN) {
            failure = Optional.of("`" + ScoreCheck.kind(expectation) + "` needs a settled win, got "
                    + (settlement == null ? ScenarioView.result(game) : settlement.kind().word() + " "
                    + settlement.reason()));
        } else if (expectation instanceof Expectation.Grade grade) {
            failure = eachWin("grade", String.valueOf(grade.grade()), settlement, paid -> String.valueOf(paid.grade()));
        } else if (expectation instanceof Expectation.Fan fan) {
            failure = eachWin("fan", String.valueOf(fan.fan()), settlement, paid -> String.valueOf(paid.fan()));
        } else if (expectation instanceof Expectation.Base base) {
            failure = eachWin("base", String.valueOf(base.base()), settlement, paid -> String.valueOf(paid.base()));
        } else if (expectation instanceof Expectation.MatchValue match) {
            failure = eachWin("match", String.valueOf(match.value()), settlement,
                    paid -> String.valueOf(paid.matchValue()));
        } else if (expectation instanceof Expectation.Patterns patterns) {
            String expected = ScoreCheck.patternsText(patterns.patterns().stream()
                    .map(p -> new ScoredPattern(p.name(), p.fan(), "")).toList());
            failure = eachWin("patterns:", expected, settlement, paid -> ScoreCheck.patternsText(paid.patterns()));
        } else {
            failure = Optional.of("`" + ScoreCheck.kind(expectation) + "` does not apply to a scenario (it checks "
                    + "options, hand, table, stale, pile, last, result, points, grade, fan, base, match, patterns)");
        }
        failure.ifPresent(text -> fail(game, expectation.position() + ": " + text));
    }

    /**
     * Checks one settled value of every win: under 一炮多响 each winner's must be the expected one (a first-win check
     * would let the other wins go unchecked), and the value is shown per winning seat.
     */
    private Optional<String> eachWin(String label, String expected, HandSettlement settlement,
                                     Function<HandSettlement.Paid, String> value) {
        List<HandSettlement.Paid> wins = settlement.wins();
        boolean holds = wins.stream().allMatch(paid -> value.apply(paid).equals(expected));
        String got = wins.size() == 1 ? value.apply(wins.get(0)) : wins.stream()
                .map(paid -> value.apply(paid) + " (seat " + paid.winner() + ")").collect(Collectors.joining("; "));
        actual.append(label).append(' ').append(got).append('\n');
        return holds ? Optional.empty()
                : Optional.of("expected " + label + " " + expected + (wins.size() == 1 ? "" : " for every win")
                + ", got " + label + " " + got);
    }
}
