package io.github.reversi4j.notation.text;

import io.github.reversi4j.notation.Location;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.ProblemKind;
import io.github.reversi4j.notation.internal.TextDecoder;
import io.github.reversi4j.notation.internal.TextScanner;
import java.io.InputStream;
import java.io.Reader;
import java.util.Objects;
import java.util.Optional;

/**
 * Reads an OBF file line by line (<a href="../doc-files/formats.html#5.2">FORMATS §5.2</a>): blank lines and lines that hold only a {@code %}
 * comment are skipped, every other line is an {@link ObfPosition}. A malformed line throws a
 * {@link NotationException} naming its line and column; the reader has then consumed that line and
 * the next call goes on with the following one. Not thread-safe; close it to close its source.
 */
public final class ObfReader implements AutoCloseable {

    private final TextScanner in;
    private final Location source;
    private long index;

    private ObfReader(Reader in, Location source) {
        this.in = new TextScanner(in, source);
        this.source = source;
    }

    /**
     * Returns a reader of a character stream.
     *
     * @param in the characters; closed by {@link #close()}
     * @param sourceName the source's name for locations
     * @return the reader
     */
    public static ObfReader of(Reader in, String sourceName) {
        return new ObfReader(Objects.requireNonNull(in), Location.of(sourceName));
    }

    /**
     * Returns a reader of a file's bytes, decoded as every text format is (FORMATS
     * <a href="../doc-files/formats.html#0">§0</a>): UTF-8, or UTF-16 behind its byte order mark, a byte
     * that is not UTF-8 read as ISO-8859-1.
     *
     * @param in the bytes; closed by {@link #close()}
     * @param sourceName the source's name for locations
     * @return the reader
     */
    public static ObfReader of(InputStream in, String sourceName) {
        return of(new TextDecoder(Objects.requireNonNull(in)), sourceName);
    }

    /**
     * Reads the next position.
     *
     * @return the position, or empty at the end
     * @throws NotationException if the line is malformed or the source fails
     */
    public Optional<ObfPosition> next() throws NotationException {
        while (true) {
            String line = in.nextLine(TranscriptReader.MAX_LINE);
            if (line == null) {
                return Optional.empty();
            }
            String t = line.strip();
            if (t.isEmpty() || t.startsWith("%")) {
                continue;
            }
            Location at = source.withGame(index++).withLine(in.lineNumber(), 0);
            if (in.lineWasCut()) {
                throw new NotationException(at, ProblemKind.LIMIT_EXCEEDED, "line longer than " + TranscriptReader.MAX_LINE);
            }
            return Optional.of(ObfPosition.parse(line, at));
        }
    }

    /**
     * Returns the location of the line last read: source, position index and line.
     *
     * @return the location
     */
    public Location location() {
        return source.withLine(Math.max(1, in.lineNumber()), 0);
    }

    @Override
    public void close() throws NotationException {
        in.close();
    }
}
