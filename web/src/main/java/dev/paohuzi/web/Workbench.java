package dev.paohuzi.web;

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
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** Entry point of the workbench jar: `serve` (the default), `check`, `explain`, `diff`. */
@Command(name = "workbench", mixinStandardHelpOptions = true, version = "workbench 0.1.0",
        description = "The Paohuzi (跑胡子) rule-variant workbench. Without a command it serves the web page.",
        subcommands = {ServeCommand.class, CheckCommand.class, ExplainCommand.class, DiffCommand.class,
                AnalyzeCommand.class, ConformanceCommand.class,
                ScoreCommand.class,
                SettleCommand.class,
                PlayCommand.class, ReplayCommand.class, SimulateCommand.class, CompareCommand.class})
public final class Workbench implements Runnable {

    public static void main(String[] args) {
        System.exit(commandLine().execute(args));
    }

    /** The configured command line; tests run it in-process with their own output writers. */
    public static CommandLine commandLine() {
        CommandLine commandLine = new CommandLine(new Workbench());
        // A bug must not show a user a stack trace: one line naming the failure, exit 3.
        commandLine.setExecutionExceptionHandler((e, cmd, parseResult) -> {
            cmd.getErr().println("workbench: internal error: " + e);
            return 3;
        });
        return commandLine;
    }

    @Override
    public void run() {
        new ServeCommand().run();
    }
}
