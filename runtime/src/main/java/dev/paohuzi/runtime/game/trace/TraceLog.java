package dev.paohuzi.runtime.game.trace;

import dev.paohuzi.runtime.game.Event;
import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.game.Action;
import dev.paohuzi.runtime.game.ActionType;
import dev.paohuzi.runtime.game.HandResult;
import dev.paohuzi.runtime.game.HandSettlement;
import dev.paohuzi.runtime.game.Meld;
import dev.paohuzi.runtime.scoring.WinContext;

import java.util.List;
import java.util.StringJoiner;

/**
 * A trace as a readable hand log, one line per step, cards in Chinese (一…十, 壹…拾, 王): for the {@code play} command
 * and for test failure messages. Offers are left out; the choices and claims show what was decided.
 */
public final class TraceLog {
    private TraceLog() {}

    public static String render(List<Event> events) {
        StringBuilder log = new StringBuilder();
        for (Event event : events) {
            String line = line(event);
            if (!line.isEmpty()) {
                log.append(line).append('\n');
            }
        }
        return log.toString();
    }

    private static String line(Event event) {
        if (event instanceof Event.Start e) {
            return e.variant() + ": " + e.players() + " seats, seat " + e.dealer() + " deals";
        } else if (event instanceof Event.Deal e) {
            return "seat " + e.seat() + " is dealt " + cards(e.cards());
        } else if (event instanceof Event.Reveal e) {
            return e.seat() < 0 ? "the wall's last card is shown: " + Cards.hanzi(e.card())
                    : "seat " + e.seat() + " reveals " + Cards.hanzi(e.card());
        } else if (event instanceof Event.Draw e) {
            return "seat " + e.seat() + " draws " + (e.shown() ? Cards.hanzi(e.card()) : "a card, not shown")
                    + " (" + e.wallLeft() + " left)";
        } else if (event instanceof Event.Choice e) {
            // a discard and a stake have their own line
            return e.action().type() == ActionType.DISCARD || e.action().type().stake() != null ? ""
                    : "  seat " + e.seat() + (e.forced() ? " must " : " chooses ") + action(e.action());
        } else if (event instanceof Event.Claim e) {
            return e.winner() < 0 ? "  nobody takes " + Cards.hanzi(e.card())
                    : "  seat " + e.winner() + " takes " + Cards.hanzi(e.card());
        } else if (event instanceof Event.Laid e) {
            return "seat " + e.seat() + " lays " + action(e.action()) + ", table huxi "
                    + (e.tableHuxi() == Event.Laid.HIDDEN_HUXI ? "?" : e.tableHuxi());
        } else if (event instanceof Event.Discard e) {
            return "seat " + e.seat() + " discards " + Cards.hanzi(e.card());
        } else if (event instanceof Event.Pile e) {
            return "  " + Cards.hanzi(e.card()) + " goes to seat " + e.seat() + "'s pile";
        } else if (event instanceof Event.Stale e) {
            return "  " + Cards.hanzi(e.card()) + " is stale (臭牌) for seat " + e.seat();
        } else if (event instanceof Event.StaleWin e) {
            return "  seat " + e.seat() + " may not win on " + Cards.hanzi(e.card()) + " until its huxi changes (臭胡)";
        } else if (event instanceof Event.Xing e) {
            return (e.turned() < 0 ? "" : Cards.hanzi(e.turned()) + " is turned: ") + "the 醒 is "
                    + (e.card() < 0 ? "none" : Cards.hanzi(e.card()));
        } else if (event instanceof Event.Stake e) {
            return "seat " + e.seat() + " takes " + e.kind().hanzi() + " " + e.stake();
        } else if (event instanceof Event.Settle e) {
            return settlement(e.settlement());
        } else if (event instanceof Event.End e) {
            return result(e.result());
        }
        return "";
    }

    private static String action(Action action) {
        StringJoiner text = new StringJoiner(" ");
        text.add(action.type().word());
        if (action.melds().isEmpty()) {
            if (action.card() >= 0 && action.type() != ActionType.PASS) {
                text.add(Cards.hanzi(action.card()));
            }
        } else {
            for (int i = 0; i < action.melds().size(); i++) {
                text.add((i == 0 ? "" : "比 ") + meld(action.melds().get(i)));
            }
        }
        return text.toString();
    }

    private static String settlement(HandSettlement s) {
        String counting = s.counting() != 0 ? ", counting seat " + s.counting() : "";
        return switch (s.kind()) {
            case DEAD -> "dead-hand payments: " + seats(s.points()) + counting;
            case REFUSED -> "no payment: " + s.reason();
            case WIN -> {
                StringJoiner wins = new StringJoiner("; ");
                for (HandSettlement.Paid paid : s.wins()) {
                    StringJoiner patterns = new StringJoiner(" ");
                    paid.patterns().forEach(p -> patterns.add(p.name() + " " + p.fan()));
                    wins.add((s.wins().size() > 1 ? "seat " + paid.winner() + " " : "") + "等 " + paid.grade()
                            + (paid.patterns().isEmpty() ? "" : ", " + patterns) + ", fan " + paid.fan() + ", 底 "
                            + paid.base() + (s.wins().size() > 1 ? " (" + seats(paid.points()) + ")" : ""));
                }
                yield "settlement: " + wins + " — " + seats(s.points()) + counting;
            }
        };
    }

    private static String seats(List<Integer> points) {
        StringJoiner seats = new StringJoiner(", ");
        for (int seat = 0; seat < points.size(); seat++) {
            seats.add("seat " + seat + " " + points.get(seat));
        }
        return seats.toString();
    }

    private static String result(HandResult r) {
        if (r.outcome() == HandResult.Outcome.DEAD) {
            return "dead hand (荒庄); seat " + r.nextDealer() + " deals next";
        }
        StringJoiner wins = new StringJoiner("; ");
        for (HandResult.Win win : r.wins()) {
            StringJoiner groups = new StringJoiner(", ");
            win.groups().forEach(group -> groups.add(group.kind().word() + " " + meld(group)));
            WinContext context = win.how();
            String card = context.card() < 0 ? "" : " on " + Cards.hanzi(context.card());
            String how = (win.tianhu() != HandResult.TianhuKind.NONE ? " 天胡 (" + win.tianhu().word() + ")" : "")
                    + (context.selfDraw() ? " 自摸" : "") + (context.lastCard() ? " 海底" : "")
                    + (context.jokerWait() == 1 ? " 单王吊" : context.jokerWait() == 2 ? " 双王吊" : "");
            wins.add("seat " + win.winner() + " wins" + card + how + ": " + win.huxi() + " huxi — " + groups);
        }
        return wins + "; seat " + r.nextDealer() + " deals next";
    }

    private static String meld(Meld meld) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < meld.size(); i++) {
            text.append(Cards.hanzi(meld.card(i)));
        }
        return text.toString();
    }

    private static String cards(List<Integer> cards) {
        StringBuilder text = new StringBuilder();
        for (int card : cards) {
            text.append(Cards.hanzi(card));
        }
        return text.toString();
    }
}
