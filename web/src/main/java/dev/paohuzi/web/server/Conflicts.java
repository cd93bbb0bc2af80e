package dev.paohuzi.web.server;

import dev.paohuzi.web.store.StoreException;
import dev.paohuzi.web.store.VariantFiles;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The store's refusals as HTTP answers. A conflict is a 409 whose {@code conflict} says which, {@code current} is
 * the stored text and version the client must merge with (null when the file is gone), {@code dependants} the
 * variants the write would break.
 */
final class Conflicts {
    private Conflicts() {}

    /** The answer to a store's refusal: its kind decides the status. */
    static ApiException of(StoreException e) {
        return switch (e.kind()) {
            case BAD_NAME -> new ApiException(400, e.getMessage(), Map.of("hint", e.hint()));
            case MISSING -> new ApiException(404, e.getMessage(), Map.of("hint", e.hint()));
            case UNREADABLE -> new ApiException(422, e.getMessage(), Map.of("hint", e.hint()));
            case STALE -> new ApiException(409, e.getMessage(), conflict("stale", e));
            case EXISTS -> new ApiException(409, e.getMessage(), conflict("exists", e));
            case FAILED -> new ApiException(500, e.getMessage(), Map.of("hint", e.hint()));
        };
    }

    static ApiException dependants(Dependants.Report report) {
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("conflict", "dependants");
        details.put("own", report.own());
        details.put("dependants", report.dependants());
        details.put("hint", "repeat with \"acceptBreaking\": true to break them anyway");
        Dependants.DependantView own = report.own();
        List<String> what = new ArrayList<>();
        if (own != null && own.compiles() && !own.ok()) {
            what.add("'" + report.name() + "' would fail " + own.cases().failed() + " of its "
                    + (own.cases().passed() + own.cases().failed()) + " cases");
        }
        long others = report.dependants().stream().filter(d -> !d.ok()).count();
        if (others > 0) {
            what.add(others + " variant(s) that extend '" + report.name() + "' would break");
        }
        return new ApiException(409, "not saved: " + String.join(", and ", what), details);
    }

    private static Map<String, Object> conflict(String conflict, StoreException e) {
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("conflict", conflict);
        VariantFiles.Stored current = e.current().orElse(null);
        details.put("current", current == null ? null : Map.of("text", current.text(), "version", current.version()));
        details.put("hint", e.hint());
        return details;
    }
}
