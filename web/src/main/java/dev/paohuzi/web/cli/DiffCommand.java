package dev.paohuzi.web.cli;

import dev.paohuzi.compiler.CompiledVariant;
import dev.paohuzi.compiler.render.VariantDiff;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.util.Optional;
import java.util.concurrent.Callable;

/** `diff VARIANT OTHER`: the rules that differ, side by side, with their sources. */
@Command(name = "diff", description = "List the rules that differ between two variants, with sources.")
public final class DiffCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "VARIANT")
    private String variant;

    @Parameters(index = "1", paramLabel = "OTHER")
    private String other;

    @Mixin
    private Variants variants;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        Optional<CompiledVariant> a = variants.compile(variant, spec.commandLine().getErr());
        Optional<CompiledVariant> b = variants.compile(other, spec.commandLine().getErr());
        if (a.isEmpty() || b.isEmpty()) {
            return 1;
        }
        spec.commandLine().getOut().print(VariantDiff.render(a.get(), b.get()));
        spec.commandLine().getOut().flush();
        return 0;
    }
}
