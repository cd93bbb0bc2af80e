package dev.paohuzi.compiler;

import dev.paohuzi.compiler.diag.Diagnostic;
import dev.paohuzi.compiler.diag.Severity;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static dev.paohuzi.compiler.TestVariants.assertOnlyError;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Rooms (docs/language.md, "Options and rooms"): a variant's options, and a room string that chooses among them.
 * The variant `child` offers `a` (on by default, minimum 18), `b` (off, excludes a, minimum 21) and `c` (off,
 * requires b, its own grade). A room's errors are at the column of the room string, line 1; a file's at its line.
 */
class RoomTest {
    private static final String OPTIONS = """
              option a "A" default on {
                minimum huxi: 18  source "t:1"
                source "t:1"
              }
              option b default off excludes a {
                minimum huxi: 21  source "t:2"
                source "t:2"
              }
              option c default off requires b {
                grade: huxi / 3  source "t:3"
                source "t:3"
              }""";

    @TempDir
    Path dir;

    @BeforeEach
    void variants() {
        TestVariants.copy("hunan", dir);
        TestVariants.compile(dir, "child", "variant child extends hunan \"test\" {\n  source \"test\"\n" + OPTIONS
                + "\n}\n");
        TestVariants.compile(dir, "other", "variant other extends hunan \"test\" {\n  source \"test\"\n"
                + "  option zimo { \n    minimum huxi: 9  source \"t\"\n    source \"t\"\n  }\n}\n");
    }

    private Compilation room(String room) {
        return VariantCompiler.compile(room, name -> dir.resolve(name + ".variant"),
                (file, picks) -> VariantCompiler.compile(file, new ParentCache(), List.of(), picks));
    }

    private CompiledVariant clean(String room) {
        Compilation compilation = room(room);
        assertEquals(List.of(), compilation.diagnostics());
        return compilation.variant().orElseThrow();
    }

    private static String minimum(CompiledVariant variant) {
        RuleEntry entry = variant.entry("minimum huxi").orElseThrow();
        return entry.value() + " from " + entry.from();
    }

    private void assertRoomError(String room, int column, String message, String hint) {
        Compilation compilation = room(room);
        assertOnlyError(compilation, 1, column, message, hint);
        assertEquals(room, compilation.errors().get(0).position().file());
    }

    @Test
    void thePlainVariantPlaysItsDefaultOptions() {
        CompiledVariant plain = clean("child");
        assertEquals("18 from option a", minimum(plain));
        assertEquals(List.of("a"), plain.options());
        assertEquals("child", plain.rules().name());
        assertEquals(List.of("半花样", "全花样", "a", "b", "c"), plain.offered().stream()
                .map(CompiledVariant.Offered::name).toList()); // hunan's 花样 levels first (000:83)
    }

    @Test
    void aChosenOptionDisplacesTheDefaultItExcludes() {
        CompiledVariant room = clean("child[b]");
        assertEquals("21 from option b", minimum(room));
        assertEquals(List.of("b"), room.options());
        assertEquals("child[b]", room.name());
        assertEquals("child[b]", room.rules().name()); // what a trace records, and replay compiles again
    }

    @Test
    void aDefaultTurnedOffLeavesTheVariantsOwnRule() {
        CompiledVariant room = clean("child[ -a ]");
        assertEquals("15 from hunan", minimum(room));
        assertEquals("child[-a]", room.name());
    }

    @Test
    void aRoomIsNamedByWhatItChangesInTheOrderTheOptionsAreDeclared() {
        assertEquals("child", clean("child[a]").name());
        CompiledVariant one = clean("child[c, b]");
        CompiledVariant other = clean("child[b,c]");
        assertEquals("child[b, c]", one.name());
        assertEquals(one.entries(), other.entries());
        assertEquals(one.rules().name(), other.rules().name());
        assertEquals("huxi / 3 from option c", one.entry("grade").map(e -> e.value() + " from " + e.from())
                .orElseThrow());
    }

    @Test
    void unknownOptionIsReportedAtItsColumnWithTheNearestName() {
        assertRoomError("child[b, bb]", 10, "unknown option 'bb' of child", "did you mean `b`?");
        assertRoomError("hunan[x]", 7, "unknown option 'x' of hunan", "hunan offers 半花样, 全花样");
    }

    /** A compilation kept in a cache is kept with its room's columns: the same picks written otherwise are not it. */
    @Test
    void aCachedRoomKeepsItsOwnColumns() {
        ParentCache cache = new ParentCache();
        for (String room : List.of("child[bb]", "child[  bb]")) {
            Compilation compilation = VariantCompiler.compile(room, name -> dir.resolve(name + ".variant"),
                    (file, picks) -> VariantCompiler.compile(file, cache, List.of(), picks));
            assertOnlyError(compilation, 1, room.indexOf("bb") + 1, "unknown option 'bb' of child", "`b`");
        }
    }

    @Test
    void anOptionOfAnotherVariantSaysWhoseItIs() {
        assertRoomError("child[zimo]", 7, "'zimo' is an option of other, not of child",
                "child offers 半花样, 全花样, a, b, c");
    }

    @Test
    void optionsThatExcludeEachOtherAreReportedAtTheLater() {
        assertRoomError("child[a, b]", 10, "options 'a' and 'b' exclude each other", "drop one");
    }

    @Test
    void aMissingRequirementIsReportedAtTheOptionThatNeedsIt() {
        assertRoomError("child[c]", 7, "option 'c' requires 'b', which is not chosen", "add it: `[b, c]`");
    }

