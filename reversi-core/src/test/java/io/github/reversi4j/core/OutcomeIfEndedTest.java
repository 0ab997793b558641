package io.github.reversi4j.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.reversi4j.core.Perft;
import io.github.reversi4j.testkit.internal.RandomGames;
import io.github.reversi4j.testkit.ReferenceReversi;
import io.github.reversi4j.testkit.RulesContract;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * {@link StandardRules#outcomeIfEnded(GameState)}: the standard scoring of a game ended on a variant's
 * own grounds, and the variant written as {@link ForwardingRules} documents it - Othello in which
 * the corners may not be taken - keeping the rules contract and counting the moves an independent
 * reference counts.
 */
class OutcomeIfEndedTest {

    /** Othello in which no disc may be placed on a corner: the forbidding variant of ForwardingRules' javadoc. */
    static final class NoCorners extends ForwardingRules<StandardRules> {
        private final SquareSet corners;

        NoCorners(StandardRules base) {
            super(base);
            Geometry g = base.geometry();
            corners = SquareSet.of(g, Square.of(0, 0), Square.of(g.width() - 1, 0), Square.of(0, g.height() - 1),
                    Square.of(g.width() - 1, g.height() - 1));
        }

        @Override
        public String id() {
            return delegate().options().changedFrom(StandardRules.othello().options()).withName("no-corners").id();
        }

        private SquareSet placements(GameState s, Color c) {
            return s.board().legalSquares(c).minus(corners);
        }

        @Override
        public List<Move> legalMoves(GameState state) {
            if (isTerminal(state)) {
                return List.of();
            }
            List<Move> moves = new ArrayList<>();
            placements(state, state.toMove()).forEach(sq -> moves.add(Move.place(sq)));
            return moves.isEmpty() ? List.of(Move.pass()) : List.copyOf(moves);
        }

        @Override
        public boolean isTerminal(GameState state) {
            return placements(state, Color.BLACK).isEmpty() && placements(state, Color.WHITE).isEmpty();
        }

        @Override
        public GameState play(GameState state, Move move) {
            if (isTerminal(state)) {
                throw new IllegalMoveException(state, move, "GAME_OVER", "the game is over", List.of());
            }
            if (move.isPass()) {
                if (!placements(state, state.toMove()).isEmpty()) {
                    throw new IllegalMoveException(state, move, "PASS_NOT_ALLOWED", "a move is possible", List.of());
                }
                return state.withToMove(state.toMove().opponent());
            }
            if (placements(state, state.toMove()).isEmpty()) {
                throw new IllegalMoveException(state, move, "MUST_PASS", "a pass is forced", List.of());
            }
            if (move.square().filter(corners::contains).isPresent()) {
                throw new IllegalMoveException(state, move, "BLOCKED_SQUARE",
                        move.square().orElseThrow() + " is a corner", List.of());
            }
            return super.play(state, move);
        }

        @Override
        public boolean isLegal(GameState state, Move move) {
            try {
                play(state, move);
                return true;
            } catch (IllegalMoveException e) {
                return false;
            }
        }

        @Override
        public int legalMoveCount(GameState state) {
            return legalMoves(state).size();
        }

        @Override
        public Outcome outcome(GameState state) {
            if (!isTerminal(state)) {
                throw new IllegalStateException("the game is not over: " + state);
            }
            return delegate().outcomeIfEnded(state);
        }
    }

    @Nested
    class Contract extends RulesContract {
        @Override
        protected List<Rules> ruleSets() {
            return List.of(new NoCorners(StandardRules.othello()), new NoCorners(StandardRules.othello().withGeometry(Geometry.of(6, 6))),
                    new NoCorners(StandardRules.othello().withScoring(Scoring.DISCS)));
        }

        @Override
        protected boolean isRegistered(Rules rules) {
            return false;
        }
    }

    @Test
    void theStartScoredAsItStandsIsADrawThatSplitsTheEmpties() {
        // RULES §O: on a draw the empty squares are shared; with the raw-disc scoring they are not counted
        GameState start = StandardRules.othello().initialState();
        Outcome.TwoPlayer official = StandardRules.othello().outcomeIfEnded(start);
        assertThat(official.isDraw()).isTrue();
        assertThat(official.score(Color.BLACK)).isEqualTo(32);
        assertThat(official.score(Color.WHITE)).isEqualTo(32);
        Outcome.TwoPlayer raw = StandardRules.othello().withScoring(Scoring.DISCS).outcomeIfEnded(start);
        assertThat(raw.score(Color.BLACK)).isEqualTo(2);
        assertThat(raw.score(Color.WHITE)).isEqualTo(2);
        assertThatThrownBy(() -> StandardRules.othello().outcome(start)).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void theEmptiesGoToTheWinner() {
        // Black 3, White 1, 60 empty squares: Black wins 63-1 under the WOF rule (RULES §O)
        GameState s = StandardRules.othello().play(StandardRules.othello().initialState(), Move.parse("d3"));
        Outcome.TwoPlayer o = StandardRules.othello().outcomeIfEnded(s);
        assertThat(o.winner()).contains(Color.BLACK);
        assertThat(o.discs(Color.BLACK)).isEqualTo(4);
        assertThat(o.discs(Color.WHITE)).isEqualTo(1);
        assertThat(o.score(Color.BLACK)).isEqualTo(63);
        assertThat(o.score(Color.WHITE)).isEqualTo(1);
    }

    @Test
    void aTerminalStateHasTheSameOutcomeEitherWay() {
        StandardRules rules = StandardRules.othello().withGeometry(Geometry.of(6, 6));
        SplittableRandom random = new SplittableRandom(20261124L);
        for (int game = 0; game < 200; game++) {
            GameState s = RandomGames.play(rules, random.nextLong()).replay().finalState();
            assertThat(rules.isTerminal(s)).isTrue();
            assertThat(rules.outcomeIfEnded(s)).as("game %d, seed 20261124", game).isEqualTo(rules.outcome(s));
        }
    }

    @Test
    void theVariantCountsTheMovesAReferenceCounts() {
        NoCorners rules = new NoCorners(StandardRules.othello());
        for (int depth = 1; depth <= 7; depth++) {
            assertThat(Perft.count(rules, rules.initialState(), depth,
                    io.github.reversi4j.core.Perft.Convention.EXCLUDE_ENDED))
                    .as("perft %d", depth).isEqualTo(referencePerft(ReferenceReversi.crossedStart(8, 8), depth));
        }
    }

    @Test
    void theVariantEndsWhenOnlyCornersAreLeftAndScoresTheStandardWay() {
        NoCorners rules = new NoCorners(StandardRules.othello());
        SplittableRandom random = new SplittableRandom(42L);
        for (int game = 0; game < 100; game++) {
            GameState s = rules.initialState();
            while (!rules.isTerminal(s)) {
                List<Move> legal = rules.legalMoves(s);
                s = rules.play(s, legal.get(random.nextInt(legal.size())));
            }
            int black = s.board().count(Color.BLACK);
            int white = s.board().count(Color.WHITE);
            int empties = 64 - black - white;
            Outcome.TwoPlayer o = (Outcome.TwoPlayer) rules.outcome(s);
            // RULES §O: the most discs win, the empty squares go to the winner or are split on a draw
            assertThat(o.score(Color.BLACK)).as("game %d, seed 42: %s", game, s)
                    .isEqualTo(black > white ? black + empties : black < white ? black : black + empties / 2);
            assertThat(o.score(Color.WHITE)).isEqualTo(white > black ? white + empties : white < black ? white : white + empties / 2);
        }
    }

    /** Perft of Othello without corners on the reference implementation, which knows nothing of the variant. */
    private static long referencePerft(ReferenceReversi position, int depth) {
        if (depth == 0) {
            return 1;
        }
        List<int[]> mine = withoutCorners(position.legalSquares(position.toMove()), position);
        if (mine.isEmpty()) {
            int opponent = position.toMove() == ReferenceReversi.BLACK ? ReferenceReversi.WHITE : ReferenceReversi.BLACK;
            if (withoutCorners(position.legalSquares(opponent), position).isEmpty()) {
                return 0; // the game is over before the depth: not counted
            }
            ReferenceReversi next = position.copy();
            next.pass();
            return referencePerft(next, depth - 1);
        }
        long n = 0;
        for (int[] sq : mine) {
            ReferenceReversi next = position.copy();
            next.place(sq[0], sq[1]);
            n += referencePerft(next, depth - 1);
        }
        return n;
    }

    private static List<int[]> withoutCorners(List<int[]> squares, ReferenceReversi p) {
        List<int[]> kept = new ArrayList<>();
        for (int[] sq : squares) {
            boolean corner = (sq[0] == 0 || sq[0] == p.width() - 1) && (sq[1] == 0 || sq[1] == p.height() - 1);
            if (!corner) {
                kept.add(sq);
            }
        }
        return kept;
    }
}
