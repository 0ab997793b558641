package io.github.reversi4j.notation.wthor;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * Writes WTHOR game files (<a href="../doc-files/formats.html#3">FORMATS §3</a>): the 16-byte header, then the records. Writing the header and
 * records a {@link WthorReader} read gives back the file's bytes.
 *
 * <p>Name files are written by {@link WthorNames#write(OutputStream)}.
 */
public final class WthorWriter {

    private WthorWriter() {
    }

    /**
     * Writes a game file.
     *
     * @param out where to write; not closed
     * @param header the header; its game count must be the number of games, its board size theirs
     * @param games the records
     * @throws IOException if writing fails
     * @throws IllegalArgumentException if the header's count or board size does not match the games
     */
    public static void write(OutputStream out, WthorHeader header, List<WthorGame> games) throws IOException {
        if (header.games() != games.size()) {
            throw new IllegalArgumentException("the header announces " + header.games() + " games, " + games.size() + " are given");
        }
        for (WthorGame g : games) {
            if (g.side() != header.boardSide()) {
                throw new IllegalArgumentException("a " + g.side() + "x" + g.side() + " game in a file of "
                        + header.boardSide() + "x" + header.boardSide() + " games");
            }
        }
        out.write(header.toBytes());
        for (WthorGame g : games) {
            out.write(g.bytes());
        }
    }

    /**
     * Returns the bytes of a game file.
     *
     * @param header the header; its game count must be the number of games, its board size theirs
     * @param games the records
     * @return the bytes
     * @throws IllegalArgumentException if the header's count or board size does not match the games
     */
    public static byte[] toBytes(WthorHeader header, List<WthorGame> games) {
        ByteArrayOutputStream b = new ByteArrayOutputStream(WthorHeader.SIZE + games.size() * 68);
        try {
            write(b, header, games);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return b.toByteArray();
    }
}
