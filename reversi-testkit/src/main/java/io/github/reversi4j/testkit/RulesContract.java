package io.github.reversi4j.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;

import io.github.reversi4j.core.Board;
import io.github.reversi4j.core.internal.Messages;
import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.IllegalMoveException;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Outcome;
import io.github.reversi4j.core.Replay;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.Square;
import io.github.reversi4j.core.Symmetry;
import io.github.reversi4j.testkit.internal.RandomGames;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.opentest4j.TestAbortedException;

/**
 * The contract every {@link Rules} implementation must keep, as a reusable JUnit 5 test suite over
 * seeded random legal games. Each property is a {@link TestFactory} that yields,
 * for each rule set under test, one test per game; a failure names the rule set, the property, the
 * game's seed and the shortest failing move prefix (as a {@link GameRecord} text), and is reproduced
 * with {@code -Dreversi4j.seed=<base seed>} or by replaying the prefix.
 *
 * <p>The properties:
 * <ul>
 *   <li>{@code legalMoves} is empty exactly on terminal states; {@code outcome} works exactly on them
 *       (and its text parses back) and throws {@link IllegalStateException} elsewhere; every move is
 *       rejected on a terminal state;</li>
 *   <li>every legal move is accepted by {@code play} and {@code isLegal}; the list is unmodifiable,
 *       free of duplicates, in row-major order of squares, repeatable, and its size is
 *       {@code legalMoveCount}; a pass appears only alone (<a href="doc-files/rules.html#B4">RULES §B4</a>);</li>
 *   <li>a sample of illegal moves - placements on discs, off the board, or on squares where no legal
 *       move places, and a pass while placements exist - is rejected by {@code play} with an
 *       {@link IllegalMoveException} naming the state and the move, and by {@code isLegal};</li>
 *   <li>the reasons programs rely on: {@code GAME_OVER} for a placement after the end,
 *       {@code MUST_PASS} for a placement where only the pass is left (the record readers insert a
 *       forced pass on that answer), {@code PASS_NOT_ALLOWED} for a pass while a placement is legal;</li>
 *   <li>{@code play} never changes the state it is given, and is deterministic;</li>
 *   <li>equal states have equal {@code hash64} and {@code hashCode}, within and across games, and states
 *       with equal {@code hash64} are equal;</li>
 *   <li>{@code parseState(state.toString())} equals the state;</li>
 *   <li>{@code RuleSets.of(rules.id())} gives back equal rules (so a rule set needs value
 *       {@code equals}), and a game's record text parses back, when the rule set is registered;</li>
 *   <li>the rules commute with each of {@code rules.symmetries()};</li>
 *   <li>replaying a {@link GameRecord} gives the states that playing gives, and a record with a bad
 *       move reports its index.</li>
 * </ul>
 *
 * <h2>Running it against your own rule set</h2>
 * Depend on {@code reversi-testkit} in test scope. It brings the JUnit Jupiter API and AssertJ with
 * it; the Jupiter engine runs it (Maven Surefire 3 adds the engine by itself when it sees the API; with
 * Gradle, declare {@code junit-jupiter-engine} and {@code junit-platform-launcher} as
 * {@code testRuntimeOnly} and call {@code useJUnitPlatform()}):
 * <pre>{@code
 * <dependency>
 *   <groupId>io.github.reversi4j</groupId>
 *   <artifactId>reversi-testkit</artifactId>
 *   <version>${reversi4j.version}</version>
 *   <scope>test</scope>
 * </dependency>
 * }</pre>
 * and extend this class in your tests, returning the configurations to check:
 * <pre>{@code
 * class MyVariantContractTest extends RulesContract {
 *     @Override
 *     protected List<Rules> ruleSets() {
 *         return List.of(new MyVariant(), new MyVariant().withGeometry(Geometry.of(6)));
 *     }
 * }
 * }</pre>
 * The hooks {@link #games()}, {@link #startState(Rules)}, {@link #maxPlies(Rules)},
 * {@link #minimumPlies(Rules)}, {@link #isRegistered(Rules)} and
 * {@link #illegalMoves(Rules, GameState, SplittableRandom)} adapt the suite to a rule set; add
 * further {@code @Test} or {@code @TestFactory} methods for your rule set's own properties. The
 * system properties {@code reversi4j.seed} (the base seed) and {@code reversi4j.games} (games per rule
 * set) override the defaults from the command line.
 */
