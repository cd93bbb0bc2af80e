package dev.paohuzi.compiler.parse;

import dev.paohuzi.compiler.diag.Diagnostics;
import dev.paohuzi.compiler.diag.Position;
import dev.paohuzi.grammar.VariantLexer;
import org.antlr.v4.runtime.Token;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Set;

/**
 * The nesting limit, checked on the tokens before anything recursive sees them (docs/limits.md, "Variant text"):
 * the parser, the AST builder, the type checker, the expression compiler and the evaluator all recurse once per
 * level, so a file nested thousands deep would overflow the stack in any of them.
 *
 * <p>Two depths are measured. Blocks: the `{` open at once. A formula: along the way to each token, every
 * parenthesis open and every operator met so far inside it, since `a + b + c` is `(a + b) + c`, one level per
 * operator, and `- - x` two. The bundled variants reach 2 blocks and 9 formula levels; the limit is {@value #LIMIT}.
 */
final class Nesting {
    static final int LIMIT = 64;

    private static final Set<String> OPERATORS = Set.of("-", "+", "*", "/", "%", "<", "<=", ">", ">=", "=", "!=",
            "and", "or", "not", "if");

    private Nesting() {}

    /** True when the tokens stay within the limit; otherwise reports where it is first exceeded. */
    static boolean check(String file, List<Token> tokens, Diagnostics diagnostics) {
        int blocks = 0;
        // operators met so far in each parenthesis open on this line, the line itself first
        Deque<int[]> levels = new ArrayDeque<>();
        levels.push(new int[1]);
        int depth = 0;
        for (Token token : tokens) {
            String text = token.getText();
            if (token.getType() == VariantLexer.NL) {
                levels.clear();
                levels.push(new int[1]);
                depth = 0;
            } else if (text.equals("{") && ++blocks > LIMIT) {
                return exceeded(file, token, "blocks nest more than " + LIMIT + " deep here",
                        "a variant holds its blocks (`pattern NAME { … }`) one or two deep; close each with `}`",
                        diagnostics);
            } else if (text.equals("}")) {
                blocks = Math.max(0, blocks - 1);
            } else if (text.equals("(")) {
                levels.push(new int[1]);
                depth++;
            } else if (text.equals(")") && levels.size() > 1) {
                depth -= levels.pop()[0] + 1;
            } else if (token.getType() != VariantLexer.STRING && OPERATORS.contains(text)) {
                levels.peek()[0]++;
                depth++;
            }
            if (depth > LIMIT) {
                return exceeded(file, token, "this formula nests more than " + LIMIT + " deep here",
                        "every parenthesis and operator is a level (`a + b + c` is `(a + b) + c`); "
                                + "write it with fewer, or split it across rules", diagnostics);
            }
        }
        return true;
    }

    private static boolean exceeded(String file, Token token, String message, String hint, Diagnostics diagnostics) {
        diagnostics.error(new Position(file, token.getLine(), token.getCharPositionInLine() + 1), message, hint);
        return false;
    }
}
