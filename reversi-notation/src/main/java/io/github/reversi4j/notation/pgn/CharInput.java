package io.github.reversi4j.notation.pgn;

import io.github.reversi4j.notation.Location;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.ProblemKind;
import java.io.IOException;
import java.io.Reader;

/** Reads characters through a buffer, counting lines and columns, with one character of pushback. */
final class CharInput {

    static final int EOF = -1;

    private final Reader in;
    private final Location source;
    private final char[] buf = new char[8192];
    private int pos;
    private int len;
    private int line = 1;
    private int column;
    private int prevLine = 1;
    private int prevColumn;
    private boolean pushed;
    private int last = EOF;

    CharInput(Reader in, Location source) {
        this.in = in;
        this.source = source;
    }

    /** Returns the next character, or {@link #EOF}. */
    int read() throws NotationException {
        if (pushed) {
            pushed = false;
            int c = last;
            advance(c);
            return c;
        }
        if (pos >= len) {
            try {
                len = in.read(buf);
            } catch (IOException e) {
                throw new NotationException(source.withLine(line, 0), ProblemKind.IO, "cannot read: " + e.getMessage(), e);
            }
            pos = 0;
            if (len <= 0) {
                len = 0;
                last = EOF;
                prevLine = line;
                prevColumn = column;
                return EOF;
            }
        }
        int c = buf[pos++];
        last = c;
        advance(c);
        return c;
    }

    private void advance(int c) {
        prevLine = line;
        prevColumn = column;
        if (c == '\n') {
            line++;
            column = 0;
        } else if (c != EOF) {
            column++;
        }
    }

    /** Tells whether the character last read was the end of the input. */
    boolean peekIsEnd() {
        return last == EOF && !pushed;
    }

    /** Pushes back the character last read (at most one). */
    void unread() {
        if (last == EOF) {
            return;
        }
        pushed = true;
        line = prevLine;
        column = prevColumn;
    }

    /** The line of the character last read (one-based). */
    int line() {
        return line;
    }

    /** The column of the character last read (one-based; 0 right after a line end). */
    int column() {
        return column;
    }

    void close() throws NotationException {
        try {
            in.close();
        } catch (IOException e) {
            throw new NotationException(source, ProblemKind.IO, "cannot close: " + e.getMessage(), e);
        }
    }
}
