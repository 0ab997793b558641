package io.github.reversi4j.core;

import io.github.reversi4j.core.internal.fastpath.LeanReplay;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.reversi4j.testkit.ReferenceReversi;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.Function;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The fast path of replaying records, {@link LeanReplay}, against two oracles over seeded random
 * games, passes written or left out, with corrupted moves: on 8x8 Othello the independent {@link
 * ReferenceReversi} (which shares no code with the library) with the scoring of RULES §O3 counted
 * here; under other rule sets, and for the moves the bitboard path hands over (colored placements,
 * lines, the declared end, squares off the board), the value API played one move at a time. A
 * failure prints the seed and the shortest failing list of moves.
 */
class LeanReplayTest {

    private static final long SEED = 0x1EA9_5EEDL;
    private static final StandardRules OTHELLO = StandardRules.othello();

    /** What a replay must give: every field of a {@link LeanReplay} that a reader uses. */
    private static final class Expected {
        int bad = -1;
        String board;
        Color toMove;
        List<Integer> passes = new ArrayList<>();
        boolean finished;
        int blackScore;
        int whiteScore;
        Optional<Color> winner = Optional.empty();
        IllegalMoveException.Reason reason;

        @Override
        public String toString() {
            return "bad=" + bad + " board=" + board + " toMove=" + toMove + " passes=" + passes + " finished="
                    + finished + " score=" + blackScore + "-" + whiteScore + " winner=" + winner + " reason=" + reason;
        }
    }

    private static Expected actual(LeanReplay r, boolean withReason) {
        Expected e = new Expected();
        e.bad = r.firstBadMove().orElse(-1);
        e.board = boardString(r.finalState());
        e.toMove = r.finalState().toMove();
        e.passes = new ArrayList<>(r.forcedPasses());
        e.finished = r.isFinished();
        assertThat(r.isValid()).isEqualTo(e.bad < 0);
        assertThat(r.error().isPresent()).isEqualTo(e.bad >= 0);
        assertThat(r.outcome().isPresent()).isEqualTo(e.finished);
        if (e.finished) {
            Outcome.TwoPlayer o = (Outcome.TwoPlayer) r.outcome().orElseThrow();
            e.blackScore = o.score(Color.BLACK);
            e.whiteScore = o.score(Color.WHITE);
            e.winner = o.winner();
        }
        if (withReason) {
            e.reason = r.error().map(IllegalMoveException::reason).orElse(null);
        }
        return e;
    }

    private static String boardString(GameState s) {
        StringBuilder sb = new StringBuilder();
        Geometry g = s.geometry();
        for (int row = 0; row < g.height(); row++) {
            for (int col = 0; col < g.width(); col++) {
                Optional<Color> c = s.board().colorAt(Square.of(col, row));
                sb.append(c.isEmpty() ? '-' : c.get() == Color.BLACK ? 'X' : 'O');
            }
        }
        return sb.toString();
    }

    // ---- 8x8 Othello against the independent reference

    /** The reference's replay: forced passes where the mover has no placement, the scoring of RULES §O3. */
    private static Expected reference(GameState start, List<Move> moves) {
        ReferenceReversi b = ReferenceReversi.parse(boardString(start), 8, 8, start.toMove() == Color.BLACK ? 'X' : 'O');
        Expected e = new Expected();
        for (int i = 0; i < moves.size() && e.bad < 0; i++) {
            Move m = moves.get(i);
            int mover = b.toMove();
            int other = mover == ReferenceReversi.BLACK ? ReferenceReversi.WHITE : ReferenceReversi.BLACK;
            boolean stuck = b.legalSquares(mover).isEmpty();
            if (m.isPass()) {
                if (stuck && !b.legalSquares(other).isEmpty()) {
                    b.pass();
                } else {
                    e.bad = i;
                }
                continue;
            }
            int col = m.square().orElseThrow().column();
            int row = m.square().orElseThrow().row();
            if (col < 8 && row < 8 && !b.flips(col, row, mover).isEmpty()) {
                b.place(col, row);
            } else if (stuck && col < 8 && row < 8 && !b.flips(col, row, other).isEmpty()) {
                e.passes.add(i);
                b.pass();
                b.place(col, row);
            } else {
                e.bad = i;
            }
        }
        e.board = b.boardString();
        e.toMove = b.toMove() == ReferenceReversi.BLACK ? Color.BLACK : Color.WHITE;
        e.finished = e.bad < 0 && b.isOver();
        if (e.finished) {
            int black = b.count(ReferenceReversi.BLACK);
            int white = b.count(ReferenceReversi.WHITE);
            int empties = 64 - black - white;
            // RULES §O3: the empty squares go to the winner, half each in a draw
            e.blackScore = black + (black > white ? empties : black == white ? empties / 2 : 0);
            e.whiteScore = white + (white > black ? empties : black == white ? empties / 2 : 0);
            e.winner = black > white ? Optional.of(Color.BLACK) : white > black ? Optional.of(Color.WHITE) : Optional.empty();
        }
        return e;
    }

