package io.github.reversi4j.core;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.reversi4j.testkit.internal.RandomGames;
import io.github.reversi4j.testkit.ReferenceReversi;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Property tests of the standard rules over seeded random legal games on every board size from 4x4 to
 * 16x16, rectangles included, each with options drawn from every option of {@link StandardRules}
 * (opening, first mover, tie rule, supply with the give rule, scoring). Flips and legal moves are
 * checked against the independent {@link ReferenceReversi}. A failure names the rules, the seed and the
 * shortest failing move prefix; {@code -Dreversi4j.seed=...} changes the base seed.
 */
class StandardRulesPropertiesTest {

    private static final int GAMES_PER_CONFIGURATION = 3;
    private static final long BASE = RandomGames.baseSeed(RandomGames.DEFAULT_SEED);

    /** One configuration per board shape, its options drawn from a seeded generator. */
    static List<StandardRules> configurations() {
        List<StandardRules> out = new ArrayList<>();
        SplittableRandom random = new SplittableRandom(0xC0FFEEL);
        for (int w = 4; w <= 16; w += 2) {
            for (int h = 4; h <= 16; h += 2) {
                StandardRules r = StandardRules.othello().withGeometry(Geometry.of(w, h))
                        .withOpening(Opening.values()[random.nextInt(3)])
                        .withFirstToMove(random.nextBoolean() ? Color.BLACK : Color.WHITE)
                        .withTieRule(TieRule.values()[random.nextInt(3)])
                        .withScoring(random.nextBoolean() ? Scoring.EMPTIES_TO_WINNER : Scoring.DISCS);
                int kind = random.nextInt(3);
                if (kind == 1) {
                    // a small supply: the give rule and the early end both occur
                    r = r.withSupply(2 + random.nextInt(Math.max(1, w * h / 4)));
                } else if (kind == 2) {
                    r = r.withSupply(w * h / 2);
                }
                out.add(r);
            }
        }
        return out;
    }

    @Test
    @DisplayName("the configurations cover every size and every option value")
    void configurationsCoverEveryOption() {
        List<StandardRules> all = configurations();
        assertThat(all).hasSize(49);
        Set<Opening> openings = EnumSet.noneOf(Opening.class);
        Set<TieRule> ties = EnumSet.noneOf(TieRule.class);
        Set<Scoring> scorings = EnumSet.noneOf(Scoring.class);
        Set<Color> firsts = EnumSet.noneOf(Color.class);
        Set<String> supplies = new HashSet<>();
        for (StandardRules r : all) {
            openings.add(r.opening());
            ties.add(r.tieRule());
            scorings.add(r.scoring());
            firsts.add(r.firstToMove());
            supplies.add(r.supply().isEmpty() ? "none" : r.supply().getAsInt() == r.geometry().size() / 2 ? "full" : "small");
        }
        assertThat(openings).containsExactlyInAnyOrder(Opening.values());
        assertThat(ties).containsExactlyInAnyOrder(TieRule.values());
        assertThat(scorings).containsExactlyInAnyOrder(Scoring.values());
        assertThat(firsts).containsExactlyInAnyOrder(Color.values());
        assertThat(supplies).containsExactlyInAnyOrder("none", "full", "small");
    }

    /** A check of one ply: the state before, the move, the state after. */
    @FunctionalInterface
    interface PlyCheck {
        void check(StandardRules rules, GameState before, Move move, GameState after);
    }

    private static Stream<DynamicTest> forEveryPly(String property, PlyCheck check) {
        return configurations().stream().flatMap(rules -> RandomGames.seeds(BASE, GAMES_PER_CONFIGURATION)
                .mapToObj(seed -> DynamicTest.dynamicTest(property + ": " + rules.id() + ", seed 0x" + Long.toHexString(seed), () -> {
                    GameRecord game = RandomGames.play(rules, seed);
                    List<GameState> states = RandomGames.states(game);
                    for (int i = 0; i < game.moves().size(); i++) {
                        GameState before = states.get(i);
                        Move m = game.moves().get(i);
                        try {
                            check.check(rules, before, m, states.get(i + 1));
                        } catch (AssertionError | RuntimeException e) {
                            throw new AssertionError(property + " fails for " + rules.id() + " at move " + m + " after "
                                    + RandomGames.describe(seed, game, i) + "\n  state: " + before + "\n  " + e, e);
                        }
                    }
                    // the terminal state (or the last one) too
                    GameState last = states.get(states.size() - 1);
                    try {
                        check.check(rules, last, null, null);
                    } catch (AssertionError | RuntimeException e) {
                        throw new AssertionError(property + " fails for " + rules.id() + " after "
                                + RandomGames.describe(seed, game, game.moves().size()) + "\n  state: " + last + "\n  " + e, e);
                    }
                })));
    }

