package dev.paohuzi.web.server;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The editor's help in a real browser: completion of rule names, words and quantities from the catalogue, hover
 * text with the meaning and the parent's value, and an error marker that a warning on its line does not hide.
 */
class EditorAssistBrowserTest extends BrowserFixture {
    private EditorPage editor;

    @BeforeEach
    void openTheEditor() {
        editor = new EditorPage(browser, waiting(), page(""));
    }

    /** The names the hint list shows. */
    private List<String> hints() {
        List<String> names = new ArrayList<>();
        waiting().until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector(".CodeMirror-hints")))
                .findElements(By.className("hint-name")).forEach(name -> names.add(name.getText()));
        return names;
    }

    private List<String> catalogue(String part, String prefix) {
        List<String> names = new ArrayList<>();
        for (JsonNode item : api.get("/api/catalogue").body().get(part)) {
            String name = item.get("name").asText();
            if (name.startsWith(prefix) && !name.equals(prefix)) {
                names.add(name);
            }
        }
        return names;
    }

    @Test
    void completesRuleNamesAtLineStartWordsAfterTheColonAndQuantitiesInFormulas() {
        editor.open("anhua");
        int checksBefore = requests("/api/check");
        int line = editor.lineStarting("combine fan:");
        editor.typeAtEndOf(line, Keys.END, Keys.ENTER, "dealer c");
        List<String> names = catalogue("rules", "dealer c");
        assertFalse(names.isEmpty());
        assertEquals(names, hints(), "the hint list is the catalogue's rules of that prefix");
        browser.findElement(By.cssSelector(".CodeMirror textarea")).sendKeys(Keys.ENTER); // pick the first
        assertEquals("  " + names.get(0) + ": ", editor.line(line + 1));

        editor.typeAtEndOf(line + 1, Keys.END, Keys.ENTER, "reveal: l");
        assertEquals(List.of("last wall card shown"), hints());
        browser.findElement(By.cssSelector(".CodeMirror textarea")).sendKeys(Keys.ENTER);
        assertEquals("  reveal: last wall card shown", editor.line(line + 2));

        editor.typeAtEndOf(line + 2, Keys.END, Keys.ENTER, "grade: (hu");
        assertEquals(catalogue("quantities", "hu"), hints());
        browser.findElement(By.cssSelector(".CodeMirror textarea")).sendKeys(Keys.ENTER, " - 12) / 3");
        assertEquals("  grade: (huxi - 12) / 3", editor.line(line + 3));

        assertEquals(1, requests("/api/catalogue"), "the catalogue is fetched once per page load, not per keystroke");
        waiting().until(page -> requests("/api/check") > checksBefore);
        int checks = requests("/api/check") - checksBefore;
        assertTrue(checks <= 8, "about one live check per pause in typing, not one per key of the "
                + "40 typed: " + checks);
    }

    /** The page's requests to the path so far. */
    private int requests(String path) {
        return ((Number) editor.cm("return performance.getEntriesByType('resource')"
                + ".filter(e => new URL(e.name).pathname === arguments[0]).length;", path)).intValue();
    }

    @Test
    void insideAPatternTheLineStartCompletesItsParts() {
        editor.open("anhua");
        int when = editor.lineStarting("when: last_card");
        editor.typeAtEndOf(when, Keys.END, Keys.ENTER, "f");
        assertEquals(List.of("fan"), hints());
    }

    @Test
    void hoverShowsTheMeaningAndTheValueInheritedFromTheParent() {
        editor.open("anhua");
        JsonNode inherited = null;
        for (JsonNode entry : api.get("/api/variants/hunan/explain").body().get("entries")) {
            if (entry.get("name").asText().equals("combine fan")) {
                inherited = entry;
            }
        }
        String meaning = null;
        for (JsonNode rule : api.get("/api/catalogue").body().get("rules")) {
            if (rule.get("name").asText().equals("combine fan")) {
                meaning = rule.get("meaning").asText();
            }
        }
        int line = editor.lineStarting("combine fan:");
        editor.hover(line, editor.line(line).indexOf("fan"));
        WebElement tip = editor.hoverTip();
        waiting().until(ExpectedConditions.textToBePresentInElement(tip, "from hunan: "));
        assertTrue(tip.getText().contains(meaning), tip.getText());
        assertTrue(tip.getText().contains("from hunan: " + inherited.get("value").asText()), tip.getText());
        assertTrue(tip.getText().contains(inherited.get("source").asText()), tip.getText());
        String example = api.get("/api/catalogue").body().get("rules").findValues("example").stream()
                .map(JsonNode::asText).filter(e -> e.contains(": combine fan:")).findFirst().orElseThrow();
        assertTrue(tip.getText().contains("e.g. " + example), "an example from a saved variant: " + tip.getText());

        int when = editor.lineStarting("when: last_card");
        editor.hover(when, editor.line(when).indexOf("last_card") + 2);
        waiting().until(ExpectedConditions.textToBePresentInElement(tip, "last_card"));
        assertTrue(tip.getText().contains("the last card of the wall"), tip.getText());
        assertTrue(tip.getText().matches("(?s).*e\\.g\\. [a-z0-9-]+\\.variant:[0-9]+: .*last_card.*"), tip.getText());

        int pattern = editor.lineStarting("pattern 海底");
        editor.hover(pattern, editor.line(pattern).indexOf("海底"));
        waiting().until(ExpectedConditions.textToBePresentInElement(tip, "pattern 海底"));
        assertTrue(tip.getText().contains("hunan has no pattern 海底"), tip.getText());
    }

    /** `wall: lots` without a source: an error (not a number) and a warning (no citation) on one line. */
    @Test
    void anErrorMarkerIsNotHiddenByAWarningOnTheSameLine() {
        editor.open("anhua");
        int line = editor.lineStarting("combine fan:");
        editor.cm("cm.replaceRange('\\n  wall: lots', {line: arguments[0]});", line);
        WebElement error = waiting().until(ExpectedConditions.presenceOfElementLocated(
                By.cssSelector("#diagnostics li.error")));
        assertTrue(error.getText().startsWith((line + 2) + ":"), error.getText());
        List<WebElement> warnings = browser.findElements(By.cssSelector("#diagnostics li.warning"));
        assertTrue(warnings.stream().anyMatch(w -> w.getText().startsWith((line + 2) + ":")),
                "the same line has a warning too");

        WebElement marker = (WebElement) editor.cm("return cm.lineInfo(arguments[0]).gutterMarkers['diag-gutter'];",
                line + 1);
        assertEquals("diag-marker error", marker.getAttribute("class"));
        String title = marker.getAttribute("title");
        assertTrue(title.startsWith("error: 'wall' takes a whole number"), title);
        assertTrue(title.contains("warning: rule 'wall' cites no source"), title);
        WebElement underlined = browser.findElement(By.cssSelector(".cm-diag-error"));
        assertEquals(title, underlined.getAttribute("title"));
    }
}
