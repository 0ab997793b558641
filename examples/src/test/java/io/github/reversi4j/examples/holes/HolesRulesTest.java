package io.github.reversi4j.examples.holes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.reversi4j.core.Perft;
import io.github.reversi4j.core.Perft;
import io.github.reversi4j.core.Board;
import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.IllegalMoveException;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Outcome;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.Square;
import io.github.reversi4j.core.Symmetry;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.RepetitionInfo;
import org.junit.jupiter.api.Test;

/** The custom variant's own rules, on hand-worked positions; the shared contract is {@link HolesRulesContractTest}. */
class HolesRulesTest {

    @Test
    @DisplayName("registered through ServiceLoader: RuleSets finds it by id, and its ids read back")
    void foundByIdThroughServiceLoader() {
        assertThat(RuleSets.ids()).contains("holes", "othello");
        assertThat(RuleSets.of("holes")).isEqualTo(HolesRules.withoutCorners());
        for (String id : List.of("holes", "holes(holes=c3+f6)", "holes(size=10x10,holes=none)", "holes(size=6x4)")) {
            assertThat(RuleSets.of(id).id()).isEqualTo(id);
        }
        assertThat(RuleSets.of("holes(holes=f6+c3)").id()).isEqualTo("holes(holes=c3+f6)");
    }

    @Test
    @DisplayName("bad options are refused with a message that says what is accepted")
    void badOptions() {
        assertThatThrownBy(() -> RuleSets.of("holes(holes=d4)")).isInstanceOf(io.github.reversi4j.core.RuleOptionException.class)
                .hasMessageContaining("d4 takes an opening disc");
        assertThatThrownBy(() -> RuleSets.of("holes(holes=z9)")).hasMessageContaining("not a square: 'z9'");
        assertThatThrownBy(() -> RuleSets.of("holes(holes=g7,size=6x6)")).hasMessageContaining("g7 is not on a 6x6 board");
        assertThatThrownBy(() -> RuleSets.of("holes(colour=red)")).hasMessageContaining("its options are size, holes");
    }

    @Test
    @DisplayName("without holes it is Othello: the published perft counts of 8x8 (4, 12, 56, 244, 1396, 8200)")
    void withoutHolesItIsOthello() {
        Rules rules = RuleSets.of("holes(holes=none)");
        long[] published = {4, 12, 56, 244, 1396, 8200};
        for (int d = 1; d <= published.length; d++) {
            assertThat(Perft.count(rules, rules.initialState(), d, Perft.Convention.EXCLUDE_ENDED)).as("depth " + d).isEqualTo(published[d - 1]);
        }
    }

    @Test
    @DisplayName("a hole is never a legal move: with a hole on d3 Black's first moves are c4, f5 and e6")
    void aHoleIsNeverPlayed() {
        Rules rules = RuleSets.of("holes(holes=d3)");
        GameState start = rules.initialState();
        assertThat(rules.legalMoves(start)).containsExactly(Move.parse("c4"), Move.parse("f5"), Move.parse("e6"));
        assertThatThrownBy(() -> rules.play(start, Move.parse("d3")))
                .isInstanceOfSatisfying(IllegalMoveException.class, e -> assertThat(e.reason()).isEqualTo(IllegalMoveException.Reason.BLOCKED_SQUARE));
    }

    /** Every square Black except a1 (empty) and b1 (White): Black's only Othello move is a1, which outflanks b1. */
    private static final String ONLY_A1 = "-O" + "X".repeat(62);

    @Test
    @DisplayName("when the only outflanking square is a hole the game is over, and the hole is not an empty square won")
    void aHoleEndsTheGame() {
        GameState s = GameState.of(Board.parse(ONLY_A1), Color.BLACK);
        Rules othello = RuleSets.of("holes(holes=none)");
        assertThat(othello.legalMoves(s)).containsExactly(Move.parse("a1"));

        Rules holes = RuleSets.of("holes(holes=a1)");
        assertThat(holes.legalMoves(s)).isEmpty();
        assertThat(holes.isTerminal(s)).isTrue();
        assertThat(holes.outcome(s)).isEqualTo(Outcome.parse("BLACK 62-1"));
    }

