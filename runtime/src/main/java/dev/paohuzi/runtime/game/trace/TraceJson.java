package dev.paohuzi.runtime.game.trace;

import dev.paohuzi.runtime.game.Event;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.MinimalPrettyPrinter;
import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.game.Action;
import dev.paohuzi.runtime.game.HandResult;
import dev.paohuzi.runtime.game.HandSettlement;
import dev.paohuzi.runtime.scoring.ScoredPattern;
import dev.paohuzi.runtime.scoring.WinContext;
import dev.paohuzi.runtime.game.Meld;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * The stable JSON form of a trace: one object with {@code format}, {@code version} and {@code events}, one event per
 * line so that a changed step shows as a one-line diff. Cards are written by name (s1..s10, b1..b10, W), actions
 * by their notation, absent cards as null. Field order is fixed by this class, never by reflection. A seat's view
 * ({@link SeatView}) is written the same way: a face-down card is {@code "?"}, a hidden table huxi null.
 */
public final class TraceJson {
    public static final String FORMAT = "paohuzi-trace";
    public static final int VERSION = 1;

    private static final JsonFactory JSON = new JsonFactory();
    /** A dead hand's win fields: no winner, no card, no fact. */
    private static final HandResult.Win NO_WIN = new HandResult.Win(-1, -1, WinContext.NONE,
            HandResult.TianhuKind.NONE, false, 0, List.of(), 0);
    /** A dead or refused hand's paid fields: grade, fan and base 0, no pattern. */
    private static final HandSettlement.Paid NO_PAID = new HandSettlement.Paid(-1, 0, List.of(), 0, 0, List.of(), 0,
            0, List.of());

    private TraceJson() {}

