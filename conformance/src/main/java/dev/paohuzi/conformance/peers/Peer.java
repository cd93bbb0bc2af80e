package dev.paohuzi.conformance.peers;

/**
 * The two public Paohuzi engines nobody on this project wrote, whose answers on the same holdings judge the
 * analyzer (conformance/README.md, "Independent engines as judges").
 */
public enum Peer {
    /** A C max-huxi search over a 21-card holding with Hunan's table (000:104). */
    C_SEARCH("c-search", "yuanfengyun/q_algorithm phz/phzlib_c/hulib.c at b982f70"),
    /** A Java game server's hand logic, driven as its 攸县 table does. */
    JAVA_SERVER("java-server", "billee1011/repository HHGameLogic at f5fef05");

    private final String word;
    private final String origin;

    Peer(String word, String origin) {
        this.word = word;
        this.origin = origin;
    }

    public String word() {
        return word;
    }

    /** The repository, file and commit the answers were computed from. */
    public String origin() {
        return origin;
    }
}
