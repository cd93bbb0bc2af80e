package dev.paohuzi.web.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CheckCommandTest {
    @TempDir
    Path dir;

    @Test
    void acceptsGoodVariants() {
        Cli cli = Cli.run("check", Cli.variant("hunan"), Cli.variant("luzhou"), Cli.variant("shaoyang"));
        assertEquals(0, cli.exitCode(), cli.out() + cli.err());
        assertEquals(3, cli.out().lines().filter(line -> line.endsWith(": ok")).count(), cli.out());
    }

    /** A bundled delta file (docs/language.md, Deltas) is checked on its own, beside a variant that applies it. */
    @Test
    void acceptsTheBundledDeltas() {
        Path bundled = Path.of("..", "variants");
        Cli cli = Cli.run("check", bundled.resolve("peel.delta").toString(), bundled.resolve("shaoyang.variant")
                .toString());
        assertEquals(0, cli.exitCode(), cli.out() + cli.err());
        assertEquals(2, cli.out().lines().filter(line -> line.endsWith(": ok")).count(), cli.out());
    }

    /** Each diagnostic is `file:line:col: error|warning: message`, its hint indented on the next line. */
    @Test
    void printsEveryDiagnosticWithItsPositionAndHint() throws IOException {
        Files.copy(Path.of(Cli.variant("hunan")), dir.resolve("hunan.variant"));
        Path broken = Files.writeString(dir.resolve("broken.variant"), String.join("\n",
                "variant broken extends hunan {",
                "  source \"test\"",
                "  copeis: 4  source \"x\"",
                "  wall: 19",
                "  grade: huxi / 0  source \"x\"",
                "}", ""), StandardCharsets.UTF_8);
        Cli cli = Cli.run("check", broken.toString());
        assertEquals(1, cli.exitCode());
        assertEquals(String.join("\n",
                broken + ":3:3: error: unknown rule 'copeis'",
                "    did you mean `copies`?",
                broken + ":4:3: warning: rule 'wall' cites no source",
                "    add `source \"000:22\"` (seed file:line) at the end of the line",
                broken + ":5:17: error: division by zero",
                "    divide by a number other than 0", ""), cli.out().replace(System.lineSeparator(), "\n"));
    }

    /** Not UTF-8, empty, 10 MB of noise, missing, a directory: exit 1, one clear line, never a stack trace. */
    @Test
    @Timeout(30)
    void badInputGetsAClearErrorNotAStackTrace() throws IOException {
        byte[] noise = new byte[10 << 20];
        new Random(3).nextBytes(noise);
        Path[] files = {
            Files.write(dir.resolve("gbk.variant"), "variant 红胡 {}".getBytes(java.nio.charset.Charset.forName("GBK"))),
            Files.writeString(dir.resolve("empty.variant"), ""),
            Files.write(dir.resolve("noise.variant"), noise),
            dir.resolve("missing.variant"),
            dir,
        };
        String[] messages = {"the file is not UTF-8 text", "the file is empty", "the file is too large", "no such file",
            "this is a directory"};
        for (int i = 0; i < files.length; i++) {
            Cli cli = Cli.run("check", files[i].toString());
            assertEquals(1, cli.exitCode(), files[i].toString());
            assertTrue(cli.out().startsWith(files[i] + ":1:") && cli.out().contains(": error: " + messages[i]),
                    cli.out());
            assertFalse((cli.out() + cli.err()).contains("Exception"), cli.out() + cli.err());
        }
    }

    @Test
    void aVariantNameMeansVariantsSlashName() {
        Cli cli = Cli.run("check", "no_such_variant");
        assertEquals(1, cli.exitCode());
        assertTrue(cli.out().startsWith("variants/no_such_variant.variant:1:1: error: no such file"), cli.out());
    }
}
