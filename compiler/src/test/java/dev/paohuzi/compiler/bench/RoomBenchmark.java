package dev.paohuzi.compiler.bench;

import dev.paohuzi.compiler.Compilation;
import dev.paohuzi.compiler.ParentCache;
import dev.paohuzi.compiler.VariantCompiler;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * A room's compile time against its variant's, in the same run (issue 28: a room within 1.2x): `variant` compiles
 * the plain variant, `room` the same file with options chosen (each turning a default off or on, so more layers
 * apply), both from the room string through {@link VariantCompiler#compile(String, java.util.function.Function,
 * VariantCompiler.RoomSource)} with a fresh cache, so every file — the parent included — is read, parsed and compiled
 * each time. Run: see docs/performance.md, "Rooms". On a loaded machine JMH's averages spread widely; {@link #main}
 * is the harness behind the figure: rounds that alternate the two, each timed in this thread's CPU time, and the
 * ratio room / variant of each round, so both sides of a ratio see the same load.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 4, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class RoomBenchmark {
    /** Each variant's room: options on and off, several layers laid over its own lines. */
    private static final Map<String, String> ROOMS = Map.of(
            "youxian", "youxian[无名堂, -自摸加3息, 18胡息, 明偎, 强制胡牌]",
            "hengyang", "hengyang[一五十, 有胡必胡, -自摸翻倍]",
            "liuhuqiang", "liuhuqiang[一息一囤, 9息起胡, 明偎, -一五十]");

    @Param({"youxian", "hengyang", "liuhuqiang"})
    public String variant;

    private String room;

    @Setup(Level.Trial)
    public void check() {
        room = ROOMS.get(variant);
        for (String name : List.of(variant, room)) {
            if (compile(name).hasErrors()) {
                throw new IllegalStateException(name + " does not compile: " + compile(name).errors());
            }
        }
    }

    private static Compilation compile(String room) {
        return VariantCompiler.compile(room, name -> Path.of("..", "variants", name + ".variant"),
                (file, picks) -> VariantCompiler.compile(file, new ParentCache(), List.of(), picks));
    }

    @Benchmark
    public Object variant() {
        return compile(variant);
    }

    @Benchmark
    public Object room() {
        return compile(room);
    }

    /** {@code ROUNDS COMPILES}: per variant, the median and range of the rounds' ratios room / variant. */
    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 21;
        int compiles = args.length > 1 ? Integer.parseInt(args[1]) : 20;
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        for (String name : List.of("youxian", "hengyang", "liuhuqiang")) {
            String room = ROOMS.get(name);
            for (int i = 0; i < 10 * compiles; i++) { // warm both paths
                compile(name);
                compile(room);
            }
            List<Double> ratios = new ArrayList<>();
            long plainTotal = 0;
            for (int round = 0; round < rounds; round++) {
                long plain = cpuTime(cpu, name, compiles);
                long chosen = cpuTime(cpu, room, compiles);
                plainTotal += plain;
                ratios.add((double) chosen / plain);
            }
            Collections.sort(ratios);
            System.out.printf("%-58s ratio room/variant median %.3f (range %.3f-%.3f over %d rounds); variant %.2f ms"
                    + " CPU a compile%n", room, ratios.get(rounds / 2), ratios.get(0), ratios.get(rounds - 1), rounds,
                    plainTotal / 1e6 / rounds / compiles);
        }
    }

    private static long cpuTime(ThreadMXBean cpu, String room, int compiles) {
        long start = cpu.getCurrentThreadCpuTime();
        for (int i = 0; i < compiles; i++) {
            if (compile(room).hasErrors()) {
                throw new IllegalStateException(room + " does not compile");
            }
        }
        return cpu.getCurrentThreadCpuTime() - start;
    }
}
