package dev.paohuzi.web.server;

import dev.paohuzi.runtime.io.TextFiles;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The variants directory as the web UI sees it: variant names (never paths), reading, and atomic saving. A save
 * writes a temporary file in the same directory and moves it over the old one in one step, so a reader sees the old
 * file or the new one, and a failed save leaves the old file as it was.
 */
public final class VariantFiles {
    public static final String EXTENSION = ".variant";
    /** A name is a file name without directories or dots, so it cannot leave the variants directory. */
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9_-]{1,64}");

    /** The last step of a save; tests replace it to make a save fail half-way. */
    @FunctionalInterface
    public interface Mover {
        void move(Path temporary, Path target) throws IOException;
    }

    private static final Mover ATOMIC = (temporary, target) ->
            Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);

    private final Path directory;
    private final Mover mover;

    public VariantFiles(Path directory) {
        this(directory, ATOMIC);
    }

    public VariantFiles(Path directory, Mover mover) {
        this.directory = directory.toAbsolutePath().normalize();
        this.mover = mover;
    }

    public Path directory() {
        return directory;
    }

    /** The variant names in the directory, sorted; files whose names are not variant names are left out. */
    public List<String> names() {
        try (Stream<Path> files = Files.list(directory)) {
            return files.map(f -> f.getFileName().toString()).filter(f -> f.endsWith(EXTENSION))
                    .map(f -> f.substring(0, f.length() - EXTENSION.length()))
                    .filter(name -> NAME.matcher(name).matches()).sorted().toList();
        } catch (IOException e) {
            throw new ApiException(500, "cannot list the variants directory " + directory + ": " + e.getMessage());
        }
    }

    /** The file of a variant name; 400 for a name that is not one. */
    public Path file(String name) {
        if (!NAME.matcher(name).matches()) {
            throw new ApiException(400, "'" + name + "' is not a variant name",
                    Map.of("hint", "a variant name is 1 to 64 letters, digits, - and _"));
        }
        Path file = directory.resolve(name + EXTENSION).normalize();
        if (!directory.equals(file.getParent())) { // the pattern already rules this out; kept as the invariant
            throw new ApiException(400, "'" + name + "' is outside the variants directory");
        }
        return file;
    }

    /** The file of an existing variant; 404 when there is none. */
    public Path existing(String name) {
        Path file = file(name);
        if (!Files.isRegularFile(file)) {
            throw new ApiException(404, "no variant '" + name + "'",
                    Map.of("hint", "GET /api/variants lists the variants"));
        }
        return file;
    }

    public String read(String name) {
        try {
            return TextFiles.read(existing(name));
        } catch (IOException e) { // includes text that is not UTF-8
            throw new ApiException(422, "cannot read variant '" + name + "' as UTF-8 text: " + e.getMessage());
        }
    }

    /** Saves atomically; returns whether the file is new. The old file survives any failure. */
    public boolean save(String name, String text) {
        Path target = file(name);
        boolean created = !Files.exists(target);
        Path temporary = null;
        try {
            temporary = Files.createTempFile(directory, "." + name + ".", ".tmp");
            Files.writeString(temporary, text, StandardCharsets.UTF_8);
            mover.move(temporary, target);
            return created;
        } catch (IOException e) {
            throw new ApiException(500, "could not save variant '" + name + "'; the old file is unchanged: "
                    + e.getMessage());
        } finally {
            deleteQuietly(temporary);
        }
    }

    private static void deleteQuietly(Path temporary) {
        if (temporary == null) {
            return;
        }
        try {
            Files.deleteIfExists(temporary); // gone already after a successful move
        } catch (IOException ignored) {
            // a stray dot-file in the directory is harmless: names() skips it
        }
    }
}
