package dev.paohuzi.runtime.scoring;

/** The outcome of scoring one holding: a score, or the plain reason it cannot be scored. */
public sealed interface ScoreResult {

    record Scored(Score score) implements ScoreResult {
    }

    /** The holding is no win under the variant, or its context cannot happen. */
    record Refused(String reason) implements ScoreResult {
    }
}
