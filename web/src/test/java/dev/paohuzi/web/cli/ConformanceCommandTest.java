package dev.paohuzi.web.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import javax.xml.parsers.DocumentBuilderFactory;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** `conformance`: a line per case, `N passed, N failed` alone on the last line, exit 1 on any failure. */
class ConformanceCommandTest {
    private static final Path VARIANTS = Path.of("..", "variants").toAbsolutePath().normalize();

    @TempDir
    Path dir;

    /** A case under a bundled variant, by absolute path (the test runs in web/, not the project root). */
    private static String testCase(String name, String variant, String expectation) {
        return "case \"" + name + "\" {\n"
                + "  variant \"" + VARIANTS.resolve(variant + ".variant") + "\"\n"
                + "  source \"000:104\"\n"
                + "  analyze s3 s4 s4 s5 s5 s6 s6 s7 s8 s9 s9 b3 b4 b5 b6 b7 b8 b9 pong:b1\n"
                + "  " + expectation + "\n"
                + "}\n";
    }

    private Path write(String file, String... cases) throws IOException {
        return Files.writeString(dir.resolve(file), String.join("\n", cases));
    }

    private static List<String> lines(Cli cli) {
        return cli.out().lines().toList();
    }

    @Test
    void everyCasePassingExitsZero() throws IOException {
        write("a.cases", testCase("big pong", "hunan", "expect complete, huxi 3, no win"));
        Cli cli = Cli.run("conformance", dir.toString());
        assertEquals(0, cli.exitCode(), cli.out());
        assertEquals(List.of("pass " + dir.resolve("a.cases") + ":1:1 big pong", "1 passed, 0 failed"), lines(cli));
    }

    @Test
    void aFailureIsShownWithWhatDifferedAndExitsOne() throws IOException {
        write("a.cases", testCase("right", "hunan", "expect huxi 3"), testCase("wrong", "hunan", "expect huxi 4"));
        Cli cli = Cli.run("conformance", dir.resolve("a.cases").toString());
        assertEquals(1, cli.exitCode());
        List<String> lines = lines(cli);
        assertTrue(lines.get(1).startsWith("FAIL ") && lines.get(1).endsWith(" wrong"), cli.out());
        assertEquals("     expected huxi 4, got huxi 3", lines.get(2));
        assertEquals("1 passed, 1 failed", lines.get(lines.size() - 1));
    }

    @Test
    void variantSelectsTheCasesOfOneVariant() throws IOException {
        write("a.cases", testCase("hunan big pong", "hunan", "expect huxi 3"),
                testCase("luzhou big pong", "luzhou", "expect huxi 3"));
        String luzhou = VARIANTS.resolve("luzhou.variant").toString();
        Cli cli = Cli.run("conformance", "--variant", luzhou, dir.toString());
        assertEquals(0, cli.exitCode(), cli.out());
        assertEquals(List.of("pass " + dir.resolve("a.cases") + ":8:1 luzhou big pong", "1 passed, 0 failed"),
                lines(cli));
    }

    @Test
    void aVariantNoCaseNamesIsAnErrorNotAVacuousPass() throws IOException {
        write("a.cases", testCase("big pong", "hunan", "expect huxi 3"));
        Cli cli = Cli.run("conformance", "--variant", "hunnan", dir.toString());
        assertEquals(1, cli.exitCode());
        assertEquals(List.of("no case names variant hunnan",
                "  hint: variants are named as in the cases' `variant` lines, e.g. hunan", "0 passed, 0 failed"),
                lines(cli));
    }

    @Test
    void aCaseFileWithASyntaxErrorIsReportedWithItsPositionAndExitsOne() throws IOException {
        Path file = write("bad.cases", "case \"x\" {\n  variant hunan\n  source \"000:104\"\n  expect huxy 3\n}\n");
        Cli cli = Cli.run("conformance", file.toString());
        assertEquals(1, cli.exitCode());
        assertTrue(cli.out().startsWith(file + ":4:10: error: unexpected 'huxy'"), cli.out());
        assertEquals("0 passed, 0 failed", lines(cli).get(lines(cli).size() - 1));
    }

    /** --junit: a suite per case file, a test case per case, the failure as it was printed; the exit as without it. */
    @Test
    void junitWritesTheRunAsJUnitXmlForOtherCiTools() throws Exception {
        write("a.cases", testCase("right", "hunan", "expect huxi 3"), testCase("wrong", "hunan", "expect huxi 4"));
        write("b.cases", "case \"x\" {\n  variant hunan\n  source \"000:104\"\n  expect huxy 3\n}\n");
        Path xml = dir.resolve("report.xml");
        Cli cli = Cli.run("conformance", "--junit", xml.toString(), dir.toString());
        assertEquals(1, cli.exitCode(), cli.out());
        Element suites = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(xml.toFile())
                .getDocumentElement();
        assertEquals("testsuites", suites.getTagName());
        assertEquals("3", suites.getAttribute("tests"), "two cases and one case file that could not be read");
        assertEquals("1", suites.getAttribute("failures"));
        assertEquals("1", suites.getAttribute("errors"));
        NodeList cases = suites.getElementsByTagName("testcase");
        Element wrong = (Element) cases.item(1);
        assertEquals("wrong", wrong.getAttribute("name"));
        assertEquals("expected huxi 4, got huxi 3",
                ((Element) wrong.getElementsByTagName("failure").item(0)).getAttribute("message"));
        assertEquals(0, ((Element) cases.item(0)).getElementsByTagName("failure").getLength(), "right passed");
        Element unreadable = (Element) cases.item(2);
        assertEquals("(case file)", unreadable.getAttribute("name"));
        assertTrue(unreadable.getElementsByTagName("error").item(0).getTextContent().contains(":4:10: error"),
                unreadable.getTextContent());
        try (var left = Files.list(dir)) {
            assertEquals(List.of("a.cases", "b.cases", "report.xml"),
                    left.map(f -> f.getFileName().toString()).sorted().toList(), "no temporary file is left");
        }
    }

    @Test
    void aJunitFileThatCannotBeWrittenIsAClearError() throws IOException {
        write("a.cases", testCase("right", "hunan", "expect huxi 3"));
        Cli cli = Cli.run("conformance", "--junit", dir.resolve("no/such/folder.xml").toString(), dir.toString());
        assertEquals(1, cli.exitCode(), "the cases passed, but the report asked for was not written");
        assertTrue(cli.out().contains("conformance: cannot write " + dir.resolve("no/such/folder.xml")), cli.out());
    }

    @Test
    void aMissingPathIsAClearError() {
        Cli cli = Cli.run("conformance", dir.resolve("nope").toString());
        assertEquals(1, cli.exitCode());
        assertTrue(cli.out().startsWith(dir.resolve("nope") + ": no such file or directory"), cli.out());
    }
}
