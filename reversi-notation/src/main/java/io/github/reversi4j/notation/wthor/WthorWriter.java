package io.github.reversi4j.notation.wthor;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.Square;
import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.FormatOptions;
import io.github.reversi4j.notation.GameInfo;
import io.github.reversi4j.notation.GameWriter;
import io.github.reversi4j.notation.Location;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.Problem;
import io.github.reversi4j.notation.ProblemKind;
import io.github.reversi4j.notation.RecordedResult;
import io.github.reversi4j.notation.UnwritableGameException;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Writes WTHOR game files (<a href="../doc-files/formats.html#3">FORMATS §3</a>): the 16-byte header, then the records. Writing the header and
 * records a {@link WthorReader} read gives back the file's bytes.
 *
 * <p>As a {@link GameWriter} ({@link #of}, or {@link io.github.reversi4j.notation.RecordFormat#WTHOR}),
 * it takes valid games of standard Othello from the start, on 8x8 (the first game decides; 10x10 for a
 * {@code .wtd}), and keeps the records in memory (68 bytes a game) until {@link #close()} writes the
 * header, which counts them. Players and tournaments are numbered so that a WTHOR file written again
 * is the same: a game that carries its numbers ({@link WthorReader#BLACK_NUMBER} and the others) keeps
 * them when the name files given (or none) agree with its names; any other name gets the number it
 * has in the name files, or a new number after the last one. {@link #players()} and {@link
 * #tournaments()} give the name files to write beside the game file ({@link WthorNames#write}); names
 * are cut to their field's width (19 and 25 bytes). Refused with {@link ProblemKind#UNWRITABLE}, whose
 * {@link NotationException#unwritable()} gives the facts: an
 * invalid game, other rules or another start, an unfinished game without a recorded Black score, a
 * name outside ISO-8859-1, a {@link WthorReader#THEORETICAL_SCORE} that is not a number of discs.
 */
public final class WthorWriter implements GameWriter {

    private final OutputStream out;
    private final Location sink;
    private final ByteArrayOutputStream records = new ByteArrayOutputStream(1 << 16);
    private final Numbers players;
    private final Numbers tournaments;
    private final int[] created;
    private int side;
    private int year;
    private long written;
    private boolean closed;

    private WthorWriter(OutputStream out, String sinkName, WthorNames players, WthorNames tournaments) {
        this.out = out;
        this.sink = Location.of(sinkName);
        this.players = new Numbers(WthorNames.Kind.PLAYERS, players);
        this.tournaments = new Numbers(WthorNames.Kind.TOURNAMENTS, tournaments);
        LocalDate today = LocalDate.now();
        this.created = new int[] {today.getYear() / 100, today.getYear() % 100, today.getMonthValue(), today.getDayOfMonth()};
        this.year = 0;
    }

    /**
     * Returns a writer of a game file.
     *
     * @param out where the game file goes, at {@link #close()}; not closed
     * @param sinkName the file's name, for the locations of refusals
     * @param options the name files whose numbers to keep, if any
     * @return the writer
     */
    public static WthorWriter of(OutputStream out, String sinkName, FormatOptions options) {
        return new WthorWriter(out, sinkName, options.wthorPlayers().orElse(null), options.wthorTournaments().orElse(null));
    }

    /** The numbers of the names of one name file: those given, and those added. */
    private static final class Numbers {
        final WthorNames.Kind kind;
        final List<String> names = new ArrayList<>();
        final Map<String, Integer> byName = new HashMap<>();

        Numbers(WthorNames.Kind kind, WthorNames given) {
            this.kind = kind;
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
            score = game.outcome().orElseThrow().score(Color.BLACK);
        } else {
            RecordedResult r = game.recordedResult();
            if ((r.kind() != RecordedResult.Kind.BLACK_SCORE && r.kind() != RecordedResult.Kind.SCORES)
                    || r.blackScore() < 0 || r.blackScore() > s * s) {
                throw refuse(at, game, "an unfinished game needs a recorded Black score "
                        + "0.." + (s * s) + " to be written to WTHOR, it has " + r);
            }
            score = r.blackScore();
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
        int event = tournaments.number(info.event().orElse("?"), info.get(WthorReader.TOURNAMENT_NUMBER), at, game);
        int black = players.number(info.black().orElse("?"), info.get(WthorReader.BLACK_NUMBER), at, game);
        int white = players.number(info.white().orElse("?"), info.get(WthorReader.WHITE_NUMBER), at, game);
        List<Square> placements = new ArrayList<>(record.moves().size());
        for (Move m : record.moves()) {
            if (!m.isPass()) {
                placements.add(m.squareOrThrow());
            }
        }
        WthorGame g = WthorGame.of(event, black, white, score, theoretical, placements, s);
        readBack(g, game, at);
        side = s;
        records.writeBytes(g.bytes());
        info.get(GameInfo.DATE).filter(d -> d.matches("[0-9]{4}.*")).ifPresent(d -> year = Integer.parseInt(d.substring(0, 4)));
        written++;
    }

    private void readBack(WthorGame g, CheckedGame game, Location at) throws NotationException {
        byte[] file = toBytes(WthorHeader.ofGames(created, 1, 2000, g.side() == 8 ? 8 : 10, 22), List.of(g));
        CheckedGame back;
        try (WthorReader r = WthorReader.of(new ByteArrayInputStream(file), sink.source())) {
            back = r.next().orElseThrow();
        }
        if (!back.isValid() || back.isFinished() != game.isFinished()
                || !back.record().orElseThrow().moves().equals(game.record().orElseThrow().moves())) {
            throw refuse(at, game, "it would read back as " + back);
        }
    }

    /** A refusal with its facts: the format, the reason, the game's place in the sink and where it was read. */
    private static NotationException refuse(Location at, CheckedGame game, String reason) {
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
        return WthorNames.of(WthorNames.Kind.PLAYERS, created, players.names);
    }

    /**
     * Returns the tournaments' file that goes with the games written.
     *
     * @return {@code WTHOR.TRN}
     */
    public WthorNames tournaments() {
        return WthorNames.of(WthorNames.Kind.TOURNAMENTS, created, tournaments.names);
    }

    /**
     * Writes the header, counting the games, and the records, and flushes.
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
        WthorHeader h = WthorHeader.ofGames(created, written, year == 0 ? LocalDate.now().getYear() : year, s == 8 ? 8 : 10, 22);
        try {
            out.write(h.toBytes());
            records.writeTo(out);
            out.flush();
        } catch (IOException e) {
            throw new NotationException(sink, ProblemKind.IO, "cannot write: " + e.getMessage(), e);
        }
    }

    /**
     * Writes a game file.
     *
     * @param out where to write; not closed
     * @param header the header; its game count must be the number of games, its board size theirs
     * @param games the records
     * @throws IOException if writing fails
     * @throws IllegalArgumentException if the header's count or board size does not match the games
     */
    public static void write(OutputStream out, WthorHeader header, List<WthorGame> games) throws IOException {
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
