package io.github.reversi4j.notation.internal;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;

/**
 * The characters of a text file, however it was saved (FORMATS §0): a byte order mark chooses UTF-16
 * (little or big endian) or UTF-8 and is not part of the text; without one the bytes are UTF-8, and a
 * byte that does not belong to a well-formed UTF-8 sequence is read as the ISO-8859-1 character of the
 * same value (the character set of WTHOR's names and of older exports), so no byte is lost or turned
 * into U+FFFD. In UTF-16 an odd last byte is read the same way. Not thread-safe.
 */
public final class TextDecoder extends Reader {

    private enum Mode { UNKNOWN, UTF8, UTF16LE, UTF16BE }

    private final InputStream in;
    private final byte[] b = new byte[1 << 14];
    private int pos;
    private int len;
    private boolean eof;
    private Mode mode = Mode.UNKNOWN;
    /** The low surrogate of a pair whose high half was returned alone, or -1. */
    private int pending = -1;

    /**
     * Returns the characters of a stream.
     *
     * @param in the bytes; closed by {@link #close()}
     */
    public TextDecoder(InputStream in) {
        this.in = in;
    }

    /** Makes at least {@code need} bytes available from {@code pos}, unless the stream ends first. */
    private boolean ensure(int need) throws IOException {
        while (len - pos < need && !eof) {
            if (pos > 0) {
                System.arraycopy(b, pos, b, 0, len - pos);
                len -= pos;
                pos = 0;
            }
            int n = in.read(b, len, b.length - len);
            if (n < 0) {
                eof = true;
            } else {
                len += n;
            }
        }
        return len - pos >= need;
    }

    private void start() throws IOException {
        ensure(3);
        int n = len - pos;
        if (n >= 3 && (b[pos] & 0xFF) == 0xEF && (b[pos + 1] & 0xFF) == 0xBB && (b[pos + 2] & 0xFF) == 0xBF) {
            pos += 3;
            mode = Mode.UTF8;
        } else if (n >= 2 && (b[pos] & 0xFF) == 0xFF && (b[pos + 1] & 0xFF) == 0xFE) {
            pos += 2;
            mode = Mode.UTF16LE;
        } else if (n >= 2 && (b[pos] & 0xFF) == 0xFE && (b[pos + 1] & 0xFF) == 0xFF) {
            pos += 2;
            mode = Mode.UTF16BE;
        } else {
            mode = Mode.UTF8;
        }
    }

    @Override
    public int read(char[] cbuf, int off, int max) throws IOException {
        if (max <= 0) {
            return 0;
        }
        if (mode == Mode.UNKNOWN) {
            start();
        }
        int n = 0;
        if (pending >= 0) {
            cbuf[off + n++] = (char) pending;
            pending = -1;
        }
        while (n < max) {
            if (pos >= len) {
                // return what there is rather than wait for more
                if (n > 0 && in.available() <= 0) {
                    break;
                }
                if (!ensure(1)) {
                    break;
                }
            }
            if (mode == Mode.UTF8) {
                // a run of ASCII bytes, the whole of most records, in one tight loop
                int p = pos;
                int end = Math.min(len, p + (max - n));
                int o = off + n;
                while (p < end && b[p] >= 0) {
                    cbuf[o++] = (char) b[p++];
                }
                n = o - off;
                pos = p;
                if (p == end) {
                    continue;
                }
                int c = b[pos] & 0xFF;
                int cp = utf8();
                if (cp < 0) {
                    cbuf[off + n++] = (char) c; // not UTF-8: the ISO-8859-1 character
                    pos++;
                } else if (cp < 0x10000) {
                    cbuf[off + n++] = (char) cp;
                } else {
                    cbuf[off + n++] = Character.highSurrogate(cp);
                    if (n < max) {
                        cbuf[off + n++] = Character.lowSurrogate(cp);
                    } else {
                        pending = Character.lowSurrogate(cp);
                    }
                }
            } else {
                if (!ensure(2)) {
                    cbuf[off + n++] = (char) (b[pos++] & 0xFF);
                    continue;
                }
                int lo = b[pos + (mode == Mode.UTF16LE ? 0 : 1)] & 0xFF;
                int hi = b[pos + (mode == Mode.UTF16LE ? 1 : 0)] & 0xFF;
                cbuf[off + n++] = (char) (hi << 8 | lo);
                pos += 2;
            }
        }
        return n == 0 ? -1 : n;
    }

    /**
     * Decodes the well-formed UTF-8 sequence at {@code pos} (its lead byte is at least 0x80) and
     * moves past it; returns -1, moving nothing, when the bytes there are no such sequence.
     */
    private int utf8() throws IOException {
        int c = b[pos] & 0xFF;
        int more;
        int cp;
        int lo = 0x80;
        int hi = 0xBF;
        if (c >= 0xC2 && c <= 0xDF) {
            more = 1;
            cp = c & 0x1F;
        } else if (c >= 0xE0 && c <= 0xEF) {
            more = 2;
            cp = c & 0x0F;
            lo = c == 0xE0 ? 0xA0 : 0x80;
            hi = c == 0xED ? 0x9F : 0xBF;
        } else if (c >= 0xF0 && c <= 0xF4) {
            more = 3;
            cp = c & 0x07;
            lo = c == 0xF0 ? 0x90 : 0x80;
            hi = c == 0xF4 ? 0x8F : 0xBF;
        } else {
            return -1;
        }
        ensure(1 + more);
        if (len - pos < 1 + more) {
            return -1;
        }
        for (int k = 1; k <= more; k++) {
            int x = b[pos + k] & 0xFF;
            if (x < (k == 1 ? lo : 0x80) || x > (k == 1 ? hi : 0xBF)) {
                return -1;
            }
            cp = cp << 6 | (x & 0x3F);
        }
        pos += 1 + more;
        return cp;
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
