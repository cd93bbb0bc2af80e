package dev.paohuzi.compiler.rules;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.expr.Condition;
import dev.paohuzi.runtime.expr.IntFormula;
import dev.paohuzi.runtime.expr.Quantity;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.rules.ActionKind;
import dev.paohuzi.runtime.rules.CardOrigin;
import dev.paohuzi.runtime.rules.Claims;
import dev.paohuzi.runtime.rules.DealerRotation;
import dev.paohuzi.runtime.rules.Deck;
import dev.paohuzi.runtime.rules.HuxiTable;
import dev.paohuzi.runtime.rules.Pattern;
import dev.paohuzi.runtime.rules.Payments;
import dev.paohuzi.runtime.rules.Play;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.rules.Scoring;
import dev.paohuzi.runtime.rules.SeatOrder;
import dev.paohuzi.runtime.rules.Seating;
import dev.paohuzi.runtime.rules.Settlement;
import dev.paohuzi.runtime.rules.Structure;
import dev.paohuzi.runtime.rules.Tianhu;
import dev.paohuzi.runtime.rules.WinRule;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The mutable target of lowering: each rule keyword writes its fields, then {@link #build} makes the immutable
 * RuleSet. Only built once the required-rules check passed, so every field has been written.
 */
public final class RuleSetBuilder {
    int copies;
    int jokers;
    int redPoints;
    int players;
    int dealerCards;
    int otherCards;
    int wall;
    int unplayed;
    Seating.Reveal reveal;
    Seating.CountingSeat countingSeat;
    int groupsToWin;
    TwoSevenTen twoSevenTen;
    boolean oneFiveTen;
    boolean mixed;
    Structure.PairRule pair;
    /** Groups without a huxi rule (mixed, pair, other sentences) are worth 0 (000:104). */
    final int[][] huxi = new int[GroupKind.values().length][Cards.KINDS];
    int minimumHuxi;
    Condition winWhen;
    String winWhenText;
    Set<Quantity> winWhenReads;
    List<String> winWhenPatterns;
    Set<CardOrigin> chiFrom;
    Set<CardOrigin> pongFrom;
    Set<CardOrigin> paoOntoKanFrom;
    Set<CardOrigin> paoOntoWeiFrom;
    Set<CardOrigin> paoOntoPongFrom;
    Set<CardOrigin> winOn;
    boolean winOnPassedCard;
    boolean winOnOwnThirdCopy;
    boolean pongPassedCard;
    boolean passedPongBarsWin;
    boolean xianggong;
    List<Set<ActionKind>> priority;
    List<SeatOrder> winnerOrder;
    List<SeatOrder> tianhuOrder;
    int runsBeforeNoDiscard;
    boolean jokerHolderSelfDrawOnly;
    int tianhuTi;
    int tianhuKan;
    boolean tianhuOnReveal;
    boolean tianhuSevenGroups;
    boolean tianhuSelfDraw;
    DealerRotation.AfterWin afterWin;
    DeadHandRotation afterDeadHand;
    IntFormula grade;
    Scoring.FanCombination combine;
    IntFormula base;
    int plainFan;
    final Payments.Builder payments = Payments.builder();
    Settlement.Method settlement;
    IntFormula matchAdds;
    IntFormula matchTakes;
    Settlement.MatchEnd matchEnd;
    Scoring.Dihu dihu;
    final List<Pattern> patterns = new ArrayList<>();
    final Play.Builder play = Play.builder();

    public RuleSet build(String name, String title) {
        return RuleSet.builder().name(name).title(title)
                .deck(new Deck(copies, jokers, redPoints))
                .seating(new Seating(players, dealerCards, otherCards, wall, reveal, countingSeat, unplayed))
                .structure(new Structure(groupsToWin, twoSevenTen != TwoSevenTen.NONE,
                        twoSevenTen == TwoSevenTen.ANY_SIZE, mixed, pair, oneFiveTen))
                .huxi(new HuxiTable(huxi))
                .win(new WinRule(winWhen, winWhenText, minimumHuxi, winWhenReads, winWhenPatterns))
                .claims(Claims.builder().chiFrom(chiFrom).pongFrom(pongFrom).paoOntoKanFrom(paoOntoKanFrom)
                        .paoOntoWeiFrom(paoOntoWeiFrom).paoOntoPongFrom(paoOntoPongFrom).winOn(winOn)
                        .winOnPassedCard(winOnPassedCard).winOnOwnThirdCopy(winOnOwnThirdCopy)
                        .pongPassedCard(pongPassedCard)
                        .passedPongBarsWin(passedPongBarsWin).priority(priority).winnerOrder(winnerOrder)
                        .tianhuOrder(tianhuOrder).runsBeforeNoDiscard(runsBeforeNoDiscard)
                        .jokerHolderSelfDrawOnly(jokerHolderSelfDrawOnly).xianggong(xianggong).build())
                .tianhu(new Tianhu(tianhuTi, tianhuKan, tianhuOnReveal, tianhuSevenGroups, tianhuSelfDraw))
                .dealer(new DealerRotation(afterWin, afterDeadHand.rule(), afterDeadHand.deadHandsBeforeNext()))
                .scoring(Scoring.builder().grade(grade).base(base).plainFan(plainFan).patterns(patterns)
                .combine(combine)
                        .payments(payments.build())
                        .settlement(new Settlement(settlement, matchAdds, matchTakes, matchEnd)).dihu(dihu).build())
                .play(play.build())
                .build();
    }

    /** 二七十 as a sentence: of one size (000:41), of any sizes (004:14), or not at all. */
    enum TwoSevenTen {
        SAME_SIZE,
        ANY_SIZE,
        NONE
    }

    /** The value of `dealer after dead hand`: the rule and, with STAY, after how many dead hands the next deals. */
    record DeadHandRotation(DealerRotation.AfterDeadHand rule, int deadHandsBeforeNext) {
    }
}
