package dev.paohuzi.web.server;

import dev.paohuzi.web.store.VariantFiles;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The editor's History in a real browser: after a save it lists both versions with who saved them, shows the
 * changes between them, and restores the first as a new version (the page's own requests pass the access checks).
 */
class EditorHistoryBrowserTest extends BrowserFixture {
    @Test
    void aSavedVersionIsListedComparedAndRestored() throws Exception {
        Path file = variants.resolve("shaoyang" + VariantFiles.EXTENSION);
        String original = Files.readString(file);
        EditorPage editor = new EditorPage(browser, waiting(), page("")).open("shaoyang");
        int title = editor.lineStarting("dealer after dead hand:");
        editor.replaceLine(title, editor.line(title) + "   # edited");
        editor.click("save");
        editor.waitForStatus("Saved shaoyang.variant");
        String edited = Files.readString(file);

        editor.click("show-history");
        List<WebElement> rows = waiting().until(ExpectedConditions.numberOfElementsToBe(
                By.cssSelector("#history tr[data-commit]"), 2));
        assertTrue(rows.get(0).getText().contains("Save shaoyang.variant"), rows.get(0).getText());
        assertTrue(rows.get(0).getText().contains(System.getProperty("user.name")), rows.get(0).getText());
        assertTrue(rows.get(1).getText().contains("workbench"), rows.get(1).getText());

        editor.click("history-compare"); // from the older to the newer, as checked when the panel opens
        WebElement diff = waiting().until(ExpectedConditions.presenceOfElementLocated(By.cssSelector(
                "#history-diff .added")));
        assertTrue(diff.getText().contains("# edited"), diff.getText());
        assertEquals(1, browser.findElements(By.cssSelector("#history-diff .added")).size());

        rows.get(1).findElement(By.className("restore")).click();
        editor.waitForStatus("Restored shaoyang.variant to version "
                + rows.get(1).getAttribute("data-commit").substring(0, 10) + " (saved as a new version)");
        assertEquals(original, Files.readString(file));
        assertEquals(original, editor.text());
        waiting().until(ExpectedConditions.numberOfElementsToBe(By.cssSelector("#history tr[data-commit]"), 3));
        assertTrue(!edited.equals(original));
    }
}
