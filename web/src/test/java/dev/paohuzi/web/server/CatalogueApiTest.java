package dev.paohuzi.web.server;

import com.fasterxml.jackson.databind.JsonNode;
import dev.paohuzi.compiler.rules.RuleCatalogue;
import dev.paohuzi.runtime.expr.Quantity;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code GET /api/catalogue}: what the editor completes and explains on hover is everything the compiler knows. */
class CatalogueApiTest extends ServerFixture {
    /** Kinds whose every listed word is a whole value on its own. */
    private static final Set<String> WHOLE_WORDS = Set.of("word", "word list", "seat order", "phrase");

    @Test
    void listsEveryRuleOfTheCatalogueInItsSectionWithItsMeaning() {
        JsonNode rules = catalogue().get("rules");
        List<String> listed = new ArrayList<>();
        rules.forEach(rule -> listed.add(rule.get("name").asText()));
        assertEquals(RuleCatalogue.names(), listed);
        for (RuleCatalogue.Section section : RuleCatalogue.sections()) {
            for (var rule : section.rules()) {
                JsonNode shown = rules.get(listed.indexOf(rule.name()));
                assertEquals(section.title(), shown.get("section").asText(), rule.name());
                assertFalse(shown.get("meaning").asText().isBlank(), rule.name());
                assertFalse(shown.get("kind").asText().isBlank(), rule.name());
            }
        }
    }

    @Test
    void listsEveryQuantityWithItsMeaning() {
        JsonNode quantities = catalogue().get("quantities");
        List<String> listed = new ArrayList<>();
        quantities.forEach(q -> {
            listed.add(q.get("name").asText());
            assertFalse(q.get("meaning").asText().isBlank(), q.toString());
        });
        assertEquals(Arrays.stream(Quantity.values()).map(Quantity::word).toList(), listed);
    }

    /**
     * Every rule's example is a line of a saved variant that sets it, as written there (hunan's first); every
     * quantity's a formula line that reads it, or, where no saved formula reads it, says so.
     */
    @Test
    void everyRuleAndQuantityHasAnExampleFromASavedVariant() throws Exception {
        for (JsonNode rule : catalogue().get("rules")) {
            String example = rule.get("example").asText();
            Matcher line = SAVED_LINE.matcher(example);
            assertTrue(line.matches(), rule.get("name").asText() + ": " + example);
            String[] lines = Files.readString(variants.resolve(line.group(1))).split("\n", -1);
            String written = lines[Integer.parseInt(line.group(2)) - 1].strip().replaceAll("\\s+", " ");
            assertTrue(written.startsWith(line.group(3)), example + " is the file's line " + written);
            assertTrue(line.group(3).startsWith(rule.get("name").asText() + ":"), example);
        }
        assertEquals("hunan.variant:", catalogue().get("rules").get(0).get("example").asText()
                .substring(0, "hunan.variant:".length()), "the base's line first");
        List<String> unread = new ArrayList<>();
        for (JsonNode quantity : catalogue().get("quantities")) {
            String name = quantity.get("name").asText();
            String example = quantity.get("example").asText();
            Matcher line = SAVED_LINE.matcher(example);
            if (line.matches()) {
                assertTrue(line.group(3).matches(".*(?<![A-Za-z_])" + name + "(?![A-Za-z_]).*"), example);
            } else {
                assertEquals("no saved variant reads it yet", example, name);
                unread.add(name);
            }
        }
        // read by no formula of a saved variant: checked against the files themselves
        for (String name : unread) {
            try (var files = Files.list(variants)) {
                for (Path file : files.filter(f -> f.toString().endsWith(".variant")).toList()) {
                    assertFalse(Files.readString(file).lines().map(l -> l.replaceAll("#.*", ""))
                            .filter(l -> l.matches("\\s*(when|fan|grade|base|win when|dihu when|loser pays|"
                                    + "counting seat gets|escape penalty|dead hand pays|match adds)\\s*:.*"))
                            .anyMatch(l -> l.matches(".*(?<![A-Za-z_])" + name + "(?![A-Za-z_]).*")),
                            name + " is read in " + file);
                }
            }
        }
    }

    private static final Pattern SAVED_LINE = Pattern.compile("([a-z0-9-]+\\.variant):([0-9]+): (.*)");

    @Test
    void listsThePartsOfAPatternWithTheirMeanings() {
        JsonNode blocks = catalogue().get("blocks");
        assertEquals(1, blocks.size());
        assertEquals("pattern", blocks.get(0).get("name").asText());
        List<String> fields = new ArrayList<>();
        blocks.get(0).get("fields").forEach(f -> {
            fields.add(f.get("name").asText());
            assertFalse(f.get("meaning").asText().isBlank(), f.toString());
        });
        assertEquals(List.of("when", "fan"), fields);
    }

    /** A completion the editor offers must compile: each listed word, written alone as the rule's value. */
    @Test
    void everyListedWordIsAValueTheCompilerAccepts() {
        int tried = 0;
        for (JsonNode rule : catalogue().get("rules")) {
            if (!WHOLE_WORDS.contains(rule.get("kind").asText())) {
                continue;
            }
            assertFalse(rule.get("words").isEmpty(), rule.toString());
            for (JsonNode word : rule.get("words")) {
                String text = "variant mine extends hunan \"mine\" {\n  source \"000:1\"\n  "
                        + rule.get("name").asText() + ": " + word.asText() + "    source \"000:1\"\n}\n";
                JsonNode checked = api.post("/api/check", ApiClient.object("name", "mine", "text", text)).body();
                assertTrue(checked.get("ok").asBoolean(), text + checked);
                tried++;
            }
        }
        assertTrue(tried > 30, "words tried: " + tried);
    }

    private JsonNode catalogue() {
        ApiClient.Reply reply = api.get("/api/catalogue");
        assertEquals(200, reply.status(), reply.body().toString());
        return reply.body();
    }
}
