package io.github.reversi4j.variants;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.reversi4j.core.Board;
import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.Direction;
import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Replay;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.Square;
import io.github.reversi4j.core.SquareSet;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.BiConsumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Rule-specific properties over seeded random legal games (the general ones, supplies and the give
 * rule included, are {@link io.github.reversi4j.testkit.VariantContract}'s). Unlike the
 * contract's uniform choice, the solo game's stop is drawn rarely here, so solo games run long. A
 * failure names the rule set, the seed and the shortest move prefix that breaks the property.
 */
class PropertiesTest {

    private static final int GAMES = 40;

    private static final List<String> ALL = List.of("reversi-ravensburger", "reversi-ravensburger(size=6x6,supply=12)",
            "reversi-ravensburger(supply=20)", "reversi-single-line", "reversi-single-line(size=4x4,supply=6)",
            "reversi-single-line(supply=unlimited,size=10x10)", "piecepack", "piecepack(coins=36)",
            "piecepack(coins=8,tiles=2x2)", "piecepack(coins=40,tiles=4x3)", "solo-knizia(seed=1)",
            "solo-knizia(seed=2,scoring=numbered)", "reversi-open-center", "reversi-open-center(supply=32)",
            "anti-othello", "ggs(komi=-0.5)", "ggs(random=20,seed=5)", "ggs(size=10x10,anti=true)");

    /** Plays a random game, checking a property after each move with the prefix that led there. */
    private static void play(Rules rules, long seed, BiConsumer<Step, String> property) {
        SplittableRandom rnd = new SplittableRandom(seed);
        GameState s = rules.initialState();
        List<Move> prefix = new ArrayList<>();
        while (!rules.isTerminal(s)) {
            List<Move> legal = rules.legalMoves(s);
            Move m = pick(legal, rnd);
            GameState next = rules.play(s, m);
            prefix.add(m);
            property.accept(new Step(rules, s, m, next),
                    "rules " + rules.id() + ", seed " + seed + ", moves: " + GameRecord.of(rules, prefix));
            s = next;
        }
        assertThat(rules.legalMoves(s)).as("rules %s seed %d: a terminal state has no legal move", rules.id(), seed)
                .isEmpty();
    }

    /** A uniformly random legal move, except that the solo game's stop is rarely chosen. */
    private static Move pick(List<Move> legal, SplittableRandom rnd) {
        if (legal.size() > 1 && legal.get(legal.size() - 1) instanceof Move.End && rnd.nextInt(40) != 0) {
            return legal.get(rnd.nextInt(legal.size() - 1));
        }
        return legal.get(rnd.nextInt(legal.size()));
    }

    /** One move of a game. */
    private static final class Step {
        final Rules rules;
        final GameState before;
        final Move move;
        final GameState after;

        Step(Rules rules, GameState before, Move move, GameState after) {
            this.rules = rules;
            this.before = before;
            this.move = move;
            this.after = after;
        }
    }

    private static Stream<DynamicTest> forEach(List<String> ids, BiConsumer<Step, String> property) {
        return ids.stream().map(id -> DynamicTest.dynamicTest(id, () -> {
            Rules r = RuleSets.of(id);
            for (long seed = 1; seed <= GAMES; seed++) {
                play(r, seed * 7919, property);
            }
        }));
    }

    @TestFactory
    Stream<DynamicTest> V1_exactlyOneLineFlips() {
        return forEach(List.of("reversi-single-line", "reversi-single-line(size=4x4,supply=6)",
                "reversi-single-line(supply=unlimited,size=10x10)", "reversi-single-line(opening=open-center)"),
                (st, where) -> {
                    if (st.move.isPass()) {
                        return;
                    }
                    Color mover = st.before.toMove();
                    Square sq = st.move.squareOrThrow();
                    Board b = st.before.board();
                    SquareSet flipped = st.after.board().discs(mover).minus(b.discs(mover)).minus(SquareSet.of(b.geometry(), sq));
                    Set<Direction> lines = b.outflanked(sq, mover);
                    if (lines.isEmpty()) { // the open-center opening places without outflanking
                        assertThat(flipped).as(where).isEmpty();
                        return;
                    }
                    Direction chosen = st.move instanceof LineMove ? ((LineMove) st.move).line() : lines.iterator().next();
                    assertThat(lines).as(where).contains(chosen);
                    assertThat(st.move instanceof LineMove).as(where + ": a line is named iff there is a choice")
                            .isEqualTo(lines.size() > 1);
                    assertThat(flipped).as(where + ": only the chosen line flips").isEqualTo(b.flips(sq, mover, chosen))
                            .isNotEmpty();
                    assertThat(st.after.board().discs(mover.opponent()))
                            .as(where).isEqualTo(b.discs(mover.opponent()).minus(flipped));
                });
    }

    @TestFactory
    Stream<DynamicTest> S_tokensOnlyLeaveWhenWonAndAreNeverFlippedOrCountedTwice() {
        return forEach(List.of("solo-knizia(seed=1)", "solo-knizia(seed=77)", "solo-knizia(seed=3,scoring=numbered)"),
                (st, where) -> {
                    KniziaSolo solo = (KniziaSolo) st.rules;
                    SoloTokens t0 = KniziaSolo.tokens(st.before);
                    SoloTokens t1 = KniziaSolo.tokens(st.after);
                    // never counted twice: board + won is always the box's 24 tokens
                    List<SoloToken> all = new ArrayList<>(t1.won());
                    for (Square s : t1.squares()) {
                        all.add(t1.tokenAt(s).orElseThrow());
                    }
                    assertThat(all).as(where).containsExactlyInAnyOrderElementsOf(SoloToken.fullSet());
                    // tokens only leave the board when won, and only face-up ones of the other color next to the disc
                    SquareSet gone = t0.squares().minus(t1.squares());
                    List<SoloToken> goneTokens = new ArrayList<>();
                    for (Square s : gone) {
                        goneTokens.add(t0.tokenAt(s).orElseThrow());
                        assertThat(t0.isFaceUp(s)).as(where + ": a won token was face up before the move").isTrue();
                    }
                    List<SoloToken> newlyWon = new ArrayList<>(t1.won());
                    for (SoloToken w : t0.won()) {
                        newlyWon.remove(w);
                    }
                    assertThat(newlyWon).as(where).containsExactlyInAnyOrderElementsOf(goneTokens);
                    if (st.move instanceof SoloMove) {
                        Color c = ((SoloMove) st.move).color();
                        assertThat(gone).as(where)
                                .isEqualTo(KniziaSolo.winnable(st.before, st.move.squareOrThrow(), c));
                        for (SoloToken g : goneTokens) {
                            assertThat(g.color()).as(where).isEqualTo(c.opponent());
                        }
                    }
                    // a token is never flipped or moved, and never shares its square with a disc
                    for (Square s : t1.squares()) {
                        assertThat(t1.tokenAt(s)).as(where).isEqualTo(t0.tokenAt(s));
                        assertThat(!t0.isFaceUp(s) || t1.isFaceUp(s)).as(where + ": face up stays face up").isTrue();
                        assertThat(st.after.board().isEmpty(s)).as(where + ": no disc on a token").isTrue();
                    }
                    // the score is the tokens won
                    assertThat(solo.score(st.after)).as(where).isEqualTo(solo.scoring().score(t1.won()));
                    if (solo.isTerminal(st.after)) {
                        assertThat(solo.outcome(st.after).points()).as(where).isEqualTo(solo.score(st.after));
                    }
                    // the hidden view never leaks a face-down token: permuting them changes nothing visible
                    assertThat(SoloView.of(shuffleFaceDown(st.after, where.hashCode()))).as(where)
                            .isEqualTo(SoloView.of(st.after));
                });
    }

    private static GameState shuffleFaceDown(GameState s, long seed) {
        SoloTokens t = KniziaSolo.tokens(s);
        List<Square> down = new ArrayList<>(t.faceDownSquares());
        List<SoloToken> tokens = new ArrayList<>();
        for (Square sq : down) {
            tokens.add(t.tokenAt(sq).orElseThrow());
        }
        Collections.shuffle(tokens, new java.util.Random(seed));
        SoloTokens n = SoloTokens.empty(t.geometry()).withWonTokens(t.won());
        for (Square sq : t.faceUpSquares()) {
            n = n.withToken(sq, t.tokenAt(sq).orElseThrow(), true);
        }
        for (int k = 0; k < down.size(); k++) {
            n = n.withToken(down.get(k), tokens.get(k), false);
        }
        if (t.isStopped()) {
            n = n.withStopped();
        }
        return s.withExtension(n);
    }

    @TestFactory
    Stream<DynamicTest> everyGameRoundTripsThroughTheGameRecord() {
        return ALL.stream().map(id -> DynamicTest.dynamicTest(id, () -> {
            Rules r = RuleSets.of(id);
            for (long seed = 1; seed <= 10; seed++) {
                SplittableRandom rnd = new SplittableRandom(seed);
                GameState s = r.initialState();
                List<Move> moves = new ArrayList<>();
                List<GameState> states = new ArrayList<>();
                states.add(s);
                while (!r.isTerminal(s)) {
                    Move m = pick(r.legalMoves(s), rnd);
                    moves.add(m);
                    s = r.play(s, m);
                    states.add(s);
                }
                GameRecord rec = GameRecord.of(r, moves);
                String where = "rules " + id + ", seed " + seed + ": " + rec;
                GameRecord back = GameRecord.parse(rec.toString());
                assertThat(back).as(where).isEqualTo(rec);
                Replay replay = back.replay();
                assertThat(replay.isValid()).as(where).isTrue();
                assertThat(replay.isFinished()).as(where).isTrue();
                assertThat(replay.states()).as(where).isEqualTo(states);
                assertThat(replay.outcome()).as(where).contains(r.outcome(s));
                for (GameState x : states) {
                    assertThat(r.parseState(x.toString())).as(where).isEqualTo(x);
                }
                // a record starting in the middle of the game round-trips too
                int mid = moves.size() / 2;
                GameRecord tail = GameRecord.of(r, states.get(mid), moves.subList(mid, moves.size()));
                assertThat(GameRecord.parse(tail.toString())).as(where).isEqualTo(tail);
                assertThat(GameRecord.parse(tail.toString()).replay().finalState()).as(where).isEqualTo(s);
            }
        }));
    }
}
