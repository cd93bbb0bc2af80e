package dev.paohuzi.compiler.parse;

import dev.paohuzi.compiler.Room;
import dev.paohuzi.compiler.ast.Block;
import dev.paohuzi.compiler.ast.Body;
import dev.paohuzi.compiler.ast.Choice;
import dev.paohuzi.compiler.ast.Citation;
import dev.paohuzi.compiler.ast.DeltaRef;
import dev.paohuzi.compiler.ast.DeltaRelations;
import dev.paohuzi.compiler.ast.Expr;
import dev.paohuzi.compiler.ast.OptionAst;
import dev.paohuzi.compiler.ast.Setting;
import dev.paohuzi.compiler.ast.ValueItem;
import dev.paohuzi.compiler.ast.VariantAst;
import dev.paohuzi.compiler.ast.Without;
import dev.paohuzi.compiler.diag.Diagnostics;
import dev.paohuzi.compiler.diag.Position;
import dev.paohuzi.compiler.diag.Suggestions;
import dev.paohuzi.grammar.VariantParser;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.ErrorNode;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Parse tree -> immutable AST with positions. Items damaged by a syntax error are left out (their error is
 * already reported), so the rest of the file can still be checked.
 */
final class AstBuilder {
    private static final String OPTION = "option";
    private final String file;
    private final Diagnostics diagnostics;
    private final SyntaxErrors syntaxErrors;

    AstBuilder(String file, Diagnostics diagnostics, SyntaxErrors syntaxErrors) {
        this.file = file;
        this.diagnostics = diagnostics;
        this.syntaxErrors = syntaxErrors;
    }

    VariantAst variant(VariantParser.VariantContext ctx) {
        Optional<String> parent = Optional.ofNullable(ctx.parent).map(Token::getText);
        Position parentPosition = ctx.parent != null ? position(ctx.parent) : position(ctx.name);
        String title = ctx.title != null ? unquote(ctx.title) : "";
        List<DeltaRef> deltas = List.of();
        if (ctx.with != null) {
            expectWord(ctx.with, "with", "after the parent come the deltas: `extends hunan with peel, counting`");
            deltas = deltaNames(ctx.deltaNames());
        }
        List<OptionAst> options = new ArrayList<>();
        Body body = body(ctx.body(), options);
        List<Room.Pick> parentPicks = ctx.parentOptions() == null ? List.of() : ctx.parentOptions().optionPick()
                .stream().map(pick -> new Room.Pick(name(pick.name), pick.off == null, position(pick.name))).toList();
        return new VariantAst(ctx.name.getText(), position(ctx.name), parent, parentPosition, title,
                body, VariantAst.Kind.VARIANT, deltas, DeltaRelations.NONE, options, parentPicks);
    }

    VariantAst delta(VariantParser.DeltaContext ctx) {
        String title = ctx.title != null ? unquote(ctx.title) : "";
        Map<String, List<DeltaRef>> relations = new HashMap<>();
        for (VariantParser.DeltaRelationContext relation : ctx.deltaRelation()) {
            String word = relation.relation.getText();
            if (expectWord(relation.relation, DeltaRelations.WORDS, "a delta's header names the deltas it "
                    + "`requires`, `excludes` or `overrides`: `delta counting \"数牌\" requires peel {`")) {
                relations.computeIfAbsent(word, w -> new ArrayList<>()).addAll(deltaNames(relation.deltaNames()));
            }
        }
        DeltaRelations header = new DeltaRelations(relations.getOrDefault("requires", List.of()),
                relations.getOrDefault("excludes", List.of()), relations.getOrDefault("overrides", List.of()));
        return new VariantAst(ctx.name.getText(), position(ctx.name), Optional.empty(), position(ctx.name), title,
                body(ctx.body(), null), VariantAst.Kind.DELTA, List.of(), header, List.of(), List.of());
    }

    private List<DeltaRef> deltaNames(VariantParser.DeltaNamesContext ctx) {
        return ctx.names.stream().map(token -> new DeltaRef(name(token), position(token))).toList();
    }

    /** The header's soft keywords are words (so they stay usable in values); a wrong one is reported here. */
    private boolean expectWord(Token token, String expected, String hint) {
        return expectWord(token, List.of(expected), hint);
    }

    private boolean expectWord(Token token, List<String> expected, String hint) {
        if (expected.contains(token.getText())) {
            return true;
        }
        diagnostics.error(position(token), "unexpected '" + token.getText() + "' in the header",
                Suggestions.hint(token.getText(), expected, hint));
        return false;
    }

