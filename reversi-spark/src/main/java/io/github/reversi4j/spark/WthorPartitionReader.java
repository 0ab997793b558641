package io.github.reversi4j.spark;

import io.github.reversi4j.core.Board;
import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Outcome;
import io.github.reversi4j.core.Replay;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Square;
import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.GameInfo;
import io.github.reversi4j.notation.Location;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.Problem;
import io.github.reversi4j.notation.RecordedResult;
import io.github.reversi4j.notation.wthor.WthorGame;
import io.github.reversi4j.notation.wthor.WthorHeader;
import io.github.reversi4j.notation.wthor.WthorNames;
import io.github.reversi4j.notation.wthor.WthorReader;
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
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.catalyst.expressions.GenericInternalRow;
import org.apache.spark.sql.catalyst.util.GenericArrayData;
import org.apache.spark.sql.connector.read.PartitionReader;
import org.apache.spark.sql.types.ArrayType;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.unsafe.types.UTF8String;

/**
 * Reads one slice of a WTHOR file with the notation module's {@link WthorReader}: the slice's bytes behind a
 * header that announces exactly the slice's records. A query that needs no replayed column reads the raw
 * records ({@link WthorReader#nextGame()}) and never replays.
 */
final class WthorPartitionReader implements PartitionReader<InternalRow> {

    /** The game columns that need the replay. */
    private static final Set<String> REPLAYED = Set.of("valid", "finished", "winner", "black_discs", "white_discs",
            "black_score", "white_score", "problems");

    /** Name files by path and length, loaded once per executor. */
    private static final Map<String, WthorNames> NAMES = new ConcurrentHashMap<>();

    private final WthorSlice slice;
    private final ReadOptions.Mode mode;
    private final String[] columns;
    private final String[] problemFields;
    private final boolean replay;
    private final WthorHeader header;
    private final WthorReader reader;
    private final Capture capture;
    private final WthorNames players;
    private final WthorNames tournaments;
    private final String rulesId;
    private final UTF8String source;
    private final ArrayDeque<InternalRow> pending = new ArrayDeque<>();
    private long index;
    private InternalRow current;

