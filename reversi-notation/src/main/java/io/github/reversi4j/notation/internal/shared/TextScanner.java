package io.github.reversi4j.notation.internal.shared;

import io.github.reversi4j.notation.Location;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.ProblemKind;
import java.io.IOException;
import java.io.Reader;

/**
 * The one input scanner of the text readers: characters through a buffer, with the line and column
 * of the next character, look-ahead, one character of pushback, and bounded lines.
 *
 * <p>Two ways of reading share the position: character by character ({@link #peek()},
 * {@link #peekAt(int)}, {@link #read()}, {@link #unread()}), as the GGF and PGN readers do, and line
 * by line ({@link #nextLine(int)}), as the one-game-a-line readers do. A line longer than its limit
 * is cut, and flagged, rather than held whole; look-ahead is bounded by the buffer. Lines end at
 * {@code \n} or at a lone {@code \r}, which is read as {@code \n}; the {@code \r} of {@code \r\n} is
 * dropped by {@link #nextLine(int)} and is an ordinary blank character otherwise. A byte order mark
 * at the very start is not part of the text. Not thread-safe.
 */
public final class TextScanner {

    /** What {@link #read()}, {@link #peek()} and {@link #peekAt(int)} return past the end. */
    public static final int EOF = -1;

    /** The most characters {@link #peekAt(int)} can look ahead. */
    public static final int MAX_LOOKAHEAD = 256;

    private final Reader in;
    private final Location source;
    private final char[] buf = new char[8192];
    private int pos;
    private int len;
    private boolean eof;
    private int line = 1;
    private int column = 1;
    /** The column at which the line ended by the last character read ended, for {@link #unread()}. */
    private int endColumn;
    private boolean canUnread;
    private final StringBuilder lineText = new StringBuilder();
    private int lineNumber;
    private boolean cut;

    /**
     * Returns a scanner of a reader.
     *
     * @param in the characters; closed by {@link #close()}
     * @param source the source, for the locations of problems
     */
    public TextScanner(Reader in, Location source) {
        this.in = new LineEnds(in);
        this.source = source;
    }

    /**
     * The characters of a reader with a lone {@code \r} (the line end of classic Mac OS) read as
     * {@code \n}, a {@code \r\n} kept as it is, and a byte order mark at the very start dropped
     * (<a href="../doc-files/formats.html#0">FORMATS §0</a>).
     */
    private static final class LineEnds extends Reader {
        private static final int NONE = -2;
        private final Reader in;
        /** A character read ahead to tell a lone {@code \r} from {@code \r\n}, {@link #NONE}, or -1 for the end. */
        private int ahead = NONE;
        private boolean started;

        LineEnds(Reader in) {
            this.in = in;
        }

        @Override
        public int read(char[] cbuf, int off, int len) throws IOException {
            int n = 0;
            while (n == 0) {
                if (ahead == -1) {
                    return -1;
                }
                if (ahead >= 0) {
                    cbuf[off] = (char) ahead;
                    ahead = NONE;
                    n = 1;
                }
                if (n < len) {
                    int k = in.read(cbuf, off + n, len - n);
                    if (k > 0) {
                        n += k;
                    } else if (n == 0) {
                        return -1;
                    }
                }
                if (!started && n > 0) {
                    started = true;
                    if (cbuf[off] == '\uFEFF') {
                        System.arraycopy(cbuf, off + 1, cbuf, off, --n);
                    }
                }
            }
            int end = off + n;
            for (int i = off; i < end; i++) {
                if (cbuf[i] == '\r') {
                    if (i + 1 < end) {
                        if (cbuf[i + 1] != '\n') {
                            cbuf[i] = '\n';
                        }
                    } else {
                        ahead = in.read();
                        if (ahead != '\n') {
                            cbuf[i] = '\n';
                        }
                    }
                }
            }
            return n;
        }

        @Override
        public void close() throws IOException {
            in.close();
        }
    }

    private boolean fill() throws NotationException {
        if (eof) {
            return false;
        }
        int n;
        try {
            n = in.read(buf);
        } catch (IOException e) {
            throw new NotationException(source.withLine(line, 0), ProblemKind.IO, "cannot read: " + e.getMessage(), e);
        }
        pos = 0;
        canUnread = false;
        if (n <= 0) {
            len = 0;
            eof = true;
            return false;
        }
        len = n;
        return true;
    }

