package dev.paohuzi.web.server.bench;

import dev.paohuzi.web.server.Chromium;
import dev.paohuzi.web.server.VariantFiles;
import dev.paohuzi.web.server.WorkbenchServer;
import io.javalin.Javalin;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * How soon the Statistics page shows its first chart, on demand (not in {@code mvn verify}): headless chromium opens
 * a reproducing link ({@code statistics.html?a=hunan&b=hunan-half&hands=100000&...}), which starts the run itself,
 * and the page is polled for the first series ECharts holds in the per-seat chart. The time is from the start of
 * navigation (the page's own clock), so it counts loading the page and its scripts, the POST, the event stream and
 * the first partial result. The last run of the server is the reference: the whole 100,000 hands' time.
 *
 * <p>Run from the project root after {@code mvn -q -B package -DskipTests}:
 * {@code java -cp web/target/workbench.jar:web/target/test-classes dev.paohuzi.web.server.bench.FirstChart [RUNS]}
 */
public final class FirstChart {
    private static final String WAIT_FOR = "const [chart, text, done] = arguments;"
            + " const check = () => { const c = window.echarts && echarts.getInstanceByDom(document.getElementById(chart));"
            + " const status = document.getElementById('status').textContent;"
            + " if (c && c.getOption().series.length > 0 && status.includes(text)) done(performance.now());"
            + " else setTimeout(check, 5); }; check();";

    private FirstChart() {}

    public static void main(String[] args) throws Exception {
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        Path variants = BenchVariants.copy();
        Path profile = Files.createTempDirectory("bench-chromium");
        Javalin app = WorkbenchServer.start("127.0.0.1", 0, new VariantFiles(variants), Path.of("conformance", "cases"));
        WebDriver browser = Chromium.start(profile);
        try {
            browser.manage().timeouts().scriptTimeout(Duration.ofMinutes(5));
            JavascriptExecutor js = (JavascriptExecutor) browser;
            double[] first = new double[runs];
            double[] complete = new double[runs];
            for (int run = 0; run < runs; run++) {
                browser.get("http://127.0.0.1:" + app.port() + "/statistics.html?a=hunan&b=hunan-half&hands=100000"
                        + "&seed=" + (1 + run * 100_000L) + "&bots=random");
                first[run] = ((Number) js.executeAsyncScript(WAIT_FOR, "chart-seats", "")).doubleValue();
                complete[run] = ((Number) js.executeAsyncScript(WAIT_FOR, "chart-seats", "Complete")).doubleValue();
                System.out.printf("run %d: first chart %.0f ms, all 100,000 hands %.0f ms%n", run, first[run],
                        complete[run]);
            }
            Arrays.sort(first);
            Arrays.sort(complete);
            System.out.printf("median of %d runs: first chart %.0f ms (target <= 2000), complete %.0f ms, ratio %.3f%n",
                    runs, first[runs / 2], complete[runs / 2], first[runs / 2] / complete[runs / 2]);
        } finally {
            browser.quit();
            app.stop();
            try (Stream<Path> files = Files.walk(profile)) {
                files.sorted(Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
            }
        }
    }
}
