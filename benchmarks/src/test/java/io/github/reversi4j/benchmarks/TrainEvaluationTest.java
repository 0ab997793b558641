package io.github.reversi4j.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The training's positions off the played lines ({@code --siblings}), its shares of the games
 * ({@code --deep E:K:R}) and its label caches.
 */
class TrainEvaluationTest {

    private static final long START_PLAYER = 0x0000000810000000L;
    private static final long START_OPPONENT = 0x0000001008000000L;

    /** A position of a seeded random game: side to move's discs, the other side's. */
    private record Position(long p, long o) {
    }

    /** Positions of seeded random games with {@code empties} empty squares and a move to play. */
    private static List<Position> positions(int count, int empties, long seed) {
        List<Position> out = new ArrayList<>();
        long s = seed;
        while (out.size() < count) {
            long p = START_PLAYER;
            long o = START_OPPONENT;
            boolean passed = false;
            while (true) {
                long m = Reference.moves(p, o);
                if (m == 0) {
                    if (passed) {
                        break;
                    }
                    passed = true;
                    long t = p;
                    p = o;
                    o = t;
                    continue;
                }
                passed = false;
                if (64 - Long.bitCount(p | o) == empties) {
                    out.add(new Position(p, o));
                    break;
                }
                s = s * 6364136223846793005L + 1442695040888963407L;
                int k = (int) ((s >>> 33) % Long.bitCount(m));
                int x = -1;
                for (long b = m; k >= 0; b &= b - 1, k--) {
                    x = Long.numberOfTrailingZeros(b);
                }
                long f = Reference.flips(p, o, x);
                long np = o & ~f;
                o = p | f | (1L << x);
                p = np;
            }
        }
        return out;
    }

    @Test
    void aSiblingIsALegalMoveNotPlayedAfterWhichTheOpponentHasAMove() {
        int drawn = 0;
        int none = 0;
        int differ = 0;
        for (Position q : positions(300, 18, 20261129L)) {
            long legal = Reference.moves(q.p(), q.o());
            int played = Long.numberOfTrailingZeros(legal);
            int x = TrainEvaluation.sibling(1, q.p(), q.o(), played);
            // the opponent's moves after each legal move, by the reference move generator
            long candidates = 0;
            for (long b = legal & ~(1L << played); b != 0; b &= b - 1) {
                int y = Long.numberOfTrailingZeros(b);
                long f = Reference.flips(q.p(), q.o(), y);
                if (Reference.moves(q.o() & ~f, q.p() | f | (1L << y)) != 0) {
                    candidates |= 1L << y;
                }
            }
            if (candidates == 0) {
                assertThat(x).as("no candidate in %x %x", q.p(), q.o()).isEqualTo(-1);
                none++;
                continue;
            }
            assertThat(candidates & (1L << x)).as("move %d in %x %x", x, q.p(), q.o()).isNotZero();
            assertThat(TrainEvaluation.sibling(1, q.p(), q.o(), played)).as("the same draw again").isEqualTo(x);
            // another seed draws among the same candidates, and somewhere another one
            int other = TrainEvaluation.sibling(2, q.p(), q.o(), played);
            assertThat(candidates & (1L << other)).isNotZero();
            if (other != x) {
                differ++;
            }
            drawn++;
        }
        assertThat(drawn).isGreaterThan(250);
        assertThat(none).isLessThan(50);
        assertThat(differ).as("positions where seeds 1 and 2 drew different moves").isGreaterThan(50);
    }

    @Test
    void sharesOfTheGamesNamingTheSamePositionsAreRefused() {
        TrainEvaluation.Deep d = TrainEvaluation.Deep.parse("--deep", "16:2,16:2:1,18:4:3", 15, 23);
        assertThat(d.entry(0, 16)).isEqualTo(0);
        assertThat(d.entry(1, 16)).isEqualTo(1);
        assertThat(d.entry(7, 18)).isEqualTo(2);
        assertThat(d.entry(6, 18)).isEqualTo(-1);
        assertThat(d.file(Path.of("x/labels"), 0)).isEqualTo(Path.of("x/labels-16-2.bin"));
        assertThat(d.file(Path.of("x/labels"), 1)).isEqualTo(Path.of("x/labels-16-2-1.bin"));
        assertThat(d.toString()).isEqualTo("16:2,16:2:1,18:4:3");
        // 16:2:1 and 16:3 both hold game 1
        assertThatThrownBy(() -> TrainEvaluation.Deep.parse("--deep", "16:2:1,16:3", 15, 23))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("same games");
        assertThatThrownBy(() -> TrainEvaluation.Deep.parse("--deep", "16:2:2", 15, 23))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("remainder from 0 to 1");
        assertThatThrownBy(() -> TrainEvaluation.Deep.parse("--siblings", "25:1", 2, 24))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("--siblings: empties from 2 to 24");
        assertThatThrownBy(() -> TrainEvaluation.Deep.parse("--deep", "16:x", 15, 23))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("EMPTIES[:EVERY[:REMAINDER]]");
    }

