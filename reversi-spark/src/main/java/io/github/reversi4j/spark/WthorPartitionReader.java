package io.github.reversi4j.spark;

import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Square;
import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.GameInfo;
import io.github.reversi4j.notation.Location;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.RecordedResult;
import io.github.reversi4j.notation.internal.wthor.WthorGame;
import io.github.reversi4j.notation.internal.wthor.WthorHeader;
import io.github.reversi4j.notation.internal.wthor.WthorNames;
import io.github.reversi4j.notation.internal.wthor.WthorReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.connector.read.PartitionReader;
import org.apache.spark.sql.types.StructType;

/**
 * Reads one slice of a WTHOR file with the notation module's {@link WthorReader}: the slice's bytes behind a
 * header that announces exactly the slice's records. A query that needs no replayed column reads the raw
 * records ({@link WthorReader#nextGame()}) and never replays.
 */
final class WthorPartitionReader implements PartitionReader<InternalRow> {

    /** Name files by path and length, loaded once per executor. */
    private static final Map<String, WthorNames> NAMES = new ConcurrentHashMap<>();

    private final ReadOptions.Mode mode;
    private final Rows rows;
    private final WthorHeader header;
    private final WthorReader reader;
    private final Capture capture;
    private final WthorNames players;
    private final WthorNames tournaments;
    private final String rulesId;
    private final ArrayDeque<InternalRow> pending = new ArrayDeque<>();
    private long index;
    private InternalRow current;

    WthorPartitionReader(WthorSlice slice, ReadOptions.Mode mode, boolean symmetries, int exactEmpties, StructType required,
            Configuration conf)
            throws IOException {
        this.mode = mode;
        this.rows = new Rows(mode, required, slice.path(), Rows.REPLAYED, symmetries, exactEmpties);
        this.index = slice.start();
        Path path = new Path(slice.path());
        FileSystem fs = path.getFileSystem(conf);
        try {
            this.header = WthorHeader.ofBytes(slice.header());
            this.players = slice.players().isPresent() ? names(fs, slice.players().get(), WthorNames.Kind.PLAYERS) : null;
            this.tournaments = slice.tournaments().isPresent()
                    ? names(fs, slice.tournaments().get(), WthorNames.Kind.TOURNAMENTS) : null;
        } catch (NotationException e) {
            throw new IOException(e.getMessage(), e);
        }
        int recordSize = WthorGame.recordSize(header.boardSide());
        FSDataInputStream in = fs.open(path);
        WthorReader opened = null;
        try {
            in.seek(WthorHeader.SIZE + slice.start() * recordSize);
            this.capture = new Capture(in, (long) slice.count() * recordSize);
            byte[] sliceHeader = WthorHeader.ofGames(header.created(), slice.count(), header.gameYear(),
                    header.boardSizeField(), header.depth()).toBytes();
            InputStream bytes = new SequenceInputStream(new ByteArrayInputStream(sliceHeader), capture);
            opened = players != null && tournaments != null
                    ? WthorReader.of(bytes, slice.path(), players, tournaments)
                    : WthorReader.of(bytes, slice.path());
        } catch (RuntimeException e) {
            in.close();
            throw new IOException(slice + ": " + e.getMessage(), e);
        }
        this.reader = opened;
        this.rulesId = RuleSets.of(header.boardSide() == 8 ? "othello" : "othello(size=10x10)").id();
    }

    private static WthorNames names(FileSystem fs, String file, WthorNames.Kind kind) throws IOException,
            NotationException {
        Path p = new Path(file);
        String key = file + "#" + fs.getFileStatus(p).getLen();
        WthorNames cached = NAMES.get(key);
        if (cached != null) {
            return cached;
        }
        try (InputStream in = fs.open(p)) {
            WthorNames n = WthorNames.read(in, file, kind);
            NAMES.put(key, n);
            return n;
        }
    }

    @Override
    public boolean next() throws IOException {
        try {
            return mode == ReadOptions.Mode.GAMES ? nextGame() : nextPosition();
        } catch (NotationException e) {
            throw new IOException(e.getMessage(), e);
        }
    }

    private boolean nextGame() throws NotationException {
        WthorGame raw;
        CheckedGame checked = null;
        if (rows.needsReplay()) {
            capture.restart();
            checked = nextChecked();
            if (checked == null) {
                return false;
            }
            Replays.add();
            raw = WthorGame.ofBytes(capture.captured());
        } else {
            Optional<WthorGame> g = reader.nextGame();
            if (g.isEmpty()) {
                return false;
            }
            raw = g.get();
        }
        GameInfo info = checked != null ? checked.info() : null;
        Rows.Head head = new Rows.Head(
                info != null ? info.get(GameInfo.EVENT).orElse(null) : name(tournaments, raw.tournament()),
                info != null ? info.get(GameInfo.BLACK).orElse(null) : name(players, raw.black()),
                info != null ? info.get(GameInfo.WHITE).orElse(null) : name(players, raw.white()),
                Integer.toString(header.gameYear()), rulesId, moves(raw),
                new RecordedResult.BlackScore(raw.score()).toString());
        current = rows.game(index, head, checked);
        index++;
        return true;
    }

    /** The next game of the file, replayed and checked, or null at the end. */
    private CheckedGame nextChecked() throws NotationException {
        CheckedGame[] got = new CheckedGame[1];
        while (got[0] == null) {
            if (!reader.next(g -> got[0] = g)) {
                return null;
            }
        }
        return got[0];
    }

    private boolean nextPosition() throws NotationException {
        while (pending.isEmpty()) {
            CheckedGame g = nextChecked();
            if (g == null) {
                return false;
            }
            Replays.add();
            rows.positions(index, g, pending);
            index++;
        }
        current = pending.poll();
        return true;
    }

    private static String name(WthorNames names, int i) {
        return names == null ? "#" + i : names.name(i).orElse("#" + i);
    }

    private static List<String> moves(WthorGame raw) {
        List<String> texts = new ArrayList<>(60);
        for (int code : raw.moveCodes()) {
            Optional<Square> s = code == 0 ? Optional.empty() : WthorGame.square(code, raw.side());
            if (s.isEmpty()) {
                break;
            }
            texts.add(s.get().toString());
        }
        return texts;
    }

    @Override
    public InternalRow get() {
        return current;
    }

    @Override
    public void close() throws IOException {
        try {
            reader.close();
        } catch (NotationException e) {
            throw new IOException(e.getMessage(), e);
        }
    }

    /** The slice's bytes, at most {@code limit}, keeping a copy of what was read since the last mark. */
    private static final class Capture extends FilterInputStream {

        private final ByteArrayOutputStream copy = new ByteArrayOutputStream(128);
        private long left;

        Capture(InputStream in, long limit) {
            super(in);
            this.left = limit;
        }

        void restart() {
            copy.reset();
        }

        byte[] captured() {
            return copy.toByteArray();
        }

        @Override
        public int read() throws IOException {
            if (left <= 0) {
                return -1;
            }
            int b = super.read();
            if (b >= 0) {
                left--;
                copy.write(b);
            }
            return b;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            if (left <= 0) {
                return -1;
            }
            int n = super.read(b, off, (int) Math.min(len, left));
            if (n > 0) {
                left -= n;
                copy.write(b, off, n);
            }
            return n;
        }

        @Override
        public long skip(long n) throws IOException {
            return 0;
        }

        @Override
        public boolean markSupported() {
            return false;
        }
    }
}
