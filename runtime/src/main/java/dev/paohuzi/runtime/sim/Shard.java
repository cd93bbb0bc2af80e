package dev.paohuzi.runtime.sim;

import java.io.Serial;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

/**
 * A run of consecutive seeds, {@code first} to {@code first + count - 1}: the unit of work a thread or a Spark task
 * plays. How a run is cut into shards changes nothing in its result.
 */
public record Shard(long first, int count) implements Serializable {
    @Serial
    private static final long serialVersionUID = 1L;

    public Shard {
        if (count < 0) {
            throw new IllegalArgumentException("a shard of " + count + " hands");
        }
    }

    /** {@code hands} seeds from {@code first}, cut into shards of at most {@code size}. */
    public static List<Shard> split(long first, long hands, int size) {
        List<Shard> shards = new ArrayList<>();
        for (long done = 0; done < hands; done += size) {
            shards.add(new Shard(first + done, (int) Math.min(size, hands - done)));
        }
        return shards;
    }
}