    /** A random game of the reference from a state: its placements, its passes written or not, cut short or not. */
    private static List<Move> randomGame(SplittableRandom rnd, GameState start, boolean writePasses) {
        ReferenceReversi b = ReferenceReversi.parse(boardString(start), 8, 8, start.toMove() == Color.BLACK ? 'X' : 'O');
        List<Move> moves = new ArrayList<>();
        int stop = rnd.nextInt(4) == 0 ? rnd.nextInt(61) : 100;
        while (!b.isOver() && moves.size() < stop) {
            List<int[]> legal = b.legalSquares(b.toMove());
            if (legal.isEmpty()) {
                b.pass();
                if (writePasses) {
                    moves.add(Move.pass());
                }
                continue;
            }
            int[] sq = legal.get(rnd.nextInt(legal.size()));
            b.place(sq[0], sq[1]);
            moves.add(Move.place(Square.of(sq[0], sq[1])));
        }
        return moves;
    }

    /** Corrupts a game now and then: a random square, a pass, two moves swapped, a move dropped. */
    private static void corrupt(SplittableRandom rnd, List<Move> moves) {
        if (moves.isEmpty() || rnd.nextInt(3) != 0) {
            return;
        }
        int at = rnd.nextInt(moves.size());
        switch (rnd.nextInt(4)) {
            case 0:
                moves.set(at, Move.place(Square.of(rnd.nextInt(8), rnd.nextInt(8))));
                break;
            case 1:
                moves.add(at, Move.pass());
                break;
            case 2:
                int other = rnd.nextInt(moves.size());
                Move t = moves.get(at);
                moves.set(at, moves.get(other));
                moves.set(other, t);
                break;
            default:
                moves.remove(at);
                break;
        }
    }

    @Test
    @DisplayName("8x8 Othello: legal moves, forced passes, final position, end and score agree with the reference")
    void othelloAgreesWithTheReference() {
        SplittableRandom rnd = new SplittableRandom(SEED);
        int finished = 0;
        int bad = 0;
        int forced = 0;
        for (int k = 0; k < 2000; k++) {
            GameState start = OTHELLO.initialState();
            if (k % 4 == 3) {
                // a start of the game's middle, either side to move
                List<Move> opening = randomGame(rnd, start, false);
                start = LeanReplay.of(OTHELLO, start, opening.subList(0, Math.min(opening.size(), rnd.nextInt(30))))
                        .finalState();
            }
            List<Move> moves = randomGame(rnd, start, rnd.nextBoolean());
            corrupt(rnd, moves);
            GameState from = start;
            check(k, moves, ms -> reference(from, ms), ms -> actual(LeanReplay.of(OTHELLO, from, ms), false));
            // the same moves as square indices, -1 for a pass
            check(k, moves, ms -> reference(from, ms), ms -> actual(LeanReplay.of(OTHELLO, from, ms.size(),
                    i -> ms.get(i).isPass() ? -1 : Geometry.STANDARD.index(ms.get(i).square().orElseThrow())), false));
            Expected e = reference(from, moves);
            finished += e.finished ? 1 : 0;
            bad += e.bad >= 0 ? 1 : 0;
            forced += e.passes.isEmpty() ? 0 : 1;
        }
        // the cases reach every branch: finished games, illegal moves, forced passes left out
        assertThat(finished).isGreaterThan(400);
        assertThat(bad).isGreaterThan(200);
        assertThat(forced).isGreaterThan(20);
    }

