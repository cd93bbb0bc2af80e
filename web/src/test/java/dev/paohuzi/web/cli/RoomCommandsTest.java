package dev.paohuzi.web.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A room string (docs/language.md, "Options and rooms") names a variant in every command: youxian's options
 * (variants/youxian.variant: 自摸加3息, 四七张红胡 on by default, 无名堂 off) change the score of one holding as the
 * source says, and a bad room is refused with its column and a hint.
 */
class RoomCommandsTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String YOUXIAN = Path.of("..", "variants", "youxian.variant").toString();
    /**
     * Self-drawn, 15 huxi: 大一二三 6 + 小一二三 3 + 大九 kan 6 (000:104), the rest 0; red b2 s2 s7 b7 = 4 cards, so
     * 四七张红胡 (SERVER-1 GameConstants.java:2137) gives 红胡 2 fan.
     */
    private static final String FOUR_RED = "b1 b2 b3 s1 s2 s3 s6 s7 s8 b6 b7 b8 s4 s5 s6 b4 b5 b6 b9 b9 b9 self-draw";

    @TempDir
    Path dir;

    private static JsonNode score(String room) throws Exception {
        InputStream saved = System.in;
        System.setIn(new ByteArrayInputStream(FOUR_RED.getBytes(StandardCharsets.UTF_8)));
        try {
            Cli cli = Cli.run("score", "--variant", room);
            assertEquals(0, cli.exitCode(), cli.err());
            return JSON.readTree(cli.out());
        } finally {
            System.setIn(saved);
        }
    }

    private static String summary(JsonNode score) {
        return "grade " + score.get("grade") + " fan " + score.get("fan") + " base " + score.get("base");
    }

    @Test
    void scoreFollowsTheRoomsOptions() throws Exception {
        // the plain youxian: 自摸加3息 makes the grade (15 + 3 - 12) / 3 = 2; 红胡 2 fan; base 2 x 2
        assertEquals("grade 2 fan 2 base 4", summary(score(YOUXIAN)));
        // 无名堂: no 名堂, 1 fan (its exclusion displaces 四七张红胡); the grade keeps 自摸加3息
        assertEquals("grade 2 fan 1 base 2", summary(score(YOUXIAN + "[无名堂]")));
        // and without 自摸加3息: (15 - 12) / 3 = 1 (YXTABLE's room, HHTable.java:10586-10655)
        assertEquals("grade 1 fan 1 base 1", summary(score(YOUXIAN + "[无名堂, -自摸加3息]")));
    }

    @Test
    void checkExplainAndDiffTakeARoom() {
        Cli check = Cli.run("check", YOUXIAN + "[无名堂, -自摸加3息]");
        assertEquals(0, check.exitCode(), check.out());
        assertEquals(YOUXIAN + "[无名堂, -自摸加3息]: ok", check.out().strip());

        Cli explain = Cli.run("explain", YOUXIAN + "[18胡息]");
        assertEquals(0, explain.exitCode(), explain.err());
        assertTrue(explain.out().startsWith("youxian[18胡息] — 攸县跑胡子\n"), explain.out());
        assertTrue(explain.out().lines().anyMatch(l -> l.matches("\\s*minimum huxi\\s+18\\s+option 18胡息\\s.*")),
                explain.out());

        Cli diff = Cli.run("diff", YOUXIAN, YOUXIAN + "[无名堂]");
        assertEquals(0, diff.exitCode(), diff.err());
        assertTrue(diff.out().contains("pattern 红胡"), diff.out());
        assertTrue(diff.out().contains("pattern 海底"), diff.out());
    }

    @Test
    void aRoomIsPlayedAndItsTraceReplaysUnderIt() {
        String room = YOUXIAN + "[无名堂]";
        Path trace = dir.resolve("hand.json");
        Cli play = Cli.run("play", "--variant", room, "--seed", "5", "--bots", "greedy", "--trace", trace.toString());
        assertEquals(0, play.exitCode(), play.err());
        assertTrue(play.out().startsWith("youxian[无名堂]: 3 seats"), play.out());
        Cli replay = Cli.run("replay", trace.toString(), "--variant", room);
        assertEquals(0, replay.exitCode(), replay.out() + replay.err());
        assertTrue(replay.out().startsWith(trace + ": replays exactly under youxian[无名堂] ("), replay.out());

        Cli simulate = Cli.run("simulate", "--variant", room, "--hands", "10", "--seed", "1", "--threads", "1");
        assertEquals(0, simulate.exitCode(), simulate.err());
        assertTrue(simulate.out().contains("youxian[无名堂]"), simulate.out());

        Cli compare = Cli.run("compare", YOUXIAN, room, "--hands", "20", "--seed", "3", "--bots", "random",
                "--threads", "1");
        assertEquals(0, compare.exitCode(), compare.err());
        assertTrue(compare.out().contains("youxian[无名堂]"), compare.out());
    }

    /**
     * 基本名堂's body is empty (Hunan's 名堂 stay whether it is on or off), so turning it off changes no hand:
     * x_B = x_0 and x_AB = x_A on every deal, and the interaction is exactly 0 whatever 无名堂 does.
     */
    @Test
    void theInteractionOfAnOptionWithOneThatChangesNothingIsZero() {
        Cli cli = Cli.run("compare", YOUXIAN, "--interaction", "无名堂,-基本名堂", "--hands", "60", "--seed", "3",
                "--bots", "random", "--threads", "1", "--metric", "points paid");
        assertEquals(0, cli.exitCode(), cli.err());
        assertTrue(cli.out().contains("estimand: the mean over deals of x_AB - x_A - x_B + x_0, x the hand's "
                + "'points paid'"), cli.out());
        assertTrue(cli.out().contains("interaction +0.0000, 95% interval [+0.0000, +0.0000]"), cli.out());
        assertTrue(cli.out().contains("x_AB  youxian[-基本名堂, 无名堂]"), cli.out());
    }

    @Test
    void anInteractionNeedsTwoNewOptionsAndNoB() {
        assertEquals(2, Cli.run("compare", YOUXIAN, YOUXIAN, "--interaction", "无名堂,明偎", "--hands", "5",
                "--seed", "1").exitCode());
        Cli same = Cli.run("compare", YOUXIAN + "[无名堂]", "--interaction", "无名堂,明偎", "--hands", "5",
                "--seed", "1");
        assertEquals(2, same.exitCode());
        assertTrue(same.err().contains("--interaction takes two options that the room does not name already"),
                same.err());
        Cli unknown = Cli.run("compare", YOUXIAN, "--interaction", "无名,明偎", "--hands", "5", "--seed", "1");
        assertEquals(1, unknown.exitCode());
        assertTrue(unknown.err().contains("unknown option '无名' of youxian"), unknown.err());
    }

    @Test
    void aBadRoomIsRefusedWithItsColumnAndAHint() {
        Cli unknown = Cli.run("explain", YOUXIAN + "[无名]");
        assertEquals(1, unknown.exitCode());
        int column = YOUXIAN.length() + 2;
        assertTrue(unknown.err().startsWith(YOUXIAN + "[无名]:1:" + column + ": error: unknown option '无名' of "
                + "youxian\n    did you mean `无名堂`?"), unknown.err());

        Cli conflict = Cli.run("check", YOUXIAN + "[无名堂, 海底捞月]");
        assertEquals(1, conflict.exitCode());
        assertTrue(conflict.out().contains(":1:" + (YOUXIAN.length() + 7) + ": error: options '无名堂' and '海底捞月' "
                + "exclude each other"), conflict.out());

        Cli open = Cli.run("score", "--variant", YOUXIAN + "[无名堂");
        assertEquals(1, open.exitCode());
        assertTrue(open.err().contains("error: the list of options is not closed\n    end it with ']'"), open.err());
    }
}
