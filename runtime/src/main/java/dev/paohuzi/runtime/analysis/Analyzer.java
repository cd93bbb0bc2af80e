package dev.paohuzi.runtime.analysis;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.holding.Holding;
import dev.paohuzi.runtime.rules.CardOrigin;
import dev.paohuzi.runtime.rules.RuleSet;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Hand analysis under one variant: whether a holding forms the groups a win needs (a concealed triple is a kan
 * and never split, 000:26), its most huxi, its decompositions and its waits. {@link HandAnalyzer} is the fast
 * one; {@link ReferenceAnalyzer} the plain search it is tested against.
 *
 * <p>A joker (王, Yongzhou) stands for any card (000:133 "可以代替任何牌"), even one whose four copies are all
 * held unless the variant says `joker stands for: any card but a fifth copy` ({@link JokerRoom}), and a group it
 * completes counts as the card it stands for: 一一王 can be a kan of 一. Only a real triple
 * is a forced kan. A group's huxi is the variant's table value for its kind and key card.
 */
public interface Analyzer {

    RuleSet rules();

    /** The most huxi over the holding's complete decompositions, or -1 when it has none. */
    int maxHuxi(Holding holding);

    /** Every complete decomposition, each once, in {@link Decomposition} order (most huxi first). */
    List<Decomposition> decompositions(Holding holding);

    /**
     * The decompositions with the most huxi, in {@link Decomposition} order: the head of {@link #decompositions}, what
     * scoring a holding with jokers chooses among.
     */
    default List<Decomposition> mostHuxiDecompositions(Holding holding) {
        List<Decomposition> all = decompositions(holding);
        int end = 0;
        while (end < all.size() && all.get(end).huxi() == all.get(0).huxi()) {
            end++;
        }
        return all.subList(0, end);
    }

    /**
     * What the jokers stand for in {@link #mostHuxiDecompositions}, each reading once: what scoring a holding with
     * jokers needs where the variant's scoring reads no group kind.
     */
    default MostHuxiReadings mostHuxiReadings(Holding holding) {
        return MostHuxiReadings.of(mostHuxiDecompositions(holding));
    }

    default boolean isComplete(Holding holding) {
        return maxHuxi(holding) >= 0;
    }

    /** A decomposition with the most huxi: the first in {@link Decomposition} order. */
    default Optional<Decomposition> best(Holding holding) {
        return decompositions(holding).stream().findFirst();
    }

    /**
     * The {@link GroupTally} of {@link #best}, or {@link GroupTally#NONE}: what scoring needs of a win, which the
     * fast analyzer gives without building the decomposition.
     */
    default long bestTally(Holding holding) {
        return best(holding).map(GroupTally::of).orElse(GroupTally.NONE);
    }

    /**
     * The cards that complete a holding one card short (听牌), each read as the engine reads it in play
     * ({@link OfferedCard}) from every origin the variant's `win on` allows: one's own draw (not where it makes a wei
     * or ti, 000:67) and another seat's card (a kan's or wei's fourth copy is then a pao, or a card beside the kan,
     * 000:80, never a ti; not for a joker holder bound to self-draw, 000:133), with the most huxi over those readings.
     * Empty when the holding is not one card short. A card is left out when every copy of it is already in the holding,
     * or when no reading completes the holding.
     */
    default List<Wait> waits(Holding holding) {
        List<Wait> waits = new ArrayList<>();
        if (!WinShape.isOneShort(rules(), holding)) {
            return waits;
        }
        for (int card = 0; card < Cards.ALL_KINDS; card++) {
            int copies = card == Cards.JOKER ? rules().deck().jokers() : rules().deck().copies();
            if (holding.copiesHeld(card) < copies) {
                int huxi = -1;
                Set<Holding> read = new HashSet<>();
                for (CardOrigin origin : rules().claims().winOn()) {
                    if (!rules().claims().mayWinOn(origin, holding.jokers())) {
                        continue;
                    }
                    for (OfferedCard.Reading reading : OfferedCard.readings(holding, card, origin, rules().claims(),
                            rules().structure())) {
                        if (read.add(reading.holding())) {
                            huxi = Math.max(huxi, maxHuxi(reading.holding()));
                        }
                    }
                }
                if (huxi >= 0) {
                    waits.add(new Wait(card, huxi, rules().win().mayWin(huxi)));
                }
            }
        }
        return waits;
    }

    default Analysis analyze(Holding holding) {
        Optional<Decomposition> best = best(holding);
        int huxi = best.map(Decomposition::huxi).orElse(-1);
        return new Analysis(best.isPresent(), huxi, rules().win().mayWin(huxi), best,
                WinShape.isOneShort(rules(), holding), waits(holding));
    }
}
