package dev.paohuzi.web;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The memory bound of a long-running {@code serve}: started as the README says ({@code java -jar workbench.jar},
 * no JVM flags), the JVM would size its heap to a quarter of the machine and let a busy server's memory grow into
 * it, and a jar's manifest cannot set heap flags. So {@code serve} without a heap flag starts itself again as a
 * child JVM with {@link #HEAP}, passing its arguments, streams and exit status through (docs/limits.md, "Memory"
 * measures it). A heap flag of the user's own ({@code -Xmx}, {@code -XX:MaxRAMPercentage}, ...) is kept as given.
 */
final class HeapBound {
    /** The child's heap bound (docs/limits.md, "Memory", measures what it holds). */
    static final String HEAP = "-Xmx512m";
    /** The collector with the smallest footprint for a heap this size, unless the user chose one. */
    static final String COLLECTOR = "-XX:+UseSerialGC";
    /** Set in the child: it ends when its parent does (a parent killed with SIGKILL cannot stop it itself). */
    private static final String CHILD = "workbench.heapBound";
    /** JVM options that bound the heap already. */
    private static final List<String> BOUNDING = List.of("-Xmx", "-XX:MaxHeapSize", "-XX:MaxRAM",
            "-XX:MaxRAMPercentage", "-XX:MaxRAMFraction");

    private HeapBound() {}

    /** The command that runs {@code args} in a heap-bounded JVM, or empty when this JVM is bounded or not serving. */
    static Optional<List<String>> relaunch(String[] args) {
        boolean serving = args.length == 0 || args[0].equals("serve");
        if (!serving || Boolean.getBoolean(CHILD)) { // a child never starts another, whatever it was given
            return Optional.empty();
        }
        List<String> jvm = jvmFlags();
        String environment = System.getenv().getOrDefault("JAVA_TOOL_OPTIONS", "") + " "
                + System.getenv().getOrDefault("JDK_JAVA_OPTIONS", "");
        if (jvm.stream().anyMatch(HeapBound::bounding) || List.of(environment.split("\\s+")).stream()
                .anyMatch(HeapBound::bounding)) {
            return Optional.empty();
        }
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(jvm); // the user's other flags (-D..., agents) still apply
        command.add(HEAP);
        if (jvm.stream().noneMatch(a -> a.startsWith("-XX:+Use") && a.endsWith("GC"))) {
            command.add(COLLECTOR);
        }
        command.add("-D" + CHILD + "=true");
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), Workbench.class.getName()));
        command.addAll(List.of(args));
        return Optional.of(command);
    }

    private static boolean bounding(String flag) {
        return BOUNDING.stream().anyMatch(flag::startsWith);
    }

    /**
     * The JVM flags of this process's command line (those before {@code -jar}, {@code -cp} or the main class), read
     * from {@code /proc/self/cmdline} where there is one (the management beans would cost the waiting parent tens
     * of megabytes; {@code ProcessHandle.Info.arguments()} can come back empty for a long class path), else from
     * the management bean.
     */
    private static List<String> jvmFlags() {
        List<String> flags = new ArrayList<>();
        Path cmdline = Path.of("/proc/self/cmdline");
        List<String> arguments;
        try {
            String[] all = new String(Files.readAllBytes(cmdline), StandardCharsets.UTF_8).split("\0");
            arguments = List.of(all).subList(Math.min(1, all.length), all.length); // the first is the executable
        } catch (IOException | UnsupportedOperationException e) {
            return java.lang.management.ManagementFactory.getRuntimeMXBean().getInputArguments();
        }
        for (String argument : arguments) {
            if (!argument.startsWith("-") || List.of("-jar", "-cp", "-classpath", "--class-path").contains(argument)) {
                break;
            }
            flags.add(argument);
        }
        return flags;
    }

    /** In a child this class started: ends the process when the parent has ended, however it ended. */
    static void followParent() {
        if (Boolean.getBoolean(CHILD)) {
            ProcessHandle.current().parent().ifPresent(parent -> parent.onExit().thenRun(() -> System.exit(0)));
        }
    }

    /** Runs the command as a child sharing this process's streams; stopping this process stops it. */
    static int run(List<String> command) {
        try {
            Process child = new ProcessBuilder(command).inheritIO().start();
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                child.destroy(); // Ctrl-C or kill: the child's own shutdown hook stops its server
                try {
                    child.waitFor();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }));
            return child.waitFor();
        } catch (IOException e) {
            System.err.println("workbench: cannot start the server's JVM (" + e.getMessage() + ")");
            return 1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 1;
        }
    }
}
