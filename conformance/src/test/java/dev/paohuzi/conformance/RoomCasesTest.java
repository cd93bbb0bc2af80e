package dev.paohuzi.conformance;

import dev.paohuzi.compiler.Compilation;
import dev.paohuzi.compiler.Room;
import dev.paohuzi.compiler.VariantCompiler;
import dev.paohuzi.conformance.run.CaseResult;
import dev.paohuzi.conformance.run.CaseSelection;
import dev.paohuzi.conformance.run.ConformanceSuite;
import dev.paohuzi.conformance.run.FileReport;
import dev.paohuzi.conformance.run.VariantLibrary;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A case may name a room (`variant "youxian[无名堂]"`): a variant's cases include its rooms', and a room that does not
 * compile fails its case with the room's first error.
 */
class RoomCasesTest {
    private final ConformanceSuite suite = new ConformanceSuite(new VariantLibrary(ConformanceSuiteTest.VARIANTS));

    @TempDir
    Path dir;

    @Test
    void aVariantsCasesIncludeItsRooms() {
        FileReport report = suite.run(ConformanceSuiteTest.CASES.resolve("room-options.cases"),
                CaseSelection.variant("youxian"));
        List<String> variants = report.results().stream().map(r -> r.testCase().variant()).toList();
        assertEquals(List.of("youxian[无名堂]", "youxian[-自摸加3息]", "youxian[无名堂, -自摸加3息]", "youxian[18胡息]",
                "youxian[-海底捞月]"), variants);
        assertTrue(report.results().stream().allMatch(CaseResult::passed));
    }

    /** The cases, over every bundled file, that {@code room} selects: each as {@code file: variant line}. */
    private List<String> casesOf(String room) {
        Compilation compilation = VariantCompiler.compile(room, List.of(ConformanceSuiteTest.VARIANTS));
        VariantLibrary.PlayedRoom played = VariantLibrary.PlayedRoom.of(VariantCompiler.locate(Room.variantOf(room),
                List.of(ConformanceSuiteTest.VARIANTS)), compilation.variant().orElseThrow());
        return ConformanceSuite.caseFiles(List.of(ConformanceSuiteTest.CASES)).stream()
                .map(file -> suite.run(file, CaseSelection.room(played)))
                .flatMap(report -> report.results().stream().map(r -> report.file().getFileName() + ": "
                        + r.testCase().variant())).toList();
    }

    /**
     * youxian's options (variants/youxian.variant): 自摸加3息, 基本名堂, 四七张红胡, 海底捞月 on by default, 无名堂 off
     * and excluding 四七张红胡 and 海底捞月, 基本名堂 excluding 无名堂. A room runs the cases written for its rules.
     */
    @Test
    void aRoomRunsTheCasesThatPlayItsOptions() {
        // 无名堂 displaces 基本名堂, 四七张红胡 and 海底捞月: {自摸加3息, 无名堂}, however the room writes it
        List<String> wuMingTang = List.of("room-options.cases: youxian[无名堂]");
        assertEquals(wuMingTang, casesOf("youxian[无名堂]"));
        assertEquals(wuMingTang, casesOf("youxian[-海底捞月, 无名堂, -四七张红胡, 自摸加3息]"));
        // naming defaults only is the plain variant: its own cases, none of its other rooms'
        assertEquals(Collections.nCopies(5, "youxian-scoring.cases: youxian"),
                casesOf("youxian[自摸加3息, 基本名堂]"));
        assertEquals(List.of("room-options.cases: youxian[无名堂, -自摸加3息]"),
                casesOf("youxian[-自摸加3息, 无名堂]"));
        assertEquals(List.of(), casesOf("youxian[明偎]"));
    }

    @Test
    void aRoomThatDoesNotCompileFailsItsCaseWithTheRoomsError() throws IOException {
        Path file = dir.resolve("bad.cases");
        Files.writeString(file, """
                case "a room with an unknown option" {
                  variant "youxian[无名]"
                  source "taohyson/SERVER-1 game-common/src/main/java/com/cai/common/constant/GameConstants.java:2133"
                  score b4 b4 b4 pong:b1 pong:b9 pong:s9 pong:s8 pong:s1 pong:s3 self-draw
                  expect huxi 16
                }
                """);
        CaseResult result = new ConformanceSuite(new VariantLibrary(ConformanceSuiteTest.VARIANTS.toAbsolutePath()))
                .run(file, CaseSelection.ALL).results().get(0);
        assertTrue(!result.passed() && String.join("\n", result.failures()).contains("unknown option '无名' of "
                + "youxian"), result.failures().toString());
    }
}