public abstract class RulesContract {

    /** Creates the suite; JUnit calls a subclass's constructor. */
    protected RulesContract() {
    }

    /**
     * Returns the rule sets to check, e.g. one rule set in several configurations.
     *
     * @return the rule sets, at least one
     */
    protected abstract List<Rules> ruleSets();

    /**
     * Returns the number of random games played per rule set and property: the system property
     * {@code reversi4j.games}, else 8.
     *
     * @return the number of games
     */
    protected int games() {
        return Integer.getInteger("reversi4j.games", 8);
    }

    /**
     * The base seed from which each game's seed is derived: the system property
     * {@code reversi4j.seed}, else a fixed default.
     */
    private long baseSeed() {
        return RandomGames.baseSeed(RandomGames.DEFAULT_SEED);
    }

    /**
     * Returns the largest number of plies of a random game of a rule set.
     *
     * @param rules the rules
     * @return by default four times the number of squares plus 64, more than any two-player game of
     *     placements and forced passes can last
     */
    protected int maxPlies(Rules rules) {
        return RandomGames.defaultMaxPlies(rules);
    }

    /**
     * Returns the state the random games of a rule set start from.
     *
     * @param rules the rules
     * @return by default {@code rules.initialState()}; override to start from other positions too
     */
    protected GameState startState(Rules rules) {
        return rules.initialState();
    }

    /**
     * Returns the fewest plies the longest random game of a rule set must have: a rule set whose every
     * random game ends at once (a start with no legal move, a rule no placement can meet) would pass
     * every other property without a single move being checked, so {@link #randomGamesArePlayed()}
     * fails it.
     *
     * @param rules the rules
     * @return by default 2: at least one game has a move by each side (or a move and a pass)
     */
    protected int minimumPlies(Rules rules) {
        return 2;
    }

    /**
     * Tells whether a rule set is registered with {@link RuleSets}, so that its id and its records'
     * text are checked to parse back.
     *
     * @param rules the rules
     * @return by default whether a provider has the name part of {@code rules.id()}
     */
    protected boolean isRegistered(Rules rules) {
        String id = rules.id();
        int open = id.indexOf('(');
        return RuleSets.ids().contains(open < 0 ? id : id.substring(0, open));
    }

    /**
     * Returns a sample of moves that must be illegal in a non-terminal state: placements on squares
     * that hold a disc (<a href="doc-files/rules.html#B2">RULES §B2</a>, <a href="doc-files/rules.html#B8">§B8</a>), off the board, or on empty squares where no legal move places;
     * the pass when a placement is legal (passing is never voluntary, <a href="doc-files/rules.html#B4">RULES §B4</a>), and the declared
     * end when the rules do not offer it. A rule set that allows some of these overrides this method.
     *
     * @param rules the rules
     * @param state a non-terminal state
     * @param random the source of randomness for the sample
     * @return the moves, each of which {@code play} must reject
     */
    protected List<Move> illegalMoves(Rules rules, GameState state, SplittableRandom random) {
        Geometry g = rules.geometry();
        Board b = state.board();
        List<Move> legal = rules.legalMoves(state);
        Set<Square> legalSquares = legal.stream().filter(m -> m.square().isPresent()).map(m -> m.square().orElseThrow())
                .collect(Collectors.toSet());
        List<Move> out = new ArrayList<>();
        List<Square> occupied = new ArrayList<>();
        List<Square> unreachable = new ArrayList<>();
        for (Square sq : g.squares()) {
            if (b.colorAt(sq).isPresent()) {
                occupied.add(sq);
            } else if (!legalSquares.contains(sq)) {
                unreachable.add(sq);
            }
        }
        for (int k = 0; k < 3 && !occupied.isEmpty(); k++) {
            out.add(Move.place(occupied.get(random.nextInt(occupied.size()))));
        }
        for (int k = 0; k < 3 && !unreachable.isEmpty(); k++) {
            out.add(Move.place(unreachable.get(random.nextInt(unreachable.size()))));
        }
        if (g.width() < Square.MAX_SIDE) {
            out.add(Move.place(Square.of(g.width() + random.nextInt(Square.MAX_SIDE - g.width()),
                    random.nextInt(Square.MAX_SIDE))));
        }
        if (g.height() < Square.MAX_SIDE) {
            out.add(Move.place(Square.of(random.nextInt(Square.MAX_SIDE),
                    g.height() + random.nextInt(Square.MAX_SIDE - g.height()))));
        }
        if (!legal.contains(Move.pass())) {
            out.add(Move.pass());
        }
        if (!legal.contains(Move.declareEnd())) {
            out.add(Move.declareEnd());
        }
        return out;
    }

