package dev.paohuzi.compiler.parse;

import dev.paohuzi.grammar.VariantLexer;
import org.antlr.v4.runtime.BaseErrorListener;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Recognizer;
import org.antlr.v4.runtime.Token;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The lexer reads folded text (FoldedCharStream) yet its tokens, errors and columns are those of the text. */
class FoldedLexingTest {
    /** "TYPE:text" per token, then "error line:column text" per lexer error. */
    private static List<String> lex(String text) {
        List<String> seen = new ArrayList<>();
        VariantLexer lexer = VariantReader.lexer(text, "t");
        lexer.removeErrorListeners();
        lexer.addErrorListener(new BaseErrorListener() {
            @Override
            public void syntaxError(Recognizer<?, ?> recognizer, Object symbol, int line, int column, String msg,
                    RecognitionException e) {
                seen.add("error " + line + ":" + column + " " + msg);
            }
        });
        CommonTokenStream tokens = new CommonTokenStream(lexer);
        tokens.fill();
        for (Token token : tokens.getTokens()) {
            if (token.getType() != Token.EOF) {
                seen.add(VariantLexer.VOCABULARY.getSymbolicName(token.getType()) + ":" + token.getText() + "@"
                        + token.getCharPositionInLine());
            }
        }
        return seen;
    }

    @Test
    void wordsOfAnyScriptKeepTheirText() {
        assertEquals(List.of("WORD:红胡@0", "WORD:stale-wei@3", "WORD:Élan@13", "WORD:lao’s@18"),
                lex("红胡 stale-wei Élan lao’s"));
    }

    @Test
    void theIdeographicSpaceAndTheByteOrderMarkSeparateWords() {
        assertEquals(List.of("WORD:天胡@1", "WORD:地胡@4"), lex("\uFEFF天胡\u3000地胡"));
    }

    @Test
    void stringsAndCommentsHoldAnyCharacter() {
        assertEquals(List.of("STRING:\"000:86 红胡 — 《x》\"@0", "NL:\n@24"), lex("\"000:86 红胡 — 《x》\" # 注释 ☆\n"));
    }

    @Test
    void aCharacterOutsideEveryRuleIsAnErrorWithItsOwnText() {
        // a non-letter outside ASCII, and the control characters the folding uses as its marks, are not letters
        assertEquals(List.of("error 1:1 token recognition error at: '☆'", "error 1:3 token recognition error at: "
                + "'\u0001'", "WORD:a@0", "WORD:b@2", "WORD:c@4"), lex("a☆b\u0001c"));
    }
}
