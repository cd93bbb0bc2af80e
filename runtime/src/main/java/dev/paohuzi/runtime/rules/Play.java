package dev.paohuzi.runtime.rules;

import dev.paohuzi.runtime.card.Cards;

import java.util.Set;

/**
 * The flow of play a variant states: the rules of a hand's course that were Java before issue 9 (the start of the
 * hand, the turn, what a pass costs). Each part is the one object the engine asks about its rule.
 *
 * @param dealtTi    what a seat dealt enough ti for 八块 skips (000:22-24; Shaoyang 003:17)
 * @param staleCards whether a passed chi or pong makes the card stale 臭牌 for the seat (000:44-48)
 * @param staleWin   whether a passed win is barred on that card for a while 臭胡 (000:81-82)
 * @param shownLastCard with `reveal: last wall card shown`, what the shown card is (002:13)
 * @param mandatory  the moves a seat must make when it can (000:29, 000:32-38, 000:49, 000:326, 004:18)
 * @param mustWin    whether a seat that can win must (000:74, 000:81: no; 有胡必胡 / 放炮必胡 elsewhere)
 * @param xing       the card turned after a win whose copies in the winner's cards formulas count as `xing` (醒)
 * @param weiShown   whether a wei is laid face down 暗偎 (000:29, 000:312) or face up 明偎 for the other seats
 * @param winners    how many seats win when several can win on one card (000:71, 003:39: one; 一炮多响: several)
 * @param jokerStandsFor what a joker may stand for in a holding (000:133: any card; or no fifth copy)
 * @param piao       the 飘 each seat picks before the deal, or none (the seeds; 望城 活飘, 宁乡 飘鸟)
 * @param tuo        the 坨 each seat picks before the deal, after the 飘, or none (the seeds; 湘乡 打坨)
 */
