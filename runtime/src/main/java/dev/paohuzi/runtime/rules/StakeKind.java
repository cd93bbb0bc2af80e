package dev.paohuzi.runtime.rules;

import dev.paohuzi.runtime.expr.Quantity;

/**
 * The stakes a seat may choose before the deal, each a rule of its own with the same shape ({@link StakeRule}) and
 * asked in this order, every seat from the dealer for one kind before the next: 飘, a stake `loser pays:` adds (望城
 * 活飘), then 坨, one it multiplies by (湘乡 打坨). Each is read by `loser pays:` as the paying seat's and the winner's.
 */
public enum StakeKind {
    PIAO("piao", "飘", Quantity.PAYER_PIAO, Quantity.PAYEE_PIAO),
    TUO("tuo", "坨", Quantity.PAYER_TUO, Quantity.PAYEE_TUO);

    private final String word;
    private final String hanzi;
    private final Quantity payer;
    private final Quantity payee;

    StakeKind(String word, String hanzi, Quantity payer, Quantity payee) {
        this.word = word;
        this.hanzi = hanzi;
        this.payer = payer;
        this.payee = payee;
    }

    /** The rule's name, the action's and the trace event's: `piao`, `tuo`. */
    public String word() {
        return word;
    }

    public String hanzi() {
        return hanzi;
    }

    /** What `loser pays:` reads of the losing seat's stake. */
    public Quantity payer() {
        return payer;
    }

    /** What `loser pays:` reads of the winner's stake. */
    public Quantity payee() {
        return payee;
    }
}
