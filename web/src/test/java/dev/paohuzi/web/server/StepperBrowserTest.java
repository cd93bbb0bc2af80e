package dev.paohuzi.web.server;

import com.fasterxml.jackson.databind.JsonNode;
import dev.paohuzi.compiler.VariantCompiler;
import dev.paohuzi.runtime.game.DeckOrder;
import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.game.bot.Bot;
import dev.paohuzi.runtime.game.bot.BotLineup;
import dev.paohuzi.runtime.game.trace.TraceJson;
import dev.paohuzi.runtime.rules.RuleSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The trace stepper's journeys in chromium: a copied link reopens its step and seat, a view switch keeps the
 * moment, keys step wherever focus is but in a text field, the slider and the whole-hand log, a trace file, a
 * failing scenario opened from the conformance page at its failing step, and each seat's 飘. Every wait is for the
 * board's rendered marker ({@code data-rendered="HAND:SEAT:STEP"}), set when the step is drawn.
 */
class StepperBrowserTest extends BrowserFixture {
    @TempDir
    Path work;

    @Test
    void aCopiedStepLinkOpensThatStepAndSeat() {
        browser.get(page("/trace.html?variant=hunan&seed=3&seat=1"));
        rendered("hunan:3:1:0");
        for (int i = 0; i < 4; i++) {
            new Actions(browser).sendKeys(Keys.ARROW_RIGHT).perform();
        }
        rendered("hunan:3:1:4");
        String link = browser.getCurrentUrl();
        String board = browser.findElement(By.id("seats")).getText();
        assertEquals("variant=hunan&seed=3&bots=" + BotLineup.DEFAULT + "&seat=1&step=4", URI.create(link).getQuery());

        browser.get("about:blank");
        browser.get(link);
        rendered("hunan:3:1:4");
        assertEquals(board, browser.findElement(By.id("seats")).getText());
        assertEquals("1", new Select(browser.findElement(By.id("view"))).getFirstSelectedOption()
                .getAttribute("value"));
    }

    /**
     * The referee at a decision of seat 1 whose step number in seat 1's view is another (the view leaves out steps it
     * sees nothing of): the view switch lands on the same decision, not the same number.
     */
    @Test
    void switchingTheViewKeepsTheDecision() {
        JsonNode referee = api.get("/api/play?variant=hunan&seed=10&bots=greedy").body().get("steps");
        JsonNode seen = api.get("/api/play?variant=hunan&seed=10&bots=greedy&seat=1").body().get("steps");
        int step = -1;
        int seenStep = -1;
        for (int i = 0; i < referee.size() && seenStep == step; i++) {
            if (referee.get(i).get("seat").asInt(-1) == 1) {
                step = i;
                seenStep = indexOfMoment(seen, referee.get(i).get("moment").asInt());
            }
        }
        assertTrue(seenStep != step, "seed 10 has a decision of seat 1 numbered differently in its view");

        browser.get(page("/trace.html?variant=hunan&seed=10&bots=greedy&step=" + step));
        rendered("hunan:10:referee:" + step);
        String decision = browser.findElement(By.id("decision")).getText();
        assertTrue(decision.startsWith("seat 1 chose"), decision);
        new Select(browser.findElement(By.id("view"))).selectByVisibleText("seat 1");
        rendered("hunan:10:1:" + seenStep);
        assertEquals(decision, browser.findElement(By.id("decision")).getText());
        new Select(browser.findElement(By.id("view"))).selectByVisibleText("referee");
        rendered("hunan:10:referee:" + step);
    }

    /** Enter in the Seed box plays that hand, and the arrows then step it; in the Bots box they stay the box's. */
    @Test
    void theArrowKeysStepAfterTypingASeed() {
        browser.get(page("/trace.html?variant=hunan"));
        waiting().until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#variant option")));
        WebElement seed = browser.findElement(By.id("seed"));
        seed.clear();
        seed.sendKeys("5", Keys.ENTER);
        rendered("hunan:5:referee:0");
        new Actions(browser).sendKeys(Keys.ARROW_RIGHT).sendKeys(Keys.ARROW_RIGHT).perform();
        rendered("hunan:5:referee:2");
        assertEquals("5", seed.getAttribute("value"));

        WebElement bots = browser.findElement(By.id("bots"));
        bots.sendKeys("greedy", Keys.ARROW_LEFT, Keys.ARROW_LEFT);
        browser.findElement(By.id("forward")).click(); // after the keys: step 3 only if they did not step
        rendered("hunan:5:referee:3");
        new Actions(browser).sendKeys(Keys.END).perform(); // focus on a button: keys step again
        int last = api.get("/api/play?variant=hunan&seed=5").body().get("steps").size() - 1;
        rendered("hunan:5:referee:" + last);
    }

