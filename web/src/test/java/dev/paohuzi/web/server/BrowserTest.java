package dev.paohuzi.web.server;

import dev.paohuzi.runtime.card.Cards;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The pages in a real browser (Debian's chromium, headless): typing an error into the editor shows its diagnostic,
 * and the trace stepper steps forward and back.
 */
class BrowserTest extends BrowserFixture {
    @Test
    void typingAnErrorShowsItsDiagnosticAtItsLine() throws IOException {
        List<String> lines = Files.readAllLines(variants.resolve("hunan.variant"));
        int line = lines.indexOf(lines.stream().filter(l -> l.strip().startsWith("minimum huxi:")).findFirst()
                .orElseThrow()); // 0-based
        browser.get(page("/index.html?variant=hunan"));
        WebDriverWait wait = new WebDriverWait(browser, PATIENCE);
        wait.until(ExpectedConditions.textToBe(By.id("status"), "Loaded hunan.variant"));
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("diagnostics"), "No problems."));

        // Select the value 15 and type a word over it, as a designer would.
        JavascriptExecutor js = (JavascriptExecutor) browser;
        js.executeScript("const cm = document.querySelector('.CodeMirror').CodeMirror; const at = "
                + "cm.getLine(arguments[0]).indexOf('15'); cm.focus(); cm.setSelection({line: arguments[0], ch: at}, "
                + "{line: arguments[0], ch: at + 2});",
                line);
        browser.findElement(By.cssSelector(".CodeMirror textarea")).sendKeys("lots");
        String typed = (String) js.executeScript(
                "return document.querySelector('.CodeMirror').CodeMirror.getLine(arguments[0]);", line);
        WebElement error = wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#diagnostics "
                + "li.error")));
        assertTrue(error.getText().contains("lots"), error.getText());
        assertEquals((line + 1) + ":" + (typed.indexOf("lots") + 1), error.findElement(By.className("where"))
                .getText());
        assertFalse(error.findElement(By.className("hint")).getText().isEmpty());
        assertFalse(browser.findElements(By.cssSelector(".cm-diag-error")).isEmpty(), "the bad value is underlined");
        assertFalse(browser.findElements(By.cssSelector(".diag-marker")).isEmpty(), "the gutter marks the line");
    }

    @Test
    void aNewVariantIsSavedFromTheEditor() throws IOException {
        browser.get(page("/index.html?variant=luzhou"));
        WebDriverWait wait = new WebDriverWait(browser, PATIENCE);
        wait.until(ExpectedConditions.textToBe(By.id("status"), "Loaded luzhou.variant"));
        browser.findElement(By.id("new")).click();
        wait.until(ExpectedConditions.alertIsPresent()).sendKeys("luzhou-mine");
        browser.switchTo().alert().accept();
        browser.findElement(By.id("save")).click();
        wait.until(ExpectedConditions.textToBe(By.id("status"), "Saved luzhou-mine.variant"));
        String saved = Files.readString(variants.resolve("luzhou-mine.variant"));
        assertTrue(saved.startsWith("variant luzhou-mine extends luzhou "), saved);
    }

    @Test
    void theStepperStepsForwardAndBackWithChineseCardNames() {
        browser.get(page("/trace.html?variant=hunan&seed=3"));
        WebDriverWait wait = new WebDriverWait(browser, PATIENCE);
        wait.until(ExpectedConditions.attributeToBe(By.id("stepper"), "data-rendered", "hunan:3:referee:0"));
        WebElement position = browser.findElement(By.id("position"));
        assertTrue(position.getText().startsWith("step 0 of"), position.getText());
        browser.findElement(By.id("forward")).click();
        browser.findElement(By.id("forward")).click();
        assertTrue(position.getText().startsWith("step 2 of"), position.getText());
        browser.findElement(By.id("back")).click();
        assertTrue(position.getText().startsWith("step 1 of"), position.getText());
        assertFalse(browser.findElements(By.cssSelector("#events li")).isEmpty());
        assertTrue(browser.findElement(By.id("decision")).getText().contains("chose"));

        List<WebElement> cards = browser.findElements(By.cssSelector("#seats .card"));
        assertFalse(cards.isEmpty());
        for (WebElement card : cards) {
            String ascii = card.getAttribute("title");
            assertEquals(Cards.hanzi(Cards.parse(ascii)) + ascii, card.getText().replace("\n", ""), "card " + ascii);
        }
        browser.findElement(By.id("last")).click();
        assertTrue(browser.findElement(By.id("settlement")).getText().contains("Settlement"));
    }

    /**
     * View as seat 1: the other seats' hands are one face-down card and a count; back to the referee, all shown. The
     * test waits for the board's rendered marker, set when the hand is drawn, not for a status text set before it.
     */
    @Test
    void theStepperShowsOneSeatsViewAndTheReferees() {
        browser.get(page("/trace.html?variant=hunan&seed=3&seat=1"));
        WebDriverWait wait = new WebDriverWait(browser, PATIENCE);
        wait.until(ExpectedConditions.attributeToBe(By.id("stepper"), "data-rendered", "hunan:3:1:0"));
        List<WebElement> dealer = browser.findElements(By.cssSelector("#seats [data-seat='0'] .row.hand .card"));
        assertEquals(1, dealer.size());
        assertEquals("face down", dealer.get(0).getAttribute("title"));
        String count = browser.findElement(By.cssSelector("#seats [data-seat='0'] .row.hand")).getText();
        assertTrue(count.matches("(?s).*× \\d+"), count);
        List<WebElement> own = browser.findElements(By.cssSelector("#seats [data-seat='1'] .row.hand .card"));
        assertTrue(own.size() > 1);
        own.forEach(card -> assertTrue(Cards.parse(card.getAttribute("title")) >= 0, card.getAttribute("title")));

        new Select(browser.findElement(By.id("view"))).selectByVisibleText("referee");
        wait.until(ExpectedConditions.attributeToBe(By.id("stepper"), "data-rendered", "hunan:3:referee:0"));
        List<WebElement> shown = browser.findElements(By.cssSelector("#seats [data-seat='0'] .row.hand .card"));
        assertEquals(count.replaceAll("(?s).*× ", ""), String.valueOf(shown.size()), "the count was the dealer's hand");
        shown.forEach(card -> assertTrue(Cards.parse(card.getAttribute("title")) >= 0, card.getAttribute("title")));
    }
}
