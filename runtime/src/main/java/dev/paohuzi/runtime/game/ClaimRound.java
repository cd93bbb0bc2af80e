package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.card.Cards;
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
    /** The claims each of them is listed in, best first: a seat lists its options in this order. */
    private static final ActionType[] CLAIMS = {ActionType.HU, ActionType.PAO, ActionType.PONG, ActionType.CHI};

    /** By seat, what it may do with the card: a bit per {@link ActionType}, the pass among them; 0 for nothing. */
    private final int[] claimed;
    /** By seat, its options once it is asked ({@link #list} of its claims); null before, and for a seat with none. */
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
        this.claimed = new int[players];
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

    /** The round as it stands, for a copy of its game ({@link Game#copy}); claims and order are immutable by now. */
    private ClaimRound(ClaimRound from, HandState game) {
        this.game = game;
        this.claims = from.claims;
        this.card = from.card;
        this.from = from.from;
        this.source = from.source;
        this.claimed = from.claimed;
        this.options = from.options.clone();
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
                round.claim(seat, bit(ActionType.HU)
                        | (game.rules().play().mustWin().forces(false) ? 0 : bit(ActionType.PASS)));
            }
        }
        round.sortAskOrder();
        return round;
    }

    static ClaimRound forCard(HandState game, int card, int from, Source source) {
        ClaimRound round = new ClaimRound(game, card, from, source, game.ring.winnerOrder(from),
                game.ring.winnerPositions(from));
        for (int seat = 0; seat < game.players(); seat++) {
            round.weigh(seat);
        }
        round.sortAskOrder();
        return round;
    }

    /**
     * What the seat may do with the card, as {@link #claimed} bits (a pass among them where it may pass) and the rank
     * of its best claim; its options are listed from these only when it is asked ({@link #options}), so a seat that
     * a better claim pre-empts costs no list, and the list is what the checks below would have built at once.
     */
    private void weigh(int seat) {
        CardOrigin origin = origin(seat);
        if (origin == null) {
            return;
        }
        SeatState state = game.seat(seat);
        Origins origins = game.origins();
        boolean hu = origins.win(origin) && mayWin(state, origin)
                && WinSettlement.offersWin(game, seat, game.huFinder().onCard(state, card, origin), card, from,
                source == Source.DISCARD, HandResult.TianhuKind.NONE);
        int types = hu ? bit(ActionType.HU) : 0;
        if (hu && game.rules().play().mustWin().forces(source == Source.DISCARD)) {
            claim(seat, types);   // 有胡必胡 / 放炮必胡: the win is the one option
            return;
        }
        // 000:36-38: pao onto a kan, a wei or a pong from the origins the variant names; mandatory (000:326).
        if (pao(state, origin)) {
            claim(seat, types | bit(ActionType.PAO));
            return;
        }
        // 000:45: never a chi or pong of a card one discarded; 000:44: nor of a stale card.
        boolean barred = state.discardedBefore(card);
        if (seat != from && state.hand[card] == 2 && origins.pong(origin) && !barred
                && (claims.pongPassedCard() || !state.isStale(card))) {
            types |= bit(ActionType.PONG);
            if (game.rules().play().mandatory().pong()) {
                claim(seat, types);   // 必碰: no chi and no pass beside the pong
                return;
            }
        }
        // a chi whose 比 cannot be completed is not offered (000:49)
        if (origins.chi(origin) && !barred && !state.isStale(card)
                && ChiOptions.any(state.hand, state.packedConcealed(), card, game.rules().structure())) {
            types |= bit(ActionType.CHI);
        }
        claim(seat, types == 0 ? 0 : types | bit(ActionType.PASS));
    }

    private static int bit(ActionType type) {
        return 1 << type.ordinal();
    }

    /** Records the seat's claims and the rank of its best; none, no rank: most seats have nothing to claim. */
    private void claim(int seat, int types) {
        if (types == 0) {
            return;
        }
        claimed[seat] = types;
        int rank = Integer.MAX_VALUE;
        for (ActionType type : CLAIMS) {
            if ((types & bit(type)) != 0) {
                rank = Math.min(rank, origins().rank(type));
            }
        }
        topRank[seat] = rank;
    }

    /**
     * The seat's options from its {@link #claimed} bits, in {@link #CLAIMS} order, each chi with its 比, then the
     * pass.
     */
    private List<Action> list(int seat) {
        int types = claimed[seat];
        List<Action> list = new ArrayList<>(8);
        if ((types & bit(ActionType.HU)) != 0) {
            list.add(Action.of(ActionType.HU, card));
        }
        if ((types & bit(ActionType.PAO)) != 0) {
            list.add(PAOS[card]);
        }
        if ((types & bit(ActionType.PONG)) != 0) {
            list.add(PONGS[card]);
        }
        if ((types & bit(ActionType.CHI)) != 0) {
            SeatState state = game.seat(seat);
            ChiOptions.addTo(list, state.hand, state.packedConcealed(), card, game.rules().structure());
        }
        if ((types & bit(ActionType.PASS)) != 0) {
            list.add(Action.pass(card));
        }
        return Collections.unmodifiableList(list);
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

    /** Seats with options, best claim first, ties in the variant's seat order. */
    private void sortAskOrder() {
        int n = 0;
        for (int i = 0; i < askOrder.length; i++) {   // in place: a kept seat never moves later than it was
            int seat = askOrder[i];
            if (claimed[seat] != 0) {
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
            if ((claimed[askOrder[i]] & bit(ActionType.HU)) != 0) {
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

    /** The seat's options, listed when first asked for: the seats do not change while the card is offered. */
    @SuppressWarnings("unchecked")
    List<Action> options(int seat) {
        if (claimed[seat] == 0) {
            return List.of();
        }
        if (options[seat] == null) {
            options[seat] = list(seat);
        }
        return (List<Action>) options[seat];
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
