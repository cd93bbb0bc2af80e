package dev.paohuzi.web.server;

import com.fasterxml.jackson.databind.JsonNode;
import dev.paohuzi.compiler.Compilation;
import dev.paohuzi.compiler.CompiledVariant;
import dev.paohuzi.compiler.ParentCache;
import dev.paohuzi.compiler.VariantCompiler;
import dev.paohuzi.compiler.render.VariantDiff;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.web.store.VariantFiles;
import dev.paohuzi.web.store.VariantHistory;
import io.javalin.http.Context;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;

/**
 * The variant endpoints: list, source, check of unsaved text, versioned save, delete, rename, history (versions,
 * one version, the changes between two, restore), explain and diff.
 */
final class VariantApi {
    private static final String CHECK_BODY = "{\"name\": \"hunan\", \"text\": \"variant ...\", \"drafts\": null}";
    private static final String SAVE_BODY = "{\"text\": \"variant ...\", \"force\": false, \"acceptBreaking\": false,"
            + " \"message\": \"why (optional)\"}";
    private static final String RESTORE_BODY = "{\"commit\": \"<a commit of the history>\", \"force\": false}";
    private static final String RENAME_BODY = "{\"to\": \"new-name\"}";
    private static final String DEPENDANTS_BODY = "{\"text\": \"variant ...\"}";

    private final VariantFiles files;
    private final VariantWrites writes;
    /**
     * The server's one compile cache, bounded by its folder: a check on every pause in typing must not re-parse hunan
     * each time, nor a click on the hand page compile the saved variant again.
     */
    private final ParentCache parents;

    VariantApi(VariantFiles files, VariantHistory history, Path cases) {
        this.files = files;
        // the server never follows a link out of its folder, nor out of the bundled variants its files may extend
        this.parents = new ParentCache(files.directory(), VariantCompiler.VARIANTS);
        this.writes = new VariantWrites(files, history, cases, parents);
    }

