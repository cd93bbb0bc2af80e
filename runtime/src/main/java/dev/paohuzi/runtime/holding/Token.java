package dev.paohuzi.runtime.holding;

import java.util.ArrayList;
import java.util.List;

/** A whitespace-separated word of a holding line with its 1-based column. */
record Token(String text, int column) {

    static List<Token> split(String line) {
        List<Token> tokens = new ArrayList<>();
        int start = -1;
        for (int i = 0; i <= line.length(); i++) {
            boolean space = i == line.length() || Character.isWhitespace(line.charAt(i));
            if (space && start >= 0) {
                tokens.add(new Token(line.substring(start, i), start + 1));
                start = -1;
            } else if (!space && start < 0) {
                start = i;
            }
        }
        return tokens;
    }

    boolean isMeld() {
        return text.indexOf(':') > 0;
    }

    String describe(String problem) {
        return "column " + column + ": '" + text + "' " + problem;
    }
}