    @Test
    void theLabelCacheHoldsExactScoresAndRefusesAnotherKeyOrOtherPositions(@TempDir Path dir) throws IOException {
        LabelCache.Positions ps = new LabelCache.Positions();
        List<Position> list = positions(40, 7, 42);
        for (Position q : list) {
            ps.add(q.p(), q.o());
        }
        Path cache = dir.resolve("labels.bin");
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(log, true, StandardCharsets.UTF_8);
        byte[] solved = LabelCache.scores(cache, "key A", ps, 2, out);
        for (int i = 0; i < list.size(); i++) {
            assertThat(solved[i]).as("position %d", i).isEqualTo((byte) Reference.score(list.get(i).p(), list.get(i).o()));
        }
        byte[] before = Files.readAllBytes(cache);
        assertThat(LabelCache.scores(cache, "key A", ps, 1, out)).isEqualTo(solved);
        assertThat(log.toString(StandardCharsets.UTF_8)).contains("read from");

        log.reset();
        LabelCache.scores(cache, "key B", ps, 1, out);
        assertThat(log.toString(StandardCharsets.UTF_8)).contains("describes other positions: solving again");
        assertThat(Files.readAllBytes(cache)).isNotEqualTo(before);

        // the same count under the same key, one position changed: the digest differs
        LabelCache.Positions other = new LabelCache.Positions();
        for (int i = 0; i < list.size(); i++) {
            Position q = list.get(i == 3 ? 4 : i);
            other.add(q.p(), q.o());
        }
        log.reset();
        byte[] again = LabelCache.scores(cache, "key B", other, 1, out);
        assertThat(log.toString(StandardCharsets.UTF_8)).contains("describes other positions: solving again");
        assertThat(again[3]).isEqualTo((byte) Reference.score(list.get(4).p(), list.get(4).o()));
    }

    @Test
    void trainingWithSiblingsGivesTheSameBytesWhateverTheThreadsAndFromItsCaches(@TempDir Path dir)
            throws IOException {
        Path wthor = Path.of("../testdata/wthor");
        assertThat(wthor.resolve("WTH_2000.wtb")).as("the real WTHOR data").exists();
        byte[][] out = new byte[3][];
        PrintStream stdout = System.out;
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(log, true, StandardCharsets.UTF_8));
            for (int run = 0; run < 3; run++) {
                Path w = dir.resolve("w" + run + ".bin");
                Path labels = dir.resolve(run == 0 ? "a" : "b");
                TrainEvaluation.main(new String[] {wthor.toString(), w.toString(), "--train", "2000-2000",
                    "--holdout", "2009-2009", "--max-games", "30", "--solve", "8", "--epochs", "3", "--blend", "2",
                    "--seed", "1", "--labels", labels + "-solve.bin", "--deep", "10:2:1",
                    "--deep-labels", labels + "-deep", "--siblings", "12:1,13:2",
                    "--sibling-labels", labels + "-siblings", "--between", "interpolate",
                    "--threads", run == 1 ? "1" : "2"});
                out[run] = Files.readAllBytes(w);
            }
        } finally {
            System.setOut(stdout);
        }
        String text = log.toString(StandardCharsets.UTF_8);
        assertThat(out[1]).as("one thread against two").isEqualTo(out[0]);
        assertThat(out[2]).as("from the caches").isEqualTo(out[0]);
        assertThat(dir.resolve("b-siblings-12-1.bin")).exists();
        assertThat(dir.resolve("b-siblings-13-2.bin")).exists();
        assertThat(dir.resolve("b-deep-10-2-1.bin")).exists();
        assertThat(text).contains("read from " + dir.resolve("b-siblings-12-1.bin"));
        // the held-out report has its off-line positions: at 11 and 12 empties
        assertThat(text).containsPattern("(?m)^ +11 +\\d+ +\\S+ +\\d+ +\\S+ +[1-9]\\d* ");
    }

    /** A separate, slow move generator and negamax on 8x8 bitboards, for the oracles above. */
    private static final class Reference {

        private static final int[][] DIRECTIONS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1},
            {-1, -1}};

        static long flips(long p, long o, int x) {
            if (((p | o) & (1L << x)) != 0) {
                return 0;
            }
            long all = 0;
            for (int[] d : DIRECTIONS) {
                int c = (x & 7) + d[0];
                int r = (x >>> 3) + d[1];
                long line = 0;
                while (c >= 0 && c < 8 && r >= 0 && r < 8 && (o & (1L << (8 * r + c))) != 0) {
                    line |= 1L << (8 * r + c);
                    c += d[0];
                    r += d[1];
                }
                if (line != 0 && c >= 0 && c < 8 && r >= 0 && r < 8 && (p & (1L << (8 * r + c))) != 0) {
                    all |= line;
                }
            }
            return all;
        }

        static long moves(long p, long o) {
            long m = 0;
            for (int x = 0; x < 64; x++) {
                if (flips(p, o, x) != 0) {
                    m |= 1L << x;
                }
            }
            return m;
        }

        /** The exact final margin of the side to move, the empty squares to the winner. */
        static int score(long p, long o) {
            long m = moves(p, o);
            if (m == 0) {
                if (moves(o, p) == 0) {
                    int d = Long.bitCount(p) - Long.bitCount(o);
                    int e = 64 - Long.bitCount(p | o);
                    return d > 0 ? d + e : d < 0 ? d - e : 0;
                }
                return -score(o, p);
            }
            int best = -65;
            for (long b = m; b != 0; b &= b - 1) {
                int x = Long.numberOfTrailingZeros(b);
                long f = flips(p, o, x);
                best = Math.max(best, -score(o & ~f, p | f | (1L << x)));
            }
            return best;
        }
    }
}
