package io.github.reversi4j.notation.text;

import io.github.reversi4j.notation.Location;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.ProblemKind;
import java.io.IOException;
import java.io.Reader;

/** Reads lines of bounded length from a reader; a longer line is cut and flagged. Not thread-safe. */
final class LineInput {

    private final Reader in;
    private final Location source;
    private final int maxLength;
    private final char[] buf = new char[8192];
    private int pos;
    private int len;
    private int lineNumber;
    private boolean cut;
    private final StringBuilder sb = new StringBuilder();

    LineInput(Reader in, Location source, int maxLength) {
        this.in = in;
        this.source = source;
        this.maxLength = maxLength;
    }

    /** Returns the next line without its terminator, or null at the end. */
    String next() throws NotationException {
        sb.setLength(0);
        cut = false;
        boolean any = false;
        while (true) {
            if (pos >= len) {
                try {
                    len = in.read(buf);
                } catch (IOException e) {
                    throw new NotationException(source.withLine(Math.max(1, lineNumber + 1), 0), ProblemKind.IO,
                            "cannot read: " + e.getMessage(), e);
                }
                pos = 0;
                if (len <= 0) {
                    len = 0;
                    if (!any) {
                        return null;
                    }
                    lineNumber++;
                    return sb.toString();
                }
            }
            any = true;
            char c = buf[pos++];
            if (c == '\n') {
                lineNumber++;
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

    /** The one-based number of the line last returned. */
    int lineNumber() {
        return lineNumber;
    }

    /** Whether the line last returned was longer than the limit and cut. */
    boolean wasCut() {
        return cut;
    }

    void close() throws NotationException {
        try {
            in.close();
        } catch (IOException e) {
            throw new NotationException(source, ProblemKind.IO, "cannot close: " + e.getMessage(), e);
        }
    }
}
