package dev.paohuzi.runtime.holding;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.rules.RuleSet;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Reads the text form of a holding (issue 3 §2): whitespace-separated concealed cards ({@code s1..s10},
 * {@code b1..b10}, {@code W}, 一…十, 壹…拾, 王), then table melds {@code pong:b3}, {@code wei:s5},
 * {@code stale-wei:s5}, {@code pao:s7}, {@code ti:b1}, {@code chi:s1,s2,s3} (a full-width ， separates too).
 * Bad input is a value, never an exception: the first offending token is named with its column. {@link #parse}
 * also refuses a holding play cannot produce under the variant ({@link Reachability}), naming the rule and its seed
 * line; {@link #parseCards} reads the cards and melds only.
 */
public final class HoldingParser {
    private final RuleSet rules;

    public HoldingParser(RuleSet rules) {
        this.rules = rules;
    }

    /** The holding, if its cards are a deck's and play under the variant can produce it. */
    public HoldingParseResult parse(String line) {
        List<Token> meldTokens = new ArrayList<>();
        HoldingParseResult read = read(line, meldTokens);
        if (read instanceof HoldingParseResult.Valid valid) {
            Holding holding = valid.holding();
            Optional<Reachability.Refusal> refusal = Reachability.refusal(holding, rules);
            if (refusal.isPresent()) {
                Token token = meldTokens.get(holding.melds().indexOf(refusal.get().meld()));
                return new HoldingParseResult.Invalid(token.text(), token.column(),
                        token.describe(refusal.get().message()));
            }
        }
        return read;
    }

    /**
     * The holding as written, its cards counted against the deck but not against the rules of play: for judging the
     * analyzer on holdings no play produces (the peer engines' data).
     */
    public HoldingParseResult parseCards(String line) {
        return read(line, new ArrayList<>());
    }

    /** @param meldTokens receives each meld's token, in the order of the holding's melds */
    private HoldingParseResult read(String line, List<Token> meldTokens) {
        List<Token> tokens = Token.split(line);
        if (tokens.isEmpty()) {
            return new HoldingParseResult.Invalid("", 1, "empty line: a holding needs at least one card");
        }
        int[] concealed = new int[Cards.ALL_KINDS];
        int[] held = new int[Cards.ALL_KINDS];
        List<Meld> melds = new ArrayList<>();
        for (Token token : tokens) {
            if (token.isMeld()) {
                meldTokens.add(token);
            }
            String error = token.isMeld() ? addMeld(token, melds, held) : addCard(token, concealed, held);
            if (error != null) {
                return new HoldingParseResult.Invalid(token.text(), token.column(), token.describe(error));
            }
        }
        long packed = Counts.EMPTY;
        for (int card = 0; card < Cards.KINDS; card++) {
            packed = Counts.add(packed, card, concealed[card]);
        }
        return new HoldingParseResult.Valid(Holding.of(packed, concealed[Cards.JOKER], melds));
    }

    private String addCard(Token token, int[] concealed, int[] held) {
        int card = Cards.parse(token.text());
        if (card < 0) {
            return "is not a card (s1..s10, b1..b10, W, 一…十, 壹…拾, 王) or a meld (pong:b3, chi:s1,s2,s3)";
        }
        concealed[card]++;
        held[card]++;
        if (card != Cards.JOKER && concealed[card] == 4 && held[card] <= rules.deck().copies()) {
            return "is the fourth " + Cards.name(card) + " in hand: four identical cards belong on the table as a ti"
                    + " (000:32; write ti:" + Cards.name(card) + ")";
        }
        return tooMany(card, held);
    }

    private String addMeld(Token token, List<Meld> melds, int[] held) {
        String word = token.text().substring(0, token.text().indexOf(':'));
        String[] cardTexts = token.text().substring(word.length() + 1).split("[,，]", -1);
        int[] cards = new int[cardTexts.length];
        for (int i = 0; i < cards.length; i++) {
            cards[i] = Cards.parse(cardTexts[i]);
            if (cards[i] < 0) {
                return "has '" + cardTexts[i] + "', which is not a card";
            }
            if (cards[i] == Cards.JOKER) {
                return "cannot exist: a joker never leaves the hand (000:133 只能放在手中), so no meld holds one";
            }
        }
        Meld meld;
        if (word.equals("chi")) {
            if (cards.length != 3) {
                return "is not a chi: a chi has three cards, e.g. chi:s1,s2,s3";
            }
            GroupKind kind = ChiShape.kindOf(cards[0], cards[1], cards[2], rules.structure());
            if (kind == null) {
                return "cannot exist: " + ChiRefusal.why(cards[0], cards[1], cards[2], rules.structure(), rules.name());
            }
            Arrays.sort(cards);
            meld = Meld.chi(kind, cards);
        } else {
            GroupKind kind = GroupKind.byWord(word);
            if (kind == null || !Meld.isOfOneCard(kind)) {
                return "has an unknown meld kind '" + word + "' (pong, wei, stale-wei, pao, ti, chi)";
            }
            if (cards.length != 1) {
                return "names " + cards.length + " cards: a " + word + " is written with one card, e.g. " + word
                        + ":b3";
            }
            meld = Meld.of(kind, cards[0]);
        }
        melds.add(meld);
        String error = null;
        for (int i = 0; i < meld.cards().size(); i++) {
            int card = meld.cards().get(i);
            held[card]++;
            error = error != null ? error : tooMany(card, held);
        }
        return error;
    }

    /** An error when the holding now has more copies of a card than the deck. */
    private String tooMany(int card, int[] held) {
        if (card == Cards.JOKER) {
            int jokers = rules.deck().jokers();
            if (held[card] <= jokers) {
                return null;
            }
            return jokers == 0 ? "is a joker, and " + rules.name() + " has no jokers"
                    : "makes " + held[card] + " jokers, and the deck has " + jokers;
        }
        int copies = rules.deck().copies();
        return held[card] <= copies ? null
                : "makes " + held[card] + " copies of " + Cards.name(card)
                + " in hand and on the table, and the deck has "
                        + copies;
    }
}
