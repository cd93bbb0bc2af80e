package dev.paohuzi.runtime.scoring;

import dev.paohuzi.runtime.expr.Facts;
import dev.paohuzi.runtime.expr.FormulaOverflow;
import dev.paohuzi.runtime.expr.Quantity;
import dev.paohuzi.runtime.rules.Payments;
import dev.paohuzi.runtime.rules.RuleSet;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/** The payments that are not for a win: a seat that escapes (逃跑, 000:125-127) and a dead hand (荒庄). */
public final class TablePenalties {
    private TablePenalties() {}

    /** What a seat that leaves pays, given the best huxi of the seats that stay, added (000:127). */
    public static BigDecimal escape(RuleSet rules, int othersHuxi) {
        Payments payments = rules.scoring().payments();
        Facts facts = new Facts().set(Quantity.OTHERS_HUXI, othersHuxi).set(Quantity.ROOM_BASE, payments.roomBase());
        return Stake.money(payments.escapePenalty().evaluate(facts), payments.stakeCents());
    }

    /** The seats of a table of this many, seen from the dealer, as dead-hand payments name them. */
    public static List<String> deadHandSeats(int seats) {
        return switch (seats) {
            case 2 -> List.of("dealer", "next");
            case 3 -> List.of("dealer", "next", "previous");
            default -> List.of("dealer", "next", "across", "previous");
        };
    }

    /**
     * The net of a dead hand per seat, seat 0 the dealer then in turn order, from each seat's jokers: every seat
     * pays every other what the variant's `dead hand pays` rule says for that pair (000:133, 004:48).
     */
    public static List<BigDecimal> deadHand(RuleSet rules, int[] jokers) {
        List<BigDecimal> money = new ArrayList<>(jokers.length);
        for (long value : deadHandPoints(rules, jokers)) {
            money.add(Stake.money(value, rules.scoring().payments().stakeCents()));
        }
        return money;
    }

    /**
     * The same net in points, seat 0 the dealer; the points sum to zero and each fits an int, else the dead-hand rule
     * overflows ({@link FormulaOverflow}).
     */
    public static long[] deadHandPoints(RuleSet rules, int[] jokers) {
        Payments payments = rules.scoring().payments();
        long[] net = new long[jokers.length];
        Facts facts = new Facts();
        for (int payer = 0; payer < jokers.length; payer++) {
            for (int payee = 0; payee < jokers.length; payee++) {
                if (payer != payee) {
                    facts.set(Quantity.PAYER_JOKERS, jokers[payer]).set(Quantity.PAYEE_JOKERS, jokers[payee])
                            .set(Quantity.PAYER_DEALER, payer == 0).set(Quantity.ROOM_BASE, payments.roomBase());
                    int amount = payments.deadHandPays().evaluate(facts);
                    net[payer] -= amount;
                    net[payee] += amount;
                }
            }
        }
        for (long value : net) {
            if (value != (int) value) {
                throw FormulaOverflow.sum(payments.deadHandPays(), "a seat's net of the dead hand");
            }
        }
        return net;
    }
}
