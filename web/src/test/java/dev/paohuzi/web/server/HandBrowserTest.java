package dev.paohuzi.web.server;

import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The hand page in chromium: a holding typed and clicked, its max huxi and waits, a win scored with a context word,
 * and the page's link reproducing it. The holdings are HandApiTest's, worked out there by hand.
 */
class HandBrowserTest extends BrowserFixture {
    private static final String SHORT = "s1 s2 s3 s1 s2 s3 b1 b2 b3 s4 s5 s6 b4 b5 b6 s7 s8";

    @Test
    void aHoldingIsAnalysedScoredAndItsLinkReproducesIt() {
        browser.get(page("/hand.html"));
        waiting().until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#variant option[value='hunan']")));
        WebElement holding = browser.findElement(By.id("holding"));
        holding.sendKeys(SHORT + " ");
        browser.findElement(By.cssSelector("#palette [data-card='pong:']")).click();
        browser.findElement(By.cssSelector("#palette [data-card='b7']")).click();
        assertEquals(SHORT + " pong:b7", holding.getAttribute("value"));
        holding.sendKeys(Keys.ENTER);
        waitForResults();
        List<String> waits = browser.findElements(By.cssSelector("#wait-table tbody tr")).stream()
                .map(row -> row.getAttribute("data-card") + " " + row.findElements(By.tagName("td")).get(1).getText())
                .sorted().toList();
        assertEquals(List.of("b3 3", "s3 15", "s6 15", "s9 15"), waits); // as HandApiTest works them out

        browser.findElement(By.cssSelector("#palette [data-card='s9']")).click();
        browser.findElement(By.cssSelector("#context-words [data-word='self-draw']")).click();
        browser.findElement(By.cssSelector("#hand-form button[type='submit']")).click();
        waiting().until(ExpectedConditions.textToBe(By.id("max-huxi"), "15"));
        String score = waiting().until(ExpectedConditions.visibilityOfElementLocated(By.id("score-summary"))).getText();
        assertTrue(score.startsWith("huxi 15"), score);
        String decompositions = browser.findElement(By.id("decompositions-title")).getText();

        String link = browser.findElement(By.id("permalink")).getAttribute("href");
        assertTrue(link.contains("context=self-draw") && link.contains("variant=hunan"), link);
        browser.get("about:blank");
        browser.get(link);
        waiting().until(ExpectedConditions.textToBe(By.id("max-huxi"), "15"));
        assertEquals(score, waiting().until(ExpectedConditions.visibilityOfElementLocated(By.id("score-summary")))
                .getText());
        assertEquals(decompositions, browser.findElement(By.id("decompositions-title")).getText());
        assertEquals(SHORT + " pong:b7 s9", browser.findElement(By.id("holding")).getAttribute("value"));
    }

    @Test
    void aBadTokenIsNamedAndNothingIsShown() {
        browser.get(page("/hand.html?variant=hunan&holding=s1+s2+s11"));
        WebElement status = waiting().until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#status.bad")));
        assertTrue(status.getText().contains("s11"), status.getText());
        assertTrue(!browser.findElement(By.id("results")).isDisplayed());
    }

    private void waitForResults() {
        waiting().until(ExpectedConditions.attributeToBeNotEmpty(browser.findElement(By.id("results")),
                "data-rendered"));
    }
}
