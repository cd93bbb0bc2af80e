package dev.paohuzi.web.server;

import dev.paohuzi.compiler.ParentCache;
import dev.paohuzi.compiler.Room;
import dev.paohuzi.conformance.model.AnalyzeInput;
import dev.paohuzi.conformance.model.Case;
import dev.paohuzi.conformance.model.ScenarioInput;
import dev.paohuzi.conformance.model.ScenarioLine;
import dev.paohuzi.conformance.model.ScoreInput;
import dev.paohuzi.conformance.parse.CaseFileParser;
import dev.paohuzi.conformance.run.CaseResult;
import dev.paohuzi.conformance.run.CaseRunner;
import dev.paohuzi.conformance.run.CaseSelection;
import dev.paohuzi.conformance.run.ConformanceSuite;
import dev.paohuzi.conformance.run.FileReport;
import dev.paohuzi.conformance.run.JUnitReport;
import dev.paohuzi.conformance.run.ScenarioRun;
import dev.paohuzi.conformance.run.VariantLibrary;
import dev.paohuzi.runtime.analysis.HandAnalyzer;
import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.game.IllegalChoiceException;
import dev.paohuzi.runtime.io.TextFiles;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.scoring.ScoreLine;
import dev.paohuzi.web.store.VariantFiles;
import io.javalin.http.Context;

