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
import java.util.List;

/**
 * Two builds' bots on the same hands in one JVM, for a speed change smaller than the machine's drift: each build in
 * its own class loader, after a warm-up, plays the same rounds of seeded hands in turn (the first to play alternating
 * by round), and the CPU time of each is summed ({@link BotsPerCpuSecond#cpuNanos} in each). Arguments: variant, bot
 * lineup, hands per round, rounds, and the two checkouts, each built with its conformance test class path written
 * to {@code conformance/target/test-cp.txt} (the command is in docs/performance.md). Run it from a checkout's
 * {@code conformance/} folder with {@code -XX:-TieredCompilation}: with tiered compilation the second build
 * loaded ran some 5% slower than the first when both were the same build.
 */
public final class SideBySide {
    private SideBySide() {}

    public static void main(String[] args) throws IOException, ReflectiveOperationException {
        String region = args[0];
        String bots = args[1];
        int hands = Integer.parseInt(args[2]);
        int rounds = Integer.parseInt(args[3]);
        Method[] timed = {timer(Path.of(args[4])), timer(Path.of(args[5]))};
        for (Method build : timed) {
            nanos(build, region, bots, Long.MAX_VALUE / 2, 2 * hands);    // warm-up, on hands no round plays
        }
        long[] total = new long[2];
        for (int round = 0; round < rounds; round++) {
            for (int turn = 0; turn < 2; turn++) {
                int build = (round + turn) % 2;
                total[build] += nanos(timed[build], region, bots, (long) round * hands, hands);
            }
        }
        double played = (double) hands * rounds;
        System.out.printf("%s %s: first %,.0f, second %,.0f hands per CPU-second; second / first %.3f%n", region, bots,
                played / (total[0] / 1e9), played / (total[1] / 1e9), (double) total[0] / total[1]);
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

    private static long nanos(Method timer, String region, String bots, long firstSeed, int hands)
            throws IllegalAccessException, InvocationTargetException {
        // Eclipse Collections finds its factories through the thread's context loader: it must be the build's own
        Thread.currentThread().setContextClassLoader(timer.getDeclaringClass().getClassLoader());
        return (long) timer.invoke(null, region, bots, firstSeed, hands);
    }
}
