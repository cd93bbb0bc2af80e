package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.rules.Deck;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.rules.Seating;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The order the cards come in: the dealer's cards first (the last of them is the reveal card, 000:21), then each
 * other seat's in turn order, then the wall from the top. A deck is either shuffled from a seed or stacked by a
 * scenario; either way it must be exactly the variant's deck.
 */
public final class DeckOrder {
    private final int[] cards;

    private DeckOrder(int[] cards) {
        this.cards = cards;
    }

    /**
     * A Fisher-Yates shuffle with {@link SplittableRandom}, whose sequence for a seed is fixed by its specification.
     */
    public static DeckOrder shuffled(RuleSet rules, long seed) {
        int[] cards = fullDeck(rules.deck());
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = cards.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = cards[i];
            cards[i] = cards[j];
            cards[j] = t;
        }
        return new DeckOrder(cards);
    }

    /** A stacked deck, checked to be a permutation of the variant's deck. */
    public static DeckOrder stacked(RuleSet rules, List<Integer> cards) {
        int[] order = cards.stream().mapToInt(Integer::intValue).toArray();
        checkPermutation(rules.deck(), order);
        return new DeckOrder(order);
    }

    /**
     * A deck built from the hands a scenario names and the top of the wall; every card not named fills the hands
     * and then the wall, one copy of each kind in card order (s1..s10, b1..b10, W) at a time, so the deck is fully
     * determined.
     *
     * @param dealer  the seat that deals
     * @param hands   by seat (index = seat; fewer than the players is fine): the cards each must hold; the dealer's
     *                list may end with the reveal card, which then stays its last card
     * @param wallTop the first cards drawn from the wall
     */
    public static DeckOrder arranged(RuleSet rules, int dealer, List<List<Integer>> hands, List<Integer> wallTop) {
        Seating seating = rules.seating();
        if (hands.size() > seating.players() || dealer < 0 || dealer >= seating.players()) {
            throw new IllegalArgumentException("the deck is arranged for " + hands.size() + " hands, dealer "
                    + dealer + ", but " + rules.name() + " seats " + seating.players());
        }
        int[] left = new int[Cards.ALL_KINDS];
        Arrays.fill(left, 0, Cards.KINDS, rules.deck().copies());
        left[Cards.JOKER] = rules.deck().jokers();
        List<Integer> order = new ArrayList<>();
        List<List<Integer>> named = new ArrayList<>(hands);
        named.add(wallTop);
        for (List<Integer> part : named) {
            for (int card : part) {
                if (card < 0 || card >= Cards.ALL_KINDS || --left[card] < 0) {
                    throw new IllegalArgumentException("the arranged deck names more copies of "
                            + (card < 0 || card >= Cards.ALL_KINDS ? "card " + card : Cards.name(card))
                            + " than " + rules.name() + " has");
                }
            }
        }
        // One copy of every kind in turn, so that filled-in hands hold few pairs and no kan by accident.
        List<Integer> rest = new ArrayList<>();
        for (int copy = 0; copy < Math.max(rules.deck().copies(), rules.deck().jokers()); copy++) {
            for (int card = 0; card < Cards.ALL_KINDS; card++) {
                if (left[card] > copy) {
                    rest.add(card);
                }
            }
        }
        // Checked before the hands are filled: a wall top written for a longer wall would leave them short of cards.
        if (wallTop.size() > seating.wall()) {
            throw new IllegalArgumentException("the wall top names " + wallTop.size() + " cards, more than the "
                    + seating.wall() + " on the wall");
        }
        int restIndex = 0;
        for (int i = 0; i < seating.players(); i++) {
            int seat = (dealer + i) % seating.players();
            int size = i == 0 ? seating.dealerCards() : seating.otherCards();
            List<Integer> hand = seat < hands.size() ? hands.get(seat) : List.of();
            if (hand.size() > size) {
                throw new IllegalArgumentException("seat " + seat + " is named " + hand.size()
                        + " cards, more than the "
                        + size + " dealt");
            }
            int fill = size - hand.size();
            // The dealer's named cards go last, so a named reveal card stays the dealer's last card.
            if (i == 0) {
                order.addAll(rest.subList(restIndex, restIndex + fill));
                order.addAll(hand);
            } else {
                order.addAll(hand);
                order.addAll(rest.subList(restIndex, restIndex + fill));
            }
            restIndex += fill;
        }
        order.addAll(wallTop);
        order.addAll(rest.subList(restIndex, rest.size()));
        return stacked(rules, order);
    }

    private static int[] fullDeck(Deck deck) {
        int[] cards = new int[deck.size()];
        int i = 0;
        for (int card = 0; card < Cards.KINDS; card++) {
            for (int copy = 0; copy < deck.copies(); copy++) {
                cards[i++] = card;
            }
        }
        for (int joker = 0; joker < deck.jokers(); joker++) {
            cards[i++] = Cards.JOKER;
        }
        return cards;
    }

    private static void checkPermutation(Deck deck, int[] order) {
        if (order.length != deck.size()) {
            throw new IllegalArgumentException("a stacked deck needs " + deck.size() + " cards, got " + order.length);
        }
        int[] count = new int[Cards.ALL_KINDS];
        for (int card : order) {
            if (card < 0 || card >= Cards.ALL_KINDS) {
                throw new IllegalArgumentException("a stacked deck holds an unknown card " + card);
            }
            count[card]++;
        }
        for (int card = 0; card < Cards.ALL_KINDS; card++) {
            int want = card == Cards.JOKER ? deck.jokers() : deck.copies();
            if (count[card] != want) {
                throw new IllegalArgumentException("a stacked deck holds " + count[card] + " of " + Cards.name(card)
                        + ", the variant has " + want);
            }
        }
    }

    public int size() {
        return cards.length;
    }

    public int card(int index) {
        return cards[index];
    }

    /** The cards in order as an immutable list (a view: the order never changes). */
    List<Integer> asList() {
        return CardList.of(cards);
    }

    public int[] toArray() {
        return cards.clone();
    }
}
