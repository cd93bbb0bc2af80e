package dev.paohuzi.web.server;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.ExpectedConditions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The editor from the keyboard, in a real browser: Tab indents but Esc then Tab leaves the editor (no keyboard
 * trap), find and replace, long lines scroll instead of wrapping, the chosen completion is readable, and a save
 * refused for errors says in plain words what to do.
 */
class EditorKeysBrowserTest extends BrowserFixture {
    private EditorPage editor;

    @BeforeEach
    void openTheEditor() {
        editor = new EditorPage(browser, waiting(), page("")).open("anhua");
    }

    private boolean focusInEditor() {
        return (Boolean) editor.cm("return cm.getWrapperElement().contains(document.activeElement);");
    }

    private WebElement input() {
        return browser.findElement(By.cssSelector(".CodeMirror textarea"));
    }

    @Test
    void tabIndentsButEscapeThenTabLeavesTheEditorBothWays() {
        int line = editor.lineStarting("combine fan:");
        editor.cm("cm.focus(); cm.setCursor({line: arguments[0], ch: 0});", line);
        String before = editor.line(line);
        input().sendKeys(Keys.TAB);
        assertTrue(focusInEditor(), "a plain Tab stays in the editor");
        assertTrue(editor.line(line).length() > before.length(), "a plain Tab indents: " + editor.line(line));

        input().sendKeys(Keys.ESCAPE, Keys.TAB);
        assertFalse(focusInEditor(), "Esc then Tab moves the focus out of the editor");
        String left = (String) ((JavascriptExecutor) browser).executeScript("return document.activeElement.tagName;");
        assertFalse(left.equals("BODY"), "the focus lands on a control, not on the page itself");

        editor.cm("cm.focus();");
        String text = editor.text();
        new Actions(browser).sendKeys(Keys.ESCAPE).keyDown(Keys.SHIFT).sendKeys(Keys.TAB).keyUp(Keys.SHIFT).perform();
        assertFalse(focusInEditor(), "Esc then Shift-Tab leaves it backwards");
        assertEquals(text, editor.text(), "leaving changes no text");

        editor.cm("cm.focus();");
        input().sendKeys(Keys.ESCAPE, "x", Keys.TAB);
        assertTrue(focusInEditor(), "a key typed after Esc gives Tab back to indenting");
    }

    @Test
    void findAndReplaceAllFromTheKeyboard() {
        String text = editor.text();
        int count = text.split("source \"", -1).length - 1;
        assertTrue(count > 1, "anhua cites its sources");
        editor.cm("cm.focus(); cm.setCursor({line: 0, ch: 0});");
        new Actions(browser).keyDown(Keys.SHIFT).keyDown(Keys.CONTROL).sendKeys("r").keyUp(Keys.CONTROL)
                .keyUp(Keys.SHIFT).perform();
        WebElement query = waiting().until(ExpectedConditions.visibilityOfElementLocated(
                By.cssSelector(".CodeMirror-dialog input")));
        query.sendKeys("source \"", Keys.ENTER);
        waiting().until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector(".CodeMirror-dialog input")))
                .sendKeys("cited \"", Keys.ENTER);
        waiting().until(page -> !editor.text().equals(text));
        assertEquals(text.replace("source \"", "cited \""), editor.text(), "every occurrence replaced, nothing else");
    }

    @Test
    void longLinesScrollSidewaysInsteadOfWrapping() {
        int line = editor.lineStarting("combine fan:");
        editor.replaceLine(line, "  # " + "a long comment ".repeat(40));
        Number height = (Number) editor.cm("return cm.heightAtLine(arguments[0] + 1, 'local') "
                + "- cm.heightAtLine(arguments[0], 'local');", line);
        Number lineHeight = (Number) editor.cm("return cm.defaultTextHeight();");
        assertTrue(height.doubleValue() < 1.5 * lineHeight.doubleValue(),
                "a 600-character line takes one row: " + height + " px against a line of " + lineHeight);
        Number scroll = (Number) editor.cm("return cm.getScrollInfo().width - cm.getScrollInfo().clientWidth;");
        assertTrue(scroll.doubleValue() > 0, "the editor scrolls sideways instead");
    }

    @Test
    void theChosenCompletionIsWhiteOnTheDarkAccent() {
        int line = editor.lineStarting("combine fan:");
        editor.typeAtEndOf(line, Keys.END, Keys.ENTER, "dealer c");
        WebElement active = waiting().until(ExpectedConditions.visibilityOfElementLocated(
                By.cssSelector("li.CodeMirror-hint-active")));
        assertEquals("rgba(255, 255, 255, 1)", active.getCssValue("color"));
        assertEquals("rgba(138, 28, 28, 1)", active.getCssValue("background-color"), "the page's --accent");
    }

    @Test
    void aSaveRefusedForErrorsSaysWhatToDoInPlainWords() {
        int line = editor.lineStarting("combine fan:");
        editor.replaceLine(line, "  copies: lots"); // a rule anhua does not set already: one error
        editor.click("save");
        editor.waitForStatus("Not saved: the text has 1 error. Fix it (listed beside the text), or press Save with "
                + "errors to keep it as it is.");
        assertFalse(editor.status().contains("force"), "no API words on the page");
        assertTrue(browser.findElement(By.id("save-anyway")).isDisplayed());
    }
}
