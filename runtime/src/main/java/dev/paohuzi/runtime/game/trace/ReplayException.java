package dev.paohuzi.runtime.game.trace;

/** A trace that does not replay; the message names the step. */
public final class ReplayException extends RuntimeException {
    public ReplayException(String message) {
        super(message);
    }
}
