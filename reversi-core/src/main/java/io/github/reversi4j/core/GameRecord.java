package io.github.reversi4j.core;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A recorded game: the rules it is played under, the state it starts from, and its moves, passes
 * included. Replaying it ({@link #replay()}) validates it and yields every state; a bad record yields
 * the index of its first bad move and a typed reason.
 *
 * <p>Records whose passes are not written (most transcripts and WTHOR) are built with
 * {@link #withImplicitPasses(Rules, GameState, List)}, which inserts each pass where the side to move
 * has nothing else.
 *
 * <p>The canonical text is the rules id, the start state in square brackets when it is not the rules'
 * initial state, a colon, and the moves separated by spaces:
 * <pre>
 * othello: f5 d6 c3 d3 c4
 * othello [---------------------------OX------XO--------------------------- O]: e6 f4
 * </pre>
 * {@link #parse(String)} reads it back, looking the rules up in {@link RuleSets}.
 *
 * <p>This class is immutable and thread-safe.
 */
public final class GameRecord {

    private final Rules rules;
    private final GameState start;
    private final List<Move> moves;

    private GameRecord(Rules rules, GameState start, List<Move> moves) {
        this.rules = Objects.requireNonNull(rules, "rules");
        this.start = Objects.requireNonNull(start, "start");
        this.moves = List.copyOf(moves);
    }

    /**
     * Returns the record of moves played from the rules' initial state.
     *
     * @param rules the rules
     * @param moves the moves, passes included
     * @return the record (not yet checked: see {@link #replay()})
     */
    public static GameRecord of(Rules rules, List<Move> moves) {
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(moves, "moves");
        return new GameRecord(rules, rules.initialState(), moves);
    }

    /**
     * Returns the record of moves played from a given state.
     *
     * @param rules the rules
     * @param start the start state
     * @param moves the moves, passes included
     * @return the record (not yet checked: see {@link #replay()})
     */
    public static GameRecord of(Rules rules, GameState start, List<Move> moves) {
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(start, "start");
        Objects.requireNonNull(moves, "moves");
        return new GameRecord(rules, start, moves);
    }

    /**
     * Returns the record of moves whose forced passes are not written: before each move, while the
     * only legal move is a pass, a pass is inserted; after the last move, the forced passes are not
     * added. An explicit pass in the list is kept as it is. Insertion stops at the first move that is
     * illegal, so the record's replay reports it.
     *
     * @param rules the rules
     * @param start the start state
     * @param moves the moves, forced passes left out
     * @return the record with every pass written
     */
    public static GameRecord withImplicitPasses(Rules rules, GameState start, List<Move> moves) {
        List<Move> out = new ArrayList<>(moves.size() + 4);
        GameState s = start;
        for (int i = 0; i < moves.size(); i++) {
            Move m = moves.get(i);
            if (s != null && m.square().isPresent()) {
                List<Move> legal = rules.legalMoves(s);
                if (legal.size() == 1 && legal.get(0).isPass()) {
                    out.add(Move.pass());
                    s = rules.play(s, Move.pass());
                }
            }
            out.add(m);
            if (s != null) {
                try {
                    s = rules.play(s, m);
                } catch (IllegalMoveException e) {
                    s = null;
                }
            }
        }
        return new GameRecord(rules, start, out);
    }

    /**
     * Returns the rules.
     *
     * @return the rules
     */
    public Rules rules() {
        return rules;
    }

    /**
     * Returns the start state.
     *
     * @return the state before the first move
     */
    public GameState start() {
        return start;
    }

    /**
     * Returns the moves.
     *
     * @return an unmodifiable list, passes included
     */
    public List<Move> moves() {
        return moves;
    }

    /**
     * Returns this record with one more move.
     *
     * @param move the move to append
     * @return the new record
     */
    public GameRecord with(Move move) {
        List<Move> m = new ArrayList<>(moves);
        m.add(move);
        return new GameRecord(rules, start, m);
    }

    /**
     * Replays the record: plays its moves one by one from the start, stopping at the first illegal one.
     *
     * @return the replay, with every state reached and the first error, if any
     */
    public Replay replay() {
        List<GameState> states = new ArrayList<>(moves.size() + 1);
        GameState s = start;
        states.add(s);
        for (int i = 0; i < moves.size(); i++) {
            try {
                s = rules.play(s, moves.get(i));
            } catch (IllegalMoveException e) {
                return new Replay(this, states, i, e);
            }
            states.add(s);
        }
        return new Replay(this, states, -1, null);
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof GameRecord)) {
            return false;
        }
        GameRecord r = (GameRecord) o;
        return rules.equals(r.rules) && start.equals(r.start) && moves.equals(r.moves);
    }

    @Override
    public int hashCode() {
        return Objects.hash(rules, start, moves);
    }

    /**
     * Returns the canonical text (see the class documentation).
     *
     * @return e.g. {@code othello: f5 d6 c3}
     */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(rules.id());
        if (!start.equals(rules.initialState())) {
            sb.append(" [").append(start).append(']');
        }
        sb.append(':');
        for (Move m : moves) {
            sb.append(' ').append(m);
        }
        return sb.toString();
    }

    private static Rules rules(String text, int from, int to) {
        try {
            return RuleSets.of(text.substring(from, to));
        } catch (TextParseException e) {
            throw e.within(text, from);
        }
    }

    /**
     * Parses the canonical text of a record, looking its rules up by id in {@link RuleSets}.
     *
     * @param text e.g. {@code othello: f5 d6 c3}
     * @return the record (not yet checked: see {@link #replay()})
     * @throws TextParseException if the text is malformed, at the first character found wrong
     * @throws UnknownRuleSetException if it names unknown rules
     * @throws RuleOptionException if the options of its rules are not valid
     */
    public static GameRecord parse(String text) {
        Objects.requireNonNull(text, "text");
        int from = Texts.lead(text);
        int to = Texts.trail(text, from);
        int firstColon = text.indexOf(':', from);
        int bracket = text.indexOf(" [", from);
        int colon;
        Rules rules;
        GameState start;
        if (bracket >= 0 && firstColon >= 0 && bracket < firstColon) {
            int close = text.indexOf("]:", bracket);
            if (close < 0 || close >= to) {
                throw new TextParseException("malformed record: expected rules [state]: moves", text, to);
            }
            rules = rules(text, from, bracket);
            try {
                start = rules.parseState(text.substring(bracket + 2, close));
            } catch (TextParseException e) {
                throw e.within(text, bracket + 2);
            }
            colon = close + 1;
        } else {
            if (firstColon < 0 || firstColon >= to) {
                throw new TextParseException("malformed record: expected rules: moves", text, to);
            }
            colon = firstColon;
            rules = rules(text, from, colon);
            start = rules.initialState();
        }
        List<Move> moves = new ArrayList<>();
        for (int[] w : Texts.words(text, colon + 1, to)) {
            try {
                moves.add(rules.parseMove(text.substring(w[0], w[1])));
            } catch (TextParseException e) {
                throw e.within(text, w[0]);
            }
        }
        return new GameRecord(rules, start, moves);
    }
}
