package dev.paohuzi.web;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.paohuzi.compiler.CompiledVariant;
import dev.paohuzi.runtime.analysis.Analysis;
import dev.paohuzi.runtime.analysis.ArrivingCards;
import dev.paohuzi.runtime.analysis.Group;
import dev.paohuzi.runtime.analysis.Wait;
import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.holding.Holding;
import dev.paohuzi.runtime.rules.CardOrigin;
import dev.paohuzi.runtime.scoring.Payment;
import dev.paohuzi.runtime.scoring.Score;
import dev.paohuzi.runtime.scoring.ScoredPattern;
import dev.paohuzi.runtime.scoring.Seat;

import java.util.List;
import java.util.Locale;

/**
 * The JSON shapes of an analysed holding and a scored win, one for the `analyze` and `score` commands and the
 * {@code /api/analyze} and {@code /api/score} endpoints alike (docs/scoring.md, docs/web.md).
 */
public final class HandJson {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private HandJson() {}

    /**
     * complete, huxi (null when none), win, groups (the best decomposition, null when none), waits (one card short).
     */
    public static ObjectNode analysis(Analysis analysis) {
        ObjectNode node = NODES.objectNode();
        node.put("complete", analysis.complete());
        if (analysis.complete()) {
            node.put("huxi", analysis.huxi());
        } else {
            node.putNull("huxi");
        }
        node.put("win", analysis.win());
        if (analysis.best().isPresent()) {
            node.set("groups", groups(analysis.best().get().groups()));
        } else {
            node.putNull("groups"); // like huxi: no complete decomposition
        }
        if (analysis.oneShort()) {
            ArrayNode waits = node.putArray("waits");
            analysis.waits().forEach(wait -> waits.add(wait(wait)));
        }
        return node;
    }

    /**
     * Why each waiting card wins or not, supplier by supplier ({@link ArrivingCards}): per card its name and per
     * supplier the outcome, the huxi and reading of the best complete reading, and what decides it — a rule of the
     * variant with its value, the file that sets it and its seed citation, or a reading the engine takes from the
     * seeds with its seed line. The cards are the waits, so the table explains the waits line by line.
     */
    public static ArrayNode arriving(Analysis analysis, Holding holding, ArrivingCards arriving,
                                     CompiledVariant variant) {
        ArrayNode cards = NODES.arrayNode();
        for (Wait wait : analysis.waits()) {
            ObjectNode card = cards.addObject().put("card", Cards.name(wait.card()));
            ArrayNode suppliers = card.putArray("suppliers");
            for (CardOrigin supplier : ArrivingCards.SUPPLIERS) {
                ArrivingCards.Verdict verdict = arriving.verdict(holding, wait.card(), supplier);
                ObjectNode node = suppliers.addObject().put("supplier", ArrivingCards.words(supplier))
                        .put("outcome", verdict.outcome().name().toLowerCase(Locale.ROOT).replace('_', ' '))
                        .put("win", verdict.wins());
                if (verdict.huxi() >= 0) {
                    node.put("huxi", verdict.huxi()).put("reading", verdict.reading());
                } else {
                    node.putNull("huxi").putNull("reading");
                }
                ArrayNode because = node.putArray("because");
                verdict.because().forEach(reason -> because.add(reason(reason, variant)));
            }
        }
        return cards;
    }

    /** A reason: its words, and either the variant's rule (value, where set, citation) or the seed line read. */
    private static ObjectNode reason(ArrivingCards.Because because, CompiledVariant variant) {
        ObjectNode node = NODES.objectNode().put("text", because.text());
        if (because.rule() != null) {
            node.put("rule", because.rule());
            variant.entry(because.rule()).ifPresentOrElse(entry -> node.put("value", entry.value())
                    .put("from", entry.from()).put("source", entry.source()), () -> node.putNull("source"));
        } else {
            node.putNull("rule");
            node.put("source", because.seed()); // null too for a holding no reading completes: no rule decides
        }
        return node;
    }

    /** A decomposition's groups: kind, cards, huxi and whether the group lies on the table. */
    public static ArrayNode groups(List<Group> groups) {
        ArrayNode array = NODES.arrayNode();
        for (Group group : groups) {
            ObjectNode node = array.addObject();
            node.put("kind", group.kind().word());
            ArrayNode cards = node.putArray("cards");
            for (String card : group.text().split(" ")) {
                cards.add(card);
            }
            node.put("huxi", group.huxi());
            node.put("table", !group.concealed());
        }
        return array;
    }

    /**
     * huxi, grade, patterns (name, fan, source), fan, base, payments and points per seat; and what the win takes from
     * each loser's match total where it takes anything (`match takes:`).
     */
    public static ObjectNode score(Score score) {
        ObjectNode node = NODES.objectNode();
        node.put("huxi", score.huxi()).put("grade", score.grade());
        ArrayNode patterns = node.putArray("patterns");
        for (ScoredPattern pattern : score.patterns()) {
            patterns.addObject().put("name", pattern.name()).put("fan", pattern.fan()).put("source", pattern.source());
        }
        node.put("fan", score.fan()).put("base", score.base());
        ObjectNode payments = node.putObject("payments");
        ObjectNode points = node.putObject("points");
        for (Payment payment : score.payments()) {
            payments.put(payment.seat().word(), payment.money());
            points.put(payment.seat().word(), payment.points());
        }
        if (score.matchTakes().stream().anyMatch(taken -> taken != 0)) {   // 放炮罚: a loser's total falls
            ObjectNode taken = node.putObject("matchTaken");
            List<Seat> losers = Seat.losers(score.matchTakes().size() + 1);
            for (int i = 0; i < losers.size(); i++) {
                taken.put(losers.get(i).word(), score.matchTakes().get(i));
            }
        }
        return node;
    }

    private static ObjectNode wait(Wait wait) {
        return NODES.objectNode().put("card", Cards.name(wait.card())).put("huxi", wait.huxi()).put("win", wait.win());
    }
}
