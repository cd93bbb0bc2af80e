package dev.paohuzi.web.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.paohuzi.runtime.game.bot.BotLineup;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** `play`, `replay` and `simulate`: their output, their determinism for a seed, and their bad arguments. */
class PlayReplaySimulateTest {
    private static final String HUNAN = Path.of("..", "variants", "hunan.variant").toString();

    @TempDir
    Path dir;

    private Cli play(long seed, String bots, Path trace) {
        return Cli.run("play", "--variant", HUNAN, "--seed", String.valueOf(seed), "--bots", bots,
                "--trace", trace.toString());
    }

    @Test
    void playPrintsTheHandLogAndWritesAReplayableTrace() throws IOException {
        Path trace = dir.resolve("hand.json");
        Cli cli = play(7, "greedy", trace);
        assertEquals(0, cli.exitCode(), cli.err());
        List<String> lines = cli.out().lines().toList();
        assertEquals("hunan: 3 seats, seat 0 deals", lines.get(0));
        assertTrue(lines.get(1).startsWith("seat 0 is dealt "), lines.get(1));
        assertEquals("trace: " + trace, lines.get(lines.size() - 1));
        assertTrue(Files.readString(trace).contains("\"format\""));

        Cli replay = Cli.run("replay", trace.toString(), "--variant", HUNAN);
        assertEquals(0, replay.exitCode(), replay.out() + replay.err());
        assertTrue(replay.out().startsWith(trace + ": replays exactly under hunan ("), replay.out());
    }

    /** --as-seat: the log as that seat sees it (others' dealt cards face down); the trace file stays complete. */
    @Test
    void playAsASeatPrintsItsViewAndStillWritesTheCompleteTrace() throws IOException {
        Path trace = dir.resolve("hand.json");
        Path view = dir.resolve("seat1.json");
        Cli cli = Cli.run("play", "--variant", HUNAN, "--seed", "7", "--bots", "greedy", "--trace", trace.toString(),
                "--as-seat", "1", "--view", view.toString());
        assertEquals(0, cli.exitCode(), cli.err());
        List<String> lines = cli.out().lines().toList();
        assertTrue(lines.get(1).matches("seat 0 is dealt \\?{21}"), lines.get(1));
        assertTrue(lines.get(2).matches("seat 1 is dealt [^?]{20}"), lines.get(2));
        assertEquals(List.of("trace: " + trace, "view: " + view), lines.subList(lines.size() - 2, lines.size()));
        Path complete = dir.resolve("complete.json");
        String completeLog = play(7, "greedy", complete).out();
        assertEquals(Files.readString(complete), Files.readString(trace), "the trace is the complete one");
        assertTrue(completeLog.indexOf('?') < 0, "without --as-seat the log is complete");
        assertEquals(0, Cli.run("replay", trace.toString(), "--variant", HUNAN).exitCode());
        Cli replayView = Cli.run("replay", view.toString(), "--variant", HUNAN);
        assertEquals(1, replayView.exitCode());
        assertTrue(replayView.out().contains("a seat's view of a hand cannot be replayed"), replayView.out());
        assertTrue(Files.readString(view).contains("\"deck\":[]"));
    }

    @Test
    void theSameSeedPlaysTheSameHandAndAnotherSeedAnother() throws IOException {
        Path first = dir.resolve("a.json");
        Path second = dir.resolve("b.json");
        Path other = dir.resolve("c.json");
        String log = play(11, "random", first).out();
        assertEquals(log.replace(first.toString(), second.toString()), play(11, "random", second).out());
        assertEquals(Files.readString(first), Files.readString(second));
        play(12, "random", other);
        assertNotEquals(Files.readString(first), Files.readString(other));
    }

    /** Nothing is written unasked: without --trace the log is all, and the working directory stays as it was. */
    @Test
    void playWritesNoFileWithoutTrace() throws IOException {
        List<Path> before = files(Path.of(""));
        Cli cli = Cli.run("play", "--variant", HUNAN, "--seed", "3");
        assertEquals(0, cli.exitCode(), cli.err());
        assertTrue(cli.out().lines().noneMatch(line -> line.startsWith("trace:")), cli.out());
        assertTrue(cli.out().lines().reduce((a, b) -> b).orElseThrow().contains("deals next"), cli.out());
        assertEquals(before, files(Path.of("")));
    }

