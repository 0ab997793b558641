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
}
