package dev.paohuzi.web.server;

import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Explain & diff offers a variant's room options as checkboxes (docs/web.md, "Rooms"): youxian's 无名堂 ticked
 * explains the room youxian[无名堂], which drops Hunan's 名堂 (variants/youxian.variant), and keeps it in the address.
 */
class RoomBrowserTest extends BrowserFixture {
    private WebElement option(String name) {
        return option("#options", name);
    }

    private WebElement option(String box, String name) {
        return browser.findElements(By.cssSelector(box + " label")).stream()
                .filter(label -> label.getText().strip().equals(name)).findFirst().orElseThrow()
                .findElement(By.tagName("input"));
    }

    private List<String> ruleNames() {
        return browser.findElements(By.cssSelector("#rules tbody tr td:first-child code")).stream()
                .map(WebElement::getText).toList();
    }

    @Test
    void tickingAnOptionExplainsTheRoom() {
        browser.get(page("/explain.html?variant=youxian"));
        waiting().until(ExpectedConditions.textToBePresentInElementLocated(By.cssSelector("#explain h2"),
                "youxian — "));
        assertTrue(option("自摸加3息").isSelected());
        assertTrue(option("四七张红胡").isSelected());
        assertFalse(option("无名堂").isSelected());
        assertTrue(ruleNames().contains("pattern 红胡"), ruleNames().toString());

        option("无名堂").click();
        waiting().until(ExpectedConditions.textToBePresentInElementLocated(By.cssSelector("#explain h2"),
                "youxian[无名堂] — "));
        assertTrue(option("无名堂").isSelected());
        assertFalse(option("四七张红胡").isSelected()); // displaced: 无名堂 excludes it
        assertFalse(ruleNames().contains("pattern 红胡"), ruleNames().toString());
        assertEquals("?variant=youxian%5B%E6%97%A0%E5%90%8D%E5%A0%82%5D",
                String.valueOf(((JavascriptExecutor) browser).executeScript("return location.search;")));
    }

    /**
     * The Statistics page compares a room with its variant: youxian[无名堂] (its box ticked under A) against plain
     * youxian; the run's link keeps the room, and opening the link ticks the box again.
     */
    @Test
    void theStatisticsPageComparesARoomWithItsVariant() {
        browser.get(page("/statistics.html"));
        waiting().until(ExpectedConditions.numberOfElementsToBeMoreThan(By.cssSelector("#b option"), 2));
        new Select(browser.findElement(By.id("a"))).selectByValue("youxian");
        new Select(browser.findElement(By.id("b"))).selectByValue("youxian");
        waiting().until(ExpectedConditions.numberOfElementsToBeMoreThan(By.cssSelector("#options-a label"), 2));
        assertFalse(option("#options-a", "无名堂").isSelected());
        option("#options-a", "无名堂").click();
        WebElement hands = browser.findElement(By.id("hands"));
        hands.clear();
        hands.sendKeys("200");
        browser.findElement(By.id("run")).click();
        waiting().until(ExpectedConditions.textToBePresentInElementLocated(By.id("status"), "Complete: 200 of 200"));
        String link = browser.findElement(By.id("reproduce")).getAttribute("href");
        assertTrue(link.contains("a=youxian%5B%E6%97%A0%E5%90%8D%E5%A0%82%5D&b=youxian&"), link);

        browser.get(link);
        waiting().until(ExpectedConditions.textToBePresentInElementLocated(By.id("status"), "Complete: 200 of 200"));
        waiting().until(ExpectedConditions.numberOfElementsToBeMoreThan(By.cssSelector("#options-a label"), 2));
        assertEquals("youxian", new Select(browser.findElement(By.id("a"))).getFirstSelectedOption()
                .getAttribute("value"));
        assertTrue(option("#options-a", "无名堂").isSelected());
        assertFalse(option("#options-b", "无名堂").isSelected());
    }

    /**
     * The Hand page scores a holding under a room: 15 huxi (s1 s2 s3 twice, b1 b2 b3, s4 s5 s6, b4 b5 b6, s7 s8 s9,
     * pong of b7) is no win under youxian[18胡息], whose minimum is 18 (variants/youxian.variant); unticking the box
     * scores it under youxian: grade (15 − 12) / 3 = 1, 红胡 2 fan, base 2.
     */
    @Test
    void theHandPageScoresUnderARoom() {
        browser.get(page("/hand.html?variant=youxian%5B18%E8%83%A1%E6%81%AF%5D&holding="
                + "s1+s2+s3+s1+s2+s3+b1+b2+b3+s4+s5+s6+b4+b5+b6+s7+s8+pong:b7+s9"));
        waiting().until(ExpectedConditions.textToBePresentInElementLocated(By.id("score-refused"),
                "not a win: 15 huxi"));
        assertTrue(option("#options", "18胡息").isSelected());
        option("#options", "18胡息").click();
        waiting().until(ExpectedConditions.textToBePresentInElementLocated(By.id("score-summary"),
                "huxi 15, grade 1, fan 2, base 2"));
        String link = browser.findElement(By.id("permalink")).getAttribute("href");
        assertTrue(link.contains("variant=youxian&"), link);
    }

    /** The stepper plays a hand of a room from a link, its option ticked; the board's key names the room. */
    @Test
    void theStepperPlaysARoom() {
        browser.get(page("/trace.html?variant=youxian%5B18%E8%83%A1%E6%81%AF%5D&seed=1&bots=random"));
        waiting().until(ExpectedConditions.attributeToBe(By.id("stepper"), "data-rendered",
                "youxian[18胡息]:1:referee:0"));
        waiting().until(ExpectedConditions.numberOfElementsToBeMoreThan(By.cssSelector("#options label"), 2));
        assertTrue(option("#options", "18胡息").isSelected());
        assertFalse(option("#options", "无名堂").isSelected());
    }

    /**
     * The Conformance page runs a room from a link, its option ticked: the one bundled case written for
     * youxian[无名堂]; unticked, youxian's own cases and its rooms' (youxian-scoring.cases 5, room-options.cases 5).
     */
    @Test
    void theConformancePageRunsTheCasesOfARoom() {
        browser.get(page("/conformance.html?variant=youxian%5B%E6%97%A0%E5%90%8D%E5%A0%82%5D"));
        waiting().until(ExpectedConditions.textToBePresentInElementLocated(By.id("totals"), "1 passed, 0 failed"));
        assertTrue(option("#options", "无名堂").isSelected());
        assertEquals(List.of("youxian[无名堂]"), browser.findElements(By.cssSelector("#cases tbody tr td:nth-child(3)"))
                .stream().map(cell -> cell.getText().lines().findFirst().orElse("")).toList());
        option("#options", "无名堂").click();
        browser.findElement(By.id("run")).click();
        waiting().until(ExpectedConditions.textToBePresentInElementLocated(By.id("totals"), "10 passed, 0 failed"));
        assertEquals("?variant=youxian",
                String.valueOf(((JavascriptExecutor) browser).executeScript("return location.search;")));
    }
}
