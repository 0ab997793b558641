package io.github.reversi4j.notation.internal.wthor;

import io.github.reversi4j.notation.internal.shared.FileSafety;
import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.Outcome;
import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.Square;
import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.GameInfo;
import io.github.reversi4j.notation.GameWriter;
import io.github.reversi4j.notation.Location;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.Problem;
import io.github.reversi4j.notation.ProblemKind;
import io.github.reversi4j.notation.RecordedResult;
import io.github.reversi4j.notation.internal.shared.RecordedScores;
import io.github.reversi4j.notation.UnwritableGameException;
import java.io.BufferedOutputStream;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Writes WTHOR game files (<a href="../../doc-files/formats.html#3">FORMATS §3</a>): the 16-byte header, then the records. Writing the header and
 * records a {@link WthorReader} read gives back the file's bytes.
 *
 * <p>As a {@link GameWriter} ({@link #of}, or {@link io.github.reversi4j.notation.formats.RecordFormat#WTHOR}),
 * it takes valid games of standard Othello from the start, on 8x8 (the first game decides; 10x10 for a
 * {@code .wtd}). It writes in constant memory: the records go to a file as they come (the target's
 * temporary file for a {@link java.nio.file.Path}, else a temporary file deleted on close) and
 * {@link #close()} patches the header, which counts them, then moves the file into place or copies it
 * to the stream. The output is deterministic: the header's creation date is
 * the one given ({@link io.github.reversi4j.notation.formats.FormatOptions#withWthorCreated}), else January 1 of the games' year, never the
 * day it is written. Players and tournaments are numbered so that a WTHOR file written again
 * is the same: a game that carries its numbers ({@link WthorReader#BLACK_NUMBER} and the others) keeps
 * them when the name files given (or none) agree with its names; any other name gets the number it
 * has in the name files, or a new number after the last one. {@link #players()} and {@link
 * #tournaments()} give the name files to write beside the game file ({@link WthorNames#toBytes}); names
 * are cut to their field's width (19 and 25 bytes). Refused with an {@link UnwritableGameException}: an
 * invalid game, other rules or another start, an unfinished game without a recorded Black score, a
 * name outside ISO-8859-1, a {@link WthorReader#THEORETICAL_SCORE} that is not a number of discs.
 *
 * <p>The finished games of a PGN file as a WTHOR archive; over a {@link java.nio.file.Path} the
 * writer also writes the name files beside the game file:
 * (The examples are in {@code RecordFormat.WTHOR}.)
 */
public final class WthorWriter implements GameWriter {

    /** The stream the file is copied to at close, or null for a file written at its path. */
    private final OutputStream out;
    private final Location sink;
    /** The file being written: the header's place, then the records. */
    private final FileChannel channel;
    /** The checked target of a path, whose temporary file is being written, or null. */
    private final FileSafety.Target target;
    private final OutputStream records;
    private final LocalDate createdOption;
    private final Numbers players;
    private final Numbers tournaments;
    private int side;
    private int year;
    private long written;
    private boolean closed;

    private WthorWriter(OutputStream out, Path target, String sinkName, Optional<WthorNames> players,
            Optional<WthorNames> tournaments, Optional<LocalDate> created) {
        if (players.isPresent() && players.get().kind() != WthorNames.Kind.PLAYERS
                || tournaments.isPresent() && tournaments.get().kind() != WthorNames.Kind.TOURNAMENTS) {
            throw new IllegalArgumentException("expected the players' (JOU) and the tournaments' (TRN) files");
        }
        if (created.isPresent() && (created.get().getYear() < 1900 || created.get().getYear() > 2155)) {
            throw new IllegalArgumentException("a WTHOR header holds the years 1900 to 2155, not " + created.get().getYear());
        }
        this.out = out;
        this.sink = Location.of(sinkName);
        this.players = new Numbers(WthorNames.Kind.PLAYERS, players.orElse(null));
        this.tournaments = new Numbers(WthorNames.Kind.TOURNAMENTS, tournaments.orElse(null));
        this.createdOption = created.orElse(null);
        this.year = 0;
        this.target = target == null ? null : FileSafety.Target.of(target, sink);
        FileChannel c = null;
        try {
            if (this.target != null) {
                c = FileChannel.open(this.target.temporary(), StandardOpenOption.READ, StandardOpenOption.WRITE);
            } else {
                Path t = Files.createTempFile("reversi4j-", ".wtb");
                c = FileChannel.open(t, StandardOpenOption.READ, StandardOpenOption.WRITE,
                        StandardOpenOption.DELETE_ON_CLOSE);
            }
            c.write(ByteBuffer.allocate(WthorHeader.SIZE)); // the header's place, patched at close
        } catch (IOException e) {
            NotationException n = new NotationException(sink, ProblemKind.IO, "cannot write: " + e.getMessage(), e);
            if (c != null) {
                try {
                    c.close();
                } catch (IOException again) {
                    n.addSuppressed(again);
                }
            }
            if (this.target != null) {
                this.target.abandon(n);
            }
            throw n;
        }
        this.channel = c;
        this.records = new BufferedOutputStream(Channels.newOutputStream(channel), 1 << 16);
    }

    /**
     * Returns a writer of a game file to a stream. The records wait in a temporary file until
     * {@link #close()} copies the file, header first, to the stream.
     *
     * @param out where the game file goes, at {@link #close()}; flushed, not closed
     * @param sinkName the file's name, for the locations of refusals
     * @param players the players' name file ({@code WTHOR.JOU}) whose numbers to keep, if any
     * @param tournaments the tournaments' name file ({@code WTHOR.TRN}) whose numbers to keep, if any
     * @param created the creation date to stamp in the header, if any (else January 1 of the games' year)
     * @return the writer
     * @throws NotationException of kind {@link ProblemKind#IO} if no temporary file can be made
     * @throws IllegalArgumentException if a name file is of the other kind, or the date's year is
     *     outside 1900 to 2155
     */
    public static WthorWriter of(OutputStream out, String sinkName, Optional<WthorNames> players,
            Optional<WthorNames> tournaments, Optional<LocalDate> created) {
        return new WthorWriter(Objects.requireNonNull(out, "out"), null, sinkName, players, tournaments, created);
    }

    /**
     * Returns a writer of a game file at a path. The file is written beside it under a temporary name
     * and moved into place by {@link #close()}; a writer closed without a game written leaves no file.
     *
     * @param target the game file
     * @param players the players' name file ({@code WTHOR.JOU}) whose numbers to keep, if any
     * @param tournaments the tournaments' name file ({@code WTHOR.TRN}) whose numbers to keep, if any
     * @param created the creation date to stamp in the header, if any (else January 1 of the games' year)
     * @return the writer
     * @throws NotationException of kind {@link ProblemKind#IO} if the temporary file cannot be made
     * @throws IllegalArgumentException if a name file is of the other kind, or the date's year is
     *     outside 1900 to 2155
     */
    public static WthorWriter of(Path target, Optional<WthorNames> players, Optional<WthorNames> tournaments,
            Optional<LocalDate> created) {
        return new WthorWriter(null, Objects.requireNonNull(target, "target"), String.valueOf(target.getFileName()), players,
                tournaments, created);
    }

    /** The numbers of the names of one name file: those given, and those added. */
    private static final class Numbers {
        final WthorNames.Kind kind;
        final List<String> names = new ArrayList<>();
        final Map<String, Integer> byName = new HashMap<>();
        /** The names given, or null when no name file was given. */
        final List<String> given;

        /** Whether the names differ from the name file given (or no file was given). */
        boolean changed() {
            return given == null || !given.equals(names);
        }

        Numbers(WthorNames.Kind kind, WthorNames given) {
            this.kind = kind;
            this.given = given == null ? null : List.copyOf(given.names());
            if (given != null) {
                for (String n : given.names()) {
                    byName.putIfAbsent(n, names.size());
                    names.add(n);
                }
            }
        }

        /** The number of a game's name: its own when the names agree, else the name's, else a new one. */
        int number(String name, Optional<String> number, Location at, CheckedGame game) throws NotationException {
            String cut = name.length() < kind.recordSize() ? name : name.substring(0, kind.recordSize() - 1);
            if (!StandardCharsets.ISO_8859_1.newEncoder().canEncode(cut) || cut.indexOf('\0') >= 0) {
                throw refuse(at, game, "WTHOR names are ISO-8859-1 without NUL: '" + name + "'");
            }
            int own = number.filter(v -> v.matches("[0-9]{1,5}")).map(Integer::parseInt).filter(v -> v <= 0xFFFF)
                    .orElse(-1);
            if (own >= 0) {
                boolean unnamed = cut.equals("#" + own);
                if (own < names.size() && (unnamed || names.get(own).equals(cut) || names.get(own).isEmpty())) {
                    if (!unnamed && names.get(own).isEmpty()) {
                        names.set(own, cut);
                        byName.putIfAbsent(cut, own);
                    }
                    return own;
                }
                if (own >= names.size() && !byName.containsKey(cut)) {
                    while (names.size() < own) {
                        names.add("");
                    }
                    names.add(unnamed ? "" : cut);
                    if (!unnamed) {
                        byName.put(cut, own);
                    }
                    return own;
                }
            }
            Integer known = byName.get(cut);
            if (known != null) {
                return known;
            }
            if (names.size() > 0xFFFF) {
                throw refuse(at, game, "more than 65536 " + kind + " names");
            }
            byName.put(cut, names.size());
            names.add(cut);
            return names.size() - 1;
        }
    }

    @Override
    public void write(CheckedGame game) throws NotationException {
        Location at = sink.withGame(written);
        if (closed) {
            throw new IllegalStateException("the writer is closed");
        }
        if (!game.isValid() || game.record().isEmpty()) {
            throw refuse(at, game, "an invalid game is not written: " + game.problems()
                    .stream().filter(Problem::isError).findFirst().map(Problem::reason).orElse("it could not be read"));
        }
        GameRecord record = game.record().get();
        int s = record.rules().geometry().width();
        Rules othello = s == 10 ? RuleSets.of("othello(size=10x10)") : RuleSets.of("othello");
        if ((s != 8 && s != 10) || (side != 0 && s != side) || !record.rules().id().equals(othello.id())
                || !record.start().equals(othello.initialState())) {
            throw refuse(at, game, "WTHOR holds standard Othello games from the start, on "
                    + (side == 0 ? "8x8 or 10x10" : side + "x" + side + " in this file") + "; this one is "
                    + record.rules().id() + " from " + record.start());
        }
        int score;
        if (game.isFinished()) {
            score = ((Outcome.TwoPlayer) game.outcome().orElseThrow()).score(Color.BLACK);
        } else {
            RecordedResult r = game.recordedResult();
            Optional<int[]> scores = RecordedScores.recordedScores(r, s * s);
            if (scores.isEmpty() || scores.get()[0] < 0 || scores.get()[0] > s * s) {
                throw refuse(at, game, "an unfinished game needs a recorded Black score "
                        + "0.." + (s * s) + " (or scores, or a margin that gives one) to be written to WTHOR, it has " + r);
            }
            score = scores.get()[0];
        }
        GameInfo info = game.info();
        Optional<String> theoreticalTag = info.get(WthorReader.THEORETICAL_SCORE);
        int theoretical = theoreticalTag.filter(v -> v.matches("[0-9]{1,3}")).map(Integer::parseInt)
                .filter(v -> v <= s * s).orElse(-1);
        if (theoreticalTag.isPresent() && theoretical < 0) {
            throw refuse(at, game, WthorReader.THEORETICAL_SCORE + " \"" + theoreticalTag.get() + "\" is not a WTHOR score"
                    + " (a number of discs, 0.." + (s * s) + ")");
        }
        if (theoretical < 0) {
            theoretical = score;
        }
        int event = tournaments.number(info.get(GameInfo.EVENT).orElse("?"), info.get(WthorReader.TOURNAMENT_NUMBER), at, game);
        int black = players.number(info.get(GameInfo.BLACK).orElse("?"), info.get(WthorReader.BLACK_NUMBER), at, game);
        int white = players.number(info.get(GameInfo.WHITE).orElse("?"), info.get(WthorReader.WHITE_NUMBER), at, game);
        List<Square> placements = new ArrayList<>(record.moves().size());
        for (Move m : record.moves()) {
            if (!m.isPass()) {
                placements.add(m.square().orElseThrow());
            }
        }
        WthorGame g = WthorGame.of(event, black, white, score, theoretical, placements, s);
        readBack(g, game, at);
        side = s;
        try {
            records.write(g.bytes());
        } catch (IOException e) {
            throw new NotationException(at, ProblemKind.IO, "cannot write: " + e.getMessage(), e);
        }
        info.get(GameInfo.DATE).filter(d -> d.matches("(19|2[01])[0-9]{2}.*")).ifPresent(d -> year = Integer.parseInt(d.substring(0, 4)));
        written++;
    }

    private void readBack(WthorGame g, CheckedGame game, Location at) throws NotationException {
        byte[] file = toBytes(WthorHeader.ofGames(new int[] {20, 0, 1, 1}, 1, 2000, g.side() == 8 ? 8 : 10, 22), List.of(g));
        CheckedGame back;
        try (WthorReader r = WthorReader.of(new ByteArrayInputStream(file), sink.source())) {
            back = r.iterator().next();
        }
        if (!back.isValid() || back.isFinished() != game.isFinished()
                || !back.record().orElseThrow().moves().equals(game.record().orElseThrow().moves())) {
            throw refuse(at, game, "it would read back as " + back);
        }
    }

    /** A refusal with its facts: the format, the reason, the game's place in the sink and where it was read. */
    private static UnwritableGameException refuse(Location at, CheckedGame game, String reason) {
        return new UnwritableGameException("WTHOR", reason).at(at, game.location());
    }

    @Override
    public long written() {
        return written;
    }

    /**
     * Returns the players' file that goes with the games written: the names given, then the new ones.
     *
     * @return {@code WTHOR.JOU}
     */
    public WthorNames players() {
        return WthorNames.of(WthorNames.Kind.PLAYERS, created(), players.names);
    }

    /**
     * Returns the tournaments' file that goes with the games written.
     *
     * @return {@code WTHOR.TRN}
     */
    public WthorNames tournaments() {
        return WthorNames.of(WthorNames.Kind.TOURNAMENTS, created(), tournaments.names);
    }

    /** The creation date: the options', else January 1 of the games' year (2000 when no game says). */
    private int[] created() {
        LocalDate d = createdOption != null ? createdOption : LocalDate.of(year == 0 ? 2000 : year, 1, 1);
        return new int[] {d.getYear() / 100, d.getYear() % 100, d.getMonthValue(), d.getDayOfMonth()};
    }

    /**
     * Patches the header, which counts the games, and finishes the file: moves it into place at its
     * path (no file when no game was written), or copies it to the stream and flushes.
     *
     * @throws NotationException if writing fails
     */
    @Override
    public void close() throws NotationException {
        if (closed) {
            return;
        }
        closed = true;
        int s = side == 0 ? 8 : side;
        WthorHeader h = WthorHeader.ofGames(created(), written, year == 0 ? 2000 : year, s == 8 ? 8 : 10, 22);
        boolean moved = false;
        try {
            try (FileChannel c = channel) {
                records.flush();
                c.write(ByteBuffer.wrap(h.toBytes()), 0);
                if (target != null) {
                    c.force(true);
                } else {
                    c.position(0);
                    InputStream in = Channels.newInputStream(c);
                    in.transferTo(out);
                    out.flush();
                }
            }
            if (target != null && written > 0) {
                // the names first: a game file is never there without the names of its games
                writeNames(players, players());
                writeNames(tournaments, tournaments());
                target.commit();
                moved = true;
            }
        } catch (IOException e) {
            throw new NotationException(sink, ProblemKind.IO, "cannot write: " + e.getMessage(), e);
        } finally {
            if (target != null && !moved) {
                target.abandon(null);
            }
        }
    }

    /**
     * Writes a name file beside the game file, as the game file is written, when its names are not
     * those of the file given: the file beside it whatever the case of its name, else a new one.
     */
    private void writeNames(Numbers numbers, WthorNames names) throws IOException {
        if (!numbers.changed()) {
            return;
        }
        Path game = target.target();
        Path file = WthorNames.beside(game, numbers.kind).orElseGet(() -> game.resolveSibling(numbers.kind.fileName()));
        FileSafety.Target t = FileSafety.Target.of(file, Location.of(String.valueOf(file.getFileName())));
        try {
            Files.write(t.temporary(), names.toBytes());
        } catch (IOException e) {
            t.abandon(e);
            throw e;
        }
        t.commit();
    }

    /** Writes a game file's header and records; see {@link #toBytes}. */
    private static void write(OutputStream out, WthorHeader header, List<WthorGame> games) throws IOException {
        if (header.games() != games.size()) {
            throw new IllegalArgumentException("the header announces " + header.games() + " games, " + games.size() + " are given");
        }
        for (WthorGame g : games) {
            if (g.side() != header.boardSide()) {
                throw new IllegalArgumentException("a " + g.side() + "x" + g.side() + " game in a file of "
                        + header.boardSide() + "x" + header.boardSide() + " games");
            }
        }
        out.write(header.toBytes());
        for (WthorGame g : games) {
            out.write(g.bytes());
        }
    }

    /**
     * Returns the bytes of a game file.
     *
     * @param header the header; its game count must be the number of games, its board size theirs
     * @param games the records
     * @return the bytes
     * @throws IllegalArgumentException if the header's count or board size does not match the games
     */
    public static byte[] toBytes(WthorHeader header, List<WthorGame> games) {
        ByteArrayOutputStream b = new ByteArrayOutputStream(WthorHeader.SIZE + games.size() * 68);
        try {
            write(b, header, games);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return b.toByteArray();
    }
}
