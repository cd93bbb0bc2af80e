package dev.paohuzi.web.server;

import com.fasterxml.jackson.databind.JsonNode;
import dev.paohuzi.compiler.Compilation;
import dev.paohuzi.compiler.CompiledVariant;
import dev.paohuzi.compiler.ParentCache;
import dev.paohuzi.compiler.VariantCompiler;
import dev.paohuzi.compiler.render.VariantDiff;
import dev.paohuzi.runtime.rules.RuleSet;
import io.javalin.http.Context;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;

/** The variant endpoints: list, source, check of unsaved text, versioned save, delete, rename, explain and diff. */
final class VariantApi {
    private static final String CHECK_BODY = "{\"name\": \"hunan\", \"text\": \"variant ...\"}";
    private static final String SAVE_BODY = "{\"text\": \"variant ...\", \"force\": false, \"acceptBreaking\": false}";
    private static final String RENAME_BODY = "{\"to\": \"new-name\"}";
    private static final String DEPENDANTS_BODY = "{\"text\": \"variant ...\"}";

    private final VariantFiles files;
    private final VariantWrites writes;
    /**
     * The workbench's one compile cache: a check on every pause in typing must not re-parse hunan each time, nor a
     * click on the hand page compile the saved variant again.
     */
    private final ParentCache parents = ParentCache.shared();

    VariantApi(VariantFiles files, Path cases) {
        this.files = files;
        this.writes = new VariantWrites(files, cases);
    }

    /** One line per variant; a broken file is listed too, with its error count, so the editor can open it. */
    record Summary(String name, String title, int errors, int warnings) {
    }

    void list(Context ctx) {
        ctx.json(summaries(() -> false));
    }

    /** Every variant compiled (through the parent cache, which keeps them); stops between files when asked. */
    List<Summary> summaries(BooleanSupplier stop) {
        List<Summary> summaries = new ArrayList<>();
        for (String name : files.names()) {
            if (stop.getAsBoolean()) {
                throw new CancellationException("stopped");
            }
            Compilation compilation = VariantCompiler.compile(files.file(name), parents);
            int errors = compilation.errors().size();
            summaries.add(new Summary(name, compilation.variant().map(CompiledVariant::title).orElse(null), errors,
                    compilation.diagnostics().size() - errors));
        }
        return summaries;
    }

    boolean exists(String name) {
        return files.names().contains(name);
    }

    void source(Context ctx) {
        VariantFiles.Stored stored = files.read(ctx.pathParam("name"));
        ctx.header("ETag", '"' + stored.version() + '"');
        ctx.json(Map.of("name", stored.name(), "text", stored.text(), "version", stored.version()));
    }

    /** Compiles an editor buffer as if it were saved under its name: parents come from the variants directory. */
    void check(Context ctx) {
        JsonNode body = RequestBodies.object(ctx, CHECK_BODY);
        String text = RequestBodies.text(body, "text", CHECK_BODY);
        String name = body.hasNonNull("name") ? RequestBodies.text(body, "name", CHECK_BODY) : "unsaved";
        files.file(name); // the name decides how diagnostics name the file; it must be a variant name
        Compilation compilation = compile(name, text);
        ctx.json(Map.of("ok", !compilation.hasErrors(), "diagnostics", diagnostics(compilation)));
    }

    /**
     * Saves a variant file over the version the client loaded, or as a new one ({@link Precondition}). Text with
     * errors is refused (422, with the diagnostics) unless {@code force} is true, and a text that would break a
     * variant extending this one (409 {@code dependants}) unless {@code acceptBreaking} is: other variants extend
     * the file and the conformance suite reads it, so a designer who wants to keep half-done work says so.
     */
    void save(Context ctx) {
        String name = ctx.pathParam("name");
        files.file(name); // a bad name is refused before the body is read
        JsonNode body = RequestBodies.object(ctx, SAVE_BODY);
        String text = RequestBodies.text(body, "text", SAVE_BODY);
        boolean force = RequestBodies.flag(body, "force", SAVE_BODY);
        boolean acceptBreaking = RequestBodies.flag(body, "acceptBreaking", SAVE_BODY);
        Precondition precondition = Precondition.of(ctx, body, SAVE_BODY);
        Compilation compilation = compile(name, text);
        List<DiagnosticView> diagnostics = diagnostics(compilation);
        if (compilation.hasErrors() && !force) {
            throw new ApiException(422, "not saved: the text has " + compilation.errors().size() + " error(s)",
                    Map.of("diagnostics", diagnostics, "hint", "fix the errors, or save with \"force\": true"));
        }
        VariantWrites.Saved saved = writes.save(name, text, precondition, acceptBreaking);
        ctx.header("ETag", '"' + saved.version() + '"');
        ctx.status(saved.created() ? 201 : 200).json(Map.of("saved", true, "created", saved.created(),
                "version", saved.version(), "diagnostics", diagnostics));
    }

