package dev.paohuzi.runtime.expr;

import java.util.EnumMap;
import java.util.Map;

/**
 * The figures of one variant that bound its quantities ({@link Quantity#least}, {@link Quantity#most}): what the
 * compiler needs to bound every formula at compile time. {@link #UNKNOWN} is for a formula read before its variant is
 * lowered (the divisor check of a single rule): every figure as large as an int. The grade, fan and base are what
 * their own formulas give, found in the order the scorer works them out and added with {@link #with}.
 *
 * @param jokers       jokers in the deck
 * @param copies       copies of each card
 * @param groups       groups a winning holding forms
 * @param huxi         the most huxi a winning holding can have
 * @param patterns     patterns (名堂) the variant has
 * @param players      seats at the table
 * @param roomBase     the room's base points, exactly
 * @param minimumHuxi  the variant's `minimum huxi`, exactly
 * @param stake        the largest stake (飘, 坨) a seat may choose; 0 without the `piao` and `tuo` rules
 * @param countingSeat a counting seat sits at the table
 * @param dihu         some win can be a 地胡
 * @param xing         the variant names a 醒 card
 * @param known        the figures are a variant's; in {@link #UNKNOWN} the room base, the minimum huxi and the
 *                     counting seat are whatever a variant may set, not one value
 */
public record Limits(int jokers, int copies, int groups, int huxi, int patterns, int players, int roomBase,
                     int minimumHuxi, int stake, boolean countingSeat, boolean dihu, boolean xing, boolean known,
                     Map<Quantity, long[]> derived) {
    /** `score` reads up to 99 (dead-hands:N); a longer run in play is caught by the checked arithmetic. */
    public static final int MOST_DEAD_HANDS = 99;
    private static final int ANY = Integer.MAX_VALUE;
    /** Nothing known of the variant: every count within its fixed bound or as large as an int. */
    public static final Limits UNKNOWN = new Limits(ANY, ANY, 7, ANY, ANY, 4, ANY, ANY, ANY, true, true, true,
            false, Map.of());

    public Limits {
        derived = Map.copyOf(derived);
    }

    /** These limits with a formula's quantity (grade, fan, base) known to lie within low to high. */
    public Limits with(Quantity quantity, long low, long high) {
        Map<Quantity, long[]> more = new EnumMap<>(Quantity.class);
        more.putAll(derived);
        more.put(quantity, new long[] {low, high});
        return new Limits(jokers, copies, groups, huxi, patterns, players, roomBase, minimumHuxi, stake, countingSeat,
                dihu, xing, known, more);
    }
}