    @Test
    @DisplayName("a side whose only outflanking square is a hole must pass (RULES §B4)")
    void aHoleForcesAPass() {
        // as ONLY_A1, with h8 empty and f8 White: White on h8 outflanks g8; Black on h8 outflanks nothing
        GameState s = GameState.of(Board.parse("-O" + "X".repeat(59) + "O" + "X-"), Color.BLACK);
        Rules holes = RuleSets.of("holes(holes=a1)");
        assertThat(holes.legalMoves(s)).containsExactly(Move.pass());
        GameState afterPass = holes.play(s, Move.pass());
        assertThat(holes.legalMoves(afterPass)).containsExactly(Move.parse("h8"));
        assertThatThrownBy(() -> holes.play(s, Move.parse("a1")))
                .isInstanceOfSatisfying(IllegalMoveException.class, e -> assertThat(e.reason()).isEqualTo(IllegalMoveException.Reason.BLOCKED_SQUARE));
    }

    @Test
    @DisplayName("the holes are not won: the official score of a finished game adds up to the playable squares")
    void holesAreNotCountedInTheScore() {
        Rules rules = RuleSets.of("holes(size=6x6,holes=a1+f6+a6+f1+b2)");
        SplittableRandom random = new SplittableRandom(11);
        for (int game = 0; game < 20; game++) {
            GameState s = rules.initialState();
            while (!rules.isTerminal(s)) {
                List<Move> moves = rules.legalMoves(s);
                s = rules.play(s, moves.get(random.nextInt(moves.size())));
            }
            Outcome.TwoPlayer o = (Outcome.TwoPlayer) rules.outcome(s);
            assertThat(o.empties()).as("game " + game).isEqualTo(s.board().empties().size() - 5);
            if (o.winner().isPresent()) {
                assertThat(o.score(Color.BLACK) + o.score(Color.WHITE)).as("game " + game).isEqualTo(36 - 5);
            }
            assertThat(s.board().empties().size()).as("the holes stay empty").isGreaterThanOrEqualTo(5);
        }
    }

    @Test
    @DisplayName("symmetries: all eight without corners; only the identity and the a1-h8 diagonal with a hole on c3")
    void symmetriesKeepTheHoles() {
        assertThat(RuleSets.of("holes").symmetries()).hasSize(8);
        List<Symmetry> c3 = RuleSets.of("holes(holes=c3)").symmetries();
        assertThat(c3).hasSize(2);
        assertThat(c3).allMatch(sym -> sym.apply(Square.parse("c3"), RuleSets.of("holes").geometry())
                .equals(Square.parse("c3")));
    }

    @Test
    @DisplayName("canonical positions follow the holes: after f5 and after d3 with a hole on c3 they differ, as the moves do")
    void canonicalFollowsTheHoles() {
        Rules rules = RuleSets.of("holes(holes=c3)");
        GameState f5 = rules.play(rules.initialState(), Move.parse("f5"));
        GameState d3 = rules.play(rules.initialState(), Move.parse("d3"));
        assertThat(rules.legalMoves(f5)).map(Move::toString).containsExactly("f4", "d6", "f6");
        assertThat(rules.legalMoves(d3)).map(Move::toString).containsExactly("e3", "c5");
        assertThat(rules.canonical(f5)).isNotEqualTo(rules.canonical(d3));
        Rules plain = RuleSets.of("holes(holes=none)");
        assertThat(plain.canonical(plain.play(plain.initialState(), Move.parse("f5"))))
                .isEqualTo(plain.canonical(plain.play(plain.initialState(), Move.parse("d3"))));
    }

    @RepeatedTest(5)
    @DisplayName("a game record of the variant parses back by id and replays")
    void recordsReplay(RepetitionInfo info) {
        Rules rules = RuleSets.of("holes(holes=c3+f6)");
        SplittableRandom random = new SplittableRandom(info.getCurrentRepetition());
        GameRecord record = GameRecord.of(rules, List.of());
        GameState s = rules.initialState();
        while (!rules.isTerminal(s)) {
            List<Move> moves = rules.legalMoves(s);
            Move m = moves.get(random.nextInt(moves.size()));
            s = rules.play(s, m);
            record = record.with(m);
        }
        assertThat(GameRecord.parse(record.toString()).replay().finalState()).as(record.toString()).isEqualTo(s);
    }
}
