package dev.paohuzi.runtime.sim;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code compare --until-significant}: a group-sequential design with alpha spending. The comparison looks at the
 * data after each tenth of the bound on hands and stops at the first look whose exact sign test on the chosen measure
 * is below that look's level. The levels are the increments of the O'Brien–Fleming-type spending function of Lan and
 * DeMets, α(t) = 2 − 2Φ(z₁₋α/₂ / √t) at the fraction t of the bound: they add up to α, so by the union bound the
 * chance of stopping on a difference that is not there is at most α, however many looks are taken. (Exact
 * group-sequential boundaries would spend the same α a little less conservatively; the union bound needs no
 * numerical integration and holds for the sign test's discrete p-values.) Early looks get almost none of α, so the
 * last look keeps nearly the power of a fixed-size test. Fishtest's SPRT needs an effect size to test against; a rule
 * designer asks "is there any difference", which this answers without one.
 */
public final class SequentialTest {
    private static final int LOOKS = 10;

    private final double alpha;
    private final long bound;

    /** @param bound the most hands to play; @param alpha the chance of a false stop, e.g. 0.05 */
    public SequentialTest(long bound, double alpha) {
        if (!(alpha > 0 && alpha < 1)) {
            throw new IllegalArgumentException("alpha must be between 0 and 1, got " + alpha);
        }
        this.bound = bound;
        this.alpha = alpha;
    }

    /** The hands played by each look, the last the bound. */
    public List<Long> looks() {
        List<Long> looks = new ArrayList<>();
        for (int k = 1; k <= LOOKS; k++) {
            long hands = Math.max(1, bound * k / LOOKS);
            if (looks.isEmpty() || looks.get(looks.size() - 1) < hands) {
                looks.add(hands);
            }
        }
        return looks;
    }

    /** The level the sign test must fall below at the look after {@code hands} hands (the previous look's given). */
    public double level(long previousHands, long hands) {
        return spent((double) hands / bound) - spent((double) previousHands / bound);
    }

    /** Whether the comparison so far stops here, on the measure's sign test. */
    public boolean stops(PairedTally pairs, int measure, long previousHands) {
        double p = Stats.signTest(pairs.above(measure), pairs.below(measure));
        return p < level(previousHands, pairs.hands());
    }

    private double spent(double t) {
        if (t <= 0) {
            return 0;
        }
        return 2 - 2 * Stats.normalCdf(Stats.normalQuantile(1 - alpha / 2) / Math.sqrt(Math.min(1, t)));
    }
}
