package io.github.reversi4j.engine;

import io.github.reversi4j.core.TextParseException;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.Objects;
import java.util.Optional;

/**
 * How long to wait for an engine and how much of it to read. Every wait of the client is bounded by
 * one of these timeouts; a search may also take its {@link Limit}'s time.
 *
 * <p>The canonical text names each bound, the timeouts as ISO-8601 durations:
 * {@code startTimeout PT10S, replyTimeout PT5S, searchTimeout PT10M, closeTimeout PT2S,
 * maxLineLength 65536, maxLinesPerReply 100000, maxReplyLength 4194304}, then
 * {@code , directory "/opt/edax"} when a working folder is set. The log is a hook, not a value, and the text leaves
 * it out.
 *
 * @param startTimeout the wait for the engine's first answer after it starts (its name, or a
 *     {@code pong}); engines that load a large book need several seconds
 * @param replyTimeout the wait for the answer to a command, and the grace a search gets beyond its
 *     time limit; a depth-limited search is bounded by {@link #searchTimeout()}
 * @param searchTimeout the wait for the answer to a depth-limited search, and to a GTP search of an
 *     engine that takes no time commands
 * @param closeTimeout the wait for the engine to quit on {@link Engine#close()} before it is killed
 * @param maxLineLength the longest line accepted from the engine, in characters
 * @param maxLinesPerReply the most lines accepted for one answer (thinking output and stray lines
 *     included)
 * @param maxReplyLength the most characters accepted for one answer, all its lines together: the
 *     client never holds more of one answer than this
 * @param directory the engine's working folder; empty for the caller's. Edax reads its
 *     {@code data/eval.dat} relative to it
 * @param log the hook that sees every line exchanged
 */