    WthorPartitionReader(WthorSlice slice, ReadOptions.Mode mode, StructType required, Configuration conf)
            throws IOException {
        this.slice = slice;
        this.mode = mode;
        this.columns = required.fieldNames();
        // Spark prunes nested fields too: the problem structs carry only the fields the query reads
        String[] pf = ReversiSchemas.PROBLEM.fieldNames();
        for (StructField f : required.fields()) {
            if (f.name().equals("problems") && f.dataType() instanceof ArrayType
                    && ((ArrayType) f.dataType()).elementType() instanceof StructType) {
                pf = ((StructType) ((ArrayType) f.dataType()).elementType()).fieldNames();
            }
        }
        this.problemFields = pf;
        boolean r = mode == ReadOptions.Mode.POSITIONS;
        for (String c : columns) {
            r |= REPLAYED.contains(c);
        }
        this.replay = r;
        this.source = UTF8String.fromString(slice.path());
        this.index = slice.start();
        Path path = new Path(slice.path());
        FileSystem fs = path.getFileSystem(conf);
        try {
            this.header = WthorHeader.parse(slice.header(), 0, Location.of(slice.path()));
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
        } catch (NotationException | RuntimeException e) {
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
        if (replay) {
            capture.restart();
            Optional<CheckedGame> g = reader.next();
            if (g.isEmpty()) {
                return false;
            }
            Replays.add();
            checked = g.get();
            raw = WthorGame.ofBytes(capture.captured());
        } else {
            Optional<WthorGame> g = reader.nextGame();
            if (g.isEmpty()) {
                return false;
            }
            raw = g.get();
        }
        current = gameRow(raw, checked);
        index++;
        return true;
    }

    private boolean nextPosition() throws NotationException {
        while (pending.isEmpty()) {
            Optional<CheckedGame> g = reader.next();
            if (g.isEmpty()) {
                return false;
            }
            Replays.add();
            CheckedGame game = g.get();
            Optional<Replay> r = game.replay();
            if (game.isValid() && r.isPresent()) {
                positions(r.get(), game.outcome());
            }
            index++;
        }
        current = pending.poll();
        return true;
    }

    private void positions(Replay replay, Optional<Outcome> outcome) {
        List<Move> moves = replay.record().moves();
        List<GameState> states = replay.states();
        Geometry geometry = replay.record().rules().geometry();
        for (int ply = 0; ply < moves.size(); ply++) {
            GameState s = states.get(ply);
            Color mover = s.toMove();
            Object[] v = new Object[columns.length];
            for (int c = 0; c < columns.length; c++) {
                switch (columns[c]) {
                    case "source":
                        v[c] = source;
                        break;
                    case "game_index":
                        v[c] = index;
                        break;
                    case "ply":
                        v[c] = ply;
                        break;
                    case "black":
                        v[c] = geometry.fitsInLong() ? bits(s.board(), Color.BLACK) : null;
                        break;
                    case "white":
                        v[c] = geometry.fitsInLong() ? bits(s.board(), Color.WHITE) : null;
                        break;
                    case "board":
                        v[c] = geometry.fitsInLong() ? null : cells(s.board());
                        break;
                    case "to_move":
                        v[c] = mover == Color.BLACK ? (byte) 0 : (byte) 1;
                        break;
                    case "action":
                        v[c] = moves.get(ply).toAction(geometry);
                        break;
                    case "margin":
                        v[c] = outcome.isPresent()
                                ? outcome.get().score(mover) - outcome.get().score(mover.opponent()) : null;
                        break;
                    default:
                        throw new IllegalStateException("unknown column " + columns[c]);
                }
            }
            pending.add(new GenericInternalRow(v));
        }
    }

    private static long bits(Board board, Color color) {
        Geometry g = board.geometry();
        long b = 0;
        for (Square sq : board.discs(color)) {
            b |= 1L << g.index(sq);
        }
        return b;
    }

    private static byte[] cells(Board board) {
        Geometry g = board.geometry();
        byte[] b = new byte[g.size()];
        for (Square sq : board.discs(Color.BLACK)) {
            b[g.index(sq)] = 1;
        }
        for (Square sq : board.discs(Color.WHITE)) {
            b[g.index(sq)] = 2;
        }
        return b;
    }

    private InternalRow gameRow(WthorGame raw, CheckedGame checked) {
        Object[] v = new Object[columns.length];
        GameInfo info = checked != null ? checked.info() : null;
        Optional<Outcome> outcome = checked != null ? checked.outcome() : Optional.empty();
        Optional<GameState> last = checked != null ? checked.finalState() : Optional.empty();
        for (int c = 0; c < columns.length; c++) {
            switch (columns[c]) {
                case "source":
                    v[c] = source;
                    break;
                case "game_index":
                    v[c] = index;
                    break;
                case "event":
                    v[c] = utf8(info != null ? info.event().orElse(null) : name(tournaments, raw.tournament()));
                    break;
                case "black":
                    v[c] = utf8(info != null ? info.black().orElse(null) : name(players, raw.black()));
                    break;
                case "white":
                    v[c] = utf8(info != null ? info.white().orElse(null) : name(players, raw.white()));
                    break;
                case "date":
                    v[c] = utf8(Integer.toString(header.gameYear()));
                    break;
                case "rules":
                    v[c] = utf8(rulesId);
                    break;
                case "moves":
                    v[c] = moves(raw);
                    break;
                case "result":
                    v[c] = utf8(RecordedResult.blackScore(raw.score()).toString());
                    break;
                case "valid":
                    v[c] = checked.isValid();
                    break;
                case "finished":
                    v[c] = checked.isFinished();
                    break;
                case "winner":
                    v[c] = outcome.isPresent() ? utf8(outcome.get().winner().map(w -> w == Color.BLACK ? "black"
                            : "white").orElse("draw")) : null;
                    break;
                case "black_discs":
                    v[c] = last.isPresent() ? last.get().count(Color.BLACK) : null;
                    break;
                case "white_discs":
                    v[c] = last.isPresent() ? last.get().count(Color.WHITE) : null;
                    break;
                case "black_score":
                    v[c] = outcome.isPresent() ? outcome.get().score(Color.BLACK) : null;
                    break;
                case "white_score":
                    v[c] = outcome.isPresent() ? outcome.get().score(Color.WHITE) : null;
                    break;
                case "problems":
                    v[c] = problems(checked.problems(), problemFields);
                    break;
                default:
                    throw new IllegalStateException("unknown column " + columns[c]);
            }
        }
        return new GenericInternalRow(v);
    }

    private static String name(WthorNames names, int i) {
        return names == null ? "#" + i : names.name(i).orElse("#" + i);
    }

    private static UTF8String utf8(String s) {
        return s == null ? null : UTF8String.fromString(s);
    }

    private static GenericArrayData moves(WthorGame raw) {
        List<Object> texts = new ArrayList<>(60);
        for (int code : raw.moveCodes()) {
            Optional<Square> s = code == 0 ? Optional.empty() : WthorGame.square(code, raw.side());
            if (s.isEmpty()) {
                break;
            }
            texts.add(UTF8String.fromString(s.get().toString()));
        }
        return new GenericArrayData(texts.toArray());
    }

    private static GenericArrayData problems(List<Problem> problems, String[] fields) {
        Object[] a = new Object[problems.size()];
        for (int i = 0; i < a.length; i++) {
            Problem p = problems.get(i);
            Object[] v = new Object[fields.length];
            for (int f = 0; f < fields.length; f++) {
                switch (fields[f]) {
                    case "kind":
                        v[f] = UTF8String.fromString(p.kind().name());
                        break;
                    case "severity":
                        v[f] = UTF8String.fromString(p.severity().name());
                        break;
                    case "move_number":
                        v[f] = p.moveNumber().isPresent() ? p.moveNumber().getAsInt() : null;
                        break;
                    case "move":
                        v[f] = p.moveText().map(UTF8String::fromString).orElse(null);
                        break;
                    case "reason":
                        v[f] = UTF8String.fromString(p.reason());
                        break;
                    default:
                        throw new IllegalStateException("unknown problem field " + fields[f]);
                }
            }
            a[i] = new GenericInternalRow(v);
        }
        return new GenericArrayData(a);
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
