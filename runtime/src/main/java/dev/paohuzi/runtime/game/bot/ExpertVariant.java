package dev.paohuzi.runtime.game.bot;

import dev.paohuzi.runtime.analysis.Analyzer;
import dev.paohuzi.runtime.analysis.Waits;
import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.holding.GroupShapes;
import dev.paohuzi.runtime.rules.HuxiTable;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.scoring.Scorer;

import java.util.ArrayList;
import java.util.List;

/**
 * What {@link ExpertBot} reads of one variant before it weighs anything: the scorer, each wei's huxi, the two-card
 * groups ({@link Partial}) and, per card, the partials it starts and the cards another seat might chi it with; the
 * worths it reads under its unseen cards; and the waits it asks. Built once per thread and analyzer, not once per
 * hand (bots are seated fresh for every hand): it depends only on the compiled variant, so what hands came before
 * never shows in it (the waits keep answers, never state a choice reads). Per thread because the scorer and the waits
 * keep working state; the bots of one thread take turns, so they share it.
 */
final class ExpertVariant {
    /** Variants a thread keeps (a comparison alternates two). */
    private static final int KEPT = 4;
    private static final ThreadLocal<ExpertVariant[]> RECENT = ThreadLocal.withInitial(() -> new ExpertVariant[KEPT]);

    final Analyzer analyzer;
    final Scorer scorer;
    /**
     * The waits the thread's experts ask (its answers are kept by hand, whichever seat asks): each sets the table
     * before it asks, and they take turns.
     */
    final Waits waits;
    final int[] weiHuxi = new int[Cards.KINDS];
    /** The partials, by index: how {@link UnseenWorths} and the partners below name one. */
    private final Partial[] all;
    /**
     * Per card, the higher cards it starts a partial with (bit per card), and the index of the first of those
     * partials: the partial of a card and its {@code n}-th such partner is at that index plus {@code n}.
     */
    final int[] partnersAbove = new int[Cards.KINDS];
    final int[] firstPartial = new int[Cards.KINDS];
    /** Per card, the cards sharing a sentence or 绞 with it (bit per card): what another seat might chi it with. */
    final int[] neighbours = new int[Cards.KINDS];
    /** The worths read under a seat's unseen cards. */
    final UnseenWorths worths = new UnseenWorths(this);

    private ExpertVariant(Analyzer analyzer) {
        this.analyzer = analyzer;
        RuleSet rules = analyzer.rules();
        scorer = Scorer.of(analyzer);
        waits = new Waits(analyzer, true);
        HuxiTable huxi = rules.huxi();
        for (int card = 0; card < Cards.KINDS; card++) {
            weiHuxi[card] = huxi.of(GroupKind.WEI, card);
        }
        GroupShapes shapes = GroupShapes.of(rules.structure());
        all = Partial.all(shapes, huxi);
        for (int index = all.length - 1; index >= 0; index--) {     // all is ordered by start, then by other card
            partnersAbove[all[index].start()] |= 1 << all[index].other();
            firstPartial[all[index].start()] = index;
        }
        for (int card = 0; card < Cards.KINDS; card++) {
            for (GroupShapes.WithCard seen : shapes.withCard(card)) {
                GroupKind kind = seen.shape().kind();
                if (kind == GroupKind.SENTENCE || kind == GroupKind.MIXED) {
                    neighbours[card] |= (1 << seen.first() | 1 << seen.second()) & ~(1 << card);
                }
            }
        }
    }

    /** The partial of that index ({@link #firstPartial} and on). */
    Partial partial(int index) {
        return all[index];
    }

    /** This thread's reading of the analyzer's variant, built on first use. */
    static ExpertVariant of(Analyzer analyzer) {
        ExpertVariant[] recent = RECENT.get();
        int found = 0;
        while (found < KEPT && recent[found] != null && recent[found].analyzer != analyzer) {
            found++;
        }
        ExpertVariant variant = found < KEPT && recent[found] != null ? recent[found] : new ExpertVariant(analyzer);
        System.arraycopy(recent, 0, recent, 1, Math.min(found, KEPT - 1));   // most recent first; the oldest drops out
        recent[0] = variant;
        return variant;
    }

    /**
     * Two cards of some group of the variant's shapes ({@link GroupShapes}): the lower card starting it, the higher
     * card, the cards that would complete them (bit per card: one per shape holding both) and the most huxi of those
     * groups.
     */
    record Partial(int start, int other, int completers, int huxi) {
        /** Every partial, by the card starting it, then by its higher card. */
        static Partial[] all(GroupShapes shapes, HuxiTable huxi) {
            List<Partial> all = new ArrayList<>();
            for (int card = 0; card < Cards.KINDS; card++) {
                int[] completers = new int[Cards.KINDS];
                int[] most = new int[Cards.KINDS];
                for (GroupShapes.WithCard seen : shapes.withCard(card)) {
                    int groupHuxi = huxi.of(seen.shape().kind(), seen.shape().key());
                    // the shape's two other cards: each higher one and this card leave the third to complete them
                    for (int side = 0; side < 2; side++) {
                        int other = side == 0 ? seen.first() : seen.second();
                        int third = side == 0 ? seen.second() : seen.first();
                        if (other > card && (side == 0 || seen.first() != seen.second())) {
                            completers[other] |= 1 << third;
                            most[other] = Math.max(most[other], groupHuxi);
                        }
                    }
                }
                for (int other = card + 1; other < Cards.KINDS; other++) {
                    if (completers[other] != 0) {
                        all.add(new Partial(card, other, completers[other], most[other]));
                    }
                }
            }
            return all.toArray(new Partial[0]);
        }
    }
}
