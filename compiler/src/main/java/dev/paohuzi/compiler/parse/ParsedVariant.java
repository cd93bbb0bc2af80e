package dev.paohuzi.compiler.parse;

import dev.paohuzi.compiler.ast.VariantAst;

/**
 * A parsed file. With syntax errors the AST holds only the items that parsed cleanly, so later passes can still
 * report their errors; checks of the whole variant (required rules, deck size) are then skipped.
 */
public record ParsedVariant(VariantAst ast, boolean hadSyntaxErrors) {
}
