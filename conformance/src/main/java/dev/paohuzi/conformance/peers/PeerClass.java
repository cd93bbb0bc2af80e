package dev.paohuzi.conformance.peers;

/**
 * A class of disagreement between a peer engine and the workbench, adjudicated against the seeds: in each the
 * workbench's answer is the seeds' (conformance/README.md gives an example of each). A disagreement outside these
 * classes is a change in the analyzer, or a new reading, to be explained.
 */
public enum PeerClass {
    /**
     * The C search reads a held pair plus the card as a kan (more huxi, or a wait the workbench has not): a pair
     * plus one's own draw is a mandatory wei (000:29), on which nobody wins (000:67), and another seat's card makes
     * a pong (000:27, 000:104).
     */
    HELD_PAIR_THIRD_COPY("held pair's third copy", "000:27, 000:29, 000:67, 000:104"),
    /**
     * The C search misses the card beside a held pair, the pong left untaken (忍碰, 000:28), winning as a group
     * beside the pair (000:54, 000:62, 000:67).
     */
    CARD_BESIDE_UNPONGED_PAIR("card beside an unponged pair", "000:28, 000:54, 000:62, 000:67"),
    /**
     * The Java server misses another seat's card onto one's stale wei (臭偎), or reads it as a loose card for less
     * huxi than the pao: a stale wei is a wei (000:30), and a wei plus another seat's card is a mandatory pao
     * (000:38), after which the pair is allowed (000:54).
     */
    STALE_WEI_PAO("another seat's card onto a stale wei", "000:30, 000:38, 000:54"),
    /**
     * The Java server splits a held kan of a holding play cannot produce: a kan held since the deal is never split
     * (000:26, 000:64), and the holding itself holds a concealed copy beside a pong or wei of it, which one's own
     * draw would have made a pao (000:37) or a ti (000:34).
     */
    UNREACHABLE_KAN_SPLIT("held kan split in a holding play cannot produce", "000:26, 000:64, 000:34, 000:37");

    private final String label;
    private final String source;

    PeerClass(String label, String source) {
        this.label = label;
        this.source = source;
    }

    public String label() {
        return label;
    }

    /** The seed lines the class was adjudicated by. */
    public String source() {
        return source;
    }
}
