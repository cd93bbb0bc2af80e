package dev.paohuzi.compiler.parse;

import dev.paohuzi.compiler.diag.Diagnostics;
import dev.paohuzi.compiler.diag.Position;
import dev.paohuzi.grammar.VariantLexer;
import org.antlr.v4.runtime.BaseErrorListener;
import org.antlr.v4.runtime.Parser;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Recognizer;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.misc.IntervalSet;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/** Turns ANTLR's syntax errors into plain diagnostics ("unexpected end of line", "expected ':'"). */
final class SyntaxErrors extends BaseErrorListener {
    static final int OPENING_BRACE = literal("'{'");
    static final int CLOSING_BRACE = literal("'}'");
    static final int CLOSING_PARENTHESIS = literal("')'");
    static final int COLON = literal("':'");
    private final String file;
    private final Diagnostics diagnostics;
    private int count;
    private final BitSet lines = new BitSet();

    SyntaxErrors(String file, Diagnostics diagnostics) {
        this.file = file;
        this.diagnostics = diagnostics;
    }

    int count() {
        return count;
    }

    /**
     * Whether a syntax error was reported on the lines of this part of the tree. ANTLR's recovery can leave a part
     * without the token it needs and without an error node in it (a missing `(WORD | STRING)` is conjured up but
     * never added), so the lines reported are what marks a part as damaged.
     */
    boolean reportedWithin(ParserRuleContext part) {
        int from = part.getStart().getLine();
        int to = part.getStop() != null ? Math.max(from, part.getStop().getLine()) : from;
        int next = lines.nextSetBit(from);
        return next >= 0 && next <= to;
    }

    @Override
    public void syntaxError(Recognizer<?, ?> recognizer, Object offendingSymbol, int line, int column, String msg,
                            RecognitionException e) {
        count++;
        lines.set(Math.max(0, line));
        Position position = new Position(file, line, column + 1);
        if (recognizer instanceof Parser parser) {
            Token token = (Token) offendingSymbol;
            IntervalSet expected = e != null ? e.getExpectedTokens() : parser.getExpectedTokens();
            if (msg.startsWith("missing ")) {
                boolean brace = expected != null && expected.contains(CLOSING_BRACE);
                diagnostics.error(position, "missing " + expectedWords(expected) + " before " + describe(token),
                        brace ? "every `{` needs its `}`: close the variant or the pattern" : RULE_SHAPE);
            } else if (expected != null && expected.contains(COLON) || onlyWordsBefore(parser, token)) {
                diagnostics.error(position, "unexpected " + describe(token) + " after the rule name",
                        "a rule name is followed by ':' and the value, e.g. `copies: 4`");
            } else if (expected != null && expected.contains(CLOSING_PARENTHESIS)) {
                diagnostics.error(position, "unexpected " + describe(token) + " inside parentheses",
                        "a `(` is not closed: add `)`");
            } else if (expected != null && expected.contains(VariantLexer.NL)
                    && expected.contains(VariantLexer.CHOICE)) {
                diagnostics.error(position, "unexpected " + describe(token) + " after the rule",
                        "a rule ends after its value and `source \"...\"`; put notes after `#`");
            } else {
                diagnostics.error(position, "unexpected " + describe(token),
                        "expected " + expectedWords(expected) + "; " + RULE_SHAPE);
            }
        } else {
            diagnostics.error(position, lexerMessage(msg), "");
        }
    }

    /** `players 3` then the end of the line: a rule whose ':' is missing, whatever ANTLR expected instead. */
    private static boolean onlyWordsBefore(Parser parser, Token token) {
        if (token.getType() != VariantLexer.NL && token.getType() != Token.EOF) {
            return false;
        }
        int words = 0;
        for (int i = token.getTokenIndex() - 1; i >= 0; i--) {
            int type = parser.getInputStream().get(i).getType();
            if (type == VariantLexer.NL || type == OPENING_BRACE) {
                break;
            }
            if (type != VariantLexer.WORD && type != VariantLexer.INT) {
                return false;
            }
            words++;
        }
        return words > 0;
    }

    /**
     * The token type of a literal such as {@code '}'}, looked up once: the parser's own {@code getTokenType} takes a
     * lock every parser in the process shares, once per call.
     */
    static int literal(String literal) {
        for (int type = 1; type <= VariantLexer.VOCABULARY.getMaxTokenType(); type++) {
            if (literal.equals(VariantLexer.VOCABULARY.getLiteralName(type))) {
                return type;
            }
        }
        throw new IllegalArgumentException("no token " + literal + " in Variant.g4");
    }

    private static final String RULE_SHAPE = "a rule is one line: `name: value  source \"000:22\"`";

    private static String lexerMessage(String msg) {
        // ANTLR: token recognition error at: 'x'
        int quote = msg.indexOf('\'');
        String text = quote >= 0 ? msg.substring(quote + 1, msg.length() - 1) : msg;
        return "unexpected character '" + text
                + "' (a variant file has words, numbers, quoted text and : , ( ) + - * / % < > = !)";
    }

    private static String describe(Token token) {
        return switch (token.getType()) {
            case Token.EOF -> "end of file";
            case VariantLexer.NL -> "end of line";
            case VariantLexer.STRING -> "quoted text " + token.getText();
            default -> "'" + token.getText() + "'";
        };
    }

    private static String expectedWords(IntervalSet expected) {
        if (expected == null || expected.isNil()) {
            return "something else";
        }
        if (expected.contains(VariantLexer.INT) && expected.contains(VariantLexer.WORD)
                && expected.contains(VariantLexer.IF)) {
            return "a value (a number, words or a formula)";
        }
        List<String> words = new ArrayList<>();
        for (int type : expected.toList()) {
            String word = tokenWord(type);
            if (!words.contains(word)) {
                words.add(word);
            }
        }
        if (words.size() > 6) {
            return String.join(", ", words.subList(0, 6)) + " or another word";
        }
        return words.size() == 1 ? words.get(0)
                : String.join(", ", words.subList(0, words.size() - 1)) + " or " + words.get(words.size() - 1);
    }

    private static String tokenWord(int type) {
        return switch (type) {
            case Token.EOF -> "end of file";
            case VariantLexer.WORD -> "a word";
            case VariantLexer.INT -> "a number";
            case VariantLexer.STRING -> "text in quotes";
            case VariantLexer.NL -> "end of line";
            default -> VariantLexer.VOCABULARY.getDisplayName(type);
        };
    }
}
