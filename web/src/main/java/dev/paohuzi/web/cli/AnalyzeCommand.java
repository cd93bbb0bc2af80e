package dev.paohuzi.web.cli;

import dev.paohuzi.runtime.analysis.HandAnalyzer;
import dev.paohuzi.runtime.holding.HoldingParseResult;
import dev.paohuzi.runtime.holding.HoldingParser;
import dev.paohuzi.web.HandJson;
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
                return HandJson.analysis(analyzer.analyze(((HoldingParseResult.Valid) parsed).holding()));
            });
        }).orElse(1);
    }
}
