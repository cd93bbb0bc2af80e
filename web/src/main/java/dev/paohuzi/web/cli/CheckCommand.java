package dev.paohuzi.web.cli;

import dev.paohuzi.compiler.Compilation;
import dev.paohuzi.compiler.ParentCache;
import dev.paohuzi.compiler.Room;
import dev.paohuzi.compiler.VariantCompiler;
import dev.paohuzi.compiler.diag.Diagnostic;
import dev.paohuzi.compiler.diag.Severity;
import dev.paohuzi.web.common.DependantsCheck;
import dev.paohuzi.web.store.VariantFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;

/**
 * `check FILE...`: every diagnostic of every file as `file:line:col: error|warning: message`; then, for each file,
 * the variants in its directory that extend it (transitively), compiled and their conformance cases run, each
 * broken one reported with why. Exit 1 on any error in a file or any broken dependant.
 */
@Command(name = "check", description = "Check variant files and print every error and warning, and every variant "
        + "extending them that no longer compiles or fails a conformance case.")
public final class CheckCommand implements Callable<Integer> {
    @Parameters(arity = "1..*", paramLabel = "FILE", description = "variant files (or variant names, see --variants)")
    private List<String> files;

    @Mixin
    private Variants variants;

    @Option(names = "--no-dependants", description = "do not check the variants that extend the files")
    private boolean skipDependants;

    @Option(names = "--cases", paramLabel = "DIR",
            description = "the dependants' conformance cases (default: ${DEFAULT-VALUE})")
    private Path cases = ConformanceCommand.BUNDLED;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        int errors = 0;
        List<Path> sound = new ArrayList<>();
        for (String given : files) {
            boolean room = Room.hasOptions(given);
            Path file = VariantCompiler.locate(given, variants.folders());
            Compilation compilation = room ? VariantCompiler.compile(given, variants.folders())
                    : VariantCompiler.compile(file, ParentCache.shared()); // parents once each
            compilation.diagnostics().stream().map(Diagnostic::render).forEach(out::println);
            errors += compilation.errors().size();
            if (!compilation.hasErrors()) {
                if (!room) {
                    sound.add(file); // a room is no file that others extend
                }
                out.println((room ? given : file) + ": ok" + (compilation.diagnostics().isEmpty() ? ""
                        : " (" + compilation.diagnostics().size() + " warnings)"));
            }
        }
        int broken = skipDependants ? 0 : checkDependants(sound, out);
        out.flush();
        return errors > 0 || broken > 0 ? 1 : 0;
    }

    /**
     * The dependants of each file that compiles (those of a file with errors would only repeat that their parent
     * has errors), each dependant checked once, under the first file given that it extends, with their cases in
     * {@link #cases}. Returns how many are broken.
     */
    private int checkDependants(List<Path> sound, PrintWriter out) {
        Map<Path, Map<String, Optional<String>>> parentsIn = new HashMap<>();
        Set<Path> checked = new HashSet<>();
        int broken = 0;
        for (Path file : sound) {
            String name = file.getFileName().toString();
            if (!name.endsWith(VariantFiles.EXTENSION)) {
                continue; // not a variant file: nothing can extend it
            }
            Path directory = file.getParent() == null ? Path.of(".") : file.getParent();
            DependantsCheck check = new DependantsCheck(directory, ParentCache.shared());
            Map<String, Optional<String>> parents = parentsIn.computeIfAbsent(directory,
                    d -> check.parents(new VariantFiles(d).names()));
            List<String> unchecked = DependantsCheck.dependants(name.substring(0,
                    name.length() - VariantFiles.EXTENSION.length()),
                    parents).stream().filter(d -> checked.add(directory.resolve(d))).toList();
            for (DependantsCheck.Result result : check.check(unchecked, cases)) {
                if (!result.ok()) {
                    broken++;
                    report(out, file, result);
                }
            }
        }
        return broken;
    }

    /** A broken dependant: its errors when it does not compile (then no case of it can run), else its failed cases. */
    private static void report(PrintWriter out, Path parent, DependantsCheck.Result result) {
        if (!result.compiles()) {
            out.println(parent + ": " + result.name() + " extends it and no longer compiles:");
            result.diagnostics().stream().filter(d -> d.severity() == Severity.ERROR)
                    .forEach(d -> out.println("  " + d.render().replace("\n", "\n  ")));
            return;
        }
        out.println(parent + ": " + result.name() + " extends it and fails " + result.failures().size() + " of its "
                + result.cases().size() + " conformance cases:");
        for (DependantsCheck.CaseRun failure : result.failures()) {
            out.println("  " + failure.file() + ":" + failure.result().testCase().position().line() + ": case \""
                    + failure.result().testCase().name() + "\": " + String.join("; ", failure.result().failures()));
        }
    }
}
