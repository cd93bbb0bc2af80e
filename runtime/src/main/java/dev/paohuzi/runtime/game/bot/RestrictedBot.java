package dev.paohuzi.runtime.game.bot;

import dev.paohuzi.runtime.analysis.Waits;
import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.game.Action;
import dev.paohuzi.runtime.game.ActionType;
import dev.paohuzi.runtime.game.Observation;
import dev.paohuzi.runtime.holding.Counts;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Predicate;

/**
 * Restricted play (Jaffe, Miller, Andersen, Liu, Karlin, Popović, "Evaluating competitive game balance with
 * restricted play", AIIDE 2012): a bot that may not make one kind of move, otherwise playing as the bot it wraps.
 * How much the restriction costs it against the unrestricted bot, over the same deals, is how much the rules reward
 * that kind of move. A decision's forbidden options are taken out before the wrapped bot weighs them; where the rules
 * leave nothing else (a forced pong under 必碰), the wrapped bot chooses among them all, as the rules force.
 * <p>
 * Named {@code restricted:R:BOT} in the registry ({@link BotLineup}): {@code restricted:never-pong:expert}.
 */
public final class RestrictedBot implements Bot {
    /** How a restricted bot is named: the prefix, then the restriction and the bot it wraps. */
    public static final String PREFIX = "restricted:";
    /** How a restricted bot is written, for help texts and messages. */
    public static final String HELP = "restricted:R:BOT plays as BOT without one kind of move, R one of "
            + "never-pong, never-chi, first-win, first-wait";

    /** A kind of move forbidden, read from the engine's action types and, for a discard, the waits it leaves. */
    public enum Restriction {
        /** Never claims a pong: no {@link ActionType#PONG} option (a pao or wei, forced by the rules, stays). */
        NEVER_PONG("never-pong"),
        /** Never chis: no {@link ActionType#CHI} option, with or without 比 groups. */
        NEVER_CHI("never-chi"),
        /**
         * Wins at the first chance: where a {@link ActionType#HU} is offered, every other option (a pass, which
         * waits for a bigger win, or a claim) is forbidden.
         */
        FIRST_WIN("first-win"),
        /**
         * Never waits for a better win (a 名堂, more huxi, more winning cards): in a {@link ActionType#DISCARD}
         * decision where some discard leaves its hand one card from a win the win rule allows, every discard that
         * leaves no such hand is forbidden. Claims are not restricted; the discard after a claim is.
         */
        FIRST_WAIT("first-wait");

        private final String word;

        Restriction(String word) {
            this.word = word;
        }

        public String word() {
            return word;
        }

        /**
         * The restriction of this name.
         *
         * @throws IllegalArgumentException naming the restrictions there are
         */
        public static Restriction of(String word) {
            return Arrays.stream(values()).filter(r -> r.word.equals(word)).findFirst().orElseThrow(
                    () -> new IllegalArgumentException("no restriction '" + word + "'; the restrictions are "
                            + String.join(", ", Arrays.stream(values()).map(Restriction::word).toList())));
        }
    }

    private final Restriction restriction;
    private final Bot bot;
    private Waits waits;

    public RestrictedBot(Restriction restriction, Bot bot) {
        this.restriction = restriction;
        this.bot = bot;
    }

    /** The registry's name of a bot restricted: {@code restricted:R:BOT}. */
    public static String name(Restriction restriction, String bot) {
        return PREFIX + restriction.word + ":" + bot;
    }

    /** Whether a bot's name is a restricted bot's. */
    public static boolean named(String name) {
        return name.startsWith(PREFIX);
    }

    /**
     * The restriction a restricted bot's name states.
     *
     * @throws IllegalArgumentException a plain message where the name is no {@code restricted:R:BOT}
     */
    public static Restriction restriction(String name) {
        return Restriction.of(parts(name)[0]);
    }

    /** The name of the bot a restricted bot's name wraps (itself a name the registry reads). */
    public static String wrapped(String name) {
        return parts(name)[1];
    }

    private static String[] parts(String name) {
        String[] parts = name.substring(PREFIX.length()).split(":", 2);
        if (!named(name) || parts.length < 2 || parts[1].isEmpty()) {
            throw new IllegalArgumentException("a restricted bot is written " + HELP + "; got '" + name + "'");
        }
        return parts;
    }

    @Override
    public Action choose(Observation view, List<Action> options) {
        Predicate<Action> allowed = allowed(view, options);
        List<Action> left = new ArrayList<>(options.size());
        for (Action option : options) {
            if (allowed.test(option)) {
                left.add(option);
            }
        }
        return bot.choose(view, left.isEmpty() ? options : left);
    }

    /** The options of this decision the restriction leaves. */
    Predicate<Action> allowed(Observation view, List<Action> options) {
        return switch (restriction) {
            case NEVER_PONG -> option -> option.type() != ActionType.PONG;
            case NEVER_CHI -> option -> option.type() != ActionType.CHI;
            case FIRST_WIN -> Action.winAmong(options) == null ? option -> true
                    : option -> option.type() == ActionType.HU;
            case FIRST_WAIT -> waitingDiscards(view, options);
        };
    }

    /**
     * Where some discard leaves a hand one card from a win, those discards (and every option not a discard); else
     * every option.
     */
    private Predicate<Action> waitingDiscards(Observation view, List<Action> options) {
        int[] hand = view.hand();
        int jokers = hand[Cards.JOKER];
        long packed = view.packedHand();
        if (waits == null) {
            waits = new Waits(view.analyzer(), true);
        }
        waits.table(view.analyzedTable(), view.tableHuxi(view.seat()));
        int may = waits.discardsMayWin(packed, jokers);
        int waiting = 0;    // bit per card whose discard leaves a waiting hand; the joker's at Cards.JOKER
        for (Action option : options) {
            int card = option.type() == ActionType.DISCARD ? option.card() : -1;
            boolean joker = card == Cards.JOKER;
            boolean tried = joker ? jokers > 0 : card >= 0 && (may >> card & 1) != 0;
            if (tried && waits.winning(joker ? packed : Counts.add(packed, card, -1), joker ? jokers - 1 : jokers)
                    != 0) {
                waiting |= 1 << card;
            }
        }
        int left = waiting;
        return left == 0 ? option -> true
                : option -> option.type() != ActionType.DISCARD || (left >> option.card() & 1) != 0;
    }

    @Override
    public String name() {
        return name(restriction, bot.name());
    }
}
