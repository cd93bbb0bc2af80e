package dev.paohuzi.compiler.pass;

import dev.paohuzi.compiler.ast.Block;
import dev.paohuzi.compiler.ast.Body;
import dev.paohuzi.compiler.ast.Choice;
import dev.paohuzi.compiler.ast.Setting;
import dev.paohuzi.compiler.ast.Without;
import dev.paohuzi.compiler.diag.Diagnostics;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The rules in effect while a variant is resolved, and the one way a body of rules lays over them — the parent's
 * rules, then each delta of the `with` list, then the variant's own lines. A rule replaces the rule of the same
 * name; a pattern replaces the one of the same name part by part (`pattern 点胡 { fan: 4 }` keeps the `when:` it
 * does not restate); `without pattern NAME` drops one; a choice replaces the inherited choices on its topic wherever
 * they were given (beside a rule, in a pattern, or alone: a child's 地胡 beside its `dihu when:` replaces the parent's
 * 地胡 beside `tianhu on reveal card:`), and the other choices add up.
 */
final class Layering {
    private final Map<String, Inherited<Setting>> settings = new LinkedHashMap<>();
    private final Map<String, Inherited<Block>> blocks = new LinkedHashMap<>();
    private final List<Inherited<Choice>> choices = new ArrayList<>();

    Layering(ResolvedVariant parent) {
        parent.settings().forEach(s -> settings.put(s.item().name(), s));
        parent.blocks().forEach(b -> blocks.put(key(b.item()), b));
        choices.addAll(parent.choices());
    }

    /**
     * Lays a body over the rules so far.
     *
     * @param from  what explain names as the origin of its rules: a variant, or `delta NAME`
     * @param below what it lies on, for the hint of a `without` that finds nothing to drop
     */
    void apply(Body body, String from, String below, Diagnostics report) {
        dropChoicesOn(body.topics());
        body.settings().forEach(s -> settings.put(s.name(), new Inherited<>(s, from)));
        for (Without without : body.withouts()) {
            if (blocks.remove(key(without.kind(), without.name())) == null) {
                report.error(without.position(), "there is no inherited " + without.kind() + " '" + without.name()
                        + "' to remove", below + " has no such " + without.kind());
            }
        }
        for (Block block : body.blocks()) {
            Inherited<Block> inherited = blocks.get(key(block));
            Block laid = inherited == null ? block : overlay(inherited.item(), block);
            blocks.put(key(block), new Inherited<>(laid, from));
        }
        body.choices().forEach(c -> choices.add(new Inherited<>(c, from)));
    }

    /** The body's readings replace the inherited ones on their topics: a child names its own reading. */
    private void dropChoicesOn(Set<String> topics) {
        if (topics.isEmpty()) {
            return;
        }
        settings.replaceAll((name, s) -> new Inherited<>(s.item().withoutChoicesOn(topics), s.from()));
        blocks.replaceAll((key, b) -> new Inherited<>(b.item().withoutChoicesOn(topics), b.from()));
        choices.removeIf(c -> topics.contains(c.item().topic()));
    }

    List<Inherited<Setting>> settings() {
        return List.copyOf(settings.values());
    }

    List<Inherited<Block>> blocks() {
        return List.copyOf(blocks.values());
    }

    List<Inherited<Choice>> choices() {
        return List.copyOf(choices);
    }

    /**
     * A block restated over an inherited one of the same kind and name: the parts it gives replace the inherited
     * parts, the others stay; its citation and its own choices replace the inherited ones when it has any.
     */
    static Block overlay(Block inherited, Block restated) {
        Set<String> restatedParts = restated.body().settings().stream().map(Setting::name).collect(Collectors.toSet());
        List<Setting> parts = new ArrayList<>();
        inherited.body().settings().stream().filter(s -> !restatedParts.contains(s.name())).forEach(parts::add);
        parts.addAll(restated.body().settings());
        Body body = restated.body();
        Body merged = new Body(parts, body.blocks(), body.withouts(),
                body.sources().isEmpty() ? inherited.body().sources() : body.sources(),
                body.choices().isEmpty() ? inherited.body().choices() : body.choices());
        return new Block(restated.kind(), restated.name(), restated.position(), merged,
                restated.citation().or(inherited::citation));
    }

    /** The key a body's item is overridden and dropped by: `pattern 红胡`. */
    static String key(Block block) {
        return key(block.kind(), block.name());
    }

    static String key(String kind, String name) {
        return kind + " " + name;
    }
}
