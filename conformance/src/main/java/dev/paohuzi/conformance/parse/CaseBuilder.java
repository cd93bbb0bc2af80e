package dev.paohuzi.conformance.parse;

import dev.paohuzi.conformance.model.AnalyzeInput;
import dev.paohuzi.conformance.model.Case;
import dev.paohuzi.conformance.model.CaseFile;
import dev.paohuzi.conformance.model.CaseInput;
import dev.paohuzi.conformance.model.ExpectedGroup;
import dev.paohuzi.conformance.model.ExpectedPattern;
import dev.paohuzi.conformance.model.Expectation;
import dev.paohuzi.conformance.model.ScenarioInput;
import dev.paohuzi.conformance.model.ScenarioLine;
import dev.paohuzi.conformance.model.ScoreInput;
import dev.paohuzi.conformance.model.SettleInput;
import dev.paohuzi.compiler.diag.Diagnostics;
import dev.paohuzi.compiler.diag.Position;
import dev.paohuzi.grammar.CasesLexer;
import dev.paohuzi.grammar.CasesParser;
import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.group.GroupKind;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.ErrorNode;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Parse tree to cases, checking what the grammar cannot: each case has exactly one variant, source and input,
 * cites seeds as {@code file:line}, expects something, and has a name unique in its file.
 * A case with an error is reported and left out; the others still run.
 */
final class CaseBuilder {
    /** {@code 000:104}, {@code 000:39-41}, several separated by commas. */
    /**
     * One item of a case's source: a seed line ({@code 000:104}, {@code 000:39-41}) or, for the regions the seeds do
     * not describe, a public implementation's file and line
     * ({@code isoundy000/HuyooPaoHuZi src/app/static/Games.lua:13}).
     */
    private static final String CITED = "(\\d{3}|[\\w.-]+/[\\w.-]+ [^\\s,]+):\\d+(-\\d+)?";
    private static final Pattern CITATION = Pattern.compile(CITED + "(\\s*,\\s*" + CITED + ")*");

    private final String file;
    private final Diagnostics diagnostics;
    private final SyntaxErrorCollector syntax;

    CaseBuilder(String file, Diagnostics diagnostics, SyntaxErrorCollector syntax) {
        this.file = file;
        this.diagnostics = diagnostics;
        this.syntax = syntax;
    }

    CaseFile build(CasesParser.FileContext tree) {
        List<Case> cases = new ArrayList<>();
        Set<String> names = new HashSet<>();
        for (CasesParser.CaseDefContext def : tree.caseDef()) {
            if (hasSyntaxError(def) || syntax.reportedWithin(def)) {
                continue; // already reported; checking its meaning would only add noise
            }
            String name = unquote(def.STRING().getSymbol());
            if (!names.add(name)) {
                error(def.STRING().getSymbol(), "a second case named \"" + name + "\"",
                        "case names must be unique in a file; rename one");
                continue;
            }
            Case built = new CaseReader(name, position(def.getStart())).read(def);
            if (built != null) {
                cases.add(built);
            }
        }
        if (tree.caseDef().isEmpty() && tree.exception == null) {
            diagnostics.warning(position(tree.getStart()), "the file has no cases",
                    "a case starts with `case \"title\" {`; see conformance/README.md");
        }
        return new CaseFile(file, cases);
    }

    /** Reads one case block; null when the case has an error (already reported). */
    private final class CaseReader {
        private final String name;
        private final Position position;
        private String variant;
        private String source;
        private CaseInput input;
        private final List<Expectation> expectations = new ArrayList<>();
        private final List<ScenarioLine> setup = new ArrayList<>();
        private final List<ScenarioLine> plays = new ArrayList<>();
        private Integer dealer;
        private Integer deadHandsBefore;
        private Position scenarioStart;
        private boolean broken;

        CaseReader(String name, Position position) {
            this.name = name;
            this.position = position;
        }

