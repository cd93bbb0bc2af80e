package dev.paohuzi.web.cli;

import dev.paohuzi.compiler.CompiledVariant;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.util.Optional;

/** The `--variant NAME|FILE` option shared by the line-protocol commands, and the compile it leads to. */
final class VariantOption {
    @Option(names = "--variant", required = true, paramLabel = "NAME|FILE",
            description = "a variant name (variants/NAME.variant) or a variant file")
    private String variant;

    @Spec(Spec.Target.MIXEE)
    private CommandSpec command;

    /** The compiled variant, or empty after printing its errors to the command's error stream. */
    Optional<CompiledVariant> compile() {
        return Variants.compile(variant, command.commandLine().getErr());
    }
}
