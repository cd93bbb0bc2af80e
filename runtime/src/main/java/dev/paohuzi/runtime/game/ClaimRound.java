package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.game.trace.Event;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.rules.CardOrigin;
import dev.paohuzi.runtime.rules.Claims;
import dev.paohuzi.runtime.rules.Tianhu;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Who may take an offered card, and who gets it (003:41, 004:28: ti/wei > hu > pao/pong > chi; 000:71, 003:39: the
 * drawer, then next, then previous). Seats are asked one at a time, best claim first; a round ends as soon as no
 * seat still to be asked could beat the best answer, so a seat whose chi a pong pre-empted was never asked and
 * does not make the card stale (000:47, 000:320: chi only when nobody pongs).
 */
final class ClaimRound {
    enum Source { DRAW, DISCARD, REVEAL }

    /** The pong and the pao of each card, made once: actions and melds are immutable. */
    private static final Action[] PONGS = new Action[Cards.KINDS];
    private static final Action[] PAOS = new Action[Cards.KINDS];

    static {
        for (int card = 0; card < Cards.KINDS; card++) {
            PONGS[card] = new Action(ActionType.PONG, card, List.of(Meld.same(GroupKind.PONG, card)));
            PAOS[card] = new Action(ActionType.PAO, card, List.of(Meld.same(GroupKind.PAO, card)));
        }
    }

    private final HandState game;
    private final Claims claims;
    private final int card;
    private final int from;
    private final Source source;
    /** Each seat's options, by seat; null for a seat with none. */
    private final List<?>[] options;
    /** By seat, its place in the variant's order for this round (ties between equal claims go to the earlier). */
    private final int[] position;
    /** By seat with options, the rank of its best claim. */
    private final int[] topRank;
    private final int[] askOrder;
    private int asked;
    private Event.Answer best;
    private int bestRank;
    private final List<Event.Answer> answers = new ArrayList<>(2);

    private ClaimRound(HandState game, int card, int from, Source source, int[] order) {
        this(game, card, from, source, order, positions(order));
    }

    /** @param position by seat, its index in {@code order}: shared, never written */
    private ClaimRound(HandState game, int card, int from, Source source, int[] order, int[] position) {
        this.game = game;
        this.claims = game.rules().claims();
        this.card = card;
        this.from = from;
        this.source = source;
        int players = game.players();
        this.options = new List<?>[players];
        this.position = position;
        this.topRank = new int[players];
        this.askOrder = order;
    }

    /** By seat, its index in the order. */
    static int[] positions(int[] order) {
        int[] position = new int[order.length];
        for (int i = 0; i < order.length; i++) {
            position[order[i]] = i;
        }
        return position;
    }

    /** The round as it stands, for a copy of its game ({@link Game#copy}); options and order are immutable by now. */
    private ClaimRound(ClaimRound from, HandState game) {
        this.game = game;
        this.claims = from.claims;
        this.card = from.card;
        this.from = from.from;
        this.source = from.source;
        this.options = from.options;
        this.position = from.position;
        this.topRank = from.topRank;
        this.askOrder = from.askOrder;
        this.asked = from.asked;
        this.best = from.best;
        this.bestRank = from.bestRank;
        this.answers.addAll(from.answers);
    }

    ClaimRound copyFor(HandState game) {
        return new ClaimRound(this, game);
    }

    /** 天胡 on the reveal card by choice (000:74), or Luzhou's seven groups before the first discard (000:68). */
    static ClaimRound atStart(HandState game) {
        int dealer = game.dealer();
        int reveal = game.revealCard();
        Tianhu tianhu = game.rules().tianhu();
        ClaimRound round = new ClaimRound(game, reveal, dealer, Source.REVEAL,
                game.ring.order(game.rules().claims().tianhuOrder(), dealer));
        for (int seat = 0; seat < game.players(); seat++) {
            SeatState state = game.seat(seat);
            boolean wins;
            if (seat == dealer) {
                wins = (reveal >= 0 && tianhu.onRevealCard() || tianhu.sevenGroupsBeforeFirstDiscard())
                        && WinSettlement.offersWin(game, seat, game.huFinder().held(state), reveal, dealer, false,
                        reveal < 0 ? HandResult.TianhuKind.SEVEN_GROUPS : HandResult.TianhuKind.REVEAL);
            } else {
                // A joker is never given away (000:133): only the dealer holding it can win with a joker reveal card.
                // The reveal card is the dealer's, not the seat's own draw: a joker holder bound to self-draw may
                // not win on it (000:133; 天胡为自摸, 000:69, is how the win scores, not where the card came from).
                boolean selfDrawOnly = round.claims.jokerHolderSelfDrawOnly() && state.hand[Cards.JOKER] > 0;
                wins = reveal >= 0 && reveal != Cards.JOKER && tianhu.onRevealCard() && !selfDrawOnly
                        && WinSettlement.offersWin(game, seat, game.huFinder().onCard(state, reveal, CardOrigin.REVEAL),
                        reveal,
                        dealer, false, HandResult.TianhuKind.REVEAL);
            }
            if (wins) {
                round.setOptions(seat, game.rules().play().mustWin().forces(false)
                        ? List.of(Action.of(ActionType.HU, reveal))
                        : List.of(Action.of(ActionType.HU, reveal), Action.pass(reveal)));
            }
        }
        round.sortAskOrder();
        return round;
    }

