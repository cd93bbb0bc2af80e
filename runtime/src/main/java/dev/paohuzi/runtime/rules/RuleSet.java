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

    /** A rule set built part by part (the compiler's lowering). */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * A builder holding this rule set's parts, to change some of them (a test that alters one part of a real variant).
     */
    public Builder toBuilder() {
        return new Builder(this);
    }

    /** Sets the parts by name: a new part is a field, a method and a line here, not an argument at every call. */
    public static final class Builder {
        private String name;
        private String title;
        private Deck deck;
        private Seating seating;
        private Structure structure;
        private HuxiTable huxi;
        private WinRule win;
        private Claims claims;
        private Tianhu tianhu;
        private DealerRotation dealer;
        private Scoring scoring;
        private Play play;

        private Builder() {
        }

        private Builder(RuleSet ruleSet) {
            name = ruleSet.name;
            title = ruleSet.title;
            deck = ruleSet.deck;
            seating = ruleSet.seating;
            structure = ruleSet.structure;
            huxi = ruleSet.huxi;
            win = ruleSet.win;
            claims = ruleSet.claims;
            tianhu = ruleSet.tianhu;
            dealer = ruleSet.dealer;
            scoring = ruleSet.scoring;
            play = ruleSet.play;
        }

        public Builder name(String name) {
            this.name = name;
            return this;
        }

        public Builder title(String title) {
            this.title = title;
            return this;
        }

        public Builder deck(Deck deck) {
            this.deck = deck;
            return this;
        }

        public Builder seating(Seating seating) {
            this.seating = seating;
            return this;
        }

        public Builder structure(Structure structure) {
            this.structure = structure;
            return this;
        }

        public Builder huxi(HuxiTable huxi) {
            this.huxi = huxi;
            return this;
        }

        public Builder win(WinRule win) {
            this.win = win;
            return this;
        }

        public Builder claims(Claims claims) {
            this.claims = claims;
            return this;
        }

        public Builder tianhu(Tianhu tianhu) {
            this.tianhu = tianhu;
            return this;
        }

        public Builder dealer(DealerRotation dealer) {
            this.dealer = dealer;
            return this;
        }

        public Builder scoring(Scoring scoring) {
            this.scoring = scoring;
            return this;
        }

        public Builder play(Play play) {
            this.play = play;
            return this;
        }

        public RuleSet build() {
            return new RuleSet(name, title, deck, seating, structure, huxi, win, claims, tianhu, dealer, scoring, play);
        }
    }
}
