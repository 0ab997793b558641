package io.github.reversi4j.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.reversi4j.testkit.RulesContract;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** {@link ForwardingRules}: every method reaches the delegate, and a forwarding rule set keeps the rules contract. */
class ForwardingRulesTest {

    /** A rule set that changes nothing: it forwards every call, under an id of its own. */
    static final class Plain extends ForwardingRules<Rules> {

        Plain(Rules delegate) {
            super(delegate);
        }

        @Override
        public String id() {
            return "plain-forwarding(" + delegate().id() + ")";
        }
    }

    /** Another class forwarding to the same delegate. */
    static final class Other extends ForwardingRules<Rules> {

        Other(Rules delegate) {
            super(delegate);
        }

        @Override
        public String id() {
            return "other";
        }
    }

    /** The rules contract holds for a forwarding rule set over several standard configurations. */
    @Nested
    class Contract extends RulesContract {

        @Override
        protected List<Rules> ruleSets() {
            StandardRules o = StandardRules.othello();
            return List.of(new Plain(o), new Plain(o.withGeometry(Geometry.of(6)).withOpening(Opening.PARALLEL)),
                    new Plain(o.withOpening(Opening.OPEN_CENTER).withSupply(12)),
                    new Plain(o.withGeometry(Geometry.of(10, 4)).withTieRule(TieRule.LAST_DISC_PLACED)));
        }

        @Override
        protected boolean isRegistered(Rules rules) {
            return false;
        }
    }

    /**
     * A delegate that records the methods called and answers each default method of {@link Rules}
     * differently from the default, so that a method inherited instead of forwarded shows.
     */
    static final class Recorder implements Rules {

        final List<String> calls = new ArrayList<>();
        private final StandardRules rules = StandardRules.othello();

        @Override
        public String id() {
            calls.add("id");
            return "recorder";
        }

        @Override
        public Geometry geometry() {
            calls.add("geometry");
            return Geometry.of(6);
        }

        @Override
        public GameState initialState() {
            calls.add("initialState");
            return rules.initialState();
        }

        @Override
        public List<Move> legalMoves(GameState state) {
            calls.add("legalMoves");
            return List.of(Move.pass());
        }

        @Override
        public GameState play(GameState state, Move move) {
            calls.add("play");
            return state;
        }

        @Override
        public boolean isLegal(GameState state, Move move) {
            calls.add("isLegal");
            return false;
        }

        @Override
        public int legalMoveCount(GameState state) {
            calls.add("legalMoveCount");
            return 99;
        }

        @Override
        public boolean isTerminal(GameState state) {
            calls.add("isTerminal");
            return true;
        }

        @Override
        public Outcome outcome(GameState state) {
            calls.add("outcome");
            return Outcome.draw(2, 2, 0);
        }

        @Override
        public String colorName(Color color) {
            calls.add("colorName");
            return "Gold";
        }

        @Override
        public int players() {
            calls.add("players");
            return 1;
        }

        @Override
        public List<Symmetry> symmetries() {
            calls.add("symmetries");
            return List.of(Symmetry.IDENTITY);
        }

        @Override
        public GameState parseState(String text) {
            calls.add("parseState");
            return rules.initialState();
        }
    }

    @Test
    @DisplayName("every method of Rules, the default ones included, is forwarded to the delegate")
    void everyMethodForwards() {
        Recorder d = new Recorder();
        Rules f = new Other(d);
        GameState s = StandardRules.othello().initialState();
        Move m = Move.parse("d3");

        assertThat(f.id()).as("a variant's id is its own, never the delegate's").isEqualTo("other");
        assertThat(f.geometry()).isEqualTo(Geometry.of(6));
        assertThat(f.initialState()).isEqualTo(s);
        assertThat(f.legalMoves(s)).containsExactly(Move.pass());
        assertThat(f.play(s, m)).isSameAs(s);
        assertThat(f.isLegal(s, m)).isFalse();
        assertThat(f.legalMoveCount(s)).isEqualTo(99);
        assertThat(f.isTerminal(s)).isTrue();
        assertThat(f.outcome(s).winner()).isEmpty();
        assertThat(f.colorName(Color.WHITE)).isEqualTo("Gold");
        assertThat(f.players()).isEqualTo(1);
        assertThat(f.symmetries()).containsExactly(Symmetry.IDENTITY);
        assertThat(f.parseState("anything")).isEqualTo(s);

        assertThat(d.calls).containsExactly("geometry", "initialState", "legalMoves", "play", "isLegal",
                "legalMoveCount", "isTerminal", "outcome", "colorName", "players", "symmetries", "parseState");
    }

    @Test
    @DisplayName("a forwarding rule set plays exactly as its delegate")
    void playsAsTheDelegate() {
        StandardRules o = StandardRules.othello();
        Rules f = new Plain(o);
        GameState s = f.initialState();
        assertThat(f.legalMoves(s)).isEqualTo(o.legalMoves(s)).hasSize(4);
        assertThat(f.legalMoveCount(s)).isEqualTo(4);
        assertThat(f.play(s, Move.parse("d3"))).isEqualTo(o.play(s, Move.parse("d3")));
        assertThatThrownBy(() -> f.play(s, Move.parse("a1"))).isInstanceOf(IllegalMoveException.class);
        assertThat(f.symmetries()).isEqualTo(Geometry.STANDARD.symmetries());
        assertThat(f.colorName(Color.BLACK)).isEqualTo("Black");
        assertThat(f.players()).isEqualTo(2);
    }