import java.io.IOException;
import java.io.StringWriter;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Runs the bundled conformance case files (all, or one variant's cases) and reports each case; opens a scenario
 * case in the stepper.
 */
final class ConformanceApi {
    private final VariantFiles variants;
    private final Path cases;
    /** The server's compile cache, bounded by its folder. */
    private final ParentCache parents;
    /** How every endpoint compiles a room a request names. */
    private final VariantApi compiler;

    ConformanceApi(VariantFiles variants, Path cases, VariantApi compiler) {
        this.variants = variants;
        this.cases = cases;
        this.parents = compiler.parents();
        this.compiler = compiler;
    }

    /**
     * The variants as the cases compile them: through the server's cache, never through a link out, with the editor's
     * unsaved texts in place of their files ({@link Drafts}; none: the saved files).
     */
    private VariantLibrary library(Drafts drafts) {
        return new VariantLibrary(variants.directory(), HandAnalyzer::of,
                (file, picks) -> drafts.compile(file, variants, parents, picks));
    }

    /**
     * One case: what it expects as written in its file (the {@code expect} lines), what the run gave, the
     * expectations that did not hold, and for a scenario whether it can be stepped through and the trace's event
     * count where it first failed (null when it did not fail in play).
     */
    record CaseView(String name, String variant, String source, int line, boolean passed, List<String> expected,
                    String actual, List<String> failures, boolean scenario, Integer failedAt, HandLink hand) {
    }

    /** An analysis or score case as the Hand page opens it: the holding box and the context box. */
    record HandLink(String variant, String holding, String context) {
    }

    record FileView(String file, List<DiagnosticView> diagnostics, List<CaseView> cases) {
    }

    /** {@code drafts}: the variants run from the editor's unsaved text. */
    record Run(long passed, long failed, List<String> drafts, List<FileView> files) {
    }

    /** The run, of the saved variants or ({@code POST}) with the body's drafts in place of their files. */
    void run(Context ctx) {
        Drafts drafts = Drafts.of(ctx, variants);
        CaseSelection selection = selection(ctx, drafts);
        VariantLibrary library = library(drafts);
        List<FileView> files = new ArrayList<>();
        long passed = 0;
        long failed = 0;
        Set<String> saved = Set.copyOf(variants.names());
        for (FileReport report : reports(library, selection)) {
            List<String> lines = lines(report.file());
            files.add(new FileView(cases.relativize(report.file()).toString(),
                    DiagnosticView.all(report.diagnostics()),
                    report.results().stream().map(r -> view(r, lines, library, report.file(), saved)).toList()));
            passed += report.passed();
            failed += report.failed();
        }
        ctx.json(new Run(passed, failed, drafts.names(), files));
    }

    /**
     * {@code GET /api/conformance/junit[?variant=V]}: the same run as JUnit XML, a download for other CI tools
     * (the {@code conformance --junit FILE} report).
     */
    void junit(Context ctx) {
        Drafts drafts = Drafts.of(ctx, variants);
        Optional<String> variant = variant(ctx);
        StringWriter xml = new StringWriter();
        JUnitReport.write(reports(library(drafts), selection(ctx, drafts)),
                file -> cases.relativize(file).toString(), xml);
        // a header is ASCII: the plain filename names a room's variant, RFC 6266's filename* the room itself
        String room = variant.filter(Room::hasOptions).map(v -> "; filename*=UTF-8''" + URLEncoder.encode(
                "conformance-" + v + ".xml", StandardCharsets.UTF_8).replace("+", "%20")).orElse("");
        ctx.header("Content-Disposition", "attachment; filename=\"conformance" + variant.map(v -> "-"
                + Room.variantOf(v)).orElse("") + ".xml\"" + room);
        ctx.contentType("application/xml; charset=utf-8").result(xml.toString());
    }

    private static Optional<String> variant(Context ctx) {
        return Optional.ofNullable(ctx.queryParam("variant")).filter(v -> !v.isBlank());
    }

    /**
     * The cases the query's variant selects ({@link CaseSelection}): a variant saved or one of the drafts (a new
     * variant not yet saved), its cases and its rooms'; a room ({@code youxian[无名堂]}) compiled as every endpoint
     * compiles one, 422 with its diagnostics when it has errors, the cases that play its options; none: every case.
     */
    private CaseSelection selection(Context ctx, Drafts drafts) {
        Optional<String> variant = variant(ctx);
        requireCases();
        if (variant.isEmpty()) {
            return CaseSelection.ALL;
        }
        String name = variant.get();
        if (!Room.hasOptions(name)) {
            if (!drafts.has(name)) {
                variants.existing(name);
            }
            return CaseSelection.variant(name);
        }
        return CaseSelection.room(VariantLibrary.PlayedRoom.of(variants.file(Room.variantOf(name)),
                compiler.compiled(name, drafts)));
    }

    /** Every case file's report that has a case the selection takes (all with none), in file order. */
    private List<FileReport> reports(VariantLibrary library, CaseSelection selection) {
        ConformanceSuite suite = new ConformanceSuite(library);
        List<FileReport> reports = new ArrayList<>();
        for (Path file : ConformanceSuite.caseFiles(List.of(cases))) {
            FileReport report = suite.run(file, selection);
            if (!report.results().isEmpty() || !report.diagnostics().isEmpty()) { // else no case of the variant here
                reports.add(report);
            }
        }
        return reports;
    }

    /**
     * {@code GET /api/case?file=F&case=NAME[&seat=K]}: a scenario case's hand in steps, played from its {@code play}
     * lines up to the last that can be made, with the case's result: its failures and {@code failedAt}. A {@code POST}
     * plays it with the body's drafts in place of their files.
     */
    void scenario(Context ctx) {
        requireCases();
        String name = VariantApi.required(ctx, "file");
        Path file = ConformanceSuite.caseFiles(List.of(cases)).stream()
                .filter(f -> cases.relativize(f).toString().equals(name)).findFirst()
                .orElseThrow(() -> new ApiException(404, "no case file '" + name + "'",
                        Map.of("hint", "GET /api/conformance lists the case files")));
        String caseName = VariantApi.required(ctx, "case");
        Case scenario = CaseFileParser.parse(file).cases().cases().stream().filter(c -> c.name().equals(caseName))
                .findFirst().orElseThrow(() -> new ApiException(404, "no case \"" + caseName + "\" in " + name));
        if (!(scenario.input() instanceof ScenarioInput input)) {
            throw new ApiException(400, "case \"" + caseName
                    + "\" is not a scenario: it plays no hand to step through");
        }
        VariantLibrary library = library(Drafts.of(ctx, variants));
        VariantLibrary.Loaded loaded = library.load(scenario.variant(), file);
        if (loaded.analyzer() == null) {
            throw new ApiException(422, loaded.error());
        }
        RuleSet rules = loaded.analyzer().rules();
        Game game;
        try {
            game = ScenarioRun.deal(input, rules);
        } catch (IllegalArgumentException e) {
            throw new ApiException(422, "the scenario's deck cannot be dealt: " + e.getMessage());
        }
        Iterator<ScenarioLine> plays = input.plays().iterator();
        Map<String, Object> answer = HandSteps.answer(game, g -> {
            if (!plays.hasNext()) {
                return false;
            }
            try {
                g.choose(plays.next().text());
                return true;
            } catch (IllegalChoiceException e) { // the run reports it among the failures
                return false;
            }
        }, HandSteps.viewer(ctx.queryParam("seat"), game.players()));
        CaseResult result = new CaseRunner(library).run(scenario, file);
        answer.put("file", name);
        answer.put("case", caseName);
        answer.put("source", scenario.source());
        answer.put("failures", result.failures());
        answer.put("failedAt", result.failedAt() < 0 ? null : result.failedAt());
        ctx.json(answer);
    }

    private void requireCases() {
        if (!Files.isDirectory(cases)) {
            throw new ApiException(503, "no conformance cases at " + cases.toAbsolutePath(),
                    Map.of("hint", "start the workbench from the project root"));
        }
    }

    private static CaseView view(CaseResult result, List<String> lines, VariantLibrary library, Path file,
                                 Set<String> saved) {
        Case c = result.testCase();
        return new CaseView(c.name(), c.variant(), c.source(), c.position().line(), result.passed(),
                expectLines(lines, c.position().line()), result.actual(), result.failures(),
                c.input() instanceof ScenarioInput, result.failedAt() < 0 ? null : result.failedAt(),
                handLink(c, library, file, saved));
    }

    /**
     * Where the Hand page shows the case: its holding, and for a score case its context words apart (as the page's
     * two boxes take them). None for a variant named by a path, which the page cannot pick.
     */
    private static HandLink handLink(Case c, VariantLibrary library, Path file, Set<String> saved) {
        if (!saved.contains(c.variant())) {
            return null;
        }
        if (c.input() instanceof AnalyzeInput analyze) {
            return new HandLink(c.variant(), analyze.holding().strip(), "");
        }
        if (c.input() instanceof ScoreInput score) {
            VariantLibrary.Loaded loaded = library.load(c.variant(), file);
            if (loaded.analyzer() == null) {
                return null;
            }
            List<String> context = new ScoreLine(loaded.analyzer().rules()).contextWords(score.line());
            List<String> holding = new ArrayList<>(List.of(score.line().strip().split("\\s+")));
            context.forEach(holding::remove);
            return new HandLink(c.variant(), String.join(" ", holding), String.join(" ", context));
        }
        return null;
    }

    /** The {@code expect} lines of the case that starts at {@code line} (1-based), up to its closing brace. */
    private static List<String> expectLines(List<String> lines, int line) {
        List<String> expected = new ArrayList<>();
        for (int i = line; i < lines.size() && !lines.get(i).strip().equals("}"); i++) {
            String text = lines.get(i).strip();
            if (text.startsWith("expect")) {
                expected.add(text);
            }
        }
        return expected;
    }

    private static List<String> lines(Path file) {
        try {
            return TextFiles.read(file).lines().toList();
        } catch (IOException e) { // the suite has reported the file already; the expected column stays empty
            return List.of();
        }
    }
}
