package dev.paohuzi.web.cli;

import dev.paohuzi.web.Workbench;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;

/** Runs the workbench command line in-process and captures what it prints. */
record Cli(int exitCode, String out, String err) {
    /** The compiler module's test variants (hunan, luzhou, shaoyang), until the bundled variants/ land. */
    static final Path VARIANTS = Path.of("..", "compiler", "src", "test", "resources", "variants");

    static Cli run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine commandLine = Workbench.commandLine();
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        int exitCode = commandLine.execute(args);
        return new Cli(exitCode, out.toString(), err.toString());
    }

    static String variant(String name) {
        return VARIANTS.resolve(name + ".variant").toString();
    }
}
