package dev.paohuzi.conformance.peers;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Per comparison, how many holdings agree, fall into each adjudicated class, or disagree anew. */
public final class PeerReport {
    /** A disagreement no adjudicated class explains: the holding's line (1-based) in holdings.txt.gz and why. */
    public record NewDisagreement(Comparison comparison, int line, String holding, String detail) {
        @Override
        public String toString() {
            return comparison.peer().word() + " " + comparison.what() + ", holding " + line + " `" + holding + "`: "
                    + detail;
        }
    }

    /** Counts of one comparison; a holding whose differences span two classes counts in each. */
    public static final class Tally {
        private int judged;
        private int agree;
        private final Map<PeerClass, Integer> byClass = new EnumMap<>(PeerClass.class);

        public int judged() {
            return judged;
        }

        public int agree() {
            return agree;
        }

        /** Holdings that do not agree, explained or not. */
        public int differ() {
            return judged - agree;
        }

        public Map<PeerClass, Integer> byClass() {
            return Map.copyOf(byClass);
        }
    }

    private final Map<Comparison, Tally> tallies = new EnumMap<>(Comparison.class);
    private final List<NewDisagreement> newDisagreements = new ArrayList<>();
    /** Holdings play cannot produce under the variant (judged all the same). */
    int unreachable;

    PeerReport() {
        for (Comparison comparison : Comparison.values()) {
            tallies.put(comparison, new Tally());
        }
    }

    void count(Comparison comparison, Set<PeerClass> classes) {
        Tally tally = tallies.get(comparison);
        tally.judged++;
        if (classes.isEmpty()) {
            tally.agree++;
        }
        classes.forEach(peerClass -> tally.byClass.merge(peerClass, 1, Integer::sum));
    }

    void disagree(NewDisagreement disagreement) {
        tallies.get(disagreement.comparison()).judged++;
        newDisagreements.add(disagreement);
    }

    /** Holdings play cannot produce, which `analyze`, `score` and the case files refuse. */
    public int unreachable() {
        return unreachable;
    }

    public Tally tally(Comparison comparison) {
        return tallies.get(comparison);
    }

    public List<NewDisagreement> newDisagreements() {
        return List.copyOf(newDisagreements);
    }

    /** One line per comparison and one per class met, then each new disagreement: what `conformance --peers` prints. */
    public List<String> lines() {
        List<String> lines = new ArrayList<>();
        lines.add(unreachable + " holdings play cannot produce (a concealed copy beside one's pong or wei of it), "
                + "which analyze refuses; judged all the same");
        for (Comparison comparison : Comparison.values()) {
            Tally tally = tallies.get(comparison);
            lines.add(comparison.peer().word() + ", " + comparison.what() + ": " + tally.judged + " holdings, "
                    + tally.agree + " agree, " + tally.differ() + " differ");
            for (PeerClass peerClass : PeerClass.values()) {
                Integer count = tally.byClass.get(peerClass);
                if (count != null) {
                    lines.add("  " + count + " " + peerClass.label() + " (" + peerClass.source() + ")");
                }
            }
        }
        newDisagreements.forEach(disagreement -> lines.add("NEW " + disagreement));
        lines.add(newDisagreements.size() + " new disagreements");
        return lines;
    }
}
