package dev.paohuzi.runtime.rules;

import java.util.List;
import java.util.Set;

/**
 * Who may take which card, and who wins when several want it (000:43-48, 000:67, 000:71, 003:29, 003:39-43).
 *
 * @param chiFrom              origins a seat may chi from (000:43: previous player's discard or draw, own draw)
 * @param pongFrom             origins a seat may pong from
 * @param paoOntoKanFrom       origins that make a held kan into a pao (000:36: another seat's discard or draw)
 * @param paoOntoWeiFrom       origins that make a wei on the table into a pao (000:38: another seat's discard or draw)
 * @param paoOntoPongFrom      origins that make a pong into a pao (000:37: draws only)
 * @param winOn                origins a seat may win on (000:67: shown wall cards; Luzhou: discards too)
 * @param winOnPassedCard      a win on a card the seat passed (过张) is allowed (000:67 yes, 003:43 no)
 * @param winOnOwnThirdCopy    偎胡: a seat may win on its own draw of its pair's third copy, the wei laid (000:29,
 *                             000:67: no; the public 攸县 engine: yes)
 * @param pongPassedCard       a pong of a card the seat passed is allowed (003:43 no)
 * @param passedPongBarsWin    a seat that passed a pong it could make may not win that hand (Luzhou 有碰不碰, 000:64)
 * @param priority             tiers, highest first; actions in one tier are equal (003:41: ti/wei > hu > pao/pong
 *                             > chi)
 * @param winnerOrder          several winners on one card: who wins (000:71, 003:39: drawer, next, previous)
 * @param tianhuOrder          several 天胡: who wins (000:76-77: dealer, next, previous)
 * @param runsBeforeNoDiscard  八块: from this pao/ti on (deal ti counted, 003:17), no discard follows (000:56: 2)
 * @param jokerHolderSelfDrawOnly a seat holding a joker may win only by self-draw (Yongzhou, 000:133)
 * @param xianggong            相公: a seat left with no card to discard where it would discard, or when its own drawn
 *                             card passes, may not win for the rest of the hand (郴州: billee1011/repository
 *                             Table_ChenZhou.java:195-197); else its turn only passes (the seeds are silent)
 */