    /** @param options where this body's options go; null where none may be declared (a delta, a block) */
    private Body body(VariantParser.BodyContext ctx, List<OptionAst> options) {
        if (ctx == null) {
            return new Body(List.of(), List.of(), List.of(), List.of(), List.of());
        }
        List<Setting> settings = new ArrayList<>();
        List<Block> blocks = new ArrayList<>();
        List<Without> withouts = new ArrayList<>();
        List<Citation> sources = new ArrayList<>();
        List<Choice> choices = new ArrayList<>();
        for (VariantParser.ItemContext item : ctx.item()) {
            if (damaged(item) || syntaxErrors.reportedWithin(item)) {
                continue;
            }
            if (item.setting() != null) {
                settings.add(setting(item.setting()));
            } else if (item.block() != null && isOption(item.block())) {
                option(item.block(), options);
            } else if (item.block() != null) {
                blocks.add(block(item.block()));
            } else if (item.without() != null) {
                withouts.add(new Without(item.without().kind.getText(), name(item.without().name),
                        position(item.without().start)));
            } else if (item.sourceClause() != null) {
                sources.add(citation(item.sourceClause()));
            } else if (item.choiceClause() != null) {
                // A choice on its own line belongs to the rule just above it, else to the enclosing variant/block.
                Choice choice = choice(item.choiceClause());
                if (!settings.isEmpty() && lastItemWasSetting(ctx, item)) {
                    settings.set(settings.size() - 1, settings.get(settings.size() - 1).withChoice(choice));
                } else {
                    choices.add(choice);
                }
            }
        }
        return new Body(settings, blocks, withouts, sources, choices);
    }

    private static boolean lastItemWasSetting(VariantParser.BodyContext body, VariantParser.ItemContext item) {
        int index = body.item().indexOf(item);
        return index > 0 && body.item(index - 1).setting() != null;
    }

    private Setting setting(VariantParser.SettingContext ctx) {
        List<String> words = new ArrayList<>();
        for (ParseTree child : ctx.ruleName().children) {
            words.add(child.getText().toLowerCase(Locale.ROOT));
        }
        List<ValueItem> value = new ArrayList<>();
        for (VariantParser.ExprContext item : ctx.value().expr()) {
            value.add(new ValueItem(expr(item), text(item), position(item.start)));
        }
        List<Choice> choices = ctx.choiceClause() != null ? List.of(choice(ctx.choiceClause())) : List.of();
        return new Setting(String.join(" ", words), position(ctx.start), value,
                Optional.ofNullable(ctx.sourceClause()).map(this::citation), choices);
    }

    private static boolean isOption(VariantParser.BlockContext ctx) {
        return ctx.kind.getText().toLowerCase(Locale.ROOT).equals(OPTION);
    }

    private Block block(VariantParser.BlockContext ctx) {
        if (ctx.title != null || !ctx.deltaRelation().isEmpty()) {
            Token at = ctx.title != null ? ctx.title : ctx.deltaRelation(0).start;
            diagnostics.error(position(at), "only an option has a title or relations after its name",
                    "write `" + ctx.kind.getText() + " " + ctx.name.getText() + " {`, or declare an `option`");
        }
        return new Block(ctx.kind.getText().toLowerCase(Locale.ROOT), name(ctx.name), position(ctx.start),
                body(ctx.body(), null), Optional.ofNullable(ctx.sourceClause()).map(this::citation));
    }

    /** `option 全名堂 "全名堂" default off requires x excludes y { ... }`, at the top of a variant only. */
    private void option(VariantParser.BlockContext ctx, List<OptionAst> options) {
        if (options == null) {
            diagnostics.error(position(ctx.start), "an option is declared at the top of a variant",
                    "move `option " + ctx.name.getText() + "` out of this block or delta, into the variant's body");
            return;
        }
        boolean defaultOn = false;
        Map<String, List<DeltaRef>> relations = new HashMap<>();
        for (VariantParser.DeltaRelationContext relation : ctx.deltaRelation()) {
            String word = relation.relation.getText();
            if (!expectWord(relation.relation, OptionAst.WORDS, "an option's header says its `default on` or "
                    + "`default off`, the options it `requires` and those it `excludes`")) {
                continue;
            }
            List<DeltaRef> names = deltaNames(relation.deltaNames());
            if (word.equals("default")) {
                defaultOn = defaultValue(names);
            } else {
                relations.computeIfAbsent(word, w -> new ArrayList<>()).addAll(names);
            }
        }
        List<Citation> sources = new ArrayList<>();
        Optional.ofNullable(ctx.sourceClause()).map(this::citation).ifPresent(sources::add);
        Body body = body(ctx.body(), null);
        sources.addAll(body.sources());
        options.add(new OptionAst(name(ctx.name), position(ctx.name), ctx.title != null ? unquote(ctx.title) : "",
                defaultOn, new DeltaRelations(relations.getOrDefault("requires", List.of()),
                relations.getOrDefault("excludes", List.of()), List.of()), body, sources));
    }

    private boolean defaultValue(List<DeltaRef> values) {
        DeltaRef value = values.get(0);
        if (values.size() > 1 || !OptionAst.DEFAULTS.contains(value.name())) {
            diagnostics.error(value.position(), "an option's default is `on` or `off`",
                    Suggestions.hint(value.name(), OptionAst.DEFAULTS, "write `default on` or `default off`"));
        }
        return value.name().equals("on");
    }