    // ---- other rule sets and other moves against the value API

    /**
     * The value API's replay, one move at a time: a placement refused as MUST_PASS played after the
     * pass, which must then be the only legal move.
     */
    private static Expected valueApi(Rules rules, GameState start, List<Move> moves) {
        Expected e = new Expected();
        GameState s = start;
        for (int i = 0; i < moves.size() && e.bad < 0; i++) {
            Move m = moves.get(i);
            try {
                s = rules.play(s, m);
            } catch (IllegalMoveException x) {
                if (x.reason() != IllegalMoveException.Reason.MUST_PASS) {
                    e.bad = i;
                    e.reason = x.reason();
                    continue;
                }
                assertThat(rules.legalMoves(s)).containsExactly(Move.pass());
                try {
                    s = rules.play(rules.play(s, Move.pass()), m);
                    e.passes.add(i);
                } catch (IllegalMoveException y) {
                    e.bad = i;
                    e.reason = y.reason();
                }
            }
        }
        e.board = boardString(s);
        e.toMove = s.toMove();
        e.finished = e.bad < 0 && rules.isTerminal(s);
        if (e.finished) {
            Outcome.TwoPlayer o = (Outcome.TwoPlayer) rules.outcome(s);
            e.blackScore = o.score(Color.BLACK);
            e.whiteScore = o.score(Color.WHITE);
            e.winner = o.winner();
        }
        return e;
    }

    private static List<StandardRules> ruleSets() {
        return List.of(OTHELLO,
                OTHELLO.withGeometry(Geometry.of(6)),                           // the engine path, not 8x8
                OTHELLO.withGeometry(Geometry.of(4, 8)).withFirstToMove(Color.WHITE),
                OTHELLO.withScoring(Scoring.DISCS).withTieRule(TieRule.SECOND_PLAYER),
                OTHELLO.withGeometry(Geometry.of(10)),                          // a board of more than 64 squares
                OTHELLO.withSupply(20),                                         // supplies and the give rule
                OTHELLO.withOpening(Opening.OPEN_CENTER),                       // an opening phase
                OTHELLO.withBlockedSquares(SquareSet.parse(Geometry.STANDARD, "[c3, f6]")));
    }

    /** A random move of any kind, now and then one these rules refuse or the bitboard path hands over. */
    private static Move oddMove(SplittableRandom rnd, GameState s, Rules rules) {
        Square sq = Square.of(rnd.nextInt(rules.geometry().width() + 1), rnd.nextInt(rules.geometry().height() + 1));
        switch (rnd.nextInt(5)) {
            case 0:
            case 1:
                return new TestVariantMove(sq, Direction.values()[rnd.nextInt(8)].text());
            case 2:
                return Move.declareEnd();
            case 3:
                return Move.pass();
            default:
                return Move.place(sq);
        }
    }

    @Test
    @DisplayName("every rule set, every kind of move: the replay is the value API's, move by move")
    void everyRuleSetAgreesWithTheValueApi() {
        SplittableRandom rnd = new SplittableRandom(SEED + 1);
        int k = 0;
        for (StandardRules rules : ruleSets()) {
            int finished = 0;
            for (int n = 0; n < 300; n++, k++) {
                List<Move> moves = new ArrayList<>();
                GameState s = rules.initialState();
                boolean writePasses = rnd.nextBoolean();
                int stop = rnd.nextInt(4) == 0 ? rnd.nextInt(40) : 200;
                while (!rules.isTerminal(s) && moves.size() < stop) {
                    List<Move> legal = rules.legalMoves(s);
                    Move m = legal.get(rnd.nextInt(legal.size()));
                    s = rules.play(s, m);
                    if (!m.isPass() || writePasses) {
                        moves.add(m);
                    }
                }
                finished += rules.isTerminal(s) ? 1 : 0;
                if (!moves.isEmpty() && rnd.nextInt(3) == 0) {
                    moves.set(rnd.nextInt(moves.size()), oddMove(rnd, s, rules));
                }
                check(k, moves, ms -> valueApi(rules, rules.initialState(), ms),
                        ms -> actual(LeanReplay.of(rules, rules.initialState(), ms), true));
            }
            assertThat(finished).as("finished games under %s", rules).isGreaterThan(100);
        }
    }

