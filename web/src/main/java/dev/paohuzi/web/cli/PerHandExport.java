package dev.paohuzi.web.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.paohuzi.runtime.sim.Measures;
import dev.paohuzi.runtime.sim.Simulation;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentSkipListMap;

/**
 * {@code --per-hand FILE}: every hand a run played as one JSON Lines object — its seed, its match (null: hands are
 * played alone), its dealer (seat 0 deals every hand) and every {@link Measures measure} by name, seats counted from
 * the dealer; under {@code compare} the measures under A and under B. Every figure of the report is a function of
 * these lines, so any can be audited or a missing one computed. The lines are written in seed order once the run
 * ends, whatever the threads' order; they are held in memory until then (about 0.3 KB a hand, 0.6 KB a pair).
 */
final class PerHandExport implements Simulation.HandSink {
    private final Path file;
    private final List<String> names;
    private final Map<Long, String> lines = new ConcurrentSkipListMap<>();

    PerHandExport(Path file, int players) {
        this.file = file;
        this.names = Measures.names(players);
    }

    @Override
    public void hand(long seed, long[] measuredA, long[] measuredB) {
        ObjectNode line = JsonLines.JSON.createObjectNode().put("seed", seed).putNull("match").put("dealer", 0);
        if (measuredB == null) {
            measures(line, measuredA);
        } else {
            measures(line.putObject("a"), measuredA);
            measures(line.putObject("b"), measuredB);
        }
        try {
            lines.put(seed, JsonLines.JSON.writeValueAsString(line));
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
    void write() {
        try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            for (String line : lines.values()) {
                out.write(line);
                out.write('\n');
            }
        } catch (IOException e) {
            throw new UncheckedIOException("--per-hand: cannot write " + file + ": " + e.getMessage(), e);
        }
    }
}
