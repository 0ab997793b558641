package io.github.reversi4j.variants;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A second, deliberately plain implementation of the two-player rule sets with a disc supply, written
 * from the rulebook alone (RULES §B, §B7, §R, §V, §P, §X2) to check the library against: a mailbox
 * board of chars, squares walked one by one, every rule spelled out where it applies. It uses none of
 * the library's types, so that the two can only agree by both being right.
 *
 * <p>Cells hold {@code 'X'} (the first color, BLACK), {@code 'O'} (WHITE) or {@code '-'}. Moves are
 * written as the library writes them: {@code d3}, {@code d3>ne} (single-line choice) and
 * {@code pass}. Mutable; for tests only.
 */
final class ReferenceSupplyReversi {

    /** How a tie is decided (RULES §R3). */
    enum Tie { DRAW, LAST_DISC, SECOND_PLAYER }

    /** The eight directions in the order of RULES §V2: N, NE, E, SE, S, SW, W, NW. */
    private static final int[][] STEPS = {{0, -1}, {1, -1}, {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}};
    private static final String[] STEP_NAMES = {"n", "ne", "e", "se", "s", "sw", "w", "nw"};

    private final int width;
    private final int height;
    private final char[][] cells;
    private final boolean singleLine;
    private final boolean openCenter;
    private final boolean fewerWins;
    private final boolean emptiesToWinner;
    private final Tie tie;
    private final char first;
    /** Discs left per player, index 0 for X and 1 for O; -1 for no limit. */
    private final int[] supply;
    private char toMove;
    /** The color of the last disc placed, or '-' before any. */
    private char lastPlacer = '-';

    /**
     * The start of a game.
     *
     * @param opening "crossed", "parallel" or "open-center"
     * @param supplyEach discs per player including the opening discs, or -1 for no limit
     */
    ReferenceSupplyReversi(int width, int height, String opening, char first, int supplyEach, boolean singleLine,
            Tie tie, boolean emptiesToWinner, boolean fewerWins) {
        this.width = width;
        this.height = height;
        this.cells = new char[height][width];
        for (char[] row : cells) {
            Arrays.fill(row, '-');
        }
        this.singleLine = singleLine;
        this.openCenter = opening.equals("open-center");
        this.fewerWins = fewerWins;
        this.emptiesToWinner = emptiesToWinner;
        this.tie = tie;
        this.first = first;
        this.toMove = first;
        int c = width / 2 - 1;
        int r = height / 2 - 1;
        if (opening.equals("crossed")) {
            // RULES §O1: White on the top-left and bottom-right centre squares (d4, e5 on 8x8)
            cells[r][c] = 'O';
            cells[r + 1][c + 1] = 'O';
            cells[r][c + 1] = 'X';
            cells[r + 1][c] = 'X';
        } else if (opening.equals("parallel")) {
            // RULES §R2: White on the left centre column (d4, d5), Black on the right one (e4, e5)
            cells[r][c] = 'O';
            cells[r + 1][c] = 'O';
            cells[r][c + 1] = 'X';
            cells[r + 1][c + 1] = 'X';
        }
        // RULES §B7: the opening discs come out of the supply
        int laid = openCenter ? 0 : 2;
        this.supply = supplyEach < 0 ? new int[] {-1, -1} : new int[] {supplyEach - laid, supplyEach - laid};
    }

    private static char other(char color) {
        return color == 'X' ? 'O' : 'X';
    }

    private boolean on(int col, int row) {
        return col >= 0 && col < width && row >= 0 && row < height;
    }

    private boolean centre(int col, int row) {
        return (col == width / 2 - 1 || col == width / 2) && (row == height / 2 - 1 || row == height / 2);
    }

    /** True while a centre square is empty in the open-centre opening (RULES §R2). */
    private boolean inOpening() {
        if (!openCenter) {
            return false;
        }
        for (int row = 0; row < height; row++) {
            for (int col = 0; col < width; col++) {
                if (centre(col, row) && cells[row][col] == '-') {
                    return true;
                }
            }
        }
        return false;
    }

    private boolean suppliesGone() {
        return supply[0] == 0 && supply[1] == 0;
    }

    /** The number of discs a placement would flip in one direction (RULES §B2). */
    private int run(int col, int row, int d, char color) {
        int n = 0;
        int c = col + STEPS[d][0];
        int r = row + STEPS[d][1];
        while (on(c, r) && cells[r][c] == other(color)) {
            n++;
            c += STEPS[d][0];
            r += STEPS[d][1];
        }
        return n > 0 && on(c, r) && cells[r][c] == color ? n : 0;
    }

