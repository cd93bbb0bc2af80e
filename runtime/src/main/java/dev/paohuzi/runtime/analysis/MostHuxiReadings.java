package dev.paohuzi.runtime.analysis;

import dev.paohuzi.runtime.holding.Counts;
import java.util.List;

/**
 * What the jokers of a holding stand for in its decompositions with the most huxi ({@link
 * Analyzer#mostHuxiDecompositions}): each reading once, as packed counts ({@link Counts}) of the cards the jokers
 * stand for. Every decomposition of a reading holds the same cards, so the quantities that read only cards (colours,
 * sizes, the card won on, the 醒 card's copies) are the reading's; only the group kinds differ between them.
 *
 * @param huxi     the most huxi, table included; -1 when the holding is not complete
 * @param readings each reading once, in no particular order; empty when the holding is not complete
 */
public record MostHuxiReadings(int huxi, long[] readings) {
    static final MostHuxiReadings NONE = new MostHuxiReadings(-1, new long[0]);

    /** The readings of decompositions that all have the most huxi, from the cards their jokers stand for. */
    static MostHuxiReadings of(List<Decomposition> mostHuxi) {
        if (mostHuxi.isEmpty()) {
            return NONE;
        }
        return new MostHuxiReadings(mostHuxi.get(0).huxi(),
                mostHuxi.stream().mapToLong(MostHuxiReadings::reading).distinct().toArray());
    }

    /** The cards a decomposition's jokers stand for, packed. */
    public static long reading(Decomposition decomposition) {
        long reading = Counts.EMPTY;
        for (Group group : decomposition.groups()) {
            for (int mask = group.jokerMask(); mask != 0; mask &= mask - 1) {
                reading = Counts.add(reading, group.cards().get(Integer.numberOfTrailingZeros(mask)), 1);
            }
        }
        return reading;
    }
}