        Case read(CasesParser.CaseDefContext def) {
            def.statement().forEach(this::readStatement);
            if (scenarioStart != null) {
                if (input != null) {
                    error(scenarioStart, "case \"" + name + "\" mixes a scenario with another input",
                            "a case has one input; move the scenario lines into a case of their own");
                }
                input = new ScenarioInput(dealer == null ? 0 : dealer, deadHandsBefore == null ? 0 : deadHandsBefore,
                        setup, plays, scenarioStart);
            }
            requirePresent(variant, "variant", "add a line such as `variant hunan`");
            requirePresent(source, "source", "cite the seed passage, e.g. `source \"000:104\"`");
            requirePresent(input, "input",
                    "add a line such as `analyze s1 s2 s3 ...`, `score ...`, `settle ...` or a scenario's `hand 0: "
                    + "...`");
            if (expectations.isEmpty()) {
                caseError("case \"" + name + "\" checks nothing", "add an `expect ...` line");
            }
            return broken ? null : new Case(name, variant, source, input, expectations, position);
        }

        private void readStatement(CasesParser.StatementContext statement) {
            if (statement instanceof CasesParser.VariantStatementContext v) {
                variant = once(variant, v, v.NAME() != null ? v.NAME().getText() : unquote(v.STRING().getSymbol()));
            } else if (statement instanceof CasesParser.SourceStatementContext s) {
                source = once(source, s, citation(s.STRING().getSymbol()));
            } else if (statement instanceof CasesParser.AnalyzeStatementContext a) {
                input = once(input, a, analyzeInput(a));
            } else if (statement instanceof CasesParser.ScoreStatementContext sc) {
                input = once(input, sc, new ScoreInput(lineText(sc, sc.HOLDING_TEXT(), "score s1 s2 s3 ... self-draw"),
                        position(sc.getStart())));
            } else if (statement instanceof CasesParser.SettleStatementContext st) {
                input = once(input, st, new SettleInput(lineText(st, st.HOLDING_TEXT(), "settle 112 85 50 30"),
                        position(st.getStart())));
            } else if (statement instanceof CasesParser.ExpectPatternsContext p) {
                List<ExpectedPattern> patterns = new ArrayList<>();
                p.patternSpec().forEach(spec -> patterns.add(new ExpectedPattern(patternName(spec),
                        number(spec.INT().getSymbol()))));
                expectations.add(new Expectation.Patterns(patterns, position(p.getStart())));
            } else if (statement instanceof CasesParser.ExpectPaymentsContext pay) {
                expectations.add(new Expectation.Payments(bySeat(pay.payment()), position(pay.getStart())));
            } else if (statement instanceof CasesParser.ExpectMatchTakenContext taken) {
                expectations.add(new Expectation.MatchTaken(bySeat(taken.payment()), position(taken.getStart())));
            } else if (statement instanceof CasesParser.ExpectDeadHandContext dead) {
                expectations.add(new Expectation.DeadHand(bySeat(dead.payment()), position(dead.getStart())));
            } else if (statement instanceof CasesParser.ExpectEscapeContext escape) {
                expectations.add(new Expectation.Escape(amount(escape.amount()), position(escape.getStart())));
            } else if (statement instanceof CasesParser.ExpectNetContext net) {
                expectations.add(new Expectation.Net(net.amount().stream().map(CaseBuilder::amount).toList(),
                        position(net.getStart())));
            } else if (statement instanceof CasesParser.ExpectRefusedContext r) {
                expectations.add(new Expectation.Refused(position(r.getStart())));
            } else if (statement instanceof CasesParser.ExpectOutcomesContext o) {
                o.outcome().forEach(outcome -> expectations.add(outcome(outcome)));
            } else if (statement instanceof CasesParser.ExpectGroupsContext g) {
                List<ExpectedGroup> groups = new ArrayList<>();
                g.groupSpec().forEach(spec -> groups.add(group(spec)));
                expectations.add(new Expectation.Groups(groups, g.INCLUDE() != null, position(g.getStart())));
            } else if (statement instanceof CasesParser.ExpectErrorContext e) {
                expectations.add(new Expectation.Error(unquote(e.STRING().getSymbol()), position(e.getStart())));
            } else if (statement instanceof CasesParser.DealerStatementContext d) {
                scenario(d);
                if (!d.SEAT().getText().equals("dealer")) {
                    error(d.SEAT().getSymbol(), "`" + d.SEAT().getText() + " " + d.INT().getText()
                            + "` is not a statement", "name the dealing seat with `dealer 0`");
                }
                dealer = once(dealer, d, number(d.INT().getSymbol()));
            } else if (statement instanceof CasesParser.DeadHandsStatementContext dh) {
                scenario(dh);
                deadHandsBefore = once(deadHandsBefore, dh, number(dh.INT().getSymbol()));
            } else if (statement instanceof CasesParser.SetupStatementContext set) {
                scenario(set);
                setup.add(scenarioLine(set, set.HOLDING_TEXT()));
            } else if (statement instanceof CasesParser.PlayStatementContext play) {
                scenario(play);
                plays.add(scenarioLine(play, play.HOLDING_TEXT()));
            } else if (statement instanceof CasesParser.ExpectStepContext step) {
                ScenarioLine line = scenarioLine(step, step.HOLDING_TEXT());
                expectations.add(new Expectation.Step(step.getChild(1).getText(), line.text(), line.position()));
            } else if (statement instanceof CasesParser.ExpectWaitsContext w) {
                Set<Integer> cards = new LinkedHashSet<>();
                w.card().forEach(card -> cards.add(card(card)));
                expectations.add(new Expectation.Waits(cards, position(w.getStart())));
            }
        }

