package io.github.reversi4j.engine;

import io.github.reversi4j.core.TextParseException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * How far a search may go: a depth, a time and a count of nodes, each optional; the search ends at
 * the first bound it reaches. {@code Limit.depth(20).withTime(Duration.ofSeconds(5))} is "depth 20
 * or 5 seconds, whichever comes first"; {@link #none()}, no bound at all, lets the engine search as
 * its own settings say (the client then waits up to {@link EngineOptions#searchTimeout()}).
 *
 * <p>Each protocol sends what it can say: NBoard a depth ({@code set depth}) and a time (the search is
 * stopped when it is up); GTP a time ({@code time_settings}, {@code time_left}); neither has a node
 * count, which a {@link Player} served by {@link EngineServer} may read. A client refuses a limit
 * whose bound its protocol cannot send.
 *
 * <p>The text names the bounds set, in this order: {@code depth 20, time PT5S, nodes 1000000}, or
 * {@code none}; the text is canonical: equal values, equal texts.
 *
 * @param depth the midgame search depth in plies, 1 to {@link #MAX_DEPTH}
 * @param time the time, 1 ms to 24 hours
 * @param nodes the count of positions searched, 1 to {@link #MAX_NODES}
 */
public record Limit(OptionalInt depth, Optional<Duration> time, OptionalLong nodes) {

    /** The deepest depth a limit may name: every empty square of the largest board. */
    public static final int MAX_DEPTH = 256;

    /** The largest node count a limit may name: 10^18 - 1, eighteen digits. */
    public static final long MAX_NODES = 999_999_999_999_999_999L;

    private static final Limit NONE = new Limit(OptionalInt.empty(), Optional.empty(), OptionalLong.empty());

    /**
     * Checks the bounds.
     *
     * @param depth the depth
     * @param time the time
     * @param nodes the node count
     * @throws IllegalArgumentException if a bound is out of range
     */
    public Limit {
        Objects.requireNonNull(depth, "depth");
        Objects.requireNonNull(time, "time");
        Objects.requireNonNull(nodes, "nodes");
        if (depth.isPresent() && (depth.getAsInt() < 1 || depth.getAsInt() > MAX_DEPTH)) {
            throw new IllegalArgumentException("a depth is 1 to " + MAX_DEPTH + " plies, not " + depth.getAsInt());
        }
        if (time.isPresent() && (time.get().compareTo(Duration.ofMillis(1)) < 0
                || time.get().compareTo(Duration.ofHours(24)) > 0)) {
            throw new IllegalArgumentException("a time limit is 1 ms to 24 hours, not " + time.get());
        }
        if (nodes.isPresent() && (nodes.getAsLong() < 1 || nodes.getAsLong() > MAX_NODES)) {
            throw new IllegalArgumentException("a node limit is 1 to " + MAX_NODES + ", not " + nodes.getAsLong());
        }
    }

    /**
     * Returns the limit of no bound: the engine searches as its own settings say.
     *
     * @return the limit
     */
    public static Limit none() {
        return NONE;
    }

    /**
     * Returns a depth limit.
     *
     * @param plies the midgame search depth in plies, 1 to {@link #MAX_DEPTH}
     * @return the limit
     * @throws IllegalArgumentException if the depth is out of range
     */
    public static Limit depth(int plies) {
        return NONE.withDepth(plies);
    }

    /**
     * Returns a time limit.
     *
     * @param time the time for the search, 1 ms to 24 hours
     * @return the limit
     * @throws IllegalArgumentException if the time is out of range
     */
    public static Limit time(Duration time) {
        return NONE.withTime(time);
    }

    /**
     * Returns a node limit.
     *
     * @param nodes the most positions to search, 1 to {@link #MAX_NODES}
     * @return the limit
     * @throws IllegalArgumentException if the count is out of range
     */
    public static Limit nodes(long nodes) {
        return NONE.withNodes(nodes);
    }

    /**
     * Returns this limit with a depth.
     *
     * @param plies the depth, 1 to {@link #MAX_DEPTH}
     * @return the limit
     */
    public Limit withDepth(int plies) {
        return new Limit(OptionalInt.of(plies), time, nodes);
    }

    /**
     * Returns this limit with a time.
     *
     * @param t the time, 1 ms to 24 hours
     * @return the limit
     */
    public Limit withTime(Duration t) {
        return new Limit(depth, Optional.of(t), nodes);
    }

    /**
     * Returns this limit with a node count.
     *
     * @param n the most positions, 1 to {@link #MAX_NODES}
     * @return the limit
     */
    public Limit withNodes(long n) {
        return new Limit(depth, time, OptionalLong.of(n));
    }

    /**
     * Reads a limit from its text: bounds separated by {@code ", "}, each {@code depth N}, {@code time D}
     * (an ISO-8601 duration such as {@code PT2S}) or {@code nodes N}, in that order, or {@code none}.
     *
     * @param text the text
     * @return the limit
     * @throws TextParseException if the text is not a limit, at the bound found wrong
     */
    static Limit parse(String text) {
        if (text.equals("none")) {
            return NONE;
        }
        Limit l = NONE;
        String[] parts = text.split(", ", -1);
        int order = 0;
        int at = 0;
        try {
            for (String p : parts) {
                String[] w = p.split(" ", -1);
                if (w.length != 2) {
                    throw new IllegalArgumentException("expected e.g. 'depth 6', 'time PT2S' or 'depth 20, time PT5S'");
                }
                int rank = switch (w[0]) {
                    case "depth" -> 1;
                    case "time" -> 2;
                    case "nodes" -> 3;
                    default -> 0;
                };
                if (rank == 0 || rank <= order) {
                    throw new IllegalArgumentException("'" + Ascii.excerpt(w[0]) + "' is not depth, time or nodes in that order");
                }
                order = rank;
                l = switch (rank) {
                    case 1 -> l.withDepth((int) Ascii.parse(w[1], Integer.MIN_VALUE, Integer.MAX_VALUE));
                    case 2 -> l.withTime(Duration.parse(w[1]));
                    default -> l.withNodes(Ascii.parse(w[1], Long.MIN_VALUE, Long.MAX_VALUE));
                };
                at += p.length() + 2;
            }
        } catch (RuntimeException e) {
            throw new TextParseException("not a limit: '" + Ascii.excerpt(text) + "' (" + e.getMessage() + ")", text,
                    Math.min(at, text.length()));
        }
        return l;
    }

    @Override
    public String toString() {
        List<String> parts = new ArrayList<>(3);
        depth.ifPresent(d -> parts.add("depth " + d));
        time.ifPresent(t -> parts.add("time " + t));
        nodes.ifPresent(n -> parts.add("nodes " + n));
        return parts.isEmpty() ? "none" : String.join(", ", parts);
    }
}