    private static List<Path> files(Path directory) throws IOException {
        try (var listing = Files.list(directory)) {
            return listing.sorted().toList();
        }
    }

    /**
     * A trace is compared as data: pretty-printed, minified, with CR LF line ends, behind a byte order mark or with
     * its fields in another order, it still replays exactly.
     */
    @Test
    void aReformattedTraceStillReplays() throws IOException {
        Path trace = dir.resolve("hand.json");
        play(7, "greedy", trace);
        String json = Files.readString(trace);
        ObjectMapper mapper = new ObjectMapper();
        JsonNode tree = mapper.readTree(json);
        ObjectNode reordered = mapper.createObjectNode();
        reordered.set("events", tree.get("events"));
        reordered.set("version", tree.get("version"));
        reordered.set("format", tree.get("format"));
        Map<String, String> copies = new LinkedHashMap<>();
        copies.put("pretty", mapper.writerWithDefaultPrettyPrinter().writeValueAsString(tree));
        copies.put("minified", tree.toString());
        copies.put("crlf", json.replace("\n", "\r\n"));
        copies.put("bom", "\uFEFF" + json);
        copies.put("reordered", reordered.toString());
        for (Map.Entry<String, String> copy : copies.entrySet()) {
            assertNotEquals(json, copy.getValue(), copy.getKey());
            Path file = dir.resolve(copy.getKey() + ".json");
            Files.writeString(file, copy.getValue(), StandardCharsets.UTF_8);
            Cli replay = Cli.run("replay", file.toString(), "--variant", HUNAN);
            assertEquals(0, replay.exitCode(), copy.getKey() + ": " + replay.out() + replay.err());
            assertTrue(replay.out().startsWith(file + ": replays exactly under hunan (77 events, "), replay.out());
        }
    }

