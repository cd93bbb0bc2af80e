package dev.paohuzi.conformance;

import dev.paohuzi.compiler.Compilation;
import dev.paohuzi.compiler.VariantCompiler;
import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.game.Action;
import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.game.HandResult;
import dev.paohuzi.runtime.game.HandStarter;
import dev.paohuzi.runtime.game.Observation;
import dev.paohuzi.runtime.game.bot.Bot;
import dev.paohuzi.runtime.game.bot.BotLineup;
import dev.paohuzi.runtime.game.Event;
import dev.paohuzi.runtime.rules.RuleSet;
import org.approvaltests.Approvals;
import org.approvaltests.integrations.junit5.JupiterApprovals;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.StringJoiner;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Playthroughs (OpenSpiel's idea): for every bundled variant, one seeded hand as its deciding seats saw it — at each
 * decision that seat's {@link Observation} and its legal options, then the choice its bot made — approved, so a
 * change in what any seat sees or may do shows up as a diff. Seat 0 deals and is greedy, the others random (the
 * registry's bots for the seed), so the hand has both reasoned and odd choices; the seed is the first from 1 whose
 * hand ends in a win, so the playthrough shows a win offered and the settlement too.
 */
class PlaythroughTest {
    /** Seeds tried for a won hand; the bundled variants all have one well before this. */
    private static final int SEEDS = 50;

    @TestFactory
    Stream<DynamicTest> bundledVariants() throws IOException {
        try (Stream<Path> files = Files.list(ConformanceSuiteTest.VARIANTS)) {
            List<Path> variants = files.filter(f -> f.toString().endsWith(".variant")).sorted().toList();
            assertFalse(variants.isEmpty(), "no bundled variants under " + ConformanceSuiteTest.VARIANTS);
            return variants.stream().map(file -> JupiterApprovals.dynamicTest(
                    file.getFileName().toString().replace(".variant", ""),
                    options -> Approvals.verify(playthrough(compile(file)), options)));
        }
    }

    private static RuleSet compile(Path file) {
        Compilation compilation = VariantCompiler.compile(file);
        assertEquals(List.of(), compilation.diagnostics(), file + " should compile without errors or warnings");
        return compilation.variant().orElseThrow().rules();
    }

    private static String playthrough(RuleSet rules) {
        int players = rules.seating().players();
        BotLineup lineup = BotLineup.parse("greedy" + ",random".repeat(players - 1), players);
        HandStarter starter = new HandStarter(rules);
        long seed = 1;
        while (Bot.playOut(starter.start(seed, 0), lineup.seat(seed)).result().outcome() != HandResult.Outcome.WIN) {
            seed++;
            assertTrue(seed < SEEDS, rules.name() + ": no won hand in " + SEEDS + " seeds");
        }
        Bot[] seated = lineup.seat(seed);
        StringBuilder text = new StringBuilder(rules.name() + ": seed " + seed + ", seat 0 deals, bots " + lineup
                + "\n");
        Bot[] narrated = new Bot[players];
        for (int seat = 0; seat < players; seat++) {
            Bot bot = seated[seat];
            narrated[seat] = new Bot() {
                private int decisions;

                @Override
                public Action choose(Observation view, List<Action> options) {
                    Action choice = bot.choose(view, options);
                    text.append('\n').append(describe(view, ++decisions)).append("  options:");
                    options.forEach(option -> text.append(" [").append(option.notation()).append(']'));
                    text.append("\n  chooses: ").append(choice.notation()).append('\n');
                    return choice;
                }

                @Override
                public String name() {
                    return bot.name();
                }
            };
        }
        Game game = Bot.playOut(starter.start(seed, 0), narrated);
        HandResult result = game.result();
        HandResult.Win first = result.first();     // the first winner's alone, as approved before 一炮多响
        text.append("\nend: ").append(result.outcome().word())
                .append(first == null ? "" : " by seat " + first.winner() + ", huxi " + first.huxi())
                .append("; points by seat ").append(game.settlement().points()).append('\n');
        return text.toString();
    }

    /** What the deciding seat sees, one line per part. */
    private static String describe(Observation view, int decision) {
        StringBuilder text = new StringBuilder("seat " + view.seat() + ", decision " + decision + ": wall "
                + view.wallLeft() + " left");
        int offered = view.offeredCard();
        text.append(offered < 0 ? "" : ", the card in play " + Cards.name(offered)).append('\n');
        text.append("  own hand: ").append(cards(view.hand())).append('\n');
        if (!view.staleCards().isEmpty()) {
            text.append("  own 臭牌: ").append(names(view.staleCards())).append('\n');
        }
        for (int seat = 0; seat < view.players(); seat++) {
            int huxi = view.tableHuxi(seat);
            StringJoiner table = new StringJoiner(" ");
            view.table(seat).forEach(meld -> table.add(meld.toString()));
            text.append("  seat ").append(seat).append(seat == view.dealer() ? " (dealer)" : "").append(": holds ")
                    .append(view.concealedCount(seat)).append(", table [").append(table).append("] huxi ")
                    .append(huxi == Event.Laid.HIDDEN_HUXI ? "?" : String.valueOf(huxi)).append(", pile [")
                    .append(names(view.pile(seat))).append("]\n");
        }
        return text.toString();
    }

    private static String cards(int[] counts) {
        StringJoiner text = new StringJoiner(" ");
        for (int card = 0; card < counts.length; card++) {
            for (int copy = 0; copy < counts[card]; copy++) {
                text.add(Cards.name(card));
            }
        }
        return text.toString();
    }

    private static String names(List<Integer> cards) {
        StringJoiner text = new StringJoiner(" ");
        cards.forEach(card -> text.add(Cards.name(card)));
        return text.toString();
    }
}
