package dev.paohuzi.runtime.scoring;

import dev.paohuzi.runtime.analysis.Analyzer;
import dev.paohuzi.runtime.analysis.Decomposition;
import dev.paohuzi.runtime.analysis.GroupTally;
import dev.paohuzi.runtime.analysis.HandAnalyzer;
import dev.paohuzi.runtime.analysis.MostHuxiReadings;
import dev.paohuzi.runtime.expr.Bounds;
import dev.paohuzi.runtime.expr.Facts;
import dev.paohuzi.runtime.expr.IntFormula;
import dev.paohuzi.runtime.expr.FormulaOverflow;
import dev.paohuzi.runtime.expr.Quantity;
import dev.paohuzi.runtime.holding.Counts;
import dev.paohuzi.runtime.holding.Holding;
import dev.paohuzi.runtime.rules.Pattern;
import dev.paohuzi.runtime.rules.Payments;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.rules.Scoring;
import dev.paohuzi.runtime.rules.Seating;
import dev.paohuzi.runtime.rules.StakeKind;
import dev.paohuzi.runtime.rules.WinRule;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Scores a win under a compiled variant, in the order the seeds work it out (000:70 首先算息，根据息再算底):
 * huxi of the best decomposition, grade, the patterns that apply and their combined fan, the base, the payments.
 * Every number comes from the variant's formulas; this class only orders the steps.
 * Not thread-safe: it reuses one {@link Facts}; use one scorer per thread.
 */
public final class Scorer {
    private final RuleSet rules;
    private final Analyzer analyzer;
    private final Facts facts = new Facts();
    /** The indexes of the patterns that apply to the win being scored, reused like {@link #facts}. */
    private final int[] applying;
    /** Their names, for `has NAME` ({@link Facts#applies}). */
    private final String[] applyingNames;
    private final HandFeatures features;
    private final PatternConditions conditions;
    /** The grade counts the patterns (河池), so they are tested before it (compiler check PatternCycle). */
    private final boolean gradeCountsPatterns;
    /**
     * Nothing the scoring works out reads a group kind ({@link HandFeatures#SPLIT}), so what a joker holding's win
     * pays is decided by what its jokers stand for, whichever decomposition of those cards is read.
     */
    private final boolean readingDecides;

    private Scorer(RuleSet rules, Analyzer analyzer) {
        this.rules = rules;
        this.analyzer = analyzer;
        this.applying = new int[rules.scoring().patterns().size()];
        this.applyingNames = new String[applying.length];
        this.features = new HandFeatures(rules.deck());
        this.conditions = new PatternConditions(rules.scoring().patterns());
        this.gradeCountsPatterns = rules.scoring().grade().reads(Quantity.PATTERNS);
        this.readingDecides = HandFeatures.SPLIT.stream().noneMatch(quantity -> reads(rules, quantity));
    }

    /**
     * Whether working out a win's score may read the quantity: a formula says what it reads, a pattern's `when:` only
     * where it bounds quantities ({@link Bounds}), a win rule only where it reads nothing but huxi.
     */
    private static boolean reads(RuleSet rules, Quantity quantity) {
        Scoring scoring = rules.scoring();
        List<IntFormula> formulas = new ArrayList<>(List.of(scoring.grade(), scoring.base(),
                scoring.payments().loserPays(), scoring.payments().countingSeatGets(),
                scoring.settlement().matchAdds(), scoring.settlement().matchTakes()));
        boolean conditions = !rules.win().readsOnlyHuxi();
        for (Pattern pattern : scoring.patterns()) {
            formulas.add(pattern.fan());
            conditions |= !(pattern.when() instanceof Bounds bounds)
                    || bounds.all().stream().anyMatch(bound -> bound.quantity() == quantity);
        }
        return conditions || formulas.stream().anyMatch(formula -> formula.reads(quantity));
    }

    public static Scorer of(RuleSet rules) {
        return new Scorer(rules, HandAnalyzer.of(rules));
    }

