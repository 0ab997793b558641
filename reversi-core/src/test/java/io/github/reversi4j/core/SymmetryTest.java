package io.github.reversi4j.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.reversi4j.testkit.internal.RandomGames;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The symmetries of the board: the documented images of the corners, and the laws they obey. */
class SymmetryTest {

    private static Square sq(String s) {
        return Square.parse(s);
    }

    @Test
    @DisplayName("the documented images on 8x8: a quarter turn clockwise sends a1 to the top-right corner, ...")
    void documentedImages() {
        Geometry g = Geometry.STANDARD;
        assertThat(Symmetry.IDENTITY.apply(sq("b1"), g)).isEqualTo(sq("b1"));
        assertThat(Symmetry.ROTATE_90.apply(sq("a1"), g)).isEqualTo(sq("h1"));
        assertThat(Symmetry.ROTATE_90.apply(sq("h1"), g)).isEqualTo(sq("h8"));
        assertThat(Symmetry.ROTATE_180.apply(sq("a1"), g)).isEqualTo(sq("h8"));
        assertThat(Symmetry.ROTATE_270.apply(sq("a1"), g)).isEqualTo(sq("a8"));
        assertThat(Symmetry.FLIP_HORIZONTAL.apply(sq("a1"), g)).isEqualTo(sq("h1"));
        assertThat(Symmetry.FLIP_HORIZONTAL.apply(sq("c2"), g)).isEqualTo(sq("f2"));
        assertThat(Symmetry.FLIP_VERTICAL.apply(sq("c2"), g)).isEqualTo(sq("c7"));
        assertThat(Symmetry.TRANSPOSE.apply(sq("b1"), g)).isEqualTo(sq("a2"));
        assertThat(Symmetry.ANTI_TRANSPOSE.apply(sq("a1"), g)).isEqualTo(sq("h8"));
        assertThat(Symmetry.ANTI_TRANSPOSE.apply(sq("h1"), g)).isEqualTo(sq("h1"));
        Geometry rect = Geometry.of(6, 8);
        assertThat(Symmetry.ROTATE_180.apply(sq("a1"), rect)).isEqualTo(sq("f8"));
        assertThat(Symmetry.FLIP_HORIZONTAL.apply(sq("a1"), rect)).isEqualTo(sq("f1"));
        assertThat(Symmetry.FLIP_VERTICAL.apply(sq("a1"), rect)).isEqualTo(sq("a8"));
        assertThatThrownBy(() -> Symmetry.ROTATE_90.apply(sq("a1"), rect)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Symmetry.IDENTITY.apply(sq("g1"), rect)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("8 symmetries on square boards, the 4 that keep the axes on rectangles, the identity first")
    void symmetriesOfEachShape() {
        for (int w = 4; w <= 16; w += 2) {
            for (int h = 4; h <= 16; h += 2) {
                Geometry g = Geometry.of(w, h);
                List<Symmetry> syms = g.symmetries();
                assertThat(syms.get(0)).isEqualTo(Symmetry.IDENTITY);
                if (w == h) {
                    assertThat(syms).containsExactlyInAnyOrder(Symmetry.values());
                } else {
                    assertThat(syms).containsExactlyInAnyOrder(Symmetry.IDENTITY, Symmetry.ROTATE_180,
                            Symmetry.FLIP_HORIZONTAL, Symmetry.FLIP_VERTICAL);
                }
                for (Symmetry s : syms) {
                    assertLaws(g, s);
                }
            }
        }
    }

    /** A bijection, undone by its inverse, mapping each step to the step of the image direction. */
    private static void assertLaws(Geometry g, Symmetry s) {
        Set<Square> images = new HashSet<>();
        for (Square q : g.squares()) {
            Square t = s.apply(q, g);
            assertThat(g.contains(t)).isTrue();
            images.add(t);
            assertThat(s.inverse().apply(t, g)).as("%s then its inverse on %s", s, g).isEqualTo(q);
            for (Direction d : Direction.values()) {
                Optional<Square> n = q.step(d);
                if (n.isPresent() && g.contains(n.get())) {
                    assertThat(t.step(s.apply(d))).as("%s of a step %s from %s on %s", s, d, q, g).contains(s.apply(n.get(), g));
                }
            }
        }
        assertThat(images).hasSize(g.size());
    }

    @Test
    @DisplayName("boards, states and moves transform square by square; the canonical form is shared by all images")
    void transformsAgree() {
        for (Geometry g : List.of(Geometry.of(8), Geometry.of(6, 10), Geometry.of(12), Geometry.of(16, 14))) {
            Rules rules = StandardRules.othello().withGeometry(g);
            GameRecord game = RandomGames.play(rules, rules.initialState(), 5, 30);
            GameState s = game.replay().finalState().withLastPlacer(Color.WHITE);
            for (Symmetry sym : g.symmetries()) {
                GameState t = s.transform(sym);
                for (Square q : g.squares()) {
                    assertThat(t.board().colorAt(sym.apply(q, g))).isEqualTo(s.board().colorAt(q));
                }
                assertThat(t.toMove()).isEqualTo(s.toMove());
                assertThat(t.lastPlacer()).isEqualTo(s.lastPlacer());
                assertThat(rules.canonical(t)).isEqualTo(rules.canonical(s));
                Move m = Move.place(sq("b1"));
                assertThat(m.transform(sym, g)).isEqualTo(Move.place(sym.apply(sq("b1"), g)));
                assertThat(Move.pass().transform(sym, g)).isEqualTo(Move.pass());
            }
            assertThat(rules.canonical(rules.canonical(s))).isEqualTo(rules.canonical(s));
        }
    }
}
