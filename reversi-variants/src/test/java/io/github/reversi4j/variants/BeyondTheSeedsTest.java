package io.github.reversi4j.variants;

import static io.github.reversi4j.variants.TestBoards.moves;
import static io.github.reversi4j.variants.TestBoards.rows;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.reversi4j.core.bitboard.PerftConvention;
import io.github.reversi4j.core.Perft;
import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.IllegalMoveException;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Outcome;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.StandardRules;
import java.math.BigDecimal;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** RULES §R2 (open center), §X2 (anti), the GGS game types of FORMATS §2.4, and RULES §O4. */
class BeyondTheSeedsTest {

    /** A full 8x8 board with a given number of Black (X) discs, the rest White. */
    private static String full(int black) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 64; i++) {
            sb.append(i < black ? 'X' : 'O');
        }
        return sb.toString();
    }

    @Test
    @DisplayName("RULES §R2: open center, the first four moves fill the center squares without outflanking")
    void R2_openCenter() {
        Rules r = RuleSets.of("reversi-open-center");
        assertThat(r).isEqualTo(OpenCenterReversi.of());
        GameState s = r.initialState();
        assertThat(s.board().emptyCount()).isEqualTo(64);
        assertThat(r.legalMoves(s)).containsExactlyElementsOf(moves("d4 e4 d5 e5"));
        assertThatThrownBy(() -> r.play(s, Move.parse("c3"))).isInstanceOfSatisfying(IllegalMoveException.class,
                e -> assertThat(e.reason()).isEqualTo(IllegalMoveException.Reason.NOT_IN_CENTER));
        GameState t = s;
        for (Move m : moves("d4 e4 e5 d5")) { // Black d4, White e4, Black e5, White d5: nothing flips
            t = r.play(t, m);
        }
        assertThat(t.board().toString()).isEqualTo(rows("--------", "--------", "--------", "---XO---", "---OX---",
                "--------", "--------", "--------"));
        assertThat(t.toMove()).isEqualTo(Color.BLACK);
        // move five is normal play (worked by hand: e3 and d6 outflank toward e5 and d4, f4 and c5 along the rows)
        assertThat(r.legalMoves(t)).containsExactlyElementsOf(moves("e3 f4 c5 d6"));
        assertThat(RuleSets.of("reversi-open-center(supply=32)").id()).isEqualTo("reversi-open-center(supply=32)");
        assertThatThrownBy(() -> RuleSets.of("reversi-open-center(opening=crossed)"))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("RULES §X1/§X2: Anti-Othello and the GGS types move as Othello: the published 8x8 perft counts")
    void X1_perftOfVariantsWithOthelloMoves() {
        long[] published = {1, 4, 12, 56, 244, 1396, 8200, 55092}; // 8x8 Othello perft, depths 0..7
        for (String id : List.of("anti-othello", "ggs(komi=-0.5)", "ggs(anti=true)")) {
            Rules r = RuleSets.of(id);
            for (int d = 0; d < published.length; d++) {
                assertThat(Perft.count(r, r.initialState(), d, PerftConvention.EXCLUDE_ENDED)).as("%s depth %d", id, d)
                        .isEqualTo(published[d]);
            }
        }
    }

    @Test
    @DisplayName("RULES §X1: the variants play on any even board from 4x4 to 16x16, square or not, with any opening")
    void X1_anyBoardAnyOpening() {
        for (String size : List.of("4x4", "6x6", "10x10", "16x16", "4x16", "12x6")) {
            for (String opening : List.of("crossed", "parallel", "open-center")) {
                for (String base : List.of("reversi-ravensburger(size=%s,opening=%s,supply=unlimited)",
                        "reversi-single-line(size=%s,opening=%s,supply=unlimited)", "anti-othello(size=%s,opening=%s)")) {
                    Rules r = RuleSets.of(String.format(base, size, opening));
                    assertThat(r.geometry()).isEqualTo(Geometry.parse(size));
                    GameState s = r.initialState();
                    java.util.SplittableRandom rnd = new java.util.SplittableRandom(size.hashCode() * 31L + opening.hashCode());
                    List<Move> played = new java.util.ArrayList<>();
                    while (!r.isTerminal(s)) {
                        List<Move> legal = r.legalMoves(s);
                        Move m = legal.get(rnd.nextInt(legal.size()));
                        played.add(m);
                        s = r.play(s, m);
                    }
                    GameRecord rec = GameRecord.of(r, played);
                    assertThat(GameRecord.parse(rec.toString()).replay().finalState()).as(rec.toString()).isEqualTo(s);
                }
            }
        }
    }

    @Test
    @DisplayName("RULES §X2: Anti-Othello, the fewer discs win")
    void X2_antiFewerDiscsWin() {
        Rules anti = RuleSets.of("anti-othello");
        Outcome.TwoPlayer o = (Outcome.TwoPlayer) anti.outcome(anti.parseState(full(30) + " X"));
        assertThat(o.winner()).contains(Color.BLACK);
        assertThat(o.score(Color.BLACK)).isEqualTo(30);
        assertThat(o.score(Color.WHITE)).isEqualTo(34);
        assertThat(anti.outcome(anti.parseState(full(32) + " X")).isDraw()).isTrue();
        // an early end (worked by hand: every line through the discs runs off the board): 3 Black, 1 White,
        // 60 empties: White wins with the raw count
        GameState early = anti.parseState(rows("XXX-----", "--------", "--------", "--------", "--------", "--------",
                "--------", "-------O") + " X");
        assertThat(anti.isTerminal(early)).isTrue();
        Outcome.TwoPlayer e = (Outcome.TwoPlayer) anti.outcome(early);
        assertThat(e.winner()).contains(Color.WHITE);
        assertThat(e.score(Color.WHITE)).isEqualTo(1);
        assertThat(e.margin()).isEqualByComparingTo("-2");
        assertThat(e.termination()).isEqualTo(Outcome.Termination.NO_MOVES);
        assertThat(o.margin()).isEqualByComparingTo("4");
        // a wipe-out: 19 Black discs and no White one, so White, with fewer, wins; the margin says so
        GameState wipe = anti.parseState(rows("XXXXXXXX", "XXXXXXXX", "XXX-----", "--------", "--------", "--------",
                "--------", "--------") + " O");
        assertThat(anti.isTerminal(wipe)).isTrue();
        Outcome.TwoPlayer w = (Outcome.TwoPlayer) anti.outcome(wipe);
        assertThat(w.winner()).contains(Color.WHITE);
        assertThat(w.termination()).isEqualTo(Outcome.Termination.WIPE_OUT);
        assertThat(w.margin()).isEqualByComparingTo("-19");
        // the moves are Othello's
        assertThat(anti.legalMoves(anti.initialState())).isEqualTo(StandardRules.othello().legalMoves(anti.initialState()));
        assertThat(RuleSets.of("ggs(anti=true)").outcome(anti.parseState(full(30) + " X")).winner()).contains(Color.BLACK);
    }

    @Test
    @DisplayName("GGS komi (FORMATS §2.2): final 36-28 with KM -0.5 gives RE +8.5")
    void komi_36_28() {
        Rules k = RuleSets.of("ggs(komi=-0.5)");
        Outcome.TwoPlayer o = (Outcome.TwoPlayer) k.outcome(k.parseState(full(36) + " X"));
        assertThat(o.margin()).isEqualByComparingTo(new BigDecimal("8.5"));
        assertThat(o.winner()).contains(Color.BLACK);
    }

    @Test
    @DisplayName("GGS komi (FORMATS §2.2): final 19-45 with KM -3.133 gives RE -22.867")
    void komi_19_45() {
        Rules k = GgsOthello.of().withKomi(new BigDecimal("-3.133"));
        assertThat(k.id()).isEqualTo("ggs(komi=-3.133)");
        Outcome.TwoPlayer o = (Outcome.TwoPlayer) k.outcome(k.parseState(full(19) + " X"));
        assertThat(o.margin()).isEqualByComparingTo(new BigDecimal("-22.867"));
        assertThat(o.winner()).contains(Color.WHITE);
    }

    @Test
    @DisplayName("GGS komi: a komi can turn a win into a loss and a draw into a win")
    void komi_decidesTheWinner() {
        Rules k = RuleSets.of("ggs(komi=2)");
        assertThat(k.outcome(k.parseState(full(33) + " X")).isDraw()).isTrue(); // 33-31: margin 2 - 2 = 0
        assertThat(k.outcome(k.parseState(full(32) + " X")).winner()).contains(Color.WHITE); // 0 - 2 < 0
        assertThat(k.outcome(k.parseState(full(34) + " X")).winner()).contains(Color.BLACK); // 4 - 2 > 0
        Rules half = RuleSets.of("ggs(komi=-0.5)");
        assertThat(half.outcome(half.parseState(full(32) + " X")).winner()).contains(Color.BLACK);
    }

    @Test
    @DisplayName("GGS random starts (FORMATS §2.4): n discs, reproducible from the seed, not over")
    void randomStarts() {
        Set<GameState> starts = new HashSet<>();
        for (long seed = 1; seed <= 10; seed++) {
            Rules r = RuleSets.of("ggs(random=20,seed=" + seed + ")");
            GameState s = r.initialState();
            assertThat(s.count(Color.BLACK) + s.count(Color.WHITE)).isEqualTo(20);
            assertThat(r.isTerminal(s)).isFalse();
            assertThat(RuleSets.of(r.id()).initialState()).isEqualTo(s);
            starts.add(s);
        }
        assertThat(starts).hasSizeGreaterThan(5);
        Rules ten = RuleSets.of("ggs(size=10x10,random=30)");
        assertThat(ten.geometry()).isEqualTo(Geometry.of(10));
        assertThat(ten.initialState().count(Color.BLACK) + ten.initialState().count(Color.WHITE)).isEqualTo(30);
        assertThatThrownBy(() -> RuleSets.of("ggs(random=49)")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("4..48");
        assertThatThrownBy(() -> RuleSets.of("ggs(seed=3)")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("GGS: a record of a random-start game keeps its start and round-trips")
    void randomStartRecordRoundTrips() {
        Rules r = RuleSets.of("ggs(komi=1,random=20,seed=9)");
        GameState start = r.initialState();
        GameRecord rec = GameRecord.of(r, start, List.of(r.legalMoves(start).get(0)));
        GameRecord back = GameRecord.parse(rec.toString());
        assertThat(back).isEqualTo(rec);
        assertThat(back.replay().isValid()).isTrue();
        // another start (as a GGF BO gives it) under the same rules
        GameState other = RuleSets.of("ggs(random=20,seed=10)").initialState();
        GameRecord withBo = GameRecord.of(r, other, List.of());
        assertThat(GameRecord.parse(withBo.toString()).start()).isEqualTo(other);
    }

    @Test
    @DisplayName("GGS: ids are canonical (size, komi, anti, random, seed); anti with komi is rejected")
    void ggsIds() {
        assertThat(RuleSets.of("ggs(komi=-0.500)").id()).isEqualTo("ggs(komi=-0.5)");
        assertThat(RuleSets.of("ggs(random=20,komi=1,size=10x10)").id()).isEqualTo("ggs(size=10x10,komi=1,random=20)");
        assertThat(RuleSets.of("ggs(komi=0)").id()).isEqualTo("ggs");
        assertThatThrownBy(() -> RuleSets.of("ggs(anti=true,komi=1)")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> RuleSets.of("ggs(anti=yes)")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("RULES §O4: seed 004's Othello is one line of configuration: White first, a tie a draw")
    void O4_whiteFirstOthello() {
        StandardRules r = StandardRules.othello().withFirstToMove(Color.WHITE);
        assertThat(r.firstToMove()).isEqualTo(Color.WHITE);
        assertThat(r.id()).isEqualTo("othello(first=white)");
        assertThat(RuleSets.of("othello(first=white)")).isEqualTo(r);
        assertThat(r.initialState().toMove()).isEqualTo(Color.WHITE);
        // "chaque paire de pions de même couleur forme une diagonale": the crossed start
        assertThat(r.initialState().board()).isEqualTo(StandardRules.othello().initialState().board());
        assertThat(r.outcome(r.parseState(full(32) + " X")).isDraw()).isTrue();
    }

    @Test
    @DisplayName("RULES §R2/§B7: the supply must pay for the open-centre opening, two discs each")
    void R2_openCenterSupplyPaysForTheOpening() {
        // with one disc each the opening would stop after two moves, half the centre empty
        assertThatThrownBy(() -> RuleSets.of("reversi-open-center(supply=1)")).isInstanceOfSatisfying(
                io.github.reversi4j.core.RuleOptionException.class, e -> assertThat(e.key()).isEqualTo("supply"));
        assertThatThrownBy(() -> RuleSets.of("othello(opening=open-center,supply=1)"))
                .isInstanceOf(io.github.reversi4j.core.RuleOptionException.class);
        assertThatThrownBy(() -> io.github.reversi4j.core.StandardRules.othello()
                .withOpening(io.github.reversi4j.core.Opening.OPEN_CENTER).withSupply(1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("opening");
        // two each: the four opening moves empty both stocks, and the game ends with the centre filled
        Rules r = RuleSets.of("reversi-open-center(supply=2)");
        GameState s = r.initialState();
        for (Move m : moves("d4 e4 e5 d5")) {
            s = r.play(s, m);
        }
        assertThat(r.isTerminal(s)).isTrue();
        assertThat(r.outcome(s).isDraw()).isTrue();
        assertThat(((Outcome.TwoPlayer) r.outcome(s)).score(Color.BLACK)).isEqualTo(32);
    }
}
