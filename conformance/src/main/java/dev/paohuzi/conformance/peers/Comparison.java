package dev.paohuzi.conformance.peers;

/** One answer of a peer engine set beside the workbench's: which engine, on which holdings, comparing what. */
public enum Comparison {
    /** Whole hands: complete, the most huxi, and a win at 15 huxi (000:104, 000:13). */
    C_SEARCH_WHOLE(Peer.C_SEARCH, "whole hands: complete, max huxi, win"),
    /** Holdings one card short: each waiting card and its huxi, but the cards the C search cannot judge. */
    C_SEARCH_WAITS(Peer.C_SEARCH, "waits and their huxi"),
    /** Whole hands: the most huxi, or none. */
    JAVA_SERVER_WHOLE(Peer.JAVA_SERVER, "whole hands: max huxi"),
    /** Holdings one card short: the cards that win on another seat's card, and their huxi. */
    JAVA_SERVER_WAITS(Peer.JAVA_SERVER, "waits on another seat's card and their huxi");

    private final Peer peer;
    private final String what;

    Comparison(Peer peer, String what) {
        this.peer = peer;
        this.what = what;
    }

    public Peer peer() {
        return peer;
    }

    public String what() {
        return what;
    }
}
