package dev.paohuzi.conformance.run;

import dev.paohuzi.compiler.Room;
import dev.paohuzi.conformance.model.Case;

import java.nio.file.Path;

/**
 * The cases a run takes (`conformance --variant V`, the Conformance page's variant). A case's expected values are
 * worked out for the rules its {@code variant} line names, so a room runs only the cases written for its rules: those
 * whose room, located as their case file locates it, is the same variant file with the same options in effect
 * ({@link VariantLibrary.PlayedRoom}) — {@code youxian[自摸加3息]}, an option on by default, runs the cases of plain
 * {@code youxian}, and {@code youxian[无名堂]} those of {@code youxian[无名堂]} however they order or repeat its
 * defaults. A plain name takes the cases that name the variant and its rooms, as their lines write it.
 */
@FunctionalInterface
public interface CaseSelection {
    /** Every case. */
    CaseSelection ALL = (testCase, caseFile, library) -> true;

    boolean takes(Case testCase, Path caseFile, VariantLibrary library);

    /** The cases of a variant named as the cases' {@code variant} lines write it, and of its rooms. */
    static CaseSelection variant(String name) {
        return (testCase, caseFile, library) -> name.equals(Room.variantOf(testCase.variant()));
    }

    /** The cases that play {@code room}'s rules; a case whose room does not compile plays none. */
    static CaseSelection room(VariantLibrary.PlayedRoom room) {
        return (testCase, caseFile, library) -> library.file(testCase.variant(), caseFile).equals(room.file())
                && room.equals(library.load(testCase.variant(), caseFile).played());
    }
}
