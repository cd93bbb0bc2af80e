package dev.paohuzi.conformance.parse;

import dev.paohuzi.compiler.diag.Diagnostics;
import dev.paohuzi.compiler.diag.Position;
import dev.paohuzi.grammar.CasesLexer;
import org.antlr.v4.runtime.BaseErrorListener;
import org.antlr.v4.runtime.Parser;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Recognizer;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.misc.IntervalSet;

import java.util.BitSet;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * Turns ANTLR's syntax errors into diagnostics a case writer can act on: the offending text in plain words, and
 * the hint lists what may come there in case-file words rather than token names.
 */
final class SyntaxErrorCollector extends BaseErrorListener {
    private static final Map<Integer, String> EXPECTED_WORDS = Map.ofEntries(
            Map.entry(CasesLexer.STRING, "a quoted text"),
            Map.entry(CasesLexer.NAME, "a variant name"),
            Map.entry(CasesLexer.INT, "a number"),
            Map.entry(CasesLexer.CARD, "a card (s1..s10, b1..b10, W, 一…十, 壹…拾, 王)"),
            Map.entry(CasesLexer.KIND, "a group kind (sentence, two-seven-ten, one-five-ten, mixed, pair, kan, pong, "
                    + "wei, stale-wei, pao, ti)"),
            Map.entry(CasesLexer.HOLDING_TEXT, "a holding"),
            Map.entry(Token.EOF, "the end of the file"));

    private final String file;
    private final Diagnostics diagnostics;
    /** The index of each token a syntax error was reported at. */
    private final BitSet offending = new BitSet();

    SyntaxErrorCollector(String file, Diagnostics diagnostics) {
        this.file = file;
        this.diagnostics = diagnostics;
    }

    @Override
    public void syntaxError(Recognizer<?, ?> recognizer, Object offendingSymbol, int line, int column, String msg,
                            RecognitionException e) {
        Position position = new Position(file, line, column + 1);
        if (!(recognizer instanceof Parser parser) || !(offendingSymbol instanceof Token token)) {
            diagnostics.error(position, msg, "");
            return;
        }
        offending.set(Math.max(0, token.getTokenIndex()));
        IntervalSet expected = e != null && e.getExpectedTokens() != null ? e.getExpectedTokens()
                : parser.getExpectedTokens();
        String found = token.getType() == Token.EOF ? "the end of the file" : "'" + token.getText() + "'";
        diagnostics.error(position, "unexpected " + found + describeContext(msg),
                "expected " + describe(expected, parser));
    }

    /**
     * Whether a syntax error was reported inside this case, after its `case` keyword. ANTLR's recovery can leave a
     * statement without the token it needs and without an error node (`variant }`: the missing name is conjured up
     * but never added to the tree), so the tokens reported are what marks a case as damaged. An error at the `case`
     * keyword itself belongs to the case before, whose `}` is missing.
     */
    boolean reportedWithin(ParserRuleContext caseDef) {
        int first = caseDef.getStart().getTokenIndex() + 1;
        int last = caseDef.getStop() != null ? caseDef.getStop().getTokenIndex() : first - 1;
        int next = first >= 0 ? offending.nextSetBit(first) : -1;
        return next >= 0 && next <= last;
    }

    /** ANTLR says "missing X" or "extraneous input" in msg; keep that nuance out of the hint. */
    private static String describeContext(String msg) {
        return msg.startsWith("missing") ? " (" + msg.substring(0, msg.indexOf(" at ")) + ")" : "";
    }

    private static String describe(IntervalSet expected, Parser parser) {
        Set<String> words = new LinkedHashSet<>();
        for (int type : expected.toList()) {
            String word = EXPECTED_WORDS.get(type);
            if (word == null) {
                word = parser.getVocabulary().getLiteralName(type);
            }
            words.add(word == null ? parser.getVocabulary().getDisplayName(type) : word);
        }
        return String.join(" or ", words);
    }
}
