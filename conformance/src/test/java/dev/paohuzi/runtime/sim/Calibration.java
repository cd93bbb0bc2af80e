package dev.paohuzi.runtime.sim;

import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.game.HandStarter;
import dev.paohuzi.runtime.game.bot.BotLineup;

import java.util.Locale;
import java.util.Map;

/**
 * The statistics' calibration (a benchmark, not a test): replicate comparisons of a null pair and of a real change,
 * random bots, scored against truths; prints the table of docs/statistics.md. Arguments: replicates, hands per
 * replicate, hands of the long runs that give the truths, threads, the replicates' first seed (default 200 500 40000 2
 * 1: replicate r plays from seed first + r · hands; another first seed draws replicates independent of the default
 * ones, the truths' seeds from 10^9 excepted). Run with the command in docs/statistics.md.
 *
 * <p>The null pair is hunan played twice from the same deals by two independent draws of the random bots' choices
 * ({@link BotLineup#withStream}): each deal's A and B are two independent plays of the same rules, so every metric
 * is equal in expectation under A and B, exactly (exchangeability), while play parts in almost every hand. The real
 * change is hunan against {@code minimum-eighteen} (a test variant: 18 huxi to win instead of 15).
 */
public final class Calibration {
    private Calibration() {}

    public static void main(String[] args) throws InterruptedException {
        int replicates = args.length > 0 ? Integer.parseInt(args[0]) : 200;
        int hands = args.length > 1 ? Integer.parseInt(args[1]) : 500;
        int truthHands = args.length > 2 ? Integer.parseInt(args[2]) : 40_000;
        int threads = args.length > 3 ? Integer.parseInt(args[3]) : 2;
        long first = args.length > 4 ? Long.parseLong(args[4]) : 1;
        BotLineup random = BotLineup.parse("random", 3);
        HandStarter hunan = new HandStarter(RealVariants.HUNAN);
        HandStarter higher = new HandStarter(RealVariants.testVariant("minimum-eighteen"));
        CalibrationRun.Pair nullPair = new CalibrationRun.Pair("null", hunan, random, hunan, random.withStream(1));
        CalibrationRun.Pair change = new CalibrationRun.Pair("minimum huxi 18", hunan, random, higher, random);
        long start = System.nanoTime();
        PairedTally truthRun = CalibrationRun.longRun(change, 1_000_000_000L, truthHands, threads);
        Map<String, Double> truthA = CalibrationRun.truth(truthRun.a());
        Map<String, Double> truthChange = CalibrationRun.truthDifference(truthRun);
        Map<String, Double> zero = new java.util.LinkedHashMap<>();
        truthA.keySet().forEach(name -> zero.put(name, 0.0));
        CalibrationRun.Result nulls = CalibrationRun.run(nullPair, replicates, hands, first, zero, truthA, threads);
        CalibrationRun.Result changes = CalibrationRun.run(change, replicates, hands, first, truthChange, Map.of(),
                threads);
        int identical = CommonRandomNumbersTest.identicalAfterPiao(hunan,
                new HandStarter(RealVariants.testVariant("piao-pays-nothing")), random, 1, hands);
        System.out.printf(Locale.ROOT, "%d replicates of %d hands from seed %d, truths from %d hands; random bots;"
                + " primary %s; %.0f s%n%n", replicates, hands, first, truthHands, CalibrationRun.PRIMARY,
                (System.nanoTime() - start) / 1e9);
        System.out.println("| metric | test | null: interval covers 0 | null: p < 5% | null: star | hunan: interval "
                + "covers truth | change: truth | change: interval covers truth | change: star (power) | warned | "
                + "unwarned runs covering: null / hunan / change |");
        System.out.println("|---|---|---|---|---|---|---|---|---|---|---|");
        for (Metric metric : Metric.all(3)) {
            String name = metric.name();
            CalibrationRun.Scores n = nulls.metric(name);
            CalibrationRun.Scores c = changes.metric(name);
            System.out.printf(Locale.ROOT, "| %s | %s | %s | %s | %s | %s | %.4g | %s | %s | %s | %s / %s / %s |%n",
                    name, metric.kind().test(), share(n.differenceCovered, n.differences),
                    share(n.rejected, replicates), share(n.starred, replicates),
                    share(n.estimateCovered, n.estimates), truthChange.get(name),
                    share(c.differenceCovered, c.differences), share(c.starred, replicates),
                    share(n.warned, replicates), counted(n.differenceCoveredUnwarned, n.differencesUnwarned),
                    counted(n.estimateCoveredUnwarned, n.estimatesUnwarned),
                    counted(c.differenceCoveredUnwarned, c.differencesUnwarned));
        }
        System.out.printf(Locale.ROOT, "%nnull: any exploratory star %s, any star %s; --until-significant false stops "
                + "%s%n", share(nulls.anyExploratoryStar, replicates), share(nulls.anyStar, replicates),
                share(nulls.sequentialStops, replicates));
        System.out.printf(Locale.ROOT, "change: --until-significant on %s stops %s, on average after %.0f hands "
                + "(stopped runs); the fixed-size test rejects %s%n", CalibrationRun.PRIMARY,
                share(changes.sequentialStops, replicates),
                changes.sequentialStops == 0 ? Double.NaN : (double) changes.handsAtStop / changes.sequentialStops,
                share(changes.metric(CalibrationRun.PRIMARY).rejected, replicates));
        System.out.printf(Locale.ROOT, "piao-pays-nothing against hunan, the same bots: %d of %d hands play "
                + "identically once the 飘 phase is set aside%n", identical, hands);
    }

    /** A share with the count it is of: "95.0% of 120". */
    private static String counted(int count, int of) {
        return of == 0 ? "– of 0" : share(count, of) + " of " + of;
    }

    private static String share(int count, int of) {
        return of == 0 ? "–" : String.format(Locale.ROOT, "%.1f%%", 100.0 * count / of);
    }
}
