package io.github.reversi4j.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.reversi4j.testkit.internal.RandomGames;
import io.github.reversi4j.testkit.RulesContract;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * The extension point gives no silently wrong answer: records compare by rules, canonical positions go
 * through the rules' own symmetries, squares are forbidden by one call, the core's enums leave room for
 * a variant's own reasons and ends, a declared end is not a pass, and messages show outside text safely.
 */
class RulesApiTrapsTest {

    /** A variant that claims the id of the standard rules: equal ids must not make equal records. */
    static final class Impostor extends ForwardingRules<StandardRules> {
        Impostor() {
            super(StandardRules.othello());
        }

        @Override
        public String id() {
            return "othello";
        }

        @Override
        public Outcome outcome(GameState state) {
            return delegate().outcome(state).withRawScore();
        }
    }

    @Test
    @DisplayName("records compare by their rules, not by the rules' id strings")
    void recordsCompareByRules() {
        List<Move> moves = List.of(Move.parse("f5"), Move.parse("d6"));
        GameRecord standard = GameRecord.of(StandardRules.othello(), StandardRules.othello().initialState(), moves);
        GameRecord variant = GameRecord.of(new Impostor(), StandardRules.othello().initialState(), moves);
        assertThat(variant.toString()).isEqualTo(standard.toString());
        assertThat(variant).isNotEqualTo(standard);
        assertThat(GameRecord.of(StandardRules.othello(), StandardRules.othello().initialState(), moves))
                .isEqualTo(standard).hasSameHashCodeAs(standard);
    }

    private static final SquareSet C3 = SquareSet.of(Geometry.STANDARD, Square.parse("c3"));

    @Test
    @DisplayName("canonical positions go through the rules' symmetries: with c3 blocked, f5 and d3 stay apart")
    void canonicalUsesTheRulesSymmetries() {
        StandardRules plain = StandardRules.othello();
        StandardRules blocked = plain.withBlockedSquares(C3);
        GameState f5 = blocked.play(blocked.initialState(), Move.parse("f5"));
        GameState d3 = blocked.play(blocked.initialState(), Move.parse("d3"));
        // a symmetry of the board apart, but not of these rules: c3, the image of f6, is blocked
        assertThat(f5.transform(Symmetry.ANTI_TRANSPOSE)).isEqualTo(d3);
        assertThat(blocked.legalMoves(f5)).map(Move::toString).containsExactly("f4", "d6", "f6");
        assertThat(blocked.legalMoves(d3)).map(Move::toString).containsExactly("e3", "c5");
        assertThat(blocked.canonical(f5)).isNotEqualTo(blocked.canonical(d3));
        assertThat(plain.canonical(f5)).isEqualTo(plain.canonical(d3));
        assertThat(blocked.symmetries()).hasSizeLessThan(plain.symmetries().size()).startsWith(Symmetry.IDENTITY);
        for (Symmetry s : blocked.symmetries()) {
            assertThat(blocked.canonical(f5.transform(s))).isEqualTo(blocked.canonical(f5));
        }
    }

