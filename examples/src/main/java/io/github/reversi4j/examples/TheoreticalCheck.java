package io.github.reversi4j.examples;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Outcome;
import io.github.reversi4j.core.Replay;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.engine.Engine;
import io.github.reversi4j.engine.EngineException;
import io.github.reversi4j.engine.Limit;
import io.github.reversi4j.engine.SearchResult;
import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.text.ObfPosition;
import io.github.reversi4j.notation.text.ObfReader;
import io.github.reversi4j.notation.wthor.WthorReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * {@code reversi validate --engine CMD --theoretical}: checks the theoretical scores of WTHOR files
 * with an engine. A WTHOR game stores the Black discs that perfect play reaches from its position with
 * the header's depth of empty squares (P3; 0 means 22); the engine solves that position (a search as
 * deep as its empty squares) and every game whose stored score differs is listed with its file, game,
 * move number and both scores. The same for the scored moves of an OBF line (FFO's test positions).
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
        String name = RecordFiles.name(file);
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

    /**
     * Checks the scored moves of an OBF file (FFO's test positions): each move's stored score, in
     * discs for the side to move, against the engine's solve of the position after it.
     *
     * @param file the file
     * @param tally the counts, updated
     * @throws EngineException if the engine fails
     */
    void checkObf(Path file, Tally tally) throws IOException {
        String name = RecordFiles.name(file);
        Rules rules = StandardRules.othello();
        try (ObfReader reader = ObfReader.of(Files.newBufferedReader(file, StandardCharsets.UTF_8), name)) {
            long index = 0;
            for (Optional<ObfPosition> p = reader.next(); p.isPresent(); p = reader.next(), index++) {
                if (sample != 0 && index >= sample) {
                    break;
                }
                GameState position = p.get().position();
                for (Map.Entry<Move, Integer> e : p.get().scores().entrySet()) {
                    if (!rules.isLegal(position, e.getKey())) {
                        tally.skipped++;
                        continue;
                    }
                    GameState after = rules.play(position, e.getKey());
                    int theirs = solve(rules, after, name + ", line " + (index + 1));
                    int mine = after.toMove() == position.toMove() ? theirs : -theirs;
                    tally.checked++;
                    if (mine != e.getValue()) {
                        tally.differ++;
                        out.println(name + ", line " + (index + 1) + ", move " + e.getKey() + " (" + empties(position)
                                + " empties): stored score " + signed(e.getValue()) + ", engine " + signed(mine)
                                + " (discs for the side to move)");
                    }
                }
            }
        } catch (NotationException e) {
            throw new UserException(file + ": " + e.getMessage(), e);
        }
    }

    private static String signed(int v) {
        return v > 0 ? "+" + v : Integer.toString(v);
    }

    /** The exact score of a position for its side to move: its outcome when over, else the engine's solve. */
    private int solve(Rules rules, GameState position, String where) {
        if (rules.isTerminal(position)) {
            Outcome o = rules.outcome(position);
            return o.score(position.toMove()) - o.score(position.toMove().opponent());
        }
        engine.setPosition(position);
        return (int) engineScore(engine.bestMove(Limit.depth(Math.max(1, empties(position)))), where);
    }

    /** The engine's score of its move: on its {@code ===} line, else its last evaluation of that move. */
    private static long engineScore(SearchResult r, String where) {
        OptionalDouble score = r.score().isPresent() ? r.score()
                : r.thinking().stream().filter(e -> e.move().equals(r.move())).reduce((a, b) -> b)
                        .map(e -> OptionalDouble.of(e.score())).orElse(OptionalDouble.empty());
        if (score.isEmpty()) {
            throw new UserException(Reversi.FOUND_PROBLEMS, where + ": the engine gave no score (" + r.line()
                    + "); it cannot check theoretical scores", null);
        }
        return Math.round(score.getAsDouble());
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
            long diff = engineScore(engine.bestMove(Limit.depth(depth)), file + ", game " + (index + 1));
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
