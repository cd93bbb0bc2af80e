package dev.paohuzi.web.server;

import com.fasterxml.jackson.databind.JsonNode;
import org.eclipse.jgit.api.Git;
import org.eclipse.jgit.revwalk.RevCommit;
import org.eclipse.jgit.treewalk.TreeWalk;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The server as a child JVM, saving several files from several clients, killed with SIGKILL at a random moment,
 * again and again. After each kill every file is byte for byte its last acknowledged text or the one being saved
 * (nothing half-written, no acknowledged save lost); after each restart no temporary file is left, and the history
 * ends at the files, each file's text a version in it (a save killed between its file and its commit is recorded).
 * {@code -Dkill.rounds=N} runs more rounds (10 by default).
 */
class KillDuringSavesTest {
    private static final int ROUNDS = Integer.getInteger("kill.rounds", 10);
    /** Variants nothing extends, so that a save is the file write and its compile, no dependants check. */
    private static final List<String> FILES = List.of("shaoyang", "luzhou-three", "luzhou-grades", "hunan-peel");
    private static final Pattern SERVING = Pattern.compile("http://[^:/]+:(\\d+)/");
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    @TempDir
    Path root;

    /** What a file may hold: its last acknowledged text, and the text of a save not yet acknowledged. */
    private final Map<String, String> acknowledged = new ConcurrentHashMap<>();
    private final Map<String, String> inFlight = new ConcurrentHashMap<>();
    private final List<String> refusals = new CopyOnWriteArrayList<>();

    @Test
    @Timeout(value = 10, unit = TimeUnit.MINUTES)
    void everyFileIsAWholeTextAfterEachKillAndNoTemporaryFileOutlivesARestart() throws Exception {
        Path variants = Files.createDirectory(root.resolve("variants"));
        TestVariants.copyInto(variants);
        for (String name : FILES) {
            acknowledged.put(name, Files.readString(variants.resolve(name + ".variant")));
        }
        Random random = new Random(9);
        AtomicInteger saves = new AtomicInteger();
        int temporaryFilesSeen = 0;
        for (int round = 0; round < ROUNDS; round++) {
            Process server = start();
            try {
                int port = port(server);
                assertEquals(List.of(), temporaryFiles(variants), "round " + round + ": left after the restart");
                assertTheHistoryEndsAtTheFiles(variants, "round " + round);
                AtomicBoolean stop = new AtomicBoolean();
                List<Thread> clients = new ArrayList<>();
                for (String name : FILES) {
                    String prefix = name + " round " + round;
                    Thread client = new Thread(() -> saveUntilStopped(port, name, prefix, stop, saves));
                    client.start();
                    clients.add(client);
                }
                // a fresh JVM's first saves are slow; the kill falls at a random moment once saves flow
                int before = saves.get();
                long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
                while (saves.get() < before + FILES.size() && refusals.isEmpty() && System.nanoTime() < deadline) {
                    Thread.sleep(5);
                }
                Thread.sleep(random.nextInt(400));
                server.destroyForcibly().waitFor();
                stop.set(true);
                for (Thread client : clients) {
                    client.join();
                }
            } finally {
                server.destroyForcibly().waitFor();
            }
            temporaryFilesSeen += temporaryFiles(variants).size();
            for (String name : FILES) {
                String stored = Files.readString(variants.resolve(name + ".variant"));
                boolean whole = stored.equals(acknowledged.get(name)) || stored.equals(inFlight.get(name));
                assertTrue(whole, "round " + round + ": " + name + ".variant is neither its last acknowledged text "
                        + "nor the one being saved (" + stored.length() + " chars)");
                acknowledged.put(name, stored); // a save that landed unacknowledged is the file now
            }
        }
        Process last = start();
        try {
            port(last);
            assertEquals(List.of(), temporaryFiles(variants));
            assertTheHistoryEndsAtTheFiles(variants, "the last start");
        } finally {
            last.destroyForcibly().waitFor();
        }
        assertEquals(List.of(), refusals);
        System.out.println("kill -9 during saves: " + ROUNDS + " rounds, " + saves.get() + " saves acknowledged, "
                + temporaryFilesSeen + " temporary files left by kills and removed by restarts, 0 files damaged");
        assertTrue(saves.get() > 0, "no save was acknowledged: the test tested nothing");
    }

