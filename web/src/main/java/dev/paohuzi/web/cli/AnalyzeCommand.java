package dev.paohuzi.web.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.paohuzi.runtime.analysis.Analysis;
import dev.paohuzi.runtime.analysis.ArrivingCards;
import dev.paohuzi.runtime.analysis.HandAnalyzer;
import dev.paohuzi.runtime.holding.Holding;
import dev.paohuzi.runtime.holding.HoldingParseResult;
import dev.paohuzi.runtime.holding.HoldingParser;
import dev.paohuzi.web.HandJson;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.util.concurrent.Callable;

/**
 * `analyze --variant V [--explain]`: one holding per stdin line in, one JSON object per line out, in order. A bad
 * line gets {@code {"error": ...}} naming the token and the others are still answered; exit 2 if any line was bad.
 */
@Command(name = "analyze", description = {"Analyse holdings read from stdin, one per line: concealed cards "
        + "(s1..s10, b1..b10, W or 一…十 壹…拾 王), then table melds (pong:b3 wei:s5 stale-wei:s5 pao:s7 ti:b1 "
        + "chi:s1,s2,s3).", "Writes one JSON object per line: complete, huxi (null when none), win, groups (the "
        + "best decomposition, null when none), waits (when one card short); with --explain, arriving: why each "
        + "waiting card wins or not, per supplier.", "A holding play cannot produce under the variant (five "
        + "copies, a fourth concealed copy, a chi of no group the variant has, a concealed copy beside its own wei or "
        + "beside its own pong where one's draw makes a pao) is refused on its line with the rule and its seed line.",
        JsonLines.INPUT})
public final class AnalyzeCommand implements Callable<Integer> {
    @Mixin
    private VariantOption variant;

    @Option(names = "--explain", description = "also say, for each waiting card and each supplier (one's own draw, "
            + "another seat's draw, a discard), whether it wins, in which reading with how much huxi, and the rule "
            + "and seed line that decide it (`arriving`)")
    private boolean explain;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        return variant.compile().map(compiled -> {
            HandAnalyzer analyzer = HandAnalyzer.of(compiled.rules());
            ArrivingCards arriving = new ArrivingCards(analyzer);
            HoldingParser parser = new HoldingParser(compiled.rules());
            return JsonLines.answer(spec.commandLine().getOut(), line -> {
                HoldingParseResult parsed = parser.parse(line);
                if (parsed instanceof HoldingParseResult.Invalid invalid) {
                    return JsonLines.error(invalid.message());
                }
                Holding holding = ((HoldingParseResult.Valid) parsed).holding();
                Analysis analysis = analyzer.analyze(holding);
                ObjectNode answer = HandJson.analysis(analysis);
                if (explain) {
                    answer.set("arriving", HandJson.arriving(analysis, holding, arriving, compiled));
                }
                return answer;
            });
        }).orElse(1);
    }
}
