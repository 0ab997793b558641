package io.github.reversi4j.spark;

import io.github.reversi4j.notation.internal.check.Games;
import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.formats.FormatOptions;
import io.github.reversi4j.notation.GameInfo;
import io.github.reversi4j.notation.GameReader;
import io.github.reversi4j.notation.GameVisitor;
import io.github.reversi4j.notation.Location;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.Problem;
import io.github.reversi4j.notation.ProblemKind;
import io.github.reversi4j.notation.formats.RecordFormat;
import io.github.reversi4j.notation.RecordedResult;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.Path;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.connector.read.PartitionReader;
import org.apache.spark.sql.types.StructType;

/**
 * Reads a file of a format other than WTHOR, or a line range of a file of a line format, with the notation module's
 * reader for it. A games query that reads no replayed column ({@link Rows#REPLAYED_TEXT}) takes each game's header
 * from {@link GameVisitor#begin} and skips the replay.
 */
final class RecordFilePartitionReader implements PartitionReader<InternalRow>, GameVisitor {

    private final ReadOptions.Mode mode;
    private final Rows rows;
    private final GameReader reader;
    private final LineRange lines;
    private final ArrayDeque<InternalRow> pending = new ArrayDeque<>();
    private long index;
    private InternalRow current;
    /** What the visitor saw of the game being read. */
    private Location seen;
    private GameInfo seenInfo;
    private CheckedGame visited;
    /** The reader has no more games: only rows already made are left. */
    private boolean ended;

    RecordFilePartitionReader(RecordFile file, ReadOptions.Mode mode, boolean symmetries, int exactEmpties, StructType required,
            Configuration conf) throws IOException {
        this.mode = mode;
        this.rows = new Rows(mode, required, file.path(), Rows.REPLAYED_TEXT, symmetries, exactEmpties);
        Path path = new Path(file.path());
        FSDataInputStream raw = path.getFileSystem(conf).open(path);
        InputStream in = raw;
        try {
            if (file.end() >= 0) {
                this.lines = new LineRange(raw, file.start(), file.end());
                in = lines;
            } else {
                this.lines = null;
            }
            GameReader opened = null;
            try {
                // the format the name and the first bytes agree on, as reversi validate reads a file; else the planned one
                opened = file.byContent() && file.end() < 0 ? RecordFormat.open(in, file.path(), FormatOptions.defaults())
                        : file.format().reader(in, file.path(), FormatOptions.defaults());
            } catch (NotationException e) {
                if (e.kind() == ProblemKind.IO) {
                    throw new IOException(file + ": " + e.getMessage(), e);
                }
                // a file the reader cannot start on (a WTHOR header cut short, content of another
                // format): one row that says so, and nothing else stops
                fileProblems(List.of(e.toProblem()));
                in.close();
            }
            this.reader = opened;
        } catch (RuntimeException | IOException e) {
            in.close();
            throw new IOException(file + ": " + e.getMessage(), e);
        }
    }

    /**
     * Adds the row of a file's own problems, those of no game, in the games mode: game index -1,
     * not valid, the problems listed. The positions mode has no row for them, as for invalid games.
     */
    private void fileProblems(List<Problem> problems) {
        if (mode == ReadOptions.Mode.GAMES && !problems.isEmpty()) {
            Location at = problems.get(0).location();
            pending.add(rows.game(-1, head(GameInfo.empty()), Games.unreadable(at, GameInfo.empty(), problems)));
        }
    }

    @Override
    public Action begin(Location location, GameInfo info) {
        seen = location;
        seenInfo = info;
        return rows.needsReplay() ? Action.REPLAY : Action.SKIP;
    }

    @Override
    public void visit(CheckedGame game) {
        visited = game;
    }

    @Override
    public boolean next() throws IOException {
        while (pending.isEmpty()) {
            seen = null;
            visited = null;
            if (reader == null || ended) {
                return false;
            }
            boolean more;
            try {
                more = reader.next(this);
            } catch (NotationException e) {
                if (e.kind() == ProblemKind.IO) {
                    // the file system failed: Spark retries the task
                    throw new IOException(e.getMessage(), e);
                }
                // the content fails mid-file: the games read so far stand, the failure is the file's row
                ended = true;
                fileProblems(List.of(e.toProblem()));
                continue;
            }
            if (!more) {
                ended = true;
                // only a reader of the whole file knows its end; a line range is part of a file
                if (lines == null) {
                    fileProblems(reader.sourceProblems());
                }
                continue;
            }
            long at = gameIndex();
            if (visited == null) {
                // skipped: a header-only games query
                pending.add(rows.game(at, head(seenInfo), null));
            } else {
                Replays.add();
                if (mode == ReadOptions.Mode.GAMES) {
                    pending.add(rows.game(at, head(visited), visited));
                } else {
                    rows.positions(at, visited, pending);
                }
            }
            index++;
        }
        current = pending.poll();
        return true;
    }

    /** The game's index in its file, or for a line range, the offset of its line in the file. */
    private long gameIndex() throws IOException {
        if (lines == null) {
            return index;
        }
        Location at = visited != null ? visited.location() : seen;
        if (at == null || at.line().isEmpty()) {
            throw new IOException("the reader gave no line for game " + index + " of a line range");
        }
        return lines.offsetOf(at.line().getAsInt());
    }

    private static Rows.Head head(GameInfo info) {
        return new Rows.Head(info.get(GameInfo.EVENT).orElse(null), info.get(GameInfo.BLACK).orElse(null), info.get(GameInfo.WHITE).orElse(null),
                info.get(GameInfo.DATE).orElse(null), null, List.of(), null);
    }

    private static Rows.Head head(CheckedGame game) {
        GameInfo info = game.info();
        Optional<GameRecord> record = game.record();
        List<String> moves = new ArrayList<>();
        record.ifPresent(r -> {
            for (Move m : r.moves()) {
                if (!m.isPass()) {
                    moves.add(m.toString());
                }
            }
        });
        RecordedResult result = game.recordedResult();
        return new Rows.Head(info.get(GameInfo.EVENT).orElse(null), info.get(GameInfo.BLACK).orElse(null), info.get(GameInfo.WHITE).orElse(null),
                info.get(GameInfo.DATE).orElse(null), record.map(r -> r.rules().id()).orElse(null), moves,
                result instanceof RecordedResult.None ? null : result.toString());
    }

    @Override
    public InternalRow get() {
        return current;
    }

    @Override
    public void close() throws IOException {
        if (reader == null) {
            return;
        }
        try {
            reader.close();
        } catch (NotationException e) {
            throw new IOException(e.getMessage(), e);
        }
    }
}