    static ClaimRound forCard(HandState game, int card, int from, Source source) {
        ClaimRound round = new ClaimRound(game, card, from, source, game.ring.winnerOrder(from),
                game.ring.winnerPositions(from));
        for (int seat = 0; seat < game.players(); seat++) {
            round.setOptions(seat, round.optionsFor(seat));
        }
        round.sortAskOrder();
        return round;
    }

    private List<Action> optionsFor(int seat) {
        CardOrigin origin = origin(seat);
        if (origin == null) {
            return List.of();
        }
        SeatState state = game.seat(seat);
        Origins origins = game.origins();
        boolean hu = origins.win(origin) && mayWin(state, origin)
                && WinSettlement.offersWin(game, seat, game.huFinder().onCard(state, card, origin), card, from,
                source == Source.DISCARD, HandResult.TianhuKind.NONE);
        if (hu && game.rules().play().mustWin().forces(source == Source.DISCARD)) {
            return List.of(Action.of(ActionType.HU, card));   // 有胡必胡 / 放炮必胡: the win is the one option
        }
        // 000:36-38: pao onto a kan, a wei or a pong from the origins the variant names; mandatory (000:326).
        if (pao(state, origin)) {
            return hu ? List.of(Action.of(ActionType.HU, card), paoAction())
                    : List.of(paoAction());
        }
        // 000:45: never a chi or pong of a card one discarded; 000:44: nor of a stale card.
        boolean barred = state.discardedBefore(card);
        boolean pong = seat != from && state.hand[card] == 2 && origins.pong(origin) && !barred
                && (claims.pongPassedCard() || !state.isStale(card));
        List<Action> list = null;
        if (hu || pong) {
            list = new ArrayList<>(6);
            if (hu) {
                list.add(Action.of(ActionType.HU, card));
            }
            if (pong) {
                list.add(PONGS[card]);
                if (game.rules().play().mandatory().pong()) {
                    return list;   // 必碰: no chi and no pass beside the pong
                }
            }
        }
        if (origins.chi(origin) && !barred && !state.isStale(card)) {
            list = ChiOptions.addTo(list, state.hand, card, game.rules().structure());
        }
        if (list == null || list.isEmpty()) {
            return List.of();   // a chi whose 比 cannot be completed leaves the list made for it empty
        }
        list.add(Action.pass(card));
        return list;
    }

    private boolean pao(SeatState state, CardOrigin origin) {
        if (state.hand[card] == 3) {
            return origins().paoOntoKan(origin);
        }
        int base = state.runBaseIndex(card);
        if (base < 0) {
            return false;
        }
        GroupKind onTable = state.table.get(base).kind();
        return onTable == GroupKind.PONG ? origins().paoOntoPong(origin) : origins().paoOntoWei(origin);
    }

    private Origins origins() {
        return game.origins();
    }

    private Action paoAction() {
        return PAOS[card];
    }

    private boolean mayWin(SeatState state, CardOrigin origin) {
        if (state.winBarred(claims)) {
            return false;   // 000:64: 有碰不碰 (Luzhou)
        }
        if (state.isStale(card) && !claims.winOnPassedCard()) {
            return false;   // 003:43: no win on a passed card
        }
        if (state.staleWinAt[card] >= 0 && game.rules().play().staleWin().bars(state.staleWinAt[card],
                state.tableHuxi(game.rules().huxi()))) {
            return false;   // 000:81: 臭胡 until the table huxi changes
        }
        if (claims.jokerHolderSelfDrawOnly() && state.hand[Cards.JOKER] > 0 && origin != CardOrigin.OWN_DRAW) {
            return false;   // 000:133: a joker holder wins only by self-draw
        }
        return !WallDraw.barsWinOnShownLastCard(game, source);
    }

