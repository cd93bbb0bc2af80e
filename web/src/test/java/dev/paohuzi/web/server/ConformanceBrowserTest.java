package dev.paohuzi.web.server;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A QA person on the Conformance page: a run with failures first, each failed expectation as "expected" beside
 * "got", filtered to failures and to one file (the address keeps both), a failing analysis case opened on the Hand
 * page with its holding, and the run offered as JUnit XML.
 */
class ConformanceBrowserTest extends BrowserFixture {
    @TempDir
    Path cases;

    private static final String MISCOUNTED = """
            case "a win miscounted on purpose" {
              variant hunan
              source "000:104"
              analyze s1 s2 s3 s1 s2 s3 b1 b2 b3 s4 s5 s6 b4 b5 b6 s7 s8 s9 pong:b7
              expect huxi 14
            }
            """;
    private static final String RIGHT = MISCOUNTED.replace("a win miscounted on purpose", "counted right")
            .replace("huxi 14", "huxi 15");

    private List<WebElement> rows() {
        return browser.findElements(By.cssSelector("#cases > tbody > tr"));
    }

    @Test
    void failuresReadAsExpectedBesideGotFilterAndOpenOnTheHandPage() throws IOException {
        Files.writeString(cases.resolve("hand.cases"), MISCOUNTED);
        Files.writeString(cases.resolve("right.cases"), RIGHT);
        Files.writeString(cases.resolve("broken.cases"), ConformanceApiTest.BROKEN_SCENARIO);
        withCases(cases);
        browser.get(page("/conformance.html?variant="));
        WebElement totals = waiting().until(ExpectedConditions.visibilityOfElementLocated(By.id("totals")));
        assertEquals("1 passed, 2 failed", totals.getText());
        assertEquals(3, rows().size());
        assertTrue(rows().get(2).getAttribute("class").contains("pass"), "failures first");

        WebElement miscounted = browser.findElements(By.xpath("//tr[contains(., 'a win miscounted on purpose')]"))
                .get(0);
        assertEquals("huxi 14", miscounted.findElement(By.cssSelector("table.diff td.expected")).getText());
        assertEquals("huxi 15", miscounted.findElement(By.cssSelector("table.diff td.got")).getText());

        browser.findElement(By.id("failures-only")).click();
        assertEquals(2, rows().size());
        new Select(browser.findElement(By.id("file"))).selectByValue("hand.cases");
        assertEquals(1, rows().size());
        assertTrue(browser.getCurrentUrl().contains("file=hand.cases") && browser.getCurrentUrl()
                .contains("failures=1"), browser.getCurrentUrl());
        assertEquals("/api/conformance/junit", Path.of(browser.findElement(By.id("junit"))
                .getAttribute("href").replaceFirst("^https?://[^/]+", "")).toString());

        browser.navigate().refresh(); // the address holds the filters: the same view after a reload
        waiting().until(ExpectedConditions.visibilityOfElementLocated(By.id("totals")));
        assertEquals(1, rows().size());
        assertTrue(browser.findElement(By.id("failures-only")).isSelected());

        rows().get(0).findElement(By.cssSelector("a.hand-link")).click();
        WebElement holding = waiting().until(ExpectedConditions.visibilityOfElementLocated(By.id("holding")));
        waiting().until(page -> holding.getAttribute("value").endsWith("pong:b7"));
        assertEquals("s1 s2 s3 s1 s2 s3 b1 b2 b3 s4 s5 s6 b4 b5 b6 s7 s8 s9 pong:b7", holding.getAttribute("value"));
        assertTrue(browser.getCurrentUrl().contains("variant=hunan"), browser.getCurrentUrl());
    }
}