    /** The directions a placement outflanks, in the order of {@link #STEPS}. */
    private List<Integer> lines(int col, int row, char color) {
        List<Integer> out = new ArrayList<>();
        if (cells[row][col] != '-') {
            return out;
        }
        for (int d = 0; d < 8; d++) {
            if (run(col, row, d, color) > 0) {
                out.add(d);
            }
        }
        return out;
    }

    private boolean canPlace(char color) {
        for (int row = 0; row < height; row++) {
            for (int col = 0; col < width; col++) {
                if (!lines(col, row, color).isEmpty()) {
                    return true;
                }
            }
        }
        return false;
    }

    private static String name(int col, int row) {
        return String.valueOf((char) ('a' + col)) + (row + 1);
    }

    /** The legal moves in the library's order: squares row by row, on one square its lines N..NW. */
    List<String> legalMoves() {
        List<String> out = new ArrayList<>();
        if (suppliesGone()) {
            return out; // RULES §B7: nobody can place
        }
        if (inOpening()) {
            for (int row = 0; row < height; row++) {
                for (int col = 0; col < width; col++) {
                    if (centre(col, row) && cells[row][col] == '-') {
                        out.add(name(col, row));
                    }
                }
            }
            return out;
        }
        for (int row = 0; row < height; row++) {
            for (int col = 0; col < width; col++) {
                List<Integer> l = lines(col, row, toMove);
                if (l.isEmpty()) {
                    continue;
                }
                if (!singleLine || l.size() == 1) {
                    out.add(name(col, row));
                } else {
                    for (int d : l) {
                        out.add(name(col, row) + ">" + STEP_NAMES[d]);
                    }
                }
            }
        }
        if (out.isEmpty() && canPlace(other(toMove))) {
            out.add("pass"); // RULES §B4
        }
        return out;
    }

    boolean isOver() {
        return legalMoves().isEmpty();
    }

    /** Plays a move written as the library writes it; throws on a move the rules do not allow. */
    void play(String move) {
        if (!legalMoves().contains(move)) {
            throw new IllegalArgumentException("not legal here: " + move);
        }
        if (move.equals("pass")) {
            toMove = other(toMove);
            return;
        }
        int gt = move.indexOf('>');
        String sq = gt < 0 ? move : move.substring(0, gt);
        int col = sq.charAt(0) - 'a';
        int row = Integer.parseInt(sq.substring(1)) - 1;
        boolean opening = inOpening();
        List<Integer> flipLines = opening ? List.of() : lines(col, row, toMove);
        if (gt >= 0) {
            flipLines = List.of(Arrays.asList(STEP_NAMES).indexOf(move.substring(gt + 1)));
        }
        for (int d : flipLines) {
            int n = run(col, row, d, toMove);
            for (int k = 1; k <= n; k++) {
                cells[row + k * STEPS[d][1]][col + k * STEPS[d][0]] = toMove;
            }
        }
        cells[row][col] = toMove;
        // RULES §B7: the disc comes from the mover's stock, else the opponent hands one over
        int me = toMove == 'X' ? 0 : 1;
        if (supply[me] > 0) {
            supply[me]--;
        } else if (supply[1 - me] > 0) {
            supply[1 - me]--;
        }
        lastPlacer = toMove;
        toMove = other(toMove);
    }

    int count(char color) {
        int n = 0;
        for (char[] row : cells) {
            for (char c : row) {
                n += c == color ? 1 : 0;
            }
        }
        return n;
    }

    char cell(int col, int row) {
        return cells[row][col];
    }

    char toMove() {
        return toMove;
    }

    /** Discs left for a color, -1 without a limit. */
    int supply(char color) {
        return supply[color == 'X' ? 0 : 1];
    }

    char lastPlacer() {
        return lastPlacer;
    }

    /** The winner of a finished game, {@code '-'} for a draw (RULES §B6, §R3, §X2). */
    char winner() {
        int x = count('X');
        int o = count('O');
        if (x != o) {
            return (x > o) != fewerWins ? 'X' : 'O';
        }
        switch (tie) {
            case LAST_DISC:
                return lastPlacer; // '-' when no disc was ever placed: a draw (RULES §R3)
            case SECOND_PLAYER:
                return other(first);
            default:
                return '-';
        }
    }

    /** The score of a color in a finished game (RULES §O3): raw, or with the empty squares to the winner. */
    int score(char color) {
        int n = count(color);
        if (!emptiesToWinner) {
            return n;
        }
        int empty = width * height - count('X') - count('O');
        char w = winner();
        if (w == '-') {
            return n + empty / 2;
        }
        return w == color ? n + empty : n;
    }
}