    // ---- the properties

    /**
     * <a href="doc-files/rules.html#B4">RULES §B4</a>, <a href="doc-files/rules.html#B5">§B5</a>: the legal moves are empty exactly on terminal states; the outcome is defined
     * exactly there, and its text parses back; on a terminal state every move is rejected.
     *
     * @return the tests
     */
    @TestFactory
    protected final Stream<DynamicNode> terminalStatesAndOutcomes() {
        return perState("terminal states and outcomes", (rules, s, ply, random) -> {
            List<Move> legal = rules.legalMoves(s);
            boolean terminal = rules.isTerminal(s);
            assertThat(legal.isEmpty()).as("legalMoves is empty <=> isTerminal (%s)", terminal).isEqualTo(terminal);
            assertThat(rules.legalMoveCount(s)).as("legalMoveCount").isEqualTo(legal.size());
            if (terminal) {
                Outcome o = rules.outcome(s);
                assertThat(rules.parseOutcome(o.toString())).as("rules.parseOutcome(outcome.toString())").isEqualTo(o);
                assertThat(o.discs(Color.BLACK)).as("outcome's black discs").isEqualTo(s.board().count(Color.BLACK));
                assertThat(o.discs(Color.WHITE)).as("outcome's white discs").isEqualTo(s.board().count(Color.WHITE));
                for (Move m : samplePlacements(rules, s, random)) {
                    assertRejected(rules, s, m);
                }
                assertRejected(rules, s, Move.pass());
            } else {
                assertThatThrownBy(() -> rules.outcome(s)).as("outcome of a state that is not terminal")
                        .isInstanceOf(IllegalStateException.class);
            }
        });
    }

    /**
     * Every legal move is accepted by {@code play} and {@code isLegal}; the list is unmodifiable,
     * without duplicates, ordered by square, repeatable, of size {@code legalMoveCount}; a pass comes
     * alone (<a href="doc-files/rules.html#B4">RULES §B4</a>).
     *
     * @return the tests
     */
    @TestFactory
    protected final Stream<DynamicNode> legalMovesArePlayable() {
        return perState("legal moves are playable", (rules, s, ply, random) -> {
            List<Move> legal = rules.legalMoves(s);
            assertThat(rules.legalMoves(s)).as("legalMoves is repeatable").isEqualTo(legal);
            assertThat(rules.legalMoveCount(s)).as("legalMoveCount").isEqualTo(legal.size());
            assertThat(new HashSet<>(legal)).as("legal moves are distinct").hasSize(legal.size());
            assertThatThrownBy(() -> legal.add(Move.pass())).as("legalMoves is unmodifiable")
                    .isInstanceOf(UnsupportedOperationException.class);
            if (legal.contains(Move.pass())) {
                assertThat(legal).as("a pass is the only legal move (RULES §B4)").containsExactly(Move.pass());
            }
            int last = -1;
            for (Move m : legal) {
                assertThat(rules.parseMove(m.toString())).as("rules.parseMove(%s.toString())", m).isEqualTo(m);
                if (m.square().isPresent()) {
                    int idx = rules.geometry().index(m.square().orElseThrow());
                    assertThat(idx).as("placements in row-major order: %s", m).isGreaterThanOrEqualTo(last);
                    last = idx;
                }
                assertThat(rules.isLegal(s, m)).as("isLegal(%s)", m).isTrue();
                GameState next = rules.play(s, m);
                assertThat(rules.play(s, m)).as("play(%s) is deterministic", m).isEqualTo(next);
                assertThat(next.board().geometry()).as("geometry after %s", m).isEqualTo(s.board().geometry());
            }
        });
    }

