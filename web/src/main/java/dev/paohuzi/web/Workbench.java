package dev.paohuzi.web;

import dev.paohuzi.runtime.expr.FormulaOverflow;
import dev.paohuzi.web.cli.AnalyzeCommand;
import dev.paohuzi.web.cli.CheckCommand;
import dev.paohuzi.web.cli.CompareCommand;
import dev.paohuzi.web.cli.ConformanceCommand;
import dev.paohuzi.web.cli.DiffCommand;
import dev.paohuzi.web.cli.ExplainCommand;
import dev.paohuzi.web.cli.PlayCommand;
import dev.paohuzi.web.cli.ReplayCommand;
import dev.paohuzi.web.cli.ScoreCommand;
import dev.paohuzi.web.cli.ServeCommand;
import dev.paohuzi.web.cli.SettleCommand;
import dev.paohuzi.web.cli.SimulateCommand;
import dev.paohuzi.web.cli.TournamentCommand;
import dev.paohuzi.web.common.WholeNumbers;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;

import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

/** Entry point of the workbench jar: `serve` (the default), `check`, `explain`, `diff`, ... */
@Command(name = "workbench", mixinStandardHelpOptions = true, scope = ScopeType.INHERIT, version = "workbench 0.1.0",
        description = "The Paohuzi (跑胡子) rule-variant workbench. Without a command it serves the web page.",
        subcommands = {ServeCommand.class, CheckCommand.class, ExplainCommand.class, DiffCommand.class,
                AnalyzeCommand.class, ConformanceCommand.class,
                ScoreCommand.class,
                SettleCommand.class,
                PlayCommand.class, ReplayCommand.class, SimulateCommand.class, CompareCommand.class,
                TournamentCommand.class})
public final class Workbench implements Callable<Integer> {
    /** Exit status of a failure the output names (README: an error in a variant, a failed case ...). */
    public static final int FAILED = 1;
    @Spec
    private CommandSpec spec;

    public static void main(String[] args) {
        HeapBound.followParent();
        Optional<List<String>> bounded = HeapBound.relaunch(args);
        System.exit(bounded.isPresent() ? HeapBound.run(bounded.get()) : run(args, System.out, System.err));
    }

    /**
     * Runs a command printing UTF-8 to these streams, whatever the platform's default encoding, so that Chinese card
     * and pattern names arrive as themselves; returns the exit status.
     */
    public static int run(String[] args, OutputStream out, OutputStream err) {
        CommandLine commandLine = commandLine();
        commandLine.setOut(new PrintWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), true));
        commandLine.setErr(new PrintWriter(new OutputStreamWriter(err, StandardCharsets.UTF_8), true));
        try {
            return commandLine.execute(args);
        } finally {
            commandLine.getOut().flush();
            commandLine.getErr().flush();
        }
    }

    /** The configured command line, printing to picocli's default writers. */
    public static CommandLine commandLine() {
        CommandLine commandLine = new CommandLine(new Workbench());
        // Numbers in ASCII digits only, and a plain message for any other text (exit 2, as every usage error).
        commandLine.registerConverter(Long.class, WholeNumbers::parseLong);
        commandLine.registerConverter(long.class, WholeNumbers::parseLong);
        commandLine.registerConverter(Integer.class, WholeNumbers::parseInt);
        commandLine.registerConverter(int.class, WholeNumbers::parseInt);
        ScoreCommand.describeWords(commandLine.getSubcommands().get("score"));
        // A bug must not show a user a stack trace: one line naming the failure, exit 3. A variant formula that
        // leaves the integer range is the variant's failure, not a bug: its line, exit 1 (from a worker thread too).
        commandLine.setExecutionExceptionHandler((e, cmd, parseResult) -> {
            for (Throwable cause = e; cause != null; cause = cause.getCause()) {
                if (cause instanceof FormulaOverflow overflow) {
                    cmd.getErr().println("workbench: " + overflow.getMessage());
                    return FAILED;
                }
            }
            cmd.getErr().println("workbench: internal error: " + e);
            return 3;
        });
        return commandLine;
    }

    /** Without a command: `serve` with its defaults. */
    @Override
    public Integer call() {
        return spec.commandLine().getSubcommands().get("serve").execute();
    }
}
