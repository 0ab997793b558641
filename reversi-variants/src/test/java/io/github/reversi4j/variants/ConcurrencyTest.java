package io.github.reversi4j.variants;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.reversi4j.core.Perft;
import io.github.reversi4j.core.Perft;
import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Rules;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The rule sets and their states say they are immutable and thread-safe: one {@code Rules} object
 * and the same {@code GameState} objects, used by several threads at once, give each thread exactly
 * what one thread alone gets. The states the threads share are built fresh for the concurrent phase
 * and nothing was asked of them before, so that every value a state or a rule set computes lazily
 * (hash codes, texts, tables) is computed for the first time while threads race for it.
 */
class ConcurrencyTest {

    private static final int THREADS = 4;
    private static final int GAMES = 12;
    /** The seed of the first random game; game g is seeded with this plus g. */
    private static final long BASE_SEED = 0x5EED_2026L;

    /** A random legal game: each move drawn uniformly from the legal moves, to the end. */
    private static GameRecord randomGame(Rules rules, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<Move> moves = new ArrayList<>();
        GameState s = rules.initialState();
        for (int ply = 0; ply < 4 * rules.geometry().size() + 64 && !rules.isTerminal(s); ply++) {
            List<Move> legal = rules.legalMoves(s);
            Move m = legal.get(random.nextInt(legal.size()));
            s = rules.play(s, m);
            moves.add(m);
        }
        return GameRecord.of(rules, rules.initialState(), moves);
    }

    /** The start, then the state after each move, played with the rules. */
    private static List<GameState> states(Rules rules, GameRecord game) {
        List<GameState> states = new ArrayList<>();
        GameState s = game.start();
        states.add(s);
        for (Move m : game.moves()) {
            s = rules.play(s, m);
            states.add(s);
        }
        return states;
    }

    static Stream<String> ids() {
        List<String> ids = new ArrayList<>(RuleSets.ids());
        ids.addAll(List.of("othello(size=6x6)", "othello(size=10x10)", "piecepack(tiles=3x2,coins=24)"));
        return ids.stream();
    }

    /** What one thread learns from a state: its text, hash, moves, children and end. */
    private record Facts(String text, int hash, long hash64, List<Move> moves, List<String> children,
            boolean terminal, String outcome, String parsedBack) {

        static Facts of(Rules rules, GameState s) {
            List<Move> moves = rules.legalMoves(s);
            List<String> children = new ArrayList<>();
            for (Move m : moves) {
                children.add(rules.play(s, m).toString());
            }
            boolean terminal = rules.isTerminal(s);
            String outcome = terminal ? rules.outcome(s).toString() : "";
            String text = s.toString();
            return new Facts(text, s.hashCode(), s.hash64(), List.copyOf(moves), children, terminal, outcome,
                    rules.parseState(text).equals(s) ? "equal" : "differs: " + rules.parseState(text));
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("ids")
    @DisplayName("one Rules object and shared states give every thread what one thread alone gets")
    void sharedRulesAndStatesAgreeAcrossThreads(String id) throws Exception {
        long base = BASE_SEED;
        // one thread alone, on a Rules object and states of its own
        Rules alone = RuleSets.of(id);
        List<List<Facts>> expected = new ArrayList<>();
        List<List<Move>> games = new ArrayList<>();
        for (int g = 0; g < GAMES; g++) {
            GameRecord game = randomGame(alone, base + g);
            games.add(game.moves());
            List<Facts> facts = new ArrayList<>();
            for (GameState s : states(alone, game)) {
                facts.add(Facts.of(alone, s));
            }
            expected.add(facts);
        }
        long perft = Perft.count(alone, alone.initialState(), 3, Perft.Convention.COUNT_ENDED);

        // a fresh Rules object and fresh states, untouched, shared by every thread
        Rules shared = RuleSets.of(id);
        List<List<GameState>> states = new ArrayList<>();
        for (List<Move> moves : games) {
            List<GameState> line = new ArrayList<>();
            GameState s = shared.initialState();
            line.add(s);
            for (Move m : moves) {
                s = shared.play(s, m);
                line.add(s);
            }
            states.add(line);
        }
        CyclicBarrier start = new CyclicBarrier(THREADS);
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        try {
            List<Future<String>> results = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                int first = t;
                Callable<String> task = () -> {
                    start.await(30, TimeUnit.SECONDS);
                    // each thread walks the games from a different one, so that they meet on every state
                    for (int k = 0; k < GAMES; k++) {
                        int g = (first * 3 + k) % GAMES;
                        List<GameState> line = states.get(g);
                        for (int i = 0; i < line.size(); i++) {
                            Facts got = Facts.of(shared, line.get(i));
                            if (!got.equals(expected.get(g).get(i))) {
                                return "game " + g + " (seed " + (base + g) + "), after "
                                        + i + " moves " + games.get(g).subList(0, i) + ": " + got
                                        + " but one thread alone found " + expected.get(g).get(i);
                            }
                        }
                    }
                    long n = Perft.count(shared, shared.initialState(), 3, Perft.Convention.COUNT_ENDED);
                    return n == perft ? "" : "perft 3 " + n + " but one thread alone counted " + perft;
                };
                results.add(pool.submit(task));
            }
            for (Future<String> r : results) {
                assertThat(r.get(5, TimeUnit.MINUTES)).as("%s, thread result", id).isEmpty();
            }
        } finally {
            pool.shutdownNow();
        }
        assertThat(expected).as("games played").hasSize(GAMES);
        assertThat(expected.get(0).size()).as("states of the first game").isGreaterThan(1);
    }
}
