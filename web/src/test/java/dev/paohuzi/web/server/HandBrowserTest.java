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

    /** The why table: a pair of 三, one's own draw is laid as a wei (000:29, 000:67), another's draw wins. */
    @Test
    void eachWaitingCardSaysPerSupplierWhyItWinsOrNot() {
        browser.get(page("/hand.html?variant=hunan&holding="
                + "b1+b2+b3+b2+b7+b10+s4+s5+s6+s3+s3+pong:b5+pong:b8+pong:b9"));
        waitForResults();
        List<WebElement> s3 = browser.findElements(By.cssSelector("#why-table tr[data-card='s3'] td"));
        assertEquals(6, s3.size(), "the card and five suppliers");
        assertEquals("laid", s3.get(1).getAttribute("data-outcome"));
        assertTrue(s3.get(1).getText().contains("000:29, 000:67"), s3.get(1).getText());
        assertEquals("win", s3.get(2).getAttribute("data-outcome"));
        assertTrue(s3.get(2).getText().startsWith("✓ wins, 22 huxi"), s3.get(2).getText());
        assertEquals("not from there", s3.get(4).getAttribute("data-outcome"));
        assertTrue(s3.get(4).getText().contains("win on 000:67, 000:74"), s3.get(4).getText());
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
