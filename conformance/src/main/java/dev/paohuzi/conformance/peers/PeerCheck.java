package dev.paohuzi.conformance.peers;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.paohuzi.runtime.analysis.Analysis;
import dev.paohuzi.runtime.analysis.Analyzer;
import dev.paohuzi.runtime.analysis.Wait;
import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.holding.Holding;
import dev.paohuzi.runtime.holding.HoldingParseResult;
import dev.paohuzi.runtime.holding.HoldingParser;
import dev.paohuzi.runtime.holding.Meld;
import dev.paohuzi.runtime.holding.Reachability;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.zip.GZIPInputStream;

/**
 * Judges the analyzer by two public engines (conformance/README.md, "Independent engines as judges"): for every
 * holding of {@code holdings.txt.gz}, the workbench's answer under Hunan either agrees with each engine's or differs
 * only as an adjudicated {@link PeerClass}; anything else is a {@link PeerReport.NewDisagreement} naming the holding.
 * The analyzer is judged on every holding, also on those play cannot produce, which `analyze` itself refuses
 * ({@link Reachability}); the report counts them.
 */
public final class PeerCheck {
    /** The data, from the project root; the conformance module's tests read {@code peers} beside them. */
    public static final Path BUNDLED = Path.of("conformance", "peers");
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Analyzer analyzer;
    private final HoldingParser parser;

    /** @param analyzer the analyzer of the variant the engines play (Hunan's table, 000:104) */
    public PeerCheck(Analyzer analyzer) {
        this.analyzer = analyzer;
        this.parser = new HoldingParser(analyzer.rules());
    }

    public PeerReport run(Path directory) {
        List<String> holdings = lines(directory.resolve("holdings.txt.gz"));
        List<String> search = lines(directory.resolve("c-search.jsonl.gz"));
        List<String> server = lines(directory.resolve("java-server-waits.jsonl.gz"));
        List<String> serverWhole = lines(directory.resolve("java-server-full.jsonl.gz"));
        if (search.size() != holdings.size() || server.size() != holdings.size()
                || serverWhole.size() != holdings.size()) {
            throw new IllegalStateException(directory + ": the answer files do not have a line per holding ("
                    + holdings.size() + " holdings)");
        }
        PeerReport report = new PeerReport();
        for (int i = 0; i < holdings.size(); i++) {
            new Judged(report, i + 1, holdings.get(i)).judge(json(search.get(i)), json(server.get(i)),
                    json(serverWhole.get(i)));
        }
        return report;
    }

    /** One holding's answer from the workbench, set beside each engine's. */
    private final class Judged {
        private final PeerReport report;
        private final int line;
        private final String text;
        private final Holding holding;
        private final Analysis analysis;
        /** Whether play can produce the holding; `analyze` refuses it otherwise ({@link Reachability}). */
        private final boolean reachable;

        Judged(PeerReport report, int line, String text) {
            this.report = report;
            this.line = line;
            this.text = text;
            HoldingParseResult parsed = parser.parseCards(text);
            if (!(parsed instanceof HoldingParseResult.Valid valid)) {
                throw new IllegalStateException("holding " + line + " `" + text + "` does not parse: "
                        + ((HoldingParseResult.Invalid) parsed).message());
            }
            this.holding = valid.holding();
            this.analysis = analyzer.analyze(holding);
            this.reachable = Reachability.refusal(holding, analyzer.rules()).isEmpty();
            if (!reachable) {
                report.unreachable++;
            }
        }

        void judge(JsonNode search, JsonNode server, JsonNode serverWhole) {
            if (analysis.oneShort()) {
                judgeWaits(Comparison.C_SEARCH_WAITS, pairs(search.get("waits")), cardSet(search.get("oos")));
                judgeWaits(Comparison.JAVA_SERVER_WAITS, pairs(server.get("other")), fifthCopies());
            } else {
                int huxi = analysis.complete() ? analysis.huxi() : -1;
                boolean searchAgrees = analysis.complete() == (search.get("complete").asInt() == 1)
                        && huxi == search.get("huxi").asInt() && analysis.win() == (search.get("win").asInt() == 1);
                verdict(Comparison.C_SEARCH_WHOLE, searchAgrees ? EnumSet.noneOf(PeerClass.class) : null,
                        "the workbench reads " + whole() + ", the C search " + search);
                int theirs = serverWhole.get("huxi").asInt();
                Set<PeerClass> classes = huxi == theirs ? EnumSet.noneOf(PeerClass.class)
                        : huxi < 0 && theirs >= 0 && !reachable ? EnumSet.of(
                                PeerClass.UNREACHABLE_KAN_SPLIT) : null;
                verdict(Comparison.JAVA_SERVER_WHOLE, classes, "the workbench reads " + whole()
                        + ", the Java server huxi " + theirs);
            }
        }

