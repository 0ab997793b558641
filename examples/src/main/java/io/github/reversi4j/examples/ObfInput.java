package io.github.reversi4j.examples;

import io.github.reversi4j.core.GameState;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.text.ObfPosition;
import io.github.reversi4j.notation.text.ObfReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;

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
        try (ObfReader reader = file.equals("-") ? ObfReader.of(parent.input().reader(), name)
                : ObfReader.of(SolveCommand.open(file), name)) {
            while (true) {
                Optional<ObfPosition> p;
                try {
                    p = reader.nextPosition();
                } catch (NotationException e) {
                    if (e.getCause() instanceof IOException) {
                        throw new UserException(e.getMessage(), e);
                    }
                    bad++;
                    if (++unreadable <= SHOWN) {
                        err.println(e.getMessage());
                        err.flush();
                    }
                    if (++inARow >= MAX_BAD_IN_A_ROW) {
                        more(err, unreadable);
                        throw new UserException(name + ": gave up after " + MAX_BAD_IN_A_ROW
                                + " lines in a row that are not OBF positions (a board and the side to move, one a line)");
                    }
                    continue;
                }
                if (p.isEmpty()) {
                    break;
                }
                inARow = 0;
                if (!handler.accept(p.get().position(), reader.location().toString())) {
                    bad++;
                }
            }
        } catch (NotationException e) {
            throw new UserException(e.getMessage(), e);
        }
        more(err, unreadable);
        return bad;
    }

    private static void more(PrintWriter err, int unreadable) {
        if (unreadable > SHOWN) {
            err.println((unreadable - SHOWN) + " more line" + (unreadable - SHOWN == 1 ? "" : "s")
                    + " that are not OBF positions, not shown");
            err.flush();
        }
    }
}
