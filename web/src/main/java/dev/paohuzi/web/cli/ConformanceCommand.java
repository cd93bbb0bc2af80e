package dev.paohuzi.web.cli;

import dev.paohuzi.compiler.ParentCache;
import dev.paohuzi.compiler.Room;
import dev.paohuzi.compiler.VariantCompiler;
import dev.paohuzi.compiler.diag.Diagnostic;
import dev.paohuzi.conformance.peers.PeerCheck;
import dev.paohuzi.conformance.peers.PeerReport;
import dev.paohuzi.conformance.run.CaseResult;
import dev.paohuzi.conformance.run.CaseSelection;
import dev.paohuzi.conformance.run.ConformanceSuite;
import dev.paohuzi.conformance.run.FileReport;
import dev.paohuzi.conformance.run.JUnitReport;
import dev.paohuzi.conformance.run.VariantLibrary;
import dev.paohuzi.runtime.analysis.HandAnalyzer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

/**
 * `conformance [--variant V] [--junit FILE] [PATHS]`: runs case files (the bundled ones by default) — all their cases,
 * or those {@code --variant} selects ({@link CaseSelection}: a variant's and its rooms', or one room's) — one line per
 * case, then {@code N passed, N failed} on its own line; exit 1 on any failure or case-file error. {@code --junit}
 * also writes the run as JUnit XML for other CI tools. `conformance --peers` instead judges Hunan's analyzer by
 * the two peer engines' answers in conformance/peers: the counts per engine and adjudicated class, each new
 * disagreement, exit 1 on any.
 */
@Command(name = "conformance", description = {"Run conformance case files and report each case.",
        "With --peers: judge the analyzer by two public engines' answers on 100,000 holdings (conformance/peers)."})
public final class ConformanceCommand implements Callable<Integer> {
    /** The bundled case files, relative to the working directory like variants/ (run from the project root). */
    static final Path BUNDLED = Path.of("conformance", "cases");

    @Option(names = "--variant", paramLabel = "V", description = {"run only the cases of this variant and its rooms, "
            + "as the cases' variant lines name it;",
            "a room (youxian[无名堂]): only the cases whose room plays the same options"})
    private String variant;

    @Option(names = "--junit", paramLabel = "FILE",
            description = "also write the run as JUnit XML, the report other CI tools read (a suite per case file)")
    private Path junit;

    @Option(names = "--peers", description = "judge hunan's analyzer by the peer engines (conformance/peers): "
            + "counts per engine and adjudicated class, and every new disagreement")
    private boolean peers;

    @Parameters(arity = "0..*", paramLabel = "PATHS",
            description = "case files or directories of *.cases files (default: " + "conformance/cases)")
    private List<Path> paths;

    @Mixin
    private Variants variants;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        if (peers) {
            return judgeByPeers(out);
        }
        List<Path> roots = paths == null || paths.isEmpty() ? List.of(BUNDLED) : paths;
        for (Path root : roots) {
            if (!Files.exists(root)) {
                out.println(root + ": no such file or directory");
                out.println(root.equals(BUNDLED) ? "  hint: run from the project root, or name case files"
                        : "  hint: name a .cases file or a directory of them");
                out.flush();
                return 1;
            }
        }
        Optional<CaseSelection> selection = selection();
        if (selection.isEmpty()) {
            return 1;
        }
        ConformanceSuite suite = new ConformanceSuite(
                VariantLibrary.through(variants.folders(), ParentCache.shared()));
        long passed = 0;
        long failed = 0;
        boolean errors = false;
        List<FileReport> reports = new ArrayList<>();
        for (Path file : ConformanceSuite.caseFiles(roots)) {
            FileReport report = suite.run(file, selection.get());
            reports.add(report);
            report.diagnostics().stream().map(Diagnostic::render).forEach(out::println);
            errors |= report.hasErrors();
            for (CaseResult result : report.results()) {
                out.println((result.passed() ? "pass " : "FAIL ") + result.testCase().position() + " "
                        + result.testCase().name());
                result.failures().forEach(failure -> out.println("     " + failure));
            }
            passed += report.passed();
            failed += report.failed();
        }
        // A misspelt --variant would otherwise pass vacuously.
        boolean nothingRan = variant != null && passed + failed == 0;
        if (nothingRan && Room.hasOptions(variant)) {
            out.println("no case plays room " + variant);
            out.println("  hint: a room runs the cases whose room has the same options in effect; `--variant "
                    + Room.variantOf(variant) + "` runs every case of the variant and its rooms");
        } else if (nothingRan) {
            out.println("no case names variant " + variant);
            out.println("  hint: variants are named as in the cases' `variant` lines, e.g. hunan");
        }
        out.println(passed + " passed, " + failed + " failed");
        out.flush();
        if (junit != null && !writeJUnit(reports, out)) {
            return 1;
        }
        return failed > 0 || errors || nothingRan ? 1 : 0;
    }

    /**
     * The cases {@code --variant} takes: a plain name as the cases write it; a room compiled as every command compiles
     * one (empty after printing its errors: an unknown option, a conflict, a string that does not parse).
     */
    private Optional<CaseSelection> selection() {
        if (variant == null) {
            return Optional.of(CaseSelection.ALL);
        }
        if (!Room.hasOptions(variant)) {
            return Optional.of(CaseSelection.variant(variant));
        }
        return variants.compile(variant, spec.commandLine().getErr()).map(room -> CaseSelection.room(
                VariantLibrary.PlayedRoom.of(VariantCompiler.locate(Room.variantOf(variant), variants.folders()),
                        room)));
    }

    /** Writes the report beside its final name first, then moves it there: a reader never sees half a file. */
    private boolean writeJUnit(List<FileReport> reports, PrintWriter out) {
        Path target = junit.toAbsolutePath();
        Path temporary = null;
        try {
            temporary = Files.createTempFile(target.getParent(), "." + target.getFileName(), ".tmp");
            try (Writer xml = Files.newBufferedWriter(temporary, StandardCharsets.UTF_8)) {
                JUnitReport.write(reports, file -> file.toString().replace('\\', '/'), xml);
            }
            Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            return true;
        } catch (IOException e) {
            out.println("conformance: cannot write " + junit + " (" + e.getClass().getSimpleName() + ": "
                    + e.getMessage() + ")");
            out.println("  hint: name a file in a folder that exists and can be written");
            out.flush();
            return false;
        } finally {
            if (temporary != null) {
                try {
                    Files.deleteIfExists(temporary);
                } catch (IOException ignored) { // a leftover temporary file is harmless; the message above says why
                }
            }
        }
    }

    private int judgeByPeers(PrintWriter out) {
        if (variant != null || paths != null && !paths.isEmpty()) {
            throw new ParameterException(spec.commandLine(), "--peers judges hunan, the table the peer engines "
                    + "play (000:104); it takes no --variant or case files");
        }
        if (!Files.isDirectory(PeerCheck.BUNDLED)) {
            out.println(PeerCheck.BUNDLED + ": no such directory");
            out.println("  hint: run from the project root");
            out.flush();
            return 1;
        }
        // the peers' answers are hunan's own, the bundled file's whatever --variants names
        Optional<Integer> exit = new Variants().compile("hunan", spec.commandLine().getErr()).map(hunan -> {
            PeerReport report = new PeerCheck(HandAnalyzer.of(hunan.rules())).run(PeerCheck.BUNDLED);
            report.lines().forEach(out::println);
            return report.newDisagreements().isEmpty() ? 0 : 1;
        });
        out.flush();
        return exit.orElse(1);
    }
}
