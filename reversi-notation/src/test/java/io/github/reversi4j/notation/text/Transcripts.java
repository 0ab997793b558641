package io.github.reversi4j.notation.text;

import io.github.reversi4j.notation.CheckedGame;

/** The tests' way to a transcript read as a checked game of standard Othello, which is not public. */
public final class Transcripts {

    private Transcripts() {
    }

    /**
     * Reads a transcript as a game of standard Othello from the start, checking every move.
     *
     * @param text the moves
     * @return the checked game
     */
    public static CheckedGame read(String text) {
        return Transcript.read(text);
    }

    /**
     * Reads a transcript as a game of some rules from their start, checking every move.
     *
     * @param text the moves
     * @param rules the rules
     * @return the checked game
     */
    public static CheckedGame read(String text, io.github.reversi4j.core.Rules rules) {
        return Transcript.read(text, io.github.reversi4j.notation.Location.of("t"), rules, rules.initialState(), LetterCase.ANY);
    }

    /**
     * Reads a transcript as a game of some rules from their start, checking every move and the letter
     * case of every placement against a convention.
     *
     * @param text the moves
     * @param rules the rules
     * @param expected the convention, {@link LetterCase#ANY} for none
     * @return the checked game
     */
    public static CheckedGame read(String text, io.github.reversi4j.core.Rules rules, LetterCase expected) {
        return Transcript.read(text, io.github.reversi4j.notation.Location.of("t"), rules, rules.initialState(), expected);
    }
}
