package dev.paohuzi.compiler;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The cache the editor's checks share (ParentCache): a compilation through it gives exactly what a fresh one gives,
 * and an edit on disk to a parent, a grandparent or a delta is seen at the next compilation.
 */
class ParentCacheTest {
    private static final Path BUNDLED = Path.of("..", "variants");

    @TempDir
    Path dir;

    @BeforeEach
    void copyBundled() throws IOException {
        try (Stream<Path> files = Files.list(BUNDLED)) {
            for (Path file : files.toList()) {
                Files.copy(file, dir.resolve(file.getFileName()));
            }
        }
    }

    /** What a reader of a compilation sees: its diagnostics and its rules as `explain` lists them. */
    private static List<Object> seen(Compilation compilation) {
        return List.of(compilation.diagnostics(), compilation.variant().map(CompiledVariant::entries));
    }

    @Test
    void everyBundledFileCompilesThroughTheCacheAsItDoesAfresh() throws IOException {
        ParentCache cache = new ParentCache();
        try (Stream<Path> files = Files.list(dir)) {
            List<Path> all = files.sorted().toList();
            for (int pass = 0; pass < 2; pass++) { // the second pass takes every parent from the cache
                for (Path file : all) {
                    assertEquals(seen(VariantCompiler.compile(file)), seen(VariantCompiler.compile(file, cache)),
                            file + ", pass " + pass);
                }
            }
        }
    }

    @Test
    void anEditedParentOrGrandparentIsSeenAtTheNextCheck() throws IOException {
        ParentCache cache = new ParentCache();
        byte[] child = text("variant child extends hunan-half \"child\" {\n  source \"test\"\n}\n");
        Compilation before = VariantCompiler.compile("child.variant", child, dir, cache);
        replace("hunan.variant", "minimum huxi: 15 ", "minimum huxi: 18 ");
        Compilation after = VariantCompiler.compile("child.variant", child, dir, cache);
        assertEquals(seen(VariantCompiler.compile("child.variant", child, dir)), seen(after));
        assertNotEquals(seen(before), seen(after), "hunan's new minimum huxi reaches its grandchild");

        replace("hunan-half.variant", "source \"000:83-94\"", "source \"000:83-94\" oops");
        Compilation broken = VariantCompiler.compile("child.variant", child, dir, cache);
        assertTrue(broken.hasErrors(), "a parent that no longer parses is reported");
        assertEquals(seen(VariantCompiler.compile("child.variant", child, dir)), seen(broken));
    }

    @Test
    void anEditedDeltaIsSeenAtTheNextCheck() throws IOException {
        ParentCache cache = new ParentCache();
        byte[] child = text("variant child extends hunan with peel \"child\" {\n  source \"test\"\n}\n");
        Compilation before = VariantCompiler.compile("child.variant", child, dir, cache);
        replace("peel.delta", "match end: huxi 100", "match end: huxi 200");
        Compilation after = VariantCompiler.compile("child.variant", child, dir, cache);
        assertNotEquals(seen(before), seen(after));
        assertEquals(seen(VariantCompiler.compile("child.variant", child, dir)), seen(after));
    }

    @Test
    void aFileOrDraftIsCompiledOnceWhileNoFileItReadsChanges() throws IOException {
        ParentCache cache = new ParentCache();
        Path luzhou = dir.resolve("luzhou.variant");
        byte[] draft = text("variant child extends hunan-half \"child\" {\n  source \"test\"\n}\n");
        Compilation saved = VariantCompiler.compile(luzhou, cache);
        Compilation unsaved = VariantCompiler.compile("child.variant", draft, dir, cache);
        assertSame(saved, VariantCompiler.compile(luzhou, cache));
        assertSame(unsaved, VariantCompiler.compile("child.variant", draft.clone(), dir, cache));

        replace("hunan.variant", "minimum huxi: 15 ", "minimum huxi: 18 "); // the parent of both
        Compilation savedAfter = VariantCompiler.compile(luzhou, cache);
        Compilation unsavedAfter = VariantCompiler.compile("child.variant", draft, dir, cache);
        assertNotSame(saved, savedAfter);
        assertNotSame(unsaved, unsavedAfter);
        assertEquals(seen(VariantCompiler.compile(luzhou)), seen(savedAfter));
        assertEquals(seen(VariantCompiler.compile("child.variant", draft, dir)), seen(unsavedAfter));
    }