        private String whole() {
            return analysis.complete() ? "complete at " + analysis.huxi() + " huxi" : "incomplete";
        }

        private void verdict(Comparison comparison, Set<PeerClass> classes, String detail) {
            if (classes == null) {
                report.disagree(new PeerReport.NewDisagreement(comparison, line, text, detail));
            } else {
                report.count(comparison, classes);
            }
        }

        /** Each card on which the answers differ must fall into a class; cards the engine cannot judge are left out. */
        private void judgeWaits(Comparison comparison, Map<Integer, Integer> theirs, Set<Integer> unjudged) {
            Map<Integer, Integer> ours = new TreeMap<>();
            for (Wait wait : analysis.waits()) {
                ours.put(wait.card(), wait.huxi());
            }
            Set<Integer> cards = new HashSet<>(ours.keySet());
            cards.addAll(theirs.keySet());
            cards.removeAll(unjudged);
            Set<PeerClass> classes = EnumSet.noneOf(PeerClass.class);
            List<String> unexplained = new ArrayList<>();
            for (int card : cards) {
                Integer mine = ours.get(card);
                Integer other = theirs.get(card);
                if (mine == null || !mine.equals(other)) {
                    PeerClass peerClass = comparison.peer() == Peer.C_SEARCH ? searchClass(card, mine, other)
                            : serverClass(card, mine, other);
                    if (peerClass == null) {
                        unexplained.add(Cards.name(card) + " at " + (mine == null ? "none" : mine) + " here, "
                                + (other == null ? "none" : other) + " there");
                    } else {
                        classes.add(peerClass);
                    }
                }
            }
            verdict(comparison, unexplained.isEmpty() ? classes : null, "waits differ: " + unexplained);
        }

        private PeerClass searchClass(int card, Integer mine, Integer other) {
            if (holding.count(card) != 2) {
                return null;
            }
            if (other != null && (mine == null || other > mine)) {
                return PeerClass.HELD_PAIR_THIRD_COPY;
            }
            return mine != null && (other == null || mine > other) ? PeerClass.CARD_BESIDE_UNPONGED_PAIR : null;
        }

        private PeerClass serverClass(int card, Integer mine, Integer other) {
            boolean onStaleWei = holding.melds().contains(Meld.of(GroupKind.STALE_WEI, card));
            return onStaleWei && mine != null && (other == null || mine > other) ? PeerClass.STALE_WEI_PAO : null;
        }

        /** The Java server offers cards the holding already holds every copy of; no seat can be offered them. */
        private Set<Integer> fifthCopies() {
            Set<Integer> cards = new HashSet<>();
            for (int card = 0; card < Cards.KINDS; card++) {
                if (holding.copiesHeld(card) >= analyzer.rules().deck().copies()) {
                    cards.add(card);
                }
            }
            return cards;
        }
    }

    private static Map<Integer, Integer> pairs(JsonNode array) {
        Map<Integer, Integer> waits = new TreeMap<>();
        array.forEach(pair -> waits.put(card(pair.get(0).asText()), pair.get(1).asInt()));
        return waits;
    }

    private static Set<Integer> cardSet(JsonNode array) {
        Set<Integer> cards = new HashSet<>();
        array.forEach(card -> cards.add(card(card.asText())));
        return cards;
    }

    private static int card(String name) {
        int card = Cards.parse(name);
        if (card < 0) {
            throw new IllegalStateException("a peer answer names '" + name + "', which is not a card");
        }
        return card;
    }

    private static JsonNode json(String line) {
        try {
            return JSON.readTree(line);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<String> lines(Path file) {
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(
                new GZIPInputStream(Files.newInputStream(file)), StandardCharsets.UTF_8))) {
            return reader.lines().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(file + ": " + e.getMessage(), e);
        }
    }
}
