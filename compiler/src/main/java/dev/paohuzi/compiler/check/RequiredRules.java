package dev.paohuzi.compiler.check;

import dev.paohuzi.compiler.diag.Diagnostics;
import dev.paohuzi.compiler.pass.ResolvedVariant;
import dev.paohuzi.compiler.rules.RuleCatalogue;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/** After inheritance every rule of the catalogue must have a value: there are no silent defaults. */
public final class RequiredRules implements Check {
    @Override
    public void run(ResolvedVariant variant, Diagnostics diagnostics) {
        Set<String> present = variant.settings().stream().map(s -> s.item().name()).collect(Collectors.toSet());
        List<String> missing = RuleCatalogue.names().stream().filter(name -> !present.contains(name)).toList();
        if (!missing.isEmpty()) {
            diagnostics.error(variant.own().position(), (missing.size() == 1 ? "a required rule is missing: "
                    : missing.size() + " required rules are missing: ") + String.join(", ", missing),
                    variant.own().parent().isPresent() ? "set them here or in the parent variant"
                            : "set them, or write `variant " + variant.name() + " extends hunan` to inherit them");
        }
    }
}
