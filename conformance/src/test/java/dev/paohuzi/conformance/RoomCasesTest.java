package dev.paohuzi.conformance;

import dev.paohuzi.conformance.run.CaseResult;
import dev.paohuzi.conformance.run.ConformanceSuite;
import dev.paohuzi.conformance.run.FileReport;
import dev.paohuzi.conformance.run.VariantLibrary;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

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
                Optional.of("youxian"));
        List<String> variants = report.results().stream().map(r -> r.testCase().variant()).toList();
        assertEquals(List.of("youxian[无名堂]", "youxian[-自摸加3息]", "youxian[无名堂, -自摸加3息]", "youxian[18胡息]",
                "youxian[-海底捞月]"), variants);
        assertTrue(report.results().stream().allMatch(CaseResult::passed));
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
                .run(file, Optional.empty()).results().get(0);
        assertTrue(!result.passed() && String.join("\n", result.failures()).contains("unknown option '无名' of "
                + "youxian"), result.failures().toString());
    }
}
