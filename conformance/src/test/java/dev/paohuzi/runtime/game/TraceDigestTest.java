package dev.paohuzi.runtime.game;

import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.game.bot.Bot;
import dev.paohuzi.runtime.game.bot.ExpertBot;
import dev.paohuzi.runtime.game.bot.GreedyBot;
import dev.paohuzi.runtime.game.bot.RandomBot;
import dev.paohuzi.runtime.game.trace.TraceJson;
import dev.paohuzi.runtime.rules.RuleSet;
import org.approvaltests.Approvals;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;

/**
 * Every card and choice of a few thousand seeded hands per rule set, as one SHA-256 of their JSON traces: a speed-up
 * of the engine must leave every hand exactly as it was (the approved digests were made before the speed-ups of
 * docs/performance.md, "One table of group shapes"). Random bots play most hands, greedy and expert bots some, since
 * they ask the win check differently and a speed-up of the bots must leave their choices as they were.
 */
class TraceDigestTest {
    private static final int RANDOM_HANDS = 2_000;
    private static final int GREEDY_HANDS = 100;
    private static final int EXPERT_HANDS = 20;

    @Test
    void tracesOfSeededHands() throws NoSuchAlgorithmException {
        StringBuilder digests = new StringBuilder();
        for (RuleSet rules : List.of(RealVariants.HUNAN, RealVariants.SHAOYANG, RealVariants.LUZHOU,
                RealVariants.YONGZHOU, RealVariants.TWO_SEATS, RealVariants.FOUR_SEATS,
                RealVariants.MIXED_TWO_SEVEN_TEN, RealVariants.KEYED, RealVariants.SENTENCES_ONLY)) {
            digests.append(String.format("%-15s random %s%n", rules.name(), digest(rules, RANDOM_HANDS, "random")));
            digests.append(String.format("%-15s greedy %s%n", rules.name(), digest(rules, GREEDY_HANDS, "greedy")));
            digests.append(String.format("%-15s expert %s%n", rules.name(), digest(rules, EXPERT_HANDS, "expert")));
        }
        Approvals.verify(digests.toString());
    }

    private static String digest(RuleSet rules, int hands, String bot) throws NoSuchAlgorithmException {
        MessageDigest sha = MessageDigest.getInstance("SHA-256");
        HandStarter starter = new HandStarter(rules);
        int players = rules.seating().players();
        for (long seed = 0; seed < hands; seed++) {
            Bot[] bots = new Bot[players];
            for (int seat = 0; seat < players; seat++) {
                bots[seat] = switch (bot) {
                    case "greedy" -> new GreedyBot();
                    case "expert" -> new ExpertBot();
                    default -> new RandomBot(seed * players + seat);
                };
            }
            Game game = Bot.playOut(starter.start(seed, (int) (seed % players)), bots);
            sha.update(TraceJson.write(game.trace()).getBytes(StandardCharsets.UTF_8));
        }
        return HexFormat.of().formatHex(sha.digest()).substring(0, 32);
    }
}
