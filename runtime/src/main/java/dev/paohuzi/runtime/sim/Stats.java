package dev.paohuzi.runtime.sim;

/** The few pieces of statistics the metrics need, written out so the runtime depends on no statistics library. */
final class Stats {
    /**
     * Φ⁻¹(0.975), the normal quantile of a two-sided 95% interval, to double precision (every 95% interval reads this
     * one constant; {@link #normalQuantile} is within a relative 1.2e-9 of it).
     */
    static final double Z95 = 1.959963984540054;

    private Stats() {}

    /** An interval {@code [low, high]} around an estimate. */
    record Interval(double low, double high) {
    }

    /** The Wilson score interval of a proportion of {@code n} at normal quantile {@code z} (Wilson 1927). */
    static Interval wilson(long successes, long n, double z) {
        if (n == 0) {
            return new Interval(0, 1);
        }
        double p = (double) successes / n;
        double z2 = z * z;
        double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
        double half = z / (1 + z2 / n) * Math.sqrt(p * (1 - p) / n + z2 / (4.0 * n * n));
        // at 0 (or n) successes the end is exactly 0 (or 1); rounding would leave it a hair off
        return new Interval(successes == 0 ? 0 : Math.max(0, centre - half),
                successes == n ? 1 : Math.min(1, centre + half));
    }

    /**
     * Bonett and Price's adjusted Wald interval for the difference of two paired proportions (Bonett and Price 2012,
     * J. Educ. Behav. Stat. 37:479–488): one added to each kind of discordant pair and two to the n pairs,
     * a = (onlyA + 1)/(n + 2) and b = (onlyB + 1)/(n + 2), the interval a − b ± z √((a + b − (a − b)²)/(n + 2)).
     * Of the n pairs {@code onlyA} are 1 under A alone and {@code onlyB} under B alone. It rests on the discordant
     * pairs, as the difference does, and does not collapse to a point when none differs. Newcombe's paired interval
     * (1998, method 10), used before, was conservative where few pairs differ: a real change's wins by seat were
     * covered in 98.5–99.5% of 500-hand runs, by this in 95.5–97% (docs/statistics.md, "Calibration").
     */
    static Interval pairedDifference(long onlyA, long onlyB, long n, double z) {
        double a = (onlyA + 1.0) / (n + 2);
        double b = (onlyB + 1.0) / (n + 2);
        double half = z * Math.sqrt(Math.max(0, a + b - (a - b) * (a - b)) / (n + 2));
        return new Interval(Math.max(-1, a - b - half), Math.min(1, a - b + half));
    }

    /**
     * The MOVER interval of a difference θ₁ − θ₂ (method of variance estimates recovery, Zou and Donner 2008; Newcombe
     * 1998's method 10 is its case for two proportions): from each estimate's own interval, whose distances to the
     * ends carry its skew, the lower end θ̂₁ − θ̂₂ − √(d₁² − 2r d₁ u₂ + u₂²) with d₁ how far below θ̂₁ its interval
     * reaches and u₂ how far above θ̂₂, the upper end alike, r the correlation between the two estimates.
     */
    static Interval mover(double estimate1, Interval interval1, double estimate2, Interval interval2, double r) {
        double lowA = estimate1 - interval1.low();
        double highA = interval1.high() - estimate1;
        double lowB = estimate2 - interval2.low();
        double highB = interval2.high() - estimate2;
        double down = Math.sqrt(Math.max(0, lowA * lowA - 2 * r * lowA * highB + highB * highB));
        double up = Math.sqrt(Math.max(0, highA * highA - 2 * r * highA * lowB + lowB * lowB));
        return new Interval(estimate1 - estimate2 - down, estimate1 - estimate2 + up);
    }

    /**
     * The difference of two shares over wins, each its {@link #wilson Wilson} interval over its own wins, combined by
     * {@link #mover MOVER} with the correlation r of the two shares (over the deals both sides played).
     */
    static Interval wilsonDifference(long kindA, long winsA, long kindB, long winsB, double r, double z) {
        double shareA = winsA == 0 ? 0 : (double) kindA / winsA;
        double shareB = winsB == 0 ? 0 : (double) kindB / winsB;
        return mover(shareA, wilson(kindA, winsA, z), shareB, wilson(kindB, winsB, z), r);
    }

