package dev.paohuzi.web.server.bench;

import dev.paohuzi.web.server.Chromium;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * How soon the Statistics page shows its first chart, on demand (not in {@code mvn verify}): headless chromium opens
 * a reproducing link ({@code statistics.html?a=hunan&b=hunan-half&hands=100000&...}), which starts the run itself,
 * and the page is polled for the first series ECharts holds in the per-seat chart. The time is from the start of
 * navigation (the page's own clock), so it counts loading the page and its scripts, the POST, the event stream and
 * the first partial result.
 *
 * <p>Each server is {@code java -jar JAR serve} in a child JVM, started afresh: its first run is the <em>cold</em>
 * figure (JVM, JIT and variant compile all cold; a fresh browser profile, so the page's scripts come over the network
 * too), opened {@code --delay} ms after the server printed that it listens (0: at once, the worst case). The last
 * server then plays {@code --warm} more runs to the end; their median is the <em>warm</em> figure and the whole
 * 100,000 hands' time the reference. Several {@code --jar}s are taken in turn, cold round by cold round, so that a
 * before/after comparison on a loaded machine sees the same load. Each cold run prints where its time went: the page's
 * User Timing marks and its requests' ends (with their {@code Server-Timing}), and the server's CPU time so far.
 *
 * <p>Run from the project root after {@code mvn -q -B -pl web -am package dependency:build-classpath -DskipTests
 * -Dmdep.includeScope=test -Dmdep.outputFile=target/test-cp.txt}: {@code java -cp
 * web/target/workbench.jar:web/target/test-classes:$(cat web/target/test-cp.txt)
 * dev.paohuzi.web.server.bench.FirstChart [WARM] [--cold N] [--delay MS] [--jar PATH]...} (defaults: 5 warm runs,
 * 1 cold, delay 0, {@code web/target/workbench.jar}).
 */
public final class FirstChart {
    private static final String WAIT_FOR = "const [chart, text, done] = arguments;"
            + " const check = () => { const c = window.echarts && "
            + "echarts.getInstanceByDom(document.getElementById(chart)); const status = "
            + "document.getElementById('status').textContent; if (c && c.getOption().series.length > 0 && "
            + "status.includes(text)) done(performance.now()); else setTimeout(check, 5); }; check();";
    /** The page's marks and its requests' ends, in ms from navigation start; "server" is the Server-Timing. */
    private static final String WHERE = "const out = [];"
            + " for (const r of performance.getEntriesByType('resource')) {"
            + "   const name = r.name.replace(/^https?:\\/\\/[^/]+/, '').replace(/\\?.*/, '').replace(/.*\\//, '');"
            + "   const server = r.serverTiming && r.serverTiming.length ? ' (server ' + "
            + "r.serverTiming[0].duration.toFixed(0) + ')' : '';   out.push([r.responseEnd, name + ' ' + "
            + "r.responseEnd.toFixed(0) + server]); } for (const m of performance.getEntriesByType('mark')) "
            + "out.push([m.startTime, m.name.replace('statistics:', '') + ' ' + m.startTime.toFixed(0)]); return "
            + "out.sort((x, y) => x[0] - y[0]).map(x => x[1]).join(', ');";

    private FirstChart() {}

    public static void main(String[] args) throws Exception {
        int warm = 5;
        int cold = 1;
        long delay = 0;
        List<Path> jars = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--cold" -> cold = Integer.parseInt(args[++i]);
                case "--delay" -> delay = Long.parseLong(args[++i]);
                case "--jar" -> jars.add(Path.of(args[++i]));
                default -> warm = Integer.parseInt(args[i]);
            }
        }
        if (jars.isEmpty()) {
            jars.add(Path.of("web", "target", "workbench.jar"));
        }
        Path variants = BenchVariants.copy();
        Map<Path, List<Double>> colds = new LinkedHashMap<>();
        for (int round = 0; round < cold; round++) {
            for (Path jar : jars) {
                boolean last = round == cold - 1 && jar.equals(jars.get(jars.size() - 1));
                colds.computeIfAbsent(jar, j -> new ArrayList<>()).add(serve(jar, variants, delay, last ? warm : 0));
            }
        }
        for (Map.Entry<Path, List<Double>> entry : colds.entrySet()) {
            double[] first = entry.getValue().stream().mapToDouble(Double::doubleValue).toArray();
            System.out.printf("%s: cold first chart %s ms, median %.0f ms (target <= 2000)%n", entry.getKey(),
                    Arrays.toString(Arrays.stream(first).mapToLong(Math::round).toArray()), median(first));
        }
    }

    /** One fresh server and browser: the cold run, then {@code warm} runs to the end; returns the cold figure. */
    private static double serve(Path jar, Path variants, long delay, int warm) throws Exception {
        Path profile = Files.createTempDirectory("bench-chromium");
        WebDriver browser = Chromium.start(profile);
        try (ServerProcess server = ServerProcess.start(jar, List.of(), "--variants", variants.toString(),
                "--cases", Path.of("conformance", "cases").toString())) {
            browser.manage().timeouts().scriptTimeout(Duration.ofMinutes(5));
            JavascriptExecutor js = (JavascriptExecutor) browser;
            Thread.sleep(delay);
            open(browser, server, 1);
            double cold = ((Number) js.executeAsyncScript(WAIT_FOR, "chart-seats", "")).doubleValue();
            System.out.printf("%s cold (after %d ms): first chart %.0f ms; server CPU %.2f s; %s%n", jar, delay, cold,
                    cpuSeconds(server.pid()), js.executeScript(WHERE));
            browser.get("about:blank"); // leaving the page cancels its run
            double[] first = new double[warm];
            double[] complete = new double[warm];
            for (int run = 0; run < warm; run++) {
                open(browser, server, 1 + (run + 1) * 100_000L);
                first[run] = ((Number) js.executeAsyncScript(WAIT_FOR, "chart-seats", "")).doubleValue();
                complete[run] = ((Number) js.executeAsyncScript(WAIT_FOR, "chart-seats", "Complete")).doubleValue();
                System.out.printf("%s warm run %d: first chart %.0f ms, all 100,000 hands %.0f ms; %s%n", jar, run,
                        first[run], complete[run], js.executeScript(WHERE));
            }
            if (warm > 0) {
                System.out.printf("%s: median of %d warm runs: first chart %.0f ms, complete %.0f ms, ratio %.3f%n",
                        jar, warm, median(first), median(complete), median(first) / median(complete));
            }
            return cold;
        } finally {
            browser.quit();
            try (Stream<Path> files = Files.walk(profile)) {
                files.sorted(Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
            }
        }
    }

    private static void open(WebDriver browser, ServerProcess server, long seed) {
        browser.get(server.base() + "/statistics.html?a=hunan&b=hunan-half&hands=100000&seed=" + seed
                + "&bots=random");
    }

    /** The process's user + system CPU time so far, from {@code /proc/PID/stat} (clock ticks of 1/100 s). */
    private static double cpuSeconds(long pid) throws IOException {
        String stat = Files.readString(Path.of("/proc", String.valueOf(pid), "stat"));
        String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        return (Long.parseLong(fields[11]) + Long.parseLong(fields[12])) / 100.0;
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted.length == 0 ? Double.NaN : sorted[sorted.length / 2];
    }
}
