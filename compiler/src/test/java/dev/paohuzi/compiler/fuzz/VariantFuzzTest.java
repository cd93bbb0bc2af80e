package dev.paohuzi.compiler.fuzz;

import dev.paohuzi.compiler.Compilation;
import dev.paohuzi.compiler.VariantCompiler;
import dev.paohuzi.compiler.diag.Diagnostic;
import dev.paohuzi.runtime.fuzz.FuzzRun;
import dev.paohuzi.runtime.fuzz.TokenMutator;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

/**
 * Grammar-aware mutants of the bundled variants through the compiler, as `check` and the editor give them: no
 * exception escapes, and every diagnostic about the mutant sits inside it. Mutants compile against the bundled
 * directory, so `extends` finds the real parents.
 */
class VariantFuzzTest {
    private static final Path BUNDLED = Path.of("..", "variants");
    private static final TokenMutator MUTATOR = new TokenMutator(List.of("variant", "extends", "without", "source",
            "choice", "if", "then", "else", "and", "or", "not", "pattern", "{", "}", "(", ")", ":", ",", "-", "+", "*",
            "/", "%", "<", "<=", ">", ">=", "=", "!=", "\"", "\"000:1\"", "\n", "huxi", "red", "grade", "fan", "base",
            "room_base", "payer_jokers", "min", "max", "when", "copies", "hunan", "红胡", "yes", "no", "#"),
            List.of("(|)", "- |", "min(|, 1)", " + 1|", " * 1|", "not |", "if yes then 1 else |",
                    "pattern p {\n|}\n", "{|}"));

    @Test
    void mutatedVariantsNeverCrashTheCompiler() throws IOException {
        List<Path> files;
        try (Stream<Path> listing = Files.list(BUNDLED)) {
            files = listing.filter(f -> f.toString().endsWith(".variant")).sorted().toList();
        }
        List<String> texts = FuzzRun.texts(files);
        FuzzRun run = new FuzzRun("variants through the compiler", 600);
        for (int i = 0; i < run.inputs(); i++) {
            Random random = new Random(run.seed(i));
            int which = random.nextInt(files.size());
            byte[] mutant = MUTATOR.mutate(texts.get(which), random);
            String shownAs = "mutant-" + i + "-of-" + files.get(which).getFileName();
            String text = new String(mutant, StandardCharsets.UTF_8);
            run.attempt(text, () -> {
                Compilation compilation = VariantCompiler.compile(shownAs, mutant, BUNDLED);
                for (Diagnostic diagnostic : compilation.diagnostics()) {
                    if (diagnostic.position().file().equals(shownAs)) {
                        String shown = text.startsWith("\uFEFF") ? text.substring(1) : text;
                        FuzzRun.outside(shown, diagnostic.position().line(), diagnostic.position().column())
                                .ifPresent(why -> run.check(false, text, diagnostic.render() + ": " + why));
                    }
                }
            });
        }
        run.finish();
    }
}
