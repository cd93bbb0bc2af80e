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

    /**
     * A case under a bundled variant or a room of it ({@code youxian[无名堂]}), by absolute path (the test runs in
     * web/, not the project root).
     */
    private static String testCase(String name, String room, String expectation) {
        String variant = room.replaceFirst("\\[.*", "");
        return "case \"" + name + "\" {\n"
                + "  variant \"" + VARIANTS.resolve(variant + ".variant") + room.substring(variant.length()) + "\"\n"
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

    /**
     * A room runs the cases that play its options (conformance/README.md, "Rooms"): youxian's 无名堂 (default off)
     * excludes 海底捞月 and 四七张红胡 and is excluded by 基本名堂, so {@code youxian[无名堂]} and
     * {@code youxian[-海底捞月, 无名堂]} are one room; {@code youxian[自摸加3息]} (on by default) is plain youxian.
     */
    @Test
    void aRoomSelectsTheCasesThatPlayItsOptions() throws IOException {
        Path file = write("rooms.cases", testCase("plain", "youxian", "expect huxi 3"),
                testCase("no 名堂", "youxian[无名堂]", "expect huxi 3"),
                testCase("no 名堂 and no 海底", "youxian[-海底捞月, 无名堂]", "expect huxi 3"),
                testCase("18 huxi", "youxian[18胡息]", "expect huxi 3"));
        String youxian = VARIANTS.resolve("youxian.variant").toString();
        Cli wuMingTang = Cli.run("conformance", "--variant", youxian + "[无名堂]", dir.toString());
        assertEquals(0, wuMingTang.exitCode(), wuMingTang.out() + wuMingTang.err());
        assertEquals(List.of("pass " + file + ":8:1 no 名堂", "pass " + file + ":15:1 no 名堂 and no 海底",
                "2 passed, 0 failed"), lines(wuMingTang));
        Cli defaults = Cli.run("conformance", "--variant", youxian + "[自摸加3息]", dir.toString());
        assertEquals(List.of("pass " + file + ":1:1 plain", "1 passed, 0 failed"), lines(defaults));
        Cli none = Cli.run("conformance", "--variant", youxian + "[明偎]", dir.toString());
        assertEquals(1, none.exitCode());
        assertEquals(List.of("no case plays room " + youxian + "[明偎]", "  hint: a room runs the cases whose room "
                + "has the same options in effect; `--variant " + youxian + "` runs every case of the variant and its "
                + "rooms", "0 passed, 0 failed"), lines(none));
    }

    /** A bad room is refused before any case runs, with the diagnostics every command gives it. */
    @Test
    void aBadRoomIsRefusedAsEveryCommandRefusesIt() throws IOException {
        write("rooms.cases", testCase("plain", "youxian", "expect huxi 3"));
        String youxian = VARIANTS.resolve("youxian.variant").toString();
        int options = youxian.length() + 2; // the column of the first option
        Cli unknown = Cli.run("conformance", "--variant", youxian + "[无名]", dir.toString());
        assertEquals(1, unknown.exitCode());
        assertEquals("", unknown.out());
        assertTrue(unknown.err().startsWith(youxian + "[无名]:1:" + options + ": error: unknown option '无名' of "
                + "youxian\n    did you mean `无名堂`?"), unknown.err());
        Cli conflict = Cli.run("conformance", "--variant", youxian + "[无名堂, 海底捞月]", dir.toString());
        assertEquals(1, conflict.exitCode());
        assertTrue(conflict.err().contains(":1:" + (options + 5) + ": error: options '无名堂' and '海底捞月' exclude "
                + "each other"), conflict.err());
        Cli another = Cli.run("conformance", "--variant", youxian + "[一五十]", dir.toString());
        assertEquals(1, another.exitCode());
        assertTrue(another.err().contains(":1:" + options + ": error: '一五十' is an option of "), another.err());
        Cli open = Cli.run("conformance", "--variant", youxian + "[无名堂", dir.toString());
        assertEquals(1, open.exitCode());
        assertTrue(open.err().contains("error: the list of options is not closed\n    end it with ']'"), open.err());
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
