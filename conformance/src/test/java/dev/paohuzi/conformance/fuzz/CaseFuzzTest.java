package dev.paohuzi.conformance.fuzz;

import dev.paohuzi.compiler.diag.Diagnostic;
import dev.paohuzi.conformance.model.Case;
import dev.paohuzi.conformance.parse.CaseFileParser;
import dev.paohuzi.conformance.parse.ParsedCaseFile;
import dev.paohuzi.conformance.run.CaseRunner;
import dev.paohuzi.conformance.run.ConformanceSuite;
import dev.paohuzi.conformance.run.VariantLibrary;
import dev.paohuzi.runtime.fuzz.FuzzRun;
import dev.paohuzi.runtime.fuzz.TokenMutator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;

/**
 * Grammar-aware mutants of the bundled case files, written to disk and read back as `conformance` reads them,
 * then every case that parses run on the runner itself (not behind the suite's last-resort catch): no exception
 * escapes, and every diagnostic sits inside the mutant.
 */
class CaseFuzzTest {
    private static final Path CASES = Path.of("cases");
    private static final Path VARIANTS = Path.of("..", "variants");
    private static final TokenMutator MUTATOR = new TokenMutator(List.of("case", "variant", "source", "analyze",
            "score", "settle", "expect", "groups", "include", "waits", "error", "complete", "incomplete", "huxi",
            "win", "no", "none", "grade", "fan", "base", "patterns", "payments", "net", "refused", "escape",
            "dead-hand", "dead hands before", "hand", "wall", "deck", "play", "options", "table", "stale", "pile",
            "last", "result", "points", "dealer", "winner", "next", "previous", "counting", "sentence", "pong",
            "kan", "ti", "pao", "wei", "pair", "{", "}", "(", ")", ":", ",", "\"", "\"000:1\"", "\n", "s1", "b10",
            "W", "王", "柒", "pong:b3", "chi:b2,b7,b10", "self-draw", "others-huxi:40", "jokers:1,0,1", "+80", "-1.5",
            "hunan", "yongzhou", "\"/dev/zero\"", "#"),
            List.of("{|}", "case \"n\" {\n|}\n", "(|)", "expect groups: sentence s1 s2 s3 (|)"));

    @TempDir
    Path dir;

    @Test
    void mutatedCaseFilesNeverCrashTheParserOrTheRunner() throws IOException {
        List<Path> files = ConformanceSuite.caseFiles(List.of(CASES));
        List<String> texts = FuzzRun.texts(files);
        CaseRunner runner = new CaseRunner(new VariantLibrary(VARIANTS));
        FuzzRun run = new FuzzRun("case files through the parser and runner", 300);
        for (int i = 0; i < run.inputs(); i++) {
            Random random = new Random(run.seed(i));
            int which = random.nextInt(files.size());
            byte[] mutant = MUTATOR.mutate(texts.get(which), random);
            Path file = Files.write(dir.resolve(files.get(which).getFileName()), mutant);
            String text = new String(mutant, StandardCharsets.UTF_8);
            run.attempt(text, () -> {
                ParsedCaseFile parsed = CaseFileParser.parse(file);
                String shown = text.startsWith("\uFEFF") ? text.substring(1) : text;
                for (Diagnostic diagnostic : parsed.diagnostics()) {
                    FuzzRun.outside(shown, diagnostic.position().line(), diagnostic.position().column())
                            .ifPresent(why -> run.check(false, text, diagnostic.render() + ": " + why));
                }
                // a few cases of each mutant: running them all would spend the budget on the unchanged ones
                List<Case> cases = parsed.cases().cases();
                for (int n = 0; n < Math.min(3, cases.size()); n++) {
                    runner.run(cases.get(random.nextInt(cases.size())), file);
                }
            });
        }
        run.finish();
    }
}
