package dev.paohuzi.conformance.run;

import dev.paohuzi.conformance.model.Case;
import dev.paohuzi.conformance.parse.CaseFileParser;
import dev.paohuzi.conformance.parse.ParsedCaseFile;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** Parses case files and runs their cases, or those a {@link CaseSelection} takes. */
public final class ConformanceSuite {
    /** Case files end in this; a directory stands for the case files in it. */
    public static final String EXTENSION = ".cases";

    private final CaseRunner runner;

    public ConformanceSuite(VariantLibrary variants) {
        this.runner = new CaseRunner(variants);
    }

    /** The case files a list of files and directories names, directories expanded in name order. */
    public static List<Path> caseFiles(List<Path> paths) {
        List<Path> files = new ArrayList<>();
        for (Path path : paths) {
            if (Files.isDirectory(path)) {
                try (Stream<Path> listing = Files.list(path)) {
                    listing.filter(p -> p.getFileName().toString().endsWith(EXTENSION)).sorted().forEach(files::add);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            } else {
                files.add(path);
            }
        }
        return files;
    }

    public FileReport run(Path file, CaseSelection selection) {
        ParsedCaseFile parsed = CaseFileParser.parse(file);
        List<CaseResult> results = new ArrayList<>();
        for (Case testCase : parsed.cases().cases()) {
            if (selection.takes(testCase, file, runner.variants())) {
                results.add(run(testCase, file));
            }
        }
        return new FileReport(file, parsed.diagnostics(), results);
    }

    /**
     * The last resort of "one case never ends the suite": an exception the runner did not foresee fails this case
     * with its name, and the other cases and files still run. The fuzz tests hold that it never happens.
     */
    private CaseResult run(Case testCase, Path file) {
        try {
            return runner.run(testCase, file);
        } catch (RuntimeException | StackOverflowError e) {
            String failure = testCase.position() + ": internal error running the case: " + e;
            return new CaseResult(testCase, List.of(failure), "internal error");
        }
    }
}
