package dev.paohuzi.conformance.run;

import dev.paohuzi.conformance.model.Expectation;
import dev.paohuzi.runtime.scoring.Payment;
import dev.paohuzi.runtime.scoring.Score;
import dev.paohuzi.runtime.scoring.ScoreResult;
import dev.paohuzi.runtime.scoring.ScoredPattern;
import dev.paohuzi.runtime.scoring.Seat;

import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/** Checks one expectation of a {@code score} case against the scorer's result; empty when it holds. */
final class ScoreCheck {
    private final ScoreResult result;

    ScoreCheck(ScoreResult result) {
        this.result = result;
    }

    Optional<String> check(Expectation expectation) {
        if (expectation instanceof Expectation.Refused) {
            return result instanceof ScoreResult.Refused ? Optional.empty()
                    : Optional.of("expected the line to be refused, got " + render(result));
        }
        if (expectation instanceof Expectation.Win win) {
            boolean scored = result instanceof ScoreResult.Scored;
            return scored == win.win() ? Optional.empty()
                    : Optional.of("expected " + AnalysisCheck.winWord(win.win()) + ", got " + render(result));
        }
        if (!(result instanceof ScoreResult.Scored scored)) {
            return Optional.of("expected a score, got " + render(result));
        }
        Score score = scored.score();
        if (expectation instanceof Expectation.Huxi huxi) {
            return number("huxi", huxi.huxi() == null ? -1 : huxi.huxi(), score.huxi());
        }
        if (expectation instanceof Expectation.Grade grade) {
            return number("grade", grade.grade(), score.grade());
        }
        if (expectation instanceof Expectation.Fan fan) {
            return number("fan", fan.fan(), score.fan());
        }
        if (expectation instanceof Expectation.Base base) {
            return number("base", base.base(), score.base());
        }
        if (expectation instanceof Expectation.MatchValue match) {
            return number("match", match.value(), score.matchValue());
        }
        if (expectation instanceof Expectation.MatchTaken taken) {
            return matchTaken(taken, score);
        }
        if (expectation instanceof Expectation.Patterns patterns) {
            String expected = patternsText(patterns.patterns().stream()
                    .map(p -> new ScoredPattern(p.name(), p.fan(), "")).toList());
            String actual = patternsText(score.patterns());
            return expected.equals(actual) ? Optional.empty()
                    : Optional.of("expected patterns: " + expected + ", got patterns: " + actual);
        }
        if (expectation instanceof Expectation.Payments payments) {
            Map<String, BigDecimal> actual = payments(score);
            for (Map.Entry<String, BigDecimal> seat : payments.bySeat().entrySet()) {
                BigDecimal got = actual.get(seat.getKey());
                if (got == null || got.compareTo(seat.getValue()) != 0) {
                    return Optional.of("expected " + seat.getKey() + " " + seat.getValue().toPlainString()
                            + ", got payments: " + paymentsText(score));
                }
            }
            return Optional.empty();
        }
        return Optional.of("`" + kind(expectation) + "` does not apply to a score case");
    }

    static String render(ScoreResult result) {
        if (result instanceof ScoreResult.Refused refused) {
            return "refused: " + refused.reason();
        }
        Score score = ((ScoreResult.Scored) result).score();
        boolean takes = score.matchTakes().stream().anyMatch(taken -> taken != 0);
        return "huxi " + score.huxi() + ", grade " + score.grade() + ", fan " + score.fan() + ", base " + score.base()
                + "\npatterns: " + patternsText(score.patterns()) + "\npayments: " + paymentsText(score)
                + (takes ? "\nmatch taken: " + matchTakenText(score) : "");
    }

    private static Optional<String> number(String what, int expected, int actual) {
        return expected == actual ? Optional.empty()
                : Optional.of("expected " + what + " " + expected + ", got " + what + " " + actual);
    }

    /** Patterns in file order would tie a case to the file's layout; sorted by name they compare as sets. */
    static String patternsText(List<ScoredPattern> patterns) {
        return patterns.isEmpty() ? "none" : patterns.stream().map(p -> p.name() + " " + p.fan()).sorted()
                .collect(Collectors.joining(", "));
    }

    /** Each named loser's fall in match total; the losers are the table's, in turn order from the winner. */
    private static Optional<String> matchTaken(Expectation.MatchTaken taken, Score score) {
        List<Seat> losers = Seat.losers(score.matchTakes().size() + 1);
        for (Map.Entry<String, BigDecimal> seat : taken.bySeat().entrySet()) {
            int at = losers.stream().map(Seat::word).toList().indexOf(seat.getKey());
            if (at < 0 || seat.getValue().compareTo(BigDecimal.valueOf(score.matchTakes().get(at))) != 0) {
                return Optional.of("expected match taken " + seat.getKey() + " " + seat.getValue().toPlainString()
                        + ", got match taken: " + matchTakenText(score));
            }
        }
        return Optional.empty();
    }

    private static Map<String, BigDecimal> payments(Score score) {
        Map<String, BigDecimal> bySeat = new LinkedHashMap<>();
        for (Payment payment : score.payments()) {
            bySeat.put(payment.seat().word(), payment.money());
        }
        return bySeat;
    }

    private static String matchTakenText(Score score) {
        List<Seat> losers = Seat.losers(score.matchTakes().size() + 1);
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < losers.size(); i++) {
            text.append(i == 0 ? "" : ", ").append(losers.get(i).word()).append(' ').append(score.matchTakes().get(i));
        }
        return text.toString();
    }

    private static String paymentsText(Score score) {
        return score.payments().stream().map(p -> p.seat().word() + " " + p.money().toPlainString())
                .collect(Collectors.joining(", "));
    }

    static String kind(Expectation expectation) {
        return "expect " + expectation.getClass().getSimpleName().toLowerCase(Locale.ROOT);
    }
}
