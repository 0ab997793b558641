package io.github.reversi4j.notation.text;

import io.github.reversi4j.notation.internal.shared.ReadOnce;

import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.GameInfo;
import io.github.reversi4j.notation.GameReader;
import io.github.reversi4j.notation.GameVisitor;
import io.github.reversi4j.notation.Location;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.Problem;
import io.github.reversi4j.notation.ProblemKind;
import io.github.reversi4j.notation.ReadGame;
import io.github.reversi4j.notation.RecordedResult;
import io.github.reversi4j.notation.internal.TextDecoder;
import io.github.reversi4j.notation.internal.shared.TextScanner;
import java.io.InputStream;
import java.io.Reader;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Reads an OBF file or a file of board strings line by line (<a href="../doc-files/formats.html#5.2">FORMATS §5.2</a>): blank lines and lines that
 * hold only a {@code %} comment are skipped, every other line is an {@link ObfPosition}.
 *
 * <p>Read as a {@link GameReader} (as {@code RecordFormat.OBF} reads it), each position is a game of no
 * moves from it: the position must be one the rules can play, its scored moves legal; a malformed line
 * is an unreadable game and reading goes on with the next line. Read with {@link #nextPosition()}, each
 * line is the position itself, scored moves and comment included, and a malformed line throws a
 * {@link NotationException} naming its line and column, after which the next call goes on with the
 * following line. Not thread-safe; close it to close its source.
 */
public final class ObfReader implements GameReader {

    private final TextScanner in;
    private final Location source;
    private final Rules rules;
    private long index;
    /** Whether an iterator or a stream was made: a reader is read once. */
    private final ReadOnce once = new ReadOnce();

    private ObfReader(Reader in, Location source, Rules rules) {
        this.in = new TextScanner(in, source);
        this.source = source;
        this.rules = rules;
    }

    /**
     * Returns a reader of a character stream whose positions are of standard Othello.
     *
     * @param in the characters; closed by {@link #close()}
     * @param sourceName the source's name for locations
     * @return the reader
     */
    public static ObfReader of(Reader in, String sourceName) {
        return of(in, sourceName, StandardRules.othello());
    }

    /**
     * Returns a reader of a character stream.
     *
     * @param in the characters; closed by {@link #close()}
     * @param sourceName the source's name for locations
     * @param rules the rules the positions are checked against when read as games
     * @return the reader
     */
    public static ObfReader of(Reader in, String sourceName, Rules rules) {
        return new ObfReader(Objects.requireNonNull(in, "in"), Location.of(sourceName), Objects.requireNonNull(rules, "rules"));
    }

    /**
     * Returns a reader of a file's bytes, decoded as every text format is (FORMATS
     * <a href="../doc-files/formats.html#0">§0</a>): UTF-8, or UTF-16 behind its byte order mark, a byte
     * that is not UTF-8 read as ISO-8859-1.
     *
     * @param in the bytes; closed by {@link #close()}
     * @param sourceName the source's name for locations
     * @return the reader
     */
    public static ObfReader of(InputStream in, String sourceName) {
        return of(new TextDecoder(Objects.requireNonNull(in)), sourceName);
    }

    /**
     * Reads the next position, as it is written.
     *
     * @return the position, or empty at the end
     * @throws NotationException if the line is malformed or the source fails
     */
    public Optional<ObfPosition> nextPosition() throws NotationException {
        while (true) {
            String line = in.nextLine(TranscriptReader.MAX_LINE);
            if (line == null) {
                return Optional.empty();
            }
            String t = line.strip();
            if (t.isEmpty() || t.startsWith("%")) {
                continue;
            }
            Location at = source.withGame(index++).withLine(in.lineNumber(), 0);
            if (in.lineWasCut()) {
                throw new NotationException(at, ProblemKind.LIMIT_EXCEEDED, "line longer than " + TranscriptReader.MAX_LINE);
            }
            return Optional.of(ObfPosition.parse(line, at));
        }
    }

    /**
     * Returns the location of the line last read: source, position index and line.
     *
     * @return the location
     */
    public Location location() {
        return source.withLine(Math.max(1, in.lineNumber()), 0);
    }

    /**
     * Reads the next position as a game of no moves from it, checked against the reader's rules.
     *
     * @param visitor sees the game's location and header (its comment), then the checked game
     * @return false at the end
     * @throws NotationException if the source fails
     */
    @Override
    public boolean next(GameVisitor visitor) throws NotationException {
        Optional<ObfPosition> p;
        Location at;
        try {
            p = nextPosition();
            if (p.isEmpty()) {
                return false;
            }
            at = source.withGame(index - 1).withLine(in.lineNumber(), 0);
        } catch (NotationException e) {
            if (e.kind() == ProblemKind.IO) {
                throw e;
            }
            Location bad = e.location();
            if (visitor.begin(bad, GameInfo.empty()) == GameVisitor.Action.REPLAY) {
                visitor.visit(CheckedGame.unreadable(bad, GameInfo.empty(), List.of(e.toProblem().withLocation(bad))));
            }
            return true;
        }
        GameInfo info = p.get().comment().isEmpty() ? GameInfo.empty() : GameInfo.empty().with("Comment", p.get().comment());
        if (visitor.begin(at, info) == GameVisitor.Action.REPLAY) {
            visitor.visit(check(p.get(), at, info));
        }
        return true;
    }

    private CheckedGame check(ObfPosition p, Location at, GameInfo info) {
        if (!p.position().board().geometry().equals(rules.geometry())) {
            return CheckedGame.unreadable(at, info, List.of(Problem.of(ProblemKind.UNSUPPORTED_BOARD_TYPE, at, "a position "
                    + "on " + p.position().board().geometry() + ", the rules " + rules.id() + " play on " + rules.geometry())
                    .withInfo(info)));
        }
        List<Problem> problems = new ArrayList<>();
        for (Problem q : p.check(rules, at)) {
            problems.add(q.withInfo(info));
        }
        return CheckedGame.check(new ReadGame(at, info, rules, p.position(), List.of(), List.of(), new RecordedResult.None(), problems));
    }

    /**
     * Returns an iterator over the remaining games; see {@link GameReader#iterator()}.
     *
     * @return the iterator
     * @throws IllegalStateException if an iterator or a stream of this reader was made before
     */
    @Override
    public Iterator<CheckedGame> iterator() {
        once.claim();
        return GameReader.super.iterator();
    }

    @Override
    public void close() throws NotationException {
        in.close();
    }
}
