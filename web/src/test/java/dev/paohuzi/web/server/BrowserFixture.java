package dev.paohuzi.web.server;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * A server (from {@link ServerFixture}) and one headless chromium per test class, the one place browser tests set
 * the browser up. Every test of a subclass is skipped, with a message, where /usr/bin/chromedriver is missing;
 * under {@code CI=true} (as .ci/run sets) each fails instead.
 */
abstract class BrowserFixture extends ServerFixture {
    static final Duration PATIENCE = Duration.ofSeconds(15);
    static WebDriver browser;
    private static Path profile;

    @BeforeAll
    static void startBrowser() throws IOException {
        if (!Chromium.installed()) {
            return; // each test reports itself skipped, below
        }
        profile = Files.createTempDirectory("workbench-chromium");
        browser = Chromium.start(profile);
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
        // On CI the browser is part of the build: a missing chromedriver fails it instead of skipping quietly.
        assertFalse(browser == null && "true".equals(System.getenv("CI")), "no " + Chromium.CHROMEDRIVER
                + " under CI=true; install it with `apt-get install -y chromium chromium-driver` (.ci/run does)");
        assumeTrue(browser != null, "skipped: no " + Chromium.CHROMEDRIVER
                + "; install it with `apt-get install -y chromium chromium-driver` (.ci/run does)");
    }

    String page(String path) {
        return "http://127.0.0.1:" + app.port() + path;
    }

    WebDriverWait waiting() {
        return new WebDriverWait(browser, PATIENCE);
    }
}
