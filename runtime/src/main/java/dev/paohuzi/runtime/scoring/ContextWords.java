package dev.paohuzi.runtime.scoring;

import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * The context words of a `score` line, each with a one-line meaning: the one list `score --help`, the hand API's
 * hint and the hand page show (docs/scoring.md has the long form). The win's words are read by
 * {@link WinContext.Builder#word}, the hand's by {@link HandContext.Builder#word}; ContextWordsTest holds the list to
 * what they read.
 */
public enum ContextWords {
    WIN("win:CARD", "the card won on, in the holding (e.g. win:s7)"),
    SELF_DRAW("self-draw", "自摸: the winner drew the winning card from the wall"),
    DISCARD("discard", "the winning card was another seat's discard"),
    DISCARDER("discard:SEAT", "the winning card was this seat's discard, seen from the winner: next, previous or "
            + "across (required where the variant makes the discarder pay)"),
    LAST_CARD("last-card", "海底: the winning card is the wall's last"),
    TIANHU("tianhu", "天胡, a heaven win (a self-draw too where the variant's `tianhu is self-draw: yes`, 000:69)"),
    DIHU("dihu", "地胡, an earth win, as the variant's `dihu when:` reads it"),
    NO_INTAKE("no-intake", "听胡: the winner took no card before winning (000:148)"),
    JOKER_WAIT("joker-wait:1|2", "单王吊 / 双王吊: one or two jokers were the wait of a self-drawn win (000:133)"),
    XING("xing:CARD", "the 醒 card named after the win (a variant with a `xing` rule)"),
    DEALER("dealer", "the winner deals (庄)"),
    SEATS("seats:N", "2, 3 or 4 seats play (default: the variant's)"),
    DEAD_HANDS("dead-hands:N", "N dead hands (荒庄) in a row just before this hand, 0 to 99 (黄番)"),
    COUNTING_SEAT("counting-seat", "a counting seat (数牌) sits at the table (a variant with one)"),
    PIAO("piao:W,N,P", "each seat's 飘, the winner's first, then in turn order (a variant with a `piao` rule)"),
    TUO("tuo:W,N,P", "each seat's 坨, the winner's first, then in turn order (a variant with a `tuo` rule)");

    private final String form;
    private final String meaning;

    ContextWords(String form, String meaning) {
        this.form = form;
        this.meaning = meaning;
    }

    /** As written on a line: the word, or its pattern (`win:CARD`). */
    public String form() {
        return form;
    }

    public String meaning() {
        return meaning;
    }

    /** A word that stands alone (`self-draw`), not one with a value (`win:CARD`): a toggle on the hand page. */
    public boolean plain() {
        return !form.contains(":");
    }

    /** Every form on one line, for a hint: `win:CARD self-draw discard …`. */
    public static String forms() {
        return Arrays.stream(values()).map(ContextWords::form).collect(Collectors.joining(" "));
    }
}
