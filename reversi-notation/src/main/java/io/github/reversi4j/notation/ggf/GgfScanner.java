package io.github.reversi4j.notation.ggf;

import io.github.reversi4j.notation.Location;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.ProblemKind;
import io.github.reversi4j.notation.internal.Numbers;
import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.List;

/** Reads GGF games character by character, tracking lines and columns. Not thread-safe. */
final class GgfScanner {

    private final Reader in;
    private final Location source;
    private final int maxGame;
    private final char[] buf = new char[8192];
    private int pos;
    private int len;
    private int line = 1;
    private int column = 1;
    private boolean eof;

    GgfScanner(Reader in, Location source, int maxGame) {
        this.in = in;
        this.source = source;
        this.maxGame = maxGame;
    }

    /** The next character without consuming it, or -1 at the end. */
    int peek() throws NotationException {
        if (pos >= len) {
            if (eof) {
                return -1;
            }
            try {
                len = in.read(buf);
            } catch (IOException e) {
                throw new NotationException(here(), ProblemKind.IO, "cannot read: " + e.getMessage(), e);
            }
            pos = 0;
            if (len <= 0) {
                len = 0;
                eof = true;
                return -1;
            }
        }
        return buf[pos];
    }

    /**
     * The character {@code k} places ahead without consuming anything, or -1 past the end. Reads
     * ahead as far as needed ({@code k} is small: a game start is at most a dozen characters).
     */
    int peekAt(int k) throws NotationException {
        if (pos + k < len) {
            return buf[pos + k];
        }
        if (eof) {
            return -1;
        }
        System.arraycopy(buf, pos, buf, 0, len - pos);
        len -= pos;
        pos = 0;
        while (len <= k) {
            int n;
            try {
                n = in.read(buf, len, buf.length - len);
            } catch (IOException e) {
                throw new NotationException(here(), ProblemKind.IO, "cannot read: " + e.getMessage(), e);
            }
            if (n < 0) {
                eof = true;
                break;
            }
            len += n;
        }
        return k < len ? buf[k] : -1;
    }

    /**
     * Tells whether a game starts here: at the start of a line, {@code (;} or a match count (one to
     * four digits), blanks and {@code (;}. Recovery after a broken game resumes at such a place.
     */
    boolean atGameStart() throws NotationException {
        if (column != 1) {
            return false;
        }
        int k = 0;
        while (k < 4 && Numbers.isDigit(peekAt(k))) {
            k++;
        }
        if (k > 0) {
            int blanks = k;
            while (k < blanks + 4 && (peekAt(k) == ' ' || peekAt(k) == '\t')) {
                k++;
            }
            if (k == blanks) {
                return false;
            }
        }
        return peekAt(k) == '(' && peekAt(k + 1) == ';';
    }

    int read() throws NotationException {
        int c = peek();
        if (c >= 0) {
            pos++;
            if (c == '\n') {
                line++;
                column = 1;
            } else {
                column++;
            }
        }
        return c;
    }

    Location here() {
        return source.withLine(line, column);
    }

    int line() {
        return line;
    }

    void skipWhitespace() throws NotationException {
        while (peek() >= 0 && Character.isWhitespace((char) peek())) {
            read();
        }
    }

    /** Reads a game {@code (;...;)}; the next character must be its {@code (}. */
    GgfGame game() throws NotationException {
        Location start = here();
        if (read() != '(' || read() != ';') {
            throw new NotationException(start, ProblemKind.SYNTAX, "a GGF game starts with '(;'");
        }
        List<GgfProperty> props = new ArrayList<>();
        int size = 2;
        StringBuilder name = new StringBuilder(4);
        StringBuilder value = new StringBuilder(16);
        while (true) {
            skipWhitespace();
            Location at = here();
            if (atGameStart()) {
                throw new NotationException(at, ProblemKind.TRUNCATED, "the game that starts at " + start
                        + " is not closed by ';)' before the next game");
            }
            int c = read();
            if (c < 0) {
                throw new NotationException(at, ProblemKind.TRUNCATED, "the game that starts at " + start + " is not closed by ';)'");
            }
            if (c == ';') {
                if (peek() == ')') {
                    read();
                    return GgfGame.of(props);
                }
                throw new NotationException(at, ProblemKind.SYNTAX, "';' not followed by ')'");
            }
            if (c < 'A' || c > 'Z') {
                throw new NotationException(at, ProblemKind.SYNTAX, "expected a property name (A-Z) or ';)', found '"
                        + (char) c + "'");
            }
            name.setLength(0);
            name.append((char) c);
            while (peek() >= 'A' && peek() <= 'Z') {
                if (name.length() >= 8) {
                    throw new NotationException(at, ProblemKind.SYNTAX, "property name longer than 8 letters");
                }
                name.append((char) read());
            }
            if (read() != '[') {
                throw new NotationException(here(), ProblemKind.SYNTAX, "expected '[' after " + name);
            }
            value.setLength(0);
            while (true) {
                int v = read();
                if (v < 0) {
                    throw new NotationException(here(), ProblemKind.TRUNCATED, "the value of " + name + " at " + at
                            + " is not closed by ']'");
                }
                if (v == ']') {
                    break;
                }
                if (v == '\n' && atGameStart()) {
                    throw new NotationException(at, ProblemKind.TRUNCATED, "the value of " + name + " is not closed by ']'"
                            + " before the next game at line " + line);
                }
                if (++size > maxGame) {
                    throw new NotationException(at, ProblemKind.LIMIT_EXCEEDED, "game longer than " + maxGame + " characters");
                }
                value.append((char) v);
            }
            size += name.length() + 2;
            if (size > maxGame) {
                throw new NotationException(at, ProblemKind.LIMIT_EXCEEDED, "game longer than " + maxGame + " characters");
            }
            props.add(GgfProperty.of(name.toString(), value.toString()));
        }
    }

    /**
     * After an error: skips to just after the next {@code ;)}, or to the next game start
     * ({@link #atGameStart()}), whichever comes first.
     */
    void resync() throws NotationException {
        int prev = -1;
        while (true) {
            int c = peek();
            if (c < 0) {
                return;
            }
            if (atGameStart()) {
                return;
            }
            read();
            if (prev == ';' && c == ')') {
                return;
            }
            prev = c;
        }
    }

    void close() throws NotationException {
        try {
            in.close();
        } catch (IOException e) {
            throw new NotationException(source, ProblemKind.IO, "cannot close: " + e.getMessage(), e);
        }
    }
}
