package dev.paohuzi.conformance.parse;

import dev.paohuzi.conformance.model.CaseFile;
import dev.paohuzi.compiler.diag.Diagnostics;
import dev.paohuzi.compiler.diag.Position;
import dev.paohuzi.grammar.CasesLexer;
import dev.paohuzi.grammar.CasesParser;
import dev.paohuzi.runtime.io.TextFiles;
import dev.paohuzi.runtime.io.UnreadableFileException;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;

import java.nio.file.Path;
import java.util.List;

/** Reads a case file: syntax (ANTLR) then meaning (CaseBuilder); every problem becomes a diagnostic. */
public final class CaseFileParser {
    private CaseFileParser() {}

    /** Reads a case file the one way every user-named file is read ({@link TextFiles}): no device, no FIFO. */
    public static ParsedCaseFile parse(Path path) {
        String file = path.toString();
        try {
            return parse(file, TextFiles.read(path));
        } catch (UnreadableFileException e) {
            Diagnostics diagnostics = new Diagnostics();
            diagnostics.error(new Position(file, e.line(), e.column()), e.getMessage(), e.hint());
            return new ParsedCaseFile(new CaseFile(file, List.of()), diagnostics.all());
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
        CaseFile cases = new CaseBuilder(file, diagnostics, syntax).build(tree);
        return new ParsedCaseFile(cases, diagnostics.all());
    }
}
