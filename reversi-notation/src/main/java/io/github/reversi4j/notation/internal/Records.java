package io.github.reversi4j.notation.internal;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.Outcome;
import java.util.Optional;

/** Comparisons of records that the writers share. */
public final class Records {

    private Records() {
    }

    /**
     * Tells whether two records end alike: both unfinished, or finished with the same winner and the
     * same official scores. The same moves under two rule sets are the same game only when they do:
     * an anti game's moves are legal Othello, but its winner is not Othello's.
     *
     * @param a a record
     * @param b another record
     * @return true when they end alike
     */
    public static boolean sameEnd(GameRecord a, GameRecord b) {
        Optional<Outcome> x = a.replay().outcome();
        Optional<Outcome> y = b.replay().outcome();
        if (x.isEmpty() || y.isEmpty()) {
            return x.isEmpty() && y.isEmpty();
        }
        return x.get().winner().equals(y.get().winner()) && x.get().score(Color.BLACK) == y.get().score(Color.BLACK)
                && x.get().score(Color.WHITE) == y.get().score(Color.WHITE);
    }
}
