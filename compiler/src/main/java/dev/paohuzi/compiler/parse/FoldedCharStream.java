package dev.paohuzi.compiler.parse;

import org.antlr.v4.runtime.CharStream;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.misc.Interval;

/**
 * The variant text as the lexer reads it: every code point at or above 128 is shown to the lexer as one of the
 * marks {@code Variant.g4} reserves for it (a letter, a space, an apostrophe, anything else), while the tokens'
 * text is read from the text as written. ANTLR's lexer caches the edges of its shared DFA only for characters
 * below 128; any other character takes the slow path that builds the edge afresh and adds its state under a lock
 * every lexer thread shares, so the 汉字 of names, citations and card words cost most of lexing and serialised
 * concurrent compiles (docs/performance.md, "Lexing"). Folded, the DFA is warmed once and never locked again.
 *
 * <p>The ASCII characters the marks use are themselves shown as {@link #OTHER}, so a stray control character is
 * still lexed as one (an error outside strings and comments), as before.
 */
final class FoldedCharStream implements CharStream {
    /** A letter of any script ({@code \p{L}}) outside ASCII. */
    static final int LETTER = 1;
    /** The ideographic space and the byte-order mark, spaces between words. */
    static final int SPACE = 2;
    /** The right single quotation mark, which words may hold as they hold {@code '}. */
    static final int APOSTROPHE = 3;
    /** Any other character outside ASCII, and the marks' own characters. */
    static final int OTHER = 4;

    private final CharStream text;

    private FoldedCharStream(CharStream text) {
        this.text = text;
    }

    static CharStream of(String text, String sourceName) {
        return new FoldedCharStream(CharStreams.fromString(text, sourceName));
    }

    /** The mark the lexer sees for a code point (EOF stays EOF). */
    static int fold(int c) {
        if (c > OTHER && c < 128 || c < LETTER) {
            return c;
        }
        if (c < 128) {
            return OTHER;
        }
        if (Character.isLetter(c)) {
            return LETTER;
        }
        return c == '\u3000' || c == '\uFEFF' ? SPACE : c == '\u2019' ? APOSTROPHE : OTHER;
    }

    @Override
    public int LA(int i) {
        return fold(text.LA(i));
    }

    @Override
    public String getText(Interval interval) {
        return text.getText(interval);
    }

    @Override
    public void consume() {
        text.consume();
    }

    @Override
    public int mark() {
        return text.mark();
    }

    @Override
    public void release(int marker) {
        text.release(marker);
    }

    @Override
    public int index() {
        return text.index();
    }

    @Override
    public void seek(int index) {
        text.seek(index);
    }

    @Override
    public int size() {
        return text.size();
    }

    @Override
    public String getSourceName() {
        return text.getSourceName();
    }

    @Override
    public String toString() {
        return text.toString();
    }
}
