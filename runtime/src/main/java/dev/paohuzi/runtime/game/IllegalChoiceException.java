package dev.paohuzi.runtime.game;

/** A choice that is not among the legal options at the step it was made; the message names the step and the options. */
public final class IllegalChoiceException extends RuntimeException {
    public IllegalChoiceException(String message) {
        super(message);
    }
}
