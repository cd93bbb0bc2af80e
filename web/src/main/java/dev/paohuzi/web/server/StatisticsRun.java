package dev.paohuzi.web.server;

import dev.paohuzi.runtime.game.bot.BotLineup;
import dev.paohuzi.runtime.rules.RuleSet;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;

/**
 * A run the Statistics page asked for: one variant, or two to compare (either may be unsaved editor text), the hands
 * or whole matches, the first seed and the bots.
 *
 * @param rulesB null when the run is of one variant
 * @param hands  the hands the run plays, or with {@code matches} the whole matches
 * @param savedA A is a saved file (its name finds it again), not editor text
 * @param metric the primary metric of a comparison (the others are exploratory)
 */
record StatisticsRun(String nameA, RuleSet rulesA, boolean savedA, String nameB, RuleSet rulesB, boolean savedB,
                     int hands, boolean matches, long seed, BotLineup bots, String metric) {
    boolean paired() {
        return rulesB != null;
    }

    /**
     * How the page names side A: "your edit" for the editor's unsaved text, "saved hunan" for a saved file compared
     * with an edit of it, "hunan (A)" when both sides are the same saved file, else the file's name — never two
     * sides under one name.
     */
    String labelA() {
        return label(nameA, savedA, nameB, savedB, "A");
    }

    String labelB() {
        return label(nameB, savedB, nameA, savedA, "B");
    }

    private String label(String name, boolean saved, String other, boolean otherSaved, String side) {
        if (!saved) {
            return "your edit";
        }
        if (!paired() || !name.equals(other)) {
            return name;
        }
        return otherSaved ? name + " (" + side + ")" : "saved " + name;
    }

    /** The page's link that runs this again, or null when a variant is unsaved text (it has no name to find). */
    String reproduce() {
        if (!savedA || paired() && !savedB) {
            return null;
        }
        return "/statistics.html?a=" + encode(nameA) + (paired() ? "&b=" + encode(nameB) : "")
                + (matches ? "&matches=" : "&hands=") + hands
                + "&seed=" + seed + "&bots=" + encode(bots.toString()) + "&metric=" + encode(metric);
    }

    private static String encode(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8);
    }
}
