package dev.paohuzi.web.server;

import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Statistics page in headless chromium: a comparison runs to the end with charts, a long one is cancelled. */
class StatisticsPageTest extends BrowserFixture {
    private JavascriptExecutor js() {
        return (JavascriptExecutor) browser;
    }

    /** The series ECharts holds for a chart: proof that the library drew it, not just that a div exists. */
    private long series(String chart) {
        return (Long) js().executeScript("const c = echarts.getInstanceByDom(document.getElementById(arguments[0]));"
                + " return c ? c.getOption().series.length : 0;", chart);
    }

    @Test
    void aLinkRunsAComparisonWithProgressChartsAndTables() {
        browser.get(page("/statistics.html?a=hunan&b=hunan-half&hands=300&seed=2&bots=random"));
        waiting().until(ExpectedConditions.textToBePresentInElementLocated(By.id("status"),
                "Complete: 300 of 300 hands"));
        assertEquals("300", browser.findElement(By.id("progress")).getAttribute("value"));
        assertEquals(4, series("chart-seats"), "two variants' bars and whiskers");
        assertEquals(2, series("chart-forest"), "intervals and points");
        assertEquals(2, series("chart-huxi"));
        assertTrue(!browser.findElements(By.cssSelector("#chart-seats canvas")).isEmpty(), "drawn on a canvas");
        List<WebElement> rows = browser.findElements(By.cssSelector("#differences tr"));
        assertTrue(rows.size() > 20, rows.size() + " rows");
        assertTrue(rows.get(1).getText().startsWith("points dealer primary mean points the dealer settled per hand"),
                "the primary metric first, with its estimand: " + rows.get(1).getText());
        assertTrue(rows.get(2).getText().startsWith("dead hands exploratory share of hands nobody won"),
                rows.get(2).getText());
        assertTrue(browser.findElement(By.id("tables")).getText().contains("Where play parted: 0 of 300 hands"));
        String link = browser.findElement(By.id("reproduce")).getAttribute("href");
        assertTrue(link.endsWith("/statistics.html?a=hunan&b=hunan-half&hands=300&seed=2&bots=random"
                + "&metric=points+dealer"), link);
    }

    /** Enter in the Hands field starts a run, as the Run button does. */
    @Test
    void enterInAFieldStartsARun() {
        browser.get(page("/statistics.html"));
        waiting().until(ExpectedConditions.numberOfElementsToBeMoreThan(By.cssSelector("#b option"), 2));
        WebElement hands = browser.findElement(By.id("hands"));
        hands.clear();
        hands.sendKeys("200" + Keys.ENTER);
        waiting().until(ExpectedConditions.textToBePresentInElementLocated(By.id("status"), "Complete: 200 of 200"));
        assertTrue(browser.findElement(By.id("per-hand")).isDisplayed(), "the per-hand download is offered");
    }

    /**
     * A designer plays whole matches: hunan-peel against shaoyang, 3 matches; the status counts matches, the match
     * metrics are in the table, and where play parts is said not to be counted; the link finds the run again.
     */
    @Test
    void wholeMatchesFromThePage() {
        browser.get(page("/statistics.html?a=hunan-peel&b=shaoyang&matches=3&seed=2&bots=random"));
        waiting().until(ExpectedConditions.textToBePresentInElementLocated(By.id("status"),
                "Complete: 3 of 3 matches"));
        String tables = browser.findElement(By.id("tables")).getText();
        assertTrue(tables.contains("match length"), tables);
        assertTrue(tables.contains("paired bootstrap by match"), tables);
        assertTrue(tables.contains("Where play parted: not counted for whole matches"), tables);
        assertEquals("matches", new Select(browser.findElement(By.id("unit"))).getFirstSelectedOption()
                .getAttribute("value"));
        String link = browser.findElement(By.id("reproduce")).getAttribute("href");
        assertTrue(link.contains("&matches=3&"), link);
    }

    @Test
    void aLongRunShowsPartialProgressAndCancelStopsIt() throws InterruptedException {
        browser.get(page("/statistics.html"));
        waiting().until(ExpectedConditions.numberOfElementsToBeMoreThan(By.cssSelector("#b option"), 2));
        new Select(browser.findElement(By.id("b"))).selectByValue("luzhou");
        WebElement hands = browser.findElement(By.id("hands"));
        hands.clear();
        hands.sendKeys("1000000");
        browser.findElement(By.id("run")).click();
        waiting().until(ExpectedConditions.textToBePresentInElementLocated(By.id("status"), "PARTIAL"));
        assertTrue(series("chart-seats") > 0, "a partial result is drawn");
        assertTrue(browser.findElement(By.id("tables")).getText().contains("PARTIAL"), "and its tables say so");
        browser.findElement(By.id("cancel")).click();
        waiting().until(ExpectedConditions.textToBePresentInElementLocated(By.id("status"), "Cancelled"));
        assertTrue(browser.findElement(By.id("run")).isEnabled());
        StatisticsApiTest.assertNoSimulationThreads();
    }

    /** The editor's button opens the page comparing the unsaved text with the saved variant. */
    @Test
    void theEditorsButtonComparesTheUnsavedText() throws InterruptedException {
        browser.get(page("/index.html?variant=hunan-half"));
        waiting().until(ExpectedConditions.textToBe(By.id("status"), "Loaded hunan-half.variant"));
        js().executeScript("const cm = document.querySelector('.CodeMirror').CodeMirror;"
                + " cm.setValue(cm.getValue().replace('fan: if red = 0 then 5 else 4', 'fan: 9'));");
        String editor = browser.getWindowHandle();
        browser.findElement(By.id("what-changes")).click();
        waiting().until(driver -> driver.getWindowHandles().size() == 2);
        String statistics = browser.getWindowHandles().stream().filter(h -> !h.equals(editor)).findFirst()
                .orElseThrow();
        browser.switchTo().window(statistics);
        try {
            waiting().until(ExpectedConditions.or(ExpectedConditions.textToBePresentInElementLocated(By.id("status"),
                    "PARTIAL"), ExpectedConditions.textToBePresentInElementLocated(By.id("status"), "Complete")));
            assertEquals("(unsaved editor text) hunan-half",
                    new Select(browser.findElement(By.id("b"))).getFirstSelectedOption().getText());
            assertEquals("hunan-half", new Select(browser.findElement(By.id("a"))).getFirstSelectedOption().getText());
            assertTrue(browser.findElement(By.id("reproduce")).getAttribute("hidden") != null,
                    "unsaved text has no link that finds it again");
            assertTrue(browser.findElement(By.id("tables")).getText().contains("Paired differences A − B (saved "
                    + "hunan-half − your edit)"), "the sides are named apart");
            assertEquals(List.of("saved hunan-half", "your edit"), js().executeScript("return echarts.getInstanceByDom("
                    + "document.getElementById('chart-huxi')).getOption().series.map(s => s.name);"));
            Object colours = js().executeScript("return echarts.getInstanceByDom(document.getElementById("
                    + "'chart-huxi')).getOption().series.map(s => s.itemStyle.color);");
            assertEquals(2, ((List<?>) colours).stream().distinct().count(), "in two colours: " + colours);
            String findings = browser.findElement(By.id("findings")).getText();
            assertTrue(findings.contains("your edit raises fan of paid wins by ") || findings.contains("No metric"),
                    "one plain sentence per result that clears the bar: " + findings);
        } finally {
            browser.close();
            browser.switchTo().window(editor);
        }
        StatisticsApiTest.assertNoSimulationThreads();
    }
}
