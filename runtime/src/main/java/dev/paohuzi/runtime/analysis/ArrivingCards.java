package dev.paohuzi.runtime.analysis;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.holding.Holding;
import dev.paohuzi.runtime.holding.Meld;
import dev.paohuzi.runtime.rules.CardOrigin;
import dev.paohuzi.runtime.rules.Claims;
import dev.paohuzi.runtime.rules.RuleSet;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Why a card would win or not, card by card and supplier by supplier: for every card that could arrive — drawn by
 * the seat itself, drawn by the previous or the next seat, discarded by either — whether the holding wins on it, in
 * which reading and with how much huxi, and what decides it: a rule of the variant (named here; the caller adds the
 * variant's citation of it) or a reading the engine takes from the seeds (cited here). It asks exactly what the engine
 * asks of an offered card in play ({@link OfferedCard#readings}, {@link Analyzer#maxHuxi}, the win rule), the same
 * questions {@link Analyzer#waits} asks, so the verdicts and the waits agree. A card the seat passed earlier (过张) is
 * not a matter of the holding, so it is not asked.
 */
public final class ArrivingCards {
    /** The suppliers a card can come from, in the order they are shown. */
    public static final List<CardOrigin> SUPPLIERS = List.of(CardOrigin.OWN_DRAW, CardOrigin.PREVIOUS_DRAW,
            CardOrigin.NEXT_DRAW, CardOrigin.PREVIOUS_DISCARD, CardOrigin.NEXT_DISCARD);

    /** What comes of the card. */
    public enum Outcome {
        /** The holding wins on it. */
        WIN,
        /** The holding is complete with it, but with too little for the variant's win rule. */
        TOO_LITTLE,
        /** No reading of the card completes the holding. */
        INCOMPLETE,
        /** The variant lets no seat win on a card from this supplier (or not while holding a joker). */
        NOT_FROM_THERE,
        /** One's own draw onto a held pair or kan, or a wei on the table, is laid as a wei or ti: no win on it. */
        LAID,
        /** Every copy of the card is in the holding already: it cannot arrive. */
        NO_COPY_LEFT
    }

    /**
     * What decides a verdict.
     *
     * @param rule the variant's rule that decides it, as written in a variant file ("win on"), or null
     * @param seed the seed line of a reading the engine takes whatever the variant ("000:67"), or null
     * @param text the reason in plain words
     */
    public record Because(String rule, String seed, String text) {
        static Because rule(String rule, String text) {
            return new Because(rule, null, text);
        }

        static Because seed(String seed, String text) {
            return new Because(null, seed, text);
        }
    }

    /**
     * One card from one supplier.
     *
     * @param huxi    the most huxi of a complete reading, -1 when there is none
     * @param reading how the card joins the holding in that reading ("makes pong:s3"), or null
     * @param because what decides it, the deciding reason first
     */
    public record Verdict(int card, CardOrigin supplier, Outcome outcome, int huxi, String reading,
                          List<Because> because) {
        public Verdict {
            because = List.copyOf(because);
        }

        public boolean wins() {
            return outcome == Outcome.WIN;
        }
    }

    private final Analyzer analyzer;
    private final RuleSet rules;

    public ArrivingCards(Analyzer analyzer) {
        this.analyzer = analyzer;
        this.rules = analyzer.rules();
    }

    /** Every card of the deck from every supplier, card by card. */
    public List<Verdict> verdicts(Holding holding) {
        List<Verdict> verdicts = new ArrayList<>();
        for (int card = 0; card < Cards.ALL_KINDS; card++) {
            if (copies(card) == 0) {
                continue; // no joker in this deck
            }
            for (CardOrigin supplier : SUPPLIERS) {
                verdicts.add(verdict(holding, card, supplier));
            }
        }
        return verdicts;
    }

    /** One card from one supplier. */
    public Verdict verdict(Holding holding, int card, CardOrigin supplier) {
        if (holding.copiesHeld(card) >= copies(card)) {
            return none(card, supplier, Outcome.NO_COPY_LEFT, Because.rule("copies", "all " + copies(card)
                    + " copies of " + Cards.name(card) + " are in this holding"));
        }
        Claims claims = rules.claims();
        if (!claims.mayWinOn(supplier, holding.jokers())) {
            return none(card, supplier, Outcome.NOT_FROM_THERE, claims.winOn().contains(supplier)
                    ? Because.rule("joker holder self-draw only", "a seat holding a joker wins only on its own draw")
                    : Because.rule("win on", "no seat wins on a card " + words(supplier) + " (" + rules.name()
                            + " wins on " + origins(claims) + ")"));
        }
        List<OfferedCard.Reading> readings = OfferedCard.readings(holding, card, supplier, claims,
                rules.structure());
        if (readings.isEmpty()) {
            return none(card, supplier, Outcome.LAID, Because.seed("000:29, 000:67", "one's own draw of "
                    + Cards.name(card) + " onto a held pair or kan, or a wei on the table, is laid as a wei or ti, "
                    + "and nobody wins on a wei'd or ti'd card"));
        }
        OfferedCard.Reading best = null;
        int huxi = -1;
        for (OfferedCard.Reading reading : readings) {
            int read = analyzer.maxHuxi(reading.holding());
            if (read > huxi) {
                huxi = read;
                best = reading;
            }
        }
        if (huxi < 0) {
            return new Verdict(card, supplier, Outcome.INCOMPLETE, -1, null, List.of(new Because(null, null,
                    "no reading of " + Cards.name(card) + " completes the holding")));
        }
        List<Because> because = new ArrayList<>();
        boolean wins = rules.win().mayWin(huxi);
        because.add(Because.rule("win when", huxi + " huxi " + (wins ? "meets" : "does not meet") + " `"
                + rules.win().text() + "` (minimum huxi " + rules.win().minimumHuxi() + ")"));
        because.add(Because.rule("win on", "a seat may win on a card " + words(supplier)));
        because.addAll(readingRules(holding, best, supplier));
        return new Verdict(card, supplier, wins ? Outcome.WIN : Outcome.TOO_LITTLE, huxi, describe(holding, best),
                because);
    }

    private int copies(int card) {
        return card == Cards.JOKER ? rules.deck().jokers() : rules.deck().copies();
    }

    private static Verdict none(int card, CardOrigin supplier, Outcome outcome, Because because) {
        return new Verdict(card, supplier, outcome, -1, null, List.of(because));
    }

    /** What allows the reading the best huxi came from: the rule of a pao, the seeds' pong and "beside" readings. */
    private static List<Because> readingRules(Holding holding, OfferedCard.Reading reading, CardOrigin supplier) {
        if (reading.beside() != null) {
            return List.of(Because.seed("000:26, 000:80", "the card stands beside the held pair or kan in "
                    + reading.beside().text() + "; the pair or kan stays"));
        }
        Meld made = made(holding, reading);
        if (made == null) {
            return List.of();
        }
        if (made.kind() == GroupKind.PONG) {
            return List.of(Because.seed("000:28, 000:67", "another seat's card onto a held pair may be read as "
                    + "the pong it makes"));
        }
        if (made.kind() == GroupKind.WEI) {
            return List.of(Because.rule("win on own third copy", "one's own draw onto a held pair is laid as "
                    + made.text() + ", and the holding wins with it (偎胡)"));
        }
        String onto = onto(holding, made);
        return List.of(Because.rule("pao onto " + onto + " from", "a card " + words(supplier)
                + " turns the " + onto + " into " + made.text()));
    }

    /** How the card joins the holding: loose, beside a pair or kan, or the pong or pao it makes. */
    private static String describe(Holding holding, OfferedCard.Reading reading) {
        if (reading.beside() != null) {
            return "beside: " + reading.beside().text();
        }
        Meld made = made(holding, reading);
        return made == null ? "a loose card" : "makes " + made.text();
    }

    /** The meld the card made (a pong, a 偎胡's wei, a pao onto a kan, pong or wei), or null when it joined the hand. */
    private static Meld made(Holding holding, OfferedCard.Reading reading) {
        List<Meld> before = holding.melds();
        List<Meld> after = reading.holding().melds();
        if (after.size() > before.size()) {
            return after.get(after.size() - 1);
        }
        for (int i = 0; i < after.size(); i++) {
            if (!after.get(i).equals(before.get(i))) {
                return after.get(i);
            }
        }
        return null;
    }

    /** What a pao was made onto: a held kan (the pao is new), or the pong or wei it replaced. */
    private static String onto(Holding holding, Meld pao) {
        for (Meld meld : holding.melds()) {
            if (meld.cards().get(0) == pao.cards().get(0) && meld.kind() != GroupKind.PAO) {
                return meld.kind() == GroupKind.PONG ? "pong" : "wei";
            }
        }
        return "kan";
    }

    /** "drawn by the seat itself", "discarded by the previous seat 上家". */
    public static String words(CardOrigin supplier) {
        return switch (supplier) {
            case OWN_DRAW -> "drawn by the seat itself";
            case PREVIOUS_DRAW -> "drawn by the previous seat 上家";
            case NEXT_DRAW -> "drawn by the next seat 下家";
            case PREVIOUS_DISCARD -> "discarded by the previous seat 上家";
            case NEXT_DISCARD -> "discarded by the next seat 下家";
            case REVEAL -> "revealed by the dealer";
        };
    }

    private static String origins(Claims claims) {
        List<String> words = new ArrayList<>();
        for (CardOrigin origin : CardOrigin.values()) {
            if (claims.winOn().contains(origin)) {
                words.add(origin == CardOrigin.REVEAL ? "reveal card"
                        : origin.name().toLowerCase(Locale.ROOT).replace('_', ' '));
            }
        }
        return String.join(", ", words);
    }
}
