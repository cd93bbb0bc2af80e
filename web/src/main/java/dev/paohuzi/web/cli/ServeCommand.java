package dev.paohuzi.web.cli;

import dev.paohuzi.compiler.Compilation;
import dev.paohuzi.compiler.VariantCompiler;
import dev.paohuzi.compiler.render.RuleTable;
import io.javalin.Javalin;
import io.javalin.http.Context;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * `serve` (the default command): a minimal page listing the bundled variants and their rule tables. The real UI
 * (editor with live diagnostics, conformance, trace stepper) is a later issue.
 */
@Command(name = "serve", description = "Serve the workbench page (default command).")
public final class ServeCommand implements Runnable {
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9_-]{1,64}");

    @Option(names = "--port", description = "port to listen on (default ${DEFAULT-VALUE}; 0 picks a free one)")
    private int port = 7070;

    @Option(names = "--host", description = "address to listen on (default ${DEFAULT-VALUE})")
    private String host = "127.0.0.1";

    @Override
    public void run() {
        Javalin app = start(host, port);
        Runtime.getRuntime().addShutdownHook(new Thread(app::stop));
        System.out.println("workbench serving http://" + host + ":" + app.port() + "/  (Ctrl-C stops it)");
        try {
            new CountDownLatch(1).await(); // serve until the process is stopped; main would otherwise exit
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Starts the server; tests use port 0 and stop it themselves. */
    public static Javalin start(String host, int port) {
        return Javalin.create(config -> {
            config.startup.showJavalinBanner = false;
            config.routes.get("/", ServeCommand::index);
            config.routes.get("/variants/{name}", ServeCommand::explain);
        }).start(host, port);
    }

    private static void index(Context ctx) {
        StringBuilder html = new StringBuilder("<!doctype html><meta charset=utf-8><title>Paohuzi workbench</title>"
                + "<h1>Paohuzi 跑胡子 rule-variant workbench</h1><ul>");
        for (String name : variantNames()) {
            Compilation compilation = VariantCompiler.compile(name);
            html.append("<li><a href=\"/variants/").append(name).append("\">").append(name).append("</a> ")
                    .append(compilation.hasErrors() ? compilation.errors().size() + " errors" : "ok").append("</li>");
        }
        ctx.html(html.append("</ul>").toString());
    }

    private static void explain(Context ctx) {
        String name = ctx.pathParam("name");
        if (!NAME.matcher(name).matches()) {
            ctx.status(400).json(Map.of("error", "a variant name is letters, digits, - and _"));
            return;
        }
        if (!Files.isRegularFile(VariantCompiler.locate(name))) {
            ctx.status(404).json(Map.of("error", "no variant '" + name + "'"));
            return;
        }
        Compilation compilation = VariantCompiler.compile(name);
        if (compilation.variant().isEmpty()) {
            ctx.status(422).json(Map.of("error", "the variant has errors",
                    "diagnostics", compilation.errors().stream().map(d -> d.render()).toList()));
            return;
        }
        ctx.contentType("text/plain; charset=utf-8").result(RuleTable.render(compilation.variant().get()));
    }

    private static List<String> variantNames() {
        try (Stream<Path> files = Files.list(VariantCompiler.VARIANTS)) {
            return files.map(f -> f.getFileName().toString()).filter(f -> f.endsWith(".variant"))
                    .map(f -> f.substring(0, f.length() - ".variant".length()))
                    .filter(name -> NAME.matcher(name).matches()) // also keeps the page free of markup from file names
                    .sorted().toList();
        } catch (IOException e) {
            return List.of();
        }
    }
}
