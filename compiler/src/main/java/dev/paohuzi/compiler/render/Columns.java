package dev.paohuzi.compiler.render;

import java.util.ArrayList;
import java.util.List;

/**
 * Aligned text columns for a terminal. Chinese characters take two cells, so widths are counted in cells, not chars.
 */
final class Columns {
    private final List<String[]> rows = new ArrayList<>();

    void row(String... cells) {
        rows.add(cells);
    }

    /** The rows, each cell but the last padded to its column's width, two spaces between columns. */
    List<String> lines(String indent) {
        int columns = rows.stream().mapToInt(r -> r.length).max().orElse(0);
        int[] widths = new int[columns];
        for (String[] row : rows) {
            for (int i = 0; i < row.length - 1; i++) {
                widths[i] = Math.max(widths[i], width(row[i]));
            }
        }
        List<String> lines = new ArrayList<>();
        for (String[] row : rows) {
            StringBuilder line = new StringBuilder(indent);
            for (int i = 0; i < row.length; i++) {
                line.append(row[i]);
                if (i < row.length - 1) {
                    line.append(" ".repeat(widths[i] - width(row[i]) + 2));
                }
            }
            lines.add(line.toString().stripTrailing());
        }
        return lines;
    }

    static int width(String text) {
        return text.codePoints().map(c -> wide(c) ? 2 : 1).sum();
    }

    /** East Asian wide: CJK ideographs, CJK punctuation and full-width forms. */
    private static boolean wide(int c) {
        return (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0xA4CF) || (c >= 0xAC00 && c <= 0xD7A3)
                || (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0xFF00 && c <= 0xFF60)
                || (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x20000 && c <= 0x3FFFD);
    }
}
