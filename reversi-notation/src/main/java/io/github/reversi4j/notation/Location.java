package io.github.reversi4j.notation;

import io.github.reversi4j.notation.internal.Shown;
import java.io.Serializable;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * Where something was read: the source's name (a file name, or any label the caller gives), and as
 * far as they are known the index of the game in an archive, the line and column of a text, and the
 * byte offset of a binary file. Every {@link Problem} and {@link NotationException} carries one.
 *
 * <p><b>Numbering.</b> Everything a person reads counts from 1: games ({@code game 1} is the first
 * game of its source), lines, columns, and the moves of a {@link Problem} ({@code move 1} is the
 * first move). Only a byte offset counts from 0, as offsets do. The game is held as a zero-based
 * index ({@link #withGame(long)}, {@link #gameIndex()}) for code that counts, and shown as its
 * one-based {@link #gameNumber()}.
 *
 * <p>The canonical text joins the known parts: {@code WTH_1977.wtb, game 4, byte 220} (the fourth
 * game) or {@code games.ggf:12:5, game 5}. This class is immutable and thread-safe.
 */
public final class Location implements Serializable {

    private static final long serialVersionUID = 1L;

    /** The source's name, possibly empty. */
    private final String source;
    /** The zero-based game index, -1 when unknown. */
    private final long game;
    /** The one-based line, 0 when unknown. */
    private final int line;
    /** The one-based column, 0 when unknown. */
    private final int column;
    /** The zero-based byte offset, -1 when unknown. */
    private final long offset;

    private Location(String source, long game, int line, int column, long offset) {
        this.source = Objects.requireNonNull(source, "source");
        this.game = game;
        this.line = line;
        this.column = column;
        this.offset = offset;
    }

    /**
     * Returns the location of a whole source, nothing more precise known.
     *
     * @param source the source's name, e.g. a file name; may be empty
     * @return the location
     */
    public static Location of(String source) {
        return new Location(source, -1, 0, 0, -1);
    }

    /**
     * Returns this location in a given game of an archive.
     *
     * @param index the zero-based index of the game in its source
     * @return the new location
     * @throws IllegalArgumentException if the index is negative
     */
    public Location withGame(long index) {
        if (index < 0) {
            throw new IllegalArgumentException("negative game index " + index);
        }
        return new Location(source, index, line, column, offset);
    }

    /**
     * Returns this location at a line and column of a text.
     *
     * @param newLine the one-based line
     * @param newColumn the one-based column, or 0 when only the line is known
     * @return the new location
     * @throws IllegalArgumentException if the line is not positive or the column negative
     */
    public Location withLine(int newLine, int newColumn) {
        if (newLine < 1 || newColumn < 0) {
            throw new IllegalArgumentException("line " + newLine + ", column " + newColumn);
        }
        return new Location(source, game, newLine, newColumn, offset);
    }

    /**
     * Returns this location at a byte offset of a binary source.
     *
     * @param byteOffset the zero-based offset
     * @return the new location
     * @throws IllegalArgumentException if the offset is negative
     */
    public Location withOffset(long byteOffset) {
        if (byteOffset < 0) {
            throw new IllegalArgumentException("negative offset " + byteOffset);
        }
        return new Location(source, game, line, column, byteOffset);
    }

    /**
     * Returns the source's name.
     *
     * @return the name, possibly empty
     */
    public String source() {
        return source;
    }

    /**
     * Returns the zero-based index of the game in its source.
     *
     * @return the index, or empty when the location is not in a game
     */
    public OptionalLong gameIndex() {
        return game < 0 ? OptionalLong.empty() : OptionalLong.of(game);
    }

    /**
     * Returns the one-based number of the game in its source, as the canonical text shows it.
     *
     * @return the number ({@code gameIndex() + 1}), or empty when the location is not in a game
     */
    public OptionalLong gameNumber() {
        return game < 0 ? OptionalLong.empty() : OptionalLong.of(game + 1);
    }

    /**
     * Returns the one-based line of a text source.
     *
     * @return the line, or empty when unknown
     */
    public OptionalInt line() {
        return line == 0 ? OptionalInt.empty() : OptionalInt.of(line);
    }

    /**
     * Returns the one-based column of a text source.
     *
     * @return the column, or empty when unknown
     */
    public OptionalInt column() {
        return column == 0 ? OptionalInt.empty() : OptionalInt.of(column);
    }

    /**
     * Returns the zero-based byte offset in a binary source.
     *
     * @return the offset, or empty when unknown
     */
    public OptionalLong byteOffset() {
        return offset < 0 ? OptionalLong.empty() : OptionalLong.of(offset);
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof Location)) {
            return false;
        }
        Location l = (Location) o;
        return source.equals(l.source) && game == l.game && line == l.line && column == l.column && offset == l.offset;
    }

    @Override
    public int hashCode() {
        return Objects.hash(source, game, line, column, offset);
    }

    /**
     * Returns the canonical text: the source (its control and formatting characters written
     * {@code \\uXXXX}), {@code :line:column} when known, then {@code , game n} (the one-based
     * {@linkplain #gameNumber() number}) and {@code , byte n} (zero-based) when known.
     *
     * @return e.g. {@code games.ggf:12:5, game 4}
     */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(source.isEmpty() ? "<input>" : Shown.text(source, Integer.MAX_VALUE));
        if (line > 0) {
            sb.append(':').append(line);
            if (column > 0) {
                sb.append(':').append(column);
            }
        }
        if (game >= 0) {
            sb.append(", game ").append(game + 1);
        }
        if (offset >= 0) {
            sb.append(", byte ").append(offset);
        }
        return sb.toString();
    }
}
