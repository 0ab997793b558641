package io.github.reversi4j.testkit.internal;

import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Rules;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.LongStream;

/**
 * Seeded random legal games of any {@link Rules}: the generator behind the contract suites and the
 * property tests of reversi4j. Not part of the API: the suites are (their failures print the seed and
 * the failing move prefix as a {@link GameRecord} text, which {@link GameRecord#parse(String)} reads
 * back). A game is fully determined by the rules, the start state and the seed, so a failing property
 * names its seed and is replayed exactly.
 *
 * <p>Each move is drawn uniformly from {@link Rules#legalMoves(GameState)} with a
 * {@link SplittableRandom} seeded with the game's seed; the game stops when the state is terminal or
 * after a ply limit.
 *
 * <p>The suites take a series of seeds ({@link #seeds(long, int)}), play a game of each
 * ({@link #play(Rules, GameState, long, int)}) and, on a failure, report {@link #describe(long,
 * GameRecord, int)}.
 *
 * <p>This class has only static methods and is thread-safe.
 */
public final class RandomGames {

    /** The default seed of the property tests: {@code 0x5EED_2026}. */
    public static final long DEFAULT_SEED = 0x5EED_2026L;

    private RandomGames() {
    }

    /**
     * Returns the default ply limit of a game of a rule set: four times the number of squares plus 64,
     * more than any two-player game of placements and forced passes can last.
     *
     * @param rules the rules
     * @return the ply limit
     */
    public static int defaultMaxPlies(Rules rules) {
        return 4 * rules.geometry().size() + 64;
    }

    /**
     * Plays a random legal game from the rules' initial state to its end (or the default ply limit).
     *
     * @param rules the rules
     * @param seed the seed
     * @return the game, every pass written
     */
    public static GameRecord play(Rules rules, long seed) {
        return play(rules, rules.initialState(), seed, defaultMaxPlies(rules));
    }

    /**
     * Plays a random legal game from a state.
     *
     * @param rules the rules
     * @param start the start state
     * @param seed the seed
     * @param maxPlies the largest number of moves to play
     * @return the game, every pass written; it ends in a terminal state unless the ply limit stopped it
     * @throws IllegalStateException if {@code play} rejects a move of {@code legalMoves}; the message
     *     names the seed and the move prefix
     */
    public static GameRecord play(Rules rules, GameState start, long seed, int maxPlies) {
        SplittableRandom random = new SplittableRandom(seed);
        List<Move> moves = new ArrayList<>();
        GameState s = start;
        for (int ply = 0; ply < maxPlies; ply++) {
            List<Move> legal = rules.legalMoves(s);
            if (legal.isEmpty()) {
                break;
            }
            Move m = legal.get(random.nextInt(legal.size()));
            try {
                s = rules.play(s, m);
            } catch (RuntimeException e) {
                throw new IllegalStateException("the rules reject their own legal move " + m + " after "
                        + describe(seed, GameRecord.of(rules, start, moves), moves.size()) + ": " + e, e);
            }
            moves.add(m);
        }
        return GameRecord.of(rules, start, moves);
    }

    /**
     * Returns the states of a game, obtained by playing its moves with {@link Rules#play(GameState, Move)}
     * (not through {@link GameRecord#replay()}, so that the two can be compared).
     *
     * @param game a legal game
     * @return the start state, then the state after each move
     */
    public static List<GameState> states(GameRecord game) {
        List<GameState> states = new ArrayList<>(game.moves().size() + 1);
        GameState s = game.start();
        states.add(s);
        for (Move m : game.moves()) {
            s = game.rules().play(s, m);
            states.add(s);
        }
        return states;
    }

    /**
     * Returns the seeds of a series of games: {@code count} well-mixed seeds derived from a base seed,
     * the same in every run.
     *
     * @param base the base seed
     * @param count the number of seeds
     * @return the seeds
     */
    public static LongStream seeds(long base, int count) {
        return LongStream.range(0, count).map(i -> seed(base, (int) i));
    }

    /**
     * Returns the {@code index}-th seed derived from a base seed (the SplitMix64 finaliser of
     * {@code base + index * 0x9E3779B97F4A7C15}).
     *
     * @param base the base seed
     * @param index the index of the game
     * @return the seed
     */
    public static long seed(long base, int index) {
        long z = base + (index + 1L) * 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /**
     * Returns the base seed of a test run: the system property {@code reversi4j.seed} (decimal, or
     * hexadecimal with {@code 0x}) when set, so a failure is reproduced with
     * {@code -Dreversi4j.seed=...}, else the given default.
     *
     * @param defaultSeed the seed to use when the property is not set
     * @return the base seed
     */
    public static long baseSeed(long defaultSeed) {
        String p = System.getProperty("reversi4j.seed");
        if (p == null || p.isBlank()) {
            return defaultSeed;
        }
        String t = p.strip();
        return t.startsWith("0x") || t.startsWith("0X") ? Long.parseUnsignedLong(t.substring(2), 16) : Long.parseLong(t);
    }

    /**
     * Describes the first {@code plies} moves of a random game for a failure message: the seed and the
     * move prefix as a {@link GameRecord} text that {@link GameRecord#parse(String)} reads back (for a
     * registered rule set), so the failing position is reproduced by pasting it.
     *
     * @param seed the game's seed
     * @param game the game
     * @param plies the length of the failing prefix, 0 .. the number of moves
     * @return e.g. {@code seed 0x1f..., prefix of 3 moves: othello: f5 d6 c3}
     */
    public static String describe(long seed, GameRecord game, int plies) {
        int n = Math.min(Math.max(plies, 0), game.moves().size());
        GameRecord prefix = GameRecord.of(game.rules(), game.start(), game.moves().subList(0, n));
        return "seed 0x" + Long.toHexString(seed) + ", prefix of " + n + " moves: " + prefix;
    }
}
