package dev.paohuzi.web.cli;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * `--variants DIR` on every command that names a variant: a NAME is looked up in DIR first, then among the bundled
 * variants, and a variant there that `extends hunan` finds the bundled hunan. The commands run as a user runs them,
 * in a process of their own started from the project root (the bundled variants are `variants/` of the working
 * directory), on a folder outside it holding `mine`: hunan with a minimum of 18 huxi.
 */
class VariantsFolderTest {
    /** kan 壹 6 + kan 叁 6 + 一二三 3 + pong 九 1 = 16 huxi; 四五六 六七八 陆柒捌; red 3, no pattern. */
    private static final String SIXTEEN = "b1 b1 b1 b3 b3 b3 s1 s2 s3 s4 s5 s6 s6 s7 s8 b6 b7 b8 pong:s9";
    /** The same with pong 肆 (3) for pong 九 (1): 18 huxi, grade (18 - 12) / 3 = 2, base 2. */
    private static final String EIGHTEEN = "b1 b1 b1 b3 b3 b3 s1 s2 s3 s4 s5 s6 s6 s7 s8 b6 b7 b8 pong:b4";
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

    @TempDir
    static Path mine;

    @BeforeAll
    static void writeMine() throws IOException {
        Files.writeString(mine.resolve("mine.variant"), """
                variant mine extends hunan "hunan at 18 huxi" {
                  source "test"
                  minimum huxi: 18   source "test"
                }
                """);
    }

    private record Run(int exit, String out, String err) {
    }

    private static Run run(String stdin, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-Xmx256m", "-cp", System.getProperty("java.class.path"), "dev.paohuzi.web.Workbench"));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).directory(ROOT.toFile()).start();
        try (OutputStream in = process.getOutputStream()) {
            in.write(stdin.getBytes(StandardCharsets.UTF_8));
        }
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(120, TimeUnit.SECONDS), "the command ends");
        return new Run(process.exitValue(), out, err);
    }

    private static String folder() {
        return mine.toString();
    }

    /** 16 huxi wins under the bundled hunan (15, 000:104) and not under mine (18): the name found mine in DIR. */
    @Test
    void analyzeFindsTheNameInTheFolderAndItsParentAmongTheBundled() throws Exception {
        Run ours = run(SIXTEEN + "\n", "analyze", "--variants", folder(), "--variant", "mine");
        assertEquals(0, ours.exit(), ours.err());
        assertTrue(ours.out().contains("\"huxi\":16,\"win\":false"), ours.out());
        Run bundled = run(SIXTEEN + "\n", "analyze", "--variants", folder(), "--variant", "hunan");
        assertTrue(bundled.out().contains("\"huxi\":16,\"win\":true"), bundled.out());
    }

    @Test
    void scoreScoresUnderTheFoldersVariant() throws Exception {
        Run run = run(SIXTEEN + "\n" + EIGHTEEN + "\n", "score", "--variants", folder(), "--variant", "mine");
        List<String> lines = run.out().lines().toList();
        assertEquals(2, lines.size(), run.out() + run.err());
        assertTrue(lines.get(0).contains("not a win: 16 huxi under mine"), lines.get(0));
        assertTrue(lines.get(1).startsWith("{\"huxi\":18,\"grade\":2,\"patterns\":[],\"fan\":1,\"base\":2"),
                lines.get(1));
    }

    @Test
    void playAndSimulatePlayTheFoldersVariant() throws Exception {
        Run play = run("", "play", "--variants", folder(), "--variant", "mine", "--seed", "3", "--bots", "random");
        assertEquals(0, play.exit(), play.err());
        assertTrue(play.out().contains("mine"), play.out());
        Run simulate = run("", "simulate", "--variants", folder(), "--variant", "mine", "--hands", "20", "--seed", "1",
                "--bots", "random");
        assertEquals(0, simulate.exit(), simulate.err());
        assertTrue(simulate.out().contains("mine"), simulate.out());
    }

    @Test
    void compareNamesBothFromTheFolderThenTheBundled() throws Exception {
        Run run = run("", "compare", "--variants", folder(), "mine", "hunan", "--hands", "20", "--seed", "1",
                "--bots", "random");
        assertEquals(0, run.exit(), run.err());
        assertTrue(run.out().contains("mine") && run.out().contains("hunan"), run.out());
    }

    /** Without --variants the name is the bundled folder's, which has no mine; a folder that is not one is named. */
    @Test
    void withoutTheFolderTheNameIsUnknownAndAMissingFolderIsNamed() throws Exception {
        Run bundled = run("", "explain", "mine");
        assertEquals(1, bundled.exit());
        assertTrue(bundled.err().contains("mine.variant"), bundled.err());
        Run missing = run("", "explain", "--variants", mine.resolve("nowhere").toString(), "mine");
        assertEquals(1, missing.exit());
        assertTrue(missing.err().contains("no such folder"), missing.err());
        Run explained = run("", "explain", "--variants", folder(), "mine");
        assertEquals(0, explained.exit(), explained.err());
        assertTrue(explained.out().contains("18"), explained.out());
    }
}
