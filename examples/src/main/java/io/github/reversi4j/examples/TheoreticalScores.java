package io.github.reversi4j.examples;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Outcome;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.GameInfo;
import io.github.reversi4j.notation.Location;
import io.github.reversi4j.notation.text.ObfPosition;
import io.github.reversi4j.notation.internal.wthor.WthorHeader;
import io.github.reversi4j.notation.internal.wthor.WthorReader;
import io.github.reversi4j.engine.EngineException;
import io.github.reversi4j.engine.Limit;
import io.github.reversi4j.engine.MoveEvaluation;
import io.github.reversi4j.engine.NBoardEngine;
import io.github.reversi4j.engine.Score;
import io.github.reversi4j.engine.SearchResult;
import io.github.reversi4j.solver.Solver;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.ToIntFunction;

/**
 * Checks the exact scores that records store against a source of exact scores: the built-in
 * {@link Solver} ({@link #of(Solver)}), an engine that solves positions ({@link #of(NBoardEngine)}) or
 * any other solver ({@link #of(ToIntFunction)}): a WTHOR
 * game's theoretical score (FORMATS §3.2: Black's discs with perfect play from the game's position
 * with the header's depth of empty squares), and the move scores of an OBF line (FORMATS §5.2: the
 * final margin for the side to move after each move, with best play). Each position is solved by a
 * search of depth 60, or of its empty squares when there are more; a finished position is scored by the rules, and a position
 * whose side to move must pass is solved after the pass, so the engine is only asked for positions
 * with a move to play.
 *
 * <pre>{@code
 * try (NBoardEngine edax = NBoardEngine.start(Engine.parseCommand("/opt/edax/bin/lEdax-x64 -nboard -q"),
 *         EngineOptions.defaults().withDirectory(Path.of("/opt/edax")));
 *      WthorReader reader = WthorReader.of(Files.newInputStream(Path.of("WTH_1977.wtb")), "WTH_1977.wtb")) {
 *     TheoreticalScores scores = TheoreticalScores.of(edax);
 *     for (Optional<CheckedGame> g = reader.next(); g.isPresent(); g = reader.next()) {
 *         scores.checkWthor(g.get(), reader.header())
 *                 .flatMap(ScoreCheck::problem)
 *                 .ifPresent(System.out::println);  // ERROR SCORE_MISMATCH at WTH_1977.wtb, game 4 ...
 *     }
 * }
 * }</pre>
 *
 * <p>An engine must speak the NBoard protocol (GTP has no depth limit), report a score with its
 * move, and solve exactly at that depth: a deep enough engine such as Edax does. NTest solves too, but
 * counts the discs alone at a game's end, so where perfect play ends with empty squares its score is
 * smaller than the stored one (the package documentation lists what each engine needs). The
 * checks use the engine one position at a time; this class holds nothing else, and is as
 * thread-safe as its engine.
 */
final class TheoreticalScores {

    /** How far from a whole number an exact score may be written ({@code +18.00}, {@code 17.999}). */
    private static final double WHOLE = 0.01;

    /**
     * The least depth asked for a solve: the NBoard depth is the engine's midgame depth, its endgame
     * depth being the engine's own choice, and engines solve exactly only from a depth well above the
     * empty squares. Edax 4.6 at level N solves exactly up to N empties only for some N (its level
     * table: at level 28 or 29 it searches 28 empties selectively, and from level 36 on it is exact up
     * to N - 6 empties), but at every count at level 60.
     */
    static final int SOLVE_DEPTH = 60;

    /** The source of exact margins for positions with a move to play. */
    private final ToIntFunction<GameState> exact;

    private TheoreticalScores(ToIntFunction<GameState> exact) {
        this.exact = exact;
    }

    /**
     * Returns the checks of any source of exact scores: a function that gives, for a position under
     * standard Othello rules whose side to move has a move, the final disc margin for that side with
     * perfect play, empty squares going to the winner. Finished positions and forced passes are handled
     * here and never reach it.
     *
     * @param exactMargin the solver, e.g. a built-in one or {@link #margin(NBoardEngine, GameState)}
     * @return the checks
     */
    static TheoreticalScores of(ToIntFunction<GameState> exactMargin) {
        return new TheoreticalScores(Objects.requireNonNull(exactMargin, "exactMargin"));
    }

