package dev.paohuzi.runtime.scoring;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.expr.Facts;
import dev.paohuzi.runtime.expr.Quantity;
import dev.paohuzi.runtime.rules.Play;
import dev.paohuzi.runtime.rules.RuleSet;

import java.util.Map;

/**
 * How one win happened, beside the winning holding: the facts a pattern or a payment may depend on that the cards
 * do not show. The one record of them: the engine fills it in for every win (`HandResult.Win.how`), a `score`
 * line's context words build it ({@link Builder#word}), and the settlement, the scorer (the quantities, {@link #fill})
 * and the trace read it. A new fact of a win is a component here, its builder method, its word and its quantity.
 * The hand around the win (who deals, how many sit, dead hands before it) is a {@link HandContext}.
 * {@link ContextCheck} refuses the combinations that cannot happen.
 *
 * @param card      the card won on; -1 for none (a dealt 天胡, a win on the held cards) or a `score` line without
 *                  `win:CARD`
 * @param selfDraw  自摸: the winner drew the winning card from the wall; a 天胡 too where the variant says so (000:69)
 * @param onDiscard the winning card was another seat's discard (wins on discards: Luzhou, 000:67)
 * @param discarder the seat that discarded it, seen from the winner: the engine names it on every win on a discard;
 *                  a `score` line's `discard:SEAT`, which a variant whose payments read the discarder requires
 *                  ({@link ContextCheck}); null when the win is not on a discard or the line names no seat
 * @param lastCard  海底: the winning card is the wall's last card
 * @param tianhu    a heaven win (天胡), as the variant reads the first-turn win; never also {@code dihu}
 * @param dihu      an earth win (地胡), as the variant's `dihu when:` reads the win (000:68, 000:147, 004:47)
 * @param noIntake  the winner took no card into the table before winning (听胡, 000:148)
 * @param jokerWait 1 or 2 when the win is settled as 单王吊 / 双王吊 (000:133): the jokers held before the
 *                  self-drawn winning card and that card make one of the groups; 0 otherwise
 * @param xingCard  the 醒 card named after the win (the variant's `xing` rule), whose copies the winner holds are
 *                  `xing`; -1 for none
 */
public record WinContext(int card, boolean selfDraw, boolean onDiscard, Seat discarder, boolean lastCard,
                         boolean tianhu, boolean dihu, boolean noIntake, int jokerWait, int xingCard) {

    /** No card, no fact: the context of a `score` line without context words. */
    public static final WinContext NONE = builder().build();

    public static Builder builder() {
        return new Builder();
    }

    /** The quantities this context gives the formulas; 天胡 being a self-draw (000:69) is the variant's to say. */
    void fill(Facts facts) {
        facts.set(Quantity.SELF_DRAW, selfDraw)
                .set(Quantity.ON_DISCARD, onDiscard)
                .set(Quantity.LAST_CARD, lastCard)
                .set(Quantity.TIANHU, tianhu)
                .set(Quantity.DIHU, dihu)
                .set(Quantity.NO_INTAKE, noIntake)
                .set(Quantity.SINGLE_JOKER_WAIT, jokerWait == 1)
                .set(Quantity.DOUBLE_JOKER_WAIT, jokerWait == 2);
    }

    /** The seats a `score` line's discard:SEAT may name, seen from the winner. */
    private static final Map<String, Seat> DISCARDERS = Map.of("next", Seat.NEXT, "previous", Seat.PREVIOUS,
            "across", Seat.ACROSS);

    /** Collects a win's facts: the engine's, or the context words of one `score` line. */
    public static final class Builder {
        private int card = -1;
        private boolean selfDraw;
        private boolean onDiscard;
        private Seat discarder;
        private boolean lastCard;
        private boolean tianhu;
        private boolean dihu;
        private boolean noIntake;
        private int jokerWait;
        private int xingCard = -1;

        private Builder() {
        }

        public Builder card(int winCard) {
            card = winCard;
            return this;
        }

        public Builder selfDraw(boolean value) {
            selfDraw = value;
            return this;
        }

        public Builder onDiscard(boolean value) {
            onDiscard = value;
            return this;
        }

        /** The seat, seen from the winner, that discarded the card won on; a win on a discard. */
        public Builder discarder(Seat seat) {
            onDiscard = true;
            discarder = seat;
            return this;
        }

        public Builder lastCard(boolean value) {
            lastCard = value;
            return this;
        }

        public Builder tianhu(boolean value) {
            tianhu = value;
            return this;
        }

        public Builder dihu(boolean value) {
            dihu = value;
            return this;
        }

        public Builder noIntake(boolean value) {
            noIntake = value;
            return this;
        }

        public Builder jokerWait(int jokers) {
            jokerWait = jokers;
            return this;
        }

        public Builder xingCard(int xing) {
            xingCard = xing;
            return this;
        }

        /**
         * Applies one context word of a `score` line (docs/scoring.md): win:CARD, self-draw, discard,
         * discard:SEAT, last-card, tianhu, dihu, no-intake, joker-wait:N, xing:CARD.
         *
         * @return null when it is such a word (and was applied), "" when it is not one, else what is wrong with it
         */
        public String word(String word, RuleSet rules) {
            switch (word) {
                case "self-draw" -> selfDraw = true;
                case "discard" -> onDiscard = true;
                case "last-card" -> lastCard = true;
                case "tianhu" -> {     // a self-draw too where the variant says so (000:69), as in play
                    tianhu = true;
                    selfDraw |= rules.tianhu().selfDraw();
                }
                case "dihu" -> dihu = true;
                case "no-intake" -> noIntake = true;
                default -> {
                    return valuedWord(word, rules);
                }
            }
            return null;
        }

        private String valuedWord(String word, RuleSet rules) {
            int colon = word.indexOf(':');
            String value = word.substring(colon + 1);
            switch (colon < 0 ? "" : word.substring(0, colon)) {
                case "win" -> {
                    card = Cards.parse(value);
                    if (card < 0) {
                        return "does not name a card: write win:CARD, e.g. win:s7";
                    }
                }
                case "xing" -> {
                    int named = Cards.parse(value);
                    if (named < 0 || named == Cards.JOKER) {
                        return "does not name a 醒 card: write xing:CARD, e.g. xing:s7";
                    }
                    if (rules.play().xing() == Play.Xing.NONE) {
                        return "names a 醒 card, but " + rules.name() + " has none (its `xing` rule)";
                    }
                    xingCard = named;
                }
                case "discard" -> {
                    Seat seat = DISCARDERS.get(value);
                    if (seat == null) {
                        return "does not name the discarding seat: discard:next, discard:previous or discard:across";
                    }
                    discarder(seat);
                }
                case "joker-wait" -> {
                    if (!value.matches("[12]")) {
                        return "is not a joker wait: joker-wait:1 (单王吊) or joker-wait:2 (双王吊)";
                    }
                    jokerWait = Integer.parseInt(value);
                }
                default -> {
                    return "";
                }
            }
            return null;
        }

        public WinContext build() {
            return new WinContext(card, selfDraw, onDiscard, discarder, lastCard, tianhu, dihu, noIntake, jokerWait,
                    xingCard);
        }
    }
}
