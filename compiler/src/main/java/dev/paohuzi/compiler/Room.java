package dev.paohuzi.compiler;

import dev.paohuzi.compiler.diag.Diagnostics;
import dev.paohuzi.compiler.diag.Position;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A room as a user names it: a variant and the options it chooses, {@code youxian[18胡息, 无名堂]}, where
 * {@code -NAME} turns off an option that is on by default (docs/language.md, "Options and rooms"). A plain variant
 * name is a room that chooses nothing. Every command, the web API and the case files read a variant through this
 * one parser; its errors point at a column of the string as written (the string stands for the file).
 *
 * @param variant the variant's name or path, before the brackets
 * @param picks   the options chosen, in the order written
 */
public record Room(String text, String variant, List<Pick> picks) {
    private static final String FORM = "write VARIANT[OPTION, OPTION, -OPTION], e.g. `youxian[无名堂, -自摸加3息]`";

    public Room {
        picks = List.copyOf(picks);
    }

    /** One option a room names: on, or off ({@code -NAME}), and where it is written. */
    public record Pick(String option, boolean on, Position position) {
        @Override
        public String toString() {
            return (on ? "" : "-") + option;
        }
    }

    /** A variant with no options chosen. */
    public static Room plain(String variant) {
        return new Room(variant, variant, List.of());
    }

    public boolean isPlain() {
        return picks.isEmpty();
    }

    /** Whether {@code text} names options at all (so a caller may take the rest as a plain name or path). */
    public static boolean hasOptions(String text) {
        return text.indexOf('[') >= 0 || text.indexOf(']') >= 0;
    }

    /**
     * The variant a room string names, its text before {@code [} ({@code youxian} of {@code youxian[无名堂]}): a
     * variant's cases include its rooms' (a save runs them, `conformance --variant` lists them).
     */
    public static String variantOf(String text) {
        int open = text.indexOf('[');
        return open < 0 ? text : text.substring(0, open).strip();
    }

    /** The room {@code text} names, or empty with each error reported at its column. */
    public static Optional<Room> parse(String text, Diagnostics report) {
        int open = text.indexOf('[');
        int close = text.indexOf(']');
        if (open < 0) {
            if (close >= 0) {
                report.error(at(text, close), "']' without '['", FORM);
                return Optional.empty();
            }
            return Optional.of(plain(text));
        }
        String variant = text.substring(0, open).strip();
        if (variant.isEmpty()) {
            report.error(at(text, open), "no variant before '['", FORM);
            return Optional.empty();
        }
        if (close < 0) {
            report.error(at(text, text.length()), "the list of options is not closed", "end it with ']': " + FORM);
            return Optional.empty();
        }
        int again = text.indexOf('[', open + 1);
        if (close < open || again >= 0 && again < close) {
            report.error(at(text, close < open ? close : again), "unexpected bracket", FORM);
            return Optional.empty();
        }
        if (close != text.length() - 1 && !text.substring(close + 1).isBlank()) {
            report.error(at(text, close + 1), "text after the list of options", FORM);
            return Optional.empty();
        }
        return picks(text, open + 1, close, report).map(picks -> new Room(text, variant, picks));
    }

    private static Optional<List<Pick>> picks(String text, int from, int to, Diagnostics report) {
        List<Pick> picks = new ArrayList<>();
        boolean ok = true;
        int start = from;
        while (start <= to) {
            int end = text.indexOf(',', start);
            end = end < 0 || end > to ? to : end;
            String item = text.substring(start, end);
            int column = start + (item.length() - item.stripLeading().length());
            item = item.strip();
            boolean on = !item.startsWith("-");
            String name = on ? item : item.substring(1).strip();
            if (name.isEmpty() || name.chars().anyMatch(Character::isWhitespace)) {
                report.error(at(text, column), name.isEmpty() ? "an empty option name" : "an option name has no spaces",
                        name.isEmpty() && from == to ? "name an option, or write the variant without brackets"
                                : FORM);
                ok = false;
            } else {
                Position position = at(text, column);
                Optional<Pick> again = picks.stream().filter(p -> p.option().equals(name)).findFirst();
                if (again.isPresent()) {
                    report.error(position, "option '" + name + "' is named twice"
                            + (again.get().on() == on ? "" : ", once on and once off"), "keep one");
                    ok = false;
                } else {
                    picks.add(new Pick(name, on, position));
                }
            }
            start = end + 1;
        }
        return ok ? Optional.of(picks) : Optional.empty();
    }

    /** Column {@code index + 1} of the room string, which stands for the file in its diagnostics. */
    private static Position at(String text, int index) {
        return new Position(text, 1, index + 1);
    }
}