    /**
     * Where the side to move must pass, a placement is rejected with the reason
     * {@link IllegalMoveException.Reason#MUST_PASS}, where it may not, a pass with
     * {@link IllegalMoveException.Reason#PASS_NOT_ALLOWED}, and where the game is over, any placement
     * with {@link IllegalMoveException.Reason#GAME_OVER}: the record readers insert the forced passes that
     * most formats leave out when {@code play} answers {@code MUST_PASS} (RULES §B4), so a rule set
     * that answers otherwise has its records refused.
     *
     * @return the tests
     */
    @TestFactory
    protected final Stream<DynamicNode> aForcedPassIsAskedFor() {
        return perState("a forced pass is asked for", (rules, s, ply, random) -> {
            List<Move> legal = rules.legalMoves(s);
            if (rules.isTerminal(s)) {
                for (Square sq : s.board().empties()) {
                    assertReason(rules, s, Move.place(sq), IllegalMoveException.Reason.GAME_OVER);
                }
            } else if (!legal.contains(Move.pass())) {
                assertReason(rules, s, Move.pass(), IllegalMoveException.Reason.PASS_NOT_ALLOWED);
            } else if (legal.equals(List.of(Move.pass())) && rules.players() == 2) {
                // the placements a record would write next: the opponent's, after the pass
                for (Move m : rules.legalMoves(rules.play(s, Move.pass()))) {
                    if (m.square().isPresent()) {
                        assertReason(rules, s, m, IllegalMoveException.Reason.MUST_PASS);
                    }
                }
            }
        });
    }

    private static void assertReason(Rules rules, GameState s, Move m, IllegalMoveException.Reason reason) {
        assertThatThrownBy(() -> rules.play(s, m)).as("play(%s) where %s", m, reason)
                .isInstanceOfSatisfying(IllegalMoveException.class, e -> assertThat(e.reason())
                        .as("the reason play(%s) gives: %s", m, e.getMessage()).isEqualTo(reason));
    }

    /**
     * A sample of illegal moves ({@link #illegalMoves(Rules, GameState, SplittableRandom)}) is rejected
     * with an {@link IllegalMoveException} that carries the state and the move.
     *
     * @return the tests
     */
    @TestFactory
    protected final Stream<DynamicNode> illegalMovesAreRejected() {
        return perState("illegal moves are rejected", (rules, s, ply, random) -> {
            if (rules.isTerminal(s)) {
                return;
            }
            for (Move m : illegalMoves(rules, s, random)) {
                assertRejected(rules, s, m);
            }
        });
    }

    /**
     * {@code isLegal} agrees with {@code play} on every legal move, on a placement on every square of
     * the board (and one off it), on the pass and on the declared end: a rule set that overrides
     * {@code play} (or {@code legalMoves}) without {@code isLegal} (or {@code legalMoveCount}) fails
     * here instead of answering two ways.
     *
     * @return the tests
     */
    @TestFactory
    protected final Stream<DynamicNode> isLegalAgreesWithPlay() {
        return perState("isLegal agrees with play", (rules, s, ply, random) -> {
            List<Move> candidates = new ArrayList<>(rules.legalMoves(s));
            for (Square sq : rules.geometry().squares()) {
                candidates.add(Move.place(sq));
            }
            candidates.addAll(illegalMoves(rules, s, random));
            candidates.add(Move.pass());
            candidates.add(Move.declareEnd());
            for (Move m : candidates) {
                boolean accepted;
                try {
                    rules.play(s, m);
                    accepted = true;
                } catch (IllegalMoveException e) {
                    accepted = false;
                }
                assertThat(rules.isLegal(s, m)).as("isLegal(%s) where play %s it", m, accepted ? "accepts" : "rejects")
                        .isEqualTo(accepted);
            }
            assertThat(rules.legalMoveCount(s)).as("legalMoveCount").isEqualTo(rules.legalMoves(s).size());
        });
    }

