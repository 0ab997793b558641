package io.github.reversi4j.testkit;

import io.github.reversi4j.core.TextParseException;
import java.util.ArrayList;
import java.util.List;

/**
 * A deliberately simple reference implementation of the base rules (<a href="doc-files/rules.html#B2">RULES §B2</a>-<a href="doc-files/rules.html#B5">§B5</a>) for checking the
 * library against: a mailbox board ({@code int[row][column]}), moves found by walking the eight
 * directions square by square. It shares nothing with the library's code (it does not even use its
 * types), so that the two implementations can only agree by both being right. It is slow and meant
 * for tests only.
 *
 * <p>Cells hold {@link #EMPTY}, {@link #BLACK} or {@link #WHITE}. Squares are given as a column and a
 * row counted from 0 at {@code a1}, the top-left corner. A board string is one character per square,
 * row by row from {@code a1}: {@code X} black, {@code O} white, {@code -} empty.
 *
 * <p>Instances are mutable: {@link #place(int, int)} and {@link #pass()} change them. Not thread-safe.
 */
public final class ReferenceReversi {

    /** An empty cell. */
    public static final int EMPTY = 0;
    /** A black disc; also the black player. */
    public static final int BLACK = 1;
    /** A white disc; also the white player. */
    public static final int WHITE = 2;

    /** The eight directions as (column step, row step), starting toward row 1 and going clockwise. */
    private static final int[][] DIRECTIONS = {
        {0, -1}, {1, -1}, {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}
    };

    private final int width;
    private final int height;
    private final int[][] cells;
    private int toMove;

    /** An empty board with BLACK to move. */
    private ReferenceReversi(int width, int height) {
        this.width = width;
        this.height = height;
        this.cells = new int[height][width];
        this.toMove = BLACK;
    }

    /**
     * Returns the Othello start on a board of any even size (<a href="doc-files/rules.html#O1">RULES §O1</a>, <a href="doc-files/rules.html#X1">§X1</a>): WHITE on the top-left and
     * bottom-right center squares, BLACK on the other two, BLACK to move.
     *
     * @param width the number of columns
     * @param height the number of rows
     * @return the start
     */
    public static ReferenceReversi crossedStart(int width, int height) {
        ReferenceReversi r = new ReferenceReversi(width, height);
        int c = width / 2 - 1;
        int row = height / 2 - 1;
        r.cells[row][c] = WHITE;
        r.cells[row + 1][c + 1] = WHITE;
        r.cells[row][c + 1] = BLACK;
        r.cells[row + 1][c] = BLACK;
        return r;
    }

    /**
     * Reads a position from a board string and the side to move.
     *
     * @param board the board string ({@code X}, {@code O}, {@code -}), width times height characters
     * @param width the number of columns
     * @param height the number of rows
     * @param side {@code X} for BLACK to move, {@code O} for WHITE
     * @return the position
     * @throws io.github.reversi4j.core.TextParseException if the text does not fit, with the index of the fault
     */
    public static ReferenceReversi parse(String board, int width, int height, char side) {
        if (board.length() != width * height) {
            throw new TextParseException("expected " + width * height + " characters, not " + board.length(), board,
                    Math.min(board.length(), width * height));
        }
        ReferenceReversi r = new ReferenceReversi(width, height);
        for (int i = 0; i < board.length(); i++) {
            char ch = board.charAt(i);
            int v;
            if (ch == 'X') {
                v = BLACK;
            } else if (ch == 'O') {
                v = WHITE;
            } else if (ch == '-') {
                v = EMPTY;
            } else {
                throw new TextParseException("bad character " + (ch >= ' ' && ch < 0x7F ? "'" + ch + "'"
                        : String.format(java.util.Locale.ROOT, "U+%04X", (int) ch)) + " at " + i, board, i);
            }
            r.cells[i / width][i % width] = v;
        }
        if (side == 'X') {
            r.toMove = BLACK;
        } else if (side == 'O') {
            r.toMove = WHITE;
        } else {
            throw new IllegalArgumentException("bad side to move '" + side + "'");
        }
        return r;
    }

    /**
     * Returns an independent copy.
     *
     * @return the copy
     */
    public ReferenceReversi copy() {
        ReferenceReversi r = new ReferenceReversi(width, height);
        for (int row = 0; row < height; row++) {
            for (int col = 0; col < width; col++) {
                r.cells[row][col] = cells[row][col];
            }
        }
        r.toMove = toMove;
        return r;
    }

    /**
     * Returns the number of columns.
     *
     * @return the width
     */
    public int width() {
        return width;
    }

    /**
     * Returns the number of rows.
     *
     * @return the height
     */
    public int height() {
        return height;
    }

    /**
     * Returns the side to move.
     *
     * @return {@link #BLACK} or {@link #WHITE}
     */
    public int toMove() {
        return toMove;
    }

