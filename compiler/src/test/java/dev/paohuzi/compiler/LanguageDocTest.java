package dev.paohuzi.compiler;

import dev.paohuzi.compiler.rules.RuleCatalogue;
import dev.paohuzi.runtime.expr.Quantity;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** docs/language.md names every rule of the catalogue and every quantity, so the reference cannot fall behind. */
class LanguageDocTest {
    private static final Path DOC = Path.of("..", "docs", "language.md");

    @Test
    void everyRuleAndQuantityIsDocumented() throws IOException {
        String doc = Files.readString(DOC);
        List<String> missingRules = RuleCatalogue.names().stream().filter(name -> !doc.contains("`" + name + ":`")).toList();
        List<String> missingQuantities = Arrays.stream(Quantity.values()).map(Quantity::word)
                .filter(word -> !doc.contains("`" + word + "`")).toList();
        assertEquals(List.of(), missingRules, "rules not in docs/language.md");
        assertEquals(List.of(), missingQuantities, "quantities not in docs/language.md");
    }
}
