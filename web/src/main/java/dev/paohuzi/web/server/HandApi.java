package dev.paohuzi.web.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.paohuzi.compiler.CompiledVariant;
import dev.paohuzi.runtime.analysis.Analysis;
import dev.paohuzi.runtime.analysis.ArrivingCards;
import dev.paohuzi.runtime.analysis.Decomposition;
import dev.paohuzi.runtime.analysis.HandAnalyzer;
import dev.paohuzi.runtime.holding.Holding;
import dev.paohuzi.runtime.holding.HoldingParseResult;
import dev.paohuzi.runtime.holding.HoldingParser;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.scoring.ContextWords;
import dev.paohuzi.runtime.scoring.ScoreLine;
import dev.paohuzi.runtime.scoring.ScoreResult;
import dev.paohuzi.runtime.scoring.Scorer;
import dev.paohuzi.web.HandJson;
import io.javalin.http.Context;

import java.util.List;
import java.util.Map;

/**
 * The hand page's analysis and scoring of one holding, read and answered as the `analyze` and `score` commands
 * read and answer a line ({@link HandJson}); a holding that cannot be read is a 400 naming the token. Both take the
 * editor's unsaved texts ({@link Drafts}).
 */
final class HandApi {
    /** Enough to read every way a holding splits; a holding with more shows the first ones and the count. */
    static final int MAX_DECOMPOSITIONS = 100;
    private static final String ANALYZE = "{\"variant\": \"hunan\", \"holding\": \"s1 s2 s3 ... pong:b6\"}";
    private static final String SCORE = "{\"variant\": \"hunan\", \"holding\": \"s1 s2 s3 ...\", \"context\": "
            + "\"self-draw\"}";

    private final VariantApi variants;

    HandApi(VariantApi variants) {
        this.variants = variants;
    }

    /** The `analyze` answer, and every decomposition (most huxi first). */
    void analyze(Context ctx) {
        JsonNode body = RequestBodies.object(ctx, ANALYZE);
        CompiledVariant variant = variants.compiled(RequestBodies.text(body, "variant", ANALYZE),
                variants.drafts(body));
        RuleSet rules = variant.rules();
        String text = RequestBodies.text(body, "holding", ANALYZE);
        HoldingParseResult parsed = new HoldingParser(rules).parse(text);
        if (parsed instanceof HoldingParseResult.Invalid invalid) {
            throw new ApiException(400, invalid.message(), Map.of("token", invalid.token(), "column", invalid.column(),
                    "hint", "cards s1..s10, b1..b10 (or 一…十 壹…拾), then table melds such as pao:s7 or chi:s1,s2,s3"));
        }
        Holding holding = ((HoldingParseResult.Valid) parsed).holding();
        HandAnalyzer analyzer = HandAnalyzer.of(rules);
        Analysis analysis = analyzer.analyze(holding); // `win when:` may overflow: a 422 by JsonErrors
        ObjectNode answer = HandJson.analysis(analysis);
        answer.set("arriving", HandJson.arriving(analysis, holding, new ArrivingCards(analyzer), variant));
        List<Decomposition> all = analyzer.decompositions(holding);
        ArrayNode decompositions = answer.putArray("decompositions");
        all.stream().limit(MAX_DECOMPOSITIONS).forEach(d -> decompositions.addObject().put("huxi", d.huxi())
                .set("groups", HandJson.groups(d.groups())));
        answer.put("decompositionCount", all.size());
        answer.put("minimumHuxi", rules.win().minimumHuxi());
        ctx.json(answer);
    }

    /** The `score` answer for the holding and its context words; 422 when the win cannot happen so. */
    void score(Context ctx) {
        JsonNode body = RequestBodies.object(ctx, SCORE);
        RuleSet rules = rules(body, SCORE);
        String holding = RequestBodies.text(body, "holding", SCORE);
        String context = body.hasNonNull("context") ? RequestBodies.text(body, "context", SCORE) : "";
        String line = holding + " " + context; // one `score` line: the context words may stand anywhere in it
        ScoreLine.Result parsed = new ScoreLine(rules).parse(line);
        if (parsed instanceof ScoreLine.Invalid invalid) {
            throw new ApiException(400, invalid.message(), Map.of("field", invalid.column() > holding.length()
                    ? "context" : "holding", "column", invalid.column(), "hint", "context words: "
                    + ContextWords.forms()));
        }
        if (!(parsed instanceof ScoreLine.Valid valid)) {
            throw new ApiException(400, "the hand page scores a win; `escape` and `dead-hand` lines are the `score` "
                    + "command's", Map.of("expected", SCORE));
        }
        ScoreResult result = Scorer.of(rules).score(valid.holding(), valid.win(), valid.hand());
        if (result instanceof ScoreResult.Refused refused) {
            throw new ApiException(422, refused.reason());
        }
        ctx.json(HandJson.score(((ScoreResult.Scored) result).score()));
    }

    /** GET /api/score/words: the context words a `score` line reads, each with its meaning, for the hand page. */
    static void words(Context ctx) {
        ArrayNode words = JsonNodeFactory.instance.arrayNode();
        for (ContextWords word : ContextWords.values()) {
            words.addObject().put("word", word.form()).put("meaning", word.meaning()).put("toggle", word.plain());
        }
        ctx.json(words);
    }

    private RuleSet rules(JsonNode body, String expected) {
        return variants.compiled(RequestBodies.text(body, "variant", expected), variants.drafts(body)).rules();
    }
}
