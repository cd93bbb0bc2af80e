package dev.paohuzi.web.server;

import org.openqa.selenium.UnexpectedAlertBehaviour;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;

/** Debian's headless chromium under chromedriver, as the browser tests and the page benchmarks drive it. */
public final class Chromium {
    public static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");

    private Chromium() {}

    public static boolean installed() {
        return Files.isExecutable(CHROMEDRIVER);
    }

    /** A fresh browser whose profile lives in {@code profile} (the caller deletes it). */
    public static WebDriver start(Path profile) {
        System.setProperty("webdriver.chrome.driver", CHROMEDRIVER.toString());
        ChromeOptions options = new ChromeOptions();
        options.setBinary("/usr/bin/chromium");
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-quic", "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--no-first-run", "--window-size=1400,1000", "--user-data-dir=" + profile);
        // Leaving the editor with unsaved edits asks "leave the page?"; tests that move on answer yes.
        options.setUnhandledPromptBehaviour(UnexpectedAlertBehaviour.ACCEPT);
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(new File(CHROMEDRIVER.toString())).build();
        return new ChromeDriver(service, options);
    }
}
