package io.github.reversi4j.spark;

import io.github.reversi4j.notation.internal.check.Games;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.formats.FormatOptions;
import io.github.reversi4j.notation.GameInfo;
import io.github.reversi4j.notation.GameWriter;
import io.github.reversi4j.notation.Location;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.Problem;
import io.github.reversi4j.notation.ProblemKind;
import io.github.reversi4j.notation.internal.check.ReadGame;
import io.github.reversi4j.notation.RecordedResult;
import io.github.reversi4j.notation.Severity;
import io.github.reversi4j.notation.UnwritableGameException;
import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.catalyst.util.ArrayData;
import org.apache.spark.sql.connector.write.DataWriter;
import org.apache.spark.sql.connector.write.WriterCommitMessage;

/**
 * Writes the games of one task to one file under the job's temporary folder, with the notation module's writer of
 * the format. Each row is replayed from its rules and moves, so that only valid games are written; a row that is
 * not one, or that the format cannot hold, is skipped and counted, or fails the task, as the option
 * {@code onInvalid} says.
 */
final class GameRowWriter implements DataWriter<InternalRow> {

    private static final Rules OTHELLO = RuleSets.of("othello");

    private final WriteOptions options;
    private final FileSystem fs;
    private final Path file;
    private final String name;
    private final OutputStream out;
    private final GameWriter writer;
    private long rows;
    private long skipped;
    private boolean finished;

    GameRowWriter(WriteOptions options, Configuration conf, Path file, String name) throws IOException {
        this.options = options;
        this.fs = file.getFileSystem(conf);
        this.file = file;
        this.name = name;
        this.out = fs.create(file, false);
        this.writer = options.format().writer(out, name, FormatOptions.defaults());
    }

    @Override
    public void write(InternalRow row) throws IOException {
        long n = rows++;
        String source = options.source >= 0 && !row.isNullAt(options.source)
                ? row.getUTF8String(options.source).toString() : "row";
        long index = options.gameIndex >= 0 && !row.isNullAt(options.gameIndex) ? row.getLong(options.gameIndex) : n;
        Location at = Location.of(source).withGame(index);
        if (options.valid >= 0 && !row.isNullAt(options.valid) && !row.getBoolean(options.valid)) {
            invalid(unwritable(at, "the row's column valid is false"));
            return;
        }
        CheckedGame game;
        try {
            game = game(row, at);
        } catch (UnwritableGameException e) {
            invalid(e);
            return;
        }
        if (!game.isValid()) {
            Problem p = game.problems().stream().filter(q -> q.severity() == Severity.ERROR)
                    .findFirst().orElse(game.problems().get(0));
            invalid(new NotationException(p.location(), p.kind(), p.reason()));
            return;
        }
        try {
            writer.write(game);
        } catch (UnwritableGameException e) {
            invalid(e);
        } catch (NotationException e) {
            throw new IOException(name + ": " + e.getMessage(), e);
        }
    }

    /** The game of a row: its rules (Othello when the row names none), its moves replayed, its names. */
    private CheckedGame game(InternalRow row, Location at) {
        Rules rules = OTHELLO;
        if (options.rules >= 0 && !row.isNullAt(options.rules)) {
            String id = row.getUTF8String(options.rules).toString();
            try {
                rules = RuleSets.of(id);
            } catch (RuntimeException e) {
                throw unwritable(at, "rules '" + id + "': " + e.getMessage(), e);
            }
        }
        if (row.isNullAt(options.moves)) {
            throw unwritable(at, "the row's moves are null");
        }
        ArrayData a = row.getArray(options.moves);
        List<Move> moves = new ArrayList<>(a.numElements());
        List<String> texts = new ArrayList<>(a.numElements());
        for (int i = 0; i < a.numElements(); i++) {
            if (a.isNullAt(i)) {
                throw unwritable(at, "move " + (i + 1) + " is null");
            }
            String t = a.getUTF8String(i).toString();
            try {
                moves.add(Move.parse(t));
            } catch (RuntimeException e) {
                throw unwritable(at, "move " + (i + 1) + ": " + e.getMessage(), e);
            }
            texts.add(t);
        }
        GameInfo info = GameInfo.empty();
        try {
            info = with(info, GameInfo.EVENT, row, options.event);
            info = with(info, GameInfo.BLACK, row, options.black);
            info = with(info, GameInfo.WHITE, row, options.white);
            info = with(info, GameInfo.DATE, row, options.date);
        } catch (RuntimeException e) {
            throw unwritable(at, e.getMessage(), e);
        }
        return Games.check(new ReadGame(at, info, rules, rules.initialState(), moves, texts, new RecordedResult.None(), List.of()));
    }

    private static GameInfo with(GameInfo info, String tag, InternalRow row, int column) {
        if (column < 0 || row.isNullAt(column)) {
            return info;
        }
        return info.with(tag, row.getUTF8String(column).toString());
    }

    /** A row the format cannot take, as the writers refuse a game. */
    private UnwritableGameException unwritable(Location at, String reason) {
        return new UnwritableGameException(options.format().id(), reason).at(at, at);
    }

    private UnwritableGameException unwritable(Location at, String reason, Throwable cause) {
        UnwritableGameException e = unwritable(at, reason);
        e.addSuppressed(cause);
        return e;
    }

    private void invalid(RuntimeException e) throws IOException {
        if (options.onInvalid() == WriteOptions.OnInvalid.FAIL) {
            throw new IOException(e.getMessage() + " (not written; option onInvalid is fail)", e);
        }
        skipped++;
    }

    @Override
    public WriterCommitMessage commit() throws IOException {
        finish();
        if (writer.written() == 0) {
            fs.delete(file, false);
            return new TaskFile(null, name, 0, skipped);
        }
        return new TaskFile(file.toString(), name, writer.written(), skipped);
    }

    private void finish() throws IOException {
        if (finished) {
            return;
        }
        finished = true;
        try {
            writer.close();
        } catch (NotationException e) {
            throw new IOException(name + ": " + e.getMessage(), e);
        } finally {
            out.close();
        }
    }

    @Override
    public void abort() throws IOException {
        try {
            finish();
        } finally {
            fs.delete(file, false);
        }
    }

    @Override
    public void close() throws IOException {
        finish();
    }
}
