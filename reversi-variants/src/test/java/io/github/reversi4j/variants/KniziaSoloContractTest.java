package io.github.reversi4j.variants;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.Square;
import io.github.reversi4j.testkit.VariantContract;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The rules contract for Knizia's solo game (RULES §S). The pass is the player's stop (RULES §S6),
 * legal beside the placements; the sample of illegal moves adds placements naming a color on token
 * squares and the colors that are not legal on a free square.
 */
class KniziaSoloContractTest extends VariantContract {

    @Override
    protected List<Rules> ruleSets() {
        return List.of(KniziaSolo.of(0), KniziaSolo.of(1), KniziaSolo.of(-99).withScoring(SoloScoring.NUMBERED),
                KniziaSolo.of(7).withLayout(KniziaSolo.squares(
                        "a1 b1 c1 d1 e1 f1 g1 h1 a3 c3 e3 g3 b6 d6 f6 h6 a8 b8 c8 d8 e8 f8 g8 h8")));
    }

    @Override
    protected int games() {
        return Integer.getInteger("reversi4j.games", 16);
    }

    @Override
    protected List<Move> illegalMoves(Rules rules, GameState state, SplittableRandom random) {
        List<Move> out = new ArrayList<>(super.illegalMoves(rules, state, random));
        SoloTokens t = KniziaSolo.tokens(state);
        List<Square> tokens = new ArrayList<>(t.squares());
        if (!tokens.isEmpty()) {
            out.add(new SoloMove(Color.BLACK, tokens.get(random.nextInt(tokens.size()))));
        }
        List<Move> legal = rules.legalMoves(state);
        for (Square s : rules.geometry().squares()) {
            if (state.board().isEmpty(s) && !t.hasToken(s)) {
                for (Color c : Color.values()) {
                    Move m = new SoloMove(c, s);
                    if (!legal.contains(m) && random.nextInt(8) == 0) {
                        out.add(m);
                    }
                }
            }
        }
        return out;
    }
}
