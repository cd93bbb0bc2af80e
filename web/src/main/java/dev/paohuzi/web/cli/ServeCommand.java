package dev.paohuzi.web.cli;

import dev.paohuzi.web.server.WorkbenchServer;
import dev.paohuzi.web.store.StoreException;
import dev.paohuzi.web.store.VariantFiles;
import io.javalin.Javalin;
import io.javalin.util.JavalinBindException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.BindException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;

/**
 * `serve` (the default command): the web UI, see {@link WorkbenchServer}. What stops it from starting (a folder that
 * is not there, a port in use) is a plain message with the fix and exit 1, checked before the server starts so that
 * it never serves an empty workbench.
 */
@Command(name = "serve", description = {"Serve the web UI: editor, explain and diff, conformance, trace stepper "
        + "(default command).", "Serves the variants and conformance cases of the working directory (start it "
        + "from the project root), or the folders --variants and --cases name."})
public final class ServeCommand implements Callable<Integer> {
    @Option(names = "--port", paramLabel = "N",
            description = "port to listen on (default ${DEFAULT-VALUE}; 0 picks a free one)")
    private int port = 7070;

    @Option(names = "--host", description = {"address to listen on (default ${DEFAULT-VALUE}); beyond loopback "
            + "every request needs a token (--token-file, --users, or one made and printed at start)"})
    private String host = "127.0.0.1";

    @Option(names = "--token-file", paramLabel = "FILE",
            description = "a file whose first line is the token every request must carry (user `token`)")
    private Path tokenFile;

    @Option(names = "--users", paramLabel = "FILE",
            description = "a file of users, one `NAME TOKEN` a line: every request carries one's token, and each "
                    + "save is recorded as that user's")
    private Path usersFile;

    /** `--variants DIR`, as every command takes it: here also the folder served and edited (default: variants). */
    @Mixin
    private Variants folder;

    @Option(names = "--cases", paramLabel = "DIR",
            description = "the conformance case files to run (default: " + "conformance/cases)")
    private Path cases = ConformanceCommand.BUNDLED;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        Path variants = folder.folder();
        if (port < 0 || port > 65_535) {
            throw new ParameterException(spec.commandLine(), "--port must be 0 to 65535, got " + port);
        }
        PrintWriter err = spec.commandLine().getErr();
        Optional<String> problem = missing(variants, "variants", "--variants")
                .or(() -> missing(cases, "conformance cases", "--cases")).or(this::portProblem);
        if (problem.isPresent()) {
            err.println("serve: " + problem.get());
            return 1;
        }
        Tokens tokens;
        try {
            tokens = Tokens.of(usersFile, tokenFile, !WorkbenchServer.loopback(host));
        } catch (IllegalArgumentException e) {
            err.println("serve: " + e.getMessage());
            return 1;
        }
        Javalin app;
        try {
            app = WorkbenchServer.start(host, port, new VariantFiles(variants), cases, true, tokens.users());
        } catch (JavalinBindException e) { // taken between the check above and the start
            err.println("serve: " + inUse());
            return 1;
        } catch (StoreException e) { // the folder cannot be made a repository (read-only, a broken .git)
            err.println("serve: " + e.getMessage() + System.lineSeparator() + "  hint: " + e.hint());
            return 1;
        }
        Thread stop = new Thread(app::stop);
        Runtime.getRuntime().addShutdownHook(stop);
        spec.commandLine().getOut().println("workbench serving http://" + host + ":" + app.port() + "/ (variants "
                + variants.toAbsolutePath().normalize() + ", cases " + cases.toAbsolutePath().normalize()
                + "; Ctrl-C stops it)");
        tokens.made().ifPresent(token -> spec.commandLine().getOut().println("open http://" + host + ":"
                + app.port() + "/?token=" + token + " (every request needs this token; --token-file names one)"));
        try {
            new CountDownLatch(1).await(); // serve until the process is stopped; main would otherwise exit
        } catch (InterruptedException e) { // only when run on a thread of its own, as tests do
            app.stop(); // before the thread is marked interrupted again, which would cut the stop short
            Runtime.getRuntime().removeShutdownHook(stop);
            Thread.currentThread().interrupt();
        }
        return 0;
    }


    private static Optional<String> missing(Path folder, String what, String option) {
        if (Files.isDirectory(folder)) {
            return Optional.empty();
        }
        return Optional.of("no " + what + " folder " + folder.toAbsolutePath().normalize() + System.lineSeparator()
                + "  hint: start the workbench from the project root, or name the folder: serve " + option + " DIR");
    }

    /**
     * Whether the address can be listened on, tried with a socket closed at once: Javalin would log its own
     * failure and a stack of causes first.
     */
    private Optional<String> portProblem() {
        if (port == 0) {
            return Optional.empty();
        }
        try (ServerSocket socket = new ServerSocket()) {
            socket.bind(new InetSocketAddress(host, port));
            return Optional.empty();
        } catch (BindException e) {
            return Optional.of(String.valueOf(e.getMessage()).contains("in use") ? inUse()
                    : "cannot listen on " + host + ":" + port + ": " + e.getMessage() + System.lineSeparator()
                    + "  hint: --host names an address of this machine (default 127.0.0.1)");
        } catch (IOException | IllegalArgumentException | SecurityException e) {
            return Optional.of("cannot listen on " + host + ":" + port + ": " + e.getMessage());
        }
    }

    private String inUse() {
        return "port " + port + " is in use" + System.lineSeparator()
                + "  hint: stop what is listening there, or start with `serve --port N` (0 picks a free port)";
    }
}
