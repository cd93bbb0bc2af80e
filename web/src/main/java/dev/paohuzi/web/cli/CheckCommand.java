package dev.paohuzi.web.cli;

import dev.paohuzi.compiler.Compilation;
import dev.paohuzi.compiler.VariantCompiler;
import dev.paohuzi.compiler.diag.Diagnostic;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;

/** `check FILE...`: every diagnostic of every file as `file:line:col: error|warning: message`; exit 1 on any error. */
@Command(name = "check", description = "Check variant files and print every error and warning.")
public final class CheckCommand implements Callable<Integer> {
    @Parameters(arity = "1..*", paramLabel = "FILE", description = "variant files (or variant names)")
    private List<String> files;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        int errors = 0;
        for (String file : files) {
            Compilation compilation = VariantCompiler.compile(VariantCompiler.locate(file));
            compilation.diagnostics().stream().map(Diagnostic::render).forEach(out::println);
            errors += compilation.errors().size();
            if (!compilation.hasErrors()) {
                out.println(VariantCompiler.locate(file) + ": ok" + (compilation.diagnostics().isEmpty() ? ""
                        : " (" + compilation.diagnostics().size() + " warnings)"));
            }
        }
        out.flush();
        return errors > 0 ? 1 : 0;
    }
}