    /** Compares the replay with its oracle; on a difference, shrinks the moves and names the seed. */
    private static void check(int k, List<Move> moves, Function<List<Move>, Expected> oracle,
            Function<List<Move>, Expected> replay) {
        if (same(oracle.apply(moves), replay.apply(moves))) {
            return;
        }
        List<Move> shortest = new ArrayList<>(moves);
        for (boolean shrunk = true; shrunk;) {
            shrunk = false;
            for (int i = 0; i < shortest.size(); i++) {
                List<Move> fewer = new ArrayList<>(shortest);
                fewer.remove(i);
                if (!same(oracle.apply(fewer), replay.apply(fewer))) {
                    shortest = fewer;
                    shrunk = true;
                    break;
                }
            }
        }
        throw new AssertionError("seed " + Long.toHexString(SEED) + " case " + k + ", shortest failing moves "
                + shortest + ":\n expected " + oracle.apply(shortest) + "\n replayed " + replay.apply(shortest));
    }

    private static boolean same(Expected a, Expected b) {
        return a.bad == b.bad && a.board.equals(b.board) && a.toMove == b.toMove && a.passes.equals(b.passes)
                && a.finished == b.finished && a.blackScore == b.blackScore && a.whiteScore == b.whiteScore
                && a.winner.equals(b.winner) && Objects.equals(a.reason, b.reason);
    }

    // ---- the whole final state (last placer included) against the value API, on 8x8

    /** The value API's state after the moves up to the first illegal one, forced passes played. */
    private static GameState valueApiState(GameState start, List<Move> moves) {
        GameState s = start;
        for (Move m : moves) {
            try {
                s = OTHELLO.play(s, m);
            } catch (IllegalMoveException x) {
                if (x.reason() != IllegalMoveException.Reason.MUST_PASS) {
                    return s;
                }
                try {
                    s = OTHELLO.play(OTHELLO.play(s, Move.pass()), m);
                } catch (IllegalMoveException y) {
                    return s;
                }
            }
        }
        return s;
    }

    private static int index(Move m) {
        return m.isPass() ? -1 : Geometry.STANDARD.index(m.square().orElseThrow());
    }

    /** Both forms of the replay, compared with each other and with the value API's final state and end. */
    private static void sameEnd(String what, GameState start, List<Move> moves, int bad) {
        LeanReplay list = LeanReplay.of(OTHELLO, start, moves);
        LeanReplay indexed = LeanReplay.of(OTHELLO, start, moves.size(), i -> index(moves.get(i)));
        GameState expected = valueApiState(start, moves);
        for (LeanReplay r : List.of(list, indexed)) {
            assertThat(r.finalState()).as("%s: final state of %s", what, moves).isEqualTo(expected);
            assertThat(r.firstBadMove()).as(what).isEqualTo(bad < 0 ? java.util.OptionalInt.empty()
                    : java.util.OptionalInt.of(bad));
            assertThat(r.isFinished()).as(what).isEqualTo(bad < 0 && OTHELLO.isTerminal(expected));
            assertThat(r.outcome()).as(what).isEqualTo(r.isFinished() ? Optional.of(OTHELLO.outcome(expected))
                    : Optional.empty());
        }
        assertThat(indexed.forcedPasses()).as(what).isEqualTo(list.forcedPasses());
    }