    private static boolean inOpening(StandardRules rules, GameState s) {
        return rules.opening() == Opening.OPEN_CENTER
                && rules.geometry().center().stream().anyMatch(sq -> s.board().isEmpty(sq));
    }

    private static boolean suppliesGone(GameState s) {
        return s.hasSupplies() && s.supply(Color.BLACK).getAsInt() == 0 && s.supply(Color.WHITE).getAsInt() == 0;
    }

    private static ReferenceReversi reference(GameState s) {
        Geometry g = s.geometry();
        String text = s.board().toString();
        String cells = g.isSquare() ? text : text.substring(text.indexOf(' ') + 1);
        return ReferenceReversi.parse(cells, g.width(), g.height(), s.toMove().symbol());
    }

    private static int refColor(Color c) {
        return c == Color.BLACK ? ReferenceReversi.BLACK : ReferenceReversi.WHITE;
    }

    private static Set<Square> toSquares(List<int[]> squares) {
        Set<Square> out = new HashSet<>();
        for (int[] sq : squares) {
            out.add(Square.of(sq[0], sq[1]));
        }
        return out;
    }

    @TestFactory
    @DisplayName("RULES §B8, §B7: discs are conserved (one more per placement) and supplies pay for each disc")
    Stream<DynamicTest> discConservationAndSupplies() {
        return forEveryPly("disc conservation", (rules, before, m, after) -> {
            if (m == null) {
                return;
            }
            int discsBefore = before.count(Color.BLACK) + before.count(Color.WHITE);
            int discsAfter = after.count(Color.BLACK) + after.count(Color.WHITE);
            assertThat(discsAfter).as("discs after %s", m).isEqualTo(discsBefore + (m.isPass() ? 0 : 1));
            assertThat(after.hasSupplies()).isEqualTo(rules.supply().isPresent());
            if (after.hasSupplies()) {
                int total = discsAfter + after.supply(Color.BLACK).getAsInt() + after.supply(Color.WHITE).getAsInt();
                assertThat(total).as("discs on the board plus both supplies").isEqualTo(2 * rules.supply().getAsInt());
                Color mover = before.toMove();
                int mine = before.supply(mover).getAsInt();
                int theirs = before.supply(mover.opponent()).getAsInt();
                if (m.isPass()) {
                    assertThat(after.supply(mover)).hasValue(mine);
                    assertThat(after.supply(mover.opponent())).hasValue(theirs);
                } else if (mine > 0) {
                    assertThat(after.supply(mover)).as("the mover pays").hasValue(mine - 1);
                    assertThat(after.supply(mover.opponent())).hasValue(theirs);
                } else {
                    assertThat(after.supply(mover)).hasValue(0);
                    assertThat(after.supply(mover.opponent())).as("the give rule").hasValue(theirs - 1);
                }
            }
        });
    }

    @TestFactory
    @DisplayName("RULES §B2, §B3: every placement flips at least one disc, exactly the reference's outflanked lines")
    Stream<DynamicTest> flipsOnOutflankedLinesOnly() {
        return forEveryPly("flips", (rules, before, m, after) -> {
            if (m == null || m.isPass()) {
                return;
            }
            Square sq = m.square().orElseThrow();
            Color mover = before.toMove();
            Board b0 = before.board();
            Board b1 = after.board();
            assertThat(b0.isEmpty(sq)).isTrue();
            assertThat(b1.colorAt(sq)).contains(mover);
            Set<Square> changed = new HashSet<>();
            for (Square q : rules.geometry().squares()) {
                if (!q.equals(sq) && !b0.colorAt(q).equals(b1.colorAt(q))) {
                    changed.add(q);
                    assertThat(b0.colorAt(q)).as("only opponent discs flip: %s", q).contains(mover.opponent());
                    assertThat(b1.colorAt(q)).contains(mover);
                }
            }
            if (inOpening(rules, before)) {
                assertThat(changed).as("an open-center opening move flips nothing (RULES §R2)").isEmpty();
                return;
            }
            assertThat(changed).as("a placement flips at least one disc").isNotEmpty();
            assertThat(changed).as("the flipped discs are the reference's").isEqualTo(
                    toSquares(reference(before).flips(sq.column(), sq.row(), refColor(mover))));
            assertThat(new HashSet<>(b0.flips(sq, mover))).isEqualTo(changed);
        });
    }

