package dev.paohuzi.web.server;

import com.fasterxml.jackson.databind.JsonNode;
import dev.paohuzi.web.Workbench;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Function;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 31.1's formula fuzzer (seeded, a bounded number of formulas): random payment and base formulas with large
 * constants and products, each in a variant over yongzhou, through `check`, `score`, `simulate` and the hand API.
 * The test's own arbitrary-precision evaluator is the oracle: a formula whose value at an input the variant allows
 * leaves the int range must not compile (the compiler's bound is sound), and a formula that compiles is paid exactly
 * that value (never a wrapped one), with no internal error anywhere.
 */
class FormulaFuzzTest extends ServerFixture {
    private static final int FORMULAS = 36;
    private static final long[] CONSTANTS = {0, 1, 2, 3, 5, 9, 1000, 46341, 65536, 1 << 20, 1 << 30, Integer.MAX_VALUE};
    private static final BigInteger INT_LOW = BigInteger.valueOf(Integer.MIN_VALUE);
    private static final BigInteger INT_HIGH = BigInteger.valueOf(Integer.MAX_VALUE);
    /** 15 huxi, a win under hunan and so under yongzhou (HandApiTest's FIFTEEN). */
    private static final String WIN = "s1 s2 s3 s1 s2 s3 b1 b2 b3 s4 s5 s6 b4 b5 b6 s7 s8 s9 pong:b7";

    /** A rule, the quantities its formula may read here, and how its value is checked. */
    private enum Rule {
        ESCAPE("escape penalty", List.of("others_huxi", "room_base")),
        DEAD_HAND("dead hand pays", List.of("payer_jokers", "payee_jokers")),
        LOSER_PAYS("loser pays", List.of("base", "fan", "grade", "huxi")),
        BASE("base", List.of("grade", "fan", "huxi"));

        final String name;
        final List<String> reads;

        Rule(String name, List<String> reads) {
            this.name = name;
            this.reads = reads;
        }
    }

    /** A formula as text and as a function of its inputs, worked out in arbitrary precision. */
    private record Formula(String text, Function<Map<String, BigInteger>, BigInteger> value) {
    }

    @Test
    void formulasWithLargeNumbersAreBoundedOrPaidExactly() throws IOException {
        int compiled = 0;
        int refused = 0;
        for (int seed = 1; seed <= FORMULAS; seed++) {
            Random random = new Random(seed);
            Rule rule = Rule.values()[random.nextInt(Rule.values().length)];
            Formula formula = formula(random, rule.reads, 3);
            String name = "fuzz" + seed;
            Files.writeString(variants.resolve(name + ".variant"), "variant " + name + " extends yongzhou \"fuzz\" {\n"
                    + "  source \"test\"\n  " + rule.name + ": " + formula.text + "   source \"test\"\n}\n");
            String what = "seed " + seed + ": " + rule.name + ": " + formula.text;
            Run check = run(null, "check", variants.resolve(name + ".variant").toString());
            assertTrue(check.exit == 0 || check.exit == 1, what + ": " + check);
            assertTrue(check.exit == 0 || check.out.contains("error"), what + ": " + check);
            boolean ok = check.exit == 0;
            if (ok) {
                compiled++;
            } else {
                refused++;
            }
            switch (rule) {
                case ESCAPE -> escape(name, formula, ok, what);
                case DEAD_HAND -> deadHand(name, formula, ok, what);
                default -> win(name, rule, formula, ok, what);
            }
            if (ok) {
                Run simulate = run(null, "simulate", "--variant", variants.resolve(name + ".variant").toString(),
                        "--hands", "12", "--seed", String.valueOf(seed), "--bots", "random", "--threads", "1");
                assertEquals(0, simulate.exit, what + ": " + simulate);
            }
        }
        assertTrue(compiled > 5 && refused > 5, "the fuzzer must reach both sides: " + compiled + " compiled, "
                + refused + " refused");
    }

    /** `escape others-huxi:40` (the 40-huxi escape) under yongzhou's room base 1, stake 1 a point. */
    private void escape(String name, Formula formula, boolean ok, String what) {
        BigInteger value = formula.value.apply(Map.of("others_huxi", BigInteger.valueOf(40), "room_base",
                BigInteger.ONE));
        if (!fits(value)) {
            assertTrue(!ok, what + " = " + value + " at 40 huxi, but it compiled");
            return;
        }
        if (ok) {
            Run score = run("escape others-huxi:40\n", "score", "--variant", variants.resolve(name + ".variant")
                    .toString());
            assertEquals(0, score.exit, what + ": " + score);
            assertEquals(0, new BigDecimal(value).compareTo(json(score.out).get("escape")
                    .decimalValue()), what + ": " + score.out);
        }
    }

    /** A dead hand with 2 jokers at the dealer (yongzhou's two, 000:133): the dealer's net is -2 x pays(2, 0). */
    private void deadHand(String name, Formula formula, boolean ok, String what) {
        BigInteger pays = formula.value.apply(Map.of("payer_jokers", BigInteger.TWO, "payee_jokers", BigInteger.ZERO));
        BigInteger back = formula.value.apply(Map.of("payer_jokers", BigInteger.ZERO, "payee_jokers", BigInteger.TWO));
        BigInteger dealer = back.subtract(pays).multiply(BigInteger.TWO);
        if (!fits(pays) || !fits(back) || !fits(dealer)) {
            assertTrue(!ok, what + ": the dealer's net " + dealer + " at 2 jokers, but it compiled");
            return;
        }
        if (ok) {
            Run score = run("dead-hand jokers:2,0,0\n", "score", "--variant", variants.resolve(name + ".variant")
                    .toString());
            assertEquals(0, score.exit, what + ": " + score);
            assertEquals(0, new BigDecimal(dealer).compareTo(json(score.out).get("dead_hand")
                    .get("dealer").decimalValue()), what + ": " + score.out);
        }
    }

    /** The hand API scores a 15-huxi win: what it pays is the formula's exact value at what it reports. */
    private void win(String name, Rule rule, Formula formula, boolean ok, String what) {
        ApiClient.Reply reply = api.post("/api/score", ApiClient.object("variant", name, "holding", WIN));
        assertNotEquals(500, reply.status(), what + ": " + reply.body());
        if (!ok || reply.status() != 200) {
            assertTrue(reply.status() / 100 == 4 && reply.body().has("error"), what + ": " + reply.body());
            assertTrue(ok || reply.status() == 422, what + ": a variant with errors is a 422: " + reply.body());
            return;
        }
        JsonNode score = reply.body();
        Map<String, BigInteger> inputs = Map.of("grade", big(score, "grade"), "fan", big(score, "fan"),
                "huxi", big(score, "huxi"), "base", big(score, "base"));
        BigInteger value = formula.value.apply(inputs);
        BigInteger paid = rule == Rule.BASE ? big(score, "base") : big(score.get("points"), "next").negate();
        assertEquals(value, paid, what + " at " + inputs + ": " + score);
    }

    private static JsonNode json(String text) {
        try {
            return ApiClient.JSON.readTree(text);
        } catch (IOException e) {
            throw new AssertionError("not JSON: " + text, e);
        }
    }

    private static BigInteger big(JsonNode node, String field) {
        return node.get(field).bigIntegerValue();
    }

    private static boolean fits(BigInteger value) {
        return value.compareTo(INT_LOW) >= 0 && value.compareTo(INT_HIGH) <= 0;
    }

    /** A random formula over these quantities: constants, many of them large, and + - * / min max, depth at most 3. */
    private static Formula formula(Random random, List<String> reads, int depth) {
        int choice = depth == 0 ? random.nextInt(2) : random.nextInt(6);
        switch (choice) {
            case 0 -> {
                long constant = CONSTANTS[random.nextInt(CONSTANTS.length)];
                return new Formula(String.valueOf(constant), in -> BigInteger.valueOf(constant));
            }
            case 1 -> {
                String quantity = reads.get(random.nextInt(reads.size()));
                return new Formula(quantity, in -> in.get(quantity));
            }
            default -> {
                Formula a = formula(random, reads, depth - 1);
                Formula b = formula(random, reads, depth - 1);
                return switch (choice) {
                    case 2 -> new Formula("(" + a.text + " + " + b.text + ")", in -> a.value.apply(in)
                            .add(b.value.apply(in)));
                    case 3 -> new Formula("(" + a.text + " - " + b.text + ")", in -> a.value.apply(in)
                            .subtract(b.value.apply(in)));
                    case 4 -> new Formula("(" + a.text + " * " + b.text + ")", in -> a.value.apply(in)
                            .multiply(b.value.apply(in)));
                    default -> random.nextBoolean()
                            ? new Formula("min(" + a.text + ", " + b.text + ")", in -> a.value.apply(in)
                            .min(b.value.apply(in)))
                            : new Formula("(" + a.text + " / max(1, " + b.text + "))", in -> floorDivide(
                            a.value.apply(in), b.value.apply(in).max(BigInteger.ONE)));
                };
            }
        }
    }

    private static BigInteger floorDivide(BigInteger a, BigInteger b) {
        BigInteger[] qr = a.divideAndRemainder(b);
        return qr[1].signum() != 0 && qr[1].signum() != b.signum() ? qr[0].subtract(BigInteger.ONE) : qr[0];
    }

    /** A command's exit status and output. */
    private record Run(int exit, String out) {
    }

    private static Run run(String stdin, String... args) {
        InputStream saved = System.in;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            System.setIn(new ByteArrayInputStream((stdin == null ? "" : stdin).getBytes(StandardCharsets.UTF_8)));
            int exit = Workbench.run(args, out, out);
            return new Run(exit, out.toString(StandardCharsets.UTF_8));
        } finally {
            System.setIn(saved);
        }
    }
}
