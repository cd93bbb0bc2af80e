package dev.paohuzi.web.server;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Seeded malformed HTTP over a raw socket against a server on a random port, on every endpoint: bad methods, paths
 * with bad escapes, NUL, encoded slashes or thousands of bytes, huge headers, bodies cut short or over the limit,
 * bad chunking, bad JSON, lone surrogates, wrong content types, unknown run ids and versions, forged {@code Host}
 * and {@code Origin} headers, and well-formed requests with wrong fields. Every answer must be JSON with a 2xx or
 * 4xx (never 5xx, never HTML, never silence; an oversized body's 413 arrives), a forged Host or Origin is never
 * answered with a 2xx, and the server must keep answering. {@code -Dfuzz.requests=N} and
 * {@code -Dfuzz.seed=S} run longer or other inputs ({@code -Dfuzz.requests=20000} is the long run).
 */
class HttpFuzzTest extends ServerFixture {
    private static final int REQUESTS = Integer.getInteger("fuzz.requests", 400);
    private static final long SEED = Long.getLong("fuzz.seed", 13L);

    private static final String[] METHODS = {"GET", "GET", "POST", "PUT", "DELETE", "PATCH", "HEAD", "OPTIONS",
        "TRACE", "get", "BREW", "G\tET", "PUT /x"};
    /** Endpoints without the expensive ones (a whole conformance run, the dependants of hunan) at full size. */
    private static final String[] TARGETS = {"/api/variants", "/api/variants/{name}", "/api/variants/{name}/explain",
        "/api/variants/{name}/dependants", "/api/variants/{name}/rename", "/api/check", "/api/diff?a={name}&b={name}",
        "/api/conformance?variant={bad}", "/api/play?variant={name}&seed={n}&bots={bots}&seat={n}", "/api/{name}",
        "/api/variants/{name}/{name}", "/api", "/api/", "/api/variants/{name}/history",
        "/api/variants/{name}/history/{commit}", "/api/variants/{name}/changes?from={commit}&to={commit}",
        "/api/variants/{name}/restore", "/api/trace?seat={n}", "/api/bots", "/api/seat", "/api/case?file={name}&case=x",
        "/api/analyze", "/api/score", "/api/catalogue", "/api/statistics", "/api/statistics/{name}/events",
        "/api/statistics/{name}", "/index.html", "/"};
    private static final String[] COMMITS = {"0000000000000000000000000000000000000000", "HEAD", "main~1", "abcd",
        "zz", "", "%00", "a".repeat(41)};
    /** Host headers; all but the first two are forgeries (DNS rebinding) a loopback server must refuse. */
    private static final String[] HOSTS = {"127.0.0.1", "localhost:7070", "evil.example", "127.0.0.1.evil.example",
        "localhost.evil.example:80", "10.0.0.1", "[::2]"};
    /** Headers of a request from another site. */
    private static final String[] FOREIGN = {"Origin: http://evil.example", "Origin: null",
        "Origin: http://127.0.0.1:1", "Sec-Fetch-Site: cross-site"};
    private static final String[] NAMES = {"hunan", "luzhou-three", "shaoyang", "nosuch", "x", "..", "%2e%2e",
        "..%2F..%2Fpom", "%00", "a%2Fb", "%5C", "%u002e", "hunan;%", "%", "%zz", "%E6%B9%96", "湖南", "a b", "-", "_",
        "hunan.variant", "hunan%3Bx", "%252e", "a".repeat(65), ";", "*", "hunan?x=1", "%C0%AE"};
    private static final String[] BAD = {"nosuch", "..", "%00", "a%2Fb", "%zz", "a".repeat(70)};
    private static final String[] BOTS = {"greedy", "random", "greedy,random,greedy", "nosuch", "", "%00", ",,,"};
    private static final String[] HEADERS = {"Content-Type: application/json", "Content-Type: text/plain",
        "Content-Type: application/x-www-form-urlencoded", "Content-Type: multipart/form-data; boundary=x",
        "If-Match: *", "If-Match: \"0123456789abcdef\"", "If-Match: garbage", "If-None-Match: *",
        "If-None-Match: \"x\"", "Expect: 100-continue", "Accept: text/html", "Accept-Encoding: gzip",
        "Transfer-Encoding: identity", "X-Nul: a\u0000b", "Content-Length: -1", "Content-Length: x",
        "Range: bytes=0-1", "Cookie: " + "c".repeat(3000)};
    private static final String[] BODIES = {"", "{}", "[]", "null", "\"text\"", "{\"text\": 1}", "{\"text\": null}",
        "{\"text\": \"variant x {\"}", "{\"text\": \"\", \"force\": \"yes\"}", "{\"to\": \"../x\"}", "{\"to\": 7}",
        "{\"text\": \"variant x extends hunan \\\"x\\\" {\\n  source \\\"000:1\\\"\\n}\\n\", \"create\": true}",
        "{\"text\": \"x\", \"version\": 5}", "{\"name\": \"../x\", \"text\": \"x\"}", "{\"name\": 7}",
        "{\"text\": \"\\u0000\\u001b\"}", "not json", "{\"text\": \"x\"", "{\"a\":" + "[".repeat(3000),
        "{\"text\": \"\\ud800\"}", "{\"name\": \"hunan\", \"text\": \"# \\udfff x\"}", "{\"commit\": \"\\ud800\"}",
        "{\"variant\": \"hunan\", \"holding\": \"s1 \\ud800\"}", "{\"to\": \"a\\udc00\"}",
        "{\"a\": {\"name\": \"hunan\", \"text\": \"\\ud800\"}, \"hands\": 1, \"seed\": 1}"};

    @Test
    void everyAnswerIsJsonAndNeverA5xx() throws Exception {
        Random random = new Random(SEED);
        Map<Integer, Integer> statuses = new TreeMap<>();
        List<String> failures = new ArrayList<>();
        for (int i = 0; i < REQUESTS; i++) {
            byte[] request = request(random);
            RawHttp.Answer answer;
            try {
                answer = RawHttp.send(app.port(), request);
            } catch (java.io.IOException e) {
                failures.add(show(request) + " -> " + e.getMessage());
                continue;
            }
            statuses.merge(answer.status(), 1, Integer::sum);
            String problem = problem(request, answer);
            if (problem != null) {
                failures.add(show(request) + " -> " + problem + ": " + answer);
            }
            if (i % 50 == 49 && api.get("/api/variants/hunan").status() != 200) {
                failures.add("the server stopped answering after request " + (i + 1));
                break;
            }
        }
        System.out.println("HTTP fuzz (seed " + SEED + "): " + REQUESTS + " requests, statuses " + statuses
                + ", failures " + failures.size());
        failures.stream().limit(20).forEach(System.out::println);
        assertEquals(List.of(), failures.stream().limit(20).toList());
    }

    /** Why the answer is wrong, or null. A HEAD answer has no body, so only its headers can say JSON. */
    private static String problem(byte[] request, RawHttp.Answer answer) {
        if (answer.status() == 0) {
            return "no HTTP answer";
        }
        String head = new String(request, 0, Math.min(request.length, 30_000), StandardCharsets.ISO_8859_1);
        if (answer.status() < 300 && (!head.contains("\r\nHost: 127.0.0.1\r\n")
                && !head.contains("\r\nHost: localhost:7070\r\n")
                || java.util.Arrays.stream(FOREIGN).anyMatch(head::contains))) {
            return "a forged Host or a request from another site was answered";
        }
        if (answer.status() >= 500 && answer.status() != 505) { // 505: an HTTP version the server does not speak
            return "a server error";
        }
        boolean page = !head.substring(head.indexOf(' ') + 1).startsWith("/api") && answer.status() < 300;
        if (!answer.contentType().startsWith(page ? "text/html" : "application/json")) {
            return page ? "a page that is not HTML" : "not JSON";
        }
        if (page) {
            return null;
        }
        if (new String(request, 0, 5, StandardCharsets.ISO_8859_1).startsWith("HEAD ")) {
            return null;
        }
        JsonNode body = answer.json().orElse(null);
        if (body == null) {
            return "a body that does not parse";
        }
        if (answer.status() >= 400 && body.path("error").asText().isBlank()) {
            return "a refusal without an error";
        }
        if (request.length > RequestBodies.MAX_BYTES && answer.status() != 413) {
            return "a body over the limit not answered 413";
        }
        return null;
    }

    /** The endpoints that read a body, with their methods. */
    private static final String[][] READERS = {{"POST", "/api/check"}, {"PUT", "/api/variants/x"},
        {"POST", "/api/analyze"}, {"POST", "/api/trace"}, {"POST", "/api/statistics"}, {"POST", "/api/seat"},
        {"POST", "/api/variants/hunan/dependants"}, {"POST", "/api/variants/x/restore"}};

    private static byte[] request(Random random) {
        if (random.nextInt(60) == 0) {
            return oversized(random);
        }
        String method = pick(random, METHODS);
        String target = target(random);
        StringBuilder headers = new StringBuilder();
        for (int n = random.nextInt(3); n > 0; n--) {
            headers.append(pick(random, HEADERS)).append("\r\n");
        }
        if (random.nextInt(40) == 0) {
            headers.append("X-Huge: ").append("h".repeat(4000 + random.nextInt(20_000))).append("\r\n");
        }
        if (random.nextInt(8) == 0) {
            headers.append(pick(random, FOREIGN)).append("\r\n");
        }
        String host = random.nextInt(8) == 0 ? pick(random, HOSTS) : "127.0.0.1";
        byte[] body = pick(random, BODIES).getBytes(StandardCharsets.UTF_8);

        if (random.nextInt(6) == 0 && body.length > 0) {
            body = mutate(random, body);
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        String framing = switch (random.nextInt(8)) {
            case 0 -> "Content-Length: " + (body.length + 1 + random.nextInt(100)) + "\r\n"; // cut short
            case 1 -> "Content-Length: " + random.nextInt(body.length + 1) + "\r\n"; // the rest is a next request
            case 2 -> "Transfer-Encoding: chunked\r\n";
            case 3 -> "";
            default -> body.length == 0 ? "" : "Content-Length: " + body.length + "\r\n";
        };
        String head = method + " " + target + " HTTP/1.1\r\nHost: " + host + "\r\nConnection: close\r\n" + headers
                + framing
                + "\r\n";
        out.writeBytes(head.getBytes(StandardCharsets.UTF_8));
        out.writeBytes(framing.startsWith("Transfer") ? chunked(random, body) : body);
        return out.toByteArray();
    }

    /** A body over the limit to an endpoint that reads one: its 413 must arrive, not a broken pipe. */
    private static byte[] oversized(Random random) {
        String[] reader = READERS[random.nextInt(READERS.length)];
        byte[] body = ("{\"text\": \"" + "#".repeat(RequestBodies.MAX_BYTES + random.nextInt(2_000_000)) + "\"}")
                .getBytes(StandardCharsets.UTF_8);
        String head = reader[0] + " " + reader[1] + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
                + "Content-Type: application/json\r\nIf-Match: *\r\n" + (random.nextBoolean()
                ? "Content-Length: " + body.length + "\r\n\r\n" : "Transfer-Encoding: chunked\r\n\r\n");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(head.getBytes(StandardCharsets.US_ASCII));
        if (head.contains("chunked")) {
            for (int at = 0; at < body.length; at += 65_536) {
                int size = Math.min(65_536, body.length - at);
                out.writeBytes((Integer.toHexString(size) + "\r\n").getBytes(StandardCharsets.US_ASCII));
                out.write(body, at, size);
                out.writeBytes("\r\n".getBytes(StandardCharsets.US_ASCII));
            }
            out.writeBytes("0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
        } else {
            out.writeBytes(body);
        }
        return out.toByteArray();
    }

    private static String target(Random random) {
        String target = pick(random, TARGETS).replace("{bad}", pick(random, BAD))
                .replace("{commit}", pick(random, COMMITS))
                .replace("{n}", String.valueOf(random.nextInt(4) - 1)).replace("{bots}", pick(random, BOTS));
        while (target.contains("{name}")) {
            target = target.replaceFirst("\\{name}", java.util.regex.Matcher.quoteReplacement(pick(random, NAMES)));
        }
        return switch (random.nextInt(12)) {
            case 0 -> target + "/" + "x".repeat(random.nextInt(12_000)); // long
            case 1 -> target.replace("/", "%2F");
            case 2 -> target + "%" + Integer.toHexString(random.nextInt(256));
            case 3 -> target + "?" + "q=%" + (char) ('g' + random.nextInt(10));
            case 4 -> target.replace("/api", "/api//");
            default -> target;
        };
    }

    /** A body as chunks; sometimes a bad size, a missing end or a size that overstates the chunk. */
    private static byte[] chunked(Random random, byte[] body) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int at = 0;
        while (at < body.length) {
            int size = Math.min(body.length - at, 1 + random.nextInt(16));
            String line = switch (random.nextInt(20)) {
                case 0 -> "zz";
                case 1 -> Integer.toHexString(size + 5);
                case 2 -> "-1";
                case 3 -> "ffffffffffffffff";
                default -> Integer.toHexString(size);
            };
            out.writeBytes((line + "\r\n").getBytes(StandardCharsets.US_ASCII));
            out.write(body, at, size);
            out.writeBytes("\r\n".getBytes(StandardCharsets.US_ASCII));
            at += size;
        }
        if (random.nextInt(5) > 0) {
            out.writeBytes("0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
        }
        return out.toByteArray();
    }

    private static byte[] mutate(Random random, byte[] body) {
        byte[] mutated = body.clone();
        for (int n = 1 + random.nextInt(3); n > 0; n--) {
            mutated[random.nextInt(mutated.length)] = (byte) random.nextInt(256);
        }
        return random.nextBoolean() ? mutated : java.util.Arrays.copyOf(mutated, random.nextInt(mutated.length));
    }

    private static String pick(Random random, String[] choices) {
        return choices[random.nextInt(choices.length)];
    }

    private static String show(byte[] request) {
        String text = new String(request, 0, Math.min(request.length, 160), StandardCharsets.ISO_8859_1);
        return text.replace("\r\n", "\\r\\n");
    }
}