public record EngineOptions(Duration startTimeout, Duration replyTimeout, Duration searchTimeout,
        Duration closeTimeout, int maxLineLength, int maxLinesPerReply, int maxReplyLength, Optional<Path> directory,
        EngineLog log) {

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
     * @param maxReplyLength the most characters for an answer, 80 to 256 Mi
     * @param directory the working folder, or empty
     * @param log the log
     */
    public EngineOptions {
        check("startTimeout", startTimeout);
        check("replyTimeout", replyTimeout);
        check("searchTimeout", searchTimeout);
        check("closeTimeout", closeTimeout);
        Objects.requireNonNull(log, "log");
        Objects.requireNonNull(directory, "directory");
        if (maxReplyLength < 80 || maxReplyLength > (256 << 20)) {
            throw new IllegalArgumentException("maxReplyLength is 80 to 256 Mi characters, not " + maxReplyLength);
        }
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
                Duration.ofSeconds(2), 64 << 10, 100_000, 4 << 20, Optional.empty(), EngineLog.none());
    }

    /**
     * Reads the canonical text, with no log.
     *
     * @param text e.g. {@code startTimeout PT10S, replyTimeout PT5S, searchTimeout PT10M, closeTimeout
     *     PT2S, maxLineLength 65536, maxLinesPerReply 100000}
     * @return the options, with {@link EngineLog#none()}
     * @throws TextParseException if the text is not such options, at the first character found wrong
     */
    static EngineOptions parse(String text) {
        TextCursor in = new TextCursor(text, "engine options");
        Duration start = duration(in, "startTimeout ");
        Duration reply = duration(in, ", replyTimeout ");
        Duration search = duration(in, ", searchTimeout ");
        Duration close = duration(in, ", closeTimeout ");
        in.expect(", maxLineLength ");
        int at = in.index();
        long line = in.number("maxLineLength", 80, 16 << 20);
        in.expect(", maxLinesPerReply ");
        long lines = in.number("maxLinesPerReply", 1, 10_000_000);
        in.expect(", maxReplyLength ");
        long chars = in.number("maxReplyLength", 80, 256 << 20);
        Optional<Path> dir = Optional.empty();
        if (in.accept(", directory ")) {
            int d = in.index();
            String folder = in.quoted("a folder");
            try {
                dir = Optional.of(Path.of(folder));
            } catch (InvalidPathException e) {
                throw in.error("not a folder: " + TextCursor.quote(folder), d);
            }
        }
        in.expectEnd();
        try {
            return new EngineOptions(start, reply, search, close, (int) line, (int) lines, (int) chars, dir,
                    EngineLog.none());
        } catch (IllegalArgumentException e) {
            throw in.error(e.getMessage(), at);
        }
    }

    private static Duration duration(TextCursor in, String name) {
        in.expect(name);
        int at = in.index();
        String w = in.until(",");
        Duration d;
        try {
            d = Duration.parse(w);
        } catch (DateTimeParseException e) {
            throw in.error(name.replace(",", "").strip() + " is an ISO-8601 duration such as PT5S, not '" + Ascii.excerpt(w)
                    + "'", at);
        }
        if (d.isNegative() || d.compareTo(MAX_TIMEOUT) > 0) {
            throw in.error(name.replace(",", "").strip() + " is 0 to 1 day, not " + d, at);
        }
        return d;
    }

    /**
     * Returns the canonical text: every bound, not the log.
     *
     * @return e.g. {@code startTimeout PT10S, replyTimeout PT5S, searchTimeout PT10M, closeTimeout PT2S,
     *     maxLineLength 65536, maxLinesPerReply 100000}
     */
    @Override
    public String toString() {
        return "startTimeout " + startTimeout + ", replyTimeout " + replyTimeout + ", searchTimeout " + searchTimeout
                + ", closeTimeout " + closeTimeout + ", maxLineLength " + maxLineLength + ", maxLinesPerReply "
                + maxLinesPerReply + ", maxReplyLength " + maxReplyLength
                + directory.map(d -> ", directory " + TextCursor.quote(d.toString())).orElse("");
    }

    /**
     * Returns these options with another start timeout.
     *
     * @param timeout the timeout
     * @return the options
     */
    public EngineOptions withStartTimeout(Duration timeout) {
        return new EngineOptions(timeout, replyTimeout, searchTimeout, closeTimeout, maxLineLength, maxLinesPerReply, maxReplyLength, directory, log);
    }

    /**
     * Returns these options with another reply timeout.
     *
     * @param timeout the timeout
     * @return the options
     */
    public EngineOptions withReplyTimeout(Duration timeout) {
        return new EngineOptions(startTimeout, timeout, searchTimeout, closeTimeout, maxLineLength, maxLinesPerReply, maxReplyLength, directory, log);
    }

    /**
     * Returns these options with another timeout for depth-limited searches.
     *
     * @param timeout the timeout
     * @return the options
     */
    public EngineOptions withSearchTimeout(Duration timeout) {
        return new EngineOptions(startTimeout, replyTimeout, timeout, closeTimeout, maxLineLength, maxLinesPerReply, maxReplyLength, directory, log);
    }

    /**
     * Returns these options with another close timeout.
     *
     * @param timeout the timeout
     * @return the options
     */
    public EngineOptions withCloseTimeout(Duration timeout) {
        return new EngineOptions(startTimeout, replyTimeout, searchTimeout, timeout, maxLineLength, maxLinesPerReply, maxReplyLength, directory, log);
    }

    /**
     * Returns these options with other output bounds.
     *
     * @param lineLength the longest line accepted
     * @param linesPerReply the most lines accepted for one answer
     * @return the options
     */
    public EngineOptions withOutputLimits(int lineLength, int linesPerReply) {
        return new EngineOptions(startTimeout, replyTimeout, searchTimeout, closeTimeout, lineLength, linesPerReply, maxReplyLength,
                directory, log);
    }

    /**
     * Returns these options with another log.
     *
     * @param newLog the log
     * @return the options
     */
    public EngineOptions withLog(EngineLog newLog) {
        return new EngineOptions(startTimeout, replyTimeout, searchTimeout, closeTimeout, maxLineLength, maxLinesPerReply,
                maxReplyLength, directory, newLog);
    }

    /**
     * Returns these options with a working folder for the engine: Edax, for one, opens
     * {@code data/eval.dat} relative to it.
     *
     * @param folder the folder the engine runs in
     * @return the options
     */
    public EngineOptions withDirectory(Path folder) {
        return new EngineOptions(startTimeout, replyTimeout, searchTimeout, closeTimeout, maxLineLength, maxLinesPerReply,
                maxReplyLength, Optional.of(folder), log);
    }
}
