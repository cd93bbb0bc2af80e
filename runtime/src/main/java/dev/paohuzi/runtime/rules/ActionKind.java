package dev.paohuzi.runtime.rules;

/** What a seat can do with an offered card; priorities between them are a variant rule (003:41, 004:28). */
public enum ActionKind {
    TI("ti"),
    WEI("wei"),
    HU("hu"),
    PAO("pao"),
    PONG("pong"),
    CHI("chi");

    private final String word;

    ActionKind(String word) {
        this.word = word;
    }

    public String word() {
        return word;
    }
}
