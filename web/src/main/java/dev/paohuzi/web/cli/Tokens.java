package dev.paohuzi.web.cli;

import dev.paohuzi.runtime.io.TextFiles;
import dev.paohuzi.runtime.io.UnreadableFileException;

import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The tokens `serve` accepts, each with its user: from {@code --users FILE} (one {@code NAME TOKEN} a line), from
 * {@code --token-file FILE} (its first line, user {@code token}), or, for a server beyond loopback given neither,
 * one made at start and printed (as notebook servers do). On loopback with neither: none needed.
 *
 * @param users token to user name; null when no token is needed
 * @param made the token made at start, to be printed
 */
record Tokens(Map<String, String> users, Optional<String> made) {
    /** Shorter tokens are guessable; a made one has 32 hex digits. */
    static final int MIN_LENGTH = 16;

    static Tokens of(Path usersFile, Path tokenFile, boolean beyondLoopback) {
        Map<String, String> users = new LinkedHashMap<>();
        if (usersFile != null) {
            List<String> lines = read(usersFile, "--users").lines().map(String::strip)
                    .filter(l -> !l.isEmpty() && !l.startsWith("#")).toList();
            for (String line : lines) {
                String[] parts = line.split("\\s+");
                if (parts.length != 2) {
                    throw new IllegalArgumentException("--users " + usersFile + ": a line is `NAME TOKEN`, not `"
                            + line.replaceAll("\\S{8,}", "…") + "`");
                }
                put(users, parts[1], parts[0], "--users " + usersFile);
            }
        }
        if (tokenFile != null) {
            put(users, read(tokenFile, "--token-file").lines().findFirst().orElse("").strip(), "token",
                    "--token-file " + tokenFile);
        }
        if (!users.isEmpty()) {
            return new Tokens(users, Optional.empty());
        }
        if (!beyondLoopback) {
            return new Tokens(null, Optional.empty());
        }
        byte[] bytes = new byte[16];
        new SecureRandom().nextBytes(bytes);
        String made = HexFormat.of().formatHex(bytes);
        return new Tokens(Map.of(made, "token"), Optional.of(made));
    }

    private static void put(Map<String, String> users, String token, String user, String where) {
        if (token.length() < MIN_LENGTH || !token.chars().allMatch(c -> c > ' ' && c < 127)) {
            throw new IllegalArgumentException(where + ": a token is at least " + MIN_LENGTH
                    + " printable ASCII characters");
        }
        if (users.putIfAbsent(token, user) != null) {
            throw new IllegalArgumentException(where + ": two users have the same token");
        }
    }

    private static String read(Path file, String option) {
        try {
            return TextFiles.read(file);
        } catch (UnreadableFileException e) {
            throw new IllegalArgumentException(option + " " + file + ": " + e.getMessage());
        }
    }
}
