package dev.paohuzi.web.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
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
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;

/**
 * `analyze --variant V`: one holding per stdin line in, one JSON object per line out, in order. A bad line gets
 * {@code {"error": ...}} naming the token and the others are still answered; exit 2 if any line was bad.
 */
@Command(name = "analyze", description = {"Analyse holdings read from stdin, one per line: concealed cards "
        + "(s1..s10, b1..b10, W or 一…十 壹…拾 王), then table melds (pong:b3 wei:s5 stale-wei:s5 pao:s7 ti:b1 "
        + "chi:s1,s2,s3).", "Writes one JSON object per line: complete, huxi (null when none), win, groups (the "
        + "best decomposition, null when none), waits (when one card short)."})
public final class AnalyzeCommand implements Callable<Integer> {
    static final int BAD_LINE = 2;

    /** Non-ASCII is escaped so the output reads the same whatever the terminal's encoding. */
    private static final ObjectMapper JSON = new ObjectMapper()
            .configure(JsonGenerator.Feature.ESCAPE_NON_ASCII, true);

    @Option(names = "--variant", required = true, paramLabel = "NAME|FILE",
            description = "a variant name (variants/NAME.variant) or a variant file")
    private String variant;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        return Variants.compile(variant, spec.commandLine().getErr()).map(compiled -> {
            HandAnalyzer analyzer = HandAnalyzer.of(compiled.rules());
            HoldingParser parser = new HoldingParser(compiled.rules());
            boolean bad = false;
            try (BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8))) {
                for (String line = in.readLine(); line != null; line = in.readLine()) {
                    HoldingParseResult parsed = parser.parse(line);
                    if (parsed instanceof HoldingParseResult.Invalid invalid) {
                        bad = true;
                        out.println(write(JSON.createObjectNode().put("error", invalid.message())));
                    } else {
                        out.println(write(json(analyzer.analyze(((HoldingParseResult.Valid) parsed).holding()))));
                    }
                    out.flush();
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return bad ? BAD_LINE : 0;
        }).orElse(1);
    }

    private static ObjectNode json(Analysis analysis) {
        ObjectNode node = JSON.createObjectNode();
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
        if (!analysis.waits().isEmpty()) {
            ArrayNode waits = node.putArray("waits");
            analysis.waits().forEach(wait -> waits.add(json(wait)));
        }
        return node;
    }

    private static ObjectNode json(Group group) {
        ObjectNode node = JSON.createObjectNode();
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
        return JSON.createObjectNode().put("card", Cards.name(wait.card())).put("huxi", wait.huxi())
                .put("win", wait.win());
    }

    private static String write(ObjectNode node) {
        try {
            return JSON.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a tree of plain values always serialises", e);
        }
    }
}
