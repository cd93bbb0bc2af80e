package dev.paohuzi.web.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.paohuzi.runtime.analysis.Analysis;
import dev.paohuzi.runtime.analysis.Group;
import dev.paohuzi.runtime.analysis.HandAnalyzer;
import dev.paohuzi.runtime.analysis.Wait;
import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.holding.HoldingParseResult;
import dev.paohuzi.runtime.holding.HoldingParser;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Spec;

import java.util.concurrent.Callable;

/**
 * `analyze --variant V`: one holding per stdin line in, one JSON object per line out, in order. A bad line gets
 * {@code {"error": ...}} naming the token and the others are still answered; exit 2 if any line was bad.
 */
@Command(name = "analyze", description = {"Analyse holdings read from stdin, one per line: concealed cards "
        + "(s1..s10, b1..b10, W or 一…十 壹…拾 王), then table melds (pong:b3 wei:s5 stale-wei:s5 pao:s7 ti:b1 "
        + "chi:s1,s2,s3).", "Writes one JSON object per line: complete, huxi (null when none), win, groups (the "
        + "best decomposition, null when none), waits (when one card short).", JsonLines.INPUT})
public final class AnalyzeCommand implements Callable<Integer> {
    @Mixin
    private VariantOption variant;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        return variant.compile().map(compiled -> {
            HandAnalyzer analyzer = HandAnalyzer.of(compiled.rules());
            HoldingParser parser = new HoldingParser(compiled.rules());
            return JsonLines.answer(spec.commandLine().getOut(), line -> {
                HoldingParseResult parsed = parser.parse(line);
                if (parsed instanceof HoldingParseResult.Invalid invalid) {
                    return JsonLines.error(invalid.message());
                }
                return json(analyzer.analyze(((HoldingParseResult.Valid) parsed).holding()));
            });
        }).orElse(1);
    }

    private static ObjectNode json(Analysis analysis) {
        ObjectNode node = JsonLines.JSON.createObjectNode();
        node.put("complete", analysis.complete());
        if (analysis.complete()) {
            node.put("huxi", analysis.huxi());
        } else {
            node.putNull("huxi");
        }
        node.put("win", analysis.win());
        if (analysis.best().isPresent()) {
            ArrayNode groups = node.putArray("groups");
            analysis.best().get().groups().forEach(group -> groups.add(json(group)));
        } else {
            node.putNull("groups"); // like huxi: no complete decomposition
        }
        if (analysis.oneShort()) {
            ArrayNode waits = node.putArray("waits");
            analysis.waits().forEach(wait -> waits.add(json(wait)));
        }
        return node;
    }

    private static ObjectNode json(Group group) {
        ObjectNode node = JsonLines.JSON.createObjectNode();
        node.put("kind", group.kind().word());
        ArrayNode cards = node.putArray("cards");
        for (String card : group.text().split(" ")) {
            cards.add(card);
        }
        node.put("huxi", group.huxi());
        node.put("table", !group.concealed());
        return node;
    }

    private static ObjectNode json(Wait wait) {
        return JsonLines.JSON.createObjectNode().put("card", Cards.name(wait.card())).put("huxi", wait.huxi())
                .put("win", wait.win());
    }
}