    /** Where the card comes from, seen from the seat; null when the seat may not take it (its own discard). */
    CardOrigin origin(int seat) {
        if (source == Source.REVEAL) {
            return CardOrigin.REVEAL;
        }
        if (seat == from) {
            return source == Source.DRAW ? CardOrigin.OWN_DRAW : null;
        }
        // With two seats the other one is both next and previous; it is treated as the previous player.
        boolean fromPrevious = game.ring.previous(seat) == from;
        if (source == Source.DRAW) {
            return fromPrevious ? CardOrigin.PREVIOUS_DRAW : CardOrigin.NEXT_DRAW;
        }
        return fromPrevious ? CardOrigin.PREVIOUS_DISCARD : CardOrigin.NEXT_DISCARD;
    }

    private void setOptions(int seat, List<Action> list) {
        if (list.isEmpty()) {
            return;   // no options and no rank: most seats have nothing to claim
        }
        options[seat] = list instanceof ArrayList ? Collections.unmodifiableList(list) : list;
        int rank = Integer.MAX_VALUE;
        for (int i = 0; i < list.size(); i++) {   // indexed: no iterator per seat and round
            Action action = list.get(i);
            if (action.type() != ActionType.PASS) {
                rank = Math.min(rank, origins().rank(action.type()));
            }
        }
        topRank[seat] = rank;
    }

    /** Seats with options, best claim first, ties in the variant's seat order. */
    private void sortAskOrder() {
        int n = 0;
        for (int i = 0; i < askOrder.length; i++) {   // in place: a kept seat never moves later than it was
            int seat = askOrder[i];
            if (options[seat] != null) {
                askOrder[n++] = seat;
            }
        }
        for (int i = 1; i < n; i++) {
            int seat = askOrder[i];
            int j = i - 1;
            while (j >= 0 && beats(topRank[seat], seat, topRank[askOrder[j]], askOrder[j])) {
                askOrder[j + 1] = askOrder[j];
                j--;
            }
            askOrder[j + 1] = seat;
        }
        for (int i = n; i < askOrder.length; i++) {
            askOrder[i] = -1;
        }
    }

    private boolean beats(int rank, int seat, int otherRank, int otherSeat) {
        return rank < otherRank || rank == otherRank && position[seat] < position[otherSeat];
    }

    boolean isEmpty() {
        return askOrder.length == 0 || askOrder[0] < 0;
    }

    /** The next seat to ask, or -1 when the round is decided. */
    int pendingSeat() {
        if (asked >= askOrder.length || askOrder[asked] < 0) {
            return -1;
        }
        int seat = askOrder[asked];
        if (best != null && !beats(topRank[seat], seat, bestRank, best.seat())) {
            return severalWin() ? nextToWinToo() : -1;
        }
        return seat;
    }

    /** 一炮多响: a seat has won the discard, and the others that can win on it may win too. */
    private boolean severalWin() {
        return best.action().type() == ActionType.HU
                && game.rules().play().winners().several(source == Source.DISCARD);
    }

    /** The next seat still to ask that can win on the card, or -1. */
    private int nextToWinToo() {
        for (int i = asked; i < askOrder.length && askOrder[i] >= 0; i++) {
            if (Action.winAmong(options(askOrder[i])) != null) {
                return askOrder[i];
            }
        }
        return -1;
    }

    void answer(int seat, Action action) {
        Event.Answer answer = new Event.Answer(seat, action);
        answers.add(answer);
        while (askOrder[asked] != seat) {
            asked++;    // skipped under 一炮多响: a seat that cannot win the card once it is won
        }
        asked++;
        if (action.type() != ActionType.PASS) {
            int rank = origins().rank(action.type());
            if (best == null || beats(rank, seat, bestRank, best.seat())) {
                best = answer;
                bestRank = rank;
            }
        }
    }

    @SuppressWarnings("unchecked")
    List<Action> options(int seat) {
        return options[seat] == null ? List.of() : (List<Action>) options[seat];
    }

    Event.Answer best() {
        return best;
    }

    /** The seats that won the card, in asking order: the best answer, and under 一炮多响 every other win. */
    List<Event.Answer> winners() {
        if (!severalWin()) {
            return List.of(best);
        }
        List<Event.Answer> winners = new ArrayList<>(answers.size());
        for (Event.Answer answer : answers) {
            if (answer.action().type() == ActionType.HU) {
                winners.add(answer);
            }
        }
        return winners;
    }

    /** The answers in asking order; read once the round is decided, when no more come. */
    List<Event.Answer> answers() {
        return Collections.unmodifiableList(answers);
    }

    int card() {
        return card;
    }

    int from() {
        return from;
    }

    Source source() {
        return source;
    }
}