    /** The server's compile cache, for the endpoints that compile beside this one (conformance, dependants). */
    ParentCache parents() {
        return parents;
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

    /**
     * Compiles an editor buffer as if it were saved under its name: parents come from the variants directory, or from
     * the request's drafts where it brings some.
     */
    void check(Context ctx) {
        JsonNode body = RequestBodies.object(ctx, CHECK_BODY);
        String text = RequestBodies.text(body, "text", CHECK_BODY);
        String name = body.hasNonNull("name") ? RequestBodies.text(body, "name", CHECK_BODY) : "unsaved";
        files.file(name); // the name decides how diagnostics name the file; it must be a variant name
        Drafts drafts = drafts(body); // other variants' drafts, its parents' among them
        Compilation compilation = drafts.isEmpty() ? compile(name, text)
                : drafts.with(name, text).compile(name, files, parents);
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
        String message = body.hasNonNull("message") ? RequestBodies.text(body, "message", SAVE_BODY) : "";
        write(ctx, name, text, body, SAVE_BODY, Access.change(ctx, message), Optional.empty());
    }

    /**
     * Restores a past version: its text saved as a new version over the current one (the same checks as a save;
     * the history is never rewritten).
     */
    void restore(Context ctx) {
        String name = ctx.pathParam("name");
        files.file(name);
        JsonNode body = RequestBodies.object(ctx, RESTORE_BODY);
        String commit = RequestBodies.text(body, "commit", RESTORE_BODY);
        String text = writes.text(name, commit);
        write(ctx, name, text, body, RESTORE_BODY, Access.change(ctx, ""), Optional.of("Restore " + name
                + VariantFiles.EXTENSION + " to version " + commit.substring(0, Math.min(commit.length(), 12))));
    }

    /** The commits that saved, renamed or deleted the variant, newest first. */
    void history(Context ctx) {
        String name = ctx.pathParam("name");
        ctx.json(Map.of("name", name, "versions", writes.versions(name)));
    }

    /** The variant's text at one version of its history. */
    void version(Context ctx) {
        String name = ctx.pathParam("name");
        String text = writes.text(name, ctx.pathParam("commit"));
        ctx.json(Map.of("name", name, "commit", ctx.pathParam("commit"), "text", text,
                "version", VariantFiles.version(text)));
    }

    /** A unified diff between two versions ({@code from}, {@code to}; {@code to} absent: the file as it is now). */
    void changes(Context ctx) {
        String name = ctx.pathParam("name");
        String from = required(ctx, "from");
        String to = ctx.queryParam("to");
        String toText = to == null || to.isEmpty() ? files.read(name).text() : writes.text(name, to);
        ctx.json(Map.of("name", name, "from", from, "to", to == null ? "" : to, "diff", VariantHistory.diff(
                name + VariantFiles.EXTENSION + "@" + from, writes.text(name, from),
                name + VariantFiles.EXTENSION + "@" + (to == null || to.isEmpty() ? "current" : to), toText)));
    }

    private void write(Context ctx, String name, String text, JsonNode body, String expected,
                       VariantWrites.Change change, Optional<String> subject) {
        boolean force = RequestBodies.flag(body, "force", expected);
        boolean acceptBreaking = RequestBodies.flag(body, "acceptBreaking", expected);
        Precondition precondition = Precondition.of(ctx, body, expected);
        Compilation compilation = compile(name, text);
        List<DiagnosticView> diagnostics = diagnostics(compilation);
        if (compilation.hasErrors() && !force) {
            throw new ApiException(422, "not saved: the text has " + compilation.errors().size() + " error(s)",
                    Map.of("diagnostics", diagnostics, "hint", "fix the errors, or save the text as it is "
                            + "(\"force\": true in the request; the editor's Save with errors button)"));
        }
        VariantWrites.Saved saved = writes.save(name, text, precondition, acceptBreaking, change, subject);
        ctx.header("ETag", '"' + saved.version() + '"');
        Map<String, Object> answer = new LinkedHashMap<>(Map.of("saved", true, "created", saved.created(),
                "version", saved.version(), "diagnostics", diagnostics));
        answer.put("checked", saved.checked()); // its own cases and its dependants, as they passed; null: unchecked
        ctx.status(saved.created() ? 201 : 200).json(answer);
    }

    void delete(Context ctx) {
        String name = ctx.pathParam("name");
        files.file(name);
        writes.delete(name, Precondition.of(ctx, null, "If-Match: \"<version>\""), queryFlag(ctx, "acceptBreaking"),
                Access.change(ctx, ""));
        ctx.json(Map.of("deleted", true));
    }

    void rename(Context ctx) {
        String name = ctx.pathParam("name");
        files.file(name);
        JsonNode body = RequestBodies.object(ctx, RENAME_BODY);
        String to = RequestBodies.text(body, "to", RENAME_BODY);
        boolean acceptBreaking = RequestBodies.flag(body, "acceptBreaking", RENAME_BODY)
                || queryFlag(ctx, "acceptBreaking");
        String version = writes.rename(name, to, Precondition.of(ctx, body, RENAME_BODY), acceptBreaking,
                Access.change(ctx, ""));
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

    /** The rule table; a {@code POST} brings drafts ({@link Drafts}). */
    void explain(Context ctx) {
        CompiledVariant variant = compiled(ctx.pathParam("name"), drafts(ctx));
        Map<String, Object> table = new LinkedHashMap<>();
        table.put("name", variant.name());
        table.put("title", variant.title());
        table.put("lineage", variant.lineage());
        table.put("sources", variant.sources());
        table.put("choices", variant.choices());
        table.put("offered", variant.offered());
        table.put("options", variant.options());
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
        Drafts drafts = drafts(ctx);
        CompiledVariant left = compiled(a, drafts);
        CompiledVariant right = compiled(b, drafts);
        List<Difference> rows = VariantDiff.differences(left, right).stream()
                .map(row -> new Difference(row[0], Side.of(left, row[0]), Side.of(right, row[0]))).toList();
        ctx.json(Map.of("a", Map.of("name", left.name(), "title", left.title()),
                "b", Map.of("name", right.name(), "title", right.title()), "rows", rows));
    }

    /** A saved variant compiled; 422 with its diagnostics when it has errors. */
    CompiledVariant compiled(String name) {
        return compiled(name, Drafts.NONE);
    }

    /**
     * A variant compiled with the request's drafts (the editor's unsaved texts) in place of their files; 422 with the
     * diagnostics when it has errors, saying whose unsaved text they come from.
     */
    CompiledVariant compiled(String name, Drafts drafts) {
        Compilation compilation = drafts.compile(name, files, parents);
        List<String> others = drafts.names().stream().filter(n -> !n.equals(name)).toList();
        return compilation.variant().orElseThrow(() -> new ApiException(422, (drafts.has(name)
                ? "the unsaved text of '" + name + "'" : "variant '" + name + "'") + " has errors"
                + (others.isEmpty() ? "" : " (with the unsaved text of " + String.join(", ", others) + ")"),
                Map.of("diagnostics", DiagnosticView.all(compilation.errors(), files))));
    }

    /** The request's drafts ({@link Drafts}), each named as a variant. */
    Drafts drafts(JsonNode body) {
        return Drafts.of(body, files);
    }

    /** A {@code POST}'s drafts; a {@code GET} has none. */
    Drafts drafts(Context ctx) {
        return Drafts.of(ctx, files);
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
