package dev.paohuzi.web.cli;

import dev.paohuzi.compiler.Compilation;
import dev.paohuzi.compiler.CompiledVariant;
import dev.paohuzi.compiler.VariantCompiler;
import dev.paohuzi.compiler.diag.Diagnostic;
import picocli.CommandLine.Option;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * `--variants DIR`, one definition for every command that names a variant (a picocli mixin): a variant NAME is looked
 * up in DIR first, then among the bundled variants (`variants/` of the working directory); a file a variant names as
 * its parent is looked up in its own folder first, then among the bundled ones, as always. `serve` takes the same
 * option: DIR is the folder it serves and edits.
 */
final class Variants {
    static final String DESCRIPTION = "a folder of variant files: a variant NAME is looked up there first, then among "
            + "the bundled ones (variants/)";

    @Option(names = "--variants", paramLabel = "DIR", description = DESCRIPTION)
    private Path folder;

    /** The folders a NAME is looked up in, in turn. */
    List<Path> folders() {
        return folder == null ? List.of(VariantCompiler.VARIANTS) : List.of(folder, VariantCompiler.VARIANTS);
    }

    /** The folder given, or the bundled variants. */
    Path folder() {
        return folder == null ? VariantCompiler.VARIANTS : folder;
    }

    /** Compiles a variant named on the command line; on errors (or no such --variants folder) prints them. */
    Optional<CompiledVariant> compile(String nameOrPath, PrintWriter err) {
        if (folder != null && !Files.isDirectory(folder)) {
            err.println("--variants " + folder + ": no such folder");
            err.println("  hint: name a folder of .variant files, or leave --variants out for the bundled ones");
            err.flush();
            return Optional.empty();
        }
        Compilation compilation = VariantCompiler.compile(nameOrPath, folders());
        if (compilation.variant().isEmpty()) {
            compilation.errors().stream().map(Diagnostic::render).forEach(err::println);
            err.println(nameOrPath + ": the variant has errors; nothing to show");
            err.flush();
        }
        return compilation.variant();
    }
}