    /**
     * The random games of a rule set are games: the longest has at least {@link #minimumPlies(Rules)}
     * plies, so that the other properties check moves and not only a start position. The test's name
     * reports the plies of the games (fewest, most and in all), e.g. {@code othello: 8 games of 58 to
     * 61 plies, 476 in all}.
     *
     * @return the tests
     */
    @TestFactory
    protected final Stream<DynamicNode> randomGamesArePlayed() {
        int n = games();
        long base = baseSeed();
        return ruleSets().stream().map(rules -> {
            int[] plies = RandomGames.seeds(base, n)
                    .mapToInt(seed -> RandomGames.play(rules, startState(rules), seed, maxPlies(rules)).moves().size())
                    .toArray();
            int min = Integer.MAX_VALUE;
            int max = 0;
            long all = 0;
            for (int p : plies) {
                min = Math.min(min, p);
                max = Math.max(max, p);
                all += p;
            }
            int fewest = plies.length == 0 ? 0 : min;
            int most = max;
            String report = rules.id() + ": " + plies.length + " games of " + fewest + " to " + most + " plies, " + all
                    + " in all";
            return DynamicTest.dynamicTest(report, () -> assertThat(most).as("the longest of the random games of %s"
                    + " (%s): a rule set whose games end at once is checked on its start position alone;"
                    + " see minimumPlies", rules.id(), report).isGreaterThanOrEqualTo(minimumPlies(rules)));
        });
    }

    /**
     * {@code play} leaves the state it is given unchanged (text, hash and equality), and the state
     * after a move differs from the one before.
     *
     * @return the tests
     */
    @TestFactory
    protected final Stream<DynamicNode> playNeverMutatesItsInput() {
        return perState("play never mutates its input", (rules, s, ply, random) -> {
            String text = s.toString();
            long hash = s.hash64();
            GameState copy = rules.parseState(text);
            for (Move m : rules.legalMoves(s)) {
                GameState next = rules.play(s, m);
                assertThat(s.toString()).as("the state's text after play(%s)", m).isEqualTo(text);
                assertThat(s.hash64()).as("the state's hash64 after play(%s)", m).isEqualTo(hash);
                assertThat(s).as("the state after play(%s)", m).isEqualTo(copy);
                assertThat(next).as("the next state after %s differs", m).isNotEqualTo(s);
            }
            for (Move m : illegalMoves(rules, s, random)) {
                try {
                    rules.play(s, m);
                } catch (IllegalMoveException e) {
                    // expected; the state must still be unchanged
                }
                assertThat(s).as("the state after the illegal play(%s)", m).isEqualTo(copy);
            }
        });
    }

    /**
     * Equal states have equal {@code hash64} and {@code hashCode}, and states of equal {@code hash64}
     * are equal, over all the states of all the games of a rule set (where the same positions recur).
     *
     * @return the tests
     */
    @TestFactory
    protected final Stream<DynamicNode> equalStatesHaveEqualHashes() {
        return ruleSets().stream().map(rules -> DynamicTest.dynamicTest(rules.id() + ", " + games() + " games", () -> {
            Map<Long, GameState> byHash = new HashMap<>();
            for (int i = 0; i < games(); i++) {
                long seed = RandomGames.seed(baseSeed(), i);
                GameRecord game = RandomGames.play(rules, startState(rules), seed, maxPlies(rules));
                List<GameState> states = RandomGames.states(game);
                for (int ply = 0; ply < states.size(); ply++) {
                    GameState s = states.get(ply);
                    int p = ply;
                    check(rules, "equal states have equal hashes", seed, game, ply, () -> {
                        GameState copy = rules.parseState(s.toString());
                        assertThat(copy.hash64()).as("hash64 of an equal copy").isEqualTo(s.hash64());
                        assertThat(copy.hashCode()).as("hashCode of an equal copy").isEqualTo(s.hashCode());
                        GameState seen = byHash.putIfAbsent(s.hash64(), s);
                        if (seen != null) {
                            assertThat(s).as("a state with the hash64 of an earlier state (ply %d)", p).isEqualTo(seen);
                            assertThat(s.hashCode()).isEqualTo(seen.hashCode());
                        }
                    });
                }
            }
        }));
    }