    @TestFactory
    @DisplayName("RULES §B2, §B4, §B5: the legal placements are the reference's; pass <=> no placement")
    Stream<DynamicTest> legalMovesAndPasses() {
        return forEveryPly("legal moves and passes", (rules, s, m, after) -> {
            List<Move> legal = rules.legalMoves(s);
            if (suppliesGone(s)) {
                assertThat(legal).as("no disc left on either side: the game is over (RULES §B7)").isEmpty();
                return;
            }
            if (inOpening(rules, s)) {
                assertThat(legal).isNotEmpty().doesNotContain(Move.pass());
                return;
            }
            ReferenceReversi ref = reference(s);
            Set<Square> refLegal = toSquares(ref.legalSquares(refColor(s.toMove())));
            boolean opponentCan = !ref.legalSquares(refColor(s.toMove().opponent())).isEmpty();
            Set<Square> placements = new HashSet<>();
            for (Move mv : legal) {
                if (!mv.isPass()) {
                    placements.add(mv.square().orElseThrow());
                }
            }
            assertThat(placements).as("legal placements").isEqualTo(refLegal);
            assertThat(legal.contains(Move.pass())).as("pass <=> no placement and the opponent can move")
                    .isEqualTo(refLegal.isEmpty() && opponentCan);
            assertThat(rules.isTerminal(s)).isEqualTo(refLegal.isEmpty() && !opponentCan);
            if (m != null && m.isPass()) {
                assertThat(after.board()).isEqualTo(s.board());
                assertThat(after.toMove()).isEqualTo(s.toMove().opponent());
            }
        });
    }

    @TestFactory
    @DisplayName("play under each symmetry commutes with the symmetry")
    Stream<DynamicTest> symmetryCommutes() {
        return forEveryPly("symmetry", (rules, before, m, after) -> {
            if (m == null) {
                return;
            }
            Geometry g = rules.geometry();
            for (Symmetry sym : g.symmetries()) {
                GameState t = before.transform(sym);
                assertThat(rules.play(t, m.transform(sym, g))).as("%s", sym).isEqualTo(after.transform(sym));
                assertThat(t.transform(sym.inverse())).isEqualTo(before);
                assertThat(rules.canonical(t)).isEqualTo(rules.canonical(before));
            }
        });
    }

    @TestFactory
    @DisplayName("every text form round-trips: Square, Move, Geometry, Board string and diagram, GameState, Outcome, rule-set id")
    Stream<DynamicTest> textFormsRoundTrip() {
        return forEveryPly("text forms", (rules, s, m, after) -> {
            Geometry g = rules.geometry();
            assertThat(Geometry.parse(g.toString())).isEqualTo(g);
            assertThat(RuleSets.of(rules.id())).isEqualTo(rules);
            Board b = s.board();
            assertThat(Board.parse(b.toString())).isEqualTo(b);
            assertThat(Board.parse(TestDiagrams.of(b))).isEqualTo(b);
            assertThat(GameState.parse(s.toString())).isEqualTo(s);
            assertThat(rules.parseState(s.toString())).isEqualTo(s);
            if (m != null) {
                assertThat(Move.parse(m.toString())).isEqualTo(m);
                if (!m.isPass()) {
                    Square sq = m.square().orElseThrow();
                    assertThat(Square.parse(sq.toString())).isEqualTo(sq);
                    assertThat(Move.ofAction(m.toAction(g), g)).isEqualTo(m);
                }
            } else if (rules.isTerminal(s)) {
                Outcome o = rules.outcome(s);
                assertThat(Outcome.parse(o.toString())).isEqualTo(o);
            }
        });
    }

    @Test
    @DisplayName("every square and action of every size round-trips")
    void squaresAndActionsRoundTrip() {
        for (StandardRules rules : configurations()) {
            Geometry g = rules.geometry();
            for (Square sq : g.squares()) {
                assertThat(Square.parse(sq.toString())).isEqualTo(sq);
                assertThat(g.square(g.index(sq))).isEqualTo(sq);
                assertThat(Move.ofAction(Move.place(sq).toAction(g), g)).isEqualTo(Move.place(sq));
            }
            assertThat(Move.pass().toAction(g)).isEqualTo(g.size());
            assertThat(Move.ofAction(g.size(), g)).isEqualTo(Move.pass());
        }
    }

