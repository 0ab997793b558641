package io.github.reversi4j.notation;

import io.github.reversi4j.core.Rules;
import io.github.reversi4j.notation.text.ObfPosition;
import io.github.reversi4j.notation.text.ObfReader;
import java.io.Reader;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The board strings and OBF positions of a source, each read as a game of no moves from it: the
 * position must be one the rules can play, its scored moves legal. A malformed line is an unreadable
 * game and reading goes on with the next line.
 */
final class BoardGames implements GameReader {

    /** Whether an iterator or a stream was made: a reader is read once. */
    private boolean iterated;

    private final ObfReader in;
    private final Rules rules;
    private long games;

    BoardGames(Reader in, String sourceName, Rules rules) {
        this.in = ObfReader.of(in, sourceName);
        this.rules = rules;
    }

    @Override
    public boolean next(GameVisitor visitor) throws NotationException {
        Optional<ObfPosition> p;
        Location at;
        try {
            p = in.next();
            if (p.isEmpty()) {
                return false;
            }
            at = in.location().withGame(games++);
        } catch (NotationException e) {
            if (e.kind() == ProblemKind.IO) {
                throw e;
            }
            Location bad = e.location().withGame(games++);
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
        if (!p.position().geometry().equals(rules.geometry())) {
            return CheckedGame.unreadable(at, info, List.of(Problem.of(ProblemKind.UNSUPPORTED_BOARD_TYPE, at, "a position "
                    + "on " + p.position().geometry() + ", the rules " + rules.id() + " play on " + rules.geometry())
                    .withInfo(info)));
        }
        List<Problem> problems = new ArrayList<>();
        for (Problem q : p.check(rules, at)) {
            problems.add(q.withInfo(info));
        }
        return CheckedGame.check(new ReadGame(at, info, rules, p.position(), List.of(), List.of(), RecordedResult.none(), problems));
    }

    /**
     * Returns an iterator over the remaining games; see {@link GameReader#iterator()}.
     *
     * @return the iterator
     * @throws IllegalStateException if an iterator or a stream of this reader was made before
     */
    @Override
    public java.util.Iterator<CheckedGame> iterator() {
        if (iterated) {
            throw new IllegalStateException("a reader is read once: an iterator or a stream of it was made before");
        }
        iterated = true;
        return GameReader.super.iterator();
    }

    @Override
    public void close() throws NotationException {
        in.close();
    }
}