    /** A scorer over a given analyzer (the reference one, in tests). */
    public static Scorer of(Analyzer analyzer) {
        return new Scorer(analyzer.rules(), analyzer);
    }

    public RuleSet rules() {
        return rules;
    }

    /** Scores a winning holding (the winning card included) won in this context, in this hand. */
    public ScoreResult score(Holding holding, WinContext context, HandContext hand) {
        Optional<String> problem = ContextCheck.problem(rules, holding, context, hand);
        if (problem.isPresent()) {
            return new ScoreResult.Refused(problem.get());
        }
        // The most huxi, as the seeds score a hand (000:117: 往高胡息的方向); equal huxi: the first decomposition,
        // except that a joker stands for the card that pays the winner most (000:133 可以代替任何牌)
        if (holding.jokers() > 0) {
            return bestPaying(analyzer.mostHuxiDecompositions(holding), context, hand);
        }
        long tally = analyzer.bestTally(holding);
        if (tally == GroupTally.NONE) {
            return notAWin();
        }
        facts.clear();
        if (!features.fill(facts, holding, tally, context.card())) {
            return score(analyzer.best(holding).orElseThrow(), context, hand);
        }
        facts.set(Quantity.XING, context.xingCard() < 0 ? 0 : holding.copiesHeld(context.xingCard()));
        return scoreFilled(context, hand);
    }

    /**
     * What the winner gets of {@link #score}'s result ({@link Long#MIN_VALUE} where it is refused), for a bot that
     * prices many wins: where what a joker holding's jokers stand for decides its score ({@link #readingDecides}), each
     * reading with the most huxi is scored once, as every decomposition of it would be, and none is listed.
     */
    public long winnerPoints(Holding holding, WinContext context, HandContext hand) {
        if (holding.jokers() == 0 || !readingDecides) {
            return winnerPoints(score(holding, context, hand));
        }
        if (ContextCheck.problem(rules, holding, context, hand).isPresent()) {
            return Long.MIN_VALUE;
        }
        MostHuxiReadings most = analyzer.mostHuxiReadings(holding);
        long[] scored = new long[most.readings().length];
        int count = 0;
        long best = Long.MIN_VALUE;
        for (long reading : most.readings()) {
            facts.clear();
            features.fill(facts, holding, reading, most.huxi(), context.card());
            facts.set(Quantity.XING, context.xingCard() < 0 ? 0
                    : holding.copiesHeld(context.xingCard()) + Counts.of(reading, context.xingCard()));
            long key = readingKey();
            if (Arrays.stream(scored, 0, count).noneMatch(known -> known == key)) {     // many read alike
                scored[count++] = key;
                best = Math.max(best, winnerPoints(scoreFilled(context, hand)));
            }
        }
        return best;
    }

    /**
     * What one reading of a holding's jokers fills in that another may fill in otherwise, as one number: its red and
     * big cards, the cards held before the card won on and the 醒 card's copies; the rest of {@link
     * HandFeatures#fill(Facts, Holding, long, int, int)} is the holding's, so readings of one key score alike.
     */
    private long readingKey() {
        return facts.get(Quantity.RED) | (long) facts.get(Quantity.BIG) << 16
                | (long) facts.get(Quantity.HAND_CARDS) << 32 | (long) facts.get(Quantity.XING) << 48;
    }

    /** Of the decompositions (all with the most huxi), the score that pays the winner most; the first on a tie. */
    private ScoreResult bestPaying(List<Decomposition> decompositions, WinContext context, HandContext hand) {
        if (decompositions.isEmpty()) {
            return notAWin();
        }
        ScoreResult best = null;
        for (Decomposition decomposition : decompositions) {
            ScoreResult result = score(decomposition, context, hand);
            if (best == null || winnerPoints(result) > winnerPoints(best)) {
                best = result;
            }
        }
        return best;
    }

    private static long winnerPoints(ScoreResult result) {
        return result instanceof ScoreResult.Scored scored ? scored.score().winnerPoints() : Long.MIN_VALUE;
    }

