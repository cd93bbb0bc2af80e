package dev.paohuzi.conformance.bots;

import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Two builds' bots on the same hands in one JVM, for a speed change smaller than the machine's drift: each build in its
 * own class loader, after a warm-up, plays the same rounds of seeded hands in turn (the first to play alternating by
 * round), and the CPU time of each is summed ({@link BotsPerCpuSecond#cpuNanos} in each): it prints the ratio of the
 * sums and the least, median and greatest ratio of a round. Arguments: variant, bot lineup, hands per round, rounds,
 * and the two checkouts, each built with its conformance test class path written to {@code
 * conformance/target/test-cp.txt} (the command is in docs/performance.md). Each build compiles the variant files of its
 * own checkout, since a build's compiler may not read another's (a rule every file must state, a word it does not
 * know): {@code conformance.root} is set to the build's checkout while it plays, and its {@code RealVariants} reads it
 * when first loaded. {@code -Dconformance.root=ROOT} on the command line gives both builds the same files instead. A
 * build older than that property reads the files of the working folder, so run from its checkout's {@code conformance/}
 * folder. Run with {@code -XX:-TieredCompilation}: with tiered compilation the second build loaded ran some 5% slower
 * than the first when both were the same build.
 */
public final class SideBySide {
    private static final String ROOT = "conformance.root";

    private SideBySide() {}

    /** A build's timer and the project root its variant files are read from. */
    private record Build(Method timer, String root) {}

    public static void main(String[] args) throws IOException, ReflectiveOperationException {
        String region = args[0];
        String bots = args[1];
        int hands = Integer.parseInt(args[2]);
        int rounds = Integer.parseInt(args[3]);
        String shared = System.getProperty(ROOT);
        Build[] timed = new Build[2];
        for (int build = 0; build < 2; build++) {
            Path checkout = Path.of(args[4 + build]).toAbsolutePath();
            timed[build] = new Build(timer(checkout), shared != null ? shared : checkout.toString());
        }
        for (Build build : timed) {
            nanos(build, region, bots, Long.MAX_VALUE / 2, 2 * hands);    // warm-up, on hands no round plays
        }
        long[] total = new long[2];
        double[] ratios = new double[rounds];
        for (int round = 0; round < rounds; round++) {
            long[] spent = new long[2];
            for (int turn = 0; turn < 2; turn++) {
                int build = (round + turn) % 2;
                spent[build] = nanos(timed[build], region, bots, (long) round * hands, hands);
                total[build] += spent[build];
            }
            ratios[round] = (double) spent[0] / spent[1];
        }
        Arrays.sort(ratios);
        double played = (double) hands * rounds;
        System.out.printf("%s %s: first %,.0f, second %,.0f hands per CPU-second; second / first %.3f"
                + " (rounds: min %.3f, median %.3f, max %.3f)%n", region, bots, played / (total[0] / 1e9),
                played / (total[1] / 1e9), (double) total[0] / total[1], ratios[0], median(ratios),
                ratios[rounds - 1]);
    }

    private static double median(double[] sorted) {
        int half = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2;
    }

    /** The build's {@link BotsPerCpuSecond#cpuNanos}, in a class loader of its own. */
    private static Method timer(Path checkout) throws IOException, ReflectiveOperationException {
        List<URL> path = new ArrayList<>();
        path.add(url(checkout.resolve("conformance/target/test-classes")));
        for (String entry : Files.readString(checkout.resolve("conformance/target/test-cp.txt")).strip().split(":")) {
            path.add(url(Path.of(entry)));
        }
        ClassLoader loader = new URLClassLoader(path.toArray(new URL[0]), ClassLoader.getPlatformClassLoader());
        return loader.loadClass(BotsPerCpuSecond.class.getName())
                .getMethod("cpuNanos", String.class, String.class, long.class, int.class);
    }

    private static URL url(Path path) throws MalformedURLException {
        return path.toUri().toURL();
    }

    private static long nanos(Build build, String region, String bots, long firstSeed, int hands)
            throws IllegalAccessException, InvocationTargetException {
        // Eclipse Collections finds its factories through the thread's context loader: it must be the build's own
        Thread.currentThread().setContextClassLoader(build.timer().getDeclaringClass().getClassLoader());
        System.setProperty(ROOT, build.root());
        return (long) build.timer().invoke(null, region, bots, firstSeed, hands);
    }
}