    /**
     * Returns the checks of the built-in exact solver: each position is solved under the standard
     * Othello rules of its board, with the solver's hash size and threads.
     *
     * @param solver the solver
     * @return the checks, as thread-safe as the solver
     */
    static TheoreticalScores of(Solver solver) {
        Objects.requireNonNull(solver, "solver");
        return of(position -> solver.solve(StandardRules.othello().withGeometry(position.geometry()), position).score());
    }

    /**
     * Returns the checks of an engine.
     *
     * @param engine an open engine speaking the NBoard protocol (GTP cannot ask for a depth)
     * @return the checks
     */
    static TheoreticalScores of(NBoardEngine engine) {
        Objects.requireNonNull(engine, "engine");
        return of(position -> margin(engine, position));
    }

    /**
     * Asks an engine for the exact margin of a position with a move to play: a search of depth 60, or
     * of the empty squares when there are more, whose score must be a whole number of discs.
     *
     * @param engine the engine
     * @param position the position, under standard Othello rules
     * @return the final margin for the side to move
     * @throws UserException if the engine gives no score, or one that is not a whole number
     *     of discs within the board's squares; the engine stays open
     * @throws EngineException if the engine fails
     */
    static int margin(NBoardEngine engine, GameState position) {
        Rules rules = StandardRules.othello().withGeometry(position.geometry());
        SearchResult r = engine.bestMove(GameRecord.of(rules, position, List.of()),
                Limit.depth(Math.max(empties(position), SOLVE_DEPTH)));
        Optional<Score> score = r.score().isPresent() ? r.score()
                : r.thinking().stream().filter(e -> e.move().equals(r.move())).reduce((a, b) -> b)
                        .map(MoveEvaluation::score);
        if (score.isEmpty()) {
            throw noExactScore(engine, r, "no score with the move: the engine cannot check exact scores");
        }
        double s = score.get().discs();
        long whole = Math.round(s);
        int squares = position.geometry().size();
        if (Math.abs(s - whole) > WHOLE || Math.abs(whole) > squares) {
            throw noExactScore(engine, r, "the score " + s + " is not an exact final margin of "
                    + squares + " squares: the engine did not solve the position");
        }
        return (int) whole;
    }

    /**
     * Returns the number of empty squares of the positions whose theoretical scores a WTHOR file
     * stores: its header's P3, where 0 stands for 22 (FORMATS §3.1).
     *
     * @param header the file's header
     * @return the depth, in empty squares
     */
    static int depth(WthorHeader header) {
        int d = header.depth();
        return d == 0 ? 22 : d;
    }

    /**
     * Solves a position exactly under the standard Othello rules of its board: the final disc margin
     * for its side to move, with perfect play, empty squares going to the winner (RULES §O3).
     *
     * @param position the position
     * @return the margin, from minus to plus the board's squares
     * @throws EngineException if the engine that solves fails, or gives no exact score
     * @throws IllegalStateException if the solver gives a margin beyond the board's squares
     */
    int solve(GameState position) {
        Objects.requireNonNull(position, "position");
        Rules rules = StandardRules.othello().withGeometry(position.geometry());
        if (rules.isTerminal(position)) {
            Outcome.TwoPlayer o = StandardRules.othello().withGeometry(position.geometry()).outcome(position);
            return o.score(position.toMove()) - o.score(position.toMove().opponent());
        }
        if (rules.legalMoves(position).equals(List.of(Move.pass()))) {
            return -solve(rules.play(position, Move.pass()));
        }
        int margin = exact.applyAsInt(position);
        int squares = position.geometry().size();
        if (Math.abs(margin) > squares) {
            throw new IllegalStateException("the solver's margin " + margin + " exceeds the board's " + squares + " squares");
        }
        return margin;
    }

    /**
     * Checks a WTHOR game's theoretical score ({@link WthorReader#THEORETICAL_SCORE} in its info): the
     * game is replayed to its position with the header's depth of empty squares, which is solved.
     *
     * @param game a game as {@link WthorReader} reads it
     * @param header its file's header, which gives the depth
     * @return the check, or empty when there is nothing to check: the game is invalid or unreadable,
     *     stores no theoretical score, or ends before it has that many empty squares
     * @throws EngineException if the engine fails, as {@link #solve(GameState)}
     */
    Optional<ScoreCheck> checkWthor(CheckedGame game, WthorHeader header) {
        Objects.requireNonNull(header, "header");
        return checkWthor(game, depth(header));
    }