    /**
     * {@code rules.parseState(state.toString())} equals the state.
     *
     * @return the tests
     */
    @TestFactory
    protected final Stream<DynamicNode> stateTextRoundTrips() {
        return perState("state text round-trips", (rules, s, ply, random) -> {
            GameState back = rules.parseState(s.toString());
            assertThat(back).as("parseState(\"%s\")", s).isEqualTo(s);
            assertThat(back.toString()).isEqualTo(s.toString());
        });
    }

    /**
     * A registered rule set's id gives back equal rules through {@link RuleSets#of(String)}, and the
     * text of its game records parses back to equal records that replay the same.
     *
     * @return the tests
     */
    @TestFactory
    protected final Stream<DynamicNode> idAndRecordTextRoundTrip() {
        return perGame("id and record text round-trip", (rules, seed, game, states) -> {
            if (!isRegistered(rules)) {
                throw new TestAbortedException(Messages.quote(rules.id()) + " is not registered with RuleSets");
            }
            Rules back = RuleSets.of(rules.id());
            assertThat(back.id()).as("RuleSets.of(\"%s\").id()", rules.id()).isEqualTo(rules.id());
            assertThat(back).as("RuleSets.of(\"%s\")", rules.id()).isEqualTo(rules);
            assertThat(back.initialState()).as("initial state of RuleSets.of(\"%s\")", rules.id())
                    .isEqualTo(rules.initialState());
            GameRecord parsed = GameRecord.parse(game.toString());
            assertThat(parsed).as("GameRecord.parse(\"%s\")", game).isEqualTo(game);
            assertThat(parsed.toString()).isEqualTo(game.toString());
            assertThat(parsed.replay().states()).as("replay of the parsed record").isEqualTo(states);
            return -1;
        });
    }

    /**
     * The rules commute with each of their symmetries: the legal moves of the image of a state are the
     * images of the legal moves, and playing the image of a move in the image of a state gives the
     * image of the next state.
     *
     * @return the tests
     */
    @TestFactory
    protected final Stream<DynamicNode> symmetriesCommuteWithPlay() {
        return perState("symmetries commute with play", (rules, s, ply, random) -> {
            List<Symmetry> symmetries = rules.symmetries();
            assertThat(symmetries).as("symmetries start with the identity").first().isEqualTo(Symmetry.IDENTITY);
            Geometry g = rules.geometry();
            List<Move> legal = rules.legalMoves(s);
            List<GameState> next = new ArrayList<>();
            for (Move m : legal) {
                next.add(rules.play(s, m));
            }
            for (Symmetry sym : symmetries) {
                assertThat(g.symmetries()).as("the symmetries of %s", g).contains(sym);
                GameState t = s.transform(sym);
                Set<Move> images = new LinkedHashSet<>();
                for (Move m : legal) {
                    images.add(m.transform(sym, g));
                }
                assertThat(new HashSet<>(rules.legalMoves(t))).as("legal moves of the %s image", sym)
                        .isEqualTo(images);
                assertThat(rules.isTerminal(t)).as("isTerminal of the %s image", sym).isEqualTo(rules.isTerminal(s));
                for (int k = 0; k < legal.size(); k++) {
                    Move m = legal.get(k);
                    assertThat(rules.play(t, m.transform(sym, g))).as("play(%s image, %s image)", sym, m)
                            .isEqualTo(next.get(k).transform(sym));
                }
                if (rules.isTerminal(s)) {
                    assertThat(rules.outcome(t)).as("outcome of the %s image", sym).isEqualTo(rules.outcome(s));
                }
            }
        });
    }

