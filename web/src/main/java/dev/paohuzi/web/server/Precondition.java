package dev.paohuzi.web.server;

import com.fasterxml.jackson.databind.JsonNode;
import dev.paohuzi.web.store.StoreException;
import dev.paohuzi.web.store.VariantFiles;
import io.javalin.http.Context;

import java.util.Arrays;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * What a write requires of the stored file, so that it never replaces a text its client has not seen: the version
 * the client loaded ({@code If-Match: "<version>"}, or the body's {@code version}), any version
 * ({@code If-Match: *}: an explicit overwrite), or no file at all ({@code If-None-Match: *}, or the body's
 * {@code "create": true}). A write without one is refused with 428.
 */
final class Precondition {
    private final boolean create;
    /** Empty with {@code create} false: any version ({@code If-Match: *}). */
    private final Set<String> versions;

    private Precondition(boolean create, Set<String> versions) {
        this.create = create;
        this.versions = versions;
    }

    /** The precondition of a request; {@code body} may be null (a DELETE has none). */
    static Precondition of(Context ctx, JsonNode body, String what) {
        Optional<String> ifMatch = header(ctx, "If-Match").or(() -> field(body, "version").map(v -> '"' + v + '"'));
        Optional<String> ifNoneMatch = header(ctx, "If-None-Match");
        boolean create = ifNoneMatch.isPresent() || body != null && RequestBodies.flag(body, "create", what);
        if (ifNoneMatch.isPresent() && !ifNoneMatch.get().equals("*")) {
            throw new ApiException(400, "If-None-Match must be *",
                    Map.of("hint", "If-None-Match: * creates a new variant"));
        }
        if (create && ifMatch.isPresent()) {
            throw new ApiException(400, "a write either creates a variant or replaces a version, not both",
                    Map.of("hint", "send If-Match: \"<version>\" to replace, or If-None-Match: * to create"));
        }
        if (create) {
            return new Precondition(true, Set.of());
        }
        if (ifMatch.isEmpty()) {
            throw new ApiException(428, "the request must say which version it replaces",
                    Map.of("hint", "send If-Match: \"<version>\" with the version GET gave (or If-None-Match: * to"
                            + " create a new variant)"));
        }
        Set<String> tags = Arrays.stream(ifMatch.get().split(",")).map(String::strip).collect(Collectors.toSet());
        return new Precondition(false, tags.contains("*") ? Set.of() : tags.stream()
                .filter(tag -> !tag.startsWith("W/")) // a weak tag never matches in If-Match (RFC 9110, 13.1.1)
                .map(tag -> tag.length() >= 2 && tag.startsWith("\"") && tag.endsWith("\"")
                        ? tag.substring(1, tag.length() - 1) : tag)
                .collect(Collectors.toSet()));
    }

    /**
     * Refuses ({@code STALE} or {@code EXISTS}, a 409) unless the stored file ({@code current}, empty when there is
     * none) is what was expected.
     */
    void check(Optional<VariantFiles.Stored> current) {
        if (create) {
            if (current.isPresent()) {
                throw StoreException.exists(current.get());
            }
            return;
        }
        if (current.isEmpty() || !versions.isEmpty() && !versions.contains(current.get().version())) {
            throw StoreException.stale(current.orElse(null));
        }
    }

    boolean creates() {
        return create;
    }

    private static Optional<String> header(Context ctx, String name) {
        return Optional.ofNullable(ctx.header(name)).map(String::strip).filter(v -> !v.isEmpty());
    }

    private static Optional<String> field(JsonNode body, String name) {
        if (body == null || !body.hasNonNull(name)) {
            return Optional.empty();
        }
        return Optional.of(RequestBodies.text(body, name, "\"" + name + "\": \"<version>\""));
    }
}
