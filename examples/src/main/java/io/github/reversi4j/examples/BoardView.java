package io.github.reversi4j.examples;

import io.github.reversi4j.core.Board;
import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.Square;
import java.util.Optional;
import java.util.Set;

/**
 * A board as text for people, in the layout of {@link Board#diagram()}: column letters above, row
 * numbers on the left, {@code X} and {@code O} for the discs, {@code -} for an empty square, and two
 * marks of this program: {@code *} where the side to move may play and {@code #} for a square no disc
 * may ever take (the holes of the {@code holes} variant).
 */
final class BoardView {

    private BoardView() {
    }

    static String render(Board board, Set<Square> legal, Set<Square> blocked, Style style) {
        Geometry g = board.geometry();
        StringBuilder sb = new StringBuilder("   ");
        for (int c = 0; c < g.width(); c++) {
            sb.append(' ').append((char) ('a' + c));
        }
        sb.append('\n');
        for (int r = 0; r < g.height(); r++) {
            sb.append(String.format("%3d", r + 1));
            for (int c = 0; c < g.width(); c++) {
                Square sq = Square.of(c, r);
                Optional<Color> disc = board.colorAt(sq);
                String cell = disc.isPresent() ? style.disc(disc.get())
                        : legal.contains(sq) ? style.strong("*")
                        : blocked.contains(sq) ? "#" : style.hint("-");
                sb.append(' ').append(cell);
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}