    @Test
    @DisplayName("blocked squares: never offered, refused with BLOCKED_SQUARE, out of the score, an option of the id")
    void blockedSquares() {
        SquareSet corners = SquareSet.parse(Geometry.STANDARD, "[a1, h1, a8, h8]");
        StandardRules r = StandardRules.othello().withBlockedSquares(corners);
        assertThat(r.id()).isEqualTo("othello(blocked=a1+h1+a8+h8)");
        assertThat(RuleSets.of(r.id())).isEqualTo(r);
        assertThat(RuleSets.of("othello(blocked=h8+a1+a8+h1)")).isEqualTo(r);
        assertThat(r.blockedSquares()).isEqualTo(corners);
        assertThat(r.symmetries()).hasSize(8);
        GameState s = r.initialState();
        assertThatThrownBy(() -> r.play(s, Move.parse("a1"))).isInstanceOfSatisfying(IllegalMoveException.class,
                e -> assertThat(e.reason()).isEqualTo(IllegalMoveException.Reason.BLOCKED_SQUARE));
        GameRecord game = RandomGames.play(r, s, 11, 200);
        for (GameState t : RandomGames.states(game)) {
            for (Square q : corners) {
                assertThat(t.board().isEmpty(q)).isTrue();
            }
        }
        GameState end = game.replay().finalState();
        assertThat(r.isTerminal(end)).isTrue();
        Outcome o = r.outcome(end);
        assertThat(o.empties()).isEqualTo(end.board().empties().size() - 4);
        assertThatThrownBy(() -> StandardRules.othello().withBlockedSquares(SquareSet.parse(Geometry.STANDARD, "[d4]")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("d4");
        assertThatThrownBy(() -> RuleSets.of("othello(blocked=d4)")).isInstanceOfSatisfying(RuleOptionException.class,
                e -> assertThat(e.key()).isEqualTo("blocked"));
        assertThatThrownBy(() -> RuleSets.of("othello(blocked=z9)")).isInstanceOf(RuleOptionException.class);
        assertThatThrownBy(() -> RuleSets.of("othello(size=6x6,blocked=h8)")).isInstanceOf(RuleOptionException.class);
        assertThatThrownBy(() -> RuleSets.of("othello(blocked=c3+c3)")).isInstanceOf(RuleOptionException.class);
    }

    /** The moves of a board with blocked squares, computed independently from the board alone. */
    private static List<Move> referenceMoves(SquareSet blocked, GameState s) {
        Board b = s.board();
        SquareSet mine = b.legalSquares(s.toMove()).minus(blocked);
        if (mine.isEmpty()) {
            return b.legalSquares(s.toMove().opponent()).minus(blocked).isEmpty() ? List.of() : List.of(Move.pass());
        }
        List<Move> out = new ArrayList<>();
        mine.forEach(q -> out.add(Move.place(q)));
        return out;
    }

    @Test
    @DisplayName("blocked squares agree with an independent reference, on one-long and multi-word boards")
    void blockedSquaresAgainstAReference() {
        for (StandardRules r : List.of(StandardRules.othello().withBlockedSquares(C3),
                StandardRules.othello().withGeometry(Geometry.of(10)).withBlockedSquares(
                        SquareSet.parse(Geometry.of(10), "[a1, c3, h8, j10, e2]")),
                StandardRules.othello().withGeometry(Geometry.of(6)).withSupply(14).withBlockedSquares(
                        SquareSet.parse(Geometry.of(6), "[b2, e5]")))) {
            for (long seed = 1; seed <= 6; seed++) {
                GameRecord game = RandomGames.play(r, r.initialState(), seed, 400);
                for (GameState s : RandomGames.states(game)) {
                    List<Move> expected = r.supply().isPresent() && r.isTerminal(s) ? List.of()
                            : referenceMoves(r.blockedSquares(), s);
                    if (r.supply().isEmpty()) {
                        assertThat(r.legalMoves(s)).as("%s seed %d: %s", r, seed, s).isEqualTo(expected);
                    }
                    assertThat(r.legalMoveCount(s)).isEqualTo(r.legalMoves(s).size());
                }
            }
        }
    }

    /** The rules contract holds for blocked squares, on every path of the standard rules. */
    @Nested
    class BlockedContract extends RulesContract {
        @Override
        protected List<Rules> ruleSets() {
            StandardRules o = StandardRules.othello();
            return List.of(o.withBlockedSquares(C3), o.withBlockedSquares(SquareSet.parse(Geometry.STANDARD, "[a1, h1, a8, h8]")),
                    o.withGeometry(Geometry.of(10)).withBlockedSquares(SquareSet.parse(Geometry.of(10), "[c3, h8]")),
                    o.withGeometry(Geometry.of(6)).withSupply(14).withBlockedSquares(SquareSet.parse(Geometry.of(6), "[a1]")),
                    o.withOpening(Opening.OPEN_CENTER).withBlockedSquares(SquareSet.parse(Geometry.STANDARD, "[c4]")));
        }
    }

    @Test
    @DisplayName("a declared end is a move of its own, not a pass; the standard rules refuse it")
    void declaredEnd() {
        Move end = Move.declareEnd();
        assertThat(end).isInstanceOf(Move.End.class);
        assertThat(end.isPass()).isFalse();
        assertThat(end.square()).isEmpty();
        assertThat(end.toString()).isEqualTo("end");
        assertThat(Move.parse("END")).isSameAs(end);
        assertThat(end).isNotEqualTo(Move.pass());
        assertThat(end.toAction(Geometry.STANDARD)).isEqualTo(65);
        assertThat(Move.ofAction(65, Geometry.STANDARD)).isSameAs(end);
        assertThat(Move.pass()).isNotInstanceOf(Move.End.class);
        StandardRules r = StandardRules.othello();
        assertThatThrownBy(() -> r.play(r.initialState(), end)).isInstanceOfSatisfying(IllegalMoveException.class,
                e -> assertThat(e.reason()).isEqualTo(IllegalMoveException.Reason.END_NOT_ALLOWED));
        assertThat(r.isLegal(r.initialState(), end)).isFalse();
    }

    @Test
    @DisplayName("a variant's own reason: VARIANT with its code and words; the library's names are kept for it")
    void variantReasons() {
        GameState s = StandardRules.othello().initialState();
        Move m = Move.parse("d3");
        IllegalMoveException e = new IllegalMoveException(s, m, "TOO_FEW_FLIPS", "d3 flips one disc; two are needed",
                List.of());
        assertThat(e.reason()).isEqualTo(IllegalMoveException.Reason.VARIANT);
        assertThat(e.code()).isEqualTo("TOO_FEW_FLIPS");
        assertThat(e.getMessage()).isEqualTo("illegal move d3: TOO_FEW_FLIPS (d3 flips one disc; two are needed)");
        assertThatThrownBy(() -> new IllegalMoveException(s, m, "bad code", "", List.of()))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new IllegalMoveException(s, m, "VARIANT", "x", List.of()))
                .isInstanceOf(IllegalArgumentException.class);
        IllegalMoveException base = new IllegalMoveException(s, m, "NO_FLIP", "x", List.of());
        assertThat(base.code()).isEqualTo("NO_FLIP");
        assertThat(base.reason()).isEqualTo(IllegalMoveException.Reason.NO_FLIP);
        assertThatThrownBy(() -> Outcome.parse("DRAW 32-32 end=agreed")).isInstanceOf(TextParseException.class);
        assertThatThrownBy(() -> Outcome.draw(32, 32, 0).withTermination(Outcome.Termination.VARIANT))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("messages escape control and bidi characters and quote at most 40 characters of input")
    void messagesAreSafe() {
        String[] hostile = {"z\u001b]0;TITLE\u0007", "\u202Ed3", "q\u0085\u2066", "x".repeat(5000)};
        List<Runnable> parses = new ArrayList<>();
        for (String h : hostile) {
            parses.add(() -> Square.parse(h));
            parses.add(() -> Move.parse(h));
            parses.add(() -> GameState.parse(h));
            parses.add(() -> Outcome.parse("BLACK 34-30 end=" + h));
            parses.add(() -> GameRecord.parse("othello: " + h));
            parses.add(() -> RuleSets.of(h));
            parses.add(() -> RuleSets.of("othello(size=" + h + ")"));
            parses.add(() -> RuleOptions.parse(h));
            parses.add(() -> SquareSet.parse(Geometry.STANDARD, "[" + h + "]"));
        }
        for (Runnable p : parses) {
            assertThatThrownBy(p::run).isInstanceOf(IllegalArgumentException.class).satisfies(t -> {
                String msg = t.getMessage();
                for (char c : msg.toCharArray()) {
                    assertThat(c < 0x20 || c >= 0x7F && c <= 0x9F || c >= '\u2066' && c <= '\u2069' || c == '\u202E')
                            .as("a raw control or bidi character in %s", msg).isFalse();
                }
                assertThat(msg).doesNotContain("x".repeat(41));
            });
        }
    }

    @Test
    @DisplayName("options are equal when they build equal rules; the order is kept for the id")
    void optionsCompareAsMaps() {
        RuleOptions a = RuleOptions.parse("othello(size=10x10,opening=parallel)");
        RuleOptions b = RuleOptions.parse("othello(opening=parallel,size=10x10)");
        assertThat(a).isEqualTo(b).hasSameHashCodeAs(b);
        assertThat(a.id()).isEqualTo("othello(size=10x10,opening=parallel)");
        assertThat(b.id()).isEqualTo("othello(opening=parallel,size=10x10)");
        assertThat(RuleSets.of(a)).isEqualTo(RuleSets.of(b));
    }

}
