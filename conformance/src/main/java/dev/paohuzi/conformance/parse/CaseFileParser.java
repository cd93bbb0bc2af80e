package dev.paohuzi.conformance.parse;

import dev.paohuzi.conformance.model.CaseFile;
import dev.paohuzi.compiler.diag.Diagnostics;
import dev.paohuzi.compiler.diag.Position;
import dev.paohuzi.grammar.CasesLexer;
import dev.paohuzi.grammar.CasesParser;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Reads a case file: syntax (ANTLR) then meaning (CaseBuilder); every problem becomes a diagnostic. */
public final class CaseFileParser {
    private CaseFileParser() {}

    public static ParsedCaseFile parse(Path path) {
        String file = path.toString();
        try {
            byte[] bytes = Files.readAllBytes(path);
            String text = StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes)).toString();
            return parse(file, text);
        } catch (CharacterCodingException e) {
            return failure(file, "the file is not UTF-8 text", "save it as UTF-8");
        } catch (IOException e) {
            return failure(file, "cannot read the file: " + e.getMessage(), "check the path");
        }
    }

    public static ParsedCaseFile parse(String file, String text) {
        Diagnostics diagnostics = new Diagnostics();
        SyntaxErrorCollector syntax = new SyntaxErrorCollector(file, diagnostics);
        CasesLexer lexer = new CasesLexer(CharStreams.fromString(text, file));
        lexer.removeErrorListeners();
        lexer.addErrorListener(syntax);
        CasesParser parser = new CasesParser(new CommonTokenStream(lexer));
        parser.removeErrorListeners();
        parser.addErrorListener(syntax);
        CasesParser.FileContext tree = parser.file();
        CaseFile cases = new CaseBuilder(file, diagnostics).build(tree);
        return new ParsedCaseFile(cases, diagnostics.all());
    }

    private static ParsedCaseFile failure(String file, String message, String hint) {
        Diagnostics diagnostics = new Diagnostics();
        diagnostics.error(new Position(file, 1, 1), message, hint);
        return new ParsedCaseFile(new CaseFile(file, List.of()), diagnostics.all());
    }
}
