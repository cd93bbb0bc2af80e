package dev.paohuzi.conformance.run;

import dev.paohuzi.conformance.model.Expectation;
import dev.paohuzi.runtime.scoring.TablePenalties;

import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/** Checks an escape penalty or a dead hand's net per seat against a case's expectations. */
final class PenaltyCheck {
    private final BigDecimal escape;
    private final Map<String, BigDecimal> deadHand;

    private PenaltyCheck(BigDecimal escape, Map<String, BigDecimal> deadHand) {
        this.escape = escape;
        this.deadHand = deadHand;
    }

    static PenaltyCheck escape(BigDecimal amount) {
        return new PenaltyCheck(amount, null);
    }

    static PenaltyCheck deadHand(List<BigDecimal> net) {
        Map<String, BigDecimal> bySeat = new LinkedHashMap<>();
        List<String> seats = TablePenalties.deadHandSeats(net.size());
        for (int seat = 0; seat < net.size(); seat++) {
            bySeat.put(seats.get(seat), net.get(seat));
        }
        return new PenaltyCheck(null, bySeat);
    }

    Optional<String> check(Expectation expectation) {
        if (expectation instanceof Expectation.Escape expected && escape != null) {
            return expected.amount().compareTo(escape) == 0 ? Optional.empty()
                    : Optional.of("expected escape " + expected.amount().toPlainString() + ", got " + render());
        }
        if (expectation instanceof Expectation.DeadHand expected && deadHand != null) {
            for (Map.Entry<String, BigDecimal> seat : expected.bySeat().entrySet()) {
                BigDecimal got = deadHand.get(seat.getKey());
                if (got == null || got.compareTo(seat.getValue()) != 0) {
                    return Optional.of("expected " + seat.getKey() + " " + seat.getValue().toPlainString() + ", got "
                            + render());
                }
            }
            return Optional.empty();
        }
        return Optional.of("`" + ScoreCheck.kind(expectation) + "` does not apply to this line");
    }

    String render() {
        if (escape != null) {
            return "escape " + escape.toPlainString();
        }
        return "dead-hand: " + deadHand.entrySet().stream().map(e -> e.getKey() + " " + e.getValue().toPlainString())
                .collect(Collectors.joining(", "));
    }
}
