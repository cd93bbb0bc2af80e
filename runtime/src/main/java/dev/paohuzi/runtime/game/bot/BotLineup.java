package dev.paohuzi.runtime.game.bot;

import dev.paohuzi.runtime.rules.Turns;

import java.util.ArrayList;
import java.util.List;

/**
 * The bot registry: which bots exist, and who sits where. A lineup names one bot per seat ({@code greedy,random,
 * random}) or one for every seat ({@code random}). Every command and page that seats bots makes them here, so a hand
 * dealt from a seed is played the same way by {@code play}, {@code simulate}, {@code compare} and the stepper.
 */
public final class BotLineup {
    /** The bots there are, as a command's help lists them (a compile-time constant, so an annotation can use it). */
    public static final String NAMES = "random|greedy|expert|ismcts";
    /** The bots there are, by the name the command line and the API use. */
    public static final List<String> KINDS = List.of(NAMES.split("\\|"));
    /** How a search bot's budget is written, for help texts and messages. */
    public static final String BUDGET_HELP = "ismcts:N searches N playouts per decision, ismcts:Nms N ms of CPU time";
    /** The bot every seat gets when a command or page names none: {@code simulate}, {@code play}, the stepper, … */
    public static final String DEFAULT = "expert"; // it beats greedy on every region (docs/bots.md, "The ladder")

    private final List<String> seats;
    /** Which of the independent draws of the bots' random choices: 0 for every command; see {@link #withStream}. */
    private final long stream;

    private BotLineup(List<String> seats, long stream) {
        this.seats = List.copyOf(seats);
        this.stream = stream;
    }

    private BotLineup(List<String> seats) {
        this(seats, 0);
    }

    /**
     * A lineup from its text: one bot name for every seat, or one per seat separated by commas.
     *
     * @throws IllegalArgumentException with a plain message naming the bad part
     */
    public static BotLineup parse(String text, int players) {
        String[] names = text.split(",", -1);
        if (names.length != 1 && names.length != players) {
            throw new IllegalArgumentException("name one bot for every seat or one per seat: this variant has "
                    + players + " seats, got " + names.length + " bots in '" + text + "'");
        }
        List<String> seats = new ArrayList<>(players);
        for (int seat = 0; seat < players; seat++) {
            String name = names[names.length == 1 ? 0 : seat].strip();
            check(name);
            seats.add(name);
        }
        return new BotLineup(seats);
    }

    /** Throws a plain message where the name is no bot's: a kind, a search budget, a restricted bot's parts. */
    private static void check(String name) {
        if (RestrictedBot.named(name)) {
            RestrictedBot.restriction(name);
            check(RestrictedBot.wrapped(name));
            return;
        }
        if (!KINDS.contains(kind(name))) {
            throw new IllegalArgumentException("no bot '" + name + "'; the bots are " + String.join(", ", KINDS)
                    + " (" + BUDGET_HELP + "; " + RestrictedBot.HELP + ")");
        }
        budget(name);
    }

    /** The bot's kind: its name up to a {@code :budget}. */
    private static String kind(String name) {
        int colon = name.indexOf(':');
        return colon < 0 ? name : name.substring(0, colon);
    }

    /**
     * The search budget in {@code ismcts:N} (playouts per decision) or {@code ismcts:Nms} (milliseconds of CPU time
     * per decision), {@link IsmctsBot#DEFAULT_BUDGET} without one.
     */
    private static IsmctsBot.Budget budget(String name) {
        int colon = name.indexOf(':');
        if (colon < 0) {
            return IsmctsBot.DEFAULT_BUDGET;
        }
        if (!kind(name).equals("ismcts")) {
            throw new IllegalArgumentException("only ismcts takes a budget (ismcts:N or ismcts:Nms); got '" + name
                    + "'");
        }
        return IsmctsBot.Budget.parse(name.substring(colon + 1));
    }

    public int players() {
        return seats.size();
    }

    /** The bots' names by seat. */
    public List<String> names() {
        return seats;
    }

    /**
     * The lineup turned by {@code turns} seats: seat k gets the bot of seat k + turns. Simulations turn it by the
     * hand's seed, so every bot deals as often as every other (seats rotated) whatever the seeds played.
     */
    public BotLineup rotated(long turns) {
        int players = seats.size();
        int by = (int) Math.floorMod(turns, (long) players);
        List<String> turned = new ArrayList<>(players);
        for (int seat = 0; seat < players; seat++) {
            turned.add(seats.get(Turns.after(seat, by, players)));
        }
        return new BotLineup(turned, stream);
    }

    /**
     * The same bots making their random choices from another, independent draw: the same deals played by bots that
     * are alike in law but not in their coin flips. Two plays of one variant by two streams are equal in expectation
     * in every measure, which makes them the null pair of the statistics' calibration (docs/statistics.md).
     */
    public BotLineup withStream(long stream) {
        return new BotLineup(seats, stream);
    }

    /**
     * Fresh bots for the hand dealt from {@code handSeed} (bots keep state, so each hand gets its own): a random
     * bot's sequence comes from the hand's seed and its seat, so the same seed plays the same hand.
     */
    public Bot[] seat(long handSeed) {
        Bot[] bots = new Bot[seats.size()];
        for (int seat = 0; seat < bots.length; seat++) {
            // a stream's offset is no multiple of the golden-ratio step RandomBot keys its kinds of decision by, so
            // stream 1's draws are not stream 0's of another kind: the streams are independent
            bots[seat] = bot(seats.get(seat), handSeed * 31 + seat + stream * 0xD1B54A32D192ED03L);
        }
        return bots;
    }

    /** The bot of this name, a random or search bot drawing from {@code seed}. */
    private static Bot bot(String name, long seed) {
        if (RestrictedBot.named(name)) {
            return new RestrictedBot(RestrictedBot.restriction(name), bot(RestrictedBot.wrapped(name), seed));
        }
        return switch (kind(name)) {
            case "greedy" -> new GreedyBot();
            case "expert" -> new ExpertBot();
            case "ismcts" -> new IsmctsBot(budget(name), seed);
            default -> new RandomBot(seed);
        };
    }

    /** {@code random} when every seat has the same bot, else the names by seat: what {@link #parse} reads back. */
    @Override
    public String toString() {
        return seats.stream().distinct().count() == 1 ? seats.get(0) : String.join(",", seats);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof BotLineup lineup && lineup.seats.equals(seats) && lineup.stream == stream;
    }

    @Override
    public int hashCode() {
        return seats.hashCode() * 31 + Long.hashCode(stream);
    }
}
