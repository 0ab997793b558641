package io.github.reversi4j.variants;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Square;
import io.github.reversi4j.core.BitboardAccess;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * RULES §S6, "the remaining tokens can no longer be won", checked against a brute-force reference: an
 * exhaustive search over every future of a position, written here from the rule books alone
 * (RULES §S3-§S5) and sharing no code with {@link KniziaSolo} or {@link SoloView}.
 *
 * <p>The reference sees what the player sees (RULES §S8): a face-down token has no color until a move
 * turns it up, and then the search tries both colors. A token "can still be won" when some move
 * sequence and some colors of the tokens turned up on the way win it.
 */
class SoloDeadTokensTest {

    /** The search gives up on a position with more reachable states than this. */
    private static final int STATE_CAP = 200_000;

    private static final int[] DX = {0, 1, 1, 1, 0, -1, -1, -1};
    private static final int[] DY = {-1, -1, 0, 1, 1, 1, 0, -1};

    /** A position of the reference: discs, tokens with or without a known color. */
    static final class Pos {
        final long gold; // Gold discs
        final long black; // Black discs
        final long down; // face-down tokens
        final long upGold; // face-up Gold tokens
        final long upBlack; // face-up Black tokens

        Pos(long gold, long black, long down, long upGold, long upBlack) {
            this.gold = gold;
            this.black = black;
            this.down = down;
            this.upGold = upGold;
            this.upBlack = upBlack;
        }

        long tokens() {
            return down | upGold | upBlack;
        }

        long discs() {
            return gold | black;
        }

        @Override
        public boolean equals(Object o) {
            if (!(o instanceof Pos)) {
                return false;
            }
            Pos p = (Pos) o;
            return p.gold == gold && p.black == black && p.down == down && p.upGold == upGold && p.upBlack == upBlack;
        }

        @Override
        public int hashCode() {
            long h = gold * 0x9E3779B97F4A7C15L ^ black * 0xC2B2AE3D27D4EB4FL ^ down * 0x165667B19E3779F9L
                    ^ upGold * 0xD6E8FEB86659FD93L ^ upBlack * 0xFF51AFD7ED558CCDL;
            return (int) (h ^ h >>> 32);
        }
    }

    private static int at(int col, int row) {
        return col < 0 || col > 7 || row < 0 || row > 7 ? -1 : row * 8 + col;
    }

    private static boolean has(long set, int i) {
        return i >= 0 && (set >>> i & 1) != 0;
    }

    /**
     * The tokens that some future of a position wins, by exhaustive search; -1 when the position has
     * too many futures to search.
     */
    static long reference(Pos start) {
        Set<Pos> seen = new HashSet<>();
        Deque<Pos> todo = new ArrayDeque<>();
        seen.add(start);
        todo.push(start);
        long won = 0;
        while (!todo.isEmpty()) {
            Pos p = todo.pop();
            long occupied = p.discs() | p.tokens();
            for (int sq = 0; sq < 64; sq++) {
                if (has(occupied, sq)) {
                    continue;
                }
                for (int colour = 0; colour < 2; colour++) {
                    long mine = colour == 0 ? p.gold : p.black;
                    long theirs = colour == 0 ? p.black : p.gold;
                    long theirTokens = colour == 0 ? p.upBlack : p.upGold; // face up before this move
                    int x = sq % 8;
                    int y = sq / 8;
                    long flips = 0;
                    long wins = 0;
                    for (int d = 0; d < 8; d++) {
                        long line = 0;
                        int k = 1;
                        int s = at(x + DX[d], y + DY[d]);
                        while (has(theirs, s)) {
                            line |= 1L << s;
                            k++;
                            s = at(x + k * DX[d], y + k * DY[d]);
                        }
                        if (line != 0 && has(mine, s)) {
                            flips |= line;
                        }
                        int n1 = at(x + DX[d], y + DY[d]);
                        int n2 = at(x + 2 * DX[d], y + 2 * DY[d]);
                        if (has(theirTokens, n1) && has(mine, n2)) {
                            wins |= 1L << n1;
                        }
                    }
                    if (flips == 0 && wins == 0) {
                        continue;
                    }
                    won |= wins;
                    long newMine = mine | flips | 1L << sq;
                    long newTheirs = theirs & ~flips;
                    long turned = 0;
                    for (int d = 0; d < 8; d += 2) {
                        int n = at(x + DX[d], y + DY[d]);
                        if (has(p.down, n)) {
                            turned |= 1L << n;
                        }
                    }
                    long down = p.down & ~turned;
                    long upGold = p.upGold & ~wins;
                    long upBlack = p.upBlack & ~wins;
                    // each token turned up may be of either color: try every assignment
                    int n = Long.bitCount(turned);
                    for (int mask = 0; mask < 1 << n; mask++) {
                        long g = upGold;
                        long b = upBlack;
                        int j = 0;
                        for (long rest = turned; rest != 0; rest &= rest - 1, j++) {
                            long bit = Long.lowestOneBit(rest);
                            if ((mask >>> j & 1) != 0) {
                                g |= bit;
                            } else {
                                b |= bit;
                            }
                        }
                        Pos q = colour == 0 ? new Pos(newMine, newTheirs, down, g, b) : new Pos(newTheirs, newMine, down, g, b);
                        if (seen.add(q)) {
                            if (seen.size() > STATE_CAP) {
                                return -1;
                            }
                            todo.push(q);
                        }
                    }
                }
            }
        }
        return won;
    }

