package dev.paohuzi.compiler.parse;

import dev.paohuzi.compiler.ast.VariantAst;
import dev.paohuzi.compiler.diag.Diagnostics;
import dev.paohuzi.compiler.diag.Position;
import dev.paohuzi.grammar.VariantLexer;
import dev.paohuzi.grammar.VariantParser;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.atn.PredictionMode;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Pass 1: bytes -> text -> parse tree -> AST. Guards the parser against input it should never see (missing,
 * too large, not UTF-8, empty), so each of those is one clear diagnostic instead of a stack trace or a long wait.
 */
public final class VariantReader {
    /** Real variant files are a few kilobytes; anything this big is not one. */
    public static final long MAX_BYTES = 1 << 20;

    private VariantReader() {}

    /** Reads a file; {@code shownAs} is the name used in diagnostics. */
    public static Optional<ParsedVariant> read(Path path, String shownAs, Diagnostics diagnostics) {
        Position start = new Position(shownAs, 1, 1);
        try {
            if (Files.isDirectory(path)) {
                diagnostics.error(start, "this is a directory, not a variant file", "name a .variant file");
                return Optional.empty();
            }
            if (Files.size(path) > MAX_BYTES) {
                diagnostics.error(start, "the file is too large for a variant file (" + Files.size(path)
                        + " bytes, at most " + MAX_BYTES + ")", "check that this is the variant file you meant");
                return Optional.empty();
            }
            return parse(shownAs, Files.readAllBytes(path), diagnostics);
        } catch (NoSuchFileException e) {
            diagnostics.error(start, "no such file", "check the path; a variant name NAME means variants/NAME.variant");
        } catch (IOException e) {
            diagnostics.error(start, "cannot read the file: " + e.getMessage(), "check the file's permissions");
        }
        return Optional.empty();
    }

    /** Parses text given as bytes (a file, or an editor buffer). */
    public static Optional<ParsedVariant> parse(String shownAs, byte[] bytes, Diagnostics diagnostics) {
        if (bytes.length > MAX_BYTES) {
            diagnostics.error(new Position(shownAs, 1, 1), "the text is too large for a variant file ("
                    + bytes.length + " bytes, at most " + MAX_BYTES + ")", "");
            return Optional.empty();
        }
        Optional<String> text = decode(shownAs, bytes, diagnostics);
        if (text.isEmpty()) {
            return Optional.empty();
        }
        if (text.get().isBlank()) {
            diagnostics.error(new Position(shownAs, 1, 1), "the file is empty",
                    "a variant file starts with `variant NAME \"title\" {`, a delta file with `delta NAME \"title\" {` (see docs/language.md)");
            return Optional.empty();
        }
        return parseText(shownAs, text.get(), diagnostics);
    }

    private static Optional<ParsedVariant> parseText(String shownAs, String text, Diagnostics diagnostics) {
        SyntaxErrors syntaxErrors = new SyntaxErrors(shownAs, diagnostics);
        VariantLexer lexer = new VariantLexer(CharStreams.fromString(text, shownAs));
        lexer.removeErrorListeners();
        lexer.addErrorListener(syntaxErrors);
        VariantParser parser = new VariantParser(new CommonTokenStream(lexer));
        parser.removeErrorListeners();
        parser.addErrorListener(syntaxErrors);
        parser.setErrorHandler(new LineRecovery(parser));
        // SLL is exact for this grammar and keeps prediction linear on noise.
        parser.getInterpreter().setPredictionMode(PredictionMode.SLL);
        VariantParser.VariantFileContext tree = parser.variantFile();
        AstBuilder builder = new AstBuilder(shownAs, diagnostics);
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

    private static Optional<String> decode(String shownAs, byte[] bytes, Diagnostics diagnostics) {
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length); // UTF-8 never gives more chars than bytes
        var decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        CoderResult result = decoder.decode(in, out, true);
        if (!result.isError()) {
            result = decoder.flush(out);
        }
        if (result.isError()) {
            int bad = in.position(); // the decoder stops at the first malformed byte
            diagnostics.error(lineAndColumnOfByte(shownAs, bytes, bad),
                    "the file is not UTF-8 text (byte 0x" + Integer.toHexString(bytes[bad] & 0xff) + " at offset "
                            + bad + ")",
                    "save the file as UTF-8; GBK or Big5 text must be converted first");
            return Optional.empty();
        }
        String text = out.flip().toString();
        return Optional.of(text.startsWith("\uFEFF") ? text.substring(1) : text);
    }

    private static Position lineAndColumnOfByte(String shownAs, byte[] bytes, int offset) {
        int line = 1;
        int lineStart = 0;
        for (int i = 0; i < offset; i++) {
            if (bytes[i] == '\n') {
                line++;
                lineStart = i + 1;
            }
        }
        // Columns count characters, as the parser's do; the line up to the bad byte is valid UTF-8.
        String before = new String(bytes, lineStart, offset - lineStart, StandardCharsets.UTF_8);
        return new Position(shownAs, line, before.codePointCount(0, before.length()) + 1);
    }
}
