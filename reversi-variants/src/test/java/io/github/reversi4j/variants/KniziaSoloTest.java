package io.github.reversi4j.variants;

import static io.github.reversi4j.variants.TestBoards.moves;
import static io.github.reversi4j.variants.TestBoards.rows;
import static io.github.reversi4j.variants.TestBoards.list;
import static io.github.reversi4j.variants.TestBoards.squares;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.reversi4j.core.Board;
import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.IllegalMoveException;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Outcome;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Square;
import io.github.reversi4j.core.SquareSet;
import java.util.Optional;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class KniziaSoloTest {

    private final KniziaSolo solo = KniziaSolo.of(42);

    /** The start discs (Black on d4 d5, Gold on e4 e5), with a given board around them. */
    private static final String START = rows("--------", "--------", "--------", "---OX---", "---OX---", "--------",
            "--------", "--------");

    private GameState state(String board, String tokens) {
        return solo.parseState(board + " X | " + tokens);
    }

    private static IllegalMoveException.Reason reason(Runnable r) {
        try {
            r.run();
        } catch (IllegalMoveException e) {
            return e.reason();
        }
        throw new AssertionError("the move was accepted");
    }

    @Test
    @DisplayName("RULES §S1: one player places a disc of either color, named in the move, on a free square")
    void S1_onePlayerBothColors() {
        assertThat(solo.players()).isEqualTo(1);
        GameState s = solo.initialState();
        assertThat(solo.isLegal(s, solo.parseMove("X:c4"))).isTrue();
        assertThat(solo.isLegal(s, solo.parseMove("O:f4"))).isTrue();
        assertThat(solo.colorName(Color.BLACK)).isEqualTo("Gold");
        assertThat(solo.colorName(Color.WHITE)).isEqualTo("Black");
        // two Gold moves in a row: the side to move never constrains the color
        GameState n = solo.play(solo.play(s, solo.parseMove("X:c4")), solo.parseMove("X:c5"));
        assertThat(n.board().colorAt(Square.parse("c5"))).contains(Color.BLACK);
    }

    @Test
    @DisplayName("RULES §S1: a placement without a color is rejected, listing the legal colors on that square")
    void S1_colorRequired() {
        assertThatThrownBy(() -> solo.play(solo.initialState(), Move.parse("c4")))
                .isInstanceOfSatisfying(IllegalMoveException.class, e -> {
                    assertThat(e.code()).isEqualTo(SoloMove.COLOR_REQUIRED);
                    assertThat(e.choices()).containsExactly(solo.parseMove("X:c4"));
                });
    }

    @Test
    @DisplayName("RULES §S1: a square with a disc or a token is not free")
    void S1_occupiedByDiscOrToken() {
        GameState s = solo.initialState();
        assertThat(reason(() -> solo.play(s, solo.parseMove("X:d4")))).isEqualTo(IllegalMoveException.Reason.OCCUPIED);
        assertThat(reason(() -> solo.play(s, solo.parseMove("X:c3")))).isEqualTo(IllegalMoveException.Reason.OCCUPIED);
    }

    /** The default layout as RULES §S2 describes it, built here from the description. */
    private static SquareSet rulesLayout() {
        List<Square> l = new ArrayList<>();
        for (char c = 'b'; c <= 'g'; c++) {
            l.add(Square.parse(c + "2"));
            l.add(Square.parse(c + "7"));
        }
        for (int r = 3; r <= 6; r++) {
            l.add(Square.parse("b" + r));
            l.add(Square.parse("g" + r));
        }
        l.addAll(squares("c3 f3 c6 f6"));
        return SquareSet.of(io.github.reversi4j.core.Geometry.STANDARD, l);
    }

    @Test
    @DisplayName("RULES §S2: 24 tokens, Gold and Black 1..10 and two blanks each, face down on the default layout")
    void S2_tokensDealtFaceDownOnDefaultLayout() {
        SoloTokens t = KniziaSolo.tokens(solo.initialState());
        assertThat(t.squares()).isEqualTo(rulesLayout());
        assertThat(t.count()).isEqualTo(24);
        assertThat(t.faceUpSquares()).isEmpty();
        List<SoloToken> all = new ArrayList<>();
        for (Square s : t.squares()) {
            all.add(t.tokenAt(s).orElseThrow());
        }
        List<SoloToken> expected = new ArrayList<>();
        for (Color c : Color.values()) {
            for (int v = 1; v <= 10; v++) {
                expected.add(new SoloToken(c, v));
            }
            expected.add(new SoloToken(c, SoloToken.BLANK));
            expected.add(new SoloToken(c, SoloToken.BLANK));
        }
        assertThat(all).containsExactlyInAnyOrderElementsOf(expected);
        for (Square s : t.squares()) { // off the edges
            assertThat(s.column()).isBetween(1, 6);
            assertThat(s.row()).isBetween(1, 6);
        }
        assertThat(solo.initialState().board()).isEqualTo(RavensburgerReversi.of().initialState().board());
    }

    @Test
    @DisplayName("RULES §S2: the shuffle is seeded and reproducible: SplitMix64 reference values and Fisher-Yates")
    void S2_shuffleIsReproducible() {
        // published first outputs of SplitMix64 seeded with 0 (Vigna's splitmix64.c)
        SplitMix r = new SplitMix(0);
        assertThat(r.nextLong()).isEqualTo(0xE220A8397B1DCDAFL);
        assertThat(r.nextLong()).isEqualTo(0x6E789E6AA1B965F4L);
        assertThat(r.nextLong()).isEqualTo(0x06C45D188009454FL);
        // the documented deal, written out from the class documentation
        for (long seed : new long[] {0, 1, 42, -7}) {
            long state = seed;
            List<SoloToken> deck = new ArrayList<>(SoloToken.fullSet());
            for (int i = 23; i > 0; i--) {
                state += 0x9E3779B97F4A7C15L;
                long z = state;
                z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
                z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
                z = z ^ (z >>> 31);
                int j = (int) Long.remainderUnsigned(z, i + 1);
                SoloToken x = deck.get(i);
                deck.set(i, deck.get(j));
                deck.set(j, x);
            }
            SoloTokens t = KniziaSolo.tokens(KniziaSolo.of(seed).initialState());
            int k = 0;
            for (Square s : rulesLayout()) {
                assertThat(t.tokenAt(s)).as("seed %d, %s", seed, s).contains(deck.get(k++));
            }
        }
        assertThat(KniziaSolo.of(5).initialState()).isEqualTo(KniziaSolo.of(5).initialState());
        assertThat(KniziaSolo.of(5).initialState()).isNotEqualTo(KniziaSolo.of(6).initialState());
    }

    @Test
    @DisplayName("RULES §S2: layouts are configurable: 24 squares off the center")
    void S2_customLayout() {
        SquareSet layout = KniziaSolo.squares("a1 b1 c1 d1 e1 f1 g1 h1 a2 b2 c2 d2 e2 f2 g2 h2 a8 b8 c8 d8 e8 f8 g8 h8");
        KniziaSolo k = solo.withLayout(layout);
        assertThat(KniziaSolo.tokens(k.initialState()).squares()).isEqualTo(layout);
        assertThat(RuleSets.of(k.id())).isEqualTo(k);
        assertThatThrownBy(() -> solo.withLayout(KniziaSolo.squares("a1 b1"))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> solo.withLayout(KniziaSolo.squares(
                "a1 b1 c1 d1 e1 f1 g1 h1 a2 b2 c2 d2 e2 f2 g2 h2 a8 b8 c8 d8 e8 f8 g8 d4")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("center");
    }

    @Test
    @DisplayName("RULES §S3: a placement must outflank a line of the other color or win a token; the start's moves")
    void S3_legality() {
        // worked by hand: Gold c4 and c5 outflank d4 and d5 (c3 and c6 hold tokens);
        // Black f4 and f5 outflank e4 and e5 (f3 and f6 hold tokens); then the declared end that stops
        assertThat(solo.legalMoves(solo.initialState())).containsExactlyElementsOf(moves("X:c4 O:f4 X:c5 O:f5 end"));
        assertThat(reason(() -> solo.play(solo.initialState(), solo.parseMove("O:c4"))))
                .isEqualTo(IllegalMoveException.Reason.NO_FLIP);
    }

    @Test
    @DisplayName("RULES §S3/§B2: tokens break lines")
    void S3_tokensBreakLines() {
        // d3 Gold would outflank d4 d5 toward a Gold disc on d7, but a token lies on d6
        String board = rows("--------", "--------", "--------", "---OX---", "---OX---", "--------", "---X----", "--------");
        GameState s = state(board, "d6=Ob won=-");
        assertThat(reason(() -> solo.play(s, solo.parseMove("X:d3")))).isEqualTo(IllegalMoveException.Reason.NO_FLIP);
        String without = rows("--------", "--------", "--------", "---OX---", "---OX---", "---X----", "---X----",
                "--------");
        GameState t = state(without, "b2=Ob won=-");
        assertThat(solo.play(t, solo.parseMove("X:d3")).board().colorAt(Square.parse("d5"))).contains(Color.BLACK);
    }

    @Test
    @DisplayName("RULES §S4 example: a first move flips one disc and turns two tokens face up")
    void S4_firstMoveExample() {
        GameState s = solo.initialState();
        GameState n = solo.play(s, solo.parseMove("X:c4"));
        Board b = n.board();
        assertThat(b.discs(Color.BLACK)).containsExactlyElementsOf(squares("c4 d4 e4 e5"));
        assertThat(b.discs(Color.WHITE)).containsExactlyElementsOf(squares("d5"));
        SoloTokens t = KniziaSolo.tokens(n);
        assertThat(t.faceUpSquares()).containsExactlyElementsOf(squares("c3 b4")); // orthogonal neighbours only
        assertThat(t.count()).isEqualTo(24);
        assertThat(t.won()).isEmpty();
    }

    @Test
    @DisplayName("RULES §S4: flips first, then the orthogonal tokens turn up, then won tokens leave the board")
    void S4_orderOfEffects() {
        // Gold c4 flips d4 (toward e4), wins the face-up Black token on c3 (Gold disc on c2 beyond it),
        // and turns up the face-down token on b4; the diagonal b3 stays face down
        String board = rows("--------", "--X-----", "--------", "---OX---", "---OX---", "--------", "--------",
                "--------");
        GameState s = state(board, "c3=O4+ b3=X9 b4=Ob won=-");
        GameState n = solo.play(s, solo.parseMove("X:c4"));
        assertThat(n.board().colorAt(Square.parse("d4"))).contains(Color.BLACK);
        SoloTokens t = KniziaSolo.tokens(n);
        assertThat(t.won()).containsExactly(SoloToken.parse("O4"));
        assertThat(t.hasToken(Square.parse("c3"))).isFalse();
        assertThat(t.isFaceUp(Square.parse("b4"))).isTrue();
        assertThat(t.isFaceUp(Square.parse("b3"))).isFalse();
        assertThat(n.board().isEmpty(Square.parse("c3"))).isTrue();
    }

    @Test
    @DisplayName("RULES §S5 example: a move wins the token 1 and turns three new tokens face up")
    void S5_exampleWinsTokenOneAndRevealsThree() {
        // Gold e2: the face-up Black 1 on e3 lies between it and the Gold disc on e4; e1, d2 and f2 turn up
        GameState s = state(START, "e1=X5 d2=O7 f2=Xb e3=O1+ won=-");
        GameState n = solo.play(s, solo.parseMove("X:e2"));
        SoloTokens t = KniziaSolo.tokens(n);
        assertThat(t.won()).containsExactly(new SoloToken(Color.WHITE, 1));
        assertThat(t.faceUpSquares()).containsExactlyElementsOf(squares("e1 d2 f2"));
        assertThat(n.board().discs(Color.BLACK)).containsExactlyElementsOf(squares("e2 e4 e5")); // nothing flipped
        assertThat(solo.score(n)).isEqualTo(1);
        // the freed square can be played later: it is free now (no longer OCCUPIED)
        assertThat(reason(() -> solo.play(n, solo.parseMove("O:e3")))).isEqualTo(IllegalMoveException.Reason.NO_FLIP);
    }

    @Test
    @DisplayName("RULES §S5: only a token face up before the move is won")
    void S5_faceDownTokenNotWon() {
        GameState s = state(START, "e3=O1 won=-");
        assertThat(reason(() -> solo.play(s, solo.parseMove("X:e2")))).isEqualTo(IllegalMoveException.Reason.NO_FLIP);
    }

    @Test
    @DisplayName("RULES §S5: only a token of the other color than the placed disc is won")
    void S5_sameColorTokenNotWon() {
        GameState s = state(START, "e3=X1+ won=-");
        assertThat(reason(() -> solo.play(s, solo.parseMove("X:e2")))).isEqualTo(IllegalMoveException.Reason.NO_FLIP);
    }

    @Test
    @DisplayName("RULES §S5: a row of tokens is not sandwiched")
    void S5_noRowsOfTokens() {
        GameState s = state(START, "e2=O1+ e3=O2+ won=-");
        assertThat(reason(() -> solo.play(s, solo.parseMove("X:e1")))).isEqualTo(IllegalMoveException.Reason.NO_FLIP);
    }

    @Test
    @DisplayName("RULES §S5: several tokens in different directions, diagonals included, are won by one move")
    void S5_severalTokensInDifferentDirections() {
        String board = rows("--------", "--------", "--------", "--XOX---", "---OX---", "--------", "--------",
                "--------");
        // Gold e2: e3 (Black 1) toward e4, d3 (Black 2) toward c4
        GameState s = state(board, "e3=O1+ d3=O2+ won=-");
        GameState n = solo.play(s, solo.parseMove("X:e2"));
        assertThat(KniziaSolo.tokens(n).won()).containsExactly(SoloToken.parse("O1"), SoloToken.parse("O2"));
        assertThat(KniziaSolo.tokens(n).count()).isZero();
        assertThat(KniziaSolo.winnable(s, Square.parse("e2"), Color.BLACK)).containsExactlyElementsOf(squares("d3 e3"));
    }

    @Test
    @DisplayName("RULES §S6: the game ends when all tokens are won")
    void S6_endsWhenAllTokensWon() {
        GameState s = state(START, "won=X1");
        assertThat(solo.isTerminal(s)).isTrue();
        assertThat(solo.legalMoves(s)).isEmpty();
        assertThat(solo.outcome(s).points()).isEqualTo(1);
    }

    /** START with discs added: each argument is "square=X" or "square=O". */
    private static String start(String... discs) {
        char[] b = START.toCharArray();
        for (String d : discs) {
            Square s = Square.parse(d.substring(0, 2));
            b[s.row() * 8 + s.column()] = d.charAt(3);
        }
        return new String(b);
    }

    private SquareSet dead(String board, String tokens) {
        return solo.deadTokens(state(board, tokens));
    }

    @Test
    @DisplayName("RULES §S6: a token boxed in by the edge and by discs can never be won")
    void S6_boxedInByEdgeAndDiscs() {
        // a corner: every line through a1 leaves the board
        assertThat(list(dead(START, "a1=O3+ won=X1"))).containsExactly(Square.parse("a1"));
        // a4 on the west edge, a3 and a5 discs: the only line through it with two squares is full
        assertThat(list(dead(start("a3=X", "a5=X"), "a4=O3+ won=-"))).containsExactly(Square.parse("a4"));
        assertThat(dead(start("a3=X"), "a4=O3+ won=-")).isEmpty(); // a5 is free: a Gold disc there wins it
        // b2 ringed by Gold discs on every square but c3
        String ring = start("a1=X", "b1=X", "c1=X", "a2=X", "c2=X", "a3=X", "b3=X");
        assertThat(dead(ring, "b2=O3+ won=-")).isEmpty(); // c3 free, a1 Gold: a Gold disc on c3 wins it
        assertThat(list(dead(start("a1=X", "b1=X", "c1=X", "a2=X", "c2=X", "a3=X", "b3=X", "c3=O"), "b2=O3+ won=-")))
                .containsExactly(Square.parse("b2"));
        // the game is over although placements exist
        GameState s = state(START, "a1=O3+ won=X1");
        assertThat(s.board().legalSquares(Color.BLACK)).isNotEmpty();
        assertThat(solo.isTerminal(s)).isTrue();
        assertThat(solo.legalMoves(s)).isEmpty();
        assertThat(solo.isTerminal(state(START, "b2=O3 won=-"))).isFalse();
    }

    @Test
    @DisplayName("RULES §S4, §S6: a face-down token whose four orthogonal neighbours hold discs is never turned up, so never won")
    void S6_faceDownTokenThatCanNeverTurnUp() {
        String sealed = start("b1=X", "a2=X", "c2=X", "b3=X");
        GameState down = state(sealed, "b2=O3 won=-");
        assertThat(list(solo.deadTokens(down))).containsExactly(Square.parse("b2"));
        assertThat(solo.isTerminal(down)).isTrue();
        assertThat(down.board().legalSquares(Color.BLACK)).isNotEmpty();
        // the same token face up is won: Gold on c3 (outflanking d4), then Gold on a1 against c3
        GameState up = state(sealed, "b2=O3+ won=-");
        assertThat(solo.deadTokens(up)).isEmpty();
        GameState won = solo.play(solo.play(up, solo.parseMove("X:c3")), solo.parseMove("X:a1"));
        assertThat(KniziaSolo.tokens(won).won()).containsExactly(new SoloToken(Color.WHITE, 3));
    }

    @Test
    @DisplayName("RULES §S4, §S5, §S6: the disc that turns a token up cannot also be the one that wins it")
    void S6_revealingSquareIsTheOnlyWinningSquare() {
        // a4: its only full line is a3-a5; a3 holds a disc, so the winning disc goes on a5; its other
        // orthogonal neighbour b4 holds a disc, so only a disc on a5 turns it up: too late
        String board = start("a3=X", "b4=X");
        assertThat(list(dead(board, "a4=O3 won=-"))).containsExactly(Square.parse("a4"));
        assertThat(dead(board, "a4=O3+ won=-")).isEmpty();
        // with b4 free, a disc on b4 turns it up first
        assertThat(dead(start("a3=X"), "a4=O3 won=-")).isEmpty();
    }

    @Test
    @DisplayName("RULES §S5, §S6: a face-up token whose only line holds a disc of its own color that can never flip is dead")
    void S6_ownColorDiscThatCanNeverFlip() {
        // a2's only full line is a1-a3; a1 is a corner disc and never flips
        String board = start("a1=X");
        assertThat(list(dead(board, "a2=X3+ won=-"))).containsExactly(Square.parse("a2")); // Gold token, Gold a1
        assertThat(dead(board, "a2=O3+ won=-")).isEmpty(); // Black token: a Gold disc on a3 wins it
        // face down, its color is unknown to the player: not dead yet (b2 turns it up, a3 may win it)
        assertThat(dead(board, "a2=X3 won=-")).isEmpty();
        // b2's only line with a free end is a1-c3, and c3 is a Gold disc; it can still flip (Black on d3
        // outflanks it against b3), so the Gold token b2 is still won: Black on d3, then Black on a1
        String boxed = start("b1=X", "c1=X", "a2=X", "c2=X", "a3=X", "b3=O", "c3=X");
        GameState s = state(boxed, "b2=X3+ won=-");
        assertThat(solo.deadTokens(s)).isEmpty();
        GameState won = solo.play(solo.play(s, solo.parseMove("O:d3")), solo.parseMove("O:a1"));
        assertThat(KniziaSolo.tokens(won).won()).containsExactly(new SoloToken(Color.BLACK, 3));
    }

    @Test
    @DisplayName("RULES §S6: a token whose only winning line runs through a dead token is dead in turn")
    void S6_deadInTurn() {
        // b1's only full line is a1-c1; a token on the corner a1 is never won, so a1 never holds a disc
        assertThat(list(dead(START, "a1=X1+ b1=O2+ won=-")))
                .containsExactlyInAnyOrder(Square.parse("a1"), Square.parse("b1"));
        assertThat(list(dead(START, "b1=O2+ won=-"))).isEmpty(); // a1 free: Gold on a1, then Gold on c1
        GameState s = state(START, "a1=X1+ b1=O2+ won=-");
        assertThat(solo.isTerminal(s)).isTrue();
        assertThat(solo.outcome(s).points()).isEqualTo(0);
    }

    @Test
    @DisplayName("RULES §S6: the game ends when no legal placement remains")
    void S6_endsWithoutLegalPlacement() {
        String board = rows("--------", "--------", "--------", "---XX---", "---XX---", "--------", "--------",
                "--------");
        GameState s = state(board, "b2=O3 won=-");
        assertThat(solo.isTerminal(s)).isTrue();
        assertThat(solo.legalMoves(s)).isEmpty();
        assertThat(reason(() -> solo.play(s, solo.parseMove("X:c3")))).isEqualTo(IllegalMoveException.Reason.GAME_OVER);
    }

    @Test
    @DisplayName("RULES §S6: the player may stop at any time (the declared end, not a pass), which ends the game")
    void S6_stopAtWill() {
        GameState s = solo.play(solo.initialState(), solo.parseMove("X:c4"));
        GameState stopped = solo.play(s, Move.declareEnd());
        assertThat(solo.isTerminal(stopped)).isTrue();
        assertThat(KniziaSolo.tokens(stopped).isStopped()).isTrue();
        assertThat(solo.outcome(stopped).points()).isEqualTo(0);
        assertThat(reason(() -> solo.play(stopped, solo.parseMove("X:c5")))).isEqualTo(IllegalMoveException.Reason.GAME_OVER);
    }

    @Test
    @DisplayName("RULES §S7: the score is the number of tokens won")
    void S7_countScore() {
        GameState s = solo.parseState(START + " X | b2=O3 won=X1,X10,Ob stopped");
        SoloOutcome o = solo.outcome(s);
        assertThat(o.points()).isEqualTo(3);
        assertThat(o.winner()).isEmpty();
        assertThat(o.isDraw()).isFalse();
    }

    @Test
    @DisplayName("RULES §S7: numbered variant, the sum of the values, doubled when all four blanks are won")
    void S7_numberedScore() {
        KniziaSolo numbered = solo.withScoring(SoloScoring.NUMBERED);
        assertThat(numbered.id()).isEqualTo("solo-knizia(seed=42,scoring=numbered)");
        GameState three = numbered.parseState(START + " X | won=X1,X10,Xb,Xb,Ob stopped");
        assertThat(numbered.outcome(three).points()).isEqualTo(11);
        GameState four = numbered.parseState(START + " X | won=X1,X10,Xb,Xb,Ob,Ob stopped");
        assertThat(numbered.outcome(four).points()).isEqualTo(22);
        assertThat(SoloScoring.COUNT.score(KniziaSolo.tokens(four).won())).isEqualTo(6);
    }

    @Test
    @DisplayName("RULES §S8: the player's view shows a face-down token only as face down")
    void S8_viewHidesFaceDownTokens() {
        GameState s = state(START, "b2=O3 c2=X7+ d2=Xb won=O1");
        GameState swapped = state(START, "b2=Xb c2=X7+ d2=O3 won=O1");
        SoloView v = SoloView.of(s);
        assertThat(v).isEqualTo(SoloView.of(swapped));
        assertThat(v.faceDownSquares().contains(Square.parse("b2"))).isTrue();
        assertThat(Optional.ofNullable(v.faceUpTokens().get(Square.parse("b2")))).isEmpty();
        assertThat(Optional.ofNullable(v.faceUpTokens().get(Square.parse("c2")))).contains(SoloToken.parse("X7"));
        assertThat(v.won()).containsExactly(SoloToken.parse("O1"));
        assertThat(v.toString()).doesNotContain("O3").doesNotContain("Xb").contains("c2=X7");
        Map<Square, SoloToken> up = new TreeMap<>(v.faceUpTokens());
        assertThat(up).containsOnlyKeys(Square.parse("c2"));
        assertThat(solo.legalMoves(s)).isEqualTo(solo.legalMoves(swapped));
    }

    @Test
    @DisplayName("RULES §S: states and games round-trip through their text and the game record")
    void S_roundTrip() {
        GameState s = solo.play(solo.play(solo.initialState(), solo.parseMove("X:c4")), solo.parseMove("O:f5"));
        assertThat(solo.parseState(s.toString())).isEqualTo(s);
        GameRecord rec = GameRecord.of(solo, moves("X:c4 O:f5 end"));
        assertThat(rec.toString()).isEqualTo("solo-knizia(seed=42): X:c4 O:f5 end");
        GameRecord back = GameRecord.parse(rec.toString());
        assertThat(back).isEqualTo(rec);
        assertThat(back.replay().isFinished()).isTrue();
        GameRecord fromState = GameRecord.of(solo, s, List.of(solo.legalMoves(s).get(0)));
        GameRecord parsed = GameRecord.parse(fromState.toString());
        assertThat(parsed).isEqualTo(fromState);
        assertThat(parsed.replay().isValid()).isTrue();
    }
}
