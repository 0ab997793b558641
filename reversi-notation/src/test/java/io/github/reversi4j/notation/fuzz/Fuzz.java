package io.github.reversi4j.notation.fuzz;

import static org.assertj.core.api.Assertions.fail;

import io.github.reversi4j.notation.NotationException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The mutation campaign's engine: mutates seed inputs with a {@link SplittableRandom} per case and
 * checks that a reader either returns or throws a {@link NotationException} with a location - never
 * another exception, never a hang (every batch of cases runs under a time bound), never an
 * allocation of more than {@link #MAX_ALLOCATION} bytes for one case (measured on HotSpot).
 *
 * <p>Every case is reproducible from its seed: {@link #mutate(long, List, byte[][], boolean)} with
 * the same seed, seeds and dictionary gives the same input. A failure names the case seed, the
 * mutated input and the stack trace.
 */
final class Fuzz {

    /** The allocation bound of one case: far below what a count field of 2^31 would make a reader allocate. */
    static final long MAX_ALLOCATION = 64L << 20;
    /** The time bound of one batch of cases. */
    static final long BATCH_SECONDS = 60;
    /** The cases of one batch. */
    static final int BATCH = 2_000;

    /** The number of cases per format in a default build, times the factor of {@code reversi4j.fuzz.factor}. */
    static int cases(int base) {
        String f = System.getProperty("reversi4j.fuzz.factor", "1").strip();
        long factor;
        try {
            factor = Math.max(1, Long.parseLong(f.isEmpty() ? "1" : f));
        } catch (NumberFormatException e) {
            factor = 1;
        }
        return (int) Math.min(Integer.MAX_VALUE, base * factor);
    }

    /** A reader under test, run on one input. */
    @FunctionalInterface
    interface Target {
        /**
         * Reads an input to its end.
         *
         * @param input the bytes
         * @throws NotationException the one exception allowed
         * @throws Exception anything else is a failure
         */
        void run(byte[] input) throws Exception;
    }

    /** The outcome of a campaign, for the report. */
    static final class Result {
        final String format;
        final long cases;
        final long exceptions;
        final long millis;

        Result(String format, long cases, long exceptions, long millis) {
            this.format = format;
            this.cases = cases;
            this.exceptions = exceptions;
            this.millis = millis;
        }

        @Override
        public String toString() {
            return format + ": " + cases + " cases, " + exceptions + " NotationExceptions, " + millis + " ms";
        }
    }

    private Fuzz() {
    }

    // ---- allocation measurement (HotSpot's com.sun.management.ThreadMXBean, found by reflection) ----

    private static final Object MX;
    private static final Method ALLOCATED;

    static {
        Object mx = null;
        Method m = null;
        try {
            mx = Class.forName("java.lang.management.ManagementFactory").getMethod("getThreadMXBean").invoke(null);
            Class<?> sun = Class.forName("com.sun.management.ThreadMXBean");
            if (sun.isInstance(mx)) {
                m = sun.getMethod("getCurrentThreadAllocatedBytes");
                m.invoke(mx);
            } else {
                mx = null;
            }
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            mx = null;
            m = null;
        }
        MX = mx;
        ALLOCATED = m;
    }

    /** Tells whether allocations can be measured on this JVM. */
    static boolean measuresAllocation() {
        return ALLOCATED != null;
    }

    /** The bytes the current thread has allocated so far, or -1 when unknown. */
    static long allocated() {
        if (ALLOCATED == null) {
            return -1;
        }
        try {
            return (Long) ALLOCATED.invoke(MX);
        } catch (ReflectiveOperationException e) {
            return -1;
        }
    }

    // ---- the campaign ----

    /**
     * Runs a campaign: {@code cases} inputs mutated from the seeds, in batches spread over the
     * processors, each batch under {@link #BATCH_SECONDS}.
     *
     * @param format the format's name, for messages
     * @param baseSeed the campaign's seed; case {@code i} has the seed {@code baseSeed + i * GOLDEN}
     * @param cases the number of cases
     * @param seeds the inputs to mutate
     * @param dictionary tokens of the format to insert
     * @param binary true for a binary format (field mutations), false for text (token mutations)
     * @param target the reader under test
     * @return the counts and time
     */
    static Result run(String format, long baseSeed, int cases, List<byte[]> seeds, byte[][] dictionary, boolean binary,
            Target target) {
        if (seeds.isEmpty()) {
            throw new IllegalArgumentException("no seeds for " + format);
        }
        long start = System.nanoTime();
        int threads = Math.max(1, Math.min(4, Runtime.getRuntime().availableProcessors()));
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "fuzz-" + format);
            t.setDaemon(true);
            return t;
        });
        AtomicLong exceptions = new AtomicLong();
        List<Future<?>> futures = new ArrayList<>();
        List<long[]> ranges = new ArrayList<>();
        List<AtomicLong> current = new ArrayList<>();
        try {
            for (int from = 0; from < cases; from += BATCH) {
                int lo = from;
                int hi = Math.min(cases, from + BATCH);
                AtomicLong running = new AtomicLong(Long.MIN_VALUE);
                current.add(running);
                ranges.add(new long[] {lo, hi});
                futures.add(pool.submit(() -> {
                    for (int i = lo; i < hi; i++) {
                        long seed = caseSeed(baseSeed, i);
                        running.set(seed);
                        if (runCase(format, seed, seeds, dictionary, binary, target)) {
                            exceptions.incrementAndGet();
                        }
                    }
                    return null;
                }));
            }
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(BATCH_SECONDS) * Math.max(1, futures.size() / threads + 1);
            for (int k = 0; k < futures.size(); k++) {
                try {
                    long left = Math.max(TimeUnit.SECONDS.toNanos(BATCH_SECONDS), deadline - System.nanoTime());
                    futures.get(k).get(left, TimeUnit.NANOSECONDS);
                } catch (TimeoutException e) {
                    long seed = current.get(k).get();
                    fail(format + ": cases " + ranges.get(k)[0] + ".." + ranges.get(k)[1] + " did not end in time; the case"
                            + " running was seed " + seed + ", input " + show(mutate(seed, seeds, dictionary, binary)));
                } catch (ExecutionException e) {
                    Throwable c = e.getCause();
                    if (c instanceof AssertionError) {
                        throw (AssertionError) c;
                    }
                    throw new AssertionError(format + ": the campaign failed", c);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new AssertionError("interrupted", e);
                }
            }
        } finally {
            pool.shutdownNow();
        }
        return new Result(format, cases, exceptions.get(), (System.nanoTime() - start) / 1_000_000);
    }

    static long caseSeed(long baseSeed, long i) {
        return baseSeed + i * 0x9E3779B97F4A7C15L;
    }

    /**
     * Runs one case.
     *
     * @return true when the reader threw a NotationException
     */
    static boolean runCase(String format, long seed, List<byte[]> seeds, byte[][] dictionary, boolean binary,
            Target target) {
        byte[] input = mutate(seed, seeds, dictionary, binary);
        long before = allocated();
        boolean threw = false;
        try {
            target.run(input);
        } catch (NotationException e) {
            threw = true;
            if (e.location() == null || e.kind() == null || !e.getMessage().startsWith(e.location().toString())) {
                fail(format + " seed " + seed + ": a NotationException without its location: " + e + "\ninput "
                        + show(input));
            }
        } catch (AssertionError e) {
            throw new AssertionError(format + " seed " + seed + ": " + e.getMessage() + "\ninput " + show(input), e);
        } catch (Throwable t) {
            StringWriter w = new StringWriter();
            t.printStackTrace(new PrintWriter(w));
            fail(format + " seed " + seed + ": " + t + " escaped the reader (only NotationException may)\ninput "
                    + show(input) + "\n" + w);
        }
        long after = allocated();
        if (before >= 0 && after >= 0 && after - before > MAX_ALLOCATION) {
            fail(format + " seed " + seed + ": one case allocated " + (after - before) + " bytes (bound " + MAX_ALLOCATION
                    + ")\ninput " + show(input));
        }
        return threw;
    }

    // ---- mutations ----

    private static final int[] INTERESTING_8 = {0, 1, 0x7F, 0x80, 0xFF, 8, 10, 16, 64, 65, 99, 100};
    private static final long[] INTERESTING_32 = {0, 1, 0x7F, 0xFF, 0xFFFF, 0x7FFF_FFFFL, 0x8000_0000L, 0xFFFF_FFFFL,
        0x10000, 1000, 60, 61};

    /**
     * Returns the input of a case: a seed, mutated one to four times (more rarely up to 12).
     *
     * @param seed the case seed
     * @param seeds the inputs to mutate
     * @param dictionary tokens to insert
     * @param binary field mutations for binary formats
     * @return the input
     */
    static byte[] mutate(long seed, List<byte[]> seeds, byte[][] dictionary, boolean binary) {
        SplittableRandom r = new SplittableRandom(seed);
        byte[] b = seeds.get(r.nextInt(seeds.size())).clone();
        int n = r.nextInt(8) == 0 ? 1 + r.nextInt(12) : 1 + r.nextInt(4);
        for (int k = 0; k < n; k++) {
            b = once(r, b, seeds, dictionary, binary);
        }
        return b;
    }

    private static byte[] once(SplittableRandom r, byte[] b, List<byte[]> seeds, byte[][] dict, boolean binary) {
        int len = b.length;
        int op = r.nextInt(binary ? 12 : 13);
        if (!binary && op >= 10) {
            return op == 10 ? numericValue(r, b) : op == 11 ? structure(r, b) : lookalike(r, b);
        }
        if (binary && op == 11) {
            return recordCount(r, b);
        }
        switch (op) {
            case 0: { // flip a bit
                if (len == 0) {
                    return b;
                }
                b[r.nextInt(len)] ^= (byte) (1 << r.nextInt(8));
                return b;
            }
            case 1: { // set a byte to a random or interesting value
                if (len == 0) {
                    return b;
                }
                int i = r.nextInt(len);
                b[i] = (byte) (r.nextBoolean() ? r.nextInt(256) : INTERESTING_8[r.nextInt(INTERESTING_8.length)]);
                return b;
            }
            case 2: // truncate
                return java.util.Arrays.copyOf(b, len == 0 ? 0 : r.nextInt(len));
            case 3: { // delete a span
                if (len == 0) {
                    return b;
                }
                int from = r.nextInt(len);
                int to = Math.min(len, from + 1 + r.nextInt(r.nextBoolean() ? 4 : 32));
                return cat(slice(b, 0, from), slice(b, to, len));
            }
            case 4: { // insert a token of the format
                byte[] t = dict[r.nextInt(dict.length)];
                int at = binary ? r.nextInt(len + 1) : boundary(r, b);
                return cat(slice(b, 0, at), t, slice(b, at, len));
            }
            case 5: { // insert random bytes
                byte[] t = new byte[1 + r.nextInt(8)];
                for (int i = 0; i < t.length; i++) {
                    t[i] = (byte) r.nextInt(256);
                }
                int at = r.nextInt(len + 1);
                return cat(slice(b, 0, at), t, slice(b, at, len));
            }
            case 6: { // duplicate a span
                if (len == 0) {
                    return b;
                }
                int from = r.nextInt(len);
                int to = Math.min(len, from + 1 + r.nextInt(64));
                int at = r.nextInt(len + 1);
                return cat(slice(b, 0, at), slice(b, from, to), slice(b, at, len));
            }
            case 7: // swap two fields: tokens of a text, 2-byte fields of a binary file
                return binary ? swapFields(r, b) : swapTokens(r, b);
            case 8: { // splice with another seed
                byte[] o = seeds.get(r.nextInt(seeds.size()));
                int cut = r.nextInt(len + 1);
                int from = r.nextInt(o.length + 1);
                return cat(slice(b, 0, cut), slice(o, from, o.length));
            }
            case 9: // delete a token of a text, or a 68-byte record's worth of a binary
                if (binary) {
                    if (len < 2) {
                        return b;
                    }
                    int from = r.nextInt(len);
                    return cat(slice(b, 0, from), slice(b, Math.min(len, from + (r.nextBoolean() ? 68 : 2)), len));
                }
                return deleteToken(r, b);
            default: { // binary: an interesting little-endian value in a field
                if (len < 4) {
                    return b;
                }
                int at = r.nextInt(8) < 5 ? 4 + r.nextInt(Math.min(len, 16) - 3) : r.nextInt(len - 3);
                long v = INTERESTING_32[r.nextInt(INTERESTING_32.length)];
                int width = r.nextBoolean() ? 2 : 4;
                for (int i = 0; i < width && at + i < len; i++) {
                    b[at + i] = (byte) (v >>> (8 * i));
                }
                return b;
            }
        }
    }

    /** Numbers a reader must bound before any arithmetic: huge, tiny, signed, exponents, non-ASCII digits. */
    static final String[] NUMBERS = {"0", "-0", "+0", "1", "-1", "64", "65", "-64.000", "+64.000", "0.5", ".5", "5.", "-.",
        "255", "256", "65535", "2147483647", "2147483648", "-2147483649", "9223372036854775808", "99999999999999999999",
        "1e999999999", "1E+999999999", "1e-999999999", "-1e999999999", "1e2", "0x10", "NaN", "Infinity", "--1", "+-1",
        "1..2", "0.0000000001", "123456789012.5", "８", "٨", "٦٤", "６４", "¹", "Ⅷ"};

    /** Lookalikes of ASCII letters and digits: they must never read as squares or numbers. */
    static final String[][] LOOKALIKES = {{"i", "İ"}, {"k", "K"}, {"d", "ｄ"}, {"a", "а"},
        {"0", "０"}, {"3", "٣"}, {"5", "５"}, {"8", "٨"}, {"1", "¹"}, {"e", "е"}};

    /** Replaces a number of the text (an ASCII digit run, with its sign and point) with a hostile one. */
    private static byte[] numericValue(SplittableRandom r, byte[] b) {
        List<int[]> runs = new ArrayList<>();
        int i = 0;
        while (i < b.length) {
            if (b[i] >= '0' && b[i] <= '9') {
                int s = i;
                if (s > 0 && (b[s - 1] == '-' || b[s - 1] == '+')) {
                    s--;
                }
                while (i < b.length && ((b[i] >= '0' && b[i] <= '9') || b[i] == '.')) {
                    i++;
                }
                runs.add(new int[] {s, i});
            } else {
                i++;
            }
        }
        byte[] v = NUMBERS[r.nextInt(NUMBERS.length)].getBytes(StandardCharsets.UTF_8);
        if (runs.isEmpty()) {
            int at = r.nextInt(b.length + 1);
            return cat(slice(b, 0, at), v, slice(b, at, b.length));
        }
        int[] x = runs.get(r.nextInt(runs.size()));
        return cat(slice(b, 0, x[0]), v, slice(b, x[1], b.length));
    }

    /**
     * A structural fault: a closing delimiter deleted (a value, game, comment or variation left open),
     * an opening one inserted, a game's line duplicated or two lines joined.
     */
    private static byte[] structure(SplittableRandom r, byte[] b) {
        int len = b.length;
        switch (r.nextInt(4)) {
            case 0: { // delete a closer
                List<Integer> at = new ArrayList<>();
                for (int i = 0; i < len; i++) {
                    if (b[i] == ']' || b[i] == ')' || b[i] == '}' || b[i] == '"' || b[i] == ';') {
                        at.add(i);
                    }
                }
                if (at.isEmpty()) {
                    return b;
                }
                int k = at.get(r.nextInt(at.size()));
                return cat(slice(b, 0, k), slice(b, k + 1, len));
            }
            case 1: { // insert an opener
                byte[][] openers = {{'('}, {'{'}, {'['}, {'"'}, {'(', ';'}, {'2', ' ', '('}};
                int k = boundary(r, b);
                return cat(slice(b, 0, k), openers[r.nextInt(openers.length)], slice(b, k, len));
            }
            case 2: { // duplicate a line (a game of a line-based format)
                List<int[]> lines = lines(b);
                int[] x = lines.get(r.nextInt(lines.size()));
                return cat(slice(b, 0, x[1]), new byte[] {'\n'}, slice(b, x[0], len));
            }
            default: { // join two lines
                for (int tries = 0; tries < 4 && len > 0; tries++) {
                    int k = r.nextInt(len);
                    if (b[k] == '\n') {
                        return cat(slice(b, 0, k), slice(b, k + 1, len));
                    }
                }
                return b;
            }
        }
    }

    private static List<int[]> lines(byte[] b) {
        List<int[]> out = new ArrayList<>();
        int s = 0;
        for (int i = 0; i <= b.length; i++) {
            if (i == b.length || b[i] == '\n') {
                out.add(new int[] {s, i});
                s = i + 1;
            }
        }
        return out;
    }

    /** Replaces an ASCII letter or digit with a Unicode lookalike. */
    private static byte[] lookalike(SplittableRandom r, byte[] b) {
        String[] pair = LOOKALIKES[r.nextInt(LOOKALIKES.length)];
        byte c = (byte) pair[0].charAt(0);
        List<Integer> at = new ArrayList<>();
        for (int i = 0; i < b.length; i++) {
            if (b[i] == c || b[i] == (byte) Character.toUpperCase(pair[0].charAt(0))) {
                at.add(i);
            }
        }
        byte[] v = pair[1].getBytes(StandardCharsets.UTF_8);
        int k = at.isEmpty() ? r.nextInt(b.length + 1) : at.get(r.nextInt(at.size()));
        return cat(slice(b, 0, k), v, slice(b, Math.min(b.length, at.isEmpty() ? k : k + 1), b.length));
    }

    /** A WTHOR header count near the number of records the bytes hold: off by a little, zero, or the truth. */
    private static byte[] recordCount(SplittableRandom r, byte[] b) {
        if (b.length < 16) {
            return b;
        }
        long records = (b.length - 16) / 68;
        long[] choices = {0, 1, records, records - 1, records + 1, records / 2, records * 2 + 1};
        long v = Math.max(0, choices[r.nextInt(choices.length)]);
        for (int i = 0; i < 4; i++) {
            b[4 + i] = (byte) (v >>> (8 * i));
        }
        return b;
    }

    private static int boundary(SplittableRandom r, byte[] b) {
        int at = r.nextInt(b.length + 1);
        if (r.nextBoolean()) {
            while (at < b.length && b[at] != ' ' && b[at] != '\n') {
                at++;
            }
        }
        return at;
    }

    private static List<int[]> tokens(byte[] b) {
        List<int[]> t = new ArrayList<>();
        int i = 0;
        while (i < b.length) {
            while (i < b.length && isSpace(b[i])) {
                i++;
            }
            int s = i;
            while (i < b.length && !isSpace(b[i])) {
                i++;
            }
            if (i > s) {
                t.add(new int[] {s, i});
            }
        }
        return t;
    }

    private static boolean isSpace(byte c) {
        return c == ' ' || c == '\n' || c == '\r' || c == '\t';
    }

    private static byte[] swapTokens(SplittableRandom r, byte[] b) {
        List<int[]> t = tokens(b);
        if (t.size() < 2) {
            return b;
        }
        int i = r.nextInt(t.size());
        int j = r.nextInt(t.size());
        if (i == j) {
            return b;
        }
        int[] x = t.get(Math.min(i, j));
        int[] y = t.get(Math.max(i, j));
        return cat(slice(b, 0, x[0]), slice(b, y[0], y[1]), slice(b, x[1], y[0]), slice(b, x[0], x[1]), slice(b, y[1], b.length));
    }

    private static byte[] deleteToken(SplittableRandom r, byte[] b) {
        List<int[]> t = tokens(b);
        if (t.isEmpty()) {
            return b;
        }
        int[] x = t.get(r.nextInt(t.size()));
        return cat(slice(b, 0, x[0]), slice(b, x[1], b.length));
    }

    private static byte[] swapFields(SplittableRandom r, byte[] b) {
        if (b.length < 4) {
            return b;
        }
        int w = r.nextBoolean() ? 2 : 1;
        int i = r.nextInt(b.length - w + 1);
        int j = r.nextInt(b.length - w + 1);
        for (int k = 0; k < w; k++) {
            byte t = b[i + k];
            b[i + k] = b[j + k];
            b[j + k] = t;
        }
        return b;
    }

    static byte[] slice(byte[] b, int from, int to) {
        return java.util.Arrays.copyOfRange(b, Math.max(0, Math.min(from, b.length)), Math.max(0, Math.min(to, b.length)));
    }

    static byte[] cat(byte[]... parts) {
        int n = 0;
        for (byte[] p : parts) {
            n += p.length;
        }
        byte[] out = new byte[n];
        int at = 0;
        for (byte[] p : parts) {
            System.arraycopy(p, 0, out, at, p.length);
            at += p.length;
        }
        return out;
    }

    static byte[][] dictionary(String... tokens) {
        byte[][] d = new byte[tokens.length][];
        for (int i = 0; i < tokens.length; i++) {
            d[i] = tokens[i].getBytes(StandardCharsets.UTF_8);
        }
        return d;
    }

    /** The input for a failure message: escaped text, at most 600 characters, and its length. */
    static String show(byte[] b) {
        StringBuilder sb = new StringBuilder("(" + b.length + " bytes) \"");
        for (int i = 0; i < b.length && sb.length() < 600; i++) {
            int c = b[i] & 0xFF;
            if (c >= 0x20 && c < 0x7F && c != '\\' && c != '"') {
                sb.append((char) c);
            } else {
                sb.append(String.format("\\x%02x", c));
            }
        }
        return sb.append(b.length > 0 && sb.length() >= 600 ? "...\"" : "\"").toString();
    }
}
