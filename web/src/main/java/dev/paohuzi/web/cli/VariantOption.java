package dev.paohuzi.web.cli;

import dev.paohuzi.compiler.CompiledVariant;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.util.Optional;

/**
 * The `--variant NAME|FILE` option shared by the commands of one variant, with `--variants DIR` ({@link Variants}),
 * and the compile it leads to.
 */
final class VariantOption {
    @Option(names = "--variant", required = true, paramLabel = "NAME|FILE",
            description = "a variant name (DIR/NAME.variant of --variants, else variants/NAME.variant) or a variant "
                    + "file")
    private String variant;

    @Mixin
    private Variants variants;

    @Spec(Spec.Target.MIXEE)
    private CommandSpec command;

    /** The compiled variant, or empty after printing its errors to the command's error stream. */
    Optional<CompiledVariant> compile() {
        return variants.compile(variant, command.commandLine().getErr());
    }
}
