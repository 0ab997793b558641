package io.github.reversi4j.examples;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Replay;
import io.github.reversi4j.engine.Engine;
import io.github.reversi4j.engine.EngineException;
import io.github.reversi4j.engine.Limit;
import io.github.reversi4j.engine.SearchResult;
import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.wthor.WthorReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * {@code reversi validate --engine CMD --theoretical}: checks the theoretical scores of WTHOR files
 * with an engine. A WTHOR game stores the Black discs that perfect play reaches from its position with
 * the header's depth of empty squares (P3; 0 means 22); the engine solves that position (a search as
 * deep as its empty squares) and every game whose stored score differs is listed with its file, game,
 * move number and both scores.
 */
final class TheoreticalCheck {

    /** What the check found. */
    static final class Tally {
        long checked;
        long skipped;
        long differ;
    }

    private final Engine engine;
    private final PrintWriter out;
    private final long sample;

    /**
     * @param engine the engine that solves, speaking the NBoard protocol (GTP has no depth)
     * @param out where the differences and the summary go
     * @param sample at most this many games a file, spread evenly over it; 0 for all
     */
    TheoreticalCheck(Engine engine, PrintWriter out, long sample) {
        this.engine = engine;
        this.out = out;
        this.sample = sample;
    }

    /**
     * Checks one WTHOR file.
     *
     * @param file the file
     * @param tally the counts, updated
     * @throws EngineException if the engine fails
     */
    void check(Path file, Tally tally) throws IOException {
        String name = Formats.name(file);
        try (InputStream in = Files.newInputStream(file); WthorReader reader = WthorReader.of(in, name)) {
            int depth = reader.header().depth() == 0 ? 22 : reader.header().depth();
            long games = reader.header().games();
            long step = sample == 0 || games <= sample ? 1 : (games + sample - 1) / sample;
            long index = 0;
            for (Optional<CheckedGame> g = reader.next(); g.isPresent(); g = reader.next(), index++) {
                if (index % step != 0) {
                    continue;
                }
                check(name, index, depth, g.get(), tally);
            }
        } catch (NotationException e) {
            throw new UserException(file + ": " + e.getMessage(), e);
        }
    }

    private void check(String file, long index, int depth, CheckedGame game, Tally tally) {
        Optional<String> storedText = game.info().get(WthorReader.THEORETICAL_SCORE);
        if (game.record().isEmpty() || !game.isValid() || storedText.isEmpty()) {
            tally.skipped++;
            return;
        }
        GameRecord record = game.record().get();
        Replay replay = record.replay();
        List<GameState> states = replay.states();
        int at = -1;
        for (int i = 0; i < states.size(); i++) {
            if (empties(states.get(i)) == depth) {
                at = i;
                break;
            }
        }
        if (at < 0) {
            tally.skipped++; // the game ended, or was adjudicated, before the position of the theoretical score
            return;
        }
        GameState position = states.get(at);
        int stored = Integer.parseInt(storedText.get());
        int engineBlack;
        if (record.rules().isTerminal(position)) {
            engineBlack = record.rules().outcome(position).score(Color.BLACK);
        } else {
            GameRecord prefix = GameRecord.of(record.rules(), record.start(), record.moves().subList(0, at));
            engine.setGame(prefix);
            SearchResult r = engine.bestMove(Limit.depth(depth));
            OptionalDouble score = r.score().isPresent() ? r.score()
                    : r.thinking().stream().filter(e -> e.move().equals(r.move())).reduce((a, b) -> b)
                            .map(e -> OptionalDouble.of(e.score())).orElse(OptionalDouble.empty());
            if (score.isEmpty()) {
                throw new UserException(Reversi.FOUND_PROBLEMS, file + ", game " + (index + 1) + ": the engine gave no score ("
                        + r.line() + "); it cannot check theoretical scores", null);
            }
            long diff = Math.round(score.getAsDouble());
            long blackDiff = position.toMove() == Color.BLACK ? diff : -diff;
            engineBlack = (int) Math.max(0, Math.min(64, (64 + blackDiff) / 2));
        }
        tally.checked++;
        if (engineBlack != stored) {
            tally.differ++;
            out.println(file + ", game " + (index + 1) + ", move " + (at + 1) + " (" + depth + " empties, "
                    + (position.toMove() == Color.BLACK ? "Black" : "White") + " to move): stored theoretical score "
                    + stored + ", engine " + engineBlack + " (Black discs)");
        }
    }

    private static int empties(GameState s) {
        return s.geometry().size() - s.count(Color.BLACK) - s.count(Color.WHITE);
    }
}
