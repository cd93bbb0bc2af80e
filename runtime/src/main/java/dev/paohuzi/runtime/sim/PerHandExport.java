package dev.paohuzi.runtime.sim;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.io.Writer;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentSkipListMap;

/**
 * The per-hand export ({@code simulate/compare --per-hand FILE}, the Statistics page's download): every hand a run
 * played as one JSON Lines object — its seed, its match (null for a hand played alone), its dealer (seat 0 deals a
 * hand played alone) and every {@link Measures measure} by name, seats counted from the dealer (a match's last hand
 * also carries the match's fields); under {@code compare} the measures under A and under B. Every figure of the
 * report is a function of these lines, so any can be audited or a missing one computed. The lines are written in
 * seed order (a match run: by match, then in play order) once the run ends, whatever the threads' order; they are
 * held in memory until then (about 0.3 KB a hand, 0.6 KB a pair).
 */
public final class PerHandExport implements Simulation.HandSink {
    private final List<String> names;
    private static final ObjectMapper JSON = new ObjectMapper();
    /** By match (-1 for hands alone), then seed (alone) or hand of the match. */
    private final Map<List<Long>, String> lines = new ConcurrentSkipListMap<>(
            Comparator.<List<Long>, Long>comparing(key -> key.get(0)).thenComparing(key -> key.get(1)));

    public PerHandExport(int players) {
        this.names = Measures.names(players);
    }

    @Override
    public void hand(long seed, long match, int dealer, long[] measuredA, long[] measuredB) {
        ObjectNode line = JSON.createObjectNode().put("seed", seed);
        if (match < 0) {
            line.putNull("match");
        } else {
            line.put("match", match);
        }
        line.put("dealer", dealer);
        if (measuredB == null) {
            measures(line, measuredA);
        } else {
            measures(line.putObject("a"), measuredA);
            measures(line.putObject("b"), measuredB);
        }
        try {
            lines.put(List.of(match, match < 0 ? seed : seed - Simulation.matchSeed(match)),
                    JSON.writeValueAsString(line));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a per-hand line could not be written", e);
        }
    }

    private void measures(ObjectNode into, long[] measured) {
        for (int m = 0; m < names.size(); m++) {
            into.put(names.get(m), measured[m]);
        }
    }

    /** Writes the lines, in seed order. */
    public void write(Writer out) throws IOException {
        for (String line : lines.values()) {
            out.write(line);
            out.write('\n');
        }
        out.flush();
    }
}
