package dev.paohuzi.web.server;

import dev.paohuzi.compiler.rules.PatternBlock;
import dev.paohuzi.compiler.rules.RuleCatalogue;
import dev.paohuzi.compiler.rules.RuleKeyword;
import dev.paohuzi.runtime.expr.Quantity;
import dev.paohuzi.web.store.VariantFiles;
import io.javalin.http.Context;

import java.util.Arrays;
import java.util.List;

/**
 * {@code GET /api/catalogue}: every rule the compiler knows (its section, meaning, how its value is written, its
 * words), the parts of a block, and every quantity a formula may read, each with an example line from a saved
 * variant, for the editor's completion and hover. It is built once: the catalogue is fixed when the server starts.
 */
final class CatalogueApi {
    record Rule(String name, String section, String meaning, String kind, List<String> words, String example) {
    }

    record Field(String name, String meaning) {
    }

    record BlockKind(String name, List<Field> fields) {
    }

    record QuantityView(String name, String meaning, String type, String example) {
    }

    record Catalogue(List<Rule> rules, List<BlockKind> blocks, List<QuantityView> quantities) {
    }

    private final Catalogue catalogue;

    /** The catalogue, with examples from the variants saved when the server starts ({@link Examples}). */
    CatalogueApi(VariantFiles files) {
        List<RuleKeyword<?>> all = RuleCatalogue.sections().stream().flatMap(s -> s.rules().stream()).toList();
        Examples examples = new Examples(files, all.stream().map(RuleKeyword::name).toList(), all.stream()
                .filter(rule -> rule.kind() == RuleKeyword.ValueKind.FORMULA).map(RuleKeyword::name).toList());
        catalogue = new Catalogue(
                RuleCatalogue.sections().stream().flatMap(section -> section.rules().stream()
                        .map(rule -> new Rule(rule.name(), section.title(), rule.meaning(), rule.kind().word(),
                                rule.words(), examples.rule(rule.name())))).toList(),
                List.of(new BlockKind(PatternBlock.KIND, PatternBlock.parts().entrySet().stream()
                        .map(part -> new Field(part.getKey(), part.getValue())).toList())),
                Arrays.stream(Quantity.values()).map(q -> new QuantityView(q.word(), q.description(),
                        q.type() == Quantity.Type.BOOL ? "yes or no" : "number", examples.quantity(q))).toList());
    }

    void catalogue(Context ctx) {
        ctx.json(catalogue);
    }
}
