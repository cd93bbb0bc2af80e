package dev.paohuzi.web.server.bench;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The server's resident memory under load, on demand (Linux): {@code serve} started as a child JVM with the given
 * JVM flags from the project root (none: as the README starts it), 8 clients on loopback for 30 s (explain, play,
 * check, load; a dependants dry run now and then; with {@code --big} every request a check of a 1 MB body), RSS
 * sampled each second from {@code /proc/PID/status} of the process and every process it started (the heap-bounded
 * JVM {@code serve} starts when it has no heap flag). Prints the RSS at the start, its peak, at the end, and the
 * requests answered. Loopback only, bounded by its seconds.
 *
 * <p>{@code java -cp web/target/workbench.jar:web/target/test-classes dev.paohuzi.web.server.bench.ServerRss
 * [SECONDS] [--big] [JVM FLAG...]}, e.g. {@code 30 --big} or {@code 30 -Xmx256m -XX:+UseSerialGC}
 */
public final class ServerRss {
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    private ServerRss() {}

    public static void main(String[] args) throws Exception {
        int seconds = args.length > 0 ? Integer.parseInt(args[0]) : 30;
        boolean big = args.length > 1 && args[1].equals("--big");
        List<String> flags = List.of(args).subList(Math.min(big ? 2 : 1, args.length), args.length);
        try (ServerProcess server = ServerProcess.start(Path.of("web/target/workbench.jar"), flags)) {
            String base = server.base();
            String text = Files.readString(Path.of("variants", "luzhou.variant"));
            String luzhou = new com.fasterxml.jackson.databind.ObjectMapper().writeValueAsString(text);
            String megabyte = new com.fasterxml.jackson.databind.ObjectMapper().writeValueAsString(
                    text.repeat(990_000 / text.getBytes(java.nio.charset.StandardCharsets.UTF_8).length));
            AtomicBoolean stop = new AtomicBoolean();
            AtomicLong answered = new AtomicLong();
            List<Thread> clients = new ArrayList<>();
            for (int c = 0; c < 8; c++) {
                Random random = new Random(c);
                Thread client = new Thread(() -> {
                    while (!stop.get()) {
                        try {
                            send(big ? post(base + "/api/check", "{\"name\": \"luzhou\", \"text\": " + megabyte
                                    + "}") : request(base, luzhou, random));
                            answered.incrementAndGet();
                        } catch (IOException e) {
                            return;
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                            return;
                        }
                    }
                });
                client.start();
                clients.add(client);
            }
            long start = rssKb(server.pid());
            long peak = start;
            for (int s = 0; s < seconds; s++) {
                Thread.sleep(1000);
                peak = Math.max(peak, rssKb(server.pid()));
            }
            stop.set(true);
            for (Thread client : clients) {
                client.join();
            }
            long end = rssKb(server.pid());
            System.out.printf("flags %s%s: RSS start %d MB, peak %d MB, end %d MB; %d requests in %d s%n",
                    flags, big ? " (1 MB checks)" : "", start / 1024, peak / 1024, end / 1024, answered.get(), seconds);
        }
    }

    private static HttpRequest request(String base, String luzhou, Random random) {
        int kind = random.nextInt(100);
        String[] names = {"hunan", "luzhou", "yongzhou", "shaoyang", "app004"};
        String name = names[random.nextInt(names.length)];
        if (kind < 2) {
            return post(base + "/api/variants/luzhou/dependants", "{\"text\": " + luzhou + "}");
        }
        if (kind < 30) {
            return post(base + "/api/check", "{\"name\": \"luzhou\", \"text\": " + luzhou + "}");
        }
        if (kind < 55) {
            return HttpRequest.newBuilder(URI.create(base + "/api/play?variant=" + name + "&seed="
                    + random.nextInt(1000)
                    + "&bots=random")).build();
        }
        if (kind < 80) {
            return HttpRequest.newBuilder(URI.create(base + "/api/variants/" + name + "/explain")).build();
        }
        return HttpRequest.newBuilder(URI.create(base + "/api/variants/" + name)).build();
    }

    private static HttpRequest post(String uri, String body) {
        return HttpRequest.newBuilder(URI.create(uri)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)).build();
    }

    private static void send(HttpRequest request) throws IOException, InterruptedException {
        HTTP.send(request, HttpResponse.BodyHandlers.discarding());
    }

    /** The resident memory of the process and of every process it started. */
    private static long rssKb(long pid) throws IOException {
        long sum = rssOfOne(pid);
        for (ProcessHandle child : ProcessHandle.of(pid).orElseThrow().descendants().toList()) {
            sum += rssOfOne(child.pid());
        }
        return sum;
    }

    private static long rssOfOne(long pid) throws IOException {
        for (String line : Files.readAllLines(Path.of("/proc", String.valueOf(pid), "status"))) {
            if (line.startsWith("VmRSS:")) {
                return Long.parseLong(line.replaceAll("\\D", ""));
            }
        }
        throw new IOException("no VmRSS for " + pid);
    }
}
