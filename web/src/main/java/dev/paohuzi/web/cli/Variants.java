package dev.paohuzi.web.cli;

import dev.paohuzi.compiler.Compilation;
import dev.paohuzi.compiler.CompiledVariant;
import dev.paohuzi.compiler.VariantCompiler;
import dev.paohuzi.compiler.diag.Diagnostic;

import java.io.PrintWriter;
import java.util.Optional;

/** Compiles a variant named on the command line; on errors prints them to the error stream. */
final class Variants {
    private Variants() {}

    static Optional<CompiledVariant> compile(String nameOrPath, PrintWriter err) {
        Compilation compilation = VariantCompiler.compile(nameOrPath);
        if (compilation.variant().isEmpty()) {
            compilation.errors().stream().map(Diagnostic::render).forEach(err::println);
            err.println(nameOrPath + ": the variant has errors; nothing to show");
            err.flush();
        }
        return compilation.variant();
    }
}