    /**
     * Replaying a game's record gives the states that playing its moves gives, it is valid, finished
     * exactly when the game ended, with the rules' outcome; the record with an illegal move appended
     * to a prefix reports the index of that move.
     *
     * @return the tests
     */
    @TestFactory
    protected final Stream<DynamicNode> replayEqualsPlay() {
        return perGame("replay equals play", (rules, seed, game, states) -> {
            Replay replay = GameRecord.of(rules, game.start(), game.moves()).replay();
            assertThat(replay.isValid()).as("replay of a legal game is valid: %s", replay).isTrue();
            assertThat(replay.firstBadMove()).isEmpty();
            assertThat(replay.error()).isEmpty();
            int n = states.size() - 1;
            for (int ply = 0; ply <= n; ply++) {
                if (!replay.states().get(ply).equals(states.get(ply))) {
                    return ply;
                }
            }
            assertThat(replay.states()).hasSameSizeAs(states);
            assertThat(replay.finalState()).isEqualTo(states.get(n));
            boolean terminal = rules.isTerminal(states.get(n));
            assertThat(replay.isFinished()).as("isFinished").isEqualTo(terminal);
            assertThat(replay.outcome()).as("outcome").isEqualTo(terminal ? Optional.of(rules.outcome(states.get(n)))
                    : Optional.empty());
            SplittableRandom random = new SplittableRandom(seed);
            for (int t = 0; t < 3; t++) {
                int ply = random.nextInt(states.size());
                GameState s = states.get(ply);
                List<Move> bad = rules.isTerminal(s) ? List.of(Move.pass()) : illegalMoves(rules, s, random);
                if (bad.isEmpty()) {
                    continue;
                }
                Move m = bad.get(random.nextInt(bad.size()));
                List<Move> moves = new ArrayList<>(game.moves().subList(0, ply));
                moves.add(m);
                moves.addAll(game.moves().subList(ply, Math.min(ply + 2, game.moves().size())));
                Replay r = GameRecord.of(rules, game.start(), moves).replay();
                assertThat(r.isValid()).as("replay with the illegal %s at index %d", m, ply).isFalse();
                assertThat(r.firstBadMove()).as("first bad move of a record with %s at index %d", m, ply).hasValue(ply);
                assertThat(r.error()).isPresent();
                assertThat(r.error().get().move()).isEqualTo(m);
                assertThat(r.error().get().state()).isEqualTo(s);
                assertThat(r.finalState()).isEqualTo(s);
                assertThat(r.states()).isEqualTo(states.subList(0, ply + 1));
                assertThat(r.outcome()).isEmpty();
            }
            return -1;
        });
    }

    // ---- helpers of the properties

    /** A check of one state of a random game. */
    @FunctionalInterface
    interface StateCheck {
        /**
         * Checks a state; throws an {@link AssertionError} (or any exception) when the property fails.
         *
         * @param rules the rules
         * @param state the state
         * @param ply the number of moves played before it
         * @param random a source of randomness seeded from the game's seed and the ply
         */
        void check(Rules rules, GameState state, int ply, SplittableRandom random);
    }

    /** A check of a whole random game. */
    @FunctionalInterface
    interface GameCheck {
        /**
         * Checks a game.
         *
         * @param rules the rules
         * @param seed the game's seed
         * @param game the game
         * @param states its states, the start first
         * @return -1 when the game passes, or the length of the shortest move prefix at which it fails
         *     (the suite then reports that prefix); an {@link AssertionError} thrown reports the whole game
         */
        int check(Rules rules, long seed, GameRecord game, List<GameState> states);
    }

    /**
     * Builds the tests of a property of states: for each rule set a container, for each game a test
     * that checks every state in order, so the first failure is at the shortest failing prefix.
     *
     * @param property the property's name
     * @param check the check
     * @return the tests
     */
    final Stream<DynamicNode> perState(String property, StateCheck check) {
        return perGame(property, (rules, seed, game, states) -> {
            for (int ply = 0; ply < states.size(); ply++) {
                GameState s = states.get(ply);
                SplittableRandom random = new SplittableRandom(seed ^ (ply * 0x9E3779B97F4A7C15L));
                int p = ply;
                check(rules, property, seed, game, ply, () -> check.check(rules, s, p, random));
            }
            return -1;
        });
    }

