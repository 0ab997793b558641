package io.github.reversi4j.solver;

/**
 * The transposition table: bounds of exact endgame values, shared by the threads of a search. Each
 * entry is three {@code long}s: the two bitboards, each XOR-ed with the data word, and the data word
 * (lower bound, upper bound, best square, empties). An entry torn by two threads writing at once does
 * not verify, since its keys XOR-ed with its data no longer give the position, and is read as a miss.
 * Entries are in pairs: a position goes to the pair its hash selects and replaces the entry of the
 * pair that stands for less work (fewer empties). Every bound stored is a bound of the exact value,
 * whatever the window of the search that found it, so entries stay true across searches. The
 * ordering passes store moves only, with the vacuous bounds -squares - 1 and squares + 1.
 */
final class Table {

    static final int NO_MOVE = 127;
    private static final int BIAS = 128;

    private final long[] slots;
    private final int mask;

    Table(int megabytes) {
        long entries = Math.max(2, (long) megabytes * (1 << 20) / 24);
        int pow = 1;
        while ((long) pow * 2 <= entries && pow < (1 << 26)) {
            pow *= 2;
        }
        slots = new long[pow * 3];
        mask = pow - 1;
    }

    /**
     * The most megabytes a table may take now: half the heap that is free (the heap's limit less what
     * is in use), at least 1.
     */
    static long affordableMegabytes() {
        Runtime rt = Runtime.getRuntime();
        long free = rt.maxMemory() - (rt.totalMemory() - rt.freeMemory());
        return Math.max(1, free / 2 / (1 << 20));
    }

    /**
     * Allocates a table of at most the given size, halving it while the heap refuses (the heap free may
     * have shrunk since it was measured, or be in pieces).
     *
     * @throws OutOfMemoryError if not even a one-megabyte table fits
     */
    static Table allocate(int megabytes) {
        for (int mb = megabytes; ; mb /= 2) {
            try {
                return new Table(mb);
            } catch (OutOfMemoryError e) {
                if (mb <= 1) {
                    throw e;
                }
            }
        }
    }

    static long hash(long p, long o) {
        long h = p * 0x9E3779B97F4A7C15L + Long.rotateLeft(o * 0xC2B2AE3D27D4EB4FL, 31);
        h ^= h >>> 29;
        h *= 0xBF58476D1CE4E5B9L;
        return h ^ (h >>> 32);
    }

    /**
     * Returns the data word of a position, or 0 when the table does not hold it (a data word is never
     * 0: its bounds are biased).
     */
    long probe(long p, long o, long hash) {
        int i = (int) (hash & mask) & ~1;
        long[] s = slots;
        int k = i * 3;
        long d = s[k + 2];
        if ((s[k] ^ d) == p && (s[k + 1] ^ d) == o && d != 0) {
            return d;
        }
        d = s[k + 5];
        if ((s[k + 3] ^ d) == p && (s[k + 4] ^ d) == o && d != 0) {
            return d;
        }
        return 0;
    }

    /**
     * Reads the data words of the pair a hash selects and returns them combined, to be kept by the
     * caller: the read brings the pair into the cache ahead of its probe, several such reads waiting
     * on memory together instead of one after the other.
     */
    long touch(long hash) {
        int k = (int) (hash & mask) & ~1;
        return slots[k * 3 + 2] ^ slots[k * 3 + 5];
    }

    static int lower(long d) {
        return (int) (d & 0xFF) - BIAS;
    }

    static int upper(long d) {
        return (int) ((d >>> 8) & 0xFF) - BIAS;
    }

    static int move(long d) {
        return (int) ((d >>> 16) & 0x7F);
    }

    /** Stores bounds of a position, narrowing those already held for it. */
    void store(long p, long o, long hash, int lower, int upper, int move, int empties) {
        int i = (int) (hash & mask) & ~1;
        long[] s = slots;
        int k = i * 3;
        int at;
        long old = 0;
        long d0 = s[k + 2];
        long d1 = s[k + 5];
        if ((s[k] ^ d0) == p && (s[k + 1] ^ d0) == o && d0 != 0) {
            at = k;
            old = d0;
        } else if ((s[k + 3] ^ d1) == p && (s[k + 4] ^ d1) == o && d1 != 0) {
            at = k + 3;
            old = d1;
        } else {
            at = empties(d0) <= empties(d1) ? k : k + 3;
        }
        if (old != 0) {
            lower = Math.max(lower, lower(old));
            upper = Math.min(upper, upper(old));
            if (move == NO_MOVE) {
                move = move(old);
            }
        }
        long d = (long) (lower + BIAS) | ((long) (upper + BIAS) << 8) | ((long) move << 16) | ((long) empties << 24);
        s[at] = p ^ d;
        s[at + 1] = o ^ d;
        s[at + 2] = d;
    }

    /** The megabytes this table takes (about). */
    int megabytes() {
        return (int) Math.max(1, (long) slots.length * 8 / (1 << 20));
    }

    static int empties(long d) {
        return d == 0 ? -1 : (int) ((d >>> 24) & 0xFF);
    }

    /** What a test sees of one entry. */
    interface EntryVisitor {
        /**
         * Visits one entry.
         *
         * @param p the discs of the side to move
         * @param o the opponent's discs
         * @param data the data word
         */
        void visit(long p, long o, long data);
    }

    /** Visits every entry held (for tests). */
    void forEach(EntryVisitor visitor) {
        for (int k = 0; k < slots.length; k += 3) {
            long d = slots[k + 2];
            if (d != 0) {
                visitor.visit(slots[k] ^ d, slots[k + 1] ^ d, d);
            }
        }
    }

    void clear() {
        java.util.Arrays.fill(slots, 0);
    }
}
