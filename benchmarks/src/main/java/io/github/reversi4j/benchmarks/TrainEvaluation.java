package io.github.reversi4j.benchmarks;

import io.github.reversi4j.core.internal.bitboard.Bitboards;
import io.github.reversi4j.eval.internal.Evaluator;
import io.github.reversi4j.eval.internal.Patterns;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.Locale;

/**
 * Trains the weights of the pattern evaluation ({@code reversi-eval}, docs/EVALUATION.md) from the
 * WTHOR games of the repository, deterministically: the same data and options give the same bytes,
 * whatever the number of threads.
 *
 * <p>Every game of the training years is replayed. A position with at most {@code --solve} empty
 * squares is labelled with its exact score, found by the solver (on {@code --threads} threads) and
 * kept in the {@code --labels} file ({@link LabelCache}), which a later run reads instead of solving
 * again; a position with more empties and fewer than 24 with the exact score of the first position of
 * its game with at most {@code --solve} empties; an earlier position with the game's theoretical score
 * (its value with perfect play from 24 empties, stored by WTHOR). The weights of each phase are fitted
 * on their own (a phase per thread) by full-batch gradient descent on the squared error, each weight's
 * step divided by how often its feature occurs; with {@code --blend K} a phase also learns from the
 * positions with up to K discs more or fewer than its own; {@code --prior P} (4) is the number of
 * occurrences at zero that each weight's step assumes. With {@code --between interpolate}, a position
 * with fewer than 24 empties and more than {@code --solve} is labelled between the exact values of its
 * game's positions with 24 empties and with its first exact label, in proportion to the distance to
 * each (the default, {@code anchor}, gives it the latter). With {@code --deep E:K,...}, the position
 * with {@code E} empties (above {@code --solve}, below 24) of one game in {@code K} also gets its exact
 * score, by the solver, kept in its own file {@code PREFIX-E-K.bin} of {@code --deep-labels PREFIX};
 * a position between exact labels then takes the nearest one later in its game; {@code E:K:R} names the
 * games counted {@code g} with {@code g % K == R} (its file {@code PREFIX-E-K-R.bin}), so that
 * {@code 16:2,16:2:1} labels every game's 16-empty position from two caches. With {@code --siblings
 * E:K[:R],...}, the position with {@code E} empties of those games also gives a position off the
 * played line: one of its legal moves that the player did not play (drawn by a hash of {@code --seed}
 * and the position, among those after which the opponent has a move), and the position after it,
 * labelled with its exact score by the solver and kept in {@code PREFIX-E-K.bin} of
 * {@code --sibling-labels PREFIX}. The games of the held-out years are
 * labelled the same way and report the mean absolute error by number of empties; {@code --trace N}
 * also prints, every N epochs, each phase's mean absolute error on the held-out positions of that phase
 * with exact labels (the weights do not depend on it).
 *
 * <pre>{@code
 * java -Xmx10g -cp benchmarks/target/benchmarks.jar io.github.reversi4j.benchmarks.TrainEvaluation \
 *     testdata/wthor reversi-eval/src/main/resources/io/github/reversi4j/eval/weights.bin \
 *     --train 1977-2004 --holdout 2005-2009 --solve 14 --epochs 100 --blend 2 --seed 1 \
 *     --labels target/labels/wthor-solve14.bin --deep 16:2 --deep-labels target/labels/wthor-solve14-deep \
 *     --siblings 18:4 --sibling-labels target/labels/wthor-solve14-siblings --between interpolate --threads 2
 * }</pre>
 */
public final class TrainEvaluation {

    private TrainEvaluation() {
    }

    /** The positions of one set: bitboards, label (side to move's margin), empties, year. */
    static final class Data {
        long[] p = new long[1 << 20];
        long[] o = new long[1 << 20];
        byte[] label = new byte[1 << 20];
        /** Whether the label is the position's own exact score. */
        boolean[] exact = new boolean[1 << 20];
        /** Whether the position is off the played lines: a sibling of a played move. */
        boolean[] offLine = new boolean[1 << 20];
        int size;

