package dev.paohuzi.web.cli;

import dev.paohuzi.compiler.render.RuleTable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.util.concurrent.Callable;

/** `explain VARIANT`: the compiled rule table, in plain words, with origins, sources and chosen readings. */
@Command(name = "explain", description = "Show a variant's rules as a table: value, origin, source, meaning.")
public final class ExplainCommand implements Callable<Integer> {
    @Parameters(paramLabel = "VARIANT", description = "a variant name (see --variants) or a file")
    private String variant;

    @Mixin
    private Variants variants;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        return variants.compile(variant, spec.commandLine().getErr()).map(compiled -> {
            spec.commandLine().getOut().print(RuleTable.render(compiled));
            spec.commandLine().getOut().flush();
            return 0;
        }).orElse(1);
    }
}