    /**
     * Checks a game's theoretical score at a given depth; see {@link #checkWthor(CheckedGame, WthorHeader)}.
     *
     * @param game a game whose info holds {@link WthorReader#THEORETICAL_SCORE}, in Black discs
     * @param depth the empty squares of the position the score is of, 1 or more
     * @return the check, or empty when there is nothing to check
     * @throws IllegalArgumentException if the depth is not positive
     * @throws EngineException if the engine fails
     */
    Optional<ScoreCheck> checkWthor(CheckedGame game, int depth) {
        Objects.requireNonNull(game, "game");
        if (depth < 1) {
            throw new IllegalArgumentException("a theoretical score's depth is 1 or more empty squares, not " + depth);
        }
        Optional<String> storedText = game.info().get(WthorReader.THEORETICAL_SCORE);
        if (game.record().isEmpty() || !game.isValid() || storedText.isEmpty()) {
            return Optional.empty();
        }
        int stored;
        try {
            String t = storedText.get().strip();
            if (t.isEmpty() || t.length() > 4 || !t.chars().allMatch(c -> c >= '0' && c <= '9')) {
                return Optional.empty();
            }
            stored = Integer.parseInt(t);
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
        GameRecord record = game.record().get();
        List<GameState> states = record.replay().states();
        int at = -1;
        for (int i = 0; i < states.size() && at < 0; i++) {
            if (empties(states.get(i)) == depth) {
                at = i;
            }
        }
        if (at < 0) {
            return Optional.empty(); // the game ended, or was adjudicated, before that position
        }
        GameState position = states.get(at);
        int margin = solve(position);
        int blackMargin = position.toMove() == Color.BLACK ? margin : -margin;
        // an official score gives every empty square to the winner: Black's discs are half the board plus half the margin
        int engineBlack = (position.geometry().size() + blackMargin) / 2;
        int number = 0;
        Move played = null;
        for (int i = 0; i < record.moves().size() && played == null; i++) {
            Move m = record.moves().get(i);
            if (!m.isPass()) {
                number++;
            }
            if (i >= at && !m.isPass()) {
                played = m;
            }
        }
        return Optional.of(new ScoreCheck(game.location(), game.info(), position, played == null ? 0 : number, played,
                ScoreCheck.Unit.BLACK_DISCS, stored, engineBlack));
    }

    /**
     * Checks the scores of an OBF line: each scored move is played and the position after it solved;
     * a line with its best score alone has the position itself solved. A scored move the rules forbid
     * is not checked ({@link ObfPosition#check} reports it).
     *
     * @param line the line
     * @param at where the line is, e.g. {@code Location.of("fforum-1-19.obf").withLine(1, 0)}
     * @return a check for each legal scored move, in the line's order, or the one check of its best
     *     score; empty when it has no score
     * @throws EngineException if the engine fails, as {@link #solve(GameState)}
     */
    List<ScoreCheck> checkObf(ObfPosition line, Location at) {
        Objects.requireNonNull(line, "line");
        Objects.requireNonNull(at, "at");
        GameState position = line.position();
        Rules rules = StandardRules.othello().withGeometry(position.geometry());
        List<ScoreCheck> out = new ArrayList<>();
        if (line.scores().isEmpty()) {
            if (line.bestScore().isPresent()) {
                out.add(new ScoreCheck(at, GameInfo.empty(), position, 0, null, ScoreCheck.Unit.MARGIN_FOR_MOVER,
                        line.bestScore().getAsInt(), solve(position)));
            }
            return List.copyOf(out);
        }
        int index = 0;
        for (Map.Entry<Move, Integer> e : line.scores().entrySet()) {
            index++;
            Move m = e.getKey();
            if (!rules.isLegal(position, m)) {
                continue;
            }
            GameState after = rules.play(position, m);
            int theirs = solve(after);
            int mine = after.toMove() == position.toMove() ? theirs : -theirs;
            out.add(new ScoreCheck(at, GameInfo.empty(), position, index, m, ScoreCheck.Unit.MARGIN_FOR_MOVER,
                    e.getValue(), mine));
        }
        return List.copyOf(out);
    }

    private static UserException noExactScore(NBoardEngine engine, SearchResult r, String problem) {
        return new UserException(Reversi.FOUND_PROBLEMS, "the engine failed: " + engine.name() + " answered '"
                + Messages.quote(r.line()) + "': " + problem, null);
    }

    private static int empties(GameState s) {
        return s.geometry().size() - s.count(Color.BLACK) - s.count(Color.WHITE);
    }
}
