package dev.paohuzi.compiler.rules;

import dev.paohuzi.runtime.expr.Quantity;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * docs/language.md's rule tables and quantity table checked against the catalogue and {@link Quantity}, so the
 * reference cannot fall behind (issue 9 item 6). The tables are hand-written and so is the prose around them; this
 * test reads them back. Each of the catalogue's sections has a table `| rule | value | meaning |` under a paragraph
 * that starts with the section's title in bold; it has one row per rule of the section, in the catalogue's order.
 * The value cell of a rule with a closed list of readings (a word, a set of words, seats, tiers) names exactly
 * those readings, each in backticks, in the catalogue's order; a number's cell is its range `min–max`; a list of
 * card origins says `origins` (the values are listed once, under "Where a card comes from"). A failure names the
 * row to add, move, remove or rewrite.
 */
class LanguageDocTest {
    private static final Path DOC = Path.of("..", "docs", "language.md");
    private static final List<String> RULE_HEADER = List.of("rule", "value", "meaning");
    private static final List<String> QUANTITY_HEADER = List.of("quantity", "type", "meaning");
    private static final Pattern CODE = Pattern.compile("`([^`]*)`");
    private static final Pattern RULE_CELL = Pattern.compile("`([^`:]+):`");
    private static final String ORIGINS_PARAGRAPH = "**Where a card comes from**";

    @Test
    void everyRuleHasItsRowWithItsReadings() throws IOException {
        Doc doc = Doc.read(DOC);
        List<String> problems = new ArrayList<>();
        Map<String, String> sectionOf = new LinkedHashMap<>();
        RuleCatalogue.sections().forEach(s -> s.rules().forEach(r -> sectionOf.put(r.name(), s.title())));
        for (RuleCatalogue.Section section : RuleCatalogue.sections()) {
            List<Row> rows = doc.ruleTables.get(section.title());
            if (rows == null) {
                problems.add("docs/language.md has no rule table for the catalogue's section **" + section.title()
                        + "**: add a paragraph starting `**" + section.title() + "**` and under it the table\n"
                        + "| rule | value | meaning |\n|---|---|---|\n" + section.rules().stream()
                        .map(LanguageDocTest::suggestedRow).collect(Collectors.joining("\n")));
                continue;
            }
            checkSection(section, rows, sectionOf, problems);
        }
        doc.ruleTables.forEach((heading, rows) -> {
            if (RuleCatalogue.sections().stream().noneMatch(s -> s.title().equals(heading))) {
                problems.add("docs/language.md:" + rows.get(0).line + ": a rule table under **" + heading
                        + "**, which is no section of the catalogue (" + RuleCatalogue.sections().stream()
                        .map(RuleCatalogue.Section::title).collect(Collectors.joining(", ")) + ")");
            }
        });
        assertEquals("", String.join("\n\n", problems));
    }

    @Test
    void originsAreListedOnce() throws IOException {
        String doc = Files.readString(DOC);
        int start = doc.indexOf(ORIGINS_PARAGRAPH);
        int colon = doc.indexOf("):", start);
        String values = start < 0 || colon < 0 ? "" : doc.substring(colon, doc.indexOf("`.", colon) + 1);
        List<RuleKeyword<?>> originRules = RuleCatalogue.inOrder().stream().filter(OriginsRule.class::isInstance)
                .toList();
        String where = "the paragraph " + ORIGINS_PARAGRAPH + " of docs/language.md, ";
        assertEquals(originRules.stream().map(RuleKeyword::name).toList(),
                codeSpans(start < 0 || colon < 0 ? "" : doc.substring(start, colon)),
                where + "in its parentheses: every rule whose value is a list of origins, in the catalogue's order");
        assertEquals(originRules.get(0).words(), codeSpans(values),
                where + "after its colon: every origin and shorthand, in the catalogue's order");
    }

