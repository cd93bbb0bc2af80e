package dev.paohuzi.web.server;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 29's designer in chromium: edits luzhou's minimum of 10 huxi (000:65) to 12, tries the edit unsaved on the
 * Hand page, in the stepper (a hand, its why panel, a seat played) and on its cases, sees which cases it breaks, and
 * saves. The holdings and cases are DraftsApiTest's, worked out there by hand.
 */
class DraftsBrowserTest extends BrowserFixture {
    /** HandApiTest's FIFTEEN in an address: 15 huxi in hunan (000:104), complete by its groups whatever the huxi. */
    private static final String FIFTEEN = "s1+s2+s3+s1+s2+s3+b1+b2+b3+s4+s5+s6+b4+b5+b6+s7+s8+s9+pong:b7";
    private static final String LUZHOU_TEN = "s7 s7 s7 s3 s4 s5 b3 b4 b5 b6 b7 b8 s9 s9 b9 pong:s1 chi:s4,s5,s6";

    private EditorPage editor() {
        return new EditorPage(browser, waiting(), page(""));
    }

    /** The editor on a variant, no draft kept from an earlier test. */
    private EditorPage startEditing(String variant) {
        browser.get(page("/index.html"));
        clearDrafts();
        return editor().open(variant);
    }

    /** Luzhou opened, its minimum made 12: the unsaved text is then a draft. */
    private EditorPage editLuzhou() {
        EditorPage editor = startEditing("luzhou");
        int minimum = editor.lineStarting("minimum huxi:");
        editor.replaceLine(minimum, editor.line(minimum).replace("minimum huxi: 10", "minimum huxi: 12"));
        editor.waitForStatus("Edited, not saved");
        return editor;
    }

    private Object script(String code) {
        return ((JavascriptExecutor) browser).executeScript(code);
    }

    private void clearDrafts() {
        script("localStorage.clear();");
    }

    @Test
    void aDesignerTriesAnEditEverywhereSeesWhatItBreaksAndSaves() throws Exception {
        String saved = Files.readString(variants.resolve("luzhou.variant"));
        EditorPage editor = editLuzhou();

        // the Hand page, through "try my edits": the draft is in use and marked, and 10 huxi no longer wins
        editor.click("try-hand");
        WebElement holding = waiting().until(ExpectedConditions.presenceOfElementLocated(By.id("holding")));
        waiting().until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#variant option[value='luzhou']")));
        holding.sendKeys(LUZHOU_TEN);
        browser.findElement(By.cssSelector("#hand-form button[type='submit']")).click();
        waiting().until(ExpectedConditions.attributeContains(By.id("results"), "data-rendered", "drafts=luzhou"));
        assertTrue(browser.findElement(By.id("drafts-in-use")).getText().startsWith("DRAFT"));
        String summary = browser.findElement(By.id("summary")).getText();
        assertTrue(summary.contains("draft: luzhou") && summary.contains("max huxi 10 (minimum 12)")
                && summary.contains("not enough huxi to win"), summary);
        browser.findElement(By.id("use-drafts")).click(); // off: the saved file again, at once
        waiting().until(ExpectedConditions.textToBePresentInElementLocated(By.id("summary"), "(minimum 10), a win"));
        assertFalse(browser.findElement(By.id("summary")).getText().contains("draft"));
        browser.findElement(By.id("use-drafts")).click();
        waiting().until(ExpectedConditions.textToBePresentInElementLocated(By.id("summary"), "(minimum 12)"));

        // back in the editor the draft is offered; the stepper plays a hand under it
        editor = editor().open("luzhou");
        editor.click("open-draft");
        editor.waitForStatus("Opened your draft of luzhou, not saved");
        String draft = editor.text();
        assertTrue(draft.contains("minimum huxi: 12"));
        editor.click("try-stepper");
        waiting().until(ExpectedConditions.attributeToBe(By.id("stepper"), "data-rendered", "luzhou:1:referee:0"));
        assertTrue(browser.findElement(By.id("status")).getText().startsWith("draft: luzhou"),
                browser.findElement(By.id("status")).getText());
        JsonNode drafted = api.post("/api/play?variant=luzhou&seed=1", ApiClient.JSON.writeValueAsString(
                Map.of("drafts", Map.of("luzhou", draft)))).body();
        assertEquals(drafted.get("steps").size() - 1 + " decisions", browser.findElement(By.id("status")).getText()
                .replaceAll("(?s).*: (\\d+ decisions).*", "$1"), "the hand of the draft");

        // a seat played under the draft: the options the API gives for the draft's hand
        browser.get(page("/trace.html?variant=luzhou&seed=1&human=1"));
        waiting().until(ExpectedConditions.attributeToBe(By.id("seat-play"), "data-rendered", "play:luzhou:1:1:0"));
        assertTrue(browser.findElement(By.id("status")).getText().startsWith("draft: luzhou"));
        JsonNode seat = api.post("/api/seat", ApiClient.JSON.writeValueAsString(Map.of("variant", "luzhou", "seed", 1,
                "seat", 1, "drafts", Map.of("luzhou", draft)))).body();
        List<String> options = new ArrayList<>();
        browser.findElements(By.cssSelector("#play-options button")).forEach(b -> options.add(b.getText()
                .substring(1).replaceAll("\\s+", " ").strip()));
        assertEquals(seat.get("decision").get("options").size(), options.size(), options.toString());

        // its cases: the three that win at exactly 10 fail, marked as a draft's run
        browser.get(page("/conformance.html?variant=luzhou&failures=1"));
        WebElement totals = waiting().until(ExpectedConditions.presenceOfElementLocated(By.id("totals")));
        assertTrue(totals.getText().startsWith("draft: luzhou"), totals.getText());
        String failing = browser.findElement(By.id("cases")).getText();
        for (String line : List.of("luzhou-analysis.cases:6", "luzhou-analysis.cases:77", "luzhou-analysis.cases:94")) {
            assertTrue(failing.contains(line), line + " fails:\n" + failing);
        }

        // the save says which of its own cases fail before it writes; the designer saves anyway
        editor = editor().open("luzhou");
        editor.click("open-draft");
        editor.click("save");
        WebElement own = waiting().until(ExpectedConditions.visibilityOfElementLocated(
                By.cssSelector("#own-report li[data-name='luzhou']")));
        assertTrue(own.getText().matches("(?s)luzhou \\(this variant\\) compiles, \\d+ of \\d+ cases fail.*"
                + "luzhou-analysis.cases:6 .*"), own.getText());
        assertFalse(browser.findElement(By.id("dependants")).getText().contains("Exception"));
        assertEquals(saved, Files.readString(variants.resolve("luzhou.variant")), "nothing written yet");
        editor.click("accept-breaking");
        editor.waitForStatus("Saved luzhou.variant, breaking the variants listed");
        assertTrue(Files.readString(variants.resolve("luzhou.variant")).contains("minimum huxi: 12"));
        assertEquals("{}", script("return localStorage.getItem('workbench.drafts');"), "the saved draft is gone");

        browser.get(page("/hand.html"));
        waiting().until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#variant option[value='luzhou']")));
        assertFalse(browser.findElement(By.id("drafts-bar")).isDisplayed(), "no drafts left to use");
        clearDrafts();
    }

