package dev.paohuzi.runtime.rules;

/**
 * A compiled variant: everything the runtime needs, as constant tables, enums and compiled expressions.
 * Built only by the compiler (from a variant file); the runtime never sees the text form.
 *
 * @param name         the variant's name (hunan, shaoyang, ...)
 * @param title        its display title (湖南跑胡子)
 * @param deck         the cards
 * @param seating      seats, deal sizes, reveal card, counting seat
 * @param structure    which groups exist and the shape of a win
 * @param huxi         huxi per group kind and key card
 * @param win          whether a seat may declare a win (`win when:`, over `minimum huxi`: 15, Luzhou 10)
 * @param claims       who may take which card, priorities
 * @param tianhu       天胡 conditions
 * @param dealer       dealer rotation
 * @param scoring      grade formula, patterns and fan combination
 * @param play         the flow of play: the start of the hand, the turn, what a pass costs
 */
public record RuleSet(String name, String title, Deck deck, Seating seating, Structure structure, HuxiTable huxi,
                      WinRule win, Claims claims, Tianhu tianhu, DealerRotation dealer, Scoring scoring,
                      Play play) {
}
