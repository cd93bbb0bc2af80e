package dev.paohuzi.web.server;

import com.fasterxml.jackson.databind.JsonNode;
import dev.paohuzi.compiler.Compilation;
import dev.paohuzi.compiler.ParentCache;
import dev.paohuzi.compiler.Room;
import dev.paohuzi.compiler.VariantCompiler;
import dev.paohuzi.web.store.VariantFiles;
import io.javalin.http.Context;
import io.javalin.http.HandlerType;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The editor's unsaved texts a request brings, by variant name ({@code "drafts": {"luzhou": "variant luzhou ...",
 * "hunan": "..."}}): each stands in for its variant's file in every compilation the request makes, so a draft may
 * extend another draft, and the folder is never touched. Every endpoint that takes a variant's name takes them (a
 * {@code POST} with a JSON body; the stepper's and the conformance run's {@code GET}s have a {@code POST} twin).
 * Compiled through the server's one {@link ParentCache}, which keeps a compilation by the content of every file it
 * read: a draft is compiled once per content, not once per request.
 */
final class Drafts {
    static final Drafts NONE = new Drafts(Map.of());
    static final String FIELD = "drafts";
    private static final String EXPECTED = "\"drafts\": {\"luzhou\": \"variant luzhou extends hunan ...\"}";

    /** By name. */
    private final Map<String, String> texts;

    private Drafts(Map<String, String> texts) {
        this.texts = texts;
    }

    /** The body's {@code drafts}; none when the field is absent or null. Each name must be a variant name. */
    static Drafts of(JsonNode body, VariantFiles files) {
        JsonNode node = body.get(FIELD);
        if (node == null || node.isNull()) {
            return NONE;
        }
        if (!node.isObject()) {
            throw new ApiException(400, "'drafts' must be an object: variant name to its unsaved text",
                    Map.of("expected", EXPECTED));
        }
        Map<String, String> texts = new TreeMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> draft = it.next();
            files.file(draft.getKey()); // a bad name is a 400
            texts.put(draft.getKey(), RequestBodies.text(node, draft.getKey(), EXPECTED));
        }
        return new Drafts(Map.copyOf(texts));
    }

    /** A {@code POST}'s drafts (its body must be a JSON object); a {@code GET} has none. */
    static Drafts of(Context ctx, VariantFiles files) {
        return ctx.method() == HandlerType.POST ? of(RequestBodies.object(ctx, "{" + EXPECTED + "}"), files) : NONE;
    }

    /** These drafts and the unsaved {@code text} of {@code name} (an older field of a few requests), which wins. */
    Drafts with(String name, String text) {
        Map<String, String> more = new TreeMap<>(texts);
        more.put(name, text);
        return new Drafts(Map.copyOf(more));
    }

    boolean isEmpty() {
        return texts.isEmpty();
    }

    boolean has(String name) {
        return texts.containsKey(name);
    }

    /** The names with a draft, in order: what a page shows as "using your edits of ...". */
    List<String> names() {
        return texts.keySet().stream().sorted().toList();
    }

    /**
     * The variant or room {@code name} ({@code youxian[无名堂]}, docs/language.md) compiled with every draft in place
     * of its file: its own draft, or its saved file (404 when there is neither) under the drafts of its parents and
     * deltas. A room string that does not parse, or names options the variant does not offer, compiles to errors.
     */
    Compilation compile(String name, VariantFiles files, ParentCache cache) {
        return VariantCompiler.compile(name, variant -> has(variant) ? files.file(variant) : files.existing(variant),
                (file, picks) -> compile(file, files, cache, picks));
    }

    /** A file of the folder compiled as a room with every draft in place of its file (for the conformance runner). */
    Compilation compile(Path file, VariantFiles files, ParentCache cache, List<Room.Pick> picks) {
        List<VariantCompiler.Proposal> proposals = texts.entrySet().stream().map(e -> new VariantCompiler.Proposal(
                files.file(e.getKey()), Optional.of(e.getValue().getBytes(StandardCharsets.UTF_8)))).toList();
        return VariantCompiler.compile(file, cache, proposals, picks);
    }
}
