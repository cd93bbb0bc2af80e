package dev.paohuzi.web.server;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.openqa.selenium.UnexpectedAlertBehaviour;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * A server (from {@link ServerFixture}) and one headless chromium per test class, the one place browser tests set
 * the browser up. Every test of a subclass is skipped, with a message, where /usr/bin/chromedriver is missing.
 */
abstract class BrowserFixture extends ServerFixture {
    private static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");
    static final Duration PATIENCE = Duration.ofSeconds(15);
    static WebDriver browser;
    private static Path profile;

    @BeforeAll
    static void startBrowser() throws IOException {
        if (!Files.isExecutable(CHROMEDRIVER)) {
            return; // each test reports itself skipped, below
        }
        System.setProperty("webdriver.chrome.driver", CHROMEDRIVER.toString());
        profile = Files.createTempDirectory("workbench-chromium");
        ChromeOptions options = new ChromeOptions();
        options.setBinary("/usr/bin/chromium");
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-quic", "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--no-first-run", "--window-size=1400,1000", "--user-data-dir=" + profile);
        // Leaving the editor with unsaved edits asks "leave the page?"; tests that move on answer yes.
        options.setUnhandledPromptBehaviour(UnexpectedAlertBehaviour.ACCEPT);
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(new File(CHROMEDRIVER.toString())).build();
        browser = new ChromeDriver(service, options);
    }

    @AfterAll
    static void stopBrowser() throws IOException {
        if (browser != null) {
            browser.quit();
            browser = null;
        }
        if (profile != null) {
            try (var files = Files.walk(profile)) {
                files.sorted(Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
            }
        }
    }

    @BeforeEach
    void needsTheBrowser() {
        assumeTrue(browser != null, "skipped: no " + CHROMEDRIVER
                + "; install it with `apt-get install -y chromium chromium-driver` (.ci/run does)");
    }

    String page(String path) {
        return "http://127.0.0.1:" + app.port() + path;
    }

    WebDriverWait waiting() {
        return new WebDriverWait(browser, PATIENCE);
    }
}