    @Test
    @DisplayName("8x8: an illegal move at every position of seeded games, passes written or not; the state, last placer"
            + " included, is the value API's")
    void anIllegalMoveAtEveryPosition() {
        SplittableRandom rnd = new SplittableRandom(SEED + 2);
        int full = 0;
        for (int k = 0; k < 40; k++) {
            GameState start = OTHELLO.initialState();
            if (k % 2 == 1) {
                // White to move first: the side to move and last placer after the first loop differ
                start = LeanReplay.of(OTHELLO, start, randomGame(rnd, start, false).subList(0, 1)).finalState();
            }
            List<Move> game = randomGame(rnd, start, k % 3 == 0);
            full += game.size() == 60 ? 1 : 0;
            sameEnd("case " + k + " whole", start, game, -1);
            for (int at = 0; at < game.size(); at++) {
                sameEnd("case " + k + " cut at " + at, start, game.subList(0, at), -1);
                List<Move> bad = new ArrayList<>(game.subList(0, at + 1));
                // an occupied square: a centre square is never empty
                bad.set(at, Move.parse("d4"));
                sameEnd("case " + k + " d4 at " + at, start, bad, at);
                // a placement that flips nothing, where the mover has one: refused, not a forced pass
                List<Move> noFlip = new ArrayList<>(game.subList(0, at));
                GameState before = valueApiState(start, noFlip);
                for (int sq = 0; sq < 64; sq++) {
                    Move m = Move.place(Geometry.STANDARD.square(sq));
                    if (before.board().colorAt(m.square().orElseThrow()).isEmpty() && !OTHELLO.legalMoves(before).contains(m)
                            && !OTHELLO.legalMoves(before).contains(Move.pass())) {
                        noFlip.add(m);
                        sameEnd("case " + k + " no flip at " + at, start, noFlip, at);
                        break;
                    }
                }
            }
        }
        assertThat(full).as("games ending on a full board").isGreaterThan(10);
    }

    @Test
    @DisplayName("8x8: a wipe-out ends the game before the board is full; a pass written where none is due is refused")
    void aWipeOutAndAnUndueWrittenPass() {
        // Black a1, White b1, Black to move: c1 takes White's last disc
        GameState s = GameState.parse("XO" + "-".repeat(62) + " X");
        sameEnd("wipe-out", s, List.of(Move.parse("c1")), -1);
        LeanReplay r = LeanReplay.of(OTHELLO, s, 1, i -> 2);
        assertThat(r.isFinished()).isTrue();
        assertThat(r.outcome().orElseThrow().termination()).isEqualTo(Outcome.Termination.WIPE_OUT);
        assertThat(((Outcome.TwoPlayer) r.outcome().orElseThrow()).score(Color.BLACK)).isEqualTo(64);
        // a move after the end is illegal
        sameEnd("after the wipe-out", s, List.of(Move.parse("c1"), Move.parse("d1")), 1);
        // a written pass where the mover has a placement: refused at its index, after plain placements
        List<Move> moves = GameRecord.parse("othello: f5 d6 c3").moves();
        List<Move> withPass = new ArrayList<>(moves);
        withPass.add(Move.pass());
        sameEnd("an undue pass", OTHELLO.initialState(), withPass, 3);
        // an index off the board after a pass written: the pass is not taken for a square
        GameState pass = GameState.parse("XO" + "-".repeat(62) + " O");
        assertThatThrownBy(() -> LeanReplay.of(OTHELLO, pass, 3, i -> i == 0 ? -1 : i == 1 ? 2 : 99))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("move 2: 99");
    }

    // ---- worked cases

