package io.github.reversi4j.variants;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Square;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Seeded random solo games against a plain second implementation of RULES §S1-§S7 written here from
 * the rulebook: a mailbox of discs and a mailbox of tokens, walked square by square. Only the deal
 * (the seeded shuffle, checked against reference values in {@link KniziaSoloTest}) is taken from the
 * library. After every move the legal moves, the discs, the tokens on the board and their faces, the
 * won tokens and the score must agree. The reference does not compute which tokens can never be won
 * (RULES §S6, checked against an exhaustive search in {@link SoloDeadTokensTest}); where the library
 * ends a game the reference would go on, every token left must be one the library calls dead. A
 * failure names the id, the seed and the moves up to the first disagreement.
 */
class SoloAgainstReferenceTest {

    private static final int GAMES = 40;
    private static final int[][] STEPS = {{0, -1}, {1, -1}, {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}};

    /** The reference game. Discs 'X' (Gold), 'O' (Black) or '-'; tokens as "X7", "Ob" or null. */
    private static final class Ref {
        final char[][] discs = new char[8][8];
        final String[][] tokens = new String[8][8];
        final boolean[][] up = new boolean[8][8];
        final List<String> won = new ArrayList<>();
        final boolean numbered;
        boolean stopped;

        Ref(GameState start, boolean numbered) {
            this.numbered = numbered;
            SoloTokens t = KniziaSolo.tokens(start);
            for (int r = 0; r < 8; r++) {
                for (int c = 0; c < 8; c++) {
                    Square sq = Square.of(c, r);
                    discs[r][c] = start.board().colorAt(sq).map(x -> x == Color.BLACK ? 'X' : 'O').orElse('-');
                    tokens[r][c] = t.tokenAt(sq).map(Object::toString).orElse(null);
                    up[r][c] = t.isFaceUp(sq);
                }
            }
        }

        static boolean on(int c, int r) {
            return c >= 0 && c < 8 && r >= 0 && r < 8;
        }

        static char other(char color) {
            return color == 'X' ? 'O' : 'X';
        }

        /** The discs a disc of a color on (c, r) outflanks in one direction: a run of the other color closed by its own. */
        int run(int c, int r, int d, char color) {
            int n = 0;
            int x = c + STEPS[d][0];
            int y = r + STEPS[d][1];
            while (on(x, y) && tokens[y][x] == null && discs[y][x] == other(color)) {
                n++;
                x += STEPS[d][0];
                y += STEPS[d][1];
            }
            return n > 0 && on(x, y) && tokens[y][x] == null && discs[y][x] == color ? n : 0;
        }

        /** The directions in which a disc of a color on (c, r) wins a token (RULES §S5). */
        List<Integer> wins(int c, int r, char color) {
            List<Integer> out = new ArrayList<>();
            for (int d = 0; d < 8; d++) {
                int x = c + STEPS[d][0];
                int y = r + STEPS[d][1];
                int bx = x + STEPS[d][0];
                int by = y + STEPS[d][1];
                if (on(bx, by) && tokens[y][x] != null && up[y][x] && tokens[y][x].charAt(0) == other(color)
                        && tokens[by][bx] == null && discs[by][bx] == color) {
                    out.add(d);
                }
            }
            return out;
        }

        boolean legal(int c, int r, char color) {
            if (discs[r][c] != '-' || tokens[r][c] != null) {
                return false;
            }
            for (int d = 0; d < 8; d++) {
                if (run(c, r, d, color) > 0) {
                    return true;
                }
            }
            return !wins(c, r, color).isEmpty();
        }

        Set<String> placements() {
            Set<String> out = new TreeSet<>();
            for (int r = 0; r < 8; r++) {
                for (int c = 0; c < 8; c++) {
                    for (char color : new char[] {'X', 'O'}) {
                        if (legal(c, r, color)) {
                            out.add(color + ":" + (char) ('a' + c) + (r + 1));
                        }
                    }
                }
            }
            return out;
        }

        int tokensLeft() {
            int n = 0;
            for (String[] row : tokens) {
                for (String t : row) {
                    n += t == null ? 0 : 1;
                }
            }
            return n;
        }

        /** Over without the dead-token test: stopped, every token won, or no placement (RULES §S6 1, 3, 4). */
        boolean over() {
            return stopped || tokensLeft() == 0 || placements().isEmpty();
        }

