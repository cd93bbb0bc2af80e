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
        return split(first, hands, 0, size, size);
    }

    /**
     * As {@link #split(long, long, int)}, but the first {@code lead} shards hold at most {@code leadSize} seeds: the
     * first merged result of a run then comes while the JIT is still cold (the Statistics page draws it).
     */
    public static List<Shard> split(long first, long hands, int lead, int leadSize, int size) {
        List<Shard> shards = new ArrayList<>();
        long done = 0;
        while (done < hands) {
            int count = (int) Math.min(shards.size() < lead ? leadSize : size, hands - done);
            shards.add(new Shard(first + done, count));
            done += count;
        }
        return shards;
    }
}
