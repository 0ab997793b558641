package io.github.reversi4j.examples;

import java.io.BufferedReader;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.reader.UserInterruptException;
import org.jline.reader.impl.completer.StringsCompleter;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;

/**
 * Where the lines a person types come from (the moves of {@code play}, the moves of {@code solo}). On a
 * terminal, {@link #forConsole(InputStream)} gives line editing, a history of the lines typed (the up
 * and down arrows), and tab completion of the choices offered; anywhere else (a pipe, a file, the
 * tests) it reads plain lines from the standard input.
 */
abstract class LineInput implements Closeable {

    /**
     * The most lines read in a row for one move without a legal one: beyond, the input is not a
     * person playing (an endless {@code yes | reversi play}), and the game is abandoned instead of
     * answering it for ever.
     */
    static final int MAX_TRIES = 10_000;

    /** What is said when {@link #MAX_TRIES} lines in a row held no legal move. */
    static String tooManyTries() {
        return MAX_TRIES + " lines in a row held no legal move: the input is not someone playing, so the game is abandoned";
    }


    /**
     * The longest line read: a longer one is skipped to its end without being kept, so that one huge
     * line (a file of 20 MB without a line end on the standard input) costs no memory.
     */
    static final int MAX_LINE = 4096;

    /**
     * Asks for a line: prints the prompt and reads what is typed. Empty at the end of the input (a
     * line ends the prompt), on Ctrl-C, or when the person types {@code quit} or {@code q}; else the
     * line without the spaces around it.
     *
     * @param out where the prompt goes (the command's standard output)
     * @param prompt the prompt
     * @param choices words offered to complete the line (on a terminal; ignored elsewhere)
     * @return the line, or empty to stop
     * @throws IOException if the input cannot be read
     */
    final Optional<String> ask(PrintWriter out, String prompt, List<String> choices) throws IOException {
        out.flush();
        Optional<String> line = read(out, prompt, choices);
        while (line.isPresent() && line.get().length() > MAX_LINE) {
            out.println("a line of more than " + MAX_LINE + " characters is ignored");
            line = read(out, prompt, choices);
        }
        if (line.isEmpty()) {
            return line;
        }
        String text = line.get().strip();
        return text.equalsIgnoreCase("quit") || text.equalsIgnoreCase("q") ? Optional.empty() : Optional.of(text);
    }

    /** Reads one raw line; empty at the end of the input. */
    abstract Optional<String> read(PrintWriter out, String prompt, List<String> choices) throws IOException;

    /**
     * Plain lines from a stream, as UTF-8; the prompt is printed on the output.
     *
     * @param in the stream
     * @return the input
     */
    static LineInput plain(InputStream in) {
        return new Plain(new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)));
    }

    /**
     * A line editor with history when the program runs on a terminal, else plain lines from the
     * standard input.
     *
     * @param stdin the standard input
     * @return the input
     */
    static LineInput forConsole(InputStream stdin) {
        if (System.console() == null) {
            return plain(stdin);
        }
        try {
            Terminal terminal = TerminalBuilder.builder().system(true).dumb(true).build();
            if (Terminal.TYPE_DUMB.equals(terminal.getType()) || Terminal.TYPE_DUMB_COLOR.equals(terminal.getType())) {
                terminal.close();
                return plain(stdin);
            }
            return new Editor(terminal);
        } catch (IOException | RuntimeException e) {
            return plain(stdin);
        }
    }

    @Override
    public void close() throws IOException {
        // nothing to release by default
    }

    /**
     * Returns the input as characters, for a command that reads it as a file ({@code reversi solve -}):
     * the standard input of the process, UTF-8, unless lines are read from another source.
     *
     * @return the reader; closing it is the caller's choice
     */
    java.io.Reader reader() {
        return new java.io.InputStreamReader(System.in, StandardCharsets.UTF_8);
    }

    /** Lines read from a reader. */
    private static final class Plain extends LineInput {

        private final BufferedReader reader;

        Plain(BufferedReader reader) {
            this.reader = reader;
        }

        @Override
        java.io.Reader reader() {
            return reader;
        }

        @Override
        Optional<String> read(PrintWriter out, String prompt, List<String> choices) throws IOException {
            out.print(prompt);
            out.flush();
            String line = BoundedLines.read(reader, MAX_LINE);
            if (line == null) {
                out.println();
                return Optional.empty();
            }
            return Optional.of(line);
        }
    }

    /** JLine's line editor on the system terminal: editing keys, history, completion of the choices. */
    private static final class Editor extends LineInput {

        private final Terminal terminal;
        private final Choices completer = new Choices();
        private final LineReader reader;

        Editor(Terminal terminal) {
            this.terminal = terminal;
            this.reader = LineReaderBuilder.builder().terminal(terminal).completer(completer)
                    .option(LineReader.Option.AUTO_LIST, true)
                    .option(LineReader.Option.DISABLE_EVENT_EXPANSION, true)
                    .variable(LineReader.HISTORY_SIZE, 500)
                    .build();
        }

        @Override
        Optional<String> read(PrintWriter out, String prompt, List<String> choices) {
            completer.set(choices);
            try {
                return Optional.of(reader.readLine(prompt));
            } catch (EndOfFileException | UserInterruptException e) {
                terminal.writer().println();
                terminal.flush();
                return Optional.empty();
            } catch (UncheckedIOException e) {
                return Optional.empty();
            }
        }

        @Override
        public void close() throws IOException {
            terminal.close();
        }
    }

    /** The words offered for completion at the current prompt. */
    private static final class Choices implements org.jline.reader.Completer {

        private volatile StringsCompleter words = new StringsCompleter();

        void set(List<String> choices) {
            words = new StringsCompleter(choices);
        }

        @Override
        public void complete(LineReader reader, org.jline.reader.ParsedLine line, List<org.jline.reader.Candidate> candidates) {
            words.complete(reader, line, candidates);
        }
    }
}
