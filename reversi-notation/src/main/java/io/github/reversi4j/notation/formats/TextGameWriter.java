package io.github.reversi4j.notation.formats;

import io.github.reversi4j.core.Move;
import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.GameInfo;
import io.github.reversi4j.notation.GameReader;
import io.github.reversi4j.notation.GameWriter;
import io.github.reversi4j.notation.Location;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.Problem;
import io.github.reversi4j.notation.ProblemKind;
import io.github.reversi4j.notation.RecordedResult;
import io.github.reversi4j.notation.UnwritableGameException;
import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.Outcome;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.notation.internal.ggf.GgfGame;
import io.github.reversi4j.notation.internal.pgn.PgnGame;
import io.github.reversi4j.notation.text.ObfPosition;
import io.github.reversi4j.notation.text.TranscriptFormat;
import io.github.reversi4j.notation.internal.text.TranscriptReader;
import io.github.reversi4j.notation.internal.shared.RecordedScores;
import java.io.BufferedWriter;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.math.BigDecimal;
import java.util.Map;
import java.util.Optional;

/**
 * The writer of the text formats: each game is formatted, read back with the format's own reader
 * and compared, and only then written, followed by a line break.
 */
final class TextGameWriter implements GameWriter {

    private final RecordFormat format;
    private final Writer out;
    private final Location sink;
    private final FormatOptions options;
    private final Rules rules;
    /** The file of a writer made over a path, or null. */
    private final Sources.Target target;
    private long written;
    private boolean closed;

    TextGameWriter(RecordFormat format, OutputStream out, String sinkName, FormatOptions options) {
        this(format, new OutputStreamWriter(out, StandardCharsets.UTF_8), sinkName, options, null);
    }

    TextGameWriter(RecordFormat format, Writer out, String sinkName, FormatOptions options, Sources.Target target) {
        this.format = format;
        this.out = new BufferedWriter(out, 1 << 16);
        this.sink = Location.of(sinkName);
        this.options = options;
        this.rules = options.rules();
        this.target = target;
    }

    @Override
    public void write(CheckedGame game) throws NotationException {
        if (closed) {
            throw new IllegalStateException("the writer is closed");
        }
        Location at = sink.withGame(written);
        GameRecord record = valid(game, at);
        GameRecord expected = record;
        String text;
        try {
            switch (format) {
                case GGF:
                    text = GgfGame.of(record, ggfInfo(game, record)).toString();
                    break;
                case PGN:
                    if (record.rules().id().equals(rules.id())) {
                        text = PgnGame.of(game).toString();
                    } else {
                        expected = under(rules, record).orElseThrow(() -> refuse(at, game, notUnder("a PGN file", record)));
                        text = PgnGame.of(expected, game.info()).toString();
                    }
                    break;
                case OBF:
                    if (!record.moves().isEmpty()) {
                        throw refuse(at, game, "a board string holds a position, not a game of " + record.moves().size()
                                + " moves");
                    }
                    if (!record.rules().id().equals(rules.id())) {
                        throw refuse(at, game, "a file of board strings holds positions of " + rules.id() + ", this one is of "
                                + record.rules().id());
                    }
                    text = ObfPosition.of(record.start(), Map.of()).toString();
                    break;
                case EOTHELLO_CSV: {
                    expected = under(rules, record).orElseThrow(() -> refuse(at, game, notUnder("an eOthello CSV", record)));
                    Optional<Outcome> o = game.outcome();
                    RecordedResult recorded = game.recordedResult();
                    Optional<Color> w;
                    if (game.isFinished() && o.isPresent()) {
                        w = o.get().winner();
                    } else if (RecordedScores.kind(recorded) == RecordedScores.Kind.WINNER) {
                        w = ((RecordedResult.Winner) recorded).winner(); // an unfinished row keeps the winner it records
                    } else {
                        throw refuse(at, game, "an eOthello CSV row needs a winner: a finished game, or a recorded winner");
                    }
                    String id = game.info().get(TranscriptReader.ID).filter(TextGameWriter::plainId)
                            .orElse(Long.toString(written + 1));
                    int winner = w.map(c -> c == Color.BLACK ? 1 : -1).orElse(0);
                    text = id + "," + winner + "," + compact(expected, ";"); // a comma would end the field
                    break;
                }
                default: {
                    expected = under(rules, record).orElseThrow(() -> refuse(at, game, notUnder("a transcript", record)));
                    Optional<String> opening = game.info().get(TranscriptReader.OPENING).filter(s -> !s.isBlank()
                            && s.indexOf('\n') < 0 && s.indexOf('\r') < 0);
                    text = compact(expected, ",") + opening.map(s -> "  " + s.strip()).orElse("");
                    break;
                }
            }
        } catch (UnwritableGameException e) { // a formatting function's refusal, located here once
            throw e.at(at, game.location());
        } catch (IllegalArgumentException | ArithmeticException e) { // a formatting function's other refusals
            throw refuse(at, game, String.valueOf(e.getMessage()));
        }
        readBack(text, expected, game, at);
        try {
            out.write(text);
            out.write(format != RecordFormat.PGN ? "\n" : text.endsWith("\n\n") ? "" : text.endsWith("\n") ? "\n" : "\n\n");
        } catch (IOException e) {
            throw new NotationException(at, ProblemKind.IO, "cannot write: " + e.getMessage(), e);
        }
        written++;
    }

