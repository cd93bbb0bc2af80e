package dev.paohuzi.web.server;

import com.fasterxml.jackson.databind.JsonNode;
import dev.paohuzi.runtime.game.bot.BotLineup;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;

import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Playing a seat in the stepper, in chromium: a whole hand as seat 1 against greedy bots, choosing by number key,
 * by mouse and by arrows and Enter; at each decision the board is the seat's observation (others' hands face down)
 * and the buttons are its options with their keys; at the end the result, and the link that steps through the hand.
 * Waits are for the play panel's marker ({@code data-rendered="play:VARIANT:SEED:SEAT:N"}, N the choices made, or
 * {@code over}).
 */
class SeatPlayBrowserTest extends BrowserFixture {
    private static final String KEYS = "1234567890abcdefghijklmnopqrstuvwxyz";

    @Test
    void aPersonPlaysAWholeHandAsASeatWithKeysAndMouse() {
        browser.get(page("/trace.html?variant=hunan"));
        waiting().until(d -> new Select(d.findElement(By.id("variant"))).getFirstSelectedOption().getAttribute("value")
                .equals("hunan"));
        assertEquals(BotLineup.DEFAULT + " at every seat", browser.findElement(By.id("bots"))
                .getAttribute("placeholder"));
        browser.findElement(By.id("seed")).clear();
        browser.findElement(By.id("seed")).sendKeys("5");
        browser.findElement(By.id("bots")).sendKeys("greedy");
        new Select(browser.findElement(By.id("human"))).selectByValue("1");
        browser.findElement(By.cssSelector("#setup button[type=submit]")).click();

        SplittableRandom person = new SplittableRandom(5);
        List<String> choices = new ArrayList<>();
        JsonNode answer = seat(choices);
        while (!answer.get("decision").isNull()) {
            assertTrue(choices.size() < 200, "a hand has far fewer decisions");
            rendered("play:hunan:5:1:" + choices.size());
            List<String> options = new ArrayList<>();
            answer.get("decision").get("options").forEach(o -> options.add(o.asText()));
            List<WebElement> buttons = browser.findElements(By.cssSelector("#play-options button"));
            assertEquals(options.size(), buttons.size());
            for (int i = 0; i < buttons.size(); i++) {
                assertEquals(i < KEYS.length() ? KEYS.substring(i, i + 1) : "↵",
                        buttons.get(i).findElement(By.tagName("kbd")).getText(), "option " + i + " shows its key");
            }
            showsTheObservation(answer.get("decision").get("observation"));

            int pick = person.nextInt(options.size());
            int way = choices.size() % 3;
            if (way == 1 && pick < 10) {
                new Actions(browser).sendKeys(KEYS.substring(pick, pick + 1)).perform(); // its number key
            } else if (way == 2) {
                for (int i = 0; i < pick; i++) {
                    new Actions(browser).sendKeys(Keys.ARROW_RIGHT).perform();
                }
                new Actions(browser).sendKeys(Keys.ENTER).perform();
            } else {
                buttons.get(pick).click();
            }
            choices.add(options.get(pick));
            answer = seat(choices);
        }
        assertTrue(choices.size() >= 3, "each way of choosing was used: " + choices);
        rendered("play:hunan:5:1:over");
        String query = URLDecoder.decode(URI.create(browser.getCurrentUrl()).getRawQuery(), StandardCharsets.UTF_8);
        assertTrue(query.endsWith("&human=1&choices=" + String.join("|", choices)), query);
        String end = browser.findElement(By.id("play-end")).getText();
        assertTrue(end.contains("Settlement"), end);
        assertTrue(end.contains("Next dealer"), end);

        browser.findElement(By.id("whole-hand")).click();
        waiting().until(ExpectedConditions.attributeToBe(By.id("stepper"), "data-rendered",
                "hunan:5:played-by-1:referee:0"));
        new Actions(browser).sendKeys(Keys.END).perform();
        JsonNode referee = api.post("/api/seat", ApiClient.object("variant", "hunan", "seed", 5, "bots", "greedy",
                "seat", 1, "choices", choices, "view", "referee")).body();
        int last = referee.get("steps").size() - 1;
        waiting().until(ExpectedConditions.attributeToBe(By.id("stepper"), "data-rendered",
                "hunan:5:played-by-1:referee:" + last));
        assertTrue(browser.findElement(By.id("seats")).getText().contains("played by you"));
        assertTrue(browser.findElement(By.id("settlement")).getText().contains("Next dealer"));
    }

    /** The address holds the choices made: reopened, it shows the same decision of the same hand. */
    @Test
    void aReopenedLinkResumesAtTheSameDecision() {
        browser.get(page("/trace.html?variant=hunan&seed=6&bots=random&human=2"));
        rendered("play:hunan:6:2:0");
        new Actions(browser).sendKeys("1").perform();
        rendered("play:hunan:6:2:1");
        new Actions(browser).sendKeys(Keys.ENTER).perform();
        rendered("play:hunan:6:2:2");
        String link = browser.getCurrentUrl();
        String board = browser.findElement(By.id("play-seats")).getText();
        String options = browser.findElement(By.id("play-options")).getText();

        browser.get("about:blank");
        browser.get(link);
        rendered("play:hunan:6:2:2");
        assertEquals(board, browser.findElement(By.id("play-seats")).getText());
        assertEquals(options, browser.findElement(By.id("play-options")).getText());
    }

    /** Own hand face up; every other seat's hand as face-down cards, as many as the observation counts. */
    private void showsTheObservation(JsonNode observation) {
        for (int s = 0; s < 3; s++) {
            WebElement hand = browser.findElement(By.cssSelector("#play-seats .seat[data-seat='" + s + "'] .row.hand"));
            int faceDown = hand.findElements(By.cssSelector(".card.back")).size();
            if (s == 1) {
                assertEquals(0, faceDown, "the seat's own hand is face up");
                assertEquals(observation.get("seats").get(1).get("hand").size(),
                        hand.findElements(By.cssSelector(".card")).size());
            } else {
                assertEquals(1, faceDown, "another seat's hand: one face-down card and the count");
                assertTrue(hand.getText().endsWith("× " + observation.get("seats").get(s).get("hand").size()),
                        hand.getText());
            }
        }
        assertEquals(observation.get("wallLeft").asText(), browser.findElement(By.id("play-wall")).getText());
    }

    private JsonNode seat(List<String> choices) {
        ApiClient.Reply reply = api.post("/api/seat", ApiClient.object("variant", "hunan", "seed", 5, "bots", "greedy",
                "seat", 1, "choices", choices));
        assertEquals(200, reply.status(), reply.body().toString());
        return reply.body();
    }

    private void rendered(String marker) {
        waiting().until(ExpectedConditions.attributeToBe(By.id("seat-play"), "data-rendered", marker));
    }
}