    @Test
    void aProposedParentIsCompiledAsIfSavedWithoutTouchingTheFolder(@TempDir Path saved) throws IOException {
        Path hunan = dir.resolve("hunan.variant");
        String before = Files.readString(hunan);
        String proposed = before.replace("minimum huxi: 15 ", "minimum huxi: 18 ");
        for (Path file : Files.list(dir).toList()) {
            Files.copy(file, saved.resolve(file.getFileName()));
        }
        Files.writeString(saved.resolve("hunan.variant"), proposed);
        ParentCache cache = new ParentCache();
        VariantCompiler.Proposal edit = new VariantCompiler.Proposal(hunan, Optional.of(text(proposed)));
        VariantCompiler.Proposal removal = new VariantCompiler.Proposal(hunan, Optional.empty());
        for (String child : List.of("shaoyang", "hunan-peel")) { // a grandchild of hunan, a child with a delta
            Compilation asIf = VariantCompiler.compile(dir.resolve(child + ".variant"), cache, edit);
            Compilation asSaved = VariantCompiler.compile(saved.resolve(child + ".variant"));
            assertEquals(asSaved.variant().map(CompiledVariant::entries), asIf.variant().map(CompiledVariant::entries));
            assertNotEquals(seen(VariantCompiler.compile(dir.resolve(child + ".variant"), cache)), seen(asIf));
            assertTrue(VariantCompiler.compile(dir.resolve(child + ".variant"), cache, removal).hasErrors(),
                    child + " without hunan");
        }
        assertEquals(before, Files.readString(hunan));
    }

    /**
     * The web pages' drafts: a child's draft over its parent's draft, both unsaved, compiled once per content (the
     * same texts again: the same compilation) and afresh when either draft changes.
     */
    @Test
    void draftsOfAChildAndItsParentAreCompiledOncePerContent() throws IOException {
        Path hunan = dir.resolve("hunan.variant");
        Path luzhou = dir.resolve("luzhou.variant");
        String parent = Files.readString(hunan).replace("minimum huxi: 15 ", "minimum huxi: 18 ");
        String child = Files.readString(luzhou).replace("minimum huxi: 10 ", "minimum huxi: 12 ");
        ParentCache cache = new ParentCache();
        List<VariantCompiler.Proposal> drafts = List.of(new VariantCompiler.Proposal(luzhou, Optional.of(text(child))),
                new VariantCompiler.Proposal(hunan, Optional.of(text(parent))));
        Compilation first = VariantCompiler.compile(luzhou, cache, drafts);
        assertEquals(12, first.variant().orElseThrow().rules().win().minimumHuxi());
        List<VariantCompiler.Proposal> again = List.of(new VariantCompiler.Proposal(luzhou, Optional.of(text(child))),
                new VariantCompiler.Proposal(hunan, Optional.of(text(parent))));
        assertSame(first, VariantCompiler.compile(luzhou, cache, again), "the same contents: compiled once");
        Compilation yongzhou = VariantCompiler.compile(dir.resolve("yongzhou.variant"), cache, drafts);
        assertEquals(18, yongzhou.variant().orElseThrow().rules().win().minimumHuxi(), "hunan's draft, inherited");

        List<VariantCompiler.Proposal> edited = List.of(new VariantCompiler.Proposal(luzhou, Optional.of(text(child))),
                new VariantCompiler.Proposal(hunan, Optional.of(text(parent.replace("minimum huxi: 18 ",
                        "minimum huxi: 17 ")))));
        assertNotSame(first, VariantCompiler.compile(luzhou, cache, edited), "the parent's draft changed");
        assertEquals(seen(VariantCompiler.compile(luzhou)), seen(VariantCompiler.compile(luzhou, cache)),
                "the saved files are what they were");
    }

    @Test
    void threadsSharingTheCacheGetWhatAFreshCompilationGives() throws Exception {
        ParentCache cache = new ParentCache();
        List<Path> all;
        try (Stream<Path> files = Files.list(dir)) {
            all = files.sorted().toList();
        }
        Map<Path, List<Object>> fresh = new HashMap<>();
        all.forEach(file -> fresh.put(file, seen(VariantCompiler.compile(file))));
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            List<Future<?>> runs = new ArrayList<>();
            for (int thread = 0; thread < 8; thread++) {
                runs.add(pool.submit(() -> all.forEach(file ->
                        assertEquals(fresh.get(file), seen(VariantCompiler.compile(file, cache)), file.toString()))));
            }
            for (Future<?> run : runs) {
                run.get();
            }
        } finally {
            pool.shutdown();
        }
    }

    private static byte[] text(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    private void replace(String file, String from, String to) throws IOException {
        String text = Files.readString(dir.resolve(file));
        assertTrue(text.contains(from), file + " has " + from);
        Files.writeString(dir.resolve(file), text.replace(from, to));
    }
}
