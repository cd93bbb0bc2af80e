package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.rules.ActionKind;
import dev.paohuzi.runtime.rules.StakeKind;

/** What a seat does at a decision point; the claim types map to the RuleSet's {@link ActionKind} for priority. */
public enum ActionType {
    HU("hu", ActionKind.HU),
    TI("ti", ActionKind.TI),
    WEI("wei", ActionKind.WEI),
    STALE_WEI("stale-wei", ActionKind.WEI),
    PAO("pao", ActionKind.PAO),
    PONG("pong", ActionKind.PONG),
    CHI("chi", ActionKind.CHI),
    DISCARD("discard", null),
    PASS("pass", null),
    /** A 飘 chosen before the deal (the variant's `piao`); the action's card is the stake. */
    PIAO("piao", null, StakeKind.PIAO),
    /** A 坨 chosen before the deal (the variant's `tuo`); the action's card is the value chosen. */
    TUO("tuo", null, StakeKind.TUO);

    private final String word;
    private final ActionKind claim;
    private final StakeKind stake;

    ActionType(String word, ActionKind claim) {
        this(word, claim, null);
    }

    ActionType(String word, ActionKind claim, StakeKind stake) {
        this.word = word;
        this.claim = claim;
        this.stake = stake;
    }

    /** The action that chooses a stake of this kind. */
    public static ActionType of(StakeKind kind) {
        return kind == StakeKind.PIAO ? PIAO : TUO;
    }

    /** The stake this action chooses before the deal, or null for a move of play. */
    public StakeKind stake() {
        return stake;
    }

    public String word() {
        return word;
    }

    /** The priority class of a claim, or null for discard and pass. */
    public ActionKind claim() {
        return claim;
    }
}