    /** Scores a decomposition already found; the context is taken as checked. */
    public ScoreResult score(Decomposition decomposition, WinContext context, HandContext hand) {
        facts.clear();
        features.fill(facts, decomposition, context.card());
        facts.set(Quantity.XING, HandFeatures.copies(decomposition, context.xingCard()));
        return scoreFilled(context, hand);
    }

    private ScoreResult notAWin() {
        return new ScoreResult.Refused("not a win: the holding does not form " + rules.structure().groupsToWin()
                + " groups under " + rules.name());
    }

    /** The variant's win condition refuses the win (the one rule the engine and analyze ask too). */
    private ScoreResult notAWin(int huxi) {
        return new ScoreResult.Refused("not a win: " + huxi + " huxi under " + rules.name() + "'s `win when: "
                + rules.win().text() + "` (minimum huxi " + rules.win().minimumHuxi() + ")");
    }

    /** Scores a win whose hand quantities are in {@link #facts}. */
    private ScoreResult scoreFilled(WinContext context, HandContext hand) {
        int huxi = facts.get(Quantity.HUXI);
        WinRule win = rules.win();
        if (!win.mayWin(huxi)) {
            return notAWin(huxi);
        }
        Scoring scoring = rules.scoring();
        boolean counting = rules.seating().countingSeat() != Seating.CountingSeat.NONE;
        context.fill(facts);
        hand.fill(facts);
        facts.set(Quantity.COUNTING_SEAT, counting).set(Quantity.ROOM_BASE, scoring.payments().roomBase());
        int counted = gradeCountsPatterns ? applyingPatterns() : 0;
        int grade = scoring.grade().evaluate(facts);
        if (grade < 1) {
            return new ScoreResult.Refused("not a win: grade " + grade + " under " + rules.name()
                    + " (a win needs grade 1 or more, 000:108)");
        }
        facts.set(Quantity.GRADE, grade);
        List<ScoredPattern> patterns = patterns(scoring.patterns(), gradeCountsPatterns ? counted : applyingPatterns());
        int fan = combinedFan(scoring, patterns);
        facts.set(Quantity.FAN, fan);
        if (!win.readsOnlyHuxi() && !win.allows(facts)) {    // it may read the patterns and the fan (按番限胡)
            return notAWin(huxi);
        }
        int base = scoring.base().evaluate(facts);
        facts.set(Quantity.BASE, base);
        List<Seat> losers = Seat.losers(hand.seats(rules));
        return new ScoreResult.Scored(new Score(huxi, grade, patterns, fan, base,
                payments(scoring.payments(), context, hand, losers, counting),
                scoring.settlement().matchAdds().evaluate(facts), matchTakes(scoring, context, losers)));
    }

    /**
     * Tests every pattern's condition into {@link #applying}; `patterns` reads how many apply, `has NAME` whether one
     * does.
     */
    private int applyingPatterns() {
        int count = conditions.applying(facts, applying);
        for (int i = 0; i < count; i++) {
            applyingNames[i] = rules.scoring().patterns().get(applying[i]).name();
        }
        facts.patternsApplying(applyingNames, count);
        return count;
    }

    /**
     * The patterns that apply, each with its fan; `plain` tells a pattern whether it is the only one (000:94).
     * Built as an array wrapped by {@code List.of}, which {@link Score} keeps without copying.
     */
    private List<ScoredPattern> patterns(List<Pattern> all, int count) {
        facts.set(Quantity.PLAIN, count == 1);
        ScoredPattern[] scored = new ScoredPattern[count];
        for (int i = 0; i < count; i++) {
            Pattern pattern = all.get(applying[i]);
            scored[i] = new ScoredPattern(pattern.name(), pattern.fan().evaluate(facts), pattern.source());
        }
        return List.of(scored);
    }