    /**
     * The test that matches {@link #wilsonDifference}: the smallest two-sided level at which that interval leaves
     * out 0 (its z found by bisection), so the test rejects at 5% exactly when the 95% interval leaves out 0.
     */
    static double wilsonDifferenceP(long kindA, long winsA, long kindB, long winsB, double r) {
        if (winsA == 0 || winsB == 0 || (long) kindA * winsB == (long) kindB * winsA) {
            return 1;
        }
        double low = 0;
        double high = 40;
        for (int step = 0; step < 60; step++) { // the largest z whose interval still leaves out 0
            double z = (low + high) / 2;
            Interval at = wilsonDifference(kindA, winsA, kindB, winsB, r, z);
            if (at.low() > 0 || at.high() < 0) {
                low = z;
            } else {
                high = z;
            }
        }
        return Math.min(1, 2 * normalCdf(-low));
    }

    /** Mean ± z standard errors, from a sum and a sum of squares over {@code n} values. */
    static Interval normal(double sum, double sumOfSquares, long n, double z) {
        if (n < 2) {
            return new Interval(Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY);
        }
        double mean = sum / n;
        double half = z * Math.sqrt(variance(sum, sumOfSquares, n) / n);
        return new Interval(mean - half, mean + half);
    }

    /** The sample variance (n − 1 in the denominator). */
    static double variance(double sum, double sumOfSquares, long n) {
        return n < 2 ? 0 : Math.max(0, (sumOfSquares - sum * sum / n) / (n - 1));
    }

    /**
     * The exact two-sided sign test: with {@code above} hands higher under A and {@code below} lower (ties left
     * out), the chance under "no difference" (each untied hand equally likely either way) of a split at least this
     * uneven: 2 P(X ≤ min) for X ~ Binomial(above + below, 1/2), at most 1. Summed in log space from the tail's
     * largest term down, so it is exact to double precision for any n.
     */
    static double signTest(long above, long below) {
        long n = above + below;
        long k = Math.min(above, below);
        if (n == 0 || 2 * k == n) {
            return 1;
        }
        double logTerm = logChoose(n, k) - n * Math.log(2); // log P(X = k)
        double relative = 1; // sum of P(X = j) / P(X = k) for j = k, k - 1, ...
        double ratio = 1;
        for (long j = k; j > 0; j--) {
            ratio *= (double) j / (n - j + 1); // P(X = j - 1) / P(X = j), times the ones before
            relative += ratio;
            if (ratio < 1e-17 * relative) {
                break;
            }
        }
        return Math.min(1, 2 * Math.exp(logTerm + Math.log(relative)));
    }

    /**
     * Holm's step-down adjustment (Holm 1979) of a family of p-values: the i-th smallest becomes
     * max over j ≤ i of min(1, (m − j + 1) p₍ⱼ₎). Rejecting where the adjusted value is below α keeps the chance of
     * any false rejection in the family at most α, whatever the dependence between the tests. NaN stays NaN and is
     * not counted in m.
     */
    static double[] holm(double[] p) {
        Integer[] order = java.util.stream.IntStream.range(0, p.length).filter(i -> !Double.isNaN(p[i])).boxed()
                .sorted(java.util.Comparator.comparingDouble(i -> p[i])).toArray(Integer[]::new);
        double[] adjusted = new double[p.length];
        java.util.Arrays.fill(adjusted, Double.NaN);
        double running = 0;
        for (int rank = 0; rank < order.length; rank++) {
            running = Math.max(running, Math.min(1, (order.length - rank) * p[order[rank]]));
            adjusted[order[rank]] = running;
        }
        return adjusted;
    }

    /**
     * The fallback procedure's adjusted p-values (Wiens 2003; a graphical procedure of Bretz et al. 2009): the primary
     * hypothesis gets the share {@code primaryShare} of α, the exploratory family the rest, split by Holm; when the
     * primary is rejected its α passes to the family, which is then Holm at α. Adjusted, the primary's p becomes
     * p₁ / w and an exploratory metric's min(h / (1 − w), max(p₁ / w, h)) with h its Holm-adjusted p over the family
     * (the smallest α at which it is rejected). Rejecting where an adjusted value is below α keeps the chance of any
     * false rejection, primary and exploratory together, at most α whatever their dependence.
     *
     * @param p the primary's p first, then the exploratory family's; NaN stays NaN
     * @return the adjusted p-values in the same order, each at most 1
     */
    static double[] fallback(double[] p, double primaryShare) {
        double primary = Math.min(1, p[0] / primaryShare);
        double[] holm = holm(java.util.Arrays.copyOfRange(p, 1, p.length));
        double[] adjusted = new double[p.length];
        adjusted[0] = primary;
        for (int i = 1; i < p.length; i++) {
            double h = holm[i - 1];
            double alone = h / (1 - primaryShare); // the family's own share of α
            adjusted[i] = Math.min(1, Double.isNaN(primary) ? alone : Math.min(alone, Math.max(primary, h)));
        }
        return adjusted;
    }