    void delete(Context ctx) {
        String name = ctx.pathParam("name");
        files.file(name);
        writes.delete(name, Precondition.of(ctx, null, "If-Match: \"<version>\""), queryFlag(ctx, "acceptBreaking"));
        ctx.json(Map.of("deleted", true));
    }

    void rename(Context ctx) {
        String name = ctx.pathParam("name");
        files.file(name);
        JsonNode body = RequestBodies.object(ctx, RENAME_BODY);
        String to = RequestBodies.text(body, "to", RENAME_BODY);
        boolean acceptBreaking = RequestBodies.flag(body, "acceptBreaking", RENAME_BODY)
                || queryFlag(ctx, "acceptBreaking");
        String version = writes.rename(name, to, Precondition.of(ctx, body, RENAME_BODY), acceptBreaking);
        ctx.header("ETag", '"' + version + '"');
        ctx.json(Map.of("name", to, "version", version));
    }

    /** What saving the text would do to the variants extending this one, without saving it. */
    void dependants(Context ctx) {
        String name = ctx.pathParam("name");
        files.file(name);
        JsonNode body = RequestBodies.object(ctx, DEPENDANTS_BODY);
        ctx.json(writes.dependants(name, RequestBodies.text(body, "text", DEPENDANTS_BODY)));
    }

    void explain(Context ctx) {
        CompiledVariant variant = compiled(ctx.pathParam("name"));
        Map<String, Object> table = new LinkedHashMap<>();
        table.put("name", variant.name());
        table.put("title", variant.title());
        table.put("lineage", variant.lineage());
        table.put("sources", variant.sources());
        table.put("choices", variant.choices());
        table.put("entries", variant.entries());
        ctx.json(table);
    }

    /** One side of a differing rule; absent when the variant has no such rule. */
    record Side(String value, String source, List<String> choices) {
        static Side of(CompiledVariant variant, String rule) {
            return variant.entry(rule).map(e -> new Side(e.value(), e.source(), e.choices())).orElse(null);
        }
    }

    record Difference(String rule, Side a, Side b) {
    }

    void diff(Context ctx) {
        String a = required(ctx, "a");
        String b = required(ctx, "b");
        CompiledVariant left = compiled(a);
        CompiledVariant right = compiled(b);
        List<Difference> rows = VariantDiff.differences(left, right).stream()
                .map(row -> new Difference(row[0], Side.of(left, row[0]), Side.of(right, row[0]))).toList();
        ctx.json(Map.of("a", Map.of("name", left.name(), "title", left.title()),
                "b", Map.of("name", right.name(), "title", right.title()), "rows", rows));
    }

    /** A saved variant compiled; 422 with its diagnostics when it has errors. */
    CompiledVariant compiled(String name) {
        Compilation compilation = VariantCompiler.compile(files.existing(name), parents);
        return compilation.variant().orElseThrow(() -> new ApiException(422, "variant '" + name + "' has errors",
                Map.of("diagnostics", DiagnosticView.all(compilation.errors(), files))));
    }

    /**
     * The editor's unsaved text of a variant, compiled as {@code /api/check} compiles it (parents from the variants
     * directory); 400 for a bad name, 422 with its errors when it does not compile.
     */
    RuleSet unsaved(String name, String text) {
        files.file(name); // a bad name is refused
        Compilation compilation = compile(name, text);
        return compilation.variant().map(CompiledVariant::rules).orElseThrow(() -> new ApiException(422,
                "the unsaved text of '" + name + "' has errors",
                Map.of("diagnostics", DiagnosticView.all(compilation.errors(), files))));
    }

    private Compilation compile(String name, String text) {
        return VariantCompiler.compile(name + VariantFiles.EXTENSION, text.getBytes(StandardCharsets.UTF_8),
                files.directory(), parents);
    }

    private List<DiagnosticView> diagnostics(Compilation compilation) {
        return DiagnosticView.all(compilation.diagnostics(), files);
    }

    private static boolean queryFlag(Context ctx, String parameter) {
        String value = ctx.queryParam(parameter);
        if (value == null || value.equals("false")) {
            return false;
        }
        if (value.equals("true")) {
            return true;
        }
        throw new ApiException(400, "the query parameter '" + parameter + "' must be true or false");
    }

    static String required(Context ctx, String parameter) {
        String value = ctx.queryParam(parameter);
        if (value == null || value.isBlank()) {
            throw new ApiException(400, "the query parameter '" + parameter + "' is required");
        }
        return value;
    }
}