    @Test
    void everyQuantityHasItsRow() throws IOException {
        Doc doc = Doc.read(DOC);
        List<String> problems = new ArrayList<>();
        Map<String, String> typeInDoc = new LinkedHashMap<>();
        for (Row row : doc.quantityRows) {
            List<String> words = codeSpans(row.name);
            List<String> types = Arrays.stream(row.value.split(" / ")).map(String::strip).toList();
            for (int i = 0; i < words.size(); i++) {
                String type = types.size() == words.size() ? types.get(i) : row.value;
                if (Quantity.byWord(words.get(i)) == null) {
                    problems.add("docs/language.md:" + row.line + ": the quantity row names `" + words.get(i)
                            + "`, which is no Quantity: remove it, or add it to dev.paohuzi.runtime.expr.Quantity");
                }
                typeInDoc.put(words.get(i), type);
            }
        }
        for (Quantity quantity : Quantity.values()) {
            String type = quantity.type() == Quantity.Type.BOOL ? "yes/no" : "number";
            if (!typeInDoc.containsKey(quantity.word())) {
                problems.add("docs/language.md has no row for the quantity `" + quantity.word() + "`: add to the "
                        + "quantity table | `" + quantity.word() + "` | " + type + " | " + quantity.description()
                        + " |");
            } else if (!typeInDoc.get(quantity.word()).equals(type)) {
                problems.add("docs/language.md: the quantity `" + quantity.word() + "` is a " + type + ", its row says "
                        + typeInDoc.get(quantity.word()));
            }
        }
        assertEquals("", String.join("\n\n", problems));
    }

    private static void checkSection(RuleCatalogue.Section section, List<Row> rows, Map<String, String> sectionOf,
                                     List<String> problems) {
        List<String> names = section.rules().stream().map(RuleKeyword::name).toList();
        Map<String, Row> byName = new LinkedHashMap<>();
        for (Row row : rows) {
            Matcher cell = RULE_CELL.matcher(row.name);
            if (!cell.matches()) {
                problems.add(row.where() + "the first cell of a rule row is the rule as written, `name:`; found "
                        + row.name);
                continue;
            }
            String name = cell.group(1);
            String home = sectionOf.get(name);
            if (home == null) {
                problems.add(row.where() + "the row `" + name + ":` under **" + section.title() + "** names no rule "
                        + "of the catalogue: remove the row, or add the rule to RuleCatalogue");
            } else if (!home.equals(section.title())) {
                problems.add(row.where() + "the row `" + name + ":` is under **" + section.title() + "** but the "
                        + "catalogue has the rule in **" + home + "**: move the row to that table");
            } else if (byName.put(name, row) != null) {
                problems.add(row.where() + "a second row for `" + name + ":`: remove one");
            }
        }
        for (int i = 0; i < names.size(); i++) {
            if (!byName.containsKey(names.get(i))) {
                problems.add("docs/language.md has no row for the rule `" + names.get(i) + ":`: add to the table "
                        + "under **" + section.title() + "**, " + (i == 0 ? "as its first row" : "after the row `"
                        + names.get(i - 1) + ":`") + ",\n" + suggestedRow(section.rules().get(i))
                        + "\n(the meaning as the catalogue says it; add its source)");
            }
        }
        List<String> documented = names.stream().filter(byName::containsKey).toList();
        List<String> inDocOrder = List.copyOf(byName.keySet());
        if (!documented.equals(inDocOrder)) {
            problems.add(rows.get(0).where() + "the rows under **" + section.title() + "** are not in the catalogue's "
                    + "order (explain's): put them as " + documented.stream().map(n -> "`" + n + ":`")
                    .collect(Collectors.joining(", ")));
        }
        for (RuleKeyword<?> rule : section.rules()) {
            Row row = byName.get(rule.name());
            if (row != null) {
                checkValue(rule, row, problems);
            }
        }
    }

