package dev.paohuzi.conformance.fuzz;

import dev.paohuzi.compiler.VariantCompiler;
import dev.paohuzi.conformance.run.ConformanceSuite;
import dev.paohuzi.runtime.analysis.Analyzer;
import dev.paohuzi.runtime.analysis.HandAnalyzer;
import dev.paohuzi.runtime.fuzz.FuzzRun;
import dev.paohuzi.runtime.fuzz.TokenMutator;
import dev.paohuzi.runtime.holding.HoldingParseResult;
import dev.paohuzi.runtime.holding.HoldingParser;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.scoring.ScoreLine;
import dev.paohuzi.runtime.scoring.Scorer;
import dev.paohuzi.runtime.scoring.TablePenalties;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Holdings, valid and invalid, through the analyzer and the scorer as `analyze` and `score` read them: the
 * `analyze` and `score` lines of the bundled case files (wins and near-wins the sources give), mutated a card at
 * a time, and lines of random cards, melds and context words. No exception escapes, and a refused line names a
 * column inside it.
 */
class HoldingFuzzTest {
    private static final Path CASES = Path.of("cases");
    private static final Path VARIANTS = Path.of("..", "variants");
    private static final Pattern INPUT = Pattern.compile("(?m)^\\s*variant (\\S+)|^\\s*(analyze|score) "
            + "(.*?)\\s*(#.*)?$");
    private static final List<String> WORDS = List.of("s1", "s2", "s3", "s7", "s10", "b1", "b2", "b7", "b10", "W",
            "王", "一", "拾", "s0", "s11", "b", "x", "pong:b3", "pong:s1", "kan:b5", "wei:s9", "stale-wei:s4", "ti:b1",
            "pao:s2", "chi:b2,b7,b10", "chi:s1,s2,s3", "chi:", "pong:", "ti:W", "self-draw", "discard", "last-card",
            "dealer", "tianhu", "dihu", "no-intake", "counting-seat", "win:s3", "seats:2", "seats:9", "joker-wait:1",
            "escape", "others-huxi:40", "others-huxi:-1", "dead-hand", "jokers:1,0,1", "jokers:9,9,9", "::", ",");
    private static final TokenMutator MUTATOR = new TokenMutator(WORDS, List.of("pong:|", "chi:|,"));

    private record Input(String variant, String kind, String line) {
    }

    @Test
    void holdingsNeverCrashTheAnalyzerOrTheScorer() throws IOException {
        List<Input> inputs = new ArrayList<>();
        for (Path file : ConformanceSuite.caseFiles(List.of(CASES))) {
            String variant = "hunan";
            Matcher matcher = INPUT.matcher(Files.readString(file, StandardCharsets.UTF_8));
            while (matcher.find()) {
                if (matcher.group(1) != null) {
                    variant = matcher.group(1).replace("\"", "");
                } else if (Files.exists(VARIANTS.resolve(variant + ".variant"))) {
                    inputs.add(new Input(variant, matcher.group(2), matcher.group(3)));
                }
            }
        }
        Map<String, Analyzer> analyzers = new HashMap<>();
        Map<String, Scorer> scorers = new HashMap<>();
        FuzzRun run = new FuzzRun("holdings through the analyzer and scorer", 20_000);
        for (int i = 0; i < run.inputs(); i++) {
            Random random = new Random(run.seed(i));
            Input input = inputs.get(random.nextInt(inputs.size()));
            String line = random.nextInt(4) == 0 ? randomLine(random)
                    : random.nextInt(3) == 0 ? input.line() : new String(MUTATOR.mutate(input.line(), random),
                    StandardCharsets.UTF_8).replace("\n", " ");
            Analyzer analyzer = analyzers.computeIfAbsent(input.variant(), name -> HandAnalyzer.of(
                    VariantCompiler.compile(VARIANTS.resolve(name + ".variant")).variant().orElseThrow().rules()));
            Scorer scorer = scorers.computeIfAbsent(input.variant(), name -> Scorer.of(analyzer));
            RuleSet ruleSet = analyzer.rules();
            run.attempt(input.variant() + ": " + line, () -> {
                HoldingParseResult holding = new HoldingParser(ruleSet).parse(line);
                if (holding instanceof HoldingParseResult.Valid valid) {
                    analyzer.analyze(valid.holding());
                } else {
                    int column = ((HoldingParseResult.Invalid) holding).column();
                    run.check(column >= 1 && column <= line.length() + 1, line, "analyze: column " + column);
                }
                ScoreLine.Result score = new ScoreLine(ruleSet).parse(line);
                if (score instanceof ScoreLine.Valid valid) {
                    scorer.score(valid.holding(), valid.win(), valid.hand());
                } else if (score instanceof ScoreLine.Escape escape) {
                    TablePenalties.escape(ruleSet, escape.othersHuxi());
                } else if (score instanceof ScoreLine.DeadHand deadHand) {
                    TablePenalties.deadHand(ruleSet, deadHand.jokers());
                } else {
                    int column = ((ScoreLine.Invalid) score).column();
                    run.check(column >= 1 && column <= line.length() + 1, line, "score: column " + column);
                }
            });
        }
        run.finish();
    }

    private static String randomLine(Random random) {
        StringBuilder line = new StringBuilder();
        for (int n = random.nextInt(30); n > 0; n--) {
            line.append(WORDS.get(random.nextInt(WORDS.size()))).append(random.nextInt(8) == 0 ? "" : " ");
        }
        return line.toString();
    }
}
