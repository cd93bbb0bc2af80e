package dev.paohuzi.compiler;

import dev.paohuzi.compiler.diag.Diagnostic;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A file outside the bundled variants' folder extends a bundled variant: its own folder first, then the bundled
 * ones (here a folder standing for them, through a cache bounded by it, as the server's is).
 */
class BundledParentTest {
    @TempDir
    Path library;
    @TempDir
    Path elsewhere;

    private Compilation compile(String text) {
        return VariantCompiler.compile("mine.variant", text.getBytes(StandardCharsets.UTF_8), elsewhere,
                new ParentCache(library));
    }

    @Test
    void aFileElsewhereExtendsTheBundledHunanAndItsChildren() {
        TestVariants.copy("hunan", library);
        TestVariants.copy("luzhou", library);
        Compilation child = compile("variant mine extends luzhou \"mine\" {\n  source \"x\"\n  minimum huxi: 12"
                + "   source \"x\"\n}\n");
        assertFalse(child.hasErrors(), () -> child.diagnostics().toString());
        assertEquals(12, child.variant().orElseThrow().rules().win().minimumHuxi());
    }

    /** An unbounded cache (a command's), whose bundled folder is variants/ of the working directory. */
    @Test
    void theFilesOwnFolderComesFirst() throws IOException {
        TestVariants.copy("hunan", elsewhere);
        Path own = elsewhere.resolve("hunan.variant");
        Files.writeString(own, Files.readString(own).replace("minimum huxi: 15", "minimum huxi: 18"));
        String text = "variant mine extends hunan \"mine\" {\n  source \"x\"\n}\n";
        Compilation child = VariantCompiler.compile("mine.variant", text.getBytes(StandardCharsets.UTF_8), elsewhere,
                new ParentCache());
        assertFalse(child.hasErrors(), () -> child.diagnostics().toString());
        assertEquals(18, child.variant().orElseThrow().rules().win().minimumHuxi());
    }

    @Test
    void anUnknownParentSuggestsABundledNameOrNamesBothPlaces() {
        TestVariants.copy("hunan", library);
        Diagnostic near = compile("variant mine extends hunna \"mine\" {\n  source \"x\"\n}\n").errors().get(0);
        assertEquals("unknown parent variant 'hunna'", near.message());
        assertEquals("did you mean `hunan`?", near.hint());
        Diagnostic far = compile("variant mine extends zzz \"mine\" {\n  source \"x\"\n}\n").errors().get(0);
        assertTrue(far.hint().contains(elsewhere.resolve("zzz.variant") + " nor " + library.resolve("zzz.variant")),
                far.hint());
        assertTrue(far.hint().endsWith("a parent is looked up in the file's own folder, then in the bundled variants"),
                far.hint());
    }
}
