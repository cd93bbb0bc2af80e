package dev.paohuzi.web;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.paohuzi.runtime.analysis.Analysis;
import dev.paohuzi.runtime.analysis.Group;
import dev.paohuzi.runtime.analysis.Wait;
import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.scoring.Payment;
import dev.paohuzi.runtime.scoring.Score;
import dev.paohuzi.runtime.scoring.ScoredPattern;

import java.util.List;

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

    /** huxi, grade, patterns (name, fan, source), fan, base, payments and points per seat. */
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
        return node;
    }

    private static ObjectNode wait(Wait wait) {
        return NODES.objectNode().put("card", Cards.name(wait.card())).put("huxi", wait.huxi()).put("win", wait.win());
    }
}