    @Test
    @DisplayName("equal when of the same class with equal delegates; toString is the id")
    void equalityAndText() {
        StandardRules o = StandardRules.othello();
        Rules a = new Plain(o);
        assertThat(a).isEqualTo(new Plain(StandardRules.othello())).hasSameHashCodeAs(new Plain(StandardRules.othello()));
        assertThat(a).isNotEqualTo(new Plain(o.withSupply(12)));
        assertThat(a).isNotEqualTo(new Other(o));
        assertThat(a).isNotEqualTo(o);
        assertThat(a.toString()).isEqualTo(a.id()).isEqualTo("plain-forwarding(othello)");
        assertThat(new Other(o).toString()).isEqualTo("other");
    }

    @Test
    @DisplayName("the delegate is required")
    void nullDelegate() {
        assertThatThrownBy(() -> new Plain(null)).isInstanceOf(NullPointerException.class);
    }

    /** Othello where no disc may go on a corner: play and legalMoves overridden, nothing else. */
    private static final class NoCorners extends ForwardingRules<StandardRules> {
        NoCorners() {
            super(StandardRules.othello().withGeometry(Geometry.of(4)));
        }

        private boolean corner(Move m) {
            return m.square().map(q -> (q.column() == 0 || q.column() == 3) && (q.row() == 0 || q.row() == 3))
                    .orElse(false);
        }

        @Override
        public List<Move> legalMoves(GameState state) {
            List<Move> all = new ArrayList<>(delegate().legalMoves(state));
            all.removeIf(this::corner);
            return all.isEmpty() && !delegate().isTerminal(state) ? List.of(Move.pass()) : all;
        }

        @Override
        public GameState play(GameState state, Move move) {
            if (move.isPass() && legalMoves(state).equals(List.of(Move.pass()))) {
                return state.withToMove(state.toMove().opponent());
            }
            if (corner(move)) {
                throw new IllegalMoveException(state, move, "BLOCKED_SQUARE",
                        move.square().orElseThrow() + " may hold no disc", List.of());
            }
            return super.play(state, move);
        }

        @Override
        public boolean isLegal(GameState state, Move move) {
            return !corner(move) && super.isLegal(state, move);
        }

        @Override
        public int legalMoveCount(GameState state) {
            return legalMoves(state).size();
        }

        @Override
        public String id() {
            return "no-corners";
        }

        @Override
        public String colorName(Color color) {
            return color == Color.BLACK ? "Gold" : "Silver";
        }
    }

    @Test
    @DisplayName("a variant must name itself: id() is abstract, so a forgotten id does not compile")
    void idIsAbstract() throws NoSuchMethodException {
        assertThat(java.lang.reflect.Modifier.isAbstract(ForwardingRules.class.getMethod("id").getModifiers())).isTrue();
        assertThat(java.lang.reflect.Modifier.isFinal(ForwardingRules.class.getMethod("isLegal", GameState.class,
                Move.class).getModifiers())).as("isLegal may be overridden").isFalse();
        assertThat(java.lang.reflect.Modifier.isFinal(ForwardingRules.class.getMethod("legalMoveCount",
                GameState.class).getModifiers())).as("legalMoveCount may be overridden").isFalse();
    }

    @Test
    @DisplayName("isLegal and legalMoveCount, overridden beside play and legalMoves, agree with them")
    void derivedFromTheSubclass() {
        NoCorners r = new NoCorners();
        // a random game: at every ply both derived answers agree with the subclass's list
        GameState s = r.initialState();
        java.util.SplittableRandom random = new java.util.SplittableRandom(7);
        for (int ply = 0; ply < 16 && !r.legalMoves(s).isEmpty(); ply++) {
            List<Move> moves = r.legalMoves(s);
            assertThat(r.legalMoveCount(s)).isEqualTo(moves.size());
            for (Square q : s.geometry().squares()) {
                Move m = Move.place(q);
                boolean offered = moves.contains(m);
                assertThat(r.isLegal(s, m)).as("%s in %s", m, s).isEqualTo(offered);
            }
            s = r.play(s, moves.get(random.nextInt(moves.size())));
        }
        // the corners, which the delegate alone would allow, are never offered nor legal
        assertThat(r.isLegal(r.initialState(), Move.parse("a1"))).isFalse();
    }

    @Test
    @DisplayName("a rejection by the delegate names the colors as the subclass does")
    void rejectionsInTheSubclassNames() {
        NoCorners r = new NoCorners();
        GameState s = r.initialState();
        assertThatThrownBy(() -> r.play(s, Move.parse("b2"))).isInstanceOfSatisfying(IllegalMoveException.class,
                e -> {
                    assertThat(e.reason()).isEqualTo(IllegalMoveException.Reason.OCCUPIED);
                    assertThat(e.square()).hasValue(Square.parse("b2"));
                    assertThat(e.detail()).isEqualTo("b2 holds a Silver disc");
                    assertThat(e.getMessage()).doesNotContain("White").doesNotContain("WHITE disc");
                });
        assertThatThrownBy(() -> r.play(s, Move.parse("a4"))).isInstanceOfSatisfying(IllegalMoveException.class,
                e -> assertThat(e.detail()).isEqualTo("a4 may hold no disc"));
        assertThatThrownBy(() -> r.play(s, Move.parse("d2"))).isInstanceOfSatisfying(IllegalMoveException.class,
                e -> assertThat(e.detail()).isEqualTo("a Gold disc on d2 outflanks no line"));
    }
}
