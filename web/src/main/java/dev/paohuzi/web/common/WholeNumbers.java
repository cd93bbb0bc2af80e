package dev.paohuzi.web.common;

import picocli.CommandLine.TypeConversionException;

import java.util.regex.Pattern;

/**
 * Whole numbers on the command line: an optional minus and ASCII digits only. Java's own parsing accepts any
 * Unicode digit (٣ would play seed 3); a seed or a count that does not look like one is refused with a plain message.
 */
public final class WholeNumbers {
    private static final Pattern ASCII = Pattern.compile("-?[0-9]+");
    /** Enough of a refused text to recognise it; a pasted megabyte is not echoed back. */
    private static final int SHOWN_CHARS = 40;

    private WholeNumbers() {}

    public static long parseLong(String text) {
        return parse(text, Long.MIN_VALUE, Long.MAX_VALUE);
    }

    public static int parseInt(String text) {
        return (int) parse(text, Integer.MIN_VALUE, Integer.MAX_VALUE);
    }

    private static long parse(String text, long min, long max) {
        if (!ASCII.matcher(text).matches()) {
            throw new TypeConversionException(quote(text) + " is not a whole number (digits 0-9, optionally after -)");
        }
        try {
            long value = Long.parseLong(text);
            if (value >= min && value <= max) {
                return value;
            }
        } catch (NumberFormatException e) {
            // more digits than a long holds: out of range, as below
        }
        throw new TypeConversionException(quote(text) + " is out of range: " + min + " to " + max);
    }

    /** The text in quotes, control characters (NUL, ESC, ...) escaped as in Java source, so a terminal shows
     * them and does not obey them. */
    private static String quote(String text) {
        StringBuilder quoted = new StringBuilder("'");
        text.codePoints().limit(SHOWN_CHARS).forEach(c -> quoted.append(Character.isISOControl(c)
                ? String.format("\\u%04X", c) : Character.toString(c)));
        return quoted.append(text.codePointCount(0, text.length()) > SHOWN_CHARS ? "…'" : "'").toString();
    }
}
