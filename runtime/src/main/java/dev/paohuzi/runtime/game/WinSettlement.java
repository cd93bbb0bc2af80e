package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.game.HandResult.Outcome;
import dev.paohuzi.runtime.game.HandResult.TianhuKind;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.rules.CardOrigin;
import dev.paohuzi.runtime.rules.DealerRotation;
import dev.paohuzi.runtime.rules.Play;
import dev.paohuzi.runtime.scoring.Seat;
import dev.paohuzi.runtime.scoring.WinContext;

import java.util.ArrayList;
import java.util.List;

/**
 * The end of a hand: a win read the way that pays the winner most (its readings, 000:133's joker readings, a 单王吊 /
 * 双王吊), with the facts the scoring reads (自摸, 天胡, 海底, the dealer's first discard, 听胡, 醒); whether a found
 * win may be offered at all (never one the scoring refuses); the winners of a claimed card (一炮多响); a dead hand
 * (荒庄, 000:18); and the 醒, settle and end events.
 */
final class WinSettlement {
    private WinSettlement() {
    }

    /**
     * The seats that won the card (one, or under 一炮多响 every seat that chose to win on the discard, in asking order,
     * which is `winners order` from the discarder), each settled on its own holding as a single win would be; the
     * first deals next where the winner does.
     */
    static void winOnClaim(HandState hand, ClaimRound done) {
        List<Event.Answer> winners = done.winners();
        if (winners.size() == 1) {
            Settled won = claimedWin(hand, done, winners.get(0).seat());
            end(hand, won.result(), won.settlement());
            return;
        }
        List<HandResult.Win> wins = new ArrayList<>(winners.size());
        for (Event.Answer winner : winners) {
            wins.add(claimedWin(hand, done, winner.seat()).result().first());
        }
        HandResult all = HandResult.won(wins, jokers(hand), hand.dealer, wins.get(0).winner());
        end(hand, all, hand.settler.settle(all, hand.deadHandsBefore, hand.stakes));
    }

    /** A seat's win on the claimed card, on the reading that pays it most. */
    private static Settled claimedWin(HandState hand, ClaimRound done, int seat) {
        SeatState state = hand.seats[seat];
        HuFinder.Found found;
        TianhuKind tianhu = TianhuKind.NONE;
        if (done.source() == ClaimRound.Source.REVEAL) {
            boolean dealer = seat == hand.dealer;
            tianhu = dealer && hand.revealCard < 0 ? TianhuKind.SEVEN_GROUPS : TianhuKind.REVEAL;
            found = dealer ? hand.huFinder.held(state) : hand.huFinder.onCard(state, done.card(), CardOrigin.REVEAL);
        } else {
            found = hand.huFinder.onCard(state, done.card(), done.origin(seat));
        }
        return bestWin(hand, seat, done.card(), done.from(), done.source() == ClaimRound.Source.DISCARD, tianhu,
                hand.huFinder.readings(found));
    }

    /**
     * Settles a win on the reading that pays the winner most, the earlier on a tie: the readings of its groups (more
     * than one only where jokers may stand for different cards, 000:133), then a 单王吊 / 双王吊 reading.
     */
    static void finishWin(HandState hand, int seat, int card, int from, boolean fromDiscard, TianhuKind tianhu,
                          List<List<Meld>> readings) {
        Settled best = bestWin(hand, seat, card, from, fromDiscard, tianhu, readings);
        end(hand, best.result(), best.settlement());
    }

    /**
     * Whether a found win may be offered: the variant's win rule decides it on huxi alone when it reads nothing
     * else; otherwise on the win as it would be settled here (its patterns, its context), so the engine never
     * offers a win the scoring refuses.
     */
    static boolean offersWin(HandState hand, int seat, HuFinder.Found found, int card, int from, boolean fromDiscard,
                             TianhuKind tianhu) {
        return found != null && (hand.rules.win().readsOnlyHuxi() || bestWin(hand, seat, card, from, fromDiscard,
                tianhu, hand.huFinder.readings(found)).settlement().kind() != HandSettlement.Kind.REFUSED);
    }

    /** The reading of a win that pays the winner most, settled but not ended. */
    private static Settled bestWin(HandState hand, int seat, int card, int from, boolean fromDiscard,
                                   TianhuKind tianhu, List<List<Meld>> readings) {
        // 000:69: a 天胡 counts as a self-draw where the variant says so, whoever's card it was won on
        boolean selfDraw = tianhu != TianhuKind.NONE ? hand.rules.tianhu().selfDraw() : from == seat && !fromDiscard;
        boolean lastCard = tianhu == TianhuKind.NONE && !fromDiscard && hand.wall.isEmpty() && card != -1;
        boolean dealersFirst = fromDiscard && from == hand.dealer && hand.dealerDiscards == 1;
        Settled best = null;
        for (List<Meld> groups : readings) {
            best = Settled.better(best, settled(hand, seat, card, from, fromDiscard, selfDraw, tianhu, lastCard,
                    dealersFirst, 0, groups));
        }
        // 单王吊 / 双王吊 wait on a drawn card (a 天胡's cards were dealt; a wei'd card, 偎胡, lies in its wei)
        int waiting = hand.seats[seat].hand[Cards.JOKER] - (card == Cards.JOKER ? 1 : 0);
        boolean weid = card != Cards.JOKER && hand.seats[seat].weiIndex(card) >= 0;
        List<Meld> waitGroups = waiting > 0 && selfDraw && tianhu == TianhuKind.NONE && !weid
                ? hand.huFinder.jokerWait(hand.seats[seat], card, waiting) : null;
        if (waitGroups != null) {
            best = Settled.better(best, settled(hand, seat, card, from, false, true, tianhu, lastCard, false, waiting,
                    waitGroups));
        }
        return best;
    }