        private <T> T once(T previous, ParserRuleContext statement, T value) {
            if (previous != null) {
                error(statement.getStart(), "a second `" + statement.getStart().getText() + "` in case \"" + name
                        + "\"", "a case has one variant, one source and one input; split it into two cases");
            }
            return value;
        }

        private void scenario(ParserRuleContext statement) {
            if (scenarioStart == null) {
                scenarioStart = position(statement.getStart());
            }
        }

        /** The rest of a scenario line, placed where its text starts (an empty text is the runner's to refuse). */
        private ScenarioLine scenarioLine(ParserRuleContext statement, TerminalNode text) {
            String keyword = statement.getStart().getType() == CasesLexer.EXPECT
                    ? statement.getChild(1).getText() : statement.getStart().getText();
            if (text == null) {
                return new ScenarioLine(keyword, "", position(statement.getStart()));
            }
            String raw = text.getText();
            int blanks = raw.length() - raw.stripLeading().length();
            Position start = position(text.getSymbol());
            return new ScenarioLine(keyword, raw.strip(), new Position(file, start.line(), start.column() + blanks));
        }

        private void error(Position at, String message, String hint) {
            broken = true;
            diagnostics.error(at, message, hint);
        }

        private AnalyzeInput analyzeInput(CasesParser.AnalyzeStatementContext a) {
            TerminalNode text = a.HOLDING_TEXT();
            if (text == null || text.getText().isBlank()) {
                error(a.getStart(), "`analyze` without a holding",
                        "write the cards on the same line, e.g. `analyze s1 s2 s3 pong:b3`");
                return new AnalyzeInput("", position(a.getStart()));
            }
            // the holding text starts after the blanks that follow `analyze`
            String raw = text.getText();
            int blanks = raw.length() - raw.stripLeading().length();
            Position start = position(text.getSymbol());
            return new AnalyzeInput(raw.strip(), new Position(file, start.line(), start.column() + blanks));
        }

        private Map<String, BigDecimal> bySeat(List<CasesParser.PaymentContext> payments) {
            Map<String, BigDecimal> bySeat = new LinkedHashMap<>();
            for (CasesParser.PaymentContext payment : payments) {
                if (bySeat.put(payment.SEAT().getText(), amount(payment.amount())) != null) {
                    error(payment.SEAT().getSymbol(), "seat " + payment.SEAT().getText() + " is given twice",
                            "name each seat once");
                }
            }
            return bySeat;
        }

        /** The verbatim rest of a `score` / `settle` line. */
        private String lineText(ParserRuleContext statement, TerminalNode text, String example) {
            if (text == null || text.getText().isBlank()) {
                error(statement.getStart(), "`" + statement.getStart().getText() + "` without a line",
                        "write it on the same line, e.g. `" + example + "`");
                return "";
            }
            return text.getText().strip();
        }

