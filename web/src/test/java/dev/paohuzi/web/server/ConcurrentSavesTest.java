package dev.paohuzi.web.server;

import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Several clients saving one variant at once, each over the version it last read: the saves that succeed form one
 * chain of versions from the first to the file's last (each replaced exactly the version before it, so no save
 * overwrote one its client had not seen), and every refusal is a stale 409 naming a newer version.
 */
class ConcurrentSavesTest extends ServerFixture {
    private static final int CLIENTS = 6;
    private static final int ATTEMPTS = 12;

    @Test
    void noSaveIsLost() throws Exception {
        String original = Files.readString(variants.resolve("shaoyang.variant"));
        String first = api.get("/api/variants/shaoyang").version();
        Map<String, String> replacedBy = new ConcurrentHashMap<>(); // version replaced -> version written
        List<String> duplicates = new CopyOnWriteArrayList<>();
        List<String> wrong = new CopyOnWriteArrayList<>();
        CountDownLatch start = new CountDownLatch(1);
        List<Thread> clients = new ArrayList<>();
        for (int c = 0; c < CLIENTS; c++) {
            int client = c;
            Thread thread = new Thread(() -> {
                try {
                    start.await();
                } catch (InterruptedException e) {
                    return;
                }
                for (int i = 0; i < ATTEMPTS; i++) {
                    String version = api.get("/api/variants/shaoyang").version();
                    String text = original + "# client " + client + " attempt " + i + "\n";
                    ApiClient.Reply reply = api.send("PUT", "/api/variants/shaoyang", ApiClient.object("text", text),
                            "If-Match", '"' + version + '"');
                    if (reply.status() == 200) {
                        if (replacedBy.putIfAbsent(version, reply.version()) != null) {
                            duplicates.add(version);
                        }
                    } else if (reply.status() != 409 || !reply.body().get("conflict").asText().equals("stale")
                            || reply.body().get("current").get("version").asText().equals(version)) {
                        wrong.add(reply.status() + " " + reply.body());
                    }
                }
            });
            thread.start();
            clients.add(thread);
        }
        start.countDown();
        for (Thread thread : clients) {
            thread.join();
        }
        assertEquals(List.of(), wrong);
        assertEquals(List.of(), duplicates, "two saves replaced the same version: one of them was lost");
        Set<String> visited = new HashSet<>();
        String at = first;
        while (replacedBy.containsKey(at) && visited.add(at)) {
            at = replacedBy.get(at);
        }
        assertEquals(replacedBy.size(), visited.size(), "the saves do not form one chain: "
                + new HashMap<>(replacedBy));
        assertEquals(at, SaveTest.sha256Prefix(Files.readString(variants.resolve("shaoyang.variant"))));
        assertTrue(replacedBy.size() >= 1);
        System.out.println("concurrent saves: " + CLIENTS + " clients x " + ATTEMPTS + " attempts, "
                + replacedBy.size() + " saved in one chain, the rest stale 409s");
    }
}