    /** Saves ever new texts of one variant, each over the version the last one gave, until stopped or killed. */
    private void saveUntilStopped(int port, String name, String prefix, AtomicBoolean stop, AtomicInteger saves) {
        try {
            String version = version(acknowledged.get(name));
            for (int i = 0; !stop.get(); i++) {
                // tens of kilobytes of comment lines, so that a kill often falls inside a write
                String text = acknowledged.get(name).replaceAll("(?m)^# kill-test.*\\n", "")
                        + ("# kill-test " + prefix + " " + i + " " + "x".repeat(60) + "\n").repeat(300 + 10 * (i % 50));
                inFlight.put(name, text);
                HttpResponse<String> response = HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port
                        + "/api/variants/" + name)).header("If-Match", '"' + version + '"')
                        .header("Content-Type", "application/json")
                        .PUT(HttpRequest.BodyPublishers.ofString(ApiClient.object("text", text))).build(),
                        HttpResponse.BodyHandlers.ofString());
                JsonNode body = ApiClient.JSON.readTree(response.body());
                if (response.statusCode() != 200) {
                    refusals.add(name + ": " + response.statusCode() + " " + response.body());
                    return;
                }
                acknowledged.put(name, text);
                version = body.get("version").asText();
                saves.incrementAndGet();
            }
        } catch (IOException e) {
            // the server was killed mid-request
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static String version(String text) throws IOException {
        try {
            return SaveTest.sha256Prefix(text);
        } catch (Exception e) {
            throw new IOException(e);
        }
    }

    /** The workbench's own main on the test classpath, serving root/variants (and the bundled cases) on a free port. */
    private Process start() throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return new ProcessBuilder(java, "-Xmx128m", "-XX:+UseSerialGC", "-cp", System.getProperty("java.class.path"),
                "dev.paohuzi.web.Workbench", "serve", "--port", "0",
                "--cases", TestVariants.CASES.toAbsolutePath().normalize().toString())
                .directory(root.toFile()).redirectErrorStream(true).start();
    }

    /** The port from the line the server prints once it listens. */
    private static int port(Process server) throws IOException {
        BufferedReader out = new BufferedReader(new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8));
        List<String> seen = new ArrayList<>();
        for (String line; (line = out.readLine()) != null; ) {
            seen.add(line);
            Matcher serving = SERVING.matcher(line);
            if (serving.find()) {
                Thread drain = new Thread(() -> {
                    try {
                        out.lines().forEach(ignored -> { }); // a full pipe would block the server
                    } catch (UncheckedIOException killed) {
                        // the stream closes with the process
                    }
                });
                drain.setDaemon(true);
                drain.start();
                return Integer.parseInt(serving.group(1));
            }
        }
        throw new IOException("the server ended before it listened: " + seen);
    }

    private static List<String> temporaryFiles(Path variants) throws IOException {
        try (Stream<Path> files = Files.list(variants)) {
            return files.map(f -> f.getFileName().toString())
                    .filter(f -> !f.endsWith(".variant") && !f.endsWith(".delta") && !f.equals(".git")).sorted()
                    .toList();
        }
    }

    /**
     * Once a restarted server listens: the history's last commit is the files (nothing unrecorded), and each file's
     * text as the kill left it is a version in its history. Read with JGit before any client saves again.
     */
    private void assertTheHistoryEndsAtTheFiles(Path variants, String when) throws Exception {
        try (Git git = Git.open(variants.toFile())) {
            assertTrue(git.status().call().isClean(), when + ": files the history has not recorded");
            for (String name : FILES) {
                String path = name + ".variant";
                boolean found = false;
                for (RevCommit commit : git.log().addPath(path).call()) {
                    try (TreeWalk walk = TreeWalk.forPath(git.getRepository(), path, commit.getTree())) {
                        found |= walk != null && new String(git.getRepository().open(walk.getObjectId(0)).getBytes(),
                                StandardCharsets.UTF_8).equals(acknowledged.get(name));
                    }
                }
                assertTrue(found, when + ": the text of " + path + " is no version in its history");
            }
        }
    }
}
