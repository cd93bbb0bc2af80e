package dev.paohuzi.conformance.bots;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * Runs the {@link Ladder} through Maven's reactor, where the compiled modules are on the class path (exec:java
 * cannot run in one module of a reactor build): never part of the suite (its name is no test's), and only with
 * {@code -Dladder.deals=N} (every rung) or {@code -Dladder.deals=A,B,C} (greedy − random, expert − greedy,
 * ismcts − expert); {@code -Dladder.ismcts=ismcts:B} (default {@code ismcts:100ms}), {@code
 * -Dladder.variants=a,b} (default the four regions), {@code -Dthreads=K}. Prints the tables and writes them to
 * {@code conformance/target/ladder.md}. The command is in docs/bots.md.
 */
class LadderRun {
    @Test
    @EnabledIfSystemProperty(named = "ladder.deals", matches = "[0-9]+(,[0-9]+,[0-9]+)?")
    void ladder() throws InterruptedException, IOException {
        String variants = System.getProperty("ladder.variants", String.join(",", Ladder.REGIONS));
        List<Integer> deals = Arrays.stream(System.getProperty("ladder.deals").split(",")).map(Integer::valueOf)
                .toList();
        String markdown = Ladder.markdown(List.of(variants.split(",")),
                Ladder.bots(System.getProperty("ladder.ismcts", "ismcts:100ms")),
                deals.size() == 1 ? List.of(deals.get(0), deals.get(0), deals.get(0)) : deals,
                Integer.getInteger("threads", Runtime.getRuntime().availableProcessors()), row -> {
                    System.out.print(row);
                    System.out.flush();
                });
        Files.writeString(Path.of("target", "ladder.md"), markdown, StandardCharsets.UTF_8);
        System.out.print(markdown);
    }
}