    /**
     * The header GGF is written with: for a game that stops before its end, the result it records as
     * a GGF margin ({@code RE[+16.000]}), so that an unfinished game keeps its score.
     */
    private static GameInfo ggfInfo(CheckedGame game, GameRecord record) {
        if (game.isFinished()) {
            return game.info();
        }
        Optional<BigDecimal> m = RecordedScores.recordedMargin(game.recordedResult(), record.rules().geometry().size());
        if (m.isEmpty()) {
            return game.info();
        }
        BigDecimal v = m.get().setScale(Math.max(3, m.get().scale()), java.math.RoundingMode.UNNECESSARY);
        return game.info().with(GameInfo.RESULT, (v.signum() >= 0 ? "+" : "") + v.toPlainString());
    }

    private static boolean plainId(String id) {
        return !id.isEmpty() && id.chars().allMatch(c -> c > ' ' && c != ',' && c < 0x7F);
    }

    /** The record of a valid game, or a refusal. */
    GameRecord valid(CheckedGame game, Location at) throws NotationException {
        if (!game.isValid() || game.record().isEmpty()) {
            throw refuse(at, game, "an invalid game is not written: " + game.problems().stream().filter(Problem::isError)
                    .findFirst().map(Problem::reason).orElse("it could not be read"));
        }
        return game.record().get();
    }

    UnwritableGameException refuse(Location at, CheckedGame game, String why) {
        return refuse(format.id(), at, game, why);
    }

    static UnwritableGameException refuse(String format, Location at, CheckedGame game, String why) {
        return new UnwritableGameException(format, why).at(at, game.location());
    }

    private String notUnder(String file, GameRecord record) {
        return file + " holds games of " + rules.id() + " from its start; this one is " + record.rules().id() + " from "
                + record.start();
    }

    private void readBack(String text, GameRecord expected, CheckedGame game, Location at) throws NotationException {
        Optional<CheckedGame> back;
        try (GameReader r = format.reader(new ByteArrayInputStream((text + "\n").getBytes(StandardCharsets.UTF_8)),
                sink.source(), options)) {
            java.util.Iterator<CheckedGame> games = r.iterator();
            back = games.hasNext() ? Optional.of(games.next()) : Optional.empty();
        }
        if (back.isEmpty() || !back.get().isValid() || !back.get().record().equals(Optional.of(expected))
                || back.get().isFinished() != game.isFinished()
                || back.get().has(ProblemKind.BAD_HEADER) && !game.has(ProblemKind.BAD_HEADER)) {
            throw refuse(at, game, "it would read back as "
                    + back.map(CheckedGame::toString).orElse("nothing"));
        }
    }

    /**
     * A transcript as compact as it reads back: {@code f5d6c3}, or with a separator when a move names a
     * line or a color ({@code ,} in a transcript, {@code ;} in a CSV field, where a comma ends the field).
     */
    private static String compact(GameRecord record, String separator) {
        boolean plain = record.moves().stream().allMatch(m -> !(m instanceof Move.Variant));
        return (plain ? TranscriptFormat.canonical() : TranscriptFormat.canonical().withSeparator(separator)).format(record);
    }

    /**
     * The game when it is a game of the given rules from their start. Rules are the same when their
     * ids are: a game of other rules is never rewritten as one of these, even when its moves would be
     * legal here (an unfinished anti-Othello game is no Othello game).
     */
    static Optional<GameRecord> under(Rules rules, GameRecord record) {
        return record.rules().id().equals(rules.id()) && record.start().equals(rules.initialState()) ? Optional.of(record)
                : Optional.empty();
    }

    @Override
    public long written() {
        return written;
    }

    @Override
    public void close() throws NotationException {
        if (closed) {
            return;
        }
        closed = true;
        try {
            out.flush();
            if (target != null) {
                target.finish(written > 0);
            }
        } catch (IOException e) {
            if (target != null) {
                try {
                    target.finish(false); // nothing half-written is left at the path
                } catch (IOException again) {
                    e.addSuppressed(again);
                }
            }
            throw new NotationException(sink, ProblemKind.IO, "cannot write: " + e.getMessage(), e);
        }
    }
}
