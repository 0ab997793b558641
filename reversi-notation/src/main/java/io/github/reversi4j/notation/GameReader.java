package io.github.reversi4j.notation;

import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * A stream of the games of a source, read one at a time with constant memory. Each game is read,
 * replayed and checked (the checks are listed in {@link CheckedGame}) and comes out as a {@link CheckedGame}, valid or
 * with its problems. A bad game never stops the reading of the next one; the reader throws only when
 * nothing more can be read (the source failed, or its container is unreadable).
 *
 * <p>Two ways to read, both over the same one pass through the source:
 * <ul>
 *   <li>{@link #readAll(GameVisitor)}, or {@link #next(GameVisitor)} for one game: a
 *       {@link GameVisitor} sees each header first and may skip the replay of the game;</li>
 *   <li>{@link #iterator()} and {@link #stream()}, for {@code for} loops and stream pipelines; a
 *       source that fails throws the same (unchecked) {@link NotationException}. Problems of games
 *       are never thrown.</li>
 * </ul>
 * A reader is read once: a second {@link #iterator()} or {@link #stream()} is an
 * {@link IllegalStateException}, not a silent resumption.
 *
 * <p>Readers are made by {@link io.github.reversi4j.notation.formats.RecordFormat#reader}. A reader is not thread-safe.
 *
 * <p><b>Streams are owned by whoever opened them.</b> A reader or writer made over a stream, a
 * {@link java.io.Reader} or a {@link java.io.Writer} the caller opened never closes it: the caller
 * closes it (a {@code try}-with-resources over both is the usual form). A reader or writer made
 * over a {@link java.nio.file.Path} opened the file itself and closes it in its own {@code close}.
 *
 * <p>The invalid games of a file of transcripts of Ravensburger Reversi, a format that names no rules
 * (they are the {@link io.github.reversi4j.notation.formats.FormatOptions#withRules reader's}):
 * <pre>{@code
 * Rules rules = RuleSets.of("reversi-ravensburger");              // needs reversi-variants
 * try (GameReader games = RecordFormat.TRANSCRIPT.reader(Path.of("games.txt"),
 *         FormatOptions.defaults().withRules(rules))) {             // the reader opens and closes the file
 *     games.stream().filter(game -> !game.isValid())
 *             .forEach(game -> game.problems().forEach(System.out::println));
 * }
 * }</pre>
 */
public interface GameReader extends AutoCloseable, Iterable<CheckedGame> {

    /**
     * Reads the next game: shows its header to the visitor and, unless the visitor skips it, replays
     * and checks it and hands it to the visitor.
     *
     * @param visitor sees the game
     * @return false at the end of the source (the visitor has then seen nothing)
     * @throws NotationException if the source cannot be read any further
     */
    boolean next(GameVisitor visitor) throws NotationException;

    /**
     * Returns the problems of the source that belong to no game, such as a header announcing more
     * games than the source holds, or bytes after the last game. Complete once the reader has reached
     * the end.
     *
     * @return the problems found so far
     */
    default List<Problem> sourceProblems() {
        return List.of();
    }

    /**
     * Reads every remaining game and shows each to a visitor, in order: the way to read many games'
     * headers without replaying them (see {@link GameVisitor}).
     *
     * @param visitor sees each game
     * @return the number of games read, skipped ones included
     * @throws NotationException if the source cannot be read any further
     */
    default long readAll(GameVisitor visitor) throws NotationException {
        long n = 0;
        while (next(visitor)) {
            n++;
        }
        return n;
    }

    /**
     * Returns an iterator over the remaining games, replayed and checked.
     *
     * @return the iterator; its {@code hasNext} and {@code next} throw {@link NotationException}
     *     when the source cannot be read any further
     * @throws IllegalStateException if an iterator or a stream of this reader was made before
     */
    @Override
    default Iterator<CheckedGame> iterator() {
        return new Iterator<>() {
            private CheckedGame ahead;
            private boolean ended;

            @Override
            public boolean hasNext() {
                if (ahead == null && !ended) {
                    ended = true; // a source that fails ends the iteration
                    CheckedGame[] got = new CheckedGame[1];
                    GameVisitor keep = g -> got[0] = g;
                    boolean more = true;
                    while (got[0] == null && more) {
                        more = GameReader.this.next(keep);
                    }
                    ahead = got[0];
                    ended = ahead == null;
                }
                return ahead != null;
            }

            @Override
            public CheckedGame next() {
                if (!hasNext()) {
                    throw new NoSuchElementException("no more games");
                }
                CheckedGame g = ahead;
                ahead = null;
                return g;
            }
        };
    }

    /**
     * Returns the remaining games as a sequential stream, replayed and checked. Closing the stream
     * closes the reader.
     *
     * @return the stream; its terminal operations throw {@link NotationException} when the
     *     source cannot be read any further
     * @throws IllegalStateException if an iterator or a stream of this reader was made before
     */
    default Stream<CheckedGame> stream() {
        return StreamSupport.stream(Spliterators.spliteratorUnknownSize(iterator(), Spliterator.ORDERED
                | Spliterator.NONNULL), false).onClose(this::close);
    }

    /**
     * Ends the reading; closes the source when the reader opened it (a reader made over a
     * {@link java.nio.file.Path}), never a stream the caller gave.
     *
     * @throws NotationException if closing fails
     */
    @Override
    void close();
}
