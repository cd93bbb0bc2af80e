package dev.paohuzi.runtime.fuzz;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.game.AnalyzerWinCheck;
import dev.paohuzi.runtime.game.DeckOrder;
import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.game.bot.Bot;
import dev.paohuzi.runtime.game.bot.GreedyBot;
import dev.paohuzi.runtime.game.bot.RandomBot;
import dev.paohuzi.runtime.game.trace.Replay;
import dev.paohuzi.runtime.game.trace.ReplayException;
import dev.paohuzi.runtime.game.trace.TraceJson;
import dev.paohuzi.runtime.rules.RuleSet;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

/**
 * Tampered traces through the trace reader and replay (which the referee follows), as `replay` reads them: a trace
 * of a seeded hand under every bundled variant and every test variant, then truncated, a field changed (to another
 * value, another type, or removed), events swapped, dropped or repeated, or a byte changed. Replay either
 * reproduces the trace or says why not (a {@link ReplayException}); nothing else escapes.
 */
class TraceFuzzTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final List<RuleSet> VARIANTS = Stream.concat(RealVariants.everyBundled().stream(),
            RealVariants.everyTestVariant().stream()).toList();

    @Test
    void tamperedTracesAreReplayedOrRefused() throws Exception {
        List<String> traces = new ArrayList<>();
        for (int n = 0; n < VARIANTS.size(); n++) {
            RuleSet rules = VARIANTS.get(n % VARIANTS.size());
            Game game = Game.refereed(rules, DeckOrder.shuffled(rules, n), n % rules.seating().players(), 0,
                    AnalyzerWinCheck.of(rules));
            Bot[] bots = new Bot[rules.seating().players()];
            for (int seat = 0; seat < bots.length; seat++) {
                bots[seat] = seat == 0 ? new GreedyBot() : new RandomBot(n * 10L + seat);
            }
            traces.add(TraceJson.write(Bot.playOut(game, bots).trace()));
        }
        FuzzRun run = new FuzzRun("tampered traces through replay", 400);
        for (int i = 0; i < run.inputs(); i++) {
            Random random = new Random(run.seed(i));
            int which = random.nextInt(traces.size());
            RuleSet rules = VARIANTS.get(which % VARIANTS.size());
            String tampered = tamper(traces.get(which), random);
            run.attempt(tampered, () -> {
                try {
                    Replay.run(rules, tampered, AnalyzerWinCheck.of(rules));
                } catch (ReplayException refused) {
                    run.check(refused.getMessage() != null && !refused.getMessage().isBlank(), tampered,
                            "a refusal without a reason");
                }
            });
        }
        run.finish();
    }

    private static String tamper(String trace, Random random) throws Exception {
        switch (random.nextInt(6)) {
            case 0:
                return trace.substring(0, random.nextInt(trace.length()));
            case 1: {
                char[] chars = trace.toCharArray();
                chars[random.nextInt(chars.length)] = (char) (random.nextBoolean() ? random.nextInt(128)
                        : random.nextInt(0xD800));
                return new String(chars);
            }
            default:
                break;
        }
        ObjectNode root = (ObjectNode) JSON.readTree(trace);
        ArrayNode events = (ArrayNode) root.get("events");
        int at = random.nextInt(events.size());
        switch (random.nextInt(4)) {
            case 0 -> { // swap two events
                int other = random.nextInt(events.size());
                JsonNode first = events.get(at);
                events.set(at, events.get(other));
                events.set(other, first);
            }
            case 1 -> events.remove(at);
            case 2 -> events.insert(at, events.get(at).deepCopy());
            default -> changeField((ObjectNode) events.get(at), random);
        }
        if (random.nextInt(8) == 0) {
            root.put(random.nextBoolean() ? "version" : "format", random.nextInt(3));
        }
        return written(root);
    }

    /** The trace in its own layout, one event a line, so replay gets past the head to the tampered event. */
    private static String written(ObjectNode root) throws Exception {
        JsonNode events = root.remove("events");
        String head = JSON.writeValueAsString(root);
        StringBuilder text = new StringBuilder(head.substring(0, head.length() - 1)).append(",\"events\":[\n");
        for (int i = 0; i < events.size(); i++) {
            text.append(JSON.writeValueAsString(events.get(i))).append(i + 1 < events.size() ? ",\n" : "\n");
        }
        return text.append("]}\n").toString();
    }

    private static void changeField(ObjectNode event, Random random) {
        List<String> fields = new ArrayList<>();
        for (Iterator<String> names = event.fieldNames(); names.hasNext(); ) {
            fields.add(names.next());
        }
        String field = fields.get(random.nextInt(fields.size()));
        switch (random.nextInt(6)) {
            case 0 -> event.remove(field);
            case 1 -> event.put(field, random.nextInt(200) - 100);
            case 2 -> event.put(field, new String[] {"", "s1", "b10", "W", "discard s1", "pass", "hu", "start",
                    "choice", "x"}[random.nextInt(10)]);
            case 3 -> event.putNull(field);
            case 4 -> event.putArray(field).add("s0").add(99);
            default -> event.put(field, random.nextBoolean());
        }
    }
}
