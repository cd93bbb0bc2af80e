package dev.paohuzi.web.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.paohuzi.runtime.scoring.ContextWords;
import dev.paohuzi.runtime.scoring.ScoreLine;
import dev.paohuzi.runtime.scoring.ScoreResult;
import dev.paohuzi.runtime.scoring.Scorer;
import dev.paohuzi.runtime.scoring.TablePenalties;
import dev.paohuzi.web.HandJson;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Spec;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * `score --variant V`: one winning holding per stdin line, with its context words (docs/scoring.md), one JSON
 * object per line out: huxi, grade, patterns, fan, base, payments. Two other line forms price what is not a win:
 * `escape others-huxi:N` and `dead-hand jokers:A,B,C` (seat order dealer, next, previous). A bad line, or a
 * context that cannot happen, gets {@code {"error": ...}}; the other lines are still answered; exit 2.
 */
@Command(name = "score", description = {"Score winning holdings read from stdin, one per line: the holding as for "
        + "`analyze` (the winning card included), then context words (below).", "Writes one JSON object per line: "
        + "huxi, grade, patterns (name, fan, source), fan, base, payments per seat (winner, next, across, previous, "
        + "counting) in the variant's stake, and the same in points.", "Also: `escape others-huxi:N` (what a seat "
        + "that leaves pays) and `dead-hand jokers:A,B,C` (the net of a dead hand, dealer first).", JsonLines.INPUT})
public final class ScoreCommand implements Callable<Integer> {
    /** The help lists the context words from their one list, each with its meaning. */
    public static void describeWords(CommandLine score) {
        List<String> footer = new ArrayList<>(List.of("", "Context words:"));
        for (ContextWords word : ContextWords.values()) {
            footer.add(String.format("  %-16s %s", word.form(), word.meaning()));
        }
        score.getCommandSpec().usageMessage().footer(footer.toArray(String[]::new));
    }

    @Mixin
    private VariantOption variant;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        return variant.compile().map(compiled -> {
            Scorer scorer = Scorer.of(compiled.rules());
            ScoreLine reader = new ScoreLine(compiled.rules());
            return JsonLines.answer(spec.commandLine().getOut(), line -> answer(line, scorer, reader));
        }).orElse(1);
    }

    private static ObjectNode answer(String line, Scorer scorer, ScoreLine reader) {
        ScoreLine.Result parsed = reader.parse(line);
        if (parsed instanceof ScoreLine.Invalid invalid) {
            return JsonLines.error(invalid.message());
        }
        if (parsed instanceof ScoreLine.Escape escape) {
            return JsonLines.JSON.createObjectNode()
                    .put("escape", TablePenalties.escape(scorer.rules(), escape.othersHuxi()));
        }
        if (parsed instanceof ScoreLine.DeadHand deadHand) {
            return deadHand(TablePenalties.deadHand(scorer.rules(), deadHand.jokers()));
        }
        ScoreLine.Valid valid = (ScoreLine.Valid) parsed;
        ScoreResult result = scorer.score(valid.holding(), valid.win(), valid.hand());
        if (result instanceof ScoreResult.Refused refused) {
            return JsonLines.error(refused.reason());
        }
        return HandJson.score(((ScoreResult.Scored) result).score());
    }

    private static ObjectNode deadHand(List<BigDecimal> net) {
        ObjectNode seats = JsonLines.JSON.createObjectNode();
        List<String> names = TablePenalties.deadHandSeats(net.size());
        for (int seat = 0; seat < net.size(); seat++) {
            seats.put(names.get(seat), net.get(seat));
        }
        ObjectNode node = JsonLines.JSON.createObjectNode();
        node.set("dead_hand", seats);
        return node;
    }
}