    @Test
    void roomStringsThatDoNotParse() {
        assertRoomError("child[b", 8, "the list of options is not closed", "end it with ']'");
        assertRoomError("child[]", 7, "an empty option name", "write the variant without brackets");
        assertRoomError("child[b,]", 9, "an empty option name", "VARIANT[OPTION");
        assertRoomError("child]", 6, "']' without '['", "VARIANT[OPTION");
        assertRoomError("[b]", 1, "no variant before '['", "VARIANT[OPTION");
        assertRoomError("child[b]x", 9, "text after the list of options", "VARIANT[OPTION");
        assertRoomError("child[b, -b]", 10, "option 'b' is named twice, once on and once off", "keep one");
        assertRoomError("child[b c]", 7, "an option name has no spaces", "VARIANT[OPTION");
        assertRoomError("child]b[c]", 6, "unexpected bracket", "VARIANT[OPTION");
        assertRoomError("child[b[c]]", 8, "unexpected bracket", "VARIANT[OPTION");
    }

    /** `variant grandchild extends child[...]`: the header chooses options of the parent's lineage. */
    private Compilation grandchild(String header) {
        return TestVariants.compile(dir, "grandchild", "variant grandchild extends " + header
                + " \"test\" {\n  source \"test\"\n}\n");
    }

    @Test
    void aChildsExtendsMayChooseItsParentsOptions() {
        grandchild("child[b, 半花样]");
        CompiledVariant variant = clean("grandchild");
        assertEquals("21 from option b", minimum(variant));
        assertEquals("grandchild", variant.name()); // the header's choice is the variant's own, not a room's
        assertEquals(List.of("半花样", "b"), variant.options());
        // a room's choice displaces the header's it excludes, as a default
        assertEquals("18 from option a", minimum(clean("grandchild[a]")));
        assertEquals("grandchild[a]", clean("grandchild[a]").name());
    }

    @Test
    void aHeaderChoosingAnUnknownOptionIsAnErrorAtItsName() {
        assertOnlyError(grandchild("child[b, bb]"), 1, 37, "unknown option 'bb' of child", "did you mean `b`?");
    }

    /**
     * A file with the given options after `source "test"` (line 2), so the first option is on line 3; a text block
     * starts its lines at column 1.
     */
    private Compilation file(String options) {
        return TestVariants.compile(dir, "child", "variant child extends hunan \"test\" {\n  source \"test\"\n"
                + options + "\n}\n");
    }

    @Test
    void twoOptionsThatMayBeChosenTogetherMustNotSetTheSameRule() {
        assertOnlyError(file("""
                  option a { minimum huxi: 18  source "t"
                  }
                  option b { minimum huxi: 21  source "t"
                  }"""), 5, 8, "options 'a' and 'b' both set 'minimum huxi' and may be chosen together, so the "
                + "room would depend on their order", "write `excludes a` in this option's header");
    }

    @Test
    void defaultsMustBePlayableTogether() {
        assertOnlyError(file("""
                  option a default on requires b { minimum huxi: 18  source "t"
                  }
                  option b { grade: huxi / 3  source "t"
                  }"""), 3, 30, "option 'a' is on by default but requires 'b', which is off by default",
                "write `default on` in b's header");
        assertOnlyError(file("""
                  option a default on { minimum huxi: 18  source "t"
                  }
                  option b default on excludes a { minimum huxi: 21  source "t"
                  }"""), 5, 8, "options 'a' and 'b' exclude each other but are both on by default",
                "write `default off` in one of them");
    }

    @Test
    void headerMistakes() {
        assertOnlyError(file("  option a excludes bee { minimum huxi: 18  source \"t\"\n  }\n"
                + "  option be { grade: huxi / 3  source \"t\"\n  }"), 3, 21, "unknown option 'bee'",
                "did you mean `be`?");
        assertOnlyError(file("  option a needs b { minimum huxi: 18  source \"t\"\n  }"), 3, 12,
                "unexpected 'needs' in the header", "`requires`");
        assertOnlyError(file("  option a default maybe { minimum huxi: 18  source \"t\"\n  }"), 3, 20,
                "an option's default is `on` or `off`", "default on");
        assertOnlyError(file("  option a { minimum huxi: 18  source \"t\"\n  }\n  option a { grade: huxi / 3  "
                + "source \"t\"\n  }"), 5, 10, "option 'a' is declared twice", "first declared at line 3");
        assertOnlyError(file("  pattern 红胡 \"red\" { fan: 3  source \"t\"\n  }"), 3, 14,
                "only an option has a title or relations after its name", "declare an `option`");
        assertOnlyError(file("  pattern 红胡 {\n    option a { fan: 3  source \"t\"\n    }\n    source \"t\"\n  }"),
                4, 5, "an option is declared at the top of a variant", "into the variant's body");
    }

    @Test
    void anOptionOffByDefaultHasItsLinesChecked() {
        assertOnlyError(file("  option a { minimum huxi: many  source \"t\"\n    source \"t\"\n  }"), 3, 28,
                "'minimum huxi' takes a whole number, not 'many'", "write a number");
        assertOnlyError(file("  option a { minmum huxi: 9  source \"t\"\n    source \"t\"\n  }"), 3, 14,
                "unknown rule 'minmum huxi'", "did you mean `minimum huxi`?");
    }

    @Test
    void anOptionWithoutACitationIsAWarning() {
        Compilation compilation = file("  option a { minimum huxi: 18  source \"t\"\n  }");
        Diagnostic warning = compilation.diagnostics().get(0);
        assertEquals(Severity.WARNING, warning.severity());
        assertEquals("3:10 option 'a' cites no source", warning.position().line() + ":"
                + warning.position().column() + " " + warning.message());
    }
}
