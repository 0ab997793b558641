package io.github.reversi4j.engine;

import java.time.Duration;
import java.util.Objects;

/**
 * How long to wait for an engine and how much of it to read. Every wait of the client is bounded by
 * one of these timeouts; a search may also take its {@link Limit}'s time.
 *
 * @param startTimeout the wait for the engine's first answer after it starts (its name, or a
 *     {@code pong}); engines that load a large book need several seconds
 * @param replyTimeout the wait for the answer to a command, and the grace a search gets beyond its
 *     time limit; a depth-limited search is bounded by {@link #searchTimeout()}
 * @param searchTimeout the wait for the answer to a depth-limited search, and to a GTP search of an
 *     engine that takes no time commands
 * @param closeTimeout the wait for the engine to quit on {@link Engine#close()} before it is killed
 * @param maxLineLength the longest line accepted from the engine, in characters
 * @param maxLinesPerReply the most lines accepted for one answer (thinking output included)
 * @param log the hook that sees every line exchanged
 */
public record EngineOptions(Duration startTimeout, Duration replyTimeout, Duration searchTimeout,
        Duration closeTimeout, int maxLineLength, int maxLinesPerReply, EngineLog log) {

    /** The longest timeout accepted: one day. */
    public static final Duration MAX_TIMEOUT = Duration.ofDays(1);

    /**
     * Checks the options.
     *
     * @param startTimeout the start timeout
     * @param replyTimeout the reply timeout
     * @param searchTimeout the search timeout
     * @param closeTimeout the close timeout
     * @param maxLineLength the longest line, 80 to 16 Mi characters
     * @param maxLinesPerReply the most lines for an answer, 1 to 10 million
     * @param log the log
     */
    public EngineOptions {
        check("startTimeout", startTimeout);
        check("replyTimeout", replyTimeout);
        check("searchTimeout", searchTimeout);
        check("closeTimeout", closeTimeout);
        Objects.requireNonNull(log, "log");
        if (maxLineLength < 80 || maxLineLength > (16 << 20)) {
            throw new IllegalArgumentException("maxLineLength is 80 to 16 Mi characters, not " + maxLineLength);
        }
        if (maxLinesPerReply < 1 || maxLinesPerReply > 10_000_000) {
            throw new IllegalArgumentException("maxLinesPerReply is 1 to 10 million, not " + maxLinesPerReply);
        }
    }

    private static void check(String name, Duration d) {
        Objects.requireNonNull(d, name);
        if (d.isNegative() || d.compareTo(MAX_TIMEOUT) > 0) {
            throw new IllegalArgumentException(name + " is 0 to 1 day, not " + d);
        }
    }

    /**
     * Returns the defaults: 10 s to start, 5 s for a reply (and beyond a time limit), 10 minutes for
     * a depth-limited search, 2 s to quit, lines of 64 Ki characters, 100,000 lines an answer, no log.
     *
     * @return the defaults
     */
    public static EngineOptions defaults() {
        return new EngineOptions(Duration.ofSeconds(10), Duration.ofSeconds(5), Duration.ofMinutes(10),
                Duration.ofSeconds(2), 64 << 10, 100_000, EngineLog.none());
    }

    /**
     * Returns these options with another start timeout.
     *
     * @param timeout the timeout
     * @return the options
     */
    public EngineOptions withStartTimeout(Duration timeout) {
        return new EngineOptions(timeout, replyTimeout, searchTimeout, closeTimeout, maxLineLength, maxLinesPerReply, log);
    }

    /**
     * Returns these options with another reply timeout.
     *
     * @param timeout the timeout
     * @return the options
     */
    public EngineOptions withReplyTimeout(Duration timeout) {
        return new EngineOptions(startTimeout, timeout, searchTimeout, closeTimeout, maxLineLength, maxLinesPerReply, log);
    }

    /**
     * Returns these options with another timeout for depth-limited searches.
     *
     * @param timeout the timeout
     * @return the options
     */
    public EngineOptions withSearchTimeout(Duration timeout) {
        return new EngineOptions(startTimeout, replyTimeout, timeout, closeTimeout, maxLineLength, maxLinesPerReply, log);
    }

    /**
     * Returns these options with another close timeout.
     *
     * @param timeout the timeout
     * @return the options
     */
    public EngineOptions withCloseTimeout(Duration timeout) {
        return new EngineOptions(startTimeout, replyTimeout, searchTimeout, timeout, maxLineLength, maxLinesPerReply, log);
    }

    /**
     * Returns these options with other output bounds.
     *
     * @param lineLength the longest line accepted
     * @param linesPerReply the most lines accepted for one answer
     * @return the options
     */
    public EngineOptions withOutputLimits(int lineLength, int linesPerReply) {
        return new EngineOptions(startTimeout, replyTimeout, searchTimeout, closeTimeout, lineLength, linesPerReply, log);
    }

    /**
     * Returns these options with another log.
     *
     * @param newLog the log
     * @return the options
     */
    public EngineOptions withLog(EngineLog newLog) {
        return new EngineOptions(startTimeout, replyTimeout, searchTimeout, closeTimeout, maxLineLength, maxLinesPerReply, newLog);
    }
}