    /**
     * An unsaved parent: hunan's minimum made 18 in the editor, then yongzhou opened (hunan's edits stay a draft);
     * yongzhou sets no minimum, so on the Hand page and in its rule table it has hunan's draft's 18 while the switch
     * is on.
     */
    @Test
    void aParentsDraftIsUsedByItsChildOnTheHandPageAndInItsRuleTable() {
        EditorPage editor = startEditing("hunan");
        int minimum = editor.lineStarting("minimum huxi:");
        editor.replaceLine(minimum, editor.line(minimum).replace("minimum huxi: 15", "minimum huxi: 18"));
        new Select(browser.findElement(By.id("variant"))).selectByValue("yongzhou");
        editor.waitForStatus("Your edits to hunan stay a draft: open hunan again to go on with them");
        assertTrue(editor.text().contains("variant yongzhou"), "the editor shows yongzhou");

        script("localStorage.setItem('workbench.useDrafts', '1');");
        browser.get(page("/hand.html?variant=yongzhou&holding=" + FIFTEEN));
        waiting().until(ExpectedConditions.attributeContains(By.id("results"), "data-rendered", "drafts=hunan"));
        assertTrue(browser.findElement(By.id("summary")).getText().contains("(minimum 18)"),
                browser.findElement(By.id("summary")).getText());

        browser.get(page("/explain.html?variant=yongzhou"));
        WebElement rules = waiting().until(ExpectedConditions.presenceOfElementLocated(By.id("rules")));
        WebElement row = rules.findElements(By.cssSelector("tbody tr")).stream()
                .filter(r -> r.getText().startsWith("minimum huxi")).findFirst().orElseThrow();
        List<WebElement> cells = row.findElements(By.tagName("td"));
        assertEquals("18", cells.get(1).getText());
        assertEquals("hunan", cells.get(2).getText());
        assertTrue(browser.findElement(By.cssSelector("#explain h2")).getText().startsWith("draft: hunan"));
        clearDrafts();
    }

