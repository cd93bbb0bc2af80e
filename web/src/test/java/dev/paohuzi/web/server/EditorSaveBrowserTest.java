package dev.paohuzi.web.server;

import dev.paohuzi.web.store.VariantFiles;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.WindowType;
import org.openqa.selenium.support.ui.ExpectedConditions;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Saves from the editor in a real browser never lose an edit: a stale save shows both texts and writes only on an
 * explicit choice; a save that would break a variant extending the file lists the breakage first.
 */
class EditorSaveBrowserTest extends BrowserFixture {
    private EditorPage editor;

    @BeforeEach
    void openTheEditor() {
        editor = new EditorPage(browser, waiting(), page(""));
    }

    private Path file(String name) {
        return variants.resolve(name + VariantFiles.EXTENSION);
    }

    /** Two windows on anhua: B saves first; A's save then shows the conflict, A merges, nothing is lost. */
    @Test
    void twoWindowsOnOneVariantMergeInsteadOfLosingAnEdit() throws IOException {
        editor.open("anhua");
        String windowA = browser.getWindowHandle();
        int combine = editor.lineStarting("combine fan:");
        editor.replaceLine(combine, editor.line(combine) + "   # mine");

        browser.switchTo().newWindow(WindowType.TAB);
        editor.open("anhua");
        int pattern = editor.lineStarting("pattern 海底");
        editor.replaceLine(pattern, "  # theirs\n" + editor.line(pattern));
        editor.click("save");
        editor.waitForStatus("Saved anhua.variant");
        String theirs = Files.readString(file("anhua"));
        assertTrue(theirs.contains("# theirs"));
        browser.close();

        browser.switchTo().window(windowA);
        editor.click("save");
        WebElement conflict = waiting().until(ExpectedConditions.visibilityOfElementLocated(By.id("conflict")));
        assertTrue(editor.status().startsWith("Not saved: someone else saved anhua.variant"), editor.status());
        assertEquals(theirs, Files.readString(file("anhua")), "nothing written yet");
        List<WebElement> differing = conflict.findElements(By.cssSelector("tr.differs"));
        assertEquals(2, differing.size(), "their new line and my changed line");
        assertTrue(differing.get(0).getText().contains("# mine"), differing.get(0).getText());
        assertTrue(differing.get(1).getText().contains("# theirs"), differing.get(1).getText());

        differing.get(1).findElement(By.className("take")).click(); // merge: their added line into my text
        waiting().until(ExpectedConditions.numberOfElementsToBe(By.cssSelector("#conflict tr.differs"), 1));
        String merged = editor.text();
        assertTrue(merged.contains("# theirs") && merged.contains("# mine"), merged);
        editor.click("overwrite");
        editor.waitForStatus("Saved anhua.variant");
        assertEquals(merged, Files.readString(file("anhua")));
        assertFalse(browser.findElement(By.id("conflict")).isDisplayed());
    }

    /** A save through the API between load and save: the editor shows it; "keep mine" overwrites only when asked. */
    @Test
    void aFileSavedMeanwhileIsOverwrittenOnlyOnAnExplicitChoice() throws IOException {
        editor.open("luzhou");
        String loaded = Files.readString(file("luzhou"));
        String version = api.get("/api/variants/luzhou").body().get("version").asText();
        String meanwhile = loaded + "# theirs\n"; // (a minimum of 12 would now be refused: 3 of luzhou's cases fail)
        assertEquals(200, api.put("/api/variants/luzhou", ApiClient.object("text", meanwhile, "version", version))
                .status());

        int line = editor.lineStarting("grade:");
        editor.replaceLine(line, editor.line(line) + "   # mine");
        String mine = editor.text();
        editor.click("save");
        waiting().until(ExpectedConditions.visibilityOfElementLocated(By.id("conflict")));
        assertEquals(meanwhile, Files.readString(file("luzhou")));
        assertEquals(mine, editor.text(), "my text is still in the editor");

        editor.click("save"); // saving again is still stale: the conflict stays, nothing is written
        waiting().until(ExpectedConditions.visibilityOfElementLocated(By.id("overwrite")));
        assertEquals(meanwhile, Files.readString(file("luzhou")));

        editor.click("overwrite");
        editor.waitForStatus("Saved luzhou.variant");
        assertEquals(mine, Files.readString(file("luzhou")));
    }

    @Test
    void takingTheirsLoadsTheirTextAndItsVersion() throws IOException {
        editor.open("luzhou");
        String version = api.get("/api/variants/luzhou").body().get("version").asText();
        String meanwhile = Files.readString(file("luzhou")) + "# theirs\n";
        api.put("/api/variants/luzhou", ApiClient.object("text", meanwhile, "version", version));
        editor.replaceLine(0, "# mine");
        editor.click("save");
        editor.click("take-theirs");
        assertEquals(meanwhile, editor.text());
        editor.replaceLine(0, editor.line(0) + " (then mine)");
        editor.click("save");
        editor.waitForStatus("Saved luzhou.variant"); // based on their version now: not stale
        assertTrue(Files.readString(file("luzhou")).endsWith("# theirs\n"));
    }

