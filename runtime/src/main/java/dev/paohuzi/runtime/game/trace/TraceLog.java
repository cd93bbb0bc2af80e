package dev.paohuzi.runtime.game.trace;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.game.Action;
import dev.paohuzi.runtime.game.ActionType;
import dev.paohuzi.runtime.game.HandResult;
import dev.paohuzi.runtime.game.HandSettlement;
import dev.paohuzi.runtime.game.Meld;

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
            return e.action().type() == ActionType.DISCARD ? ""
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
        StringJoiner seats = new StringJoiner(", ");
        for (int seat = 0; seat < s.points().size(); seat++) {
            seats.add("seat " + seat + " " + s.points().get(seat));
        }
        String counting = s.counting() != 0 ? ", counting seat " + s.counting() : "";
        return switch (s.kind()) {
            case DEAD -> "dead-hand payments: " + seats + counting;
            case REFUSED -> "no payment: " + s.reason();
            case WIN -> {
                StringJoiner patterns = new StringJoiner(" ");
                s.patterns().forEach(p -> patterns.add(p.name() + " " + p.fan()));
                yield "settlement: 等 " + s.grade() + (s.patterns().isEmpty() ? "" : ", " + patterns) + ", fan "
                        + s.fan() + ", 底 " + s.base() + " — " + seats + counting;
            }
        };
    }

    private static String result(HandResult r) {
        if (r.outcome() == HandResult.Outcome.DEAD) {
            return "dead hand (荒庄); seat " + r.nextDealer() + " deals next";
        }
        StringJoiner groups = new StringJoiner(", ");
        r.groups().forEach(group -> groups.add(group.kind().word() + " " + meld(group)));
        String card = r.card() < 0 ? "" : " on " + Cards.hanzi(r.card());
        String how = (r.tianhu() != HandResult.TianhuKind.NONE ? " 天胡 (" + r.tianhu().word() + ")" : "")
                + (r.selfDraw() ? " 自摸" : "") + (r.lastWallCard() ? " 海底" : "")
                + (r.jokerWait() == 1 ? " 单王吊" : r.jokerWait() == 2 ? " 双王吊" : "");
        return "seat " + r.winner() + " wins" + card + how + ": " + r.huxi() + " huxi — " + groups
                + "; seat " + r.nextDealer() + " deals next";
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
