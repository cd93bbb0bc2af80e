package dev.paohuzi.web;

import org.junit.jupiter.api.Test;

import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The heap-bounded relaunch never chains: a JVM that HeapBound started never starts another, whatever its command
 * line looks like (an earlier reading of the flags from {@code ProcessHandle.Info} came back empty for a long class
 * path, and each child started the next); and only `serve` is relaunched.
 */
class HeapBoundTest {
    @Test
    void aChildNeverStartsAnotherAndOnlyServeIsRelaunched() {
        assertEquals(Optional.empty(), HeapBound.relaunch(new String[] {"check", "variants/hunan.variant"}));
        String before = System.getProperty("workbench.heapBound");
        System.setProperty("workbench.heapBound", "true");
        try {
            assertEquals(Optional.empty(), HeapBound.relaunch(new String[0]));
            assertEquals(Optional.empty(), HeapBound.relaunch(new String[] {"serve", "--port", "0"}));
        } finally {
            if (before == null) {
                System.clearProperty("workbench.heapBound");
            } else {
                System.setProperty("workbench.heapBound", before);
            }
        }
    }
}