public record Play(DealtTi dealtTi, StaleCards staleCards, StaleWin staleWin, ShownLastCard shownLastCard,
                   Mandatory mandatory, MustWin mustWin, Xing xing, WeiShown weiShown,
                   Winners winners, JokerStandsFor jokerStandsFor, StakeRule piao, StakeRule tuo) {

    /** The stake of this kind chosen before the deal. */
    public StakeRule stake(StakeKind kind) {
        return kind == StakeKind.PIAO ? piao : tuo;
    }

    /** Whether any stake is chosen before the deal. */
    public boolean staked() {
        return piao.chosen() || tuo.chosen();
    }

    public static Builder builder() {
        return new Builder();
    }

    /** A builder holding these rules, so that a test or a rule keyword changes one part by name. */
    public Builder toBuilder() {
        return new Builder(this);
    }

    /** Builds the rules of play by name; every part must be set (a base variant states them all). */
    public static final class Builder {
        private DealtTi dealtTi;
        private StaleCards staleCards;
        private StaleWin staleWin;
        private boolean mayWinOnShownLastCard;
        private boolean redShownLastCardMovesToTop;
        private Set<Move> mandatory;
        private MustWin mustWin;
        private Xing xing;
        private WeiShown weiShown;
        private Winners winners;
        private JokerStandsFor jokerStandsFor;
        private StakeRule piao;
        private StakeRule tuo;

        private Builder() {
        }

        private Builder(Play play) {
            dealtTi = play.dealtTi;
            staleCards = play.staleCards;
            staleWin = play.staleWin;
            mayWinOnShownLastCard = play.shownLastCard.mayWinOn();
            redShownLastCardMovesToTop = play.shownLastCard.redMovesToTop();
            mandatory = play.mandatory.moves();
            mustWin = play.mustWin;
            xing = play.xing;
            weiShown = play.weiShown;
            winners = play.winners;
            jokerStandsFor = play.jokerStandsFor;
            piao = play.piao;
            tuo = play.tuo;
        }

        public Builder dealtTi(DealtTi dealtTi) {
            this.dealtTi = dealtTi;
            return this;
        }

        public Builder staleCards(StaleCards staleCards) {
            this.staleCards = staleCards;
            return this;
        }

        public Builder staleWin(StaleWin staleWin) {
            this.staleWin = staleWin;
            return this;
        }

        /** The half of {@link ShownLastCard} `win on shown last card` states. */
        public Builder mayWinOnShownLastCard(boolean mayWinOn) {
            this.mayWinOnShownLastCard = mayWinOn;
            return this;
        }

        /** The half of {@link ShownLastCard} `red shown last card` states. */
        public Builder redShownLastCardMovesToTop(boolean movesToTop) {
            this.redShownLastCardMovesToTop = movesToTop;
            return this;
        }

        public Builder mandatory(Set<Move> moves) {
            this.mandatory = moves;
            return this;
        }

        public Builder mustWin(MustWin mustWin) {
            this.mustWin = mustWin;
            return this;
        }

        public Builder xing(Xing xing) {
            this.xing = xing;
            return this;
        }

        public Builder weiShown(WeiShown weiShown) {
            this.weiShown = weiShown;
            return this;
        }

        public Builder winners(Winners winners) {
            this.winners = winners;
            return this;
        }

        public Builder jokerStandsFor(JokerStandsFor jokerStandsFor) {
            this.jokerStandsFor = jokerStandsFor;
            return this;
        }

        public Builder stake(StakeKind kind, StakeRule stake) {
            if (kind == StakeKind.PIAO) {
                this.piao = stake;
            } else {
                this.tuo = stake;
            }
            return this;
        }

        public Play build() {
            return new Play(dealtTi, staleCards, staleWin,
                    new ShownLastCard(mayWinOnShownLastCard, redShownLastCardMovesToTop), new Mandatory(mandatory),
                    mustWin, xing, weiShown, winners, jokerStandsFor, piao, tuo);
        }
    }

    /**
     * How a wei 偎 lies on the table for the other seats. The seeds lay it face down (不能明示给其它玩家 000:29, 但不明示
     * 000:312) until another's card makes it a pao or its owner's draw a ti; public rooms offer 明偎 as an option
     * (isoundy000/HuyooPaoHuZi src/common/GameDesc.lua:430-433 for 衡阳六胡抢, taohyson/SERVER-1 GameConstants.java:
     * 2131-2132 for 攸县). Only what the other seats see depends on it: the cards, the huxi and the play are the same.
     */
    public enum WeiShown {
        /** 暗偎: the other seats see a wei's back, and not its seat's table huxi, which would tell its size. */
        FACE_DOWN,
        /** 明偎: the other seats see a wei's cards and its table huxi. */
        FACE_UP;

        /** Whether the other seats do not see a wei's cards. */
        public boolean hides() {
            return this == FACE_DOWN;
        }
    }

    /** Whether a non-dealer dealt enough ti for 八块 skips the discards after its first intakes (000:24). */
    public enum DealtTi {
        /**
         * 000:24: after its first intake no discard; if that intake was a pao or ti, not after the second either, and
         * so on until an intake that is not a pao or ti.
         */
        SKIP_NEXT_DISCARDS,
        /** 003:17: 任何吃碰等动作后都要打牌 — every chi or pong is followed by a discard; only 八块 runs skip one. */
        DISCARD_AFTER_CHI_OR_PONG;

        /**
         * Whether a seat starts the hand owing no discard after its next intakes (the dealer's own case is 000:22-23).
         */
        public boolean skipsAfterDeal(boolean dealer, int dealtRuns, int runsBeforeNoDiscard) {
            return this == SKIP_NEXT_DISCARDS && !dealer && dealtRuns >= runsBeforeNoDiscard;
        }
    }

    /**
     * 臭牌 (000:44): a card a seat could chi or pong and passed. A stale card is never chi'd by that seat again
     * (000:44); whether it may be pong'd or won on are the rules `pong passed card` and `win on passed card`; drawn
     * onto the seat's pair it makes a stale wei 臭偎 (000:30, 000:46).
     */
    public enum StaleCards {
        /** 000:44: a passed chi or pong makes the card stale; losing it to another's pong does not (000:47). */
        PASSED_CHI_OR_PONG,
        /** Passing costs nothing: no card is ever stale. */
        NONE;

        public boolean marks() {
            return this == PASSED_CHI_OR_PONG;
        }
    }

    /** 臭胡 (000:81-82): a win a seat could make and passed. */
    public enum StaleWin {
        /** 000:81: barred on that card while the seat's 当前得息数 (its table melds' huxi, 000:82) is unchanged. */
        UNTIL_HUXI_CHANGES,
        /** 過胡可胡: a passed win may be taken on the next such card. */
        NONE;

        public boolean marks() {
            return this == UNTIL_HUXI_CHANGES;
        }

        /**
         * Whether a win on a card is barred.
         *
         * @param passedAt  the table huxi when the seat passed a win on this card, -1 when it never did
         * @param tableHuxi the seat's table huxi now
         */
        public boolean bars(int passedAt, int tableHuxi) {
            return this == UNTIL_HUXI_CHANGES && passedAt >= 0 && passedAt == tableHuxi;
        }
    }

    /**
     * The wall's last card, shown to all where the variant shows it instead of a reveal card (Luzhou with four at the
     * table, 002:13: 且不能胡最后一张，如遇红字则更换，红字更换到最上方).
     *
     * @param mayWinOn      a seat may win on it when it is drawn
     * @param redMovesToTop a red one is moved to the top of the wall, until the last card is black
     */
    public record ShownLastCard(boolean mayWinOn, boolean redMovesToTop) {
    }

    /** A move the variant may make mandatory. */
    public enum Move { WEI, TI, PAO, BI, PONG }

    /**
     * The moves a seat must make when it can. The engine always forces wei, ti, pao and 比 (不能忍偎，忍跑, 000:326;
     * a chi that cannot be 比'd is no chi, 000:49); pong is optional (忍碰, 000:28) unless the variant forces it.
     */
    public record Mandatory(Set<Move> moves) {
        public Mandatory {
            moves = Set.copyOf(moves);
        }

        /** 必碰: a seat that can pong may not pass nor chi instead (a win or a pao, which outrank it, stay open). */
        public boolean pong() {
            return moves.contains(Move.PONG);
        }
    }

    /**
     * Whether a seat that can win must take the win. Hunan lets it pass (由玩家选择是否要胡 000:74; 能胡而没胡 000:81);
     * Chenzhou's server offers 有胡必胡 and 放炮必胡 (taohyson/SERVER-1,
     * game-common/src/main/java/com/cai/common/constant/game/Constants_New_ChenZhou.java:19-20).
     */
    public enum MustWin {
        /** A win is a choice. */
        NO,
        /** 有胡必胡: every win the seat can make is its one option. */
        ANY_WIN,
        /** 放炮必胡: a win on a discard is its one option; a win on a drawn card stays a choice. */
        WIN_ON_A_DISCARD;

        /** Whether a win the seat can make on this card is forced. */
        public boolean forces(boolean onDiscard) {
            return this == ANY_WIN || this == WIN_ON_A_DISCARD && onDiscard;
        }
    }

    /**
     * 醒: after a win a card is named whose copies among the winner's cards count, as the quantity `xing`, toward the
     * win (the formulas say how: 全州字牌 adds a 囤 each). The seeds have none; the readings are those of a public
     * 全州字牌 room's rule text (stored index file 36280387443: 翻醒 and 跟醒, 结算规则 items 2-3).
     */
    public enum Xing {
        /** No 醒 (the seeds). */
        NONE,
        /**
         * 翻醒: the wall's next card is turned and the 醒 is the card one point above it, of its size (a turned 小六
         * makes 小七); after a win on the wall's last card (海底) the turned card is that last card. Reading where the
         * source is silent: above 十 comes 一 of the same size, and a turned joker names no 醒.
         */
        NEXT_POINT_OF_TURNED_CARD,
        /** 跟醒: the 醒 is the card won on (a 胡 的小六 makes 小六); a win on no card (a dealt 天胡) has none. */
        WIN_CARD;

        /** Whether the wall's next card is turned over for it (a trace event shows it). */
        public boolean turnsWallCard() {
            return this == NEXT_POINT_OF_TURNED_CARD;
        }

        /**
         * The 醒 card, or -1 for none.
         *
         * @param winCard the card won on, -1 for none
         * @param turned  the wall card turned (the next, or the last when the wall is empty), -1 when the wall had none
         */
        public int card(int winCard, int turned) {
            return switch (this) {
                case NONE -> -1;
                case WIN_CARD -> winCard >= 0 && winCard < Cards.KINDS ? winCard : -1;
                case NEXT_POINT_OF_TURNED_CARD -> turned >= 0 && turned < Cards.KINDS
                        ? Cards.of(Cards.size(turned), Cards.point(turned) % 10 + 1) : -1;
            };
        }
    }

    /**
     * How many seats win when several can win on one card. The seeds have one, the first in `winners order`
     * (000:71, 003:39); public servers name 一炮多响 / 一炮双响 / 通炮 as a room option (taohyson/SERVER-1
     * game-common/src/main/java/com/cai/common/constant/GameConstants.java:2322, :2103, :3581) without its rule.
     */
    public enum Winners {
        /** 000:71: one seat wins, the first in `winners order` among those that choose to win. */
        ONE,
        /**
         * 一炮多响: on a discard every seat that can win and chooses to win wins; a drawn or revealed card still has
         * one winner (reading where the sources are silent: they name the option for 放炮 only).
         */
        SEVERAL_ON_A_DISCARD;

        /** Whether a win on this card leaves the other seats that can win on it still to be asked. */
        public boolean several(boolean onDiscard) {
            return this == SEVERAL_ON_A_DISCARD && onDiscard;
        }
    }

    /**
     * What a joker 王 may stand for in a holding. 000:133 says 可以代替任何牌: any card, a fifth copy of a card
     * included. Issue 9 names the other reading, no fifth copy; no public implementation found takes it (the joker
     * rooms searched name 王霸可以代替任何牌 only: isoundy000/HuyooPaoHuZi src/app/static/Games.lua:7-11).
     */
    public enum JokerStandsFor {
        /** 000:133: any card, even one of which the seat already holds every copy. */
        ANY_CARD,
        /**
         * A joker never makes a fifth copy: the seat's real copies of a card (hand and table) and the jokers read as
         * that card are at most the deck's copies. Reading where the issue is silent: two jokers beside a kan make
         * one fourth copy and no fifth, so only one of them may be that card.
         */
        ANY_CARD_BUT_A_FIFTH_COPY;

        /** A bound no holding reaches: more jokers than a deck has (at most 4). */
        public static final int UNBOUNDED = 7;

        /**
         * How many jokers may stand for a card of which the seat holds {@code held} real copies, hand and table.
         *
         * @param copies the deck's copies of each card
         */
        public int room(int copies, int held) {
            return this == ANY_CARD ? UNBOUNDED : Math.max(0, Math.min(UNBOUNDED, copies - held));
        }

        /** Whether the seat's own cards bound what a joker may stand for. */
        public boolean bounded() {
            return this != ANY_CARD;
        }
    }
}
