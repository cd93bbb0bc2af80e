package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.rules.ActionKind;

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
    PIAO("piao", null);

    private final String word;
    private final ActionKind claim;

    ActionType(String word, ActionKind claim) {
        this.word = word;
        this.claim = claim;
    }

    public String word() {
        return word;
    }

    /** The priority class of a claim, or null for discard and pass. */
    public ActionKind claim() {
        return claim;
    }
}
