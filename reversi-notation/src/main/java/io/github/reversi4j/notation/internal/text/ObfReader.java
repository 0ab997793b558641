package io.github.reversi4j.notation.internal.text;

import io.github.reversi4j.notation.internal.check.Games;
import io.github.reversi4j.notation.internal.check.ReadGame;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.TextParseException;
import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.GameInfo;
import io.github.reversi4j.notation.GameReader;
import io.github.reversi4j.notation.GameVisitor;
import io.github.reversi4j.notation.Location;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.Problem;
import io.github.reversi4j.notation.ProblemKind;
import io.github.reversi4j.notation.RecordedResult;
import io.github.reversi4j.notation.internal.shared.ReadOnce;
import io.github.reversi4j.notation.internal.shared.TextScanner;
import io.github.reversi4j.notation.text.ObfPosition;
import java.io.Reader;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;

/**
 * Reads an OBF file or a file of board strings line by line as games (<a href="../../doc-files/formats.html#5.2">FORMATS
 * §5.2</a>): blank lines and lines that hold only a {@code %} comment are skipped, every other line is
 * parsed by the public {@link ObfPosition#parse(String)} and read as a game of no moves from its
 * position. The position must be one the rules can play, its scored moves legal; a malformed line is
 * an unreadable game, located at its line and column, and reading goes on with the next line. Not
 * thread-safe; close it to close its source.
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
     * Returns a reader of a character stream.
     *
     * @param in the characters; closed by {@link #close()}
     * @param sourceName the source's name for locations
     * @param rules the rules the positions are checked against
     * @return the reader
     */
    public static ObfReader of(Reader in, String sourceName, Rules rules) {
        return new ObfReader(Objects.requireNonNull(in, "in"), Location.of(sourceName), Objects.requireNonNull(rules, "rules"));
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
        String line;
        do {
            line = in.nextLine(TranscriptReader.MAX_LINE);
            if (line == null) {
                return false;
            }
        } while (line.isBlank() || line.strip().startsWith("%"));
        Location at = source.withGame(index++).withLine(in.lineNumber(), 0);
        if (in.lineWasCut()) {
            return unreadable(visitor, Problem.of(ProblemKind.LIMIT_EXCEEDED, at, "line longer than "
                    + TranscriptReader.MAX_LINE));
        }
        ObfPosition p;
        try {
            p = ObfPosition.parse(line);
        } catch (TextParseException e) {
            // the value-level parse keeps the located error it gives as its cause: its kind and column
            Throwable cause = e.getCause();
            if (!(cause instanceof NotationException)) {
                return unreadable(visitor, Problem.of(ProblemKind.SYNTAX, at, e.getMessage()));
            }
            NotationException why = (NotationException) cause;
            return unreadable(visitor, Problem.of(why.kind(), at.withLine(in.lineNumber(), why.location().column().orElse(0)),
                    why.reason()));
        }
        GameInfo info = p.comment().isEmpty() ? GameInfo.empty() : GameInfo.empty().with("Comment", p.comment());
        if (visitor.begin(at, info) == GameVisitor.Action.REPLAY) {
            visitor.visit(check(p, at, info));
        }
        return true;
    }

    private static boolean unreadable(GameVisitor visitor, Problem why) {
        Location bad = why.location();
        if (visitor.begin(bad, GameInfo.empty()) == GameVisitor.Action.REPLAY) {
            visitor.visit(Games.unreadable(bad, GameInfo.empty(), List.of(why)));
        }
        return true;
    }

    private CheckedGame check(ObfPosition p, Location at, GameInfo info) {
        if (!p.position().board().geometry().equals(rules.geometry())) {
            return Games.unreadable(at, info, List.of(Problem.of(ProblemKind.UNSUPPORTED_BOARD_TYPE, at, "a position "
                    + "on " + p.position().board().geometry() + ", the rules " + rules.id() + " play on " + rules.geometry())
                    .withInfo(info)));
        }
        List<Problem> problems = new ArrayList<>();
        for (Problem q : p.check(rules, at)) {
            problems.add(q.withInfo(info));
        }
        return Games.check(new ReadGame(at, info, rules, p.position(), List.of(), List.of(), new RecordedResult.None(), problems));
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