    /** The patterns' fans combined; past the int range, an overflow naming the first one's `fan:` line. */
    private int combinedFan(Scoring scoring, List<ScoredPattern> patterns) {
        if (patterns.isEmpty()) {
            return scoring.plainFan();
        }
        int fan = patterns.get(0).fan();
        for (int i = 1; i < patterns.size(); i++) {
            try {
                fan = scoring.combine().combine(fan, patterns.get(i).fan());
            } catch (ArithmeticException overflow) {
                throw FormulaOverflow.sum(scoring.patterns().get(applying[0]).fan(), "the fan of "
                        + patterns.stream().map(ScoredPattern::name).toList() + " combined (`combine fan: "
                        + scoring.combine().name().toLowerCase(Locale.ROOT) + "`)");
            }
        }
        return fan;
    }

    /**
     * Each loser's payment, worked out with its own stakes and the winner's (`payer_piao`, `payee_piao`, `payer_tuo`,
     * `payee_tuo`) and whether it discarded the card won on (`payer_discarder`); where no stake is chosen and no seat
     * discarded, every loser pays the same and the formula is worked out once. On a discard the variant's `discard
     * win paid by:` then moves the losers' payments.
     */
    private List<Payment> payments(Payments payments, WinContext context, HandContext hand, List<Seat> losers,
                                   boolean counting) {
        int share = counting ? payments.countingSeatGets().evaluate(facts) : 0;
        boolean perLoser = !hand.stakes().isEmpty() || context.discarder() != null;
        for (StakeKind kind : StakeKind.values()) {
            facts.set(kind.payee(), hand.stake(kind, 0)).set(kind.payer(), 0);
        }
        facts.set(Quantity.PAYER_DISCARDER, false);
        int pays = perLoser ? 0 : payments.loserPays().evaluate(facts);
        int[] points = new int[losers.size() + 1];
        int countingGets;
        try {
            countingGets = counting ? Math.multiplyExact(losers.size(), share) : 0;
            for (int i = 0; i < losers.size(); i++) {
                if (perLoser) {
                    for (StakeKind kind : StakeKind.values()) {
                        facts.set(kind.payer(), hand.stake(kind, i + 1));
                    }
                    pays = payments.loserPays().evaluate(facts.set(Quantity.PAYER_DISCARDER,
                            losers.get(i) == context.discarder()));
                }
                points[i + 1] = Math.negateExact(pays);
                points[0] = Math.addExact(points[0], Math.subtractExact(pays, share));
            }
            if (context.discarder() != null) {
                payments.discardWin().settle(points, 0, losers.indexOf(context.discarder()) + 1);
            }
        } catch (ArithmeticException overflow) {
            throw FormulaOverflow.sum(payments.loserPays(), "what the winner gets, every loser's payment added"
                    + (counting ? " less the counting seat's share" : ""));
        }
        Payment[] result = new Payment[losers.size() + (counting ? 2 : 1)];
        result[0] = new Payment(Seat.WINNER, points[0], payments.stakeCents());
        for (int i = 0; i < losers.size(); i++) {
            result[i + 1] = new Payment(losers.get(i), points[i + 1], payments.stakeCents());
        }
        if (counting) {
            result[result.length - 1] = new Payment(Seat.COUNTING, countingGets, payments.stakeCents());
        }
        return List.of(result);
    }

    /**
     * What the win takes from each loser's match total (`match takes:`, 放炮罚), in the order of the losers; worked
     * out once where it cannot read the discarder.
     */
    private List<Integer> matchTakes(Scoring scoring, WinContext context, List<Seat> losers) {
        IntFormula takes = scoring.settlement().matchTakes();
        Integer[] taken = new Integer[losers.size()];
        int same = takes.evaluate(facts.set(Quantity.PAYER_DISCARDER, false));
        for (int i = 0; i < taken.length; i++) {
            taken[i] = losers.get(i) == context.discarder()
                    ? takes.evaluate(facts.set(Quantity.PAYER_DISCARDER, true)) : same;
        }
        return List.of(taken);
    }
}