    @Test
    @DisplayName("a record without the pass: the forced pass is played, and the game ends 64-0 (RULES §B4, §O3)")
    void aLeftOutPassIsPlayed() {
        // Black a1, White b1, White to move: White outflanks nothing, Black's c1 outflanks b1
        GameState s = GameState.parse("XO" + "-".repeat(62) + " O");
        assertThat(OTHELLO.legalMoves(s)).containsExactly(Move.pass());
        LeanReplay r = LeanReplay.of(OTHELLO, s, List.of(Move.parse("c1")));
        assertThat(r.isValid()).isTrue();
        assertThat(r.forcedPasses()).containsExactly(0);
        assertThat(r.finalState()).isEqualTo(GameState.parse("XXX" + "-".repeat(61) + " O").withLastPlacer(Color.BLACK));
        assertThat(r.isFinished()).isTrue();
        Outcome.TwoPlayer o = (Outcome.TwoPlayer) r.outcome().orElseThrow();
        assertThat(o.winner()).hasValue(Color.BLACK);
        assertThat(o.score(Color.BLACK)).isEqualTo(64);
        assertThat(o.score(Color.WHITE)).isZero();
        // the pass written gives the same game, with no forced pass
        LeanReplay written = LeanReplay.of(OTHELLO, s, List.of(Move.pass(), Move.parse("c1")));
        assertThat(written.finalState()).isEqualTo(r.finalState());
        assertThat(written.forcedPasses()).isEmpty();
        // a placement that is not Black's either is refused as the rules refuse it after the pass
        LeanReplay wrong = LeanReplay.of(OTHELLO, s, List.of(Move.parse("h8")));
        assertThat(wrong.firstBadMove()).hasValue(0);
        assertThat(wrong.error().orElseThrow().reason()).isEqualTo(IllegalMoveException.Reason.NO_FLIP);
        assertThat(wrong.finalState()).isEqualTo(s);
        assertThat(wrong.forcedPasses()).isEmpty();
    }

    @Test
    @DisplayName("an illegal move: its index, the rules' reason, the state before it")
    void theFirstIllegalMoveIsNamed() {
        List<Move> moves = GameRecord.parse("othello: f5 d6 c3 c3 d3").moves();
        LeanReplay r = LeanReplay.of(OTHELLO, OTHELLO.initialState(), moves);
        assertThat(r.isValid()).isFalse();
        assertThat(r.firstBadMove()).hasValue(3);
        assertThat(r.error().orElseThrow().reason()).isEqualTo(IllegalMoveException.Reason.OCCUPIED);
        assertThat(r.finalState()).isEqualTo(LeanReplay.of(OTHELLO, OTHELLO.initialState(), moves.subList(0, 3)).finalState());
        assertThat(r.isFinished()).isFalse();
        assertThat(r.outcome()).isEmpty();
        assertThat(r.toString()).startsWith("bad move #4: ");
    }

    @Test
    @DisplayName("square indices: one off the board is refused when it is reached, a negative count at once")
    void squareIndicesAreChecked() {
        assertThatThrownBy(() -> LeanReplay.of(OTHELLO, OTHELLO.initialState(), 2, i -> i == 0 ? 37 : 64))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("move 1: 64");
        assertThatThrownBy(() -> LeanReplay.of(OTHELLO, OTHELLO.initialState(), 1, i -> -2))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> LeanReplay.of(OTHELLO, OTHELLO.initialState(), -1, i -> 37))
                .isInstanceOf(IllegalArgumentException.class);
        // f5 (index 37) then an illegal a1: the index form stops where the list form does
        LeanReplay r = LeanReplay.of(OTHELLO, OTHELLO.initialState(), 2, i -> i == 0 ? 37 : 0);
        assertThat(r.firstBadMove()).hasValue(1);
        assertThat(r.finalState()).isEqualTo(OTHELLO.play(OTHELLO.initialState(), Move.parse("f5")));
    }

    @Test
    @DisplayName("no null is taken")
    void nullsAreRefused() {
        assertThatThrownBy(() -> LeanReplay.of(null, OTHELLO.initialState(), List.of())).hasMessage("rules");
        assertThatThrownBy(() -> LeanReplay.of(OTHELLO, null, List.of())).hasMessage("start");
        assertThatThrownBy(() -> LeanReplay.of(OTHELLO, OTHELLO.initialState(), null)).hasMessage("moves");
        assertThatThrownBy(() -> LeanReplay.of(OTHELLO, OTHELLO.initialState(), 0, null)).hasMessage("squareIndex");
    }
}