public record Claims(Set<CardOrigin> chiFrom, Set<CardOrigin> pongFrom, Set<CardOrigin> paoOntoKanFrom,
                     Set<CardOrigin> paoOntoWeiFrom, Set<CardOrigin> paoOntoPongFrom,
                     Set<CardOrigin> winOn, boolean winOnPassedCard, boolean winOnOwnThirdCopy,
                     boolean pongPassedCard, boolean passedPongBarsWin,
                     List<Set<ActionKind>> priority, List<SeatOrder> winnerOrder, List<SeatOrder> tianhuOrder,
                     int runsBeforeNoDiscard, boolean jokerHolderSelfDrawOnly, boolean xianggong) {
    public Claims {
        chiFrom = Set.copyOf(chiFrom);
        pongFrom = Set.copyOf(pongFrom);
        paoOntoKanFrom = Set.copyOf(paoOntoKanFrom);
        paoOntoWeiFrom = Set.copyOf(paoOntoWeiFrom);
        paoOntoPongFrom = Set.copyOf(paoOntoPongFrom);
        winOn = Set.copyOf(winOn);
        priority = priority.stream().map(Set::copyOf).toList();
        winnerOrder = List.copyOf(winnerOrder);
        tianhuOrder = List.copyOf(tianhuOrder);
    }

    /**
     * Whether a seat holding {@code jokers} jokers may win on a card from {@code origin} at all: the origins of `win
     * on` (000:67), and only its own draw for a joker holder where the variant says so (000:133).
     */
    public boolean mayWinOn(CardOrigin origin, int jokers) {
        return winOn.contains(origin) && !(jokerHolderSelfDrawOnly && jokers > 0 && origin != CardOrigin.OWN_DRAW);
    }

    /** Rank of an action: 0 is the highest tier. */
    public int rank(ActionKind action) {
        for (int tier = 0; tier < priority.size(); tier++) {
            if (priority.get(tier).contains(action)) {
                return tier;
            }
        }
        return priority.size();
    }

    /** Claims built rule by rule (the compiler's lowering). */
    public static Builder builder() {
        return new Builder();
    }

    /** A builder holding these claims, to change some of them. */
    public Builder toBuilder() {
        return new Builder(this);
    }

    /** Sets the parts by name: a new part is a field, a method and a line here, not an argument at every call. */
    public static final class Builder {
        private Set<CardOrigin> chiFrom;
        private Set<CardOrigin> pongFrom;
        private Set<CardOrigin> paoOntoKanFrom;
        private Set<CardOrigin> paoOntoWeiFrom;
        private Set<CardOrigin> paoOntoPongFrom;
        private Set<CardOrigin> winOn;
        private boolean winOnPassedCard;
        private boolean winOnOwnThirdCopy;
        private boolean pongPassedCard;
        private boolean passedPongBarsWin;
        private List<Set<ActionKind>> priority;
        private List<SeatOrder> winnerOrder;
        private List<SeatOrder> tianhuOrder;
        private int runsBeforeNoDiscard;
        private boolean jokerHolderSelfDrawOnly;
        private boolean xianggong;

        private Builder() {
        }

        private Builder(Claims claims) {
            chiFrom = claims.chiFrom;
            pongFrom = claims.pongFrom;
            paoOntoKanFrom = claims.paoOntoKanFrom;
            paoOntoWeiFrom = claims.paoOntoWeiFrom;
            paoOntoPongFrom = claims.paoOntoPongFrom;
            winOn = claims.winOn;
            winOnPassedCard = claims.winOnPassedCard;
            winOnOwnThirdCopy = claims.winOnOwnThirdCopy;
            pongPassedCard = claims.pongPassedCard;
            passedPongBarsWin = claims.passedPongBarsWin;
            priority = claims.priority;
            winnerOrder = claims.winnerOrder;
            tianhuOrder = claims.tianhuOrder;
            runsBeforeNoDiscard = claims.runsBeforeNoDiscard;
            jokerHolderSelfDrawOnly = claims.jokerHolderSelfDrawOnly;
            xianggong = claims.xianggong;
        }

        public Builder chiFrom(Set<CardOrigin> chiFrom) {
            this.chiFrom = chiFrom;
            return this;
        }

        public Builder pongFrom(Set<CardOrigin> pongFrom) {
            this.pongFrom = pongFrom;
            return this;
        }

        public Builder paoOntoKanFrom(Set<CardOrigin> paoOntoKanFrom) {
            this.paoOntoKanFrom = paoOntoKanFrom;
            return this;
        }

        public Builder paoOntoWeiFrom(Set<CardOrigin> paoOntoWeiFrom) {
            this.paoOntoWeiFrom = paoOntoWeiFrom;
            return this;
        }

        public Builder paoOntoPongFrom(Set<CardOrigin> paoOntoPongFrom) {
            this.paoOntoPongFrom = paoOntoPongFrom;
            return this;
        }

        public Builder winOn(Set<CardOrigin> winOn) {
            this.winOn = winOn;
            return this;
        }

        public Builder winOnOwnThirdCopy(boolean winOnOwnThirdCopy) {
            this.winOnOwnThirdCopy = winOnOwnThirdCopy;
            return this;
        }

        public Builder winOnPassedCard(boolean winOnPassedCard) {
            this.winOnPassedCard = winOnPassedCard;
            return this;
        }

        public Builder pongPassedCard(boolean pongPassedCard) {
            this.pongPassedCard = pongPassedCard;
            return this;
        }

        public Builder passedPongBarsWin(boolean passedPongBarsWin) {
            this.passedPongBarsWin = passedPongBarsWin;
            return this;
        }

        public Builder priority(List<Set<ActionKind>> priority) {
            this.priority = priority;
            return this;
        }

        public Builder winnerOrder(List<SeatOrder> winnerOrder) {
            this.winnerOrder = winnerOrder;
            return this;
        }

        public Builder tianhuOrder(List<SeatOrder> tianhuOrder) {
            this.tianhuOrder = tianhuOrder;
            return this;
        }

        public Builder runsBeforeNoDiscard(int runsBeforeNoDiscard) {
            this.runsBeforeNoDiscard = runsBeforeNoDiscard;
            return this;
        }

        public Builder jokerHolderSelfDrawOnly(boolean jokerHolderSelfDrawOnly) {
            this.jokerHolderSelfDrawOnly = jokerHolderSelfDrawOnly;
            return this;
        }

        public Builder xianggong(boolean xianggong) {
            this.xianggong = xianggong;
            return this;
        }

        public Claims build() {
            return new Claims(chiFrom, pongFrom, paoOntoKanFrom, paoOntoWeiFrom, paoOntoPongFrom, winOn,
                    winOnPassedCard, winOnOwnThirdCopy, pongPassedCard, passedPongBarsWin, priority, winnerOrder,
                    tianhuOrder, runsBeforeNoDiscard, jokerHolderSelfDrawOnly, xianggong);
        }
    }
}
