package dev.paohuzi.conformance;

import dev.paohuzi.compiler.diag.Diagnostic;
import dev.paohuzi.conformance.parse.CaseFileParser;
import dev.paohuzi.conformance.parse.ParsedCaseFile;
import dev.paohuzi.conformance.run.CaseSelection;
import dev.paohuzi.conformance.run.ConformanceSuite;
import dev.paohuzi.conformance.run.FileReport;
import dev.paohuzi.conformance.run.VariantLibrary;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** Issue 13.3, 13.4 and 13.7 in case files: a bad line, a device, a BOM or a control byte never stops the suite. */
@Timeout(60)
class CaseFileRecoveryTest {
    private static final String GOOD = """
            case "good" {
              variant hunan
              source "000:104"
              analyze s1 s2 s3 s4 s5 s6 s7 s8 s9 b1 b2 b3 b4 b5 b6 b7 b8 b9 s10 s10 s10
              expect complete
            }
            """;

    @TempDir
    Path dir;

    private final ConformanceSuite suite = new ConformanceSuite(new VariantLibrary(ConformanceSuiteTest.VARIANTS));

    /** `case "x" {` then `variant }` was a NullPointerException that ended the suite. */
    @Test
    void aVariantStatementWithoutItsNameIsReportedAndTheNextCaseRuns() throws IOException {
        Path bad = Files.writeString(dir.resolve("a.cases"), "case \"x\" {\n variant }\n" + GOOD);
        Path next = Files.writeString(dir.resolve("b.cases"), GOOD);
        FileReport first = suite.run(bad, CaseSelection.ALL);
        assertEquals(List.of("2:10"), first.diagnostics().stream()
                .map(d -> d.position().line() + ":" + d.position().column()).toList());
        assertTrue(first.diagnostics().get(0).message().startsWith("unexpected '}'"), first.diagnostics().toString());
        assertEquals(1, first.passed(), first::render);
        assertEquals(1, suite.run(next, CaseSelection.ALL).passed());
    }

    @Test
    void devicesAreOneErrorEach() {
        for (String device : List.of("/dev/zero", "/dev/urandom")) {
            assumeTrue(Files.exists(Path.of(device)));
            ParsedCaseFile parsed = CaseFileParser.parse(Path.of(device));
            assertEquals(List.of(device + ":1:1: error: this is not a regular file (a device, a FIFO or a socket)"),
                    parsed.diagnostics().stream().map(d -> d.render().lines().findFirst().orElseThrow()).toList());
        }
    }

    /** A case's `variant "/dev/zero"` ended in OutOfMemoryError; now that case fails and the next one runs. */
    @Test
    void aCaseWhoseVariantIsADeviceFailsAlone() throws IOException {
        assumeTrue(Files.exists(Path.of("/dev/zero")));
        String device = GOOD.replace("good", "device").replace("variant hunan", "variant \"/dev/zero\"");
        FileReport report = suite.run(Files.writeString(dir.resolve("d.cases"), device + GOOD), CaseSelection.ALL);
        assertEquals(1, report.passed());
        assertEquals(1, report.failed());
        assertTrue(report.results().get(0).failures().get(0).contains("not a regular file"),
                () -> report.results().get(0).failures().toString());
    }

    @Test
    void aByteOrderMarkIsAcceptedAsInVariantFiles() throws IOException {
        Path file = Files.writeString(dir.resolve("bom.cases"), "\uFEFF" + GOOD, StandardCharsets.UTF_8);
        FileReport report = suite.run(file, CaseSelection.ALL);
        assertEquals(List.of(), report.diagnostics());
        assertEquals(1, report.passed());
    }

    /** NUL and ESC bytes were echoed raw into the terminal; they are shown escaped. */
    @Test
    void controlBytesInADiagnosticAreEscaped() {
        ParsedCaseFile parsed = CaseFileParser.parse("c.cases", "case \"x\u0000\" {\n \u001b[2J\n}\n");
        assertFalse(parsed.diagnostics().isEmpty());
        for (Diagnostic diagnostic : parsed.diagnostics()) {
            assertTrue(diagnostic.render().chars().noneMatch(c -> c == 0 || c == 0x1b), diagnostic.render());
        }
        assertTrue(parsed.diagnostics().stream().anyMatch(d -> d.message().contains("\\u001b")),
                parsed.diagnostics()::toString);
    }
}
