package io.github.reversi4j.examples;

import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.TextParseException;
import io.github.reversi4j.notation.Location;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.text.ObfPosition;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * The positions of an OBF file or of the standard input ({@code -}), for {@code solve} and
 * {@code evaluate}: each position is handed on with where it stands; each line that is not a
 * position is named on the standard error, the first {@value #SHOWN} of them, the rest counted in
 * one line at the end; after {@value #MAX_BAD_IN_A_ROW} such lines in a row the input is given up
 * (an endless stream of anything else, {@code yes | reversi solve -}, ends the command).
 */
final class ObfInput {

    /** How many unreadable lines are named one by one. */
    static final int SHOWN = 100;

    /** The longest line read: an OBF line is a hundred characters or so, comment aside. */
    static final int MAX_LINE = 65_536;

    /** How many unreadable lines in a row end the reading. */
    static final int MAX_BAD_IN_A_ROW = 10_000;

    /** What is done with each position. */
    @FunctionalInterface
    interface Handler {
        /**
         * Takes one position.
         *
         * @param state the position
         * @param where where it stands, for messages: the source and its line
         * @return false if the position was not handled (counted as a problem)
         */
        boolean accept(GameState state, String where);
    }

    private ObfInput() {
    }

    /**
     * Reads every position of {@code file} ({@code -} for the parent's standard input).
     *
     * @return the number of lines that were not positions or not handled
     * @throws UserException if the file cannot be opened or read, or after too many unreadable lines in a row
     */
    static int read(Reversi parent, String file, PrintWriter err, Handler handler) throws IOException {
        String name = file.equals("-") ? "<stdin>" : file;
        if (file.equals("-")) {
            InputFiles.checkNotStandardOutput(Path.of("-"));
        }
        int bad = 0;
        int unreadable = 0;
        int inARow = 0;
        // the lines through ObfPosition.parse, the library's way to read OBF positions with their scores
        try (BufferedReader reader = new BufferedReader(file.equals("-") ? parent.input().reader()
                : new InputStreamReader(SolveCommand.open(file), StandardCharsets.UTF_8))) {
            int number = 0;
            for (String line = bounded(reader); line != null; line = bounded(reader)) {
                number++;
                if (line.isBlank() || line.strip().startsWith("%")) {
                    continue;
                }
                Location at = Location.of(name).withLine(number, 0);
                String why = null;
                GameState position = null;
                if (line.length() > MAX_LINE) {
                    why = at + ": a line of more than " + MAX_LINE + " characters";
                } else {
                    try {
                        position = ObfPosition.parse(line).position();
                    } catch (TextParseException e) {
                        why = fault(name, number, e);
                    }
                }
                if (why != null) {
                    bad++;
                    if (++unreadable <= SHOWN) {
                        err.println(why);
                        err.flush();
                    }
                    if (++inARow >= MAX_BAD_IN_A_ROW) {
                        more(err, unreadable);
                        throw new UserException(name + ": gave up after " + MAX_BAD_IN_A_ROW
                                + " lines in a row that are not OBF positions (a board and the side to move, one a line)");
                    }
                    continue;
                }
                inARow = 0;
                if (!handler.accept(position, at.toString())) {
                    bad++;
                }
            }
        } catch (IOException e) {
            throw new UserException(name + ": " + e.getMessage(), e);
        }
        more(err, unreadable);
        return bad;
    }

    /**
     * Where and why a line is not an OBF position: the column of the parse's own located error (its
     * cause), which the value-level exception's index keeps only for the first characters of a line.
     */
    static String fault(String name, int line, TextParseException e) {
        Throwable cause = e.getCause();
        int column = cause instanceof NotationException
                ? ((NotationException) cause).location().column().orElse(0) : e.errorIndex() + 1;
        return Location.of(name).withLine(line, column) + ": " + e.getMessage();
    }

    /**
     * One line of at most {@link #MAX_LINE} characters kept (see {@link BoundedLines#read}), or null at
     * the end of the input.
     */
    static String bounded(BufferedReader reader) throws IOException {
        return BoundedLines.read(reader, MAX_LINE);
    }

    private static void more(PrintWriter err, int unreadable) {
        if (unreadable > SHOWN) {
            err.println((unreadable - SHOWN) + " more line" + (unreadable - SHOWN == 1 ? "" : "s")
                    + " that are not OBF positions, not shown");
            err.flush();
        }
    }
}