    @Test
    void theSliderAndTheWholeHandLogGoToAnyStep() {
        browser.get(page("/trace.html?variant=hunan&seed=3"));
        rendered("hunan:3:referee:0");
        WebElement slider = browser.findElement(By.id("slider"));
        ((JavascriptExecutor) browser).executeScript(
                "arguments[0].value = 7; arguments[0].dispatchEvent(new Event('input'));", slider); // a drag
        rendered("hunan:3:referee:7");
        slider.sendKeys(Keys.ARROW_RIGHT); // one step, not the slider's own move and ours
        rendered("hunan:3:referee:8");
        assertEquals("8", slider.getAttribute("value"));

        WebElement entry = browser.findElement(By.cssSelector("#log li[data-step='5']"));
        new Actions(browser).moveToElement(entry).perform();
        rendered("hunan:3:referee:5");
        assertTrue(browser.findElement(By.id("position")).getText().startsWith("previewing step 5"));
        new Actions(browser).moveToElement(browser.findElement(By.id("status"))).perform();
        rendered("hunan:3:referee:8"); // leaving the log shows the step again
        entry.click();
        rendered("hunan:3:referee:5");
        assertTrue(browser.getCurrentUrl().contains("step=5"), browser.getCurrentUrl());

        List<WebElement> claims = browser.findElements(By.cssSelector("#log li.claim"));
        assertFalse(claims.isEmpty());
        for (WebElement claim : claims) {
            assertTrue(claim.getText().matches("(?s).*\\((seat \\d( \\(dealer\\))? (drew it from the wall|discarded it|"
                    + "showed it)|the wall's last card, shown)\\).*"), claim.getText());
        }
    }

    /** The file `play --variant hunan --seed 2 --bots random --trace FILE` writes, opened with the file box. */
    @Test
    void aTraceFileOpensInTheStepper() throws IOException {
        RuleSet rules = VariantCompiler.compile(variants.resolve("hunan.variant")).variant().orElseThrow().rules();
        Game game = Game.start(rules, DeckOrder.shuffled(rules, 2), 0);
        Bot.playOut(game, BotLineup.parse("random", 3).seat(2));
        Path file = Files.writeString(work.resolve("hand.json"), TraceJson.write(game.trace()));

        browser.get(page("/trace.html"));
        waiting().until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#variant option")));
        browser.findElement(By.id("trace-file")).sendKeys(file.toAbsolutePath().toString());
        rendered("trace:hand.json:referee:0");
        new Actions(browser).sendKeys(Keys.END).perform();
        int last = api.get("/api/play?variant=hunan&seed=2&bots=random").body().get("steps").size() - 1;
        rendered("trace:hand.json:referee:" + last);
        assertTrue(browser.findElement(By.id("settlement")).getText().contains("Settlement"));
        new Select(browser.findElement(By.id("view"))).selectByVisibleText("seat 2");
        waiting().until(ExpectedConditions.attributeContains(By.id("stepper"), "data-rendered", "trace:hand.json:2:"));
        assertTrue(browser.getCurrentUrl().contains("trace=hand.json"), browser.getCurrentUrl());
    }

    /**
     * 活飘 (wangcheng-huopiao): the seats choose their 飘 before the deal, the first three decisions; each seat's panel
     * shows its 飘 from the step it chose on, and the log says who took which.
     */
    @Test
    void eachSeatShowsThePiaoItChose() {
        JsonNode events = api.get("/api/play?variant=wangcheng-huopiao&seed=4&bots=random").body().get("events");
        int[] stakes = new int[3];
        int seen = 0;
        for (JsonNode event : events) {
            if (event.get("type").asText().equals("piao")) {
                stakes[event.get("seat").asInt()] = event.get("stake").asInt();
                seen++;
            }
        }
        assertEquals(3, seen, "one piao event per seat");
        browser.get(page("/trace.html?variant=wangcheng-huopiao&seed=4&bots=random&step=1"));
        rendered("wangcheng-huopiao:4:referee:1");
        assertTrue(seatPanel(0).contains("飘 " + stakes[0]), seatPanel(0));
        assertFalse(seatPanel(1).contains("飘"), seatPanel(1));     // the dealer chose first; seat 1 not yet
        assertTrue(browser.findElement(By.id("events")).getText().contains("takes 飘 " + stakes[0]));
        browser.get(page("/trace.html?variant=wangcheng-huopiao&seed=4&bots=random&step=3"));
        rendered("wangcheng-huopiao:4:referee:3");
        for (int seat = 0; seat < 3; seat++) {
            assertTrue(seatPanel(seat).contains("飘 " + stakes[seat]), seatPanel(seat));
        }
    }