    private Citation citation(VariantParser.SourceClauseContext ctx) {
        return new Citation(unquote(ctx.STRING().getSymbol()), position(ctx.STRING().getSymbol()));
    }

    private Choice choice(VariantParser.ChoiceClauseContext ctx) {
        return new Choice(unquote(ctx.topic), unquote(ctx.reading), position(ctx.start));
    }

    private Expr expr(VariantParser.ExprContext ctx) {
        Position at = position(ctx.start);
        if (ctx instanceof VariantParser.IntContext c) {
            return new Expr.Int(integer(c.INT().getSymbol()), at);
        } else if (ctx instanceof VariantParser.PhraseContext c) {
            List<String> words = new ArrayList<>();
            c.children.forEach(child -> words.add(child.getText()));
            return new Expr.Phrase(words, at);
        } else if (ctx instanceof VariantParser.ParensContext c) {
            return expr(c.expr());
        } else if (ctx instanceof VariantParser.NegateContext c) {
            return new Expr.Unary(Expr.UnaryOp.NEGATE, expr(c.expr()), at);
        } else if (ctx instanceof VariantParser.NotContext c) {
            return new Expr.Unary(Expr.UnaryOp.NOT, expr(c.expr()), at);
        } else if (ctx instanceof VariantParser.MultiplyContext c) {
            return binary(c.op, c.expr(0), c.expr(1));
        } else if (ctx instanceof VariantParser.AddContext c) {
            return binary(c.op, c.expr(0), c.expr(1));
        } else if (ctx instanceof VariantParser.CompareContext c) {
            return binary(c.op, c.expr(0), c.expr(1));
        } else if (ctx instanceof VariantParser.AndContext c) {
            return new Expr.Binary(Expr.BinaryOp.AND, expr(c.expr(0)), expr(c.expr(1)), position(c.AND().getSymbol()));
        } else if (ctx instanceof VariantParser.OrContext c) {
            return new Expr.Binary(Expr.BinaryOp.OR, expr(c.expr(0)), expr(c.expr(1)), position(c.OR().getSymbol()));
        } else if (ctx instanceof VariantParser.IfContext c) {
            return new Expr.If(expr(c.expr(0)), expr(c.expr(1)), expr(c.expr(2)), at);
        } else if (ctx instanceof VariantParser.CallContext c) {
            return new Expr.Call(c.WORD().getText(), c.expr().stream().map(this::expr).toList(), at);
        }
        throw new IllegalStateException("grammar alternative without AST form: " + ctx.getClass().getSimpleName());
    }

    /** Binary nodes sit at their operator, where a type error is best pointed at. */
    private Expr binary(Token op, VariantParser.ExprContext left, VariantParser.ExprContext right) {
        return new Expr.Binary(Expr.BinaryOp.bySymbol(op.getText()), expr(left), expr(right), position(op));
    }

    private int integer(Token token) {
        try {
            return Integer.parseInt(token.getText());
        } catch (NumberFormatException e) {
            diagnostics.error(position(token), "the number " + token.getText() + " is too large",
                    "numbers in a variant file are at most " + Integer.MAX_VALUE);
            return 0;
        }
    }

    /**
     * The item's tokens joined by single spaces (none inside parentheses or before a comma), so `(huxi-12)/3` and
     * `(huxi - 12) / 3` read the same.
     */
    private static String text(ParserRuleContext ctx) {
        List<String> tokens = new ArrayList<>();
        collect(ctx, tokens);
        StringBuilder text = new StringBuilder();
        String previous = "(";
        for (String token : tokens) {
            if (!previous.equals("(") && !token.equals(")") && !token.equals(",")) {
                text.append(' ');
            }
            text.append(token);
            previous = token;
        }
        return text.toString();
    }

    private static void collect(ParseTree tree, List<String> tokens) {
        if (tree instanceof TerminalNode terminal) {
            tokens.add(terminal.getText());
            return;
        }
        for (int i = 0; i < tree.getChildCount(); i++) {
            collect(tree.getChild(i), tokens);
        }
    }

    private static boolean damaged(ParseTree tree) {
        if (tree instanceof ErrorNode) {
            return true;
        }
        if (tree instanceof ParserRuleContext rule && rule.exception != null) {
            return true;
        }
        for (int i = 0; i < tree.getChildCount(); i++) {
            if (damaged(tree.getChild(i))) {
                return true;
            }
        }
        return false;
    }

    private String name(Token token) {
        return token.getType() == VariantParser.STRING ? unquote(token) : token.getText();
    }

    private String unquote(Token token) {
        String text = token.getText();
        if (text.length() < 2 || !text.endsWith("\"")) {
            diagnostics.error(position(token), "text in quotes is not closed on this line",
                    "end it with \" on the same line");
            return text.substring(1);
        }
        return text.substring(1, text.length() - 1);
    }

    private Position position(Token token) {
        return new Position(file, token.getLine(), token.getCharPositionInLine() + 1);
    }
}
