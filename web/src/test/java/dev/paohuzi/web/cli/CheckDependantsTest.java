package dev.paohuzi.web.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** `check` of a parent also checks every variant extending it, and their conformance cases. */
class CheckDependantsTest {
    private static final Path BUNDLED = Path.of("..", "variants");
    private static final String CASES = Path.of("..", "conformance", "cases").toString();

    @TempDir
    Path variants;

    private void copyBundled() throws IOException {
        try (Stream<Path> files = Files.list(BUNDLED)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".variant")).toList()) {
                Files.copy(file, variants.resolve(file.getFileName()));
            }
        }
    }

    @Test
    void theBundledVariantsAndTheirDependantsAreSound() throws IOException {
        List<String> args = new ArrayList<>(List.of("check", "--cases", CASES));
        try (Stream<Path> files = Files.list(BUNDLED)) {
            files.filter(f -> f.toString().endsWith(".variant")).sorted().forEach(f -> args.add(f.toString()));
        }
        Cli cli = Cli.run(args.toArray(String[]::new));
        assertEquals(0, cli.exitCode(), cli.out() + cli.err());
        assertFalse(cli.out().contains("extends it"), cli.out());
    }

    /**
     * The example: hunan dealing 22 with a wall of 18 is sound for hunan's three players, but app004-two
     * seats two, inherits the 22 and sets a wall of 39 (004:31): 22 + 20 + 39 = 81 cards of 80.
     */
    @Test
    void aParentsChangeThatBreaksAChildSaysWhichAndWhy() throws IOException {
        copyBundled();
        Path hunan = variants.resolve("hunan.variant");
        Files.writeString(hunan, Files.readString(hunan).replaceFirst("dealer cards: 21 ", "dealer cards: 22 ")
                .replaceFirst("wall: 19 ", "wall: 18 "));
        Cli cli = Cli.run("check", "--cases", CASES, hunan.toString());
        assertEquals(1, cli.exitCode(), cli.out());
        assertTrue(cli.out().startsWith(hunan + ": ok"), cli.out());
        assertTrue(cli.out().contains(hunan + ": app004-two extends it and no longer compiles:\n  "
                + variants.resolve("app004-two.variant") + ":"), cli.out());
        assertTrue(cli.out().contains("22 + 20 x 1 + 39 = 81 cards"), cli.out());
        assertEquals(0, Cli.run("check", "--no-dependants", hunan.toString()).exitCode());
    }

    @Test
    void aChildFailingACaseIsReportedWithTheCasesFileAndLine() throws IOException {
        copyBundled();
        Path hunan = variants.resolve("hunan.variant");
        // hunan's minimum of 15 huxi (000:65, 000:104) is yongzhou's too; at 18 its "15 huxi wins" fails (a lower
        // minimum would not do: the grade pays from 15, so the win rule check refuses hunan itself)
        Files.writeString(hunan, Files.readString(hunan).replaceFirst("minimum huxi: 15 ", "minimum huxi: 18 "));
        Cli cli = Cli.run("check", "--cases", CASES, hunan.toString());
        assertEquals(1, cli.exitCode(), cli.out());
        assertTrue(cli.out().contains(hunan + ": yongzhou extends it and fails "), cli.out());
        assertTrue(cli.out().contains(Path.of(CASES, "grades.cases") + ":"), cli.out());
        assertTrue(cli.out().contains(": case \"Yongzhou: 15 huxi wins\": expected win"), cli.out());
    }
}
