package io.github.reversi4j.solver.player;

import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.engine.Analysis;
import io.github.reversi4j.engine.AnalysingPlayer;
import io.github.reversi4j.engine.Limit;
import io.github.reversi4j.engine.MoveEvaluation;
import io.github.reversi4j.engine.Score;
import io.github.reversi4j.engine.SearchDepth;
import io.github.reversi4j.eval.PatternEvaluation;
import io.github.reversi4j.solver.internal.MidgameSearch;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.OptionalLong;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/**
 * A computer opponent for standard 8x8 Othello, with levels from a beginner's to the strongest this
 * machine allows: an iterative-deepening search with the pattern evaluation of
 * {@code reversi-eval} at its horizon and a transposition table, handing over to the exact solver
 * near the end of the game. It is the engines' {@link io.github.reversi4j.engine.Player}, so
 * {@code Match.play} and {@code EngineServer} take it as they take an engine, and an
 * {@link AnalysingPlayer}: {@link #analyse} scores its best moves, which is how {@code EngineServer}
 * answers NBoard's {@code hint n}.
 *
 * <pre>{@code
 * ComputerPlayer expert = ComputerPlayer.ofLevel(10);
 * GameRecord game = GameRecord.parse("othello: f5 d6 c3");
 * Move m = expert.choose(game, Limit.time(java.time.Duration.ofMillis(200)));
 * System.out.println(m);                                      // e.g. d3
 * Analysis best3 = expert.analyse(game, Limit.depth(6), 3);    // the three best moves, scored
 * Player beginner = ComputerPlayer.ofLevel(1).withSeed(42);   // another seed, other mistakes
 * }</pre>
 *
 * <p>Level {@code n} searches {@code n} plies deep, and the exact solver plays from
 * {@link #exactEmpties()} empty squares on ({@code n + 6}, at most 20; none at level 1). The
 * levels below 4 also play a random legal move now and then (a share of 40, 25 and 10 % of their
 * moves at levels 1, 2 and 3), which makes them beatable; the seed decides which. The limit given to
 * {@link #choose} bounds every level further: its depth caps the search's depth, its nodes and time
 * stop it (the deepest search completed then decides, so a move always comes back). With
 * {@link Limit#none()} the highest levels take long (level 20 is a 20-ply search): give them a time.
 *
 * <p>Reproducible: the same level, seed, game and limit without a time give the same move (each
 * search starts with a cleared table). Cancellable: when the calling thread is interrupted the search
 * stops and the best move found so far is returned, the thread's interrupt status kept. Thread-safe:
 * a player is an immutable configuration, and each call takes a search (and its table of
 * {@value #HASH_MEGABYTES} MB, and near the end of a game the exact solver's table of at most as
 * much, which the search keeps for its next call) that no other call uses at the same time, so many
 * games can be played at once; the searches no call uses are kept for the next calls, a few per
 * processor, and the others left to the garbage collector. The exact solver runs on the calling
 * thread: a call starts no thread.
 *
 * <p>It plays the standard rules of 8x8 Othello alone (the pattern evaluation knows no other board
 * nor rule set): a game under other rules is refused with an {@link IllegalArgumentException}.
 */
public final class ComputerPlayer implements AnalysingPlayer {

    /** The weakest level. */
    public static final int MIN_LEVEL = 1;
    /** The strongest level. */
    public static final int MAX_LEVEL = 20;
    /** The size of each search's table in megabytes. */
    public static final int HASH_MEGABYTES = 16;

    /** The searches not in use, with their tables, a few per processor; shared by the players of this class loader. */
    private static final BlockingQueue<MidgameSearch> IDLE =
            new ArrayBlockingQueue<>(Math.max(4, 2 * Runtime.getRuntime().availableProcessors()));

    private final int level;
    private final long seed;

    private ComputerPlayer(int level, long seed) {
        this.level = level;
        this.seed = seed;
    }

    /**
     * Returns the player of a level, with the seed 0.
     *
     * @param level {@value #MIN_LEVEL} (a beginner's) to {@value #MAX_LEVEL} (the strongest)
     * @return the player
     * @throws IllegalArgumentException if the level is out of range
     * @throws io.github.reversi4j.eval.InvalidWeightsException if the evaluation's weights are missing or
     *     corrupt
     */
    public static ComputerPlayer ofLevel(int level) {
        if (level < MIN_LEVEL || level > MAX_LEVEL) {
            throw new IllegalArgumentException("a level is " + MIN_LEVEL + " to " + MAX_LEVEL + ", not " + level);
        }
        PatternEvaluation.standard(); // a missing or corrupt weights resource fails here, at the start
        return new ComputerPlayer(level, 0);
    }

    /**
     * Returns this player with another seed, which decides the random moves of the low levels.
     *
     * @param newSeed any number
     * @return the player
     */
    public ComputerPlayer withSeed(long newSeed) {
        return new ComputerPlayer(level, newSeed);
    }

    /**
     * Returns the level.
     *
     * @return {@value #MIN_LEVEL} to {@value #MAX_LEVEL}
     */
    public int level() {
        return level;
    }

    /**
     * Returns the seed.
     *
     * @return the seed
     */
    public long seed() {
        return seed;
    }

    /**
     * Returns the depth of the level's search in plies: the level.
     *
     * @return the depth
     */
    public int depth() {
        return level;
    }

    /**
     * Returns the empty squares from which the exact solver plays: 0 (never) at level 1, else the
     * level plus 6, at most 20.
     *
     * @return the empties
     */
    public int exactEmpties() {
        return level == 1 ? 0 : Math.min(20, level + 6);
    }