    private static void checkValue(RuleKeyword<?> rule, Row row, List<String> problems) {
        if (rule instanceof IntRule number) {
            if (!row.value.equals(number.range())) {
                problems.add(row.where() + "`" + rule.name() + ":` takes " + number.range() + "; its value cell says "
                        + row.value + ": write its value cell as " + number.range());
            }
        } else if (rule instanceof OriginsRule) {
            if (!row.value.equals("origins")) {
                problems.add(row.where() + "`" + rule.name() + ":` takes card origins: write its value cell as "
                        + "origins (they are listed under " + ORIGINS_PARAGRAPH + ")");
            }
        } else if (enumerated(rule)) {
            List<String> written = codeSpans(row.value);
            if (!written.equals(rule.words())) {
                problems.add(row.where() + "`" + rule.name() + ":` reads " + spans(rule.words())
                        + "; its value cell lists " + (written.isEmpty() ? "none" : spans(written))
                        + ": write its value cell as " + suggestedValue(rule));
            }
        } else if (row.value.isBlank()) {
            problems.add(row.where() + "`" + rule.name() + ":` has an empty value cell: write "
                    + suggestedValue(rule));
        }
    }

    /** A rule whose value is one of a closed list of readings, or a set of closed words. */
    private static boolean enumerated(RuleKeyword<?> rule) {
        return rule instanceof WordRule || rule instanceof FixedRule || rule instanceof WordSetRule
                || rule instanceof SeatOrderRule || rule instanceof PriorityRule;
    }

    private static String suggestedRow(RuleKeyword<?> rule) {
        return "| `" + rule.name() + ":` | " + suggestedValue(rule) + " | " + rule.meaning() + " |";
    }

    private static String suggestedValue(RuleKeyword<?> rule) {
        if (rule instanceof IntRule number) {
            return number.range();
        }
        if (rule instanceof OriginsRule) {
            return "origins";
        }
        if (rule instanceof SeatOrderRule) {
            return "seats from " + spans(rule.words());
        }
        if (rule instanceof PriorityRule) {
            return "tiers of " + spans(rule.words());
        }
        if (rule instanceof WinWhenRule) {
            return "condition";
        }
        return rule.words().isEmpty() ? rule.kind().word() : spans(rule.words());
    }

    private static String spans(List<String> words) {
        return words.stream().map(word -> "`" + word + "`").collect(Collectors.joining(", "));
    }

    private static List<String> codeSpans(String text) {
        List<String> spans = new ArrayList<>();
        Matcher matcher = CODE.matcher(text);
        while (matcher.find()) {
            spans.add(matcher.group(1));
        }
        return spans;
    }

    /** One table row: its first two cells and its line in the file. */
    private record Row(String name, String value, int line) {
        String where() {
            return "docs/language.md:" + line + ": ";
        }
    }

    /**
     * The rule tables of docs/language.md, each under the bold title of the paragraph before it, and the quantities.
     */
    private record Doc(Map<String, List<Row>> ruleTables, List<Row> quantityRows) {
        static Doc read(Path path) throws IOException {
            List<String> lines = Files.readAllLines(path);
            Map<String, List<Row>> tables = new LinkedHashMap<>();
            List<Row> quantities = new ArrayList<>();
            String heading = null;
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i);
                if (line.startsWith("**") && line.indexOf("**", 2) > 2) {
                    heading = line.substring(2, line.indexOf("**", 2));
                }
                if (!line.startsWith("|") || i + 1 >= lines.size() || !lines.get(i + 1).startsWith("|---")) {
                    continue;
                }
                List<String> header = cells(line);
                List<Row> rows = header.equals(RULE_HEADER) ? tables.computeIfAbsent(heading, h -> new ArrayList<>())
                        : header.equals(QUANTITY_HEADER) ? quantities : new ArrayList<>();
                for (i += 2; i < lines.size() && lines.get(i).startsWith("|"); i++) {
                    List<String> cells = cells(lines.get(i));
                    rows.add(new Row(cells.get(0), cells.size() > 1 ? cells.get(1) : "", i + 1));
                }
            }
            return new Doc(tables, quantities);
        }

        private static List<String> cells(String line) {
            String inner = line.strip().replaceAll("^\\|", "").replaceAll("\\|$", "");
            return Arrays.stream(inner.split("\\|", -1)).map(String::strip).toList();
        }
    }
}