        void add(long pp, long oo, int y, boolean ex) {
            add(pp, oo, y, ex, false);
        }

        void add(long pp, long oo, int y, boolean ex, boolean off) {
            if (size == p.length) {
                int n = size * 2;
                p = Arrays.copyOf(p, n);
                o = Arrays.copyOf(o, n);
                label = Arrays.copyOf(label, n);
                exact = Arrays.copyOf(exact, n);
                offLine = Arrays.copyOf(offLine, n);
            }
            p[size] = pp;
            o[size] = oo;
            label[size] = (byte) y;
            exact[size] = ex;
            offLine[size] = off;
            size++;
        }
    }

    /**
     * Runs the training.
     *
     * @param args WTHOR_DIR OUT [--train Y1-Y2] [--holdout Y1-Y2] [--solve N] [--epochs N] [--seed S]
     *     [--max-games N] [--labels FILE] [--threads N] [--blend K] [--prior P] [--between anchor|interpolate]
     *     [--trace N] [--deep E[:K[:R]],...] [--deep-labels PREFIX] [--siblings E[:K[:R]],...]
     *     [--sibling-labels PREFIX]
     * @throws IOException when a file cannot be read or the weights cannot be written
     */
    public static void main(String[] args) throws IOException {
        Path dir = Path.of(args[0]);
        Path out = Path.of(args[1]);
        int[] train = {1977, 2004};
        int[] holdout = {2005, 2009};
        int solveEmpties = 14;
        int epochs = 300;
        long seed = 1;
        int maxGames = Integer.MAX_VALUE;
        Path labels = null;
        int threads = 1;
        int blend = 0;
        float prior = 4.0f;
        int trace = 0;
        boolean interpolate = false;
        String deepSpec = null;
        Path deepLabels = null;
        String siblingSpec = null;
        Path siblingLabels = null;
        for (int i = 2; i < args.length; i += 2) {
            String v = args[i + 1];
            switch (args[i]) {
                case "--train":
                    train = WthorGames.years(v);
                    break;
                case "--holdout":
                    holdout = WthorGames.years(v);
                    break;
                case "--solve":
                    solveEmpties = Integer.parseInt(v);
                    break;
                case "--epochs":
                    epochs = Integer.parseInt(v);
                    break;
                case "--seed":
                    seed = Long.parseLong(v);
                    break;
                case "--max-games":
                    maxGames = Integer.parseInt(v);
                    break;
                case "--labels":
                    labels = Path.of(v);
                    break;
                case "--blend":
                    blend = Integer.parseInt(v);
                    break;
                case "--threads":
                    threads = Integer.parseInt(v);
                    break;
                case "--prior":
                    prior = Float.parseFloat(v);
                    if (!(prior > 0 && prior <= 1e6f)) {
                        throw new IllegalArgumentException("--prior: a number in (0, 1e6], not " + v);
                    }
                    break;
                case "--trace":
                    trace = Integer.parseInt(v);
                    if (trace < 0) {
                        throw new IllegalArgumentException("--trace: an epoch count of 0 or more, not " + v);
                    }
                    break;
                case "--deep":
                    deepSpec = v;
                    break;
                case "--deep-labels":
                    deepLabels = Path.of(v);
                    break;
                case "--siblings":
                    siblingSpec = v;
                    break;
                case "--sibling-labels":
                    siblingLabels = Path.of(v);
                    break;
                case "--between":
                    if (!v.equals("anchor") && !v.equals("interpolate")) {
                        throw new IllegalArgumentException("--between: anchor or interpolate, not " + v);
                    }
                    interpolate = v.equals("interpolate");
                    break;
                default:
                    throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        Deep deep = deepSpec == null ? Deep.NONE : Deep.parse(deepSpec, solveEmpties);
        Deep siblings = siblingSpec == null ? Deep.NONE : Deep.parse("--siblings", siblingSpec, 2, 24);
        PrintStream log = System.out;
        long t0 = System.nanoTime();
        int[] years = {Math.min(train[0], holdout[0]), Math.max(train[1], holdout[1])};
        // first the positions to solve, in the order of the games, then their exact scores (cached)
        Exact exact = Exact.collecting();
        Exact[] deepExact = new Exact[deep.empties().length];
        for (int k = 0; k < deepExact.length; k++) {
            deepExact[k] = Exact.collecting();
        }
        Exact[] siblingExact = new Exact[siblings.empties().length];
        for (int k = 0; k < siblingExact.length; k++) {
            siblingExact[k] = Exact.collecting();
        }
        Lines lines = new Lines(solveEmpties, maxGames, interpolate, deep, deepExact, seed, siblings, siblingExact);
        for (int y = years[0]; y <= years[1]; y++) {
            if (inRange(y, train) || inRange(y, holdout)) {
                read(WthorGames.file(dir, y), new Data(), exact, lines);
            }
        }
        String key = "years " + years[0] + "-" + years[1] + " train " + train[0] + "-" + train[1] + " holdout "
                + holdout[0] + "-" + holdout[1] + " solve " + solveEmpties + " max-games " + maxGames;
        byte[] scores = LabelCache.scores(labels, key, exact.positions(), threads, log);
        log.printf(Locale.ROOT, "%d positions labelled exactly, %.0f s%n", scores.length, (System.nanoTime() - t0) / 1e9);
        exact = Exact.replaying(scores);
        for (int k = 0; k < deepExact.length; k++) {
            // one cache per entry, so that an entry can be added without solving the others again
            byte[] deepScores = LabelCache.scores(deep.file(deepLabels, k), key + " deep " + deep.name(k),
                    deepExact[k].positions(), threads, log);
            log.printf(Locale.ROOT, "%d positions with %d empties (%s) labelled exactly, %.0f s%n",
                    deepScores.length, deep.empties()[k], deep.name(k), (System.nanoTime() - t0) / 1e9);
            deepExact[k] = Exact.replaying(deepScores);
        }
        for (int k = 0; k < siblingExact.length; k++) {
            byte[] siblingScores = LabelCache.scores(siblings.file(siblingLabels, k),
                    key + " siblings " + siblings.name(k) + " seed " + seed, siblingExact[k].positions(), threads, log);
            log.printf(Locale.ROOT, "%d siblings of the positions with %d empties (%s) labelled exactly, %.0f s%n",
                    siblingScores.length, siblings.empties()[k], siblings.name(k), (System.nanoTime() - t0) / 1e9);
            siblingExact[k] = Exact.replaying(siblingScores);
        }
        lines = new Lines(solveEmpties, maxGames, interpolate, deep, deepExact, seed, siblings, siblingExact);
        Data trainSet = new Data();
        Data testSet = new Data();
        int[] games = new int[2];
        for (int y = years[0]; y <= years[1]; y++) {
            boolean isTrain = inRange(y, train);
            boolean isTest = inRange(y, holdout);
            if (!isTrain && !isTest) {
                continue;
            }
            Path f = WthorGames.file(dir, y);
            int g = read(f, isTrain ? trainSet : testSet, exact, lines);
            games[isTrain ? 0 : 1] += g;
            log.printf(Locale.ROOT, "%d: %d games (%s), %.0f s%n", y, g, isTrain ? "train" : "holdout",
                    (System.nanoTime() - t0) / 1e9);
        }
        log.printf(Locale.ROOT, "training positions %d from %d games, held-out positions %d from %d games%n",
                trainSet.size, games[0], testSet.size, games[1]);
        float[][] w = fit(trainSet, epochs, blend, prior, threads, trace > 0 ? testSet : null, trace, log);
        short[][] q = new short[Patterns.PHASES][Patterns.SIZE];
        for (int ph = 0; ph < Patterns.PHASES; ph++) {
            for (int i = 0; i < Patterns.SIZE; i++) {
                long v = Math.round(w[ph][i] * Evaluator.UNIT);
                q[ph][i] = (short) Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, v));
            }
        }
        Evaluator ev = Evaluator.of(q);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ev.write(bytes);
        Path tmp = out.resolveSibling(out.getFileName() + ".tmp");
        Files.write(tmp, bytes.toByteArray());
        Files.move(tmp, out, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        log.printf(Locale.ROOT, "wrote %s: %d bytes, SHA-256 %s, %.0f s%n", out, bytes.size(), sha256(bytes.toByteArray()),
                (System.nanoTime() - t0) / 1e9);
        report(ev, trainSet, "training", log);
        report(ev, testSet, "held-out", log);
        log.printf(Locale.ROOT, "seed %d (it only draws the siblings, by a hash of each position: the run is"
                + " deterministic)%n", seed);
    }

    private static boolean inRange(int y, int[] r) {
        return y >= r[0] && y <= r[1];
    }

    /**
     * The exact scores of the positions with few empties: first collected in the order the games are
     * read, then handed out again in that order.
     */
    static final class Exact {
        private final LabelCache.Positions collected;
        private final byte[] scores;
        private int next;

        private Exact(LabelCache.Positions collected, byte[] scores) {
            this.collected = collected;
            this.scores = scores;
        }

        static Exact collecting() {
            return new Exact(new LabelCache.Positions(), null);
        }

        static Exact replaying(byte[] scores) {
            return new Exact(null, scores);
        }

        LabelCache.Positions positions() {
            return collected;
        }

        int score(long p, long o) {
            if (collected != null) {
                collected.add(p, o);
                return 0;
            }
            if (next >= scores.length) {
                throw new IllegalStateException("more positions to label than the labels computed");
            }
            return scores[next++];
        }
    }

    private static String sha256(byte[] b) {
        try {
            StringBuilder sb = new StringBuilder();
            for (byte x : MessageDigest.getInstance("SHA-256").digest(b)) {
                sb.append(String.format("%02x", x));
            }
            return sb.toString();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * A share of the games' positions by number of empties: for each entry, the position with
     * {@code empties[k]} empty squares of the games counted {@code g} with {@code g % every[k] == rem[k]}
     * (the games counted in the order they are read, every file from its first used game).
     */
    record Deep(int[] empties, int[] every, int[] rem) {

        static final Deep NONE = new Deep(new int[0], new int[0], new int[0]);

        /** Parses {@code --deep}'s value: empties above {@code --solve} and below 24. */
        static Deep parse(String v, int solveEmpties) {
            return parse("--deep", v, solveEmpties + 1, 23);
        }

        /**
         * Parses {@code E[:K[:R]],...} (K 1 and R 0 when left out), each E in {@code [min, max]}, no two
         * entries naming the same position of the same game.
         */
        static Deep parse(String option, String v, int min, int max) {
            String[] items = v.split(",", -1);
            int[] e = new int[items.length];
            int[] k = new int[items.length];
            int[] r = new int[items.length];
            for (int i = 0; i < items.length; i++) {
                String[] f = items[i].split(":", -1);
                if (f.length > 3) {
                    throw new IllegalArgumentException(option + ": EMPTIES[:EVERY[:REMAINDER]],... not " + v);
                }
                try {
                    e[i] = Integer.parseInt(f[0]);
                    k[i] = f.length >= 2 ? Integer.parseInt(f[1]) : 1;
                    r[i] = f.length == 3 ? Integer.parseInt(f[2]) : 0;
                } catch (NumberFormatException x) {
                    throw new IllegalArgumentException(option + ": EMPTIES[:EVERY[:REMAINDER]],... not " + v, x);
                }
                if (e[i] < min || e[i] > max) {
                    throw new IllegalArgumentException(
                            option + ": empties from " + min + " to " + max + ", not " + e[i]);
                }
                if (k[i] < 1 || k[i] > 1_000_000) {
                    throw new IllegalArgumentException(option + ": one game in 1 to 1000000, not " + k[i]);
                }
                if (r[i] < 0 || r[i] >= k[i]) {
                    throw new IllegalArgumentException(
                            option + ": a remainder from 0 to " + (k[i] - 1) + ", not " + r[i]);
                }
                for (int j = 0; j < i; j++) {
                    // games g with g % k[i] == r[i] and g % k[j] == r[j] exist iff r[i] == r[j] mod gcd
                    int gcd = java.math.BigInteger.valueOf(k[i]).gcd(java.math.BigInteger.valueOf(k[j])).intValue();
                    if (e[j] == e[i] && r[i] % gcd == r[j] % gcd) {
                        throw new IllegalArgumentException(
                                option + ": " + items[j] + " and " + items[i] + " name the same games' positions");
                    }
                }
            }
            return new Deep(e, k, r);
        }

        boolean any() {
            return empties.length > 0;
        }

        /**
         * The entry that names the position with this many empties of the game counted {@code game},
         * or -1.
         */
        int entry(int game, int e) {
            for (int i = 0; i < empties.length; i++) {
                if (empties[i] == e && game % every[i] == rem[i]) {
                    return i;
                }
            }
            return -1;
        }

        /** Entry {@code k} as it names its cache: {@code E:K}, or {@code E:K:R} for a remainder above 0. */
        String name(int k) {
            return empties[k] + ":" + every[k] + (rem[k] == 0 ? "" : ":" + rem[k]);
        }

        /** The cache file of entry {@code k} under a prefix: {@code PREFIX-E-K.bin} or {@code PREFIX-E-K-R.bin}. */
        Path file(Path prefix, int k) {
            return prefix == null ? null
                    : prefix.resolveSibling(prefix.getFileName() + "-" + name(k).replace(':', '-') + ".bin");
        }

        @Override
        public String toString() {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < empties.length; i++) {
                sb.append(i == 0 ? "" : ",").append(name(i));
            }
            return sb.toString();
        }
    }

    /**
     * The move not played that gives a game's position its sibling: one of the legal moves other than
     * the one played after which the opponent has a move, drawn by a hash of the seed and the position
     * (so the same whatever the order or thread), or -1 when there is none.
     */
    static int sibling(long seed, long me, long op, int played) {
        long moves = Bitboards.legalMoves(me, op) & ~(1L << played);
        long candidates = 0;
        for (long m = moves; m != 0; m &= m - 1) {
            int x = Long.numberOfTrailingZeros(m);
            long f = Bitboards.flips(me, op, x);
            if (Bitboards.legalMoves(op & ~f, me | f | (1L << x)) != 0) {
                candidates |= 1L << x;
            }
        }
        if (candidates == 0) {
            return -1;
        }
        long h = mix(seed ^ mix(me) ^ mix(Long.rotateLeft(op, 29) + 0x632BE59BD9B4E019L));
        return Bitboards.select(candidates, (int) Long.remainderUnsigned(h, Long.bitCount(candidates)));
    }

    /** A 64-bit mixing function (the finaliser of a SplitMix-style generator). */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /**
     * How the games are read and labelled: the exact labels at few empties ({@code --solve}), the
     * {@code --deep} entries (entry {@code k} labelled by {@code deepExact[k]}) and the {@code --siblings}
     * entries (entry {@code k} labelled by {@code siblingExact[k]}, drawn with {@code seed}).
     */
    record Lines(int solveEmpties, int maxGames, boolean interpolate, Deep deep, Exact[] deepExact, long seed,
            Deep siblings, Exact[] siblingExact) {
    }

    /**
     * Reads the games of one WTHOR file into a set, labelled as {@code lines} says; returns the number
     * of games used.
     */
    static int read(Path file, Data set, Exact exact, Lines lines) throws IOException {
        int solveEmpties = lines.solveEmpties();
        int maxGames = lines.maxGames();
        boolean interpolate = lines.interpolate();
        Deep deep = lines.deep();
        Exact[] deepExact = lines.deepExact();
        Deep siblings = lines.siblings();
        byte[] all = Files.readAllBytes(file);
        int n = WthorGames.games(all);
        int used = 0;
        long[] ps = new long[64];
        long[] os = new long[64];
        int[] side = new int[64];
        int[] played = new int[64];
        int[] count = new int[1];
        int[] blackExact = new int[64];
        WthorGames.Visitor record = (me, op, color, x, legal) -> {
            if (legal) {
                ps[count[0]] = me;
                os[count[0]] = op;
                side[count[0]] = color;
                played[count[0]] = x;
                count[0]++;
            }
            return true;
        };
        for (int g = 0; g < n && used < maxGames; g++) {
            int theoretical = WthorGames.theoretical(all, g);
            count[0] = 0;
            WthorGames.Replayed end = WthorGames.replay(all, g, record);
            if (!end.complete()) {
                continue;
            }
            long black = end.black();
            long white = end.white();
            int color = end.color();
            // the final position: finished, or a position with empties that the solver finishes
            long me = color == 0 ? black : white;
            long op = color == 0 ? white : black;
            boolean over = Bitboards.legalMoves(me, op) == 0 && Bitboards.legalMoves(op, me) == 0;
            if (!over && 64 - Long.bitCount(black | white) > solveEmpties) {
                continue; // an unfinished game with too many empties to solve
            }
            int game = used;
            used++;
            int blackTheory = 2 * theoretical - 64;
            // exact values of the positions with at most solveEmpties empties, black's point of view
            int anchor = Integer.MIN_VALUE;
            int anchorEmpties = 0;
            for (int i = 0; i < count[0]; i++) {
                int empties = 64 - Long.bitCount(ps[i] | os[i]);
                blackExact[i] = Integer.MIN_VALUE;
                if (empties <= solveEmpties) {
                    int y = exact.score(ps[i], os[i]);
                    blackExact[i] = side[i] == 0 ? y : -y;
                    if (anchor == Integer.MIN_VALUE) {
                        anchor = blackExact[i];
                        anchorEmpties = empties;
                    }
                    set.add(ps[i], os[i], y, true);
                } else if (deep.entry(game, empties) >= 0) {
                    int y = deepExact[deep.entry(game, empties)].score(ps[i], os[i]);
                    blackExact[i] = side[i] == 0 ? y : -y;
                }
                int k = siblings.entry(game, empties);
                int x = k < 0 ? -1 : sibling(lines.seed(), ps[i], os[i], played[i]);
                if (x >= 0) {
                    // off the played line: the position after a move not played, the opponent to move
                    long f = Bitboards.flips(ps[i], os[i], x);
                    long me2 = os[i] & ~f;
                    long op2 = ps[i] | f | (1L << x);
                    set.add(me2, op2, lines.siblingExact()[k].score(me2, op2), true, true);
                }
            }
            if (anchor == Integer.MIN_VALUE) {
                // the game ended with more empties: its final margin is exact
                int d = Long.bitCount(black) - Long.bitCount(white);
                int e = 64 - Long.bitCount(black | white);
                anchor = d > 0 ? d + e : d < 0 ? d - e : 0;
                anchorEmpties = e;
            }
            // between exact values: the nearest one later in the game (and, interpolating, the one before)
            int next = anchor;
            int nextEmpties = anchorEmpties;
            int[] label = new int[count[0]];
            int[] nextOf = new int[count[0]];
            int[] nextEmptiesOf = new int[count[0]];
            for (int i = count[0] - 1; i >= 0; i--) {
                int empties = 64 - Long.bitCount(ps[i] | os[i]);
                nextOf[i] = next;
                nextEmptiesOf[i] = nextEmpties;
                if (empties > solveEmpties && blackExact[i] != Integer.MIN_VALUE) {
                    next = blackExact[i];
                    nextEmpties = empties;
                }
            }
            int prev = blackTheory;
            int prevEmpties = 24;
            for (int i = 0; i < count[0]; i++) {
                int empties = 64 - Long.bitCount(ps[i] | os[i]);
                if (empties <= solveEmpties) {
                    continue;
                }
                int blackValue;
                boolean isExact;
                if (blackExact[i] != Integer.MIN_VALUE) {
                    blackValue = blackExact[i];
                    isExact = true;
                } else {
                    // the theoretical score is the exact value of the position with 24 empties
                    blackValue = empties >= 24 ? blackTheory : nextOf[i];
                    isExact = empties == 24;
                    if (interpolate && empties < 24 && nextEmptiesOf[i] < 24) {
                        // between the exact values before and after, by distance
                        blackValue = (int) Math.round(prev
                                + (double) (nextOf[i] - prev) * (prevEmpties - empties) / (prevEmpties - nextEmptiesOf[i]));
                    }
                }
                if (empties <= 24 && isExact) {
                    prev = blackValue;
                    prevEmpties = empties;
                }
                label[i] = side[i] == 0 ? blackValue : -blackValue;
                set.add(ps[i], os[i], label[i], isExact);
            }
        }
        return used;
    }

    /**
     * Fits the weights of each phase, in discs, each phase on its own (on the given number of threads:
     * the result does not depend on it). A phase learns from its own positions and from those with up
     * to {@code blend} discs more or fewer than its own.
     */
    static float[][] fit(Data d, int epochs, int blend, float prior, int threads, Data test, int trace,
            PrintStream log) {
        float[][] w = new float[Patterns.PHASES][Patterns.SIZE];
        java.util.concurrent.atomic.AtomicInteger next = new java.util.concurrent.atomic.AtomicInteger();
        String[] lines = new String[Patterns.PHASES];
        Thread[] workers = new Thread[Math.max(1, threads)];
        Throwable[] failure = new Throwable[1];
        for (int t = 0; t < workers.length; t++) {
            workers[t] = new Thread(() -> {
                int ph;
                while ((ph = next.getAndIncrement()) < Patterns.PHASES) {
                    lines[ph] = fitPhase(d, ph, epochs, blend, prior, test, trace, w[ph]);
                }
            }, "fit-" + t);
            workers[t].setUncaughtExceptionHandler((th, e) -> {
                synchronized (failure) {
                    failure[0] = e;
                }
            });
            workers[t].start();
        }
        for (Thread t : workers) {
            try {
                t.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }
        synchronized (failure) {
            if (failure[0] != null) {
                throw new IllegalStateException("a fitting thread failed", failure[0]);
            }
        }
        for (String line : lines) {
            log.println(line);
        }
        // the mirror of a canonical index gets its weight
        for (int ph = 0; ph < Patterns.PHASES; ph++) {
            for (int i = 0; i < Patterns.SIZE; i++) {
                w[ph][i] = w[ph][canonical(i)];
            }
        }
        return w;
    }

    /** Fits one phase's weights; returns a line of report. */
    private static String fitPhase(Data d, int ph, int epochs, int blend, float prior, Data test, int trace,
            float[] wp) {
        StringBuilder traced = new StringBuilder();
        int[] f = new int[Patterns.FEATURES];
        int count = 0;
        int[] members = new int[1024];
        for (int i = 0; i < d.size; i++) {
            int discs = Long.bitCount(d.p[i] | d.o[i]);
            boolean in = false;
            for (int k = -blend; k <= blend && !in; k++) {
                int dd = discs + k;
                in = dd >= 4 && dd <= 64 && Patterns.phase(dd) == ph;
            }
            if (in) {
                if (count == members.length) {
                    members = Arrays.copyOf(members, count * 2);
                }
                members[count++] = i;
            }
        }
        // the canonical features of every position, computed once
        int[] features = new int[count * Patterns.FEATURES];
        float[] occurrences = new float[Patterns.SIZE];
        for (int m = 0; m < count; m++) {
            int i = members[m];
            Patterns.features(d.p[i], d.o[i], f);
            for (int k = 0; k < Patterns.FEATURES; k++) {
                int c = canonical(f[k]);
                features[m * Patterns.FEATURES + k] = c;
                occurrences[c]++;
            }
        }
        float[] grad = new float[Patterns.SIZE];
        float[] step = new float[Patterns.SIZE];
        float[] velocity = new float[Patterns.SIZE];
        for (int i = 0; i < Patterns.SIZE; i++) {
            // rare configurations move less: a prior of a few occurrences at zero
            step[i] = 1.0f / (occurrences[i] + prior);
        }
        final float rate = 1.0f / Patterns.FEATURES;
        final float momentum = 0.8f;
        double se = 0;
        double ae = 0;
        for (int e = 1; e <= epochs; e++) {
            se = 0;
            ae = 0;
            Arrays.fill(grad, 0);
            for (int m = 0; m < count; m++) {
                int base = m * Patterns.FEATURES;
                float s = 0;
                for (int k = 0; k < Patterns.FEATURES; k++) {
                    s += wp[features[base + k]];
                }
                float r = d.label[members[m]] - s;
                se += r * r;
                ae += Math.abs(r);
                for (int k = 0; k < Patterns.FEATURES; k++) {
                    grad[features[base + k]] += r;
                }
            }
            for (int i = 0; i < Patterns.SIZE; i++) {
                velocity[i] = momentum * velocity[i] + rate * grad[i] * step[i];
                wp[i] += velocity[i];
            }
            if (test != null && e % trace == 0) {
                traced.append(String.format(Locale.ROOT, " %d:%.3f", e, heldOut(test, ph, wp, f)));
            }
        }
        return String.format(Locale.ROOT, "phase %d: %d positions, epoch %d: rms %.3f, mean |error| %.3f discs%s", ph,
                count, epochs, Math.sqrt(se / Math.max(1, count)), ae / Math.max(1, count),
                traced.length() == 0 ? "" : "; held-out exact MAE by epoch" + traced);
    }

    /** The mean absolute error of a phase's weights on the exactly labelled positions of that phase. */
    private static double heldOut(Data t, int ph, float[] wp, int[] f) {
        double err = 0;
        int n = 0;
        for (int i = 0; i < t.size; i++) {
            if (!t.exact[i] || Patterns.phase(Long.bitCount(t.p[i] | t.o[i])) != ph) {
                continue;
            }
            Patterns.features(t.p[i], t.o[i], f);
            float s = 0;
            for (int k = 0; k < Patterns.FEATURES; k++) {
                s += wp[canonical(f[k])];
            }
            err += Math.abs(Math.max(-64f, Math.min(64f, s)) - t.label[i]);
            n++;
        }
        return n == 0 ? 0 : err / n;
    }

    private static int canonical(int i) {
        return Math.min(i, Patterns.mirror(i));
    }

    /**
     * Prints the mean absolute error by number of empties: on the exact labels of the played lines, on
     * all the labels of the played lines, and on the positions off them (siblings, exact).
     */
    static void report(Evaluator ev, Data d, String name, PrintStream log) {
        double[] exactErr = new double[61];
        int[] exactN = new int[61];
        double[] allErr = new double[61];
        int[] allN = new int[61];
        double[] offErr = new double[61];
        int[] offN = new int[61];
        for (int i = 0; i < d.size; i++) {
            int e = 64 - Long.bitCount(d.p[i] | d.o[i]);
            double v = Math.max(-64, Math.min(64, (double) ev.evaluate(d.p[i], d.o[i]) / Evaluator.UNIT));
            double err = Math.abs(v - d.label[i]);
            if (d.offLine[i]) {
                offErr[e] += err;
                offN[e]++;
                continue;
            }
            allErr[e] += err;
            allN[e]++;
            if (d.exact[i]) {
                exactErr[e] += err;
                exactN[e]++;
            }
        }
        log.printf(Locale.ROOT, "%s set: mean absolute error in discs by empties%n", name);
        log.printf(Locale.ROOT, "%7s %10s %10s %10s %10s %10s %10s%n", "empties", "exact n", "exact MAE", "all n",
                "all MAE", "off n", "off MAE");
        for (int e = 0; e <= 60; e++) {
            if (allN[e] == 0 && offN[e] == 0) {
                continue;
            }
            log.printf(Locale.ROOT, "%7d %10d %10s %10d %10s %10d %10s%n", e, exactN[e], mean(exactErr[e], exactN[e]),
                    allN[e], mean(allErr[e], allN[e]), offN[e], mean(offErr[e], offN[e]));
        }
    }

    private static String mean(double sum, int n) {
        return n == 0 ? "-" : String.format(Locale.ROOT, "%.2f", sum / n);
    }

}
