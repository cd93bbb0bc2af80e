package dev.paohuzi.web.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.scoring.MatchSettlement;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Spec;

import java.math.BigDecimal;
import java.util.Arrays;
import java.util.concurrent.Callable;

/**
 * `settle --variant V`: one match per stdin line, the huxi each seat accumulated (`112 85 50 30`), optionally
 * `hands:N`; one JSON object per line out: {@code net} per seat in the variant's stake (RULES.md §7, 001:29-47)
 * and {@code ended}, whether the totals meet the variant's match end.
 */
@Command(name = "settle", description = {"Settle matches read from stdin, one per line: each seat's accumulated "
        + "huxi (2 to 4 numbers), optionally hands:N.", "Writes one JSON object per line: net (money per seat, in "
        + "the variant's stake) and ended (whether the variant's match end is met).", JsonLines.INPUT})
public final class SettleCommand implements Callable<Integer> {

    @Mixin
    private VariantOption variant;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        return variant.compile()
                .map(compiled -> JsonLines.answer(spec.commandLine().getOut(), line -> answer(line, compiled.rules())))
                .orElse(1);
    }

    private static ObjectNode answer(String line, RuleSet rules) {
        String[] words = line.strip().isEmpty() ? new String[0] : line.strip().split("\\s+");
        int hands = 1;
        int seats = 0;
        int[] totals = new int[words.length];
        for (String word : words) {
            if (word.matches("hands:[0-9]{1,5}")) {
                hands = Integer.parseInt(word.substring("hands:".length()));
            } else if (word.matches("[0-9]{1,6}")) {
                totals[seats++] = Integer.parseInt(word);
            } else {
                return JsonLines.error("'" + word + "' is not a seat's accumulated huxi (a whole number 0 to "
                        + "999999) or hands:N (N up to 99999)");
            }
        }
        if (seats < 2 || seats > 4) {
            return JsonLines.error("a match has 2 to 4 seats; this line gives " + seats + " totals");
        }
        try {
            MatchSettlement.Net net = MatchSettlement.settle(rules, Arrays.copyOf(totals, seats), hands);
            ObjectNode node = JsonLines.JSON.createObjectNode();
            ArrayNode values = node.putArray("net");
            for (BigDecimal value : net.net()) {
                values.add(value);
            }
            return node.put("ended", net.ended());
        } catch (IllegalArgumentException e) {
            return JsonLines.error(e.getMessage());
        }
    }
}
