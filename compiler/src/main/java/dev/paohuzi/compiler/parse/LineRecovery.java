package dev.paohuzi.compiler.parse;

import dev.paohuzi.grammar.VariantLexer;
import org.antlr.v4.runtime.DefaultErrorStrategy;
import org.antlr.v4.runtime.Parser;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.TokenStream;
import org.antlr.v4.runtime.misc.IntervalSet;

/**
 * Error recovery by lines: rules are one a line, so after an unexpected token the rest of its line is skipped and
 * parsing resumes on the next line. ANTLR's default would leave the variant's body at the first stray word and
 * report every following line as an error too.
 */
final class LineRecovery extends DefaultErrorStrategy {
    @Override
    public void sync(Parser parser) {
        if (inErrorRecoveryMode(parser)) {
            return;
        }
        TokenStream tokens = parser.getInputStream();
        int next = tokens.LA(1);
        IntervalSet here = parser.getATN().nextTokens(parser.getATN().states.get(parser.getState()));
        if (next == Token.EOF || here.contains(next)) {
            super.sync(parser);
            return;
        }
        if (parser.getExpectedTokens().contains(next)) {
            return; // what follows the current rule takes it
        }
        reportUnwantedToken(parser);
        while (tokens.LA(1) != VariantLexer.NL && tokens.LA(1) != Token.EOF
                && tokens.LA(1) != SyntaxErrors.CLOSING_BRACE) {
            parser.consume();
        }
    }
}