    /**
     * Returns the content of a cell.
     *
     * @param col the column
     * @param row the row
     * @return {@link #EMPTY}, {@link #BLACK} or {@link #WHITE}
     */
    public int get(int col, int row) {
        return cells[row][col];
    }

    /**
     * Counts the discs of a color.
     *
     * @param color {@link #BLACK} or {@link #WHITE}
     * @return the count
     */
    public int count(int color) {
        int n = 0;
        for (int row = 0; row < height; row++) {
            for (int col = 0; col < width; col++) {
                if (cells[row][col] == color) {
                    n++;
                }
            }
        }
        return n;
    }

    private boolean onBoard(int col, int row) {
        return col >= 0 && col < width && row >= 0 && row < height;
    }

    private static int other(int color) {
        return color == BLACK ? WHITE : BLACK;
    }

    /**
     * Returns the discs that a disc of a color placed on an empty square would flip (<a href="doc-files/rules.html#B2">RULES §B2</a>, <a href="doc-files/rules.html#B3">§B3</a>):
     * in each direction, the run of opponent discs that a disc of the color closes.
     *
     * @param col the column
     * @param row the row
     * @param color the mover
     * @return the flipped squares as {column, row} pairs; empty if the square is occupied or the placement
     *     outflanks nothing
     */
    public List<int[]> flips(int col, int row, int color) {
        List<int[]> out = new ArrayList<>();
        if (cells[row][col] != EMPTY) {
            return out;
        }
        for (int[] d : DIRECTIONS) {
            List<int[]> run = new ArrayList<>();
            int c = col + d[0];
            int r = row + d[1];
            while (onBoard(c, r) && cells[r][c] == other(color)) {
                run.add(new int[] {c, r});
                c += d[0];
                r += d[1];
            }
            if (!run.isEmpty() && onBoard(c, r) && cells[r][c] == color) {
                out.addAll(run);
            }
        }
        return out;
    }

    /**
     * Returns the squares where a color may place, in row-major order.
     *
     * @param color the mover
     * @return the squares as {column, row} pairs
     */
    public List<int[]> legalSquares(int color) {
        List<int[]> out = new ArrayList<>();
        for (int row = 0; row < height; row++) {
            for (int col = 0; col < width; col++) {
                if (!flips(col, row, color).isEmpty()) {
                    out.add(new int[] {col, row});
                }
            }
        }
        return out;
    }

    /**
     * Tells whether neither side can place (<a href="doc-files/rules.html#B5">RULES §B5</a>).
     *
     * @return true when the game is over
     */
    public boolean isOver() {
        return legalSquares(BLACK).isEmpty() && legalSquares(WHITE).isEmpty();
    }

    /**
     * Places a disc of the side to move and flips what it outflanks; the other side is then to move.
     *
     * @param col the column
     * @param row the row
     * @return the flipped squares
     * @throws IllegalArgumentException if the placement flips nothing
     */
    public List<int[]> place(int col, int row) {
        List<int[]> f = flips(col, row, toMove);
        if (f.isEmpty()) {
            throw new IllegalArgumentException("illegal placement at column " + col + ", row " + row);
        }
        cells[row][col] = toMove;
        for (int[] sq : f) {
            cells[sq[1]][sq[0]] = toMove;
        }
        toMove = other(toMove);
        return f;
    }

    private void undo(int col, int row, List<int[]> flipped) {
        toMove = other(toMove);
        cells[row][col] = EMPTY;
        for (int[] sq : flipped) {
            cells[sq[1]][sq[0]] = other(toMove);
        }
    }

    /** Passes: the other side is to move. */
    public void pass() {
        toMove = other(toMove);
    }

    /**
     * Returns the board string.
     *
     * @return one character per square, row by row
     */
    public String boardString() {
        StringBuilder sb = new StringBuilder(width * height);
        for (int row = 0; row < height; row++) {
            for (int col = 0; col < width; col++) {
                int v = cells[row][col];
                sb.append(v == BLACK ? 'X' : v == WHITE ? 'O' : '-');
            }
        }
        return sb.toString();
    }

    /**
     * Counts the move sequences of a length (perft), a pass counting as a ply.
     *
     * @param depth the number of plies
     * @param countEnded whether a game that ends before the depth counts as one leaf (Aart Bik's
     *     convention) or not at all (Edax's)
     * @return the number of leaves
     */
    public long perft(int depth, boolean countEnded) {
        if (depth == 0) {
            return 1;
        }
        List<int[]> moves = legalSquares(toMove);
        if (moves.isEmpty()) {
            if (legalSquares(other(toMove)).isEmpty()) {
                return countEnded ? 1 : 0;
            }
            pass();
            long n = perft(depth - 1, countEnded);
            pass();
            return n;
        }
        long total = 0;
        for (int[] m : moves) {
            List<int[]> f = place(m[0], m[1]);
            total += perft(depth - 1, countEnded);
            undo(m[0], m[1], f);
        }
        return total;
    }
}