    static Pos pos(GameState state) {
        SoloTokens t = KniziaSolo.tokens(state);
        long upGold = 0;
        long upBlack = 0;
        for (Square s : t.faceUpSquares()) {
            long bit = 1L << (s.row() * 8 + s.column());
            if (t.tokenAt(s).orElseThrow().color() == Color.BLACK) {
                upGold |= bit;
            } else {
                upBlack |= bit;
            }
        }
        return new Pos(BitboardAccess.bits(state.board(), Color.BLACK), BitboardAccess.bits(state.board(), Color.WHITE),
                BitboardAccess.bits(t.faceDownSquares()),
                upGold, upBlack);
    }

    /**
     * Random games of 100 deals, the player choosing uniformly among the legal placements. Every
     * position with at most 8 free squares (and not too many futures) is searched exhaustively. The
     * test asserts safety: no token that some future wins is called dead, and no game ends while the
     * search still wins a token. It prints how close the fixed point comes to the search the other
     * way (tokens kept though no future wins them), which the documentation of
     * {@link SoloView#deadTokens()} explains.
     */
    @Test
    @DisplayName("RULES §S6: no token that some future wins is called dead (exhaustive search over random games)")
    void fixedPointIsSafeAgainstExhaustiveSearch() {
        int searched = 0;
        int tokensCompared = 0;
        int tokensKept = 0;
        int positionsOverAtOnce = 0;
        int positionsOverBySearchOnly = 0;
        for (long seed = 1; seed <= 100; seed++) {
            KniziaSolo solo = KniziaSolo.of(seed);
            SplittableRandom random = new SplittableRandom(seed);
            GameState state = solo.initialState();
            while (true) {
                Pos p = pos(state);
                long free = ~(p.discs() | p.tokens());
                if (p.tokens() != 0 && Long.bitCount(free) <= 8) {
                    long won = reference(p);
                    if (won >= 0) {
                        searched++;
                        long dead = BitboardAccess.bits(solo.deadTokens(state));
                        tokensCompared += Long.bitCount(p.tokens());
                        assertThat(BitboardAccess.squares(state.geometry(), won & dead))
                                .as("seed %d: tokens won by some future yet called dead in %s", seed, state)
                                .isEmpty();
                        tokensKept += Long.bitCount(p.tokens() & ~dead & ~won);
                        if (won == 0) {
                            if (solo.isTerminal(state)) {
                                positionsOverAtOnce++;
                            } else {
                                positionsOverBySearchOnly++;
                            }
                        }
                    }
                }
                if (solo.isTerminal(state)) {
                    break;
                }
                List<Move> moves = new ArrayList<>(solo.legalMoves(state));
                moves.remove(Move.declareEnd());
                state = solo.play(state, moves.get(random.nextInt(moves.size())));
            }
        }
        System.out.printf("searched %d positions (%d tokens): %d tokens kept that no future wins;"
                + " of the positions where no future wins a token, %d are over and %d not yet%n",
                searched, tokensCompared, tokensKept, positionsOverAtOnce, positionsOverBySearchOnly);
        assertThat(searched).isGreaterThan(200);
    }

    @Test
    @DisplayName("RULES §S8: which tokens are dead depends only on the player's view, not on the face-down tokens' colors")
    void decidedFromTheViewAlone() {
        int compared = 0;
        for (long seed = 1; seed <= 60; seed++) {
            KniziaSolo solo = KniziaSolo.of(seed);
            SplittableRandom random = new SplittableRandom(seed);
            GameState state = solo.initialState();
            while (!solo.isTerminal(state)) {
                SoloTokens t = KniziaSolo.tokens(state);
                // the same view, every face-down token of the other color
                SoloTokens other = SoloTokens.empty(state.geometry()).withWonTokens(t.won());
                for (Square s : t.squares()) {
                    SoloToken token = t.tokenAt(s).orElseThrow();
                    boolean up = t.isFaceUp(s);
                    other = other.withToken(s, up ? token : new SoloToken(token.color().opponent(), token.value()), up);
                }
                GameState twin = state.withExtension(other);
                assertThat(SoloView.of(twin)).isEqualTo(SoloView.of(state));
                assertThat(solo.deadTokens(twin)).as("seed %d: %s", seed, state).isEqualTo(solo.deadTokens(state));
                assertThat(solo.isTerminal(twin)).isEqualTo(solo.isTerminal(state));
                compared++;
                List<Move> moves = new ArrayList<>(solo.legalMoves(state));
                moves.remove(Move.declareEnd());
                state = solo.play(state, moves.get(random.nextInt(moves.size())));
            }
        }
        assertThat(compared).isGreaterThan(1000);
    }
}