    /**
     * Builds the tests of a property of whole games: for each rule set a container, for each game a test.
     *
     * @param property the property's name
     * @param check the check
     * @return the tests
     */
    final Stream<DynamicNode> perGame(String property, GameCheck check) {
        int n = games();
        long base = baseSeed();
        return ruleSets().stream().map(rules -> DynamicContainer.dynamicContainer(rules.id(),
                RandomGames.seeds(base, n).mapToObj(seed -> DynamicTest.dynamicTest(
                        property + ", seed 0x" + Long.toHexString(seed), () -> {
                            GameRecord game = RandomGames.play(rules, startState(rules), seed, maxPlies(rules));
                            List<GameState> states = RandomGames.states(game);
                            int failing;
                            try {
                                failing = check.check(rules, seed, game, states);
                            } catch (TestAbortedException e) {
                                throw e; // a law that does not apply to these rules is skipped, not failed
                            } catch (AssertionError | RuntimeException e) {
                                if (e.getMessage() != null && e.getMessage().startsWith(property + " fails for ")) {
                                    throw e;
                                }
                                throw new AssertionError(property + " fails for " + rules.id() + " in "
                                        + RandomGames.describe(seed, game, game.moves().size()) + "\n  " + e, e);
                            }
                            if (failing >= 0) {
                                fail(property + " fails for " + rules.id() + ": " + RandomGames.describe(seed, game, failing));
                            }
                        }))));
    }

    /**
     * Runs a check of the state after a move prefix, turning a failure into an {@link AssertionError}
     * that names the rules, the property, the seed and the prefix.
     *
     * @param rules the rules
     * @param property the property's name
     * @param seed the game's seed
     * @param game the game
     * @param ply the length of the prefix
     * @param body the check
     */
    static void check(Rules rules, String property, long seed, GameRecord game, int ply, Runnable body) {
        try {
            body.run();
        } catch (TestAbortedException e) {
            throw e; // a law that does not apply to these rules is skipped, not failed
        } catch (AssertionError | RuntimeException e) {
            throw new AssertionError(property + " fails for " + rules.id() + " after "
                    + RandomGames.describe(seed, game, ply) + "\n  state: " + safeText(game, ply) + "\n  " + e, e);
        }
    }

    private static String safeText(GameRecord game, int ply) {
        try {
            return RandomGames.states(GameRecord.of(game.rules(), game.start(), game.moves().subList(0, ply)))
                    .get(ply).toString();
        } catch (RuntimeException e) {
            return "(not reproducible: " + e + ")";
        }
    }

    /**
     * Asserts that a move is rejected: {@code isLegal} is false and {@code play} throws an
     * {@link IllegalMoveException} that carries the state and the move.
     *
     * @param rules the rules
     * @param state the state
     * @param move the illegal move
     */
    static void assertRejected(Rules rules, GameState state, Move move) {
        assertThat(rules.isLegal(state, move)).as("isLegal(%s)", move).isFalse();
        assertThat(rules.legalMoves(state)).as("legal moves").doesNotContain(move);
        try {
            GameState next = rules.play(state, move);
            fail("play(" + move + ") was accepted, giving " + next);
        } catch (IllegalMoveException e) {
            assertThat(e.move()).as("the exception's move").isEqualTo(move);
            assertThat(e.state()).as("the exception's state").isEqualTo(state);
            assertThat(e.getMessage()).as("the exception's message").contains(move.toString());
        }
    }

    private static List<Move> samplePlacements(Rules rules, GameState s, SplittableRandom random) {
        List<Square> squares = rules.geometry().squares();
        List<Move> out = new ArrayList<>();
        for (int k = 0; k < 3; k++) {
            out.add(Move.place(squares.get(random.nextInt(squares.size()))));
        }
        return out;
    }
}
