package dev.paohuzi.runtime.scoring;

import dev.paohuzi.runtime.expr.Bounds;
import dev.paohuzi.runtime.expr.Condition;
import dev.paohuzi.runtime.expr.Facts;
import dev.paohuzi.runtime.expr.Quantity;
import dev.paohuzi.runtime.rules.Pattern;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

/** The laid-out test of a pattern table picks exactly the patterns whose conditions hold, one by one. */
class PatternConditionsTest {

    @Test
    void applyingMatchesEachConditionTestedAlone() {
        Quantity[] quantities = Quantity.values();
        for (long seed = 1; seed <= 300; seed++) {
            Random random = new Random(seed);
            List<Pattern> table = new ArrayList<>();
            // past 64 patterns the table calls every condition, so large tables are drawn too
            int size = random.nextInt(8) == 0 ? 65 + random.nextInt(10) : random.nextInt(14);
            for (int p = 0; p < size; p++) {
                table.add(new Pattern("p" + p, random.nextInt(4) == 0 ? called(random, quantities)
                        : bounds(random, quantities),
                        f -> 1, "test"));
            }
            PatternConditions conditions = new PatternConditions(table);
            for (int round = 0; round < 20; round++) {
                Facts facts = new Facts();
                for (Quantity quantity : quantities) {
                    facts.set(quantity, random.nextInt(6));
                }
                int[] out = new int[size];
                int count = conditions.applying(facts, out);
                int[] expected = IntStream.range(0, size)
                        .filter(p -> table.get(p).when().test(facts)).toArray();
                assertArrayEquals(expected, Arrays.copyOf(out, count), "seed " + seed + " facts " + facts);
            }
        }
    }

    private static Condition bounds(Random random, Quantity[] quantities) {
        List<Bounds.Bound> all = new ArrayList<>();
        for (int b = random.nextInt(4); b > 0; b--) {
            int low = random.nextInt(6);
            all.add(new Bounds.Bound(quantities[random.nextInt(quantities.length)], low, low + random.nextInt(4)));
        }
        return new Bounds(all);
    }

    private static Condition called(Random random, Quantity[] quantities) {
        Quantity quantity = quantities[random.nextInt(quantities.length)];
        int at = random.nextInt(6);
        return facts -> facts.get(quantity) != at;
    }
}
