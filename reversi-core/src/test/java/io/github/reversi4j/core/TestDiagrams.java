package io.github.reversi4j.core;

/**
 * Draws the diagram that {@link Board#parse(String)} reads: a header of column letters, then one line
 * per row led by its number, the squares {@code X}, {@code O} and {@code -} separated by spaces.
 */
final class TestDiagrams {

    private TestDiagrams() {
    }

    static String of(Board board) {
        Geometry g = board.geometry();
        StringBuilder sb = new StringBuilder("  ");
        for (int c = 0; c < g.width(); c++) {
            sb.append(' ').append((char) ('a' + c));
        }
        sb.append('\n');
        for (int r = 0; r < g.height(); r++) {
            sb.append(r + 1 < 10 ? " " : "").append(r + 1);
            for (int c = 0; c < g.width(); c++) {
                Square sq = Square.of(c, r);
                sb.append(' ').append(board.colorAt(sq).map(x -> x == Color.BLACK ? "X" : "O").orElse("-"));
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    /** The lines a disc of a color placed on a square outflanks, in {@link Direction} order. */
    static java.util.Set<Direction> outflanked(Board board, Square square, Color mover) {
        java.util.Set<Direction> lines = java.util.EnumSet.noneOf(Direction.class);
        for (Direction d : Direction.values()) {
            if (!board.flips(square, mover, d).isEmpty()) {
                lines.add(d);
            }
        }
        return lines;
    }
}