    /**
     * Returns the next character without consuming it.
     *
     * @return the character, or {@link #EOF}
     * @throws NotationException when the reader fails
     */
    public int peek() throws NotationException {
        if (pos >= len && !fill()) {
            return EOF;
        }
        return buf[pos];
    }

    /**
     * Returns the character {@code k} places ahead without consuming anything.
     *
     * @param k how far ahead, 0 for {@link #peek()}, less than {@link #MAX_LOOKAHEAD}
     * @return the character, or {@link #EOF} past the end
     * @throws NotationException when the reader fails
     */
    public int peekAt(int k) throws NotationException {
        if (pos + k < len) {
            return buf[pos + k];
        }
        if (eof || k < 0 || k >= MAX_LOOKAHEAD) {
            return EOF;
        }
        System.arraycopy(buf, pos, buf, 0, len - pos);
        len -= pos;
        pos = 0;
        canUnread = false;
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
        return k < len ? buf[k] : EOF;
    }

    /**
     * Consumes the next character.
     *
     * @return the character, or {@link #EOF}
     * @throws NotationException when the reader fails
     */
    public int read() throws NotationException {
        if (pos >= len && !fill()) {
            canUnread = false;
            return EOF;
        }
        char c = buf[pos++];
        canUnread = true;
        if (c == '\n') {
            endColumn = column;
            line++;
            column = 1;
        } else {
            column++;
        }
        return c;
    }

    /**
     * Gives back the character just returned by {@link #read()}, its line and column with it. Does
     * nothing after {@link #EOF} or when anything but {@code read()} came between.
     */
    public void unread() {
        if (!canUnread) {
            return;
        }
        canUnread = false;
        if (buf[--pos] == '\n') {
            line--;
            column = endColumn;
        } else {
            column--;
        }
    }

    /**
     * Tells whether the next character starts a line.
     *
     * @return whether the column of the next character is 1
     */
    public boolean atLineStart() {
        return column == 1;
    }

    /**
     * Returns the line of the next character.
     *
     * @return the one-based line
     */
    public int line() {
        return line;
    }

    /**
     * Returns the column of the next character; the column of the character last read is one less
     * (0 right after a line end).
     *
     * @return the one-based column
     */
    public int column() {
        return column;
    }

    /**
     * Returns the location of the next character.
     *
     * @return the source with the line and column
     */
    public Location here() {
        return source.withLine(line, column);
    }

    /**
     * Consumes the rest of the current line and returns it without its terminator; at most
     * {@code maxLength} characters are kept, the rest dropped and {@link #lineWasCut()} set.
     *
     * @param maxLength the most characters kept
     * @return the line, or null at the end of the input
     * @throws NotationException when the reader fails
     */
    public String nextLine(int maxLength) throws NotationException {
        StringBuilder sb = lineText;
        sb.setLength(0);
        cut = false;
        canUnread = false;
        boolean any = false;
        while (true) {
            if (pos >= len && !fill()) {
                if (!any) {
                    return null;
                }
                lineNumber = line;
                return sb.toString();
            }
            any = true;
            char c = buf[pos++];
            if (c == '\n') {
                lineNumber = line++;
                column = 1;
                int l = sb.length();
                if (l > 0 && sb.charAt(l - 1) == '\r') {
                    sb.setLength(l - 1);
                }
                return sb.toString();
            }
            if (sb.length() < maxLength) {
                sb.append(c);
            } else {
                cut = true;
            }
        }
    }

    /**
     * Returns the line number of the line {@link #nextLine(int)} last returned.
     *
     * @return the one-based number, 0 before the first line
     */
    public int lineNumber() {
        return lineNumber;
    }

    /**
     * Tells whether the line {@link #nextLine(int)} last returned was longer than its limit and cut.
     *
     * @return whether characters were dropped
     */
    public boolean lineWasCut() {
        return cut;
    }

    /**
     * Closes the reader.
     *
     * @throws NotationException when the reader fails to close
     */
    public void close() throws NotationException {
        try {
            in.close();
        } catch (IOException e) {
            throw new NotationException(source, ProblemKind.IO, "cannot close: " + e.getMessage(), e);
        }
    }
}
