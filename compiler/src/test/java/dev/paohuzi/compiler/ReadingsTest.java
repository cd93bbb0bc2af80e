package dev.paohuzi.compiler;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A child's choice on a topic replaces the parent's readings on that topic wherever the parent gave them
 * ({@code pass.Layering}): hunan gives 地胡 beside `tianhu on reveal card:` and again beside `dihu when:`, and
 * "self-draw bonus" beside `grade:` (variants/hunan.variant); a child that names its own 地胡 beside `dihu when:`
 * shows one reading of 地胡, not Hunan's beside its own.
 */
class ReadingsTest {
    private static final String LUZHOU_DIHU = "  dihu when: dealers_first_discard and next_to_dealer"
            + "   source \"000:68\"\n"
            + "  choice \"地胡\": \"the next player's win on the dealer's first discard (000:68)\"";

    @TempDir
    Path dir;

    private static CompiledVariant compiled(Compilation compilation) {
        assertEquals(List.of(), compilation.diagnostics());
        return compilation.variant().orElseThrow();
    }

    /** The chosen readings on {@code topic}, as explain lists them. */
    private static List<String> readings(CompiledVariant variant, String topic) {
        return variant.choices().stream().filter(choice -> choice.startsWith(topic + ": ")).toList();
    }

    private static List<String> choicesBeside(CompiledVariant variant, String rule) {
        return variant.entry(rule).orElseThrow().choices();
    }

    @Test
    void aChildsReadingReplacesTheParentsBesideAnotherRule() {
        CompiledVariant child = compiled(TestVariants.child(dir, LUZHOU_DIHU));
        assertEquals(List.of("地胡: the next player's win on the dealer's first discard (000:68) (child, dihu when)"),
                readings(child, "地胡"));
        assertEquals(List.of(), choicesBeside(child, "tianhu on reveal card"), "the rule stays, its reading goes");
        assertEquals(List.of("dealt ti discard: no discard after the first intakes of a non-dealer dealt two ti "
                + "(000:24)"), choicesBeside(child, "dealt ti discard"), "a topic not restated keeps its reading");
    }

    @Test
    void theParentKeepsBothOfItsOwnReadings() {
        CompiledVariant hunan = compiled(VariantCompiler.compile(TestVariants.file("hunan")));
        assertEquals(2, readings(hunan, "地胡").size(), hunan.choices().toString());
    }

    @Test
    void aReadingOnItsOwnLineOrInAPatternReplacesTheParentsToo() {
        CompiledVariant alone = compiled(TestVariants.child(dir, "  choice \"self-draw bonus\": \"none (test)\""));
        assertEquals(List.of("self-draw bonus: none (test) (child)"), readings(alone, "self-draw bonus"));
        assertEquals(List.of(), choicesBeside(alone, "grade"));
        CompiledVariant inPattern = compiled(TestVariants.child(dir, "  pattern 地胡 {\n    when: dihu\n    fan: 2\n"
                + "    source \"000:68\"\n    choice \"地胡\": \"2 fan (000:68)\"\n  }"));
        assertEquals(List.of("地胡: 2 fan (000:68) (child, pattern 地胡)"), readings(inPattern, "地胡"));
    }

    @Test
    void aRoomOptionsReadingReplacesTheVariantsInTheRoom() {
        TestVariants.child(dir, "  option 地胡 default off {\n    source \"000:68\"\n" + LUZHOU_DIHU + "\n  }");
        Path child = dir.resolve("child.variant");
        assertEquals(2, readings(compiled(VariantCompiler.compile(child)), "地胡").size(), "off: hunan's two");
        List<String> room = readings(compiled(VariantCompiler.compile(child + "[地胡]")), "地胡");
        assertEquals(1, room.size(), room.toString());
        assertTrue(room.get(0).startsWith("地胡: the next player's win"), room.toString());
    }

    /** The bundled regions that name their 地胡 beside `dihu when:` (the duplication this test was written for). */
    @Test
    void loudiAndXiangxiangShowOneReadingOf地胡() {
        for (String region : List.of("loudi", "xiangxiang")) {
            List<String> dihu = readings(compiled(VariantCompiler.compile(TestVariants.file(region))), "地胡");
            assertEquals(1, dihu.size(), region + ": " + dihu);
            assertTrue(dihu.get(0).endsWith("(" + region + ", dihu when)"), dihu.toString());
        }
    }
}
