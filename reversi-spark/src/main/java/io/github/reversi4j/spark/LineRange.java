package io.github.reversi4j.spark;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayDeque;
import org.apache.hadoop.fs.FSDataInputStream;

/**
 * The lines of a file that begin in the byte range {@code [start, end)}, as one stream: from the first line that begins
 * at or after {@code start} to the end of the last line that begins before {@code end} (which may run past it). It
 * remembers where each line it has passed on begins, so that a reader's line number (1 for the first line of the range)
 * can be turned back into the line's byte offset in the file. A line ends as the notation module's text readers end
 * it: at an LF, a CR LF or a lone CR, so that their line numbers and these offsets agree whatever the file's line ends.
 */
final class LineRange extends InputStream {

    private final FSDataInputStream in;
    private final long end;
    private final byte[] buffer = new byte[1 << 16];
    private int filled;
    private int at;
    /** The offset in the file of {@code buffer[at]}. */
    private long position;
    /** Whether the last byte passed on ended a line (true before the first byte). */
    private boolean lineStart = true;
    /** Whether the last byte passed on was a CR: an LF next is the end of the same line. */
    private boolean afterCr;
    private boolean done;
    /** The offsets of the lines passed on and not yet asked for; the first is line {@code firstLine}. */
    private final ArrayDeque<Long> starts = new ArrayDeque<>();
    private int firstLine = 1;
    private int lines;

    LineRange(FSDataInputStream in, long start, long end) throws IOException {
        this.in = in;
        this.end = end;
        if (start > 0) {
            // the line that holds byte start - 1 belongs to the range before, unless that byte ends it
            in.seek(start - 1);
            this.position = start - 1;
            while (true) {
                if (at == filled && !fill()) {
                    done = true;
                    break;
                }
                byte b = buffer[at++];
                position++;
                if (b == '\n') {
                    break;
                }
                if (b == '\r') {
                    // a line end, CR LF or a lone CR: the LF of a CR LF belongs to it
                    if ((at < filled || fill()) && buffer[at] == '\n') {
                        at++;
                        position++;
                    }
                    break;
                }
            }
        }
    }

    private boolean fill() throws IOException {
        int n = in.read(buffer, 0, buffer.length);
        if (n <= 0) {
            return false;
        }
        filled = n;
        at = 0;
        return true;
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        return read(one, 0, 1) < 0 ? -1 : one[0] & 0xFF;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        if (len == 0) {
            return 0;
        }
        if (done) {
            return -1;
        }
        int n = 0;
        while (n < len) {
            if (at == filled && !fill()) {
                done = true;
                break;
            }
            if (lineStart && afterCr && buffer[at] == '\n') {
                // the LF of a CR LF ends the line the CR ended, even at the range's end
                at++;
                position++;
                b[off + n++] = '\n';
                afterCr = false;
                continue;
            }
            if (lineStart) {
                if (position >= end) {
                    done = true;
                    break;
                }
                starts.add(position);
                lines++;
                lineStart = false;
            }
            byte c = buffer[at++];
            position++;
            b[off + n++] = c;
            lineStart = c == '\n' || c == '\r';
            afterCr = c == '\r';
        }
        return n == 0 ? -1 : n;
    }

    /**
     * Returns the offset in the file of a line of the range that this stream has passed on. Lines must be asked for in
     * increasing order: the offsets of earlier lines are forgotten.
     *
     * @param line 1 for the range's first line
     */
    long offsetOf(int line) {
        while (firstLine < line && !starts.isEmpty()) {
            starts.poll();
            firstLine++;
        }
        if (firstLine != line || starts.isEmpty()) {
            throw new IllegalStateException("line " + line + " of the range is not known (lines " + firstLine + " .. "
                    + lines + " are)");
        }
        return starts.peek();
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
