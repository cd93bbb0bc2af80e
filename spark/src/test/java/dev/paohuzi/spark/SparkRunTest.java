package dev.paohuzi.spark;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** SparkRun's bad arguments: each refused with the reason, before Spark starts or a hand is played. */
class SparkRunTest {
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "simulate ../variants/hunan.variant --hands 10 --matches 10 --seed 1 | name one of --hands N and --matches N",
        "simulate ../variants/hunan.variant --seed 1 | name one of --hands N and --matches N",
        "simulate ../variants/hunan.variant --matches 0 --seed 1 | --matches must be 1 to 1000000000, got 0",
        "compare ../variants/hunan.variant ../variants/hunan-peel.variant --matches 5 --seed 1 --per-hand x.jsonl"
                + " | --per-hand with --matches: a compared match's hands do not pair one by one",
        "simulate ../variants/hunan.variant --hands 10 --seed 1 --metric 'dead hands'"
                + " | --metric names compare's primary metric; simulate has none",
        "compare ../variants/hunan.variant ../variants/hunan-half.variant --hands 10 --seed 1 --metric nothing"
                + " | --metric: no metric 'nothing'",
        "simulate ../variants/hunan.variant --hands 10 --seed 1 --threads 2 | unknown option --threads",
        "simulate ../variants/peel.delta --hands 10 --seed 1 | ../variants/peel.delta has errors",
    })
    void refuses(String command, String reason) {
        String[] args = command.replace("'dead hands'", "dead\u0000hands").split(" ");
        for (int i = 0; i < args.length; i++) {
            args[i] = args[i].replace('\u0000', ' ');
        }
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> SparkRun.run(args));
        assertTrue(refused.getMessage().startsWith(reason), refused.getMessage());
    }
}
