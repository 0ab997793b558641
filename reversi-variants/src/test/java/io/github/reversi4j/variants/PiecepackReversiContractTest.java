package io.github.reversi4j.variants;

import io.github.reversi4j.core.Rules;
import io.github.reversi4j.testkit.VariantContract;
import java.util.List;

/** The rules contract for piecepack Reversi (RULES §P) in its configurations. */
class PiecepackReversiContractTest extends VariantContract {

    @Override
    protected List<Rules> ruleSets() {
        return List.of(PiecepackReversi.forCoins(18), PiecepackReversi.forCoins(36), PiecepackReversi.of(2, 2, 8),
                PiecepackReversi.of(4, 3, 40), PiecepackReversi.of(2, 4, 13));
    }
}
