package dev.paohuzi.compiler.parse;

import dev.paohuzi.compiler.ast.VariantAst;
import dev.paohuzi.compiler.diag.Diagnostics;
import dev.paohuzi.compiler.diag.Position;
import dev.paohuzi.grammar.VariantLexer;
import dev.paohuzi.grammar.VariantParser;
import dev.paohuzi.runtime.io.TextFiles;
import dev.paohuzi.runtime.io.UnreadableFileException;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.atn.PredictionMode;

import java.nio.file.Path;
import java.util.Optional;

/**
 * Pass 1: bytes -> text -> parse tree -> AST. Guards the parser against input it should never see (missing, not a
 * regular file, too large, not UTF-8, empty, nested too deep), so each of those is one clear diagnostic instead of
 * a stack trace or a long wait.
 */
public final class VariantReader {
    /** Real variant files are a few kilobytes; anything this big is not one (the limit of every file read). */
    public static final long MAX_BYTES = TextFiles.MAX_BYTES;

    /** The last resort's words, should a file overflow the stack despite the nesting limit. */
    public static final String TOO_DEEP = "the file is nested too deeply to check";
    public static final String TOO_DEEP_HINT = "nest blocks, formulas and `extends` less deeply (docs/limits.md)";

    private VariantReader() {}

    /** Reads a file; {@code shownAs} is the name used in diagnostics. */
    public static Optional<ParsedVariant> read(Path path, String shownAs, Diagnostics diagnostics) {
        try {
            return parse(shownAs, TextFiles.readBytes(path), diagnostics);
        } catch (UnreadableFileException e) {
            unreadable(shownAs, e, diagnostics);
            return Optional.empty();
        }
    }

    /** Reports why a file could not be read, for a caller that read it itself. */
    public static void unreadable(String shownAs, UnreadableFileException e, Diagnostics diagnostics) {
        diagnostics.error(new Position(shownAs, e.line(), e.column()), e.getMessage(),
                e.kind() == UnreadableFileException.Kind.MISSING
                        ? "check the path; a variant name NAME means variants/NAME.variant" : e.hint());
    }

    /** Parses text given as bytes (a file, or an editor buffer). */
    public static Optional<ParsedVariant> parse(String shownAs, byte[] bytes, Diagnostics diagnostics) {
        if (bytes.length > MAX_BYTES) {
            diagnostics.error(new Position(shownAs, 1, 1), "the text is too large for a variant file ("
                    + bytes.length + " bytes, at most " + MAX_BYTES + ")", "");
            return Optional.empty();
        }
        String text;
        try {
            text = TextFiles.decode(bytes);
        } catch (UnreadableFileException e) {
            diagnostics.error(new Position(shownAs, e.line(), e.column()), e.getMessage(), e.hint());
            return Optional.empty();
        }
        if (text.isBlank()) {
            diagnostics.error(new Position(shownAs, 1, 1), "the file is empty",
                    "a variant file starts with `variant NAME \"title\" {`, a delta file with `delta NAME \"title\" {` "
                    + "(see docs/language.md)");
            return Optional.empty();
        }
        try {
            return parseText(shownAs, text, diagnostics);
        } catch (StackOverflowError e) {
            // the nesting limit should make this unreachable; a file is still never the end of a batch
            diagnostics.error(new Position(shownAs, 1, 1), TOO_DEEP, TOO_DEEP_HINT);
            return Optional.empty();
        }
    }

    /** The lexer of variant text, reading it folded to ASCII ({@link FoldedCharStream}). */
    public static VariantLexer lexer(String text, String shownAs) {
        return new VariantLexer(FoldedCharStream.of(text, shownAs));
    }

    private static Optional<ParsedVariant> parseText(String shownAs, String text, Diagnostics diagnostics) {
        SyntaxErrors syntaxErrors = new SyntaxErrors(shownAs, diagnostics);
        VariantLexer lexer = lexer(text, shownAs);
        lexer.removeErrorListeners();
        lexer.addErrorListener(syntaxErrors);
        CommonTokenStream tokens = new CommonTokenStream(lexer);
        tokens.fill();
        if (!Nesting.check(shownAs, tokens.getTokens(), diagnostics)) {
            return Optional.empty();
        }
        VariantParser parser = new VariantParser(tokens);
        parser.removeErrorListeners();
        parser.addErrorListener(syntaxErrors);
        parser.setErrorHandler(new LineRecovery());
        // SLL is exact for this grammar and keeps prediction linear on noise.
        parser.getInterpreter().setPredictionMode(PredictionMode.SLL);
        VariantParser.VariantFileContext tree = parser.variantFile();
        AstBuilder builder = new AstBuilder(shownAs, diagnostics, syntaxErrors);
        VariantAst ast;
        if (tree.variant() != null && tree.variant().name != null) {
            ast = builder.variant(tree.variant());
        } else if (tree.delta() != null && tree.delta().name != null) {
            ast = builder.delta(tree.delta());
        } else {
            return Optional.empty();
        }
        return Optional.of(new ParsedVariant(ast, syntaxErrors.count() > 0));
    }
}
