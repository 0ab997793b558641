package io.github.reversi4j.notation.internal.check;

import edu.umd.cs.findbugs.annotations.SuppressFBWarnings;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.notation.GameInfo;
import io.github.reversi4j.notation.Location;
import io.github.reversi4j.notation.Problem;
import io.github.reversi4j.notation.RecordedResult;
import java.util.List;
import java.util.Objects;

/**
 * What a reader read of one game, before it is replayed: the input of the one checking path,
 * {@link Games#check(ReadGame)}. Every reader of this module builds one per game.
 *
 * @param location the game's location (source and game number)
 * @param info the game's header facts, copied into every problem
 * @param rules the rules
 * @param start the state before the first move
 * @param moves the moves as written, forced passes left out or written
 * @param texts the text of each move as written, for the problems; the same size as {@code moves}
 * @param recorded the result the record states
 * @param earlier problems the reader already found (warnings about the header, say); the lists are
 *     kept as given, not copied
 */
public record ReadGame(Location location, GameInfo info, Rules rules, GameState start, List<Move> moves,
        List<String> texts, RecordedResult recorded, List<Problem> earlier) {

    /**
     * Checks the parts.
     *
     * @param location the game's location
     * @param info the header facts
     * @param rules the rules
     * @param start the start
     * @param moves the moves
     * @param texts the moves' texts
     * @param recorded the recorded result
     * @param earlier the reader's problems
     * @throws IllegalArgumentException if {@code moves} and {@code texts} differ in size
     */
    @SuppressFBWarnings(value = "EI_EXPOSE_REP2", justification = "the lists are what the reader read, handed over"
            + " once and read only; copying them would cost the WTHOR path a copy per game")
    public ReadGame {
        Objects.requireNonNull(location, "location");
        Objects.requireNonNull(info, "info");
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(start, "start");
        Objects.requireNonNull(moves, "moves");
        Objects.requireNonNull(texts, "texts");
        Objects.requireNonNull(recorded, "recorded");
        Objects.requireNonNull(earlier, "earlier");
        if (moves.size() != texts.size()) {
            throw new IllegalArgumentException(moves.size() + " moves but " + texts.size() + " texts");
        }
    }

    /**
     * Returns the moves as written.
     *
     * @return the list given
     */
    @Override
    @SuppressFBWarnings(value = "EI_EXPOSE_REP", justification = "kept as given: see the constructor")
    public List<Move> moves() {
        return moves;
    }

    /**
     * Returns the texts of the moves as written.
     *
     * @return the list given
     */
    @Override
    @SuppressFBWarnings(value = "EI_EXPOSE_REP", justification = "kept as given: see the constructor")
    public List<String> texts() {
        return texts;
    }

    /**
     * Returns the problems the reader found.
     *
     * @return the list given
     */
    @Override
    @SuppressFBWarnings(value = "EI_EXPOSE_REP", justification = "kept as given: see the constructor")
    public List<Problem> earlier() {
        return earlier;
    }
}
