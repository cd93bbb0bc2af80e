package dev.paohuzi.web.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A progress bar redrawn on one stderr line while a long run goes on; drawn only when stderr is a terminal, so
 * redirected output and tests never see it.
 */
final class Progress {
    private static final int WIDTH = 40;
    private static final long EVERY_MILLIS = 250;

    private final Thread thread;
    private final PrintWriter err;

    private Progress(Thread thread, PrintWriter err) {
        this.thread = thread;
        this.err = err;
    }

    static Progress start(PrintWriter err, int total, AtomicInteger done, boolean longRun) {
        if (!longRun || !stderrIsTerminal()) {
            return new Progress(null, err);
        }
        Thread thread = new Thread(() -> {
            try {
                while (!Thread.currentThread().isInterrupted()) {
                    draw(err, done.get(), total);
                    Thread.sleep(EVERY_MILLIS);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "simulate-progress");
        thread.setDaemon(true);
        thread.start();
        return new Progress(thread, err);
    }

    void stop() {
        if (thread != null) {
            thread.interrupt();
            try {
                thread.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            err.print("\r" + " ".repeat(WIDTH + 30) + "\r");
            err.flush();
        }
    }

    private static void draw(PrintWriter err, int done, int total) {
        int filled = (int) ((long) WIDTH * done / total);
        err.print("\r[" + "#".repeat(filled) + " ".repeat(WIDTH - filled) + "] " + done + "/" + total + " hands");
        err.flush();
    }

    /**
     * Java 17 cannot ask whether stderr alone is a terminal; on Linux its file descriptor names the terminal device.
     * Elsewhere the console (stdin and stdout terminals) stands in for it.
     */
    private static boolean stderrIsTerminal() {
        Path fd = Path.of("/proc/self/fd/2");
        if (Files.isSymbolicLink(fd)) {
            try {
                String target = Files.readSymbolicLink(fd).toString();
                return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
            } catch (IOException | UnsupportedOperationException e) {
                return false;
            }
        }
        return System.console() != null;
    }
}
