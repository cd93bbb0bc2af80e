package dev.paohuzi.runtime.expr;

/**
 * The named quantities that variant expressions (grades, pattern conditions, fan, payments) may read.
 * The compiler resolves a name in a variant file to one of these; the scorer fills a {@link Facts} with them.
 * Booleans are stored as 0 / 1. Add a quantity here (with its plain description) to make it usable in variants.
 */
public enum Quantity {
    HUXI("huxi", Type.INT, "total huxi (胡息) of the winning holding"),
    RED("red", Type.INT, "red cards (红字: points 2, 7, 10) in the winning holding, table melds included"),
    BLACK("black", Type.INT, "black cards (黑字 / 乌) in the winning holding"),
    BIG("big", Type.INT, "big cards (大字 壹…拾) in the winning holding"),
    SMALL("small", Type.INT, "small cards (小字 一…十) in the winning holding"),
    CARDS("cards", Type.INT, "cards in the winning holding"),
    JOKERS("jokers", Type.INT, "jokers (王) in the winning holding"),
    SELF_DRAW("self_draw", Type.BOOL, "the winning card was drawn from the wall by the winner (自摸)"),
    LAST_CARD("last_card", Type.BOOL, "the winning card is the last card of the wall (海底)"),
    DEALER("dealer", Type.BOOL, "the winner is the dealer (庄)");

    private final String word;
    private final Type type;
    private final String description;

    Quantity(String word, Type type, String description) {
        this.word = word;
        this.type = type;
        this.description = description;
    }

    /** The name used in variant files. */
    public String word() {
        return word;
    }

    public Type type() {
        return type;
    }

    public String description() {
        return description;
    }

    public static Quantity byWord(String word) {
        for (Quantity quantity : values()) {
            if (quantity.word.equals(word)) {
                return quantity;
            }
        }
        return null;
    }

    public enum Type {
        INT,
        BOOL
    }
}
