package dev.paohuzi.compiler.rules;

import dev.paohuzi.compiler.ast.Setting;
import dev.paohuzi.compiler.ast.ValueItem;
import dev.paohuzi.compiler.diag.Diagnostics;

import java.util.Optional;
import java.util.StringJoiner;

/** `red points: 2, 7, 10` (000:11): the card points that are red, as a bit set over points 1..10. */
final class RedPointsRule extends RuleKeyword<Integer> {
    RedPointsRule() {
        super("red points", "the card points (of both sizes) that are red 红; all others are black");
    }

    @Override
    protected Optional<Integer> read(Setting setting, Diagnostics diagnostics) {
        int bits = 0;
        boolean ok = true;
        for (ValueItem item : setting.value()) {
            Optional<Integer> point = Values.integer(item, name(), 1, 10, diagnostics);
            if (point.isEmpty()) {
                ok = false;
            } else if ((bits >> point.get() & 1) != 0) {
                diagnostics.error(item.position(), "point " + point.get() + " is listed twice", "list each point once");
                ok = false;
            } else {
                bits |= 1 << point.get();
            }
        }
        return ok ? Optional.of(bits) : Optional.empty();
    }

    @Override
    protected void lower(Integer value, RuleSetBuilder builder) {
        builder.redPoints = value;
    }

    @Override
    protected String describe(Integer value) {
        StringJoiner points = new StringJoiner(", ");
        for (int point = 1; point <= 10; point++) {
            if ((value >> point & 1) != 0) {
                points.add(Integer.toString(point));
            }
        }
        return points.length() == 0 ? "none" : points.toString();
    }

    @Override
    public ValueKind kind() {
        return ValueKind.NUMBER_LIST;
    }
}
