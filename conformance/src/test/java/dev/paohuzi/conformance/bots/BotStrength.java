package dev.paohuzi.conformance.bots;

import dev.paohuzi.compiler.Compilation;
import dev.paohuzi.compiler.VariantCompiler;
import dev.paohuzi.runtime.game.bot.PairedDeals;
import dev.paohuzi.runtime.rules.RuleSet;

import java.nio.file.Path;
import java.util.List;

/**
 * The strength figures of docs/performance.md ("Bots"), on the bundled variants as the compiler builds them: for each
 * regional variant, expert against greedy and ismcts against expert, on the same deals with the seats rotated
 * ({@link PairedDeals}), points per hand with a 95% interval. {@code -Ddeals=N} (default 2,000 for expert - greedy),
 * {@code -DsearchDeals=N} (default 150 for ismcts - expert), {@code -Dismcts=ismcts:N} size it. Run with the command in
 * docs/performance.md; it takes minutes, so it is a harness, not a test.
 */
public final class BotStrength {
    private static final List<String> REGIONS = List.of("hunan", "shaoyang", "luzhou", "yongzhou");

    private BotStrength() {}

    public static void main(String[] args) {
        int deals = Integer.getInteger("deals", 2_000);
        int searchDeals = Integer.getInteger("searchDeals", 150);
        String ismcts = System.getProperty("ismcts", "ismcts");
        List<String> regions = args.length > 0 ? List.of(args) : REGIONS;
        for (String region : regions) {
            RuleSet rules = compile(region);
            System.out.println(region + "  expert - greedy: " + PairedDeals.gap(rules, 1_000_000, deals, "expert",
                    "greedy"));
            System.out.println(region + "  " + ismcts + " - expert: " + PairedDeals.gap(rules, 2_000_000, searchDeals,
                    ismcts, "expert"));
        }
    }

    static RuleSet compile(String region) {
        Compilation compilation = VariantCompiler.compile(Path.of("..", "variants", region + ".variant"));
        if (!compilation.errors().isEmpty()) {
            throw new IllegalStateException(region + " does not compile: " + compilation.errors());
        }
        return compilation.variant().orElseThrow().rules();
    }
}
