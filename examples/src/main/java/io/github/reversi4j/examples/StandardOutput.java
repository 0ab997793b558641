package io.github.reversi4j.examples;

import java.io.IOException;
import java.io.OutputStream;
import java.util.Locale;

/**
 * The program's standard output as a stream that does not hide a failure: a {@link java.io.PrintStream}
 * or {@link java.io.PrintWriter} swallows the {@link IOException} of a full disk ({@code > /dev/full}),
 * a file size limit or a closed pipe, and the command would go on and exit 0. Here the first failure
 * is kept and thrown as {@link Failed}, an unchecked exception that the writers above do not catch,
 * so the command stops where it is and {@link Reversi} turns it into its exit status: 141 quietly for
 * a closed pipe ({@code | head -1}, as a program killed by SIGPIPE), else a sentence and status 2.
 */
final class StandardOutput extends OutputStream {

    /** The exit status of a program whose reader went away: 128 + SIGPIPE, what a shell shows for {@code yes | head -1}. */
    static final int CLOSED_PIPE = 141;

    /** A write to the standard output failed; the cause says why. */
    static final class Failed extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Failed(IOException cause) {
            super("cannot write the standard output: " + OutputFile.reason(cause), cause);
        }

        /** Whether the reader of a pipe went away (as opposed to a full disk or a size limit). */
        boolean closedPipe() {
            String m = getCause().getMessage();
            return m != null && m.toLowerCase(Locale.ROOT).contains("broken pipe");
        }

        /** The exit status of this failure. */
        int status() {
            return closedPipe() ? CLOSED_PIPE : Reversi.USAGE;
        }
    }

    private final OutputStream out;
    private Failed failure;

    StandardOutput(OutputStream out) {
        this.out = out;
    }

    /** The first failure, if one happened. */
    java.util.Optional<Failed> failure() {
        return java.util.Optional.ofNullable(failure);
    }

    private Failed fail(IOException e) {
        if (failure == null) {
            failure = new Failed(e);
        }
        return failure;
    }

    private void check() {
        if (failure != null) {
            throw failure;
        }
    }

    @Override
    public synchronized void write(int b) {
        check();
        try {
            out.write(b);
        } catch (IOException e) {
            throw fail(e);
        }
    }

    @Override
    public synchronized void write(byte[] b, int off, int len) {
        check();
        try {
            out.write(b, off, len);
        } catch (IOException e) {
            throw fail(e);
        }
    }

    @Override
    public synchronized void flush() {
        check();
        try {
            out.flush();
        } catch (IOException e) {
            throw fail(e);
        }
    }

    @Override
    public synchronized void close() {
        flush();
    }
}