    /**
     * A new variant never saved is a draft too: New variant… over hunan, then the Hand page lists it as a draft and
     * analyses under it (hunan's rules: FIFTEEN's minimum 15); the editor opens it again from its draft.
     */
    @Test
    void aNewVariantIsTriedBeforeItIsEverSaved() {
        EditorPage editor = startEditing("hunan");
        editor.click("new");
        waiting().until(ExpectedConditions.alertIsPresent()).sendKeys("mine");
        browser.switchTo().alert().accept();
        editor.waitForStatus("New variant mine, not saved yet");
        editor.click("try-hand");
        WebElement option = waiting().until(ExpectedConditions.presenceOfElementLocated(
                By.cssSelector("#variant option[value='mine']")));
        assertEquals("mine (draft, not saved)", option.getText());
        browser.get(page("/hand.html?variant=mine&holding=" + FIFTEEN));
        waiting().until(ExpectedConditions.attributeContains(By.id("results"), "data-rendered", "drafts=mine"));
        assertTrue(browser.findElement(By.id("summary")).getText().contains("max huxi 15 (minimum 15), a win"),
                browser.findElement(By.id("summary")).getText());
        assertFalse(Files.exists(variants.resolve("mine.variant")));

        browser.get(page("/index.html?variant=mine"));
        editor.waitForStatus("Your draft of the new variant mine, not saved yet");
        assertTrue(editor.text().startsWith("variant mine extends hunan"), editor.text());
        clearDrafts();
    }

    /**
     * Statistics with the switch on: the run compiles the draft (so no link can reproduce it, as for any unsaved
     * text), marked DRAFT; switched off, the same run is of the saved file and has its link.
     */
    @Test
    void statisticsRunsUnderTheDraftWhileTheSwitchIsOn() {
        editLuzhou();
        script("localStorage.setItem('workbench.useDrafts', '1');");
        browser.get(page("/statistics.html?a=luzhou&hands=200&seed=1&bots=random"));
        waiting().until(ExpectedConditions.textToBePresentInElementLocated(By.id("status"), "Complete: 200 of 200"));
        assertTrue(browser.findElement(By.id("drafts-in-use")).getText().contains("luzhou"));
        assertFalse(browser.findElement(By.id("reproduce")).isDisplayed(), "a draft's run has no link");
        browser.findElement(By.id("use-drafts")).click();
        waiting().until(ExpectedConditions.visibilityOfElementLocated(By.id("reproduce")));
        waiting().until(ExpectedConditions.textToBePresentInElementLocated(By.id("status"), "Complete: 200 of 200"));
        assertTrue(browser.findElement(By.id("reproduce")).getAttribute("href").contains("a=luzhou"));
        clearDrafts();
    }

    /**
     * The stepper's why panel is the Hand page's table for the seat to act, under the draft: found by the API (the
     * first step of a luzhou hand whose seat to act is one card short), then compared cell by cell.
     */
    @Test
    void theStepperExplainsTheSeatToActUnderTheDraft() throws Exception {
        EditorPage editor = editLuzhou();
        Map<String, Object> drafts = Map.of("luzhou", editor.text());
        int[] found = null;
        JsonNode arriving = null;
        for (int seed = 1; seed <= 20 && found == null; seed++) {
            JsonNode steps = api.post("/api/play?variant=luzhou&seed=" + seed, ApiClient.JSON.writeValueAsString(
                    Map.of("drafts", drafts))).body().get("steps");
            for (int i = 0; i + 1 < steps.size() && found == null; i++) {
                if (steps.get(i + 1).get("seat").isNull()) {
                    continue; // the end: no seat to act
                }
                int seat = steps.get(i + 1).get("seat").asInt();
                String holding = steps.get(i).get("seats").get(seat).get("holding").asText();
                JsonNode why = api.post("/api/analyze", ApiClient.JSON.writeValueAsString(Map.of("variant", "luzhou",
                        "holding", holding, "drafts", drafts))).body().get("arriving");
                if (why != null && why.size() > 0) {
                    found = new int[] {seed, i};
                    arriving = why;
                }
            }
        }
        assertTrue(found != null, "no luzhou hand of seeds 1 to 20 has a seat one card short");
        script("localStorage.setItem('workbench.useDrafts', '1');");
        browser.get(page("/trace.html?variant=luzhou&seed=" + found[0] + "&step=" + found[1]));
        String key = "luzhou:" + found[0] + ":referee:" + found[1];
        waiting().until(ExpectedConditions.attributeToBe(By.id("why-step"), "data-rendered", key));
        for (JsonNode wait : arriving) {
            List<WebElement> cells = browser.findElements(By.cssSelector("#why-step-table tr[data-card='"
                    + wait.get("card").asText() + "'] td"));
            assertEquals(6, cells.size(), "the card and five suppliers");
            for (int s = 0; s < 5; s++) {
                assertEquals(wait.get("suppliers").get(s).get("outcome").asText(),
                        cells.get(s + 1).getAttribute("data-outcome"));
            }
        }
        clearDrafts();
    }
}
