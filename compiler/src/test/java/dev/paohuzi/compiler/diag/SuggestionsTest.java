package dev.paohuzi.compiler.diag;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

class SuggestionsTest {
    private static final List<String> QUANTITIES = List.of("huxi", "red", "black", "self_draw");

    @Test
    void swappedLettersAreOneTypo() {
        assertEquals(1, Suggestions.distance("rde", "red"));
        assertEquals(Optional.of("red"), Suggestions.nearest("rde", QUANTITIES));
    }

    @Test
    void nearestWithinAThirdOfTheWord() {
        assertEquals(Optional.of("self_draw"), Suggestions.nearest("selfdraw", QUANTITIES));
        assertEquals(Optional.empty(), Suggestions.nearest("bonus", QUANTITIES));
    }
}
