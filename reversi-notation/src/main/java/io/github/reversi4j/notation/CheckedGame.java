package io.github.reversi4j.notation;

import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Outcome;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Replay;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.notation.internal.ByteMoves;
import io.github.reversi4j.notation.internal.CheckPath;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What reading and checking one game of a source gives: the game's {@link Location} (source and game
 * index) and header facts, then either a valid replay - the {@link GameRecord} with every pass
 * written, its final state and, for a finished game, its {@link Outcome} - or the {@link Problem}s
 * that make it invalid. A valid game may still carry warnings and notices, e.g. an
 * {@link ProblemKind#UNFINISHED} notice for a game that stopped before its end.
 *
 * <p>Games come from a {@link GameReader}, each read, replayed and checked by the one checking path
 * every reader of the library takes, or from a played game by {@link #of(GameRecord, GameInfo)}, which
 * takes the same path.
 *
 * <p>The path: the moves are played in order from the start state. A placement met where the side to move has none is preceded by
 * the forced pass, whether or not the record writes passes; an explicit pass must be forced. The
 * first illegal move ends the replay with an {@link ProblemKind#ILLEGAL_MOVE} error naming its
 * number (from 1) and text as written and the rules' typed reason (a square off the board is an
 * {@link ProblemKind#UNKNOWN_SQUARE}). Nothing is repaired. Once every move is legal, the result
 * the record states is checked:
 * <ul>
 *   <li>a result no game on this board can have (a score or margin past the squares, finished or
 *       not) is a {@link ProblemKind#RESULT_MISMATCH} error;</li>
 *   <li>when the final state ends the game, the rules' {@link Outcome} (with the recorded komi, if
 *       the rules do not apply one themselves) must agree with the recorded result, else
 *       {@link ProblemKind#RESULT_MISMATCH}: a Black score must equal Black's official score; a
 *       margin must equal Black's official margin (empty squares to the winner) minus the komi,
 *       to the precision it is written with; a winner must be the winner;</li>
 *   <li>when the game is not over and the record states a result, the game is reported
 *       {@link ProblemKind#UNFINISHED} (a notice) and its result is not scored from the board; a
 *       record that states none (a transcript, an opening line) gets no notice.</li>
 * </ul>
 * Games of the standard 8x8 rules from their start are replayed on core's bitboard kernels first;
 * a game found clean that way gets its {@link #record() record} built only when asked for. The
 * result is the same either way.
 *
 * <p>This class is immutable and thread-safe.
 */
public final class CheckedGame {

    private final Location location;
    private final GameInfo info;
    private final RecordedResult recorded;
    private final List<Problem> problems;
    private final boolean valid;
    /** Known without the record when the game was judged on bitboards; else {@code outcome != null}. */
    private final boolean finished;
    /** The replay's inputs of a game judged on bitboards, kept to build its record on demand; else null. */
    private final Rules rules;
    private final GameState start;
    private final List<Move> moves;
    /** The full replay, built at once, or on first need for a game judged on bitboards (racy but idempotent). */
    private volatile GameCheck.Replayed full;

    static {
        // the readers of the other packages reach the checks through the hand-over, not through the API
        CheckPath.register(new CheckPath.Checks<Location, GameInfo, RecordedResult, Problem, CheckedGame>() {
            @Override
            public CheckedGame check(Location location, GameInfo info, Rules rules, GameState start, List<Move> moves,
                    List<String> texts, RecordedResult recorded, List<Problem> earlier) {
                return CheckedGame.check(location, info, rules, start, moves, texts, recorded, earlier);
            }

            @Override
            public CheckedGame unreadable(Location location, GameInfo info, List<Problem> problems) {
                return CheckedGame.unreadable(location, info, problems);
            }
        });
    }

    /** A game replayed in full, or (with {@code replayed} null) one that could not be read. */
    private CheckedGame(Location location, GameInfo info, GameCheck.Replayed replayed, RecordedResult recorded,
            List<Problem> problems) {
        this.location = Objects.requireNonNull(location, "location");
        this.info = Objects.requireNonNull(info, "info");
        this.recorded = Objects.requireNonNull(recorded, "recorded");
        this.problems = List.copyOf(problems);
        this.valid = replayed != null && noError(this.problems);
        this.finished = valid && replayed.outcome != null;
        this.rules = null;
        this.start = null;
        this.moves = null;
        this.full = replayed;
    }

    private CheckedGame(Location location, GameInfo info, Rules rules, GameState start, List<Move> moves,
            boolean finished, RecordedResult recorded, List<Problem> problems) {
        this.location = location;
        this.info = info;
        this.recorded = recorded;
        this.problems = List.copyOf(problems);
        this.valid = noError(this.problems);
        this.finished = valid && finished;
        this.rules = rules;
        this.start = start;
        this.moves = moves instanceof ByteMoves ? moves : List.copyOf(moves);
    }

    private static boolean noError(List<Problem> problems) {
        for (Problem p : problems) {
            if (p.isError()) {
                return false;
            }
        }
        return true;
    }

    /**
     * Replays and checks one game as it was read: the one checking path every reader of the library
     * takes, through the hand-over of {@code notation.internal.CheckPath} (see the class
     * documentation for the checks).
     *
     * @param location the game's location (source and game number)
     * @param info the game's header facts, copied into every problem
     * @param rules the rules
     * @param start the state before the first move
     * @param moves the moves as written, forced passes left out or written
     * @param texts the text of each move as written, for the problems; the same size as {@code moves}
     * @param recorded the result the record states
     * @param earlier problems the reader already found (warnings about the header, say)
     * @return the checked game
     */
    static CheckedGame check(Location location, GameInfo info, Rules rules, GameState start, List<Move> moves,
            List<String> texts, RecordedResult recorded, List<Problem> earlier) {
        Objects.requireNonNull(location, "location");
        Objects.requireNonNull(info, "info");
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(start, "start");
        Objects.requireNonNull(recorded, "recorded");
        if (moves.size() != texts.size()) {
            throw new IllegalArgumentException(moves.size() + " moves but " + texts.size() + " texts");
        }
        int judged = GameCheck.judged(rules, start, moves, recorded);
        if (judged != GameCheck.UNKNOWN) {
            return new CheckedGame(location, info, rules, start, moves, judged == GameCheck.FINISHED, recorded, earlier);
        }
        return replayed(location, info, GameCheck.replay(location, info, rules, start, moves, texts, recorded, earlier),
                recorded);
    }

    /** The game a full replay gives. */
    static CheckedGame replayed(Location location, GameInfo info, GameCheck.Replayed replayed, RecordedResult recorded) {
        return new CheckedGame(location, info, Objects.requireNonNull(replayed), recorded, replayed.problems);
    }

    /**
     * Checks a played game, as a writer does before writing it ({@link GameWriter#write(GameRecord,
     * GameInfo)}): its moves replayed from its start under its rules. The result the header states
     * ({@link GameInfo#RESULT}) is the game's recorded result, checked against the board as a reader's
     * is: {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} (who won), {@code 38-26} (both scores), a signed
     * margin such as {@code +16.000} (GGF), {@code ?} or a GGF ending such as {@code +64.00:r} (no board
     * result); {@code *} or no tag records none. A finished game whose stated result the board
     * contradicts is invalid ({@link ProblemKind#RESULT_MISMATCH}), and so refused by a writer; an
     * unfinished game keeps the result it states.
     *
     * @param record the game
     * @param info its header facts
     * @return the checked game, located at {@code game 1} of a source named {@code game}
     */
    public static CheckedGame of(GameRecord record, GameInfo info) {
        List<String> texts = new java.util.ArrayList<>(record.moves().size());
        for (Move m : record.moves()) {
            texts.add(m.toString());
        }
        return check(Location.of("game").withGame(0), info, record.rules(), record.start(), record.moves(), texts,
                StatedResults.stated(info.get(GameInfo.RESULT).orElse("*")), List.of());
    }

    private GameCheck.Replayed full() {
        GameCheck.Replayed f = full;
        if (f == null && rules != null) {
            f = GameCheck.replay(location, info, rules, start, moves, null, recorded, problems);
            full = f;
        }
        return f;
    }

    /**
     * Returns a game that could not be read far enough to replay.
     *
     * @param location the game's location
     * @param info what was read of its header
     * @param problems why not; at least one should be an error
     * @return the checked game, invalid
     * @throws IllegalArgumentException if no problem is an error
     */
    static CheckedGame unreadable(Location location, GameInfo info, List<Problem> problems) {
        if (problems.stream().noneMatch(Problem::isError)) {
            throw new IllegalArgumentException("an unreadable game needs an error");
        }
        return new CheckedGame(location, info, null, new RecordedResult.None(), problems);
    }

    /**
     * Returns the game's location: its source and index.
     *
     * @return the location
     */
    public Location location() {
        return location;
    }

    /**
     * Returns the header facts.
     *
     * @return the info
     */
    public GameInfo info() {
        return info;
    }

    /**
     * Tells whether every move is legal and no check failed (there is no {@link Severity#ERROR}).
     *
     * @return true for a valid game
     */
    public boolean isValid() {
        return valid;
    }

    /**
     * Tells whether the game is valid and its final state ends the game.
     *
     * @return true for a valid finished game
     */
    public boolean isFinished() {
        return finished;
    }

    /**
     * Returns the record, with every pass written: the whole game when it is valid, the moves up to
     * the first illegal one otherwise.
     *
     * @return the record, or empty when the game could not be read
     */
    public Optional<GameRecord> record() {
        GameCheck.Replayed f = full();
        return f == null ? Optional.empty() : Optional.of(f.record);
    }

    /**
     * Returns the replay of the record (computed on each call).
     *
     * @return the replay, or empty when the game could not be read
     */
    public Optional<Replay> replay() {
        return record().map(GameRecord::replay);
    }

    /**
     * Returns the state after the last legal move.
     *
     * @return the state, or empty when the game could not be read
     */
    public Optional<GameState> finalState() {
        GameCheck.Replayed f = full();
        return f == null ? Optional.empty() : Optional.of(f.finalState);
    }

    /**
     * Returns the outcome of a game whose moves all replay and reach the end.
     *
     * @return the outcome, or empty
     */
    public Optional<Outcome> outcome() {
        GameCheck.Replayed f = full();
        return f == null ? Optional.empty() : Optional.ofNullable(f.outcome);
    }

    /**
     * Returns the result the record states.
     *
     * @return the recorded result
     */
    public RecordedResult recordedResult() {
        return recorded;
    }

    /**
     * Returns what was found, in the order found.
     *
     * @return an unmodifiable list
     */
    public List<Problem> problems() {
        return problems;
    }

    /**
     * Tells whether a problem of a kind was found.
     *
     * @param kind the kind
     * @return true if one was
     */
    public boolean has(ProblemKind kind) {
        return problems.stream().anyMatch(p -> p.kind() == kind);
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof CheckedGame)) {
            return false;
        }
        CheckedGame g = (CheckedGame) o;
        return location.equals(g.location) && info.equals(g.info) && recorded.equals(g.recorded)
                && problems.equals(g.problems) && finished == g.finished && record().equals(g.record())
                && finalState().equals(g.finalState()) && outcome().equals(g.outcome());
    }

    @Override
    public int hashCode() {
        return Objects.hash(location, info, record(), outcome(), problems);
    }

    /**
     * Returns a one-line summary: location, validity, outcome and the number of problems.
     *
     * @return the summary
     */
    @Override
    public String toString() {
        return location + ": " + (valid ? "valid" : "invalid") + outcome().map(o -> ", " + o).orElse("")
                + (problems.isEmpty() ? "" : ", problems " + problems);
    }
}
