package dev.paohuzi.web.server;

import dev.paohuzi.runtime.expr.Quantity;
import dev.paohuzi.web.store.StoreException;
import dev.paohuzi.web.store.VariantFiles;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The editor's hover examples: for every rule and quantity of the catalogue, a line of a saved variant that uses it,
 * as written there with its citation (`hunan.variant:76: minimum huxi: 15 source "000:65, 000:104"`). Real lines
 * teach the form and the habit of citing, and they cannot drift from the language as a hand-written example could:
 * the bundled files are checked and their cases run on every build. The base variant is read first, so a rule's
 * example is the base's line where it has one. A quantity no saved formula reads says so.
 */
final class Examples {
    /** The variant every bundled one extends: its lines are the plainest examples. */
    private static final String BASE = "hunan";
    /** A quantity's example when no saved formula reads it: said plainly rather than made up. */
    static final String UNREAD = "no saved variant reads it yet";
    /** A name in a formula: a quantity is one whole run of these. */
    private static final Pattern IDENTIFIER = Pattern.compile("[A-Za-z_]+");

    private final Map<String, String> rules = new HashMap<>();
    private final Map<String, String> quantities = new HashMap<>();

    /** Reads the saved variants once; a file that cannot be read is passed over (the editor reports it itself). */
    Examples(VariantFiles files, List<String> ruleNames, List<String> formulaRules) {
        List<String> names = new ArrayList<>(files.names());
        if (names.remove(BASE)) {
            names.add(0, BASE);
        }
        Set<String> rulesKnown = Set.copyOf(ruleNames);
        // the lines whose value is a formula: those of formula rules, and a pattern's when: and fan:
        Set<String> formulas = new HashSet<>(formulaRules);
        formulas.addAll(List.of("when", "fan"));
        Set<String> words = Arrays.stream(Quantity.values()).map(Quantity::word).collect(Collectors.toSet());
        for (String name : names) {
            String text;
            try {
                text = files.read(name).text();
            } catch (StoreException e) {
                continue;
            }
            String[] lines = text.split("\n", -1);
            for (int i = 0; i < lines.length; i++) {
                String code = withoutComment(lines[i]).strip().replaceAll("\\s+", " ");
                int colon = code.indexOf(':');
                if (colon < 0) {
                    continue;
                }
                String key = code.substring(0, colon).strip(); // the rule or pattern part the line sets
                String example = name + VariantFiles.EXTENSION + ":" + (i + 1) + ": " + code;
                if (rulesKnown.contains(key)) {
                    rules.putIfAbsent(key, example);
                }
                if (formulas.contains(key)) {
                    String value = code.substring(colon + 1).replaceAll("\"[^\"]*\"", ""); // not in a citation
                    Matcher identifier = IDENTIFIER.matcher(value);
                    while (identifier.find()) {
                        if (words.contains(identifier.group())) {
                            quantities.putIfAbsent(identifier.group(), example);
                        }
                    }
                }
            }
        }
    }

    /** A saved line setting the rule, or null when no saved variant sets it. */
    String rule(String name) {
        return rules.get(name);
    }

    /** A saved formula line reading the quantity, or {@link #UNREAD}. */
    String quantity(Quantity quantity) {
        return quantities.getOrDefault(quantity.word(), UNREAD);
    }

    /** The line before its `#` comment: a `#` inside a quoted citation or choice stays. */
    private static String withoutComment(String line) {
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '"') {
                quoted = !quoted;
            } else if (c == '#' && !quoted) {
                return line.substring(0, i);
            }
        }
        return line;
    }
}