    /** 12.2: hunan with a 22-card dealer hand and an 18-card wall breaks app004-two (two seats: 80 cards no more). */
    @Test
    void aParentSaveThatBreaksAChildListsItAndWaitsForConfirmation() throws IOException {
        String before = Files.readString(file("hunan"));
        editor.open("hunan");
        int dealer = editor.lineStarting("dealer cards:");
        editor.replaceLine(dealer, editor.line(dealer).replace("dealer cards: 21", "dealer cards: 22"));
        int wall = editor.lineStarting("wall:");
        editor.replaceLine(wall, editor.line(wall).replace("wall: 19", "wall: 18"));
        editor.click("save");

        WebElement child = waiting().until(ExpectedConditions.visibilityOfElementLocated(
                By.cssSelector("#breaking li[data-name='app004-two']")));
        assertFalse(child.findElements(By.tagName("li")).isEmpty(), "its errors or failing cases are listed");
        assertTrue(child.getText().contains("does not compile"), child.getText());
        // hunan-half compiles, but its scenarios' wall tops of 19 cards no longer fit an 18-card wall
        String half = browser.findElement(By.cssSelector("#breaking li[data-name='hunan-half']")).getText();
        assertTrue(half.matches("(?s).*compiles, \\d+ of \\d+ cases fail.*more than the 18 on the wall.*"), half);
        assertFalse(browser.findElement(By.id("breaking")).getText().contains("Exception"));
        assertEquals(before, Files.readString(file("hunan")), "nothing saved before the designer confirms");

        editor.click("accept-breaking");
        editor.waitForStatus("Saved hunan.variant, breaking the variants listed");
        assertTrue(Files.readString(file("hunan")).contains("dealer cards: 22"));
    }

    @Test
    void aNewVariantIsCreatedOnceAndTheAddressNamesIt() throws IOException {
        editor.open("luzhou");
        editor.click("new");
        waiting().until(ExpectedConditions.alertIsPresent()).sendKeys("luzhou-mine");
        browser.switchTo().alert().accept();
        editor.click("save");
        editor.waitForStatus("Saved luzhou-mine.variant");
        assertTrue(browser.getCurrentUrl().endsWith("?variant=luzhou-mine"), browser.getCurrentUrl());
        browser.navigate().refresh();
        editor.waitForStatus("Loaded luzhou-mine.variant");

        editor.click("new"); // someone else creates the same name while this one is edited
        waiting().until(ExpectedConditions.alertIsPresent()).sendKeys("luzhou-again");
        browser.switchTo().alert().accept();
        String mine = editor.text();
        Files.writeString(file("luzhou-again"), mine.replace("source \"\"", "source \"theirs\""));
        editor.click("save");
        waiting().until(ExpectedConditions.textToBePresentInElementLocated(By.id("status"), "created by someone else"));
        assertTrue(Files.readString(file("luzhou-again")).contains("theirs"), "theirs is kept");
        assertEquals(mine, editor.text(), "mine is still in the editor");
    }

    @Test
    void deleteAndRenameAskFirstAndUseTheLoadedVersion() {
        editor.open("luzhou-three");
        editor.click("rename");
        waiting().until(ExpectedConditions.alertIsPresent()).sendKeys("luzhou-3");
        browser.switchTo().alert().accept();
        editor.waitForStatus("Renamed luzhou-three to luzhou-3");
        assertTrue(Files.exists(file("luzhou-3")));
        assertFalse(Files.exists(file("luzhou-three")));

        editor.click("delete");
        waiting().until(ExpectedConditions.alertIsPresent()).dismiss(); // no: nothing happens
        assertTrue(Files.exists(file("luzhou-3")));
        editor.click("delete");
        waiting().until(ExpectedConditions.alertIsPresent()).accept();
        waiting().until(ExpectedConditions.textToBe(By.id("status"), "Deleted luzhou-3.variant"));
        assertFalse(Files.exists(file("luzhou-3")));
    }

    /** Deleting a parent lists the variants that would no longer compile; it happens only when confirmed. */
    @Test
    void deletingAParentListsItsChildrenFirst() {
        editor.open("luzhou");
        editor.click("delete");
        waiting().until(ExpectedConditions.alertIsPresent()).accept();
        waiting().until(ExpectedConditions.visibilityOfElementLocated(
                By.cssSelector("#breaking li[data-name='luzhou-three']")));
        assertTrue(Files.exists(file("luzhou")));
        editor.click("accept-breaking");
        waiting().until(ExpectedConditions.textToBe(By.id("status"), "Deleted luzhou.variant"));
        assertFalse(Files.exists(file("luzhou")));
    }
}