        void play(String move) {
            if (move.equals("end")) {
                stopped = true;
                return;
            }
            char color = move.charAt(0);
            int c = move.charAt(2) - 'a';
            int r = Integer.parseInt(move.substring(3)) - 1;
            List<Integer> won = wins(c, r, color); // decided on the tokens face up before the move
            // (1) every outflanked run flips
            for (int d = 0; d < 8; d++) {
                int n = run(c, r, d, color);
                for (int k = 1; k <= n; k++) {
                    discs[r + k * STEPS[d][1]][c + k * STEPS[d][0]] = color;
                }
            }
            discs[r][c] = color;
            // (2) the face-down tokens orthogonally next to the new disc turn up
            for (int d = 0; d < 8; d += 2) {
                int x = c + STEPS[d][0];
                int y = r + STEPS[d][1];
                if (on(x, y) && tokens[y][x] != null) {
                    up[y][x] = true;
                }
            }
            // (3) the won tokens leave the board
            for (int d : won) {
                int x = c + STEPS[d][0];
                int y = r + STEPS[d][1];
                this.won.add(tokens[y][x]);
                tokens[y][x] = null;
                up[y][x] = false;
            }
        }

        /** RULES §S7: the tokens won, or the sum of their values doubled when all four blanks are won. */
        int score() {
            if (!numbered) {
                return won.size();
            }
            int sum = 0;
            int blanks = 0;
            for (String t : won) {
                if (t.charAt(1) == 'b') {
                    blanks++;
                } else {
                    sum += Integer.parseInt(t.substring(1));
                }
            }
            return blanks == 4 ? 2 * sum : sum;
        }
    }

    private static void agree(KniziaSolo solo, GameState s, Ref ref, String where) {
        for (int r = 0; r < 8; r++) {
            for (int c = 0; c < 8; c++) {
                Square sq = Square.of(c, r);
                char disc = s.board().colorAt(sq).map(x -> x == Color.BLACK ? 'X' : 'O').orElse('-');
                assertThat(disc).as(where + ": disc on " + sq).isEqualTo(ref.discs[r][c]);
                SoloTokens t = KniziaSolo.tokens(s);
                assertThat(t.tokenAt(sq).map(Object::toString).orElse(null)).as(where + ": token on " + sq)
                        .isEqualTo(ref.tokens[r][c]);
                assertThat(t.isFaceUp(sq)).as(where + ": face of " + sq).isEqualTo(ref.up[r][c]);
            }
        }
        List<String> won = new ArrayList<>();
        for (SoloToken w : KniziaSolo.tokens(s).won()) {
            won.add(w.toString());
        }
        assertThat(won).as(where + ": won").containsExactlyInAnyOrderElementsOf(ref.won);
        assertThat(solo.score(s)).as(where + ": score").isEqualTo(ref.score());
        Set<String> legal = new HashSet<>();
        for (Move m : solo.legalMoves(s)) {
            legal.add(m.toString());
        }
        if (ref.over()) {
            assertThat(legal).as(where + ": over").isEmpty();
            assertThat(solo.isTerminal(s)).as(where + ": over").isTrue();
        } else if (legal.isEmpty()) {
            // the library ended the game by the dead-token test: every token left must be dead
            assertThat(solo.isTerminal(s)).as(where).isTrue();
            assertThat(solo.deadTokens(s)).as(where + ": ended with a token that can still be won")
                    .isEqualTo(KniziaSolo.tokens(s).squares());
        } else {
            Set<String> expected = new HashSet<>(ref.placements());
            expected.add("end");
            assertThat(legal).as(where + ": legal moves").isEqualTo(expected);
        }
    }

    @TestFactory
    Stream<DynamicTest> randomGamesAgreeWithTheReference() {
        return Stream.of("solo-knizia(seed=1)", "solo-knizia(seed=2,scoring=numbered)", "solo-knizia(seed=-5)",
                "solo-knizia(seed=123456789,scoring=numbered)").map(id -> DynamicTest.dynamicTest(id, () -> {
                    KniziaSolo solo = (KniziaSolo) RuleSets.of(id);
                    for (long seed = 1; seed <= GAMES; seed++) {
                        SplittableRandom rnd = new SplittableRandom(seed);
                        GameState s = solo.initialState();
                        Ref ref = new Ref(s, id.contains("numbered"));
                        List<String> prefix = new ArrayList<>();
                        agree(solo, s, ref, id + ", seed " + seed + ", moves " + prefix);
                        while (!solo.isTerminal(s)) {
                            List<Move> legal = solo.legalMoves(s);
                            // the stop (the last move) rarely, so that games run long
                            Move m = rnd.nextInt(30) == 0 ? legal.get(legal.size() - 1)
                                    : legal.get(rnd.nextInt(legal.size() - 1));
                            prefix.add(m.toString());
                            s = solo.play(s, m);
                            ref.play(m.toString());
                            agree(solo, s, ref, id + ", seed " + seed + ", moves " + prefix);
                        }
                    }
                }));
    }
}
