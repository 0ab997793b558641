package io.github.reversi4j.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.github.reversi4j.core.IllegalMoveException.Reason;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Every {@link Reason} the standard rules produce, each on a hand-made position, and the replay of bad
 * records reporting the first bad move's index and reason.
 */
class IllegalMoveReasonsTest {

    private static final StandardRules OTHELLO = StandardRules.othello();

    private static IllegalMoveException reject(Rules rules, GameState s, Move move, Reason expected) {
        IllegalMoveException e = catchThrowableOfType(IllegalMoveException.class, () -> rules.play(s, move));
        assertThat(e).as("play(%s) must be rejected", move).isNotNull();
        assertThat(e.reason()).isEqualTo(expected);
        assertThat(e.state()).isEqualTo(s);
        assertThat(e.move()).isEqualTo(move);
        assertThat(e.choices()).isEmpty();
        assertThat(e.getMessage()).contains(move.toString()).contains(expected.name());
        assertThat(rules.isLegal(s, move)).isFalse();
        return e;
    }

    @Test
    @DisplayName("OCCUPIED: a placement on a disc (RULES §B2)")
    void occupied() {
        IllegalMoveException e = reject(OTHELLO, OTHELLO.initialState(), Move.parse("d4"), Reason.OCCUPIED);
        assertThat(e.getMessage()).contains("d4");
    }

    @Test
    @DisplayName("NO_FLIP: a placement that outflanks nothing (RULES §B2)")
    void noFlip() {
        reject(OTHELLO, OTHELLO.initialState(), Move.parse("a1"), Reason.NO_FLIP);
        reject(OTHELLO, OTHELLO.initialState(), Move.parse("c3"), Reason.NO_FLIP);
    }

    @Test
    @DisplayName("NOT_ON_BOARD: a square beyond the board's edge (RULES §X1)")
    void notOnBoard() {
        StandardRules six = OTHELLO.withGeometry(Geometry.of(6));
        reject(six, six.initialState(), Move.parse("g1"), Reason.NOT_ON_BOARD);
        reject(six, six.initialState(), Move.parse("a7"), Reason.NOT_ON_BOARD);
        StandardRules wide = OTHELLO.withGeometry(Geometry.of(16, 4));
        reject(wide, wide.initialState(), Move.parse("h5"), Reason.NOT_ON_BOARD);
    }

    @Test
    @DisplayName("GAME_OVER: any move after the end (RULES §B5)")
    void gameOver() {
        StandardRules four = OTHELLO.withGeometry(Geometry.of(4));
        GameState over = GameState.parse("XX--XX---------- O");
        reject(four, over, Move.pass(), Reason.GAME_OVER);
        reject(four, over, Move.parse("c1"), Reason.GAME_OVER);
        StandardRules supply = OTHELLO.withSupply(32);
        reject(supply, supply.initialState().withSupplies(0, 0), Move.parse("d3"), Reason.GAME_OVER);
    }

    @Test
    @DisplayName("MUST_PASS: a placement by a player who has none (RULES §B4)")
    void mustPass() {
        StandardRules six = OTHELLO.withGeometry(Geometry.of(6));
        GameState s = GameState.parse("XO----" + "-".repeat(30) + " O");
        reject(six, s, Move.parse("c1"), Reason.MUST_PASS);
    }

    @Test
    @DisplayName("PASS_NOT_ALLOWED: a pass while a placement is legal (RULES §B4)")
    void passNotAllowed() {
        reject(OTHELLO, OTHELLO.initialState(), Move.pass(), Reason.PASS_NOT_ALLOWED);
    }

    @Test
    @DisplayName("UNSUPPORTED_MOVE: a move of a variant's own shape, under rules that play placements and passes")
    void unsupportedMove() {
        reject(OTHELLO, OTHELLO.initialState(), new TestVariantMove(Square.parse("d3"), "s"), Reason.UNSUPPORTED_MOVE);
    }