    private String seatPanel(int seat) {
        return browser.findElement(By.cssSelector("#seats [data-seat='" + seat + "'] h3")).getText();
    }

    /** ConformanceApiTest's broken 比 example: it fails at the dealer's discard, step 1, and opens there. */
    @Test
    void aFailingScenarioOpensAtItsFailingStepFromTheConformancePage() throws IOException {
        Path cases = Files.createDirectory(work.resolve("cases"));
        Files.writeString(cases.resolve("broken.cases"), ConformanceApiTest.BROKEN_SCENARIO);
        withCases(cases);
        browser.get(page("/conformance.html?variant="));
        WebElement link = waiting().until(ExpectedConditions.elementToBeClickable(By.cssSelector("a.stepper-link")));
        assertEquals("open in the stepper at the failing step", link.getText());
        link.click();
        rendered("case:broken.cases:" + ConformanceApiTest.BROKEN_NAME + ":referee:1");
        assertTrue(browser.findElement(By.id("case-failures")).getText().contains("expected options 1:"));
        assertTrue(browser.findElement(By.id("decision")).getText().contains("discard"));
        assertTrue(browser.getCurrentUrl().contains("step=1"), browser.getCurrentUrl());
    }

    /**
     * What if a seat had chosen otherwise: at a step, another option, play on; the branch opens at that step with
     * its own address, beside the hand as played (the steps they share, then each one's steps and how each ends),
     * and the way back to the hand as played.
     */
    @Test
    void aStepCanBeBranchedWithAnotherChoiceAndBothHandsShowSideBySide() {
        JsonNode played = api.get("/api/play?variant=hunan&seed=11&bots=greedy").body();
        int k = 1;
        while (played.get("steps").get(k).get("options").size() < 2) {
            k++;
        }
        browser.get(page("/trace.html?variant=hunan&seed=11&bots=greedy&step=" + k));
        rendered("hunan:11:referee:" + k);
        Select choice = new Select(browser.findElement(By.id("branch-choice")));
        String asPlayed = played.get("steps").get(k).get("choice").asText();
        assertTrue(choice.getFirstSelectedOption().getText().endsWith("(as played)"));
        String other = null;
        for (WebElement option : choice.getOptions()) {
            if (!option.getAttribute("value").equals(asPlayed)) {
                other = option.getAttribute("value");
                break;
            }
        }
        choice.selectByValue(other);
        browser.findElement(By.id("branch-go")).click();
        rendered("hunan:11:branch-" + k + ":referee:" + k);
        String url = browser.getCurrentUrl();
        assertTrue(url.contains("branch=" + k) && url.contains("choose="), url);
        WebElement compare = browser.findElement(By.id("branch-compare"));
        assertTrue(compare.getText().contains("Steps 0–" + (k - 1) + " are the same in both hands"), compare.getText());
        WebElement first = compare.findElement(By.cssSelector("tr[data-step='" + k + "']"));
        assertTrue(first.getAttribute("class").contains("differs"));
        assertTrue(first.findElements(By.tagName("td")).get(2).getText().contains(withoutCards(other)),
                first.getText() + " / " + other);
        assertFalse(browser.findElement(By.id("branch-end")).getText().isBlank(), "how the branch ends");
        assertFalse(browser.findElement(By.id("original-end")).getText().isBlank(), "how the hand as played ends");

        browser.navigate().refresh(); // the branch's address opens the branch
        rendered("hunan:11:branch-" + k + ":referee:" + k);
        browser.findElement(By.id("back-to-original")).click();
        rendered("hunan:11:referee:" + k);
        assertTrue(browser.findElement(By.id("branch-compare")).getAttribute("hidden") != null);
    }

    /** An option's words without its card names (the page shows cards as 汉字 with the name beside). */
    private static String withoutCards(String option) {
        return option.split(" ")[0];
    }

    private void rendered(String marker) {
        waiting().until(ExpectedConditions.attributeToBe(By.id("stepper"), "data-rendered", marker));
    }

    private static int indexOfMoment(JsonNode steps, int moment) {
        for (int i = 0; i < steps.size(); i++) {
            if (steps.get(i).get("moment").asInt() == moment) {
                return i;
            }
        }
        throw new AssertionError("no step at moment " + moment);
    }
}
