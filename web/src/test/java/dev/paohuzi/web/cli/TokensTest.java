package dev.paohuzi.web.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The tokens `serve` accepts: none on loopback, one made at start beyond it, or the users and token files'. */
class TokensTest {
    private static final String MEI = "mei-0123456789abcdef";
    private static final String LI = "li-fedcba9876543210";

    @TempDir
    Path dir;

    @Test
    void onLoopbackWithoutFilesNoTokenIsNeeded() {
        Tokens tokens = Tokens.of(null, null, false);
        assertNull(tokens.users());
        assertEquals(Optional.empty(), tokens.made());
    }

    @Test
    void beyondLoopbackWithoutFilesATokenIsMadeAndPrinted() {
        Tokens tokens = Tokens.of(null, null, true);
        String made = tokens.made().orElseThrow();
        assertTrue(made.matches("[0-9a-f]{32}"), made);
        assertEquals(Map.of(made, "token"), tokens.users());
        assertTrue(!made.equals(Tokens.of(null, null, true).made().orElseThrow()), "a new token each start");
    }

    @Test
    void theUsersFileNamesEachTokensUserAndTheTokenFileAddsOne() throws Exception {
        Path users = Files.writeString(dir.resolve("users"), "# who may save\nmei " + MEI + "\n\n  li   " + LI + "\n");
        Path token = Files.writeString(dir.resolve("token"), "shared-0123456789abcdef\nignored\n");
        Tokens tokens = Tokens.of(users, token, true);
        assertEquals(Map.of(MEI, "mei", LI, "li", "shared-0123456789abcdef", "token"), tokens.users());
        assertEquals(Optional.empty(), tokens.made());
        assertEquals(Map.of(MEI, "mei", LI, "li"), Tokens.of(users, null, false).users(), "on loopback too");
    }

    @Test
    void aBadFileIsAPlainMessageThatNeverShowsAToken() throws Exception {
        Path threeWords = Files.writeString(dir.resolve("a"), "mei " + MEI + " extra\n");
        Path shortToken = Files.writeString(dir.resolve("b"), "mei short\n");
        Path twice = Files.writeString(dir.resolve("c"), "mei " + MEI + "\nli " + MEI + "\n");
        assertTrue(refusal(threeWords, null).contains("a line is `NAME TOKEN`"));
        assertTrue(!refusal(threeWords, null).contains(MEI), "the token is not printed");
        assertTrue(refusal(shortToken, null).contains("at least 16"));
        assertTrue(refusal(twice, null).contains("two users have the same token"));
        assertTrue(refusal(null, dir.resolve("missing")).contains("--token-file"));
    }

    private static String refusal(Path users, Path token) {
        return assertThrows(IllegalArgumentException.class, () -> Tokens.of(users, token, true)).getMessage();
    }
}
