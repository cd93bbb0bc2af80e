package dev.paohuzi.compiler.ast;

import dev.paohuzi.compiler.diag.Position;

import java.util.List;

/**
 * A value or expression as written, with its position. A run of words is a {@link Phrase}: in a formula it names a
 * quantity ({@code huxi}), elsewhere it is a word value ({@code previous discard}) or a huxi entry ({@code s7 9}).
 */
public sealed interface Expr {
    Position position();

    /** The expressions this one is made of, left to right: none for a number or a phrase. */
    default List<Expr> parts() {
        if (this instanceof Unary unary) {
            return List.of(unary.operand());
        } else if (this instanceof Binary binary) {
            return List.of(binary.left(), binary.right());
        } else if (this instanceof Call call) {
            return call.arguments();
        } else if (this instanceof If conditional) {
            return List.of(conditional.condition(), conditional.then(), conditional.otherwise());
        }
        return List.of();
    }

    record Int(int value, Position position) implements Expr {
    }

    record Phrase(List<String> words, Position position) implements Expr {
        public Phrase {
            words = List.copyOf(words);
        }

        public String text() {
            return String.join(" ", words);
        }
    }

    record Unary(UnaryOp op, Expr operand, Position position) implements Expr {
    }

    record Binary(BinaryOp op, Expr left, Expr right, Position position) implements Expr {
    }

    record Call(String function, List<Expr> arguments, Position position) implements Expr {
        public Call {
            arguments = List.copyOf(arguments);
        }
    }

    record If(Expr condition, Expr then, Expr otherwise, Position position) implements Expr {
    }

    enum UnaryOp {
        NEGATE("-"),
        NOT("not");

        public final String symbol;

        UnaryOp(String symbol) {
            this.symbol = symbol;
        }
    }

    enum BinaryOp {
        TIMES("*"), DIVIDE("/"), MODULO("%"), PLUS("+"), MINUS("-"),
        LESS("<"), LESS_OR_EQUAL("<="), GREATER(">"), GREATER_OR_EQUAL(">="), EQUAL("="), NOT_EQUAL("!="),
        AND("and"), OR("or");

        public final String symbol;

        BinaryOp(String symbol) {
            this.symbol = symbol;
        }

        public boolean isArithmetic() {
            return ordinal() <= MINUS.ordinal();
        }

        public boolean isComparison() {
            return ordinal() >= LESS.ordinal() && ordinal() <= NOT_EQUAL.ordinal();
        }

        public static BinaryOp bySymbol(String symbol) {
            for (BinaryOp op : values()) {
                if (op.symbol.equals(symbol)) {
                    return op;
                }
            }
            throw new IllegalArgumentException(symbol);
        }
    }
}
