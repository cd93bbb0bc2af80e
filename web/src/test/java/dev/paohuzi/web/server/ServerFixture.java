package dev.paohuzi.web.server;

import dev.paohuzi.web.store.VariantFiles;
import io.javalin.Javalin;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

/** A server on a free port over a copy of the bundled variants, so that tests may save and break files. */
abstract class ServerFixture {
    @TempDir
    Path variants;

    Javalin app;
    ApiClient api;

    @BeforeEach
    void startServer() {
        TestVariants.copyInto(variants);
        app = WorkbenchServer.start("127.0.0.1", 0, new VariantFiles(variants), TestVariants.CASES);
        api = new ApiClient(app);
    }

    @AfterEach
    void stopServer() {
        app.stop();
    }

    /** Restarts the server over another cases directory (a test's own, with cases made to fail). */
    ApiClient withCases(Path directory) {
        app.stop();
        app = WorkbenchServer.start("127.0.0.1", 0, new VariantFiles(variants), directory);
        return api = new ApiClient(app);
    }
}
