package dev.paohuzi.compiler.pass;

/** An item of a resolved variant and the variant whose file it is written in. */
public record Inherited<T>(T item, String from) {
}