        private String citation(Token token) {
            String text = unquote(token);
            if (!CITATION.matcher(text).matches()) {
                error(token, "source \"" + text + "\" is not a seed citation",
                        "cite seeds as file:line, e.g. \"000:104\", \"000:39-41\" or \"000:56, 000:104\"; a public "
                                + "implementation as owner/repository path:line, e.g. "
                                + "\"isoundy000/HuyooPaoHuZi src/app/static/Games.lua:13\"");
            }
            return text;
        }

        private Expectation outcome(CasesParser.OutcomeContext outcome) {
            Position at = position(outcome.getStart());
            if (outcome instanceof CasesParser.CompleteOutcomeContext) {
                return new Expectation.Complete(true, at);
            }
            if (outcome instanceof CasesParser.IncompleteOutcomeContext) {
                return new Expectation.Complete(false, at);
            }
            if (outcome instanceof CasesParser.WinOutcomeContext) {
                return new Expectation.Win(true, at);
            }
            if (outcome instanceof CasesParser.NoWinOutcomeContext) {
                return new Expectation.Win(false, at);
            }
            if (outcome instanceof CasesParser.GradeOutcomeContext grade) {
                return new Expectation.Grade(number(grade.INT().getSymbol()), at);
            }
            if (outcome instanceof CasesParser.FanOutcomeContext fan) {
                return new Expectation.Fan(number(fan.INT().getSymbol()), at);
            }
            if (outcome instanceof CasesParser.BaseOutcomeContext base) {
                return new Expectation.Base(number(base.INT().getSymbol()), at);
            }
            if (outcome instanceof CasesParser.MatchOutcomeContext match) {
                return new Expectation.MatchValue(number(match.INT().getSymbol()), at);
            }
            CasesParser.HuxiOutcomeContext huxi = (CasesParser.HuxiOutcomeContext) outcome;
            return new Expectation.Huxi(huxi.INT() == null ? null : number(huxi.INT().getSymbol()), at);
        }

        private ExpectedGroup group(CasesParser.GroupSpecContext spec) {
            GroupKind kind = GroupKind.byWord(spec.KIND().getText());
            List<Integer> cards = spec.card().stream().map(this::card).toList();
            if (cards.size() != kind.size()) {
                error(spec.KIND().getSymbol(), "a " + kind.word() + " has " + kind.size() + " cards, not "
                        + cards.size(), "list every card of the group, e.g. `pong b3 b3 b3 (3)`");
            }
            return new ExpectedGroup(kind, cards, number(spec.INT().getSymbol()));
        }

        private int card(CasesParser.CardContext card) {
            return Cards.parse(card.getText());
        }

        private int number(Token token) {
            try {
                return Integer.parseInt(token.getText());
            } catch (NumberFormatException e) {
                error(token, "number " + token.getText() + " is too large", "huxi fit in a few digits");
                return 0;
            }
        }

        private void requirePresent(Object value, String what, String hint) {
            if (value == null) {
                caseError("case \"" + name + "\" has no " + what, hint);
            }
        }

        private void caseError(String message, String hint) {
            broken = true;
            diagnostics.error(position, message, hint);
        }

        private void error(Token token, String message, String hint) {
            broken = true;
            diagnostics.error(position(token), message, hint);
        }
    }

    private void error(Token token, String message, String hint) {
        diagnostics.error(position(token), message, hint);
    }

    private static String patternName(CasesParser.PatternSpecContext spec) {
        return spec.STRING() != null ? unquote(spec.STRING().getSymbol()) : spec.getChild(0).getText();
    }

    private static BigDecimal amount(CasesParser.AmountContext amount) {
        return new BigDecimal(amount.getText().startsWith("+") ? amount.getText().substring(1) : amount.getText());
    }

    private static boolean hasSyntaxError(ParseTree tree) {
        if (tree instanceof ErrorNode || tree instanceof ParserRuleContext rule && rule.exception != null) {
            return true;
        }
        for (int i = 0; i < tree.getChildCount(); i++) {
            if (hasSyntaxError(tree.getChild(i))) {
                return true;
            }
        }
        return false;
    }

    private Position position(Token token) {
        return new Position(file, token.getLine(), token.getCharPositionInLine() + 1);
    }

    private static String unquote(Token token) {
        String text = token.getText();
        return text.substring(1, text.length() - 1).replace("\\\"", "\"").replace("\\\\", "\\");
    }
}