    /** A win's result and what it pays. */
    private record Settled(HandResult result, HandSettlement settlement) {
        /** The one that pays the winner more; the earlier, {@code best}, on a tie. */
        static Settled better(Settled best, Settled other) {
            int seat = other.result().first().winner();     // a reading of one seat's win
            return best == null || other.settlement().points().get(seat) > best.settlement().points().get(seat)
                    ? other : best;
        }
    }

    private static Settled settled(HandState hand, int seat, int card, int from, boolean fromDiscard,
                                   boolean selfDraw, TianhuKind tianhu, boolean lastCard, boolean dealersFirst,
                                   int jokerWait, List<Meld> groups) {
        HandResult result = win(hand, seat, card, from, fromDiscard, selfDraw, tianhu, lastCard, dealersFirst,
                jokerWait, groups);
        return new Settled(result, hand.settler.settle(result, hand.deadHandsBefore, hand.stakes));
    }

    private static HandResult win(HandState hand, int seat, int card, int from, boolean fromDiscard,
                                  boolean selfDraw, TianhuKind tianhu, boolean lastCard, boolean dealersFirst,
                                  int jokerWait, List<Meld> groups) {
        int huxi = 0;
        for (Meld group : groups) {
            huxi += group.huxi(hand.rules.huxi());
        }
        // the seat's table, and a pong or pao the winning card made, which HuFinder puts after it
        SeatState state = hand.seats[seat];
        int table = state.table.size();
        if (table < groups.size() && (groups.get(table).kind() == GroupKind.PONG
                || groups.get(table).kind() == GroupKind.PAO)) {
            table++;
        }
        // 地胡 as the variant's `dihu when:` reads the win; a win it calls 地胡 is not also its 天胡
        boolean firstDraw = selfDraw && tianhu == TianhuKind.NONE && from == seat && state.draws == 1;
        boolean dihu = hand.rules.scoring().dihu().applies(seat, hand.dealer, hand.players,
                tianhu == TianhuKind.REVEAL, dealersFirst, firstDraw, state.discards == 1);
        WinContext.Builder how = WinContext.builder().card(card).selfDraw(selfDraw).onDiscard(fromDiscard)
                .lastCard(lastCard).tianhu(!dihu && tianhu != TianhuKind.NONE).dihu(dihu).noIntake(state.intakes == 0)
                .jokerWait(jokerWait).xingCard(hand.rules.play().xing().card(card, hand.wall.turned()));
        if (fromDiscard && from != seat) {   // the discarder, seen from the winner, as the payments name seats
            how.discarder(Seat.losers(hand.players).get((from - seat + hand.players) % hand.players - 1));
        }
        return HandResult.won(List.of(new HandResult.Win(seat, from, how.build(), tianhu, dealersFirst, huxi, groups,
                Math.min(table, groups.size()))), jokers(hand), hand.dealer, seat);
    }

    /** The wall is empty and nobody won: a dead hand (荒庄), the dealer kept or moved by the variant's rotation. */
    static void finishDead(HandState hand) {
        DealerRotation rotation = hand.rules.dealer();
        int inARow = hand.deadHandsBefore + 1;
        int nextDealer = rotation.movesAfter(inARow) ? hand.ring.next(hand.dealer) : hand.dealer;
        HandResult dead = HandResult.dead(jokers(hand), hand.dealer, nextDealer, inARow);
        end(hand, dead, hand.settler.settle(dead, hand.deadHandsBefore, hand.stakes));
    }

    private static void end(HandState hand, HandResult result, HandSettlement paid) {
        Play.Xing xing = hand.rules.play().xing();
        if (result.outcome() == Outcome.WIN && xing != Play.Xing.NONE) {
            // every winner of one discard names the same 醒 card: the first's
            hand.emit(new Event.Xing(xing.turnsWallCard() ? hand.wall.turned() : -1,
                    result.first().how().xingCard()));
        }
        boolean[] xianggong = new boolean[hand.players];
        for (int seat = 0; seat < hand.players; seat++) {
            xianggong[seat] = hand.seats[seat].xianggong;
        }
        hand.emit(new Event.Settle(hand.settler.xianggongPays(paid, xianggong)));
        hand.emit(new Event.End(result));
    }

    /** The jokers each seat holds at the end. */
    private static List<Integer> jokers(HandState hand) {
        List<Integer> held = new ArrayList<>(hand.players);
        for (SeatState seat : hand.seats) {
            held.add(seat.hand[Cards.JOKER]);
        }
        return held;
    }
}
