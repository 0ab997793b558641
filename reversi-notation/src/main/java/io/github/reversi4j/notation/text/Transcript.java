package io.github.reversi4j.notation.text;

import io.github.reversi4j.notation.internal.check.Games;
import io.github.reversi4j.notation.internal.check.ReadGame;
import io.github.reversi4j.notation.internal.shared.TranscriptMoves;
import io.github.reversi4j.notation.internal.shared.ValueText;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.GameInfo;
import io.github.reversi4j.notation.Location;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.Problem;
import io.github.reversi4j.notation.ProblemKind;
import io.github.reversi4j.notation.RecordedResult;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * A move-list transcript as written (<a href="../doc-files/formats.html#1">FORMATS §1</a>): the moves in order, e.g. {@code f5d6c3d3c4},
 * {@code F5 D6 C3}, {@code F5-D6-C3} or {@code F5d6C3d3C4} (Black upper case, White lower case).
 *
 * <p>Reading: squares in either case ({@code f5}, {@code F5}, {@code j10} on larger boards);
 * separators - whitespace, {@code ,}, {@code ;} and a single {@code -} - may stand between moves or
 * not at all; a pass may be written {@code pa}, {@code ps}, {@code pass} (any case), {@code --},
 * {@code @@} or {@code @@@@}, or left out (the replay passes when the side to move has no placement,
 * <a href="../doc-files/rules.html#B4">RULES §B4</a>). The moves of the variants have text forms too: {@code d3>ne} names the line to flip
 * (<a href="../doc-files/rules.html#V2">RULES §V2</a>) and {@code X:d3} the color of the placed disc (<a href="../doc-files/rules.html#S1">RULES §S1</a>), as {@link Move#parse}
 * reads them, and {@code end} is a player's declared end (the solo game's stop, {@link Move#declareEnd()});
 * {@code d3>ne} needs a separator after it when the next move starts with {@code e} or {@code w}. Case is not relied on.
 *
 * <p>A transcript is an immutable value: the moves and the exact text of each as written. Its
 * canonical text ({@link #toString()}) is the moves' canonical texts
 * separated by spaces, which parses back to an equal transcript up to the written texts.
 */
public final class Transcript {

    private final List<Move> moves;
    private final List<String> texts;

    private Transcript(List<Move> moves, List<String> texts) {
        this.moves = Collections.unmodifiableList(moves);
        this.texts = Collections.unmodifiableList(texts);
    }

    /**
     * Parses a transcript.
     *
     * @param text the moves, e.g. {@code f5d6c3}
     * @return the transcript
     * @throws io.github.reversi4j.core.TextParseException if a token is neither a move nor a pass, with
     *     its index
     */
    public static Transcript parse(String text) {
        return ValueText.parse(text, t -> parse(t, Location.of("")));
    }

    /**
     * Parses a transcript, naming a location for errors.
     *
     * @param text the moves
     * @param at where the text starts (the column of an error is counted from its first character)
     * @return the transcript
     * @throws NotationException if a token is neither a move nor a pass
     */
    static Transcript parse(String text, Location at) throws NotationException {
        return parse(text, at, null);
    }

    /**
     * Parses a transcript whose variant moves (a color or a line named) the rules read; without rules
     * such a move is an error.
     */
    static Transcript parse(String text, Location at, Rules rules) {
        TranscriptMoves t = TranscriptMoves.parse(text, at, rules);
        return new Transcript(t.moves(), t.texts());
    }

    /**
     * Returns the transcript of a list of moves, written in their canonical text.
     *
     * @param moves the moves
     * @return the transcript
     */
    static Transcript of(List<Move> moves) {
        List<String> t = new ArrayList<>(moves.size());
        for (Move m : moves) {
            t.add(Objects.requireNonNull(m, "move").toString());
        }
        return new Transcript(new ArrayList<>(moves), t);
    }

    /**
     * Returns the moves as written, explicit passes included.
     *
     * @return an unmodifiable list
     */
    public List<Move> moves() {
        return moves;
    }

    /**
     * Returns the text of each move as written.
     *
     * @return an unmodifiable list, one entry per move
     */
    public List<String> texts() {
        return texts;
    }

    /**
     * Reads a transcript as a game of standard Othello from the start position, checking every move.
     *
     * @param text the moves
     * @return the checked game, valid or with its problems (a syntax error included)
     */
    static CheckedGame read(String text) {
        Rules r = StandardRules.othello();
        return read(text, Location.of(""), r, r.initialState(), LetterCase.ANY);
    }

    /**
     * Reads a transcript as a game under some rules from a start state, checking every move and,
     * unless {@code expected} is {@link LetterCase#ANY}, the letter case of every placement against
     * its mover (a {@link ProblemKind#CASE_MISMATCH} warning for each slip).
     *
     * @param text the moves
     * @param at the game's location (source, game index, line)
     * @param rules the rules
     * @param start the state before the first move
     * @param expected the case convention to check
     * @return the checked game, valid or with its problems; never throws on bad input
     */
    static CheckedGame read(String text, Location at, Rules rules, GameState start, LetterCase expected) {
        return read(text, at, GameInfo.empty(), rules, start, expected, new RecordedResult.None());
    }

    static CheckedGame read(String text, Location at, GameInfo info, Rules rules, GameState start, LetterCase expected,
            RecordedResult result) {
        Transcript t;
        try {
            t = parse(text, at, rules);
        } catch (NotationException e) {
            return Games.unreadable(at, info, List.of(Problem.of(e.kind(), at, e.reason()).withInfo(info)));
        }
        CheckedGame g = Games.check(new ReadGame(at, info, rules, start, t.moves, t.texts, result, List.of()));
        if (expected == LetterCase.ANY || g.record().isEmpty()) {
            return g;
        }
        List<Problem> slips = new ArrayList<>();
        List<GameState> states = g.replay().orElseThrow().states();
        List<Move> played = g.record().orElseThrow().moves();
        int j = 0;
        for (int k = 0; k < played.size() && j < t.moves.size(); k++) {
            Move m = played.get(k);
            if (m.isPass() && !t.moves.get(j).isPass()) {
                continue;
            }
            if (m.square().isPresent()) {
                t.checkCase(expected, states.get(k).toMove(), j, at, info, slips);
            }
            j++;
        }
        return slips.isEmpty() ? g : Games.check(new ReadGame(at, info, rules, start, t.moves, t.texts, result, slips));
    }

    private void checkCase(LetterCase expected, Color mover, int i, Location at, GameInfo info, List<Problem> out) {
        String t = texts.get(i);
        int k = t.indexOf(':') + 1;
        boolean upper = Character.isUpperCase(t.charAt(k));
        boolean want = expected.upper(mover);
        if (upper != want) {
            out.add(Problem.of(ProblemKind.CASE_MISMATCH, at, rulesName(mover) + "'s move written in "
                    + (upper ? "upper" : "lower") + " case, the convention (" + expected + ") wants "
                    + (want ? "upper" : "lower")).withInfo(info).withMove(i + 1, t));
        }
    }

    private static String rulesName(Color c) {
        return c == Color.BLACK ? "Black" : "White";
    }

    @Override
    public boolean equals(Object o) {
        return this == o || (o instanceof Transcript && moves.equals(((Transcript) o).moves)
                && texts.equals(((Transcript) o).texts));
    }

    @Override
    public int hashCode() {
        return moves.hashCode() * 31 + texts.hashCode();
    }

    /**
     * Returns the canonical text: each move's canonical text, separated by single spaces.
     *
     * @return e.g. {@code f5 d6 pass c3}
     */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(moves.size() * 3);
        for (Move m : moves) {
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append(m);
        }
        return sb.toString();
    }
}
