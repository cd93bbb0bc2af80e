package dev.paohuzi.web.server;

import com.fasterxml.jackson.databind.JsonNode;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Bytes over a socket to 127.0.0.1, for requests no HTTP client would send; the answer read until the server closes.
 */
final class RawHttp {
    /** Four times the server's wait for a request's next byte: a request cut short is answered well before. */
    static final long TIMEOUT_MS = 4 * WorkbenchServer.REQUEST_IDLE_MS;

    private RawHttp() {}

    /** An answer: status, headers (lower-case names) and body; status 0 when the server closed without one. */
    record Answer(int status, Map<String, String> headers, byte[] body) {
        String contentType() {
            return headers.getOrDefault("content-type", "");
        }

        /** The body as JSON, or empty when it is not JSON. */
        Optional<JsonNode> json() {
            try {
                return Optional.ofNullable(ApiClient.JSON.readTree(body)).filter(n -> !n.isMissingNode());
            } catch (IOException e) {
                return Optional.empty();
            }
        }

        @Override
        public String toString() {
            return status + " " + contentType() + " "
                    + new String(body, 0, Math.min(body.length, 300), StandardCharsets.UTF_8);
        }
    }

    /** Sends {@code request}, half-closes (so a body shorter than announced ends there), and reads the answer. */
    static Answer send(int port, byte[] request) throws IOException {
        return send(port, request, true);
    }

    /**
     * Sends {@code request} and reads the answer with the connection left open: the server cannot tell whether more
     * of a body shorter than announced is coming.
     */
    static Answer sendLeavingOpen(int port, byte[] request) throws IOException {
        return send(port, request, false);
    }

    private static Answer send(int port, byte[] request, boolean halfClose) throws IOException {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
            socket.setSoTimeout((int) TIMEOUT_MS);
            try {
                socket.getOutputStream().write(request);
                if (halfClose) {
                    socket.shutdownOutput();
                }
            } catch (IOException e) {
                // the server may answer and close before it has read everything (a huge header): read the answer
            }
            return parse(readAll(socket.getInputStream()));
        }
    }

    /** A request as the pages send it: to 127.0.0.1, a change saying it sends JSON unless {@code headers} differ. */
    static byte[] request(String method, String target, String headers, String body) {
        byte[] content = body.getBytes(StandardCharsets.UTF_8);
        String type = method.equals("GET") || headers.toLowerCase(Locale.ROOT).contains("content-type:") ? ""
                : "Content-Type: application/json\r\n";
        String head = method + " " + target + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n" + type + headers
                + (body.isEmpty() ? "" : "Content-Length: " + content.length + "\r\n") + "\r\n";
        byte[] start = head.getBytes(StandardCharsets.ISO_8859_1);
        byte[] all = new byte[start.length + content.length];
        System.arraycopy(start, 0, all, 0, start.length);
        System.arraycopy(content, 0, all, start.length, content.length);
        return all;
    }

    private static byte[] readAll(InputStream in) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buffer = new byte[8192];
        try {
            for (int n; (n = in.read(buffer)) >= 0; ) {
                out.write(buffer, 0, n);
            }
        } catch (SocketTimeoutException e) {
            throw new IOException("no complete answer in " + TIMEOUT_MS + " ms; got " + out.size() + " bytes", e);
        } catch (IOException e) {
            // a reset after the answer: keep what arrived
        }
        return out.toByteArray();
    }

    private static Answer parse(byte[] bytes) {
        String text = new String(bytes, StandardCharsets.ISO_8859_1);
        int end = text.indexOf("\r\n\r\n");
        if (!text.startsWith("HTTP/1.1 ") || end < 0) {
            return new Answer(0, Map.of(), bytes);
        }
        String[] lines = text.substring(0, end).split("\r\n");
        Map<String, String> headers = new LinkedHashMap<>();
        for (int i = 1; i < lines.length; i++) {
            int colon = lines[i].indexOf(':');
            if (colon > 0) {
                headers.put(lines[i].substring(0, colon).strip().toLowerCase(Locale.ROOT), lines[i].substring(colon + 1)
                        .strip());
            }
        }
        byte[] body = Arrays.copyOfRange(bytes, end + 4, bytes.length);
        if ("chunked".equalsIgnoreCase(headers.get("transfer-encoding"))) {
            body = dechunk(body);
        }
        if ("gzip".equalsIgnoreCase(headers.get("content-encoding"))) { // the request said Accept-Encoding: gzip
            try (var in = new java.util.zip.GZIPInputStream(new java.io.ByteArrayInputStream(body))) {
                body = in.readAllBytes();
            } catch (IOException e) {
                return new Answer(Integer.parseInt(lines[0].substring(9, 12)), headers, body); // shown as not JSON
            }
        }
        return new Answer(Integer.parseInt(lines[0].substring(9, 12)), headers, body);
    }

    private static byte[] dechunk(byte[] chunked) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        String text = new String(chunked, StandardCharsets.ISO_8859_1);
        int at = 0;
        while (at < text.length()) {
            int lineEnd = text.indexOf("\r\n", at);
            if (lineEnd < 0) {
                break;
            }
            int size = Integer.parseInt(text.substring(at, lineEnd).split(";")[0].strip(), 16);
            if (size == 0) {
                break;
            }
            out.write(chunked, lineEnd + 2, size);
            at = lineEnd + 2 + size + 2;
        }
        return out.toByteArray();
    }
}
