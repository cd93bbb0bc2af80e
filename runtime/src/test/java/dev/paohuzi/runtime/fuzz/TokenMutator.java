package dev.paohuzi.runtime.fuzz;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Grammar-aware mutation of a text file, token by token: the text is split into the tokens the workbench's
 * grammars use (words of any script, numbers, quoted text, comments, operators, blanks, line ends), and one to
 * three mutations are applied — delete, duplicate or swap tokens, insert a token of the grammar's vocabulary,
 * nest deeply, put in a huge number or a random character (controls, NUL, ESC, BOM, any plane), or truncate the
 * bytes (possibly inside a UTF-8 sequence) or change one byte.
 */
public final class TokenMutator {
    private static final Pattern TOKEN = Pattern.compile(
            "\"[^\"\\n]*\"?|#[^\\n]*|\\n|[ \\t]+|[\\p{L}_][\\p{L}\\p{N}_'’:,-]*|\\d+|<=|>=|!=|.", Pattern.DOTALL);
    private static final String[] HUGE = {"99999999999999999999", "2147483648", "2147483647", "-2147483648", "0",
            "00000000000000000000000000001"};
    private static final int[] DEPTHS = {2, 63, 64, 65, 100, 700, 3000};

    private final List<String> vocabulary;
    private final List<String> nestings;

    /**
     * @param vocabulary keywords and punctuation of the grammar, inserted as tokens
     * @param nestings   texts to repeat deeply, each a pair "open|close" ({@code "(|)"}, {@code "pattern p {\n|}\n"})
     */
    public TokenMutator(List<String> vocabulary, List<String> nestings) {
        this.vocabulary = List.copyOf(vocabulary);
        this.nestings = List.copyOf(nestings);
    }

    public static List<String> tokens(String text) {
        List<String> tokens = new ArrayList<>();
        Matcher matcher = TOKEN.matcher(text);
        while (matcher.find()) {
            tokens.add(matcher.group());
        }
        return tokens;
    }

    /** A mutant of the text, as the bytes of a file. */
    public byte[] mutate(String text, Random random) {
        List<String> tokens = tokens(text);
        byte[] bytes = null;
        for (int mutations = 1 + random.nextInt(3); mutations > 0; mutations--) {
            int kind = random.nextInt(10);
            if (kind >= 8) {
                bytes = bytes(tokens, bytes);
                bytes = kind == 8 ? truncate(bytes, random) : changeByte(bytes, random);
                tokens = tokens(new String(bytes, StandardCharsets.UTF_8));
                continue;
            }
            bytes = null;
            mutateTokens(tokens, kind, random);
        }
        return bytes(tokens, bytes);
    }

    private void mutateTokens(List<String> tokens, int kind, Random random) {
        if (tokens.isEmpty()) {
            tokens.add(vocabulary.get(random.nextInt(vocabulary.size())));
            return;
        }
        int at = random.nextInt(tokens.size());
        switch (kind) {
            case 0 -> tokens.remove(at);
            case 1 -> tokens.add(at, tokens.get(at));
            case 2 -> {
                int other = random.nextInt(tokens.size());
                String swapped = tokens.get(at);
                tokens.set(at, tokens.get(other));
                tokens.set(other, swapped);
            }
            case 3, 4 -> tokens.add(at, (random.nextBoolean() ? " " : "")
                    + vocabulary.get(random.nextInt(vocabulary.size())) + " ");
            case 5 -> {
                String[] nesting = nestings.get(random.nextInt(nestings.size())).split("\\|", -1);
                int depth = DEPTHS[random.nextInt(DEPTHS.length)];
                tokens.add(at, nesting[0].repeat(depth) + " x " + nesting[1].repeat(depth));
            }
            case 6 -> tokens.add(at, " " + HUGE[random.nextInt(HUGE.length)] + " ");
            default -> tokens.add(at, new String(Character.toChars(randomCodePoint(random))));
        }
    }

    private static int randomCodePoint(Random random) {
        return switch (random.nextInt(5)) {
            case 0 -> random.nextInt(0x20); // C0 controls: NUL, ESC, CR, ...
            case 1 -> new int[] {0x7F, 0x85, 0x9B, 0xFEFF, 0x200B, 0x202E, 0x2028, 0x3000, 0xFFFD}[random.nextInt(9)];
            case 2 -> 0x4E00 + random.nextInt(0x5200); // CJK
            case 3 -> 0x10000 + random.nextInt(0x100000 - 0x10000); // beyond the BMP
            default -> random.nextInt(0xD800); // anything below the surrogates
        };
    }

    private static byte[] bytes(List<String> tokens, byte[] bytes) {
        return bytes != null ? bytes : String.join("", tokens).getBytes(StandardCharsets.UTF_8);
    }

    private static byte[] truncate(byte[] bytes, Random random) {
        return java.util.Arrays.copyOf(bytes, bytes.length == 0 ? 0 : random.nextInt(bytes.length));
    }

    private static byte[] changeByte(byte[] bytes, Random random) {
        if (bytes.length == 0) {
            return bytes;
        }
        byte[] changed = bytes.clone();
        changed[random.nextInt(changed.length)] = (byte) random.nextInt(256);
        return changed;
    }
}