    /**
     * Tells whether the player plays games under a rule set: the standard rules of 8x8 Othello.
     *
     * @param rules the rule set
     * @return true if {@link #choose} takes its games
     */
    public static boolean supports(Rules rules) {
        Objects.requireNonNull(rules, "rules");
        try {
            PatternEvaluation.standard().discs(rules, rules.initialState());
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /**
     * Chooses a move for the side to move of the game's last position.
     *
     * @param game a game of standard 8x8 Othello, not over
     * @param limit bounds the search further: its depth caps the level's, its nodes and time stop it
     * @return a legal move (a pass when the side to move has no placement)
     * @throws IllegalArgumentException if the game is not of standard 8x8 Othello
     * @throws IllegalStateException if the game is over
     */
    @Override
    public Move choose(GameRecord game, Limit limit) {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(limit, "limit");
        Rules rules = game.rules();
        GameState state = playable(game);
        List<Move> legal = rules.legalMoves(state);
        if (legal.size() == 1) {
            return legal.get(0);
        }
        int randomPercent = level == 1 ? 40 : level == 2 ? 25 : level == 3 ? 10 : 0;
        long h = mix(seed ^ mix(state.toString().hashCode() * 0x9E3779B97F4A7C15L + game.moves().size()));
        if (randomPercent > 0 && Long.remainderUnsigned(h, 100) < randomPercent) {
            return legal.get((int) Long.remainderUnsigned(mix(h), legal.size()));
        }
        MidgameSearch search = take();
        try {
            Thread caller = Thread.currentThread();
            MidgameSearch.Result r = search.search(state, depth(limit), exactEmpties(), limit.nodes().orElse(Long.MAX_VALUE),
                    limit.time().orElse(null), caller::isInterrupted);
            Move m = r.move().orElse(legal.get(0));
            return rules.isLegal(state, m) ? m : legal.get(0);
        } finally {
            release(search);
        }
    }

    /**
     * Scores the best moves of the game's last position by the level's search: each of the best
     * {@code moves} with its own score in discs (exact, and its depth the empty squares, once the exact
     * solver decides), best first, and with its principal variation: the move and the line the search
     * expects after it, to the end of the game (a line of perfect play) for an exact score, else at most
     * as many placements as the search's depth (fewer where its table no longer holds them), each move
     * legal in turn. The random moves of the low levels play no part: the scores are
     * those of the level's search. The limit bounds it as it bounds {@link #choose}; stopped by a node
     * count, a time or an interruption, it gives the moves of the deepest search it completed.
     *
     * @param game a game of standard 8x8 Othello, not over
     * @param limit bounds the search further: its depth caps the level's, its nodes and time stop it
     * @param moves how many moves to score, 1 or more (every legal move when the position has fewer)
     * @return the best moves with their scores, best first, at least one; the node count is the search's
     * @throws IllegalArgumentException if the game is not of standard 8x8 Othello, or {@code moves} is
     *     below 1
     * @throws IllegalStateException if the game is over
     */
    @Override
    public Analysis analyse(GameRecord game, Limit limit, int moves) {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(limit, "limit");
        if (moves < 1) {
            throw new IllegalArgumentException("an analysis scores 1 move or more, not " + moves);
        }
        GameState state = playable(game);
        MidgameSearch search = take();
        List<MidgameSearch.Result> results;
        try {
            Thread caller = Thread.currentThread();
            results = search.analyse(state, moves, depth(limit), exactEmpties(), limit.nodes().orElse(Long.MAX_VALUE),
                    limit.time().orElse(null), caller::isInterrupted);
        } finally {
            release(search);
        }
        List<MoveEvaluation> out = new ArrayList<>(results.size());
        for (MidgameSearch.Result r : results) {
            Move m = r.move().orElseThrow();
            SearchDepth depth = new SearchDepth(Math.min(Limit.MAX_DEPTH, r.depth()), 100, r.exact());
            out.add(new MoveEvaluation(m, Score.of(r.discs()), depth, r.pv(), OptionalLong.empty()));
        }
        return new Analysis(out, OptionalLong.of(results.isEmpty() ? 0 : results.get(0).nodes()));
    }

    /** The last position of a game the player plays: standard 8x8 Othello, not over. */
    private static GameState playable(GameRecord game) {
        Rules rules = game.rules();
        GameState state = game.replay().finalState();
        try {
            PatternEvaluation.standard().discs(rules, state);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("the computer player plays standard 8x8 Othello only: "
                    + e.getMessage(), e);
        }
        if (rules.isTerminal(state)) {
            throw new IllegalStateException("the game is over: " + state);
        }
        return state;
    }

    private int depth(Limit limit) {
        return Math.max(1, Math.min(level, limit.depth().orElse(level)));
    }

    /** A search of its own for a call, its table cleared (a search depends on nothing before it). */
    private static MidgameSearch take() {
        MidgameSearch search = IDLE.poll();
        if (search == null) {
            search = new MidgameSearch(HASH_MEGABYTES);
        }
        search.clear();
        return search;
    }

    /** Keeps a search for the next call, unless enough are kept already. */
    private static void release(MidgameSearch search) {
        if (!IDLE.offer(search)) {
            return; // enough idle searches: this one and its table go to the garbage collector
        }
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ComputerPlayer && ((ComputerPlayer) o).level == level && ((ComputerPlayer) o).seed == seed;
    }

    @Override
    public int hashCode() {
        return level * 31 + Long.hashCode(seed);
    }

    /**
     * Returns e.g. {@code ComputerPlayer[level=10, seed=0]}.
     *
     * @return the text
     */
    @Override
    public String toString() {
        return "ComputerPlayer[level=" + level + ", seed=" + seed + "]";
    }
}
