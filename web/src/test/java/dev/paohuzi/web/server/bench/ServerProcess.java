package dev.paohuzi.web.server.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code java [FLAGS] -jar JAR serve --port 0 [ARGS]} as a child JVM, the way the README starts the workbench: a
 * cold JVM each time. Its port is read from the line it prints once it listens; the rest of its output is echoed,
 * each line marked {@code [server]}.
 */
record ServerProcess(Process process, int port) implements AutoCloseable {
    private static final Pattern SERVING = Pattern.compile("http://[^:/]+:(\\d+)/");

    static ServerProcess start(Path jar, List<String> jvmFlags, String... serveArgs) throws IOException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString()));
        command.addAll(jvmFlags);
        command.addAll(List.of("-jar", jar.toString(), "serve", "--port", "0"));
        command.addAll(List.of(serveArgs));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        try {
            return new ServerProcess(process, port(process));
        } catch (IOException | RuntimeException e) {
            process.destroyForcibly();
            throw e;
        }
    }

    String base() {
        return "http://127.0.0.1:" + port;
    }

    long pid() {
        return process.pid();
    }

    private static int port(Process server) throws IOException {
        BufferedReader out = new BufferedReader(new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8));
        for (String line; (line = out.readLine()) != null; ) {
            Matcher serving = SERVING.matcher(line);
            if (serving.find()) {
                Thread drain = new Thread(() -> {
                    try {
                        out.lines().forEach(text -> System.out.println("[server] " + text));
                    } catch (UncheckedIOException closed) {
                        // the server was stopped
                    }
                });
                drain.setDaemon(true);
                drain.start();
                return Integer.parseInt(serving.group(1));
            }
        }
        throw new IOException("the server ended before it listened");
    }

    /** Stops it as Ctrl-C would (its shutdown hook stops the server), forcibly if it has not ended in 10 s. */
    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(10, java.util.concurrent.TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor();
        }
    }
}