    public static String write(List<Event> events) {
        StringWriter out = new StringWriter(events.size() * 80);
        out.write("{\"format\":\"" + FORMAT + "\",\"version\":" + VERSION + ",\"events\":[\n");
        try (JsonGenerator g = generator(out)) {
            for (int i = 0; i < events.size(); i++) {
                write(g, events.get(i));
                g.flush();
                out.write(i + 1 < events.size() ? ",\n" : "\n");
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        out.write("]}\n");
        return out.toString();
    }

    /** A generator that writes root values back to back, so the caller places the separators. */
    private static JsonGenerator generator(StringWriter out) throws IOException {
        JsonGenerator g = JSON.createGenerator(out);
        g.setPrettyPrinter(new MinimalPrettyPrinter(""));
        return g;
    }

    private static void write(JsonGenerator g, Event event) throws IOException {
        g.writeStartObject();
        g.writeStringField("type", event.type());
        fields(g, event);
        g.writeEndObject();
    }

    private static void fields(JsonGenerator g, Event event) throws IOException {
        if (event instanceof Event.Start e) {
            g.writeStringField("variant", e.variant());
            g.writeNumberField("players", e.players());
            g.writeNumberField("dealer", e.dealer());
            g.writeNumberField("deadHandsBefore", e.deadHandsBefore());
            cards(g, "deck", e.deck());
        } else if (event instanceof Event.Deal e) {
            g.writeNumberField("seat", e.seat());
            cards(g, "cards", e.cards());
        } else if (event instanceof Event.Reveal e) {
            g.writeNumberField("seat", e.seat());
            card(g, "card", e.card());
        } else if (event instanceof Event.Draw e) {
            g.writeNumberField("seat", e.seat());
            card(g, "card", e.card());
            g.writeBooleanField("shown", e.shown());
            g.writeNumberField("wallLeft", e.wallLeft());
        } else if (event instanceof Event.Offer e) {
            g.writeNumberField("seat", e.seat());
            g.writeArrayFieldStart("options");
            for (Action action : e.options()) {
                g.writeString(action.notation());
            }
            g.writeEndArray();
        } else if (event instanceof Event.Choice e) {
            g.writeNumberField("seat", e.seat());
            g.writeStringField("action", e.action().notation());
            g.writeBooleanField("forced", e.forced());
        } else if (event instanceof Event.Claim e) {
            card(g, "card", e.card());
            g.writeNumberField("winner", e.winner());
            g.writeArrayFieldStart("answers");
            for (Event.Answer answer : e.answers()) {
                g.writeStartObject();
                g.writeNumberField("seat", answer.seat());
                g.writeStringField("action", answer.action().notation());
                g.writeEndObject();
            }
            g.writeEndArray();
        } else if (event instanceof Event.Laid e) {
            g.writeNumberField("seat", e.seat());
            g.writeStringField("action", e.action().notation());
            if (e.tableHuxi() == Event.Laid.HIDDEN_HUXI) {
                g.writeNullField("tableHuxi");
            } else {
                g.writeNumberField("tableHuxi", e.tableHuxi());
            }
        } else if (event instanceof Event.Discard e) {
            g.writeNumberField("seat", e.seat());
            card(g, "card", e.card());
        } else if (event instanceof Event.Pile e) {
            g.writeNumberField("seat", e.seat());
            card(g, "card", e.card());
        } else if (event instanceof Event.Stale e) {
            g.writeNumberField("seat", e.seat());
            card(g, "card", e.card());
        } else if (event instanceof Event.StaleWin e) {
            g.writeNumberField("seat", e.seat());
            card(g, "card", e.card());
            g.writeNumberField("tableHuxi", e.tableHuxi());
        } else if (event instanceof Event.Xing e) {
            card(g, "turned", e.turned());
            card(g, "card", e.card());
        } else if (event instanceof Event.Stake e) {
            g.writeNumberField("seat", e.seat());
            g.writeNumberField("stake", e.stake());
        } else if (event instanceof Event.Settle e) {
            settlement(g, e.settlement());
        } else if (event instanceof Event.End e) {
            result(g, e.result());
        }
    }

    /**
     * The first win's grade, patterns, fan and base and the hand's points (one win: all of it); under 一炮多响 a
     * {@code wins} list then gives each win's, so a reader of one winner still reads the first.
     */
    private static void settlement(JsonGenerator g, HandSettlement s) throws IOException {
        g.writeStringField("kind", s.kind().word());
        HandSettlement.Paid first = s.wins().isEmpty() ? NO_PAID : s.wins().get(0);
        paid(g, first.grade(), first.patterns(), first.fan(), first.base());
        points(g, "points", s.points());
        g.writeNumberField("counting", s.counting());
        g.writeArrayFieldStart("money");
        for (int seat = 0; seat < s.points().size(); seat++) {
            g.writeString(s.money(seat).toPlainString());
        }
        g.writeEndArray();
        if (!s.reason().isEmpty()) {
            g.writeStringField("reason", s.reason());
        }
        if (s.wins().size() > 1) {
            g.writeArrayFieldStart("wins");
            for (HandSettlement.Paid paid : s.wins()) {
                g.writeStartObject();
                g.writeNumberField("winner", paid.winner());
                paid(g, paid.grade(), paid.patterns(), paid.fan(), paid.base());
                points(g, "points", paid.points());
                g.writeNumberField("counting", paid.counting());
                g.writeEndObject();
            }
            g.writeEndArray();
        }
    }

    private static void paid(JsonGenerator g, int grade, List<ScoredPattern> patterns, int fan, int base)
            throws IOException {
        g.writeNumberField("grade", grade);
        g.writeArrayFieldStart("patterns");
        for (ScoredPattern pattern : patterns) {
            g.writeStartObject();
            g.writeStringField("name", pattern.name());
            g.writeNumberField("fan", pattern.fan());
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeNumberField("fan", fan);
        g.writeNumberField("base", base);
    }

    private static void points(JsonGenerator g, String field, List<Integer> values) throws IOException {
        g.writeArrayFieldStart(field);
        for (int value : values) {
            g.writeNumber(value);
        }
        g.writeEndArray();
    }

    /**
     * The first win's facts and the hand's (one winner: all of it, a dead hand: winner -1); under 一炮多响 a
     * {@code wins} list then gives each win's.
     */
    private static void result(JsonGenerator g, HandResult r) throws IOException {
        g.writeStringField("outcome", r.outcome().word());
        win(g, r.first() != null ? r.first() : NO_WIN);
        points(g, "jokers", r.jokers());
        g.writeNumberField("dealer", r.dealer());
        g.writeNumberField("nextDealer", r.nextDealer());
        g.writeNumberField("deadHandsInARow", r.deadHandsInARow());
        if (r.wins().size() > 1) {
            g.writeArrayFieldStart("wins");
            for (HandResult.Win win : r.wins()) {
                g.writeStartObject();
                win(g, win);
                g.writeEndObject();
            }
            g.writeEndArray();
        }
    }

    private static void win(JsonGenerator g, HandResult.Win r) throws IOException {
        WinContext how = r.how();
        g.writeNumberField("winner", r.winner());
        card(g, "card", how.card());
        g.writeNumberField("fromSeat", r.fromSeat());
        g.writeBooleanField("fromDiscard", how.onDiscard());
        g.writeBooleanField("selfDraw", how.selfDraw());
        g.writeStringField("tianhu", r.tianhu().word());
        g.writeBooleanField("lastWallCard", how.lastCard());
        g.writeBooleanField("dealersFirstDiscard", r.dealersFirstDiscard());
        g.writeBooleanField("noIntake", how.noIntake());
        g.writeNumberField("jokerWait", how.jokerWait());
        g.writeNumberField("huxi", r.huxi());
        g.writeArrayFieldStart("groups");
        for (Meld meld : r.groups()) {
            g.writeString(meld.toString());
        }
        g.writeEndArray();
    }

    private static void card(JsonGenerator g, String field, int card) throws IOException {
        if (card < 0) {
            g.writeNullField(field);
        } else {
            g.writeStringField(field, Cards.name(card));
        }
    }

    private static void cards(JsonGenerator g, String field, List<Integer> cards) throws IOException {
        g.writeArrayFieldStart(field);
        for (int card : cards) {
            g.writeString(Cards.name(card));
        }
        g.writeEndArray();
    }
}
