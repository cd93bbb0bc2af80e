package dev.paohuzi.web.cli;

import dev.paohuzi.web.Workbench;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * Runs the workbench command line in-process and captures what it prints, as bytes decoded as UTF-8: the commands
 * print through the writers {@code main} gives them, so a test sees the encoding a user's terminal gets.
 */
record Cli(int exitCode, String out, String err) {
    /** The bundled variants (the compiler tests' copies are retired). */
    static final Path VARIANTS = Path.of("..", "variants");

    static Cli run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exitCode = Workbench.run(args, out, err);
        return new Cli(exitCode, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    static String variant(String name) {
        return VARIANTS.resolve(name + ".variant").toString();
    }
}
