package io.github.reversi4j.eval.internal;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Square;
import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;

/**
 * The pattern evaluation on bitboards: {@link #evaluate(long, long)} is the predicted final disc
 * margin of the side to move in units of 1/{@link #UNIT} disc. Immutable and thread-safe.
 *
 * <p>The weights file (docs/EVALUATION.md) is a gzip stream of, big-endian: the 8 bytes
 * {@code R4JPATT1}; the version (int, 1); the unit (int, 128); the phases (int, 15); the patterns
 * (int, 11) and for each its squares and instances (two ints); the size of a phase's feature space
 * (int); the number of weights stored per phase (int); then each phase's weights as shorts, one for
 * each index {@code i} of the feature space with {@code mirror(i) >= i}, in increasing order; and last
 * the CRC-32 (int) of every byte before it. Nothing may follow.
 */
public final class Evaluator {

    /** Units of the evaluation per disc. */
    public static final int UNIT = 128;
    /** The name of the bundled weights resource. */
    public static final String RESOURCE = "/io/github/reversi4j/eval/weights.bin";
    private static final byte[] MAGIC = "R4JPATT1".getBytes(StandardCharsets.US_ASCII);
    private static final int VERSION = 1;
    /** The largest file accepted, uncompressed. */
    private static final int MAX_BYTES = 1 << 24;

    private static volatile Evaluator standard;

    private final short[][] weights;

    private Evaluator(short[][] weights) {
        this.weights = weights;
    }

    /**
     * The discs of a position on the 8x8 board as bitboards (bit {@code 8 * row + column}): the side to
     * move's, then the other side's. The caller has checked the board's size.
     *
     * @param state a position on the 8x8 board
     * @return {side to move, other side}
     */
    public static long[] sides(GameState state) {
        long p = 0;
        long o = 0;
        Color me = state.toMove();
        for (Square sq : state.board().geometry().squares()) {
            var c = state.board().colorAt(sq);
            if (c.isPresent()) {
                long bit = 1L << (sq.row() * 8 + sq.column());
                if (c.get() == me) {
                    p |= bit;
                } else {
                    o |= bit;
                }
            }
        }
        return new long[] {p, o};
    }

    /**
     * Returns the evaluation of the bundled weights, read on first use.
     *
     * @return the shared evaluation
     * @throws BadWeightsException when the resource is missing or corrupt
     */
    public static Evaluator standard() {
        Evaluator e = standard;
        if (e == null) {
            synchronized (Evaluator.class) {
                e = standard;
                if (e == null) {
                    e = load(RESOURCE);
                    standard = e;
                }
            }
        }
        return e;
    }

