package io.github.reversi4j.spark;

import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.GameInfo;
import io.github.reversi4j.notation.GameReader;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.RecordedResult;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.connector.read.PartitionReader;
import org.apache.spark.sql.types.StructType;

/**
 * Reads a whole file of a format other than WTHOR with the notation module's reader for it. These readers replay each game as they read
 * it, so every query replays, header-only queries included.
 */
final class RecordFilePartitionReader implements PartitionReader<InternalRow> {

    private final ReadOptions.Mode mode;
    private final Rows rows;
    private final GameReader reader;
    private final ArrayDeque<InternalRow> pending = new ArrayDeque<>();
    private long index;
    private InternalRow current;

    RecordFilePartitionReader(RecordFile file, ReadOptions.Mode mode, StructType required, Configuration conf)
            throws IOException {
        this.mode = mode;
        this.rows = new Rows(mode, required, file.path());
        Path path = new Path(file.path());
        InputStream in = path.getFileSystem(conf).open(path);
        try {
            this.reader = file.format().reader(in, file.path());
        } catch (NotationException | RuntimeException e) {
            in.close();
            throw new IOException(file + ": " + e.getMessage(), e);
        }
    }

    @Override
    public boolean next() throws IOException {
        try {
            while (pending.isEmpty()) {
                Optional<CheckedGame> g = reader.next();
                if (g.isEmpty()) {
                    return false;
                }
                Replays.add();
                CheckedGame game = g.get();
                if (mode == ReadOptions.Mode.GAMES) {
                    pending.add(rows.game(index, head(game), game));
                } else {
                    rows.positions(index, game, pending);
                }
                index++;
            }
        } catch (NotationException e) {
            throw new IOException(e.getMessage(), e);
        }
        current = pending.poll();
        return true;
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
        return new Rows.Head(info.event().orElse(null), info.black().orElse(null), info.white().orElse(null),
                info.get(GameInfo.DATE).orElse(null), record.map(r -> r.rules().id()).orElse(null), moves,
                result.kind() == RecordedResult.Kind.NONE ? null : result.toString());
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
}