    @TestFactory
    @DisplayName("records: replaying a move list equals playing it, and the record's text round-trips")
    Stream<DynamicTest> recordsReplayAndRoundTrip() {
        return configurations().stream().flatMap(rules -> RandomGames.seeds(BASE, GAMES_PER_CONFIGURATION)
                .mapToObj(seed -> DynamicTest.dynamicTest("records: " + rules.id() + ", seed 0x" + Long.toHexString(seed), () -> {
                    GameRecord game = RandomGames.play(rules, seed);
                    List<GameState> states = RandomGames.states(game);
                    Replay replay = game.replay();
                    for (int i = 0; i < states.size(); i++) {
                        assertThat(replay.states().get(i)).as(RandomGames.describe(seed, game, i)).isEqualTo(states.get(i));
                    }
                    assertThat(replay.isFinished()).isTrue();
                    assertThat(replay.outcome()).contains(rules.outcome(states.get(states.size() - 1)));
                    GameRecord parsed = GameRecord.parse(game.toString());
                    assertThat(parsed).isEqualTo(game);
                    assertThat(parsed.toString()).isEqualTo(game.toString());
                    // a record from a mid-game state writes that state and parses back
                    int mid = game.moves().size() / 2;
                    GameRecord tail = GameRecord.of(rules, states.get(mid), game.moves().subList(mid, game.moves().size()));
                    assertThat(GameRecord.parse(tail.toString())).as(RandomGames.describe(seed, game, mid)).isEqualTo(tail);
                    assertThat(tail.replay().finalState()).isEqualTo(states.get(states.size() - 1));
                    // the record without its passes gets them back
                    List<Move> noPasses = game.moves().stream().filter(m -> !m.isPass()).toList();
                    GameRecord implicit = GameRecord.withImplicitPasses(rules, game.start(), noPasses);
                    List<Move> expected = new ArrayList<>(game.moves());
                    while (!expected.isEmpty() && expected.get(expected.size() - 1).isPass()) {
                        expected.remove(expected.size() - 1);
                    }
                    assertThat(implicit.moves()).as("seed 0x%s", Long.toHexString(seed)).isEqualTo(expected);
                })));
    }

    @TestFactory
    @DisplayName("nothing mutates, equal states have equal hashes, and transpositions have equal hash64")
    Stream<DynamicTest> immutabilityAndHashes() {
        return configurations().stream().map(rules -> DynamicTest.dynamicTest("hashes: " + rules.id(), () -> {
            Map<GameState, Long> seen = new HashMap<>();
            Map<Long, GameState> byHash = new HashMap<>();
            int transpositions = 0;
            for (long seed : RandomGames.seeds(BASE, GAMES_PER_CONFIGURATION).toArray()) {
                GameRecord game = RandomGames.play(rules, seed);
                List<GameState> states = RandomGames.states(game);
                List<String> texts = states.stream().map(GameState::toString).toList();
                List<Long> hashes = states.stream().map(GameState::hash64).toList();
                SplittableRandom random = new SplittableRandom(seed);
                for (int i = 0; i < states.size(); i++) {
                    GameState s = states.get(i);
                    String where = RandomGames.describe(seed, game, i);
                    Long h = seen.putIfAbsent(s, s.hash64());
                    if (h != null) {
                        assertThat(s.hash64()).as(where).isEqualTo(h);
                    }
                    GameState other = byHash.putIfAbsent(s.hash64(), s);
                    if (other != null) {
                        assertThat(s).as("equal hash64, %s", where).isEqualTo(other);
                    }
                    transpositions += checkTransposition(rules, s, random, where);
                }
                for (int i = 0; i < states.size(); i++) {
                    assertThat(states.get(i).toString()).as("state %d unchanged after the game", i).isEqualTo(texts.get(i));
                    assertThat(states.get(i).hash64()).isEqualTo(hashes.get(i));
                }
            }
            boolean longGames = rules.supply().isEmpty() || rules.supply().getAsInt() >= 16;
            if (rules.opening() != Opening.OPEN_CENTER && rules.geometry().size() >= 36 && longGames) {
                assertThat(transpositions).as("transpositions found for %s", rules.id()).isPositive();
            }
        }));
    }

    /**
     * Looks for a transposition from a state: the mover's placements a and b and the opponent's reply c
     * with a, c, b and b, c, a both legal and reaching equal states, which must have equal hashes.
     */
    private static int checkTransposition(StandardRules rules, GameState s, SplittableRandom random, String where) {
        List<Move> first = rules.legalMoves(s);
        if (first.size() < 2 || first.contains(Move.pass())) {
            return 0;
        }
        Move a = first.get(random.nextInt(first.size()));
        Move b = first.get(random.nextInt(first.size()));
        if (a.equals(b)) {
            return 0;
        }
        GameState sa = rules.play(s, a);
        GameState sb = rules.play(s, b);
        int found = 0;
        for (Move c : rules.legalMoves(sa)) {
            if (c.isPass() || !rules.isLegal(sb, c)) {
                continue;
            }
            GameState sac = rules.play(sa, c);
            GameState sbc = rules.play(sb, c);
            if (!rules.isLegal(sac, b) || !rules.isLegal(sbc, a)) {
                continue;
            }
            GameState x = rules.play(sac, b);
            GameState y = rules.play(sbc, a);
            if (x.board().equals(y.board())) {
                // same discs and side to move; the last placer is the same color; supplies equal
                assertThat(x).as("transposition %s %s %s / %s %s %s, %s", a, c, b, b, c, a, where).isEqualTo(y);
                assertThat(x.hash64()).as("hash64 of a transposition, %s", where).isEqualTo(y.hash64());
                assertThat(x.hashCode()).isEqualTo(y.hashCode());
                found++;
            }
        }
        return found;
    }
}
