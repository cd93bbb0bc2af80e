package dev.paohuzi.web.cli;

import dev.paohuzi.compiler.VariantCompiler;
import dev.paohuzi.web.server.VariantFiles;
import dev.paohuzi.web.server.WorkbenchServer;
import io.javalin.Javalin;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.util.concurrent.CountDownLatch;

/** `serve` (the default command): the web UI, see {@link WorkbenchServer}. */
@Command(name = "serve", description = "Serve the web UI: editor, explain and diff, conformance, trace stepper (default command).")
public final class ServeCommand implements Runnable {
    @Option(names = "--port", description = "port to listen on (default ${DEFAULT-VALUE}; 0 picks a free one)")
    private int port = 7070;

    @Option(names = "--host", description = "address to listen on (default ${DEFAULT-VALUE})")
    private String host = "127.0.0.1";

    @Override
    public void run() {
        Javalin app = start(host, port);
        Runtime.getRuntime().addShutdownHook(new Thread(app::stop));
        System.out.println("workbench serving http://" + host + ":" + app.port() + "/  (Ctrl-C stops it)");
        try {
            new CountDownLatch(1).await(); // serve until the process is stopped; main would otherwise exit
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Serves variants/ and conformance/cases/ of the working directory (the project root). */
    public static Javalin start(String host, int port) {
        return WorkbenchServer.start(host, port, new VariantFiles(VariantCompiler.VARIANTS), ConformanceCommand.BUNDLED);
    }
}
