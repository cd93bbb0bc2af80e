package dev.paohuzi.web.server;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The 409 answers of a write: {@code conflict} says which, {@code current} is the stored text and version the
 * client must merge with (null when the file is gone), {@code dependants} the variants the write would break.
 */
final class Conflicts {
    private Conflicts() {}

    static ApiException stale(VariantFiles.Stored current) {
        return new ApiException(409, current == null ? "not saved: the variant was deleted since you loaded it"
                : "not saved: the variant changed since you loaded it", conflict("stale", current,
                "merge your text with current.text, then save again with If-Match: \"<current.version>\""));
    }

    static ApiException exists(VariantFiles.Stored current) {
        return new ApiException(409, "not saved: a variant '" + current.name() + "' exists already",
                conflict("exists", current, "pick another name, or load it and save with its version to replace it"));
    }

    static ApiException dependants(Dependants.Report report) {
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("conflict", "dependants");
        details.put("dependants", report.dependants());
        details.put("hint", "repeat with \"acceptBreaking\": true to break them anyway");
        return new ApiException(409, "not saved: " + report.breaks() + " variant(s) that extend '" + report.name()
                + "' would break", details);
    }

    private static Map<String, Object> conflict(String conflict, VariantFiles.Stored current, String hint) {
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("conflict", conflict);
        details.put("current", current == null ? null : Map.of("text", current.text(), "version", current.version()));
        details.put("hint", hint);
        return details;
    }
}