    /** Reads the weights of a resource of this module. */
    static Evaluator load(String resource) {
        try (InputStream in = Evaluator.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new BadWeightsException(resource, "resource not found", null);
            }
            return read(in, resource);
        } catch (IOException e) {
            throw new BadWeightsException(resource, "cannot be read: " + e, e);
        }
    }

    /**
     * Reads weights in the format of the class comment.
     *
     * @param in the stream, read to its end (not closed)
     * @param source its name, for the errors
     * @return the evaluation
     * @throws BadWeightsException when the stream is not such a file
     */
    public static Evaluator read(InputStream in, String source) {
        byte[] raw;
        try {
            GZIPInputStream z = new GZIPInputStream(new BufferedInputStream(in));
            ByteArrayOutputStream buf = new ByteArrayOutputStream();
            byte[] chunk = new byte[1 << 16];
            int n;
            while ((n = z.read(chunk)) > 0) {
                buf.write(chunk, 0, n);
                if (buf.size() > MAX_BYTES) {
                    throw new BadWeightsException(source, "longer than " + MAX_BYTES + " bytes", null);
                }
            }
            raw = buf.toByteArray();
        } catch (EOFException e) {
            throw new BadWeightsException(source, "truncated", e);
        } catch (IOException e) {
            throw new BadWeightsException(source, "not a gzip stream of weights: " + e.getMessage(), e);
        }
        if (raw.length < 4) {
            throw new BadWeightsException(source, "truncated: " + raw.length + " bytes", null);
        }
        CRC32 crc = new CRC32();
        crc.update(raw, 0, raw.length - 4);
        int stored = ((raw[raw.length - 4] & 0xFF) << 24) | ((raw[raw.length - 3] & 0xFF) << 16)
                | ((raw[raw.length - 2] & 0xFF) << 8) | (raw[raw.length - 1] & 0xFF);
        DataInputStream d = new DataInputStream(new java.io.ByteArrayInputStream(raw, 0, raw.length - 4));
        try {
            byte[] magic = new byte[MAGIC.length];
            d.readFully(magic);
            if (!java.util.Arrays.equals(magic, MAGIC)) {
                throw new BadWeightsException(source, "wrong header (not R4JPATT1)", null);
            }
            expect(source, "version", VERSION, d.readInt());
            expect(source, "unit", UNIT, d.readInt());
            expect(source, "phases", Patterns.PHASES, d.readInt());
            expect(source, "patterns", Patterns.KINDS, d.readInt());
            for (int k = 0; k < Patterns.KINDS; k++) {
                expect(source, "squares of pattern " + k, Patterns.squares(k), d.readInt());
                expect(source, "instances of pattern " + k, Patterns.instances(k), d.readInt());
            }
            expect(source, "feature space", Patterns.SIZE, d.readInt());
            int stored0 = storedCount();
            expect(source, "weights per phase", stored0, d.readInt());
            short[][] w = new short[Patterns.PHASES][Patterns.SIZE];
            for (int ph = 0; ph < Patterns.PHASES; ph++) {
                short[] row = w[ph];
                for (int i = 0; i < Patterns.SIZE; i++) {
                    int m = Patterns.mirror(i);
                    if (m >= i) {
                        row[i] = d.readShort();
                    } else {
                        row[i] = row[m];
                    }
                }
            }
            if (d.available() != 0) {
                throw new BadWeightsException(source, d.available() + " bytes after the weights", null);
            }
            if ((int) crc.getValue() != stored) {
                throw new BadWeightsException(source,
                        String.format("checksum %08x, the file says %08x", (int) crc.getValue(), stored), null);
            }
            return new Evaluator(w);
        } catch (EOFException e) {
            throw new BadWeightsException(source, "truncated", e);
        } catch (IOException e) {
            throw new BadWeightsException(source, "cannot be read: " + e, e);
        }
    }

    private static void expect(String source, String what, int expected, int found) {
        if (expected != found) {
            throw new BadWeightsException(source, what + ": " + found + ", expected " + expected, null);
        }
    }

    private static int storedCount() {
        int c = 0;
        for (int i = 0; i < Patterns.SIZE; i++) {
            if (Patterns.mirror(i) >= i) {
                c++;
            }
        }
        return c;
    }

    /**
     * Makes an evaluation of the given weights, one array of {@link Patterns#SIZE} per phase; an index
     * and its mirror must hold the same weight.
     *
     * @param weights the weights, in units of 1/{@link #UNIT} disc (copied)
     * @return the evaluation
     * @throws IllegalArgumentException when the shape is wrong or a mirror pair differs
     */
    public static Evaluator of(short[][] weights) {
        if (weights.length != Patterns.PHASES) {
            throw new IllegalArgumentException("expected " + Patterns.PHASES + " phases, got " + weights.length);
        }
        short[][] w = new short[Patterns.PHASES][];
        for (int ph = 0; ph < Patterns.PHASES; ph++) {
            if (weights[ph].length != Patterns.SIZE) {
                throw new IllegalArgumentException("phase " + ph + ": expected " + Patterns.SIZE + " weights");
            }
            w[ph] = weights[ph].clone();
            for (int i = 0; i < Patterns.SIZE; i++) {
                if (w[ph][Patterns.mirror(i)] != w[ph][i]) {
                    throw new IllegalArgumentException("phase " + ph + ": weights " + i + " and its mirror differ");
                }
            }
        }
        return new Evaluator(w);
    }

    /**
     * Writes these weights in the format of the class comment.
     *
     * @param out the stream (not closed; the gzip stream is finished)
     * @throws IOException when the stream fails
     */
    public void write(OutputStream out) throws IOException {
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        DataOutputStream d = new DataOutputStream(buf);
        d.write(MAGIC);
        d.writeInt(VERSION);
        d.writeInt(UNIT);
        d.writeInt(Patterns.PHASES);
        d.writeInt(Patterns.KINDS);
        for (int k = 0; k < Patterns.KINDS; k++) {
            d.writeInt(Patterns.squares(k));
            d.writeInt(Patterns.instances(k));
        }
        d.writeInt(Patterns.SIZE);
        d.writeInt(storedCount());
        for (short[] row : weights) {
            for (int i = 0; i < Patterns.SIZE; i++) {
                if (Patterns.mirror(i) >= i) {
                    d.writeShort(row[i]);
                }
            }
        }
        d.flush();
        byte[] raw = buf.toByteArray();
        CRC32 crc = new CRC32();
        crc.update(raw);
        d.writeInt((int) crc.getValue());
        d.flush();
        GZIPOutputStream z = new GZIPOutputStream(out);
        z.write(buf.toByteArray());
        z.finish();
    }

    /**
     * Returns the weight of one feature in one phase.
     *
     * @param phase the phase
     * @param index the index in the phase's feature space
     * @return the weight, in units of 1/{@link #UNIT} disc
     */
    public int weight(int phase, int index) {
        return weights[phase][index];
    }

    /**
     * The predicted final disc margin of the side to move, in units of 1/{@link #UNIT} disc.
     *
     * @param player the discs of the side to move
     * @param opponent the opponent's discs (no square in both)
     * @return the predicted margin in units of 1/{@link #UNIT} disc
     */
    public int evaluate(long player, long opponent) {
        return Patterns.sum(player, opponent, weights[Patterns.phase(Long.bitCount(player | opponent))]);
    }

    /**
     * Weights that are missing or corrupt; the public API reports them as {@code
     * io.github.reversi4j.eval.InvalidWeightsException}, and this package depends on none of the API's.
     */
    public static final class BadWeightsException extends RuntimeException {

        private static final long serialVersionUID = 1L;

        /** Where the weights came from. */
        private final String source;
        /** What is wrong with them. */
        private final String reason;

        BadWeightsException(String source, String reason, Throwable cause) {
            super("invalid evaluation weights (" + source + "): " + reason, cause);
            this.source = source;
            this.reason = reason;
        }

        /**
         * Returns where the weights came from.
         *
         * @return the resource's name or {@code stream}
         */
        public String source() {
            return source;
        }

        /**
         * Returns what is wrong with the weights.
         *
         * @return the reason
         */
        public String reason() {
            return reason;
        }
    }
}