    @Test
    void aTamperedTraceDoesNotReplayAndNamesTheStep() throws IOException {
        Path trace = dir.resolve("hand.json");
        play(7, "greedy", trace);
        String json = Files.readString(trace);
        // the dealer's first choice, a discard, becomes a discard of a card it does not hold (or another card)
        int choice = json.indexOf("\"action\":\"discard ");
        int end = json.indexOf('"', choice + "\"action\":\"".length());
        String tampered = json.substring(0, choice) + "\"action\":\"discard b10x" + json.substring(end);
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, tampered, StandardCharsets.UTF_8);
        Cli cli = Cli.run("replay", bad.toString(), "--variant", HUNAN);
        assertEquals(1, cli.exitCode());
        assertTrue(cli.out().matches("(?s).*bad\\.json: does not replay: step \\d+: seat 0 cannot 'discard b10x'.*"),
                cli.out());
    }

    @Test
    void replayRefusesWhatIsNotATrace() throws IOException {
        Path noise = dir.resolve("noise.json");
        Files.writeString(noise, "{ not json", StandardCharsets.UTF_8);
        Cli cli = Cli.run("replay", noise.toString(), "--variant", HUNAN);
        assertEquals(1, cli.exitCode());
        assertTrue(cli.out().contains("does not replay: the trace is not JSON"), cli.out());

        Path other = dir.resolve("other.json");
        Files.writeString(other, "{\"format\":\"something\",\"version\":1,\"events\":[]}", StandardCharsets.UTF_8);
        assertTrue(Cli.run("replay", other.toString(), "--variant", HUNAN).out().contains("not a paohuzi-trace"));

        Cli device = Cli.run("replay", "/dev/zero", "--variant", HUNAN);
        assertEquals(2, device.exitCode(), device.err());
        assertTrue(device.err().startsWith("replay: cannot read /dev/zero: this is not a regular file"), device.err());
        Cli folder = Cli.run("replay", dir.toString(), "--variant", HUNAN);
        assertEquals(2, folder.exitCode(), folder.err());
        assertTrue(folder.err().contains("this is a directory, not a file"), folder.err());
        Path huge = dir.resolve("huge.json");
        try (var channel = FileChannel.open(huge, StandardOpenOption.CREATE_NEW,
                StandardOpenOption.WRITE)) {
            channel.write(ByteBuffer.wrap(new byte[] {' '}), 2L * 1024 * 1024); // sparse: no disk used
        }
        Cli tooLarge = Cli.run("replay", huge.toString(), "--variant", HUNAN);
        assertEquals(2, tooLarge.exitCode(), tooLarge.err());
        assertTrue(tooLarge.err().contains("the file is too large"), tooLarge.err());

        Cli missing = Cli.run("replay", dir.resolve("missing.json").toString(), "--variant", HUNAN);
        assertEquals(2, missing.exitCode());
        assertTrue(missing.err().contains("replay: cannot read") && missing.err().contains("no such file"),
                missing.err());
    }

    /**
     * Under another variant the recorded deal and choices are played again and the first step that comes out
     * otherwise is named. A variant that forbids wins under 99 huxi: the first offer of a win (seat 1's hu on s6 in
     * this hand) is not made, so that offer is where it diverges; a variant paying 100 cents a point where hunan pays
     * 50 (hunan.variant, stake in cents): every step agrees up to the settlement, whose money is doubled.
     */
    @Test
    void replayUnderAnotherVariantNamesTheFirstStepThatDiverges() throws IOException {
        Path trace = dir.resolve("hand.json");
        play(7, "greedy", trace);
        JsonNode events = new ObjectMapper().readTree(Files.readString(trace)).get("events");
        int firstWinOffer = -1;
        int settle = -1;
        for (int step = events.size() - 1; step >= 0; step--) {
            JsonNode event = events.get(step);
            if (event.get("type").asText().equals("offer") && event.get("options").toString().contains("\"hu ")) {
                firstWinOffer = step;
            } else if (event.get("type").asText().equals("settle")) {
                settle = step;
            }
        }
        assertTrue(firstWinOffer > 0 && settle > firstWinOffer, events.toString());
        assertEquals("[-2,4,-2]", events.get(settle).get("points").toString(), "the hand the comment describes");
        assertEquals("[\"-1\",\"2\",\"-1\"]", events.get(settle).get("money").toString());
        Files.copy(Path.of(HUNAN), dir.resolve("hunan.variant"));

        Path noWin = variant("hunan99", "minimum huxi: 99   source \"000:65\"");
        Cli cli = Cli.run("replay", trace.toString(), "--variant", noWin.toString());
        assertEquals(1, cli.exitCode(), cli.out() + cli.err());
        assertTrue(cli.out().startsWith(trace + ": does not replay: step " + firstWinOffer
                + " differs under hunan99 in seat, options: the trace has " + events.get(firstWinOffer)
                + " but hunan99 gives {\"type\":\"offer\",\"seat\":2,"), cli.out());

        Path dollar = variant("hunan-dollar", "stake in cents: 100   source \"001:31\"");
        cli = Cli.run("replay", trace.toString(), "--variant", dollar.toString());
        assertEquals(1, cli.exitCode(), cli.out() + cli.err());
        assertTrue(cli.out().startsWith(trace + ": does not replay: step " + settle + " differs under hunan-dollar "
                + "in money: the trace has " + events.get(settle) + " but hunan-dollar gives "), cli.out());
        assertTrue(cli.out().contains("\"money\":[\"-2\",\"4\",\"-2\"]}"), cli.out());

        Path same = variant("hunan-same", "stake in cents: 50   source \"001:31\"");
        cli = Cli.run("replay", trace.toString(), "--variant", same.toString());
        assertEquals(0, cli.exitCode(), cli.out() + cli.err());
        assertTrue(cli.out().startsWith(trace + ": replays exactly under hunan-same (77 events, "), cli.out());
    }

    /** A variant of another deck cannot even deal the hand: step 0 says so. */
    @Test
    void aDeckAnotherVariantCannotDealDivergesAtStepZero() {
        Path trace = dir.resolve("hand.json");
        play(7, "greedy", trace);
        Cli cli = Cli.run("replay", trace.toString(), "--variant", Path.of("..", "variants", "yongzhou.variant")
                .toString());
        assertEquals(1, cli.exitCode());
        assertTrue(cli.out().contains("does not replay: step 0: the recorded deal cannot be dealt under yongzhou: "),
                cli.out());
    }

    /** A variant file beside a copy of hunan.variant that it extends with one rule changed. */
    private Path variant(String name, String rule) throws IOException {
        Path file = dir.resolve(name + ".variant");
        Files.writeString(file, "variant " + name + " extends hunan \"test\" {\n  source \"000:3-129\"\n  " + rule
                + "\n}\n", StandardCharsets.UTF_8);
        return file;
    }

    /** Without --bots, `simulate` and `play` seat BotLineup's default bot everywhere: the same as naming it. */
    @Test
    void withoutBotsTheDefaultBotPlays() {
        Cli simulate = Cli.run("simulate", "--variant", HUNAN, "--hands", "20", "--seed", "1", "--threads", "1");
        assertEquals(0, simulate.exitCode(), simulate.err());
        assertEquals("simulate hunan: 20 hands, seed 1, " + BotLineup.DEFAULT + " bots", simulate.out().lines()
                .findFirst()
                .orElseThrow());
        assertEquals(Cli.run("play", "--variant", HUNAN, "--seed", "4", "--bots", BotLineup.DEFAULT).out(),
                Cli.run("play", "--variant", HUNAN, "--seed", "4").out());
    }

    @Test
    void simulatePrintsASummaryThatDependsOnlyOnItsArguments() {
        Cli one = Cli.run("simulate", "--variant", HUNAN, "--hands", "300", "--seed", "5", "--bots", "random",
                "--threads", "1");
        Cli two = Cli.run("simulate", "--variant", HUNAN, "--hands", "300", "--seed", "5", "--bots", "random",
                "--threads", "2");
        assertEquals(0, one.exitCode(), one.err());
        List<String> a = one.out().lines().toList();
        List<String> b = two.out().lines().toList();
        assertEquals(a.subList(0, a.size() - 1), b.subList(0, b.size() - 1));
        assertEquals("simulate hunan: 300 hands, seed 5, random bots", a.get(0));
        assertTrue(a.get(1).matches("wins by seat:  dealer \\d+\\.\\d%  next \\d+\\.\\d%  previous \\d+\\.\\d%"),
                a.get(1));
        assertTrue(a.get(2).matches("dead hands: \\d+\\.\\d%"), a.get(2));
        assertTrue(a.contains("huxi of wins:") || a.contains("huxi of wins: none"), a.toString());
        assertTrue(a.stream().anyMatch(line -> line.startsWith("fan of settled wins:")), a.toString());
        assertTrue(a.stream().anyMatch(line -> line.startsWith("patterns (share of wins):")), a.toString());
        assertTrue(a.get(a.size() - 1).matches("300 hands in \\d+\\.\\d\\d s on 1 threads: \\d+ hands/s"),
                a.get(a.size() - 1));
        assertEquals("", one.err(), "no progress bar when stderr is not a terminal");
    }

    @Test
    void simulateSharesAddUp() {
        Cli cli = Cli.run("simulate", "--variant", HUNAN, "--hands", "200", "--seed", "9", "--bots", "greedy");
        List<String> lines = cli.out().lines().toList();
        double total = 0;
        for (String share : lines.get(1).replaceAll("[a-z:]", " ").trim().split("\\s+")) {
            total += Double.parseDouble(share.replace("%", ""));
        }
        total += Double.parseDouble(lines.get(2).replaceAll("[^0-9.]", ""));
        assertEquals(100.0, total, 0.3, lines.toString());
    }

    @Test
    void badArgumentsExitTwoWithAMessage() {
        assertBad(Cli.run("play", "--variant", HUNAN), "Missing required option: '--seed=N'");
        assertBad(Cli.run("play", "--variant", HUNAN, "--seed", "x"), "'x' is not a whole number");
        assertBad(Cli.run("play", "--variant", HUNAN, "--seed", "1", "--bots", "clever"), "clever");
        assertBad(Cli.run("play", "--variant", HUNAN, "--seed", "1", "--as-seat", "3"),
                "--as-seat must be a seat of hunan: 0 to 2, got 3");
        assertBad(Cli.run("play", "--variant", HUNAN, "--seed", "1", "--view", "v.json"), "--view needs --as-seat");
        assertBad(Cli.run("simulate", "--variant", HUNAN, "--hands", "0", "--seed", "1", "--bots", "random"),
                "--hands must be 1 to 100000000, got 0");
        assertBad(Cli.run("simulate", "--variant", HUNAN, "--hands", "10", "--seed", "1", "--bots", "random",
                "--threads", "0"), "--threads must be 1 to 1024, got 0");
        assertBad(Cli.run("replay", "--variant", HUNAN), "Missing required parameter: 'FILE'");
    }

    /**
     * Numbers are ASCII digits (٣, Arabic-Indic three, is not seed 3) within their range; anything else is a plain
     * usage error, exit 2, with control characters shown escaped and never a stack trace.
     */
    @Test
    void numbersAreAsciiDigitsInRange() {
        for (String seed : new String[] {"٣", "３", "3٣", "", "+", "0x10", "1e3", "3.0"}) {
            assertBad(Cli.run("play", "--variant", HUNAN, "--seed", seed), "'" + seed + "' is not a whole number");
        }
        assertBad(Cli.run("play", "--variant", HUNAN, "--seed", "99999999999999999999"),
                "'99999999999999999999' is out of range: -9223372036854775808 to 9223372036854775807");
        assertBad(Cli.run("play", "--variant", HUNAN, "--seed", "1\u001b[2J\u0000"),
                "'1\\u001B[2J\\u0000' is not a whole number");
        assertBad(Cli.run("play", "--variant", HUNAN, "--seed", "9".repeat(5000)), "'" + "9".repeat(40) + "…' is");
        assertBad(Cli.run("play", "--variant", HUNAN, "--seed", "1", "--as-seat", "-1"),
                "--as-seat must be a seat of hunan: 0 to 2, got -1");
        assertBad(Cli.run("simulate", "--variant", HUNAN, "--hands", "-5", "--seed", "1", "--bots", "random"),
                "--hands must be 1 to 100000000, got -5");
        assertBad(Cli.run("simulate", "--variant", HUNAN, "--hands", "99999999999", "--seed", "1", "--bots",
                "random"), "'99999999999' is out of range: -2147483648 to 2147483647");
        assertBad(Cli.run("simulate", "--variant", HUNAN, "--hands", "10", "--seed", "1", "--bots", "random",
                "--threads", "-1"), "--threads must be 1 to 1024, got -1");
        assertBad(Cli.run("serve", "--port", "-1"), "--port must be 0 to 65535, got -1");
        assertBad(Cli.run("serve", "--port", "65536"), "--port must be 0 to 65535, got 65536");
        assertBad(Cli.run("serve", "--port", "٧٠٧٠"), "is not a whole number");

        Cli negative = Cli.run("play", "--variant", HUNAN, "--seed", "-3");
        assertEquals(0, negative.exitCode(), "a seed is any long: " + negative.err());
        assertEquals(Cli.run("play", "--variant", HUNAN, "--seed", "3").out(),
                Cli.run("play", "--variant", HUNAN, "--seed", "0003").out(), "leading zeros are the same seed");
    }

    @Test
    void anUnknownVariantIsReportedNotThrown() {
        Cli cli = Cli.run("play", "--variant", "no-such-variant", "--seed", "1");
        assertEquals(1, cli.exitCode());
        assertTrue(cli.err().contains("no-such-variant"), cli.err());
    }

    private static void assertBad(Cli cli, String message) {
        assertEquals(2, cli.exitCode(), cli.out() + cli.err());
        assertTrue(cli.err().contains(message), cli.err());
        assertFalse(cli.err().contains("Exception") || cli.err().contains("\tat ") || cli.err().contains("\u001b")
                || cli.err().contains("\u0000"), cli.err());
    }
}
