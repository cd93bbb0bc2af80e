package dev.paohuzi.compiler.ast;

import dev.paohuzi.compiler.Room;
import dev.paohuzi.compiler.diag.Position;

import java.util.List;
import java.util.Optional;

/**
 * One variant or delta file as written, before inheritance. A delta is a body of rules without a parent of its
 * own, applied on a variant's parent by `with` (docs/language.md, Deltas); it has no parent and no deltas, a variant
 * has no relations.
 *
 * @param deltas    the variant's `with` list, in the order they apply
 * @param relations the delta's `requires`, `excludes` and `overrides`
 * @param options   the room options the variant offers, in the order they apply
 * @param parentPicks the options of the parent's lineage its `extends` chooses ({@code extends hunan[半花样]})
 */
public record VariantAst(String name, Position position, Optional<String> parent, Position parentPosition,
                         String title, Body body, Kind kind, List<DeltaRef> deltas, DeltaRelations relations,
                         List<OptionAst> options, List<Room.Pick> parentPicks) {
    public VariantAst {
        deltas = List.copyOf(deltas);
        options = List.copyOf(options);
        parentPicks = List.copyOf(parentPicks);
    }

    /** What the file holds: the header word, and the file extension it is looked up by. */
    public enum Kind {
        VARIANT("variant", ".variant"),
        DELTA("delta", ".delta");

        public final String word;
        public final String extension;

        Kind(String word, String extension) {
            this.word = word;
            this.extension = extension;
        }
    }
}