    @Test
    @DisplayName("NOT_IN_CENTER: an open-center opening move outside the center (RULES §R2)")
    void notInCenter() {
        StandardRules open = OTHELLO.withOpening(Opening.OPEN_CENTER);
        reject(open, open.initialState(), Move.parse("c3"), Reason.NOT_IN_CENTER);
        GameState two = open.play(open.play(open.initialState(), Move.parse("d4")), Move.parse("e5"));
        reject(open, two, Move.parse("f6"), Reason.NOT_IN_CENTER);
        reject(open, two, Move.parse("d4"), Reason.OCCUPIED);
    }

    @Test
    @DisplayName("a serialized exception keeps its reason and message; state and move are not serialized")
    void serialization() throws Exception {
        IllegalMoveException e = reject(OTHELLO, OTHELLO.initialState(), Move.parse("d4"), Reason.OCCUPIED);
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        try (java.io.ObjectOutputStream out = new java.io.ObjectOutputStream(bytes)) {
            out.writeObject(e);
        }
        IllegalMoveException back;
        try (java.io.ObjectInputStream in = new java.io.ObjectInputStream(new java.io.ByteArrayInputStream(bytes.toByteArray()))) {
            back = (IllegalMoveException) in.readObject();
        }
        assertThat(back.reason()).isEqualTo(Reason.OCCUPIED);
        assertThat(back.getMessage()).isEqualTo(e.getMessage());
        assertThat(back.choices()).isEmpty();
        org.assertj.core.api.Assertions.assertThatThrownBy(back::state).isInstanceOf(IllegalStateException.class);
        org.assertj.core.api.Assertions.assertThatThrownBy(back::move).isInstanceOf(IllegalStateException.class);
    }

    @Test
    @DisplayName("GameRecord.replay reports the first bad move's index and reason")
    void replayOfBadRecord() {
        Replay r = GameRecord.parse("othello: f5 d6 c3 d3 d3 c4").replay();
        assertThat(r.isValid()).isFalse();
        assertThat(r.firstBadMove()).hasValue(4);
        assertThat(r.error()).hasValueSatisfying(e -> {
            assertThat(e.reason()).isEqualTo(Reason.OCCUPIED);
            assertThat(e.move()).isEqualTo(Move.parse("d3"));
        });
        assertThat(r.states()).hasSize(5);
        assertThat(r.finalState()).isEqualTo(GameRecord.parse("othello: f5 d6 c3 d3").replay().finalState());
        assertThat(r.outcome()).isEmpty();
        assertThat(r.isFinished()).isFalse();
        assertThat(r.toString()).contains("#5");

        Replay first = GameRecord.parse("othello: a1").replay();
        assertThat(first.firstBadMove()).hasValue(0);
        assertThat(first.error().get().reason()).isEqualTo(Reason.NO_FLIP);
        assertThat(first.states()).containsExactly(OTHELLO.initialState());

        Replay pass = GameRecord.parse("othello: f5 pass").replay();
        assertThat(pass.firstBadMove()).hasValue(1);
        assertThat(pass.error().get().reason()).isEqualTo(Reason.PASS_NOT_ALLOWED);
    }

    @Test
    @DisplayName("a valid record replays without error; forced passes can be inserted")
    void replayOfValidRecord() {
        Replay r = GameRecord.parse("othello: f5 d6 c3 d3 c4").replay();
        assertThat(r.isValid()).isTrue();
        assertThat(r.isFinished()).isFalse();
        assertThat(r.firstBadMove()).isEmpty();
        assertThat(r.states()).hasSize(6);
        assertThat(r.outcome()).isEmpty();
        // implicit passes: a record without the forced pass gets it inserted
        StandardRules six = OTHELLO.withGeometry(Geometry.of(6));
        GameState s = GameState.parse("XO----" + "-".repeat(30) + " O");
        GameRecord withPasses = GameRecord.withImplicitPasses(six, s, List.of(Move.parse("c1")));
        assertThat(withPasses.moves()).containsExactly(Move.pass(), Move.parse("c1"));
        assertThat(withPasses.replay().isValid()).isTrue();
        Replay bad = GameRecord.of(six, s, List.of(Move.parse("c1"))).replay();
        assertThat(bad.firstBadMove()).hasValue(0);
        assertThat(bad.error().get().reason()).isEqualTo(Reason.MUST_PASS);
    }
}
