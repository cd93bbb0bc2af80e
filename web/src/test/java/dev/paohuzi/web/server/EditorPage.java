package dev.paohuzi.web.server;

import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.util.List;

/** The editor page (index.html) as the browser tests drive it: its CodeMirror, its status, its panels. */
record EditorPage(WebDriver browser, WebDriverWait patience, String baseUrl) {
    private static final String CM = "const cm = document.querySelector('.CodeMirror').CodeMirror; ";

    /** Opens a variant and waits until it is loaded and checked. */
    EditorPage open(String variant) {
        browser.get(baseUrl + "/index.html?variant=" + variant);
        waitForStatus("Loaded " + variant + ".variant");
        patience.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#diagnostics li")));
        return this;
    }

    void waitForStatus(String text) {
        patience.until(ExpectedConditions.textToBe(By.id("status"), text));
    }

    String status() {
        return browser.findElement(By.id("status")).getText();
    }

    Object cm(String script, Object... arguments) {
        return ((JavascriptExecutor) browser).executeScript(CM + script, arguments);
    }

    String text() {
        return (String) cm("return cm.getValue();");
    }

    /** The 0-based number of the first line that starts (after its indent) with the prefix. */
    int lineStarting(String prefix) {
        List<String> lines = List.of(text().split("\n", -1));
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).strip().startsWith(prefix)) {
                return i;
            }
        }
        throw new AssertionError("no line starts with '" + prefix + "' in\n" + text());
    }

    /** Replaces a whole line, as an edit (undoable, seen by the page's change handler). */
    void replaceLine(int line, String text) {
        cm("cm.replaceRange(arguments[1], {line: arguments[0], ch: 0}, {line: arguments[0]});", line, text);
    }

    /** Puts the cursor at the end of the line and types there, key by key, as a designer does. */
    void typeAtEndOf(int line, CharSequence... keys) {
        cm("cm.focus(); cm.setCursor({line: arguments[0]});", line);
        browser.findElement(By.cssSelector(".CodeMirror textarea")).sendKeys(keys);
    }

    String line(int line) {
        return (String) cm("return cm.getLine(arguments[0]);", line);
    }

    /** Moves the mouse over the middle of the character at line:ch. */
    void hover(int line, int ch) {
        // The line into the editor's view and the window's first: a pointer cannot go where the window does not show.
        List<?> box = (List<?>) cm("const at = {line: arguments[0], ch: arguments[1]}; cm.scrollIntoView(at, 60);"
                + " let c = cm.charCoords(at, 'window');"
                + " if (c.top < 0 || c.bottom > window.innerHeight) { window.scrollBy(0, c.top - window.innerHeight / "
                + "2); c = cm.charCoords(at, 'window'); }"
                + " return [Math.round((c.left + c.right) / 2), Math.round((c.top + c.bottom) / 2)];", line, ch);
        new Actions(browser).moveToLocation(((Number) box.get(0)).intValue(), ((Number) box.get(1)).intValue())
                .perform();
    }

    WebElement hoverTip() {
        return patience.until(ExpectedConditions.visibilityOfElementLocated(By.id("hover-tip")));
    }

    WebElement click(String id) {
        WebElement button = patience.until(ExpectedConditions.elementToBeClickable(By.id(id)));
        button.click();
        return button;
    }
}