    /**
     * P(X ≥ x) for X chi-square with {@code degrees} degrees of freedom: the regularized upper incomplete gamma
     * Q(k/2, x/2), by its series below a + 1 and its continued fraction above (Numerical Recipes §6.2).
     */
    static double chiSquareTail(double x, int degrees) {
        double a = degrees / 2.0;
        double half = x / 2;
        if (half <= 0) {
            return 1;
        }
        double logPrefix = a * Math.log(half) - half - logGamma(a);
        if (half < a + 1) {
            double term = 1 / a;
            double sum = term;
            for (int n = 1; n < 10_000 && Math.abs(term) > 1e-16 * Math.abs(sum); n++) {
                term *= half / (a + n);
                sum += term;
            }
            return Math.max(0, 1 - sum * Math.exp(logPrefix));
        }
        double tiny = 1e-300;
        double b = half + 1 - a;
        double c = 1 / tiny;
        double d = 1 / b;
        double h = d;
        for (int i = 1; i < 10_000; i++) {
            double an = -i * (i - a);
            b += 2;
            d = an * d + b;
            d = Math.abs(d) < tiny ? tiny : d;
            c = b + an / c;
            c = Math.abs(c) < tiny ? tiny : c;
            d = 1 / d;
            double step = d * c;
            h *= step;
            if (Math.abs(step - 1) < 1e-16) {
                break;
            }
        }
        return Math.exp(logPrefix) * h;
    }

    private static double logChoose(long n, long k) {
        return logGamma(n + 1.0) - logGamma(k + 1.0) - logGamma(n - k + 1.0);
    }

    /** ln Γ(x) for x > 0 by the Lanczos approximation (g = 7, 9 terms; relative error below 1e-13). */
    static double logGamma(double x) {
        if (x < 0.5) {
            return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x);
        }
        double[] c = {0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
                -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
                1.5056327351493116e-7};
        double y = x - 1;
        double a = c[0];
        double t = y + 7.5;
        for (int i = 1; i < 9; i++) {
            a += c[i] / (y + i);
        }
        return 0.5 * Math.log(2 * Math.PI) + (y + 0.5) * Math.log(t) - t + Math.log(a);
    }

    /**
     * Φ(x), the standard normal distribution function (erfc by Numerical Recipes' Chebyshev fit, relative error below
     * 1.2e-7 everywhere, so Φ(x) for x far below 0 keeps its relative precision: the tails the sequential
     * boundaries spend are read as Φ(−c)).
     */
    static double normalCdf(double x) {
        double z = Math.abs(x) / Math.sqrt(2);
        double t = 1 / (1 + 0.5 * z);
        double erfc = t * Math.exp(-z * z - 1.26551223 + t * (1.00002368 + t * (0.37409196 + t * (0.09678418
                + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223
                + t * 0.17087277)))))))));
        return x >= 0 ? 1 - erfc / 2 : erfc / 2;
    }

    /** Φ⁻¹(p) for 0 < p < 1 (Acklam's rational approximation, relative error below 1.2e-9). */
    static double normalQuantile(double p) {
        if (p <= 0 || p >= 1) {
            throw new IllegalArgumentException("a probability strictly between 0 and 1, got " + p);
        }
        double[] a = {-3.969683028665376e+01, 2.209460984245205e+02, -2.759285104469687e+02, 1.383577518672690e+02,
                -3.066479806614716e+01, 2.506628277459239e+00};
        double[] b = {-5.447609879822406e+01, 1.615858368580409e+02, -1.556989798598866e+02, 6.680131188771972e+01,
                -1.328068155288572e+01};
        double[] c = {-7.784894002430293e-03, -3.223964580411365e-01, -2.400758277161838e+00, -2.549732539343734e+00,
                4.374664141464968e+00, 2.938163982698783e+00};
        double[] d = {7.784695709041462e-03, 3.224671290700398e-01, 2.445134137142996e+00, 3.754408661907416e+00};
        double low = 0.02425;
        if (p < low || p > 1 - low) {
            double q = Math.sqrt(-2 * Math.log(p < low ? p : 1 - p));
            double x = (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5])
                    / ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
            return p < low ? x : -x;
        }
        double q = p - 0.5;
        double r = q * q;
        return (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q
                / (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
    }
}
