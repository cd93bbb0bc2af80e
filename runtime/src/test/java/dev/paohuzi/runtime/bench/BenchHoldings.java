package dev.paohuzi.runtime.bench;

import dev.paohuzi.runtime.analysis.Analyzer;
import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.holding.Counts;
import dev.paohuzi.runtime.holding.Holding;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;

/**
 * The fixed benchmark holdings in src/test/resources/bench (see its README): concealed 21-card holdings with
 * their expected max huxi under Hunan.
 */
public final class BenchHoldings {
    public static final String WIN21 = "win21";
    public static final String DEAL21 = "deal21";

    private final Holding[] holdings;
    private final int[] expectedHuxi;

    private BenchHoldings(List<Holding> holdings, List<Integer> expected) {
        this.holdings = holdings.toArray(new Holding[0]);
        this.expectedHuxi = expected.stream().mapToInt(Integer::intValue).toArray();
    }

    public static BenchHoldings load(String name) {
        String resource = "/bench/" + name + ".txt.gz";
        List<Holding> holdings = new ArrayList<>();
        List<Integer> expected = new ArrayList<>();
        try (InputStream raw = BenchHoldings.class.getResourceAsStream(resource)) {
            if (raw == null) {
                throw new IllegalStateException("missing test resource " + resource);
            }
            BufferedReader reader = new BufferedReader(
                    new InputStreamReader(new GZIPInputStream(raw), StandardCharsets.US_ASCII));
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                String[] fields = line.trim().split(" ");
                long packed = Counts.EMPTY;
                for (int card = 0; card < Cards.KINDS; card++) {
                    packed = Counts.add(packed, card, fields[0].charAt(card) - '0');
                }
                holdings.add(Holding.concealed(packed));
                expected.add(Integer.parseInt(fields[1]));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new BenchHoldings(holdings, expected);
    }

    public int size() {
        return holdings.length;
    }

    public Holding holding(int i) {
        return holdings[i];
    }

    /** The file's max huxi for holding i, -1 when incomplete. */
    public int expectedHuxi(int i) {
        return expectedHuxi[i];
    }

    /**
     * The max huxi of every holding, summed: the body of each `maxHuxi` benchmark (the sum keeps JMH from
     * optimising the work away).
     */
    public static long maxHuxiChecksum(Analyzer analyzer, Holding[] holdings) {
        long checksum = 0;
        for (Holding holding : holdings) {
            checksum += analyzer.maxHuxi(holding);
        }
        return checksum;
    }

    public Holding[] holdings() {
        return holdings.clone();
    }
}
