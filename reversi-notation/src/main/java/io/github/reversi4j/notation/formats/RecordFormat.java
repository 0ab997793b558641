package io.github.reversi4j.notation.formats;

import io.github.reversi4j.notation.GameReader;
import io.github.reversi4j.notation.GameWriter;
import io.github.reversi4j.notation.Location;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.ProblemKind;
import io.github.reversi4j.notation.internal.ggf.GgfReader;
import io.github.reversi4j.core.TextParseException;
import io.github.reversi4j.notation.internal.Numbers;
import io.github.reversi4j.notation.internal.shared.FileSafety;
import io.github.reversi4j.notation.internal.Shown;
import io.github.reversi4j.notation.internal.TextDecoder;
import io.github.reversi4j.notation.internal.pgn.PgnReader;
import io.github.reversi4j.notation.internal.wthor.WthorReader;
import io.github.reversi4j.notation.internal.text.ObfReader;
import io.github.reversi4j.notation.internal.text.TranscriptReader;
import io.github.reversi4j.notation.internal.wthor.WthorWriter;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.OutputStream;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import io.github.reversi4j.notation.internal.wthor.WthorNames;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * The record formats of this module, each found by name, by file name or by content, and each read
 * and written the same way:
 *
 * <pre>{@code
 * RecordFormat f = RecordFormat.of("ggf");                          // by name
 * RecordFormat g = RecordFormat.byFileName("WTH_2004.wtb").get();   // by extension
 * try (GameReader r = RecordFormat.open(Path.of("WTH_2004.wtb"), FormatOptions.defaults());
 *      GameWriter w = RecordFormat.PGN.writer(Path.of("2004.pgn"), FormatOptions.defaults())) {
 *     r.forEach(w::write);
 * }
 * }</pre>
 *
 * <p>Every format is read and written over the same three kinds of source and sink: an
 * {@link InputStream} or {@link OutputStream}, a {@link Reader} or {@link Writer} (the text formats),
 * and a {@link Path}. The {@code Path} forms do more for you: a WTHOR game file is read with the
 * player and tournament names of the {@code WTHOR.JOU} and {@code WTHOR.TRN} beside it (found
 * whatever the case of their names; {@link FormatOptions#withWthorNames} gives them otherwise), and a file is written under a temporary name and moved into place when
 * the writer is closed (no file at all when no game was written). Streams are owned by whoever opened
 * them: a reader or writer never closes the stream, reader or writer it was given, and closes the
 * file it opened from a path.
 *
 * <p>{@link #open(InputStream, String, FormatOptions)} chooses the format of a file from its name and
 * checks it against the first bytes: a file whose name has no known extension is recognised by its
 * content (a WTHOR header, a GGF game {@code (;}, a PGN tag {@code [Event "}, an OBF board line), and
 * a file whose content is plainly of another format than its extension says is refused with a
 * {@link ProblemKind#WRONG_FORMAT} error naming both.
 *
 * <p>Text formats are read and written as UTF-8.
 *
 * <p>Limits, past which a game is reported ({@link ProblemKind#LIMIT_EXCEEDED}) without being held in
 * memory, and reading goes on with the next one: a line of a transcript, CSV or OBF file of 65,536
 * characters; a GGF game of 1,048,576 characters; a PGN game of 1,024 moves, 256 tags or a tag value of
 * 4,096 characters.
 */
public enum RecordFormat {

    /**
     * Move transcripts, one game per line, optionally followed by a name ({@code .txt}); <a href="doc-files/formats.html#1">FORMATS §1</a>.
     * Blank lines and comment lines ({@code //}, {@code %}, {@code #}) are skipped. A line is the moves
     * (as {@link io.github.reversi4j.notation.text.Transcript#parse} reads them, in any letter case)
     * and, after whitespace, a name kept as the tag {@code Opening}. Written: the moves alone, in
     * lower case, forced passes left out.
     */
    TRANSCRIPT("transcript", "txt"),
    /**
     * Board strings and OBF positions, one a line ({@code .obf}); <a href="doc-files/formats.html#5">FORMATS §5</a>. Each position is read as
     * a game of no moves from it, its comment kept as the tag {@code Comment}; only such games are
     * written. A position's scored moves are read with {@link io.github.reversi4j.notation.text.ObfPosition}.
     */
    OBF("obf", "obf"),
    /**
     * GGF games and GGS archives ({@code .ggf}); <a href="doc-files/formats.html#2">FORMATS §2</a>. Each game is replayed under the rule set its
     * {@code TY} and {@code KM} name. Its properties are its {@link io.github.reversi4j.notation.GameInfo}
     * tags: {@code PB} as {@code Black}, {@code PW} as {@code White}, {@code PC} as {@code Site},
     * {@code DT} as {@code Date}, {@code RE} as {@code Result}, every other one but {@code BO} and the
     * moves under its own name ({@code TY}, {@code KM}, {@code TI}, {@code RB}, ...); and from the
     * archive line, {@code Match} (the zero-based index of the match in the file) and, in a synchro
     * pair, {@code MatchGame} ({@code 1} or {@code 2}).
     */
    GGF("ggf", "ggf"),
    /**
     * WTHOR game files ({@code .wtb}, and {@code .wtd} for 10x10); <a href="doc-files/formats.html#3">FORMATS §3</a>. Each game's
     * {@link io.github.reversi4j.notation.GameInfo} holds {@code Event}, {@code Black} and {@code White}
     * (the names of the name files, {@code #346} without them), {@code Date} (the year of the file),
     * {@code TheoreticalScore} (the stored theoretical score, in Black's discs), and the numbers
     * {@code WthorTournament}, {@code WthorBlack} and {@code WthorWhite}, which the writer keeps when
     * it writes the game with the same name files. The players and theoretical score of the first
     * games of a year:
     * <pre>{@code
     * try (GameReader games = RecordFormat.WTHOR.reader(Path.of("testdata/wthor/WTH_2004.wtb"), FormatOptions.defaults())) {
     *     games.stream().limit(5).forEach(game -> System.out.println(
     *             game.info().get(GameInfo.BLACK).orElse("?") + " - " + game.info().get(GameInfo.WHITE).orElse("?")
     *             + ", theoretical score " + game.info().get("TheoreticalScore").orElse("?")));
     * }
     * }</pre>
     *
     * <p>Written: finished games of standard Othello from the start (or unfinished ones with a
     * recorded score), players and tournaments numbered as in the options' name files, else those
     * beside a {@code Path} written to, new names numbered after them; over a {@code Path} the name
     * files are written beside the game file. The finished games of a PGN file as a WTHOR archive:
     * <pre>{@code
     * try (GameReader games = RecordFormat.PGN.reader(Path.of("testdata/pgn/thor2pgn-WTH_1977.pgn"), FormatOptions.defaults());
     *         GameWriter wthor = RecordFormat.WTHOR.writer(Path.of("games.wtb"), FormatOptions.defaults())) {
     *     for (CheckedGame game : games) {
     *         if (game.isValid() && game.isFinished()) {
     *             wthor.write(game);
     *         }
     *     }
     * }
     * }</pre>
     */
    WTHOR("wthor", "wtb", "wtd"),
    /**
     * PGN-style Othello games: Edax's export, PlayOK's records, thor2pgn's ({@code .pgn}); <a href="doc-files/formats.html#4">FORMATS §4</a>.
     * Every tag is kept in the game's {@link io.github.reversi4j.notation.GameInfo}; written in Edax's
     * layout, with a {@code Result} tag.
     */
    PGN("pgn", "pgn"),
    /**
     * The eOthello CSV: {@code id,winner,moves} ({@code .csv}); <a href="doc-files/formats.html#7.4">FORMATS §7.4</a>. The id is kept as the
     * tag {@code Id}; the winner is checked against the replay.
     */
    EOTHELLO_CSV("eothello-csv", "csv");

    /** How many bytes {@link #byContent} looks at, at most. */
    static final int SNIFF = 512;

    private final String id;
    private final List<String> extensions;

    RecordFormat(String id, String... extensions) {
        this.id = id;
        this.extensions = List.of(extensions);
    }

    /**
     * Returns the format's name, as {@link #of(String)} finds it.
     *
     * @return e.g. {@code ggf}, {@code eothello-csv}
     */
    public String id() {
        return id;
    }

    /**
     * Returns the file-name extensions of the format, without the dot, in lower case.
     *
     * @return e.g. {@code [wtb, wtd]}
     */
    public List<String> extensions() {
        return extensions;
    }

    /**
     * Finds a format by its {@linkplain #id() name} or its constant's name, in any case.
     *
     * @param name e.g. {@code ggf}, {@code WTHOR}, {@code eothello-csv}, {@code obf}
     * @return the format
     * @throws TextParseException if no format has that name (the message lists them)
     */
    public static RecordFormat of(String name) {
        for (RecordFormat f : values()) {
            if (asciiEquals(f.id, name) || asciiEquals(f.name(), name)) {
                return f;
            }
        }
        StringBuilder known = new StringBuilder();
        for (RecordFormat f : values()) {
            known.append(known.length() == 0 ? "" : ", ").append(f.id);
        }
        throw new TextParseException("no record format '" + Shown.text(name, Shown.FIELD) + "'; the formats are " + known,
                name, 0);
    }

    /**
     * Finds a format by a file's extension, in any case.
     *
     * @param fileName the file's name, folders allowed
     * @return the format, or empty when the extension is none of {@link #extensions()}
     */
    public static Optional<RecordFormat> byFileName(String fileName) {
        String n = fileName.toLowerCase(Locale.ROOT);
        int dot = n.lastIndexOf('.');
        if (dot < 0 || n.indexOf('/', dot) >= 0 || n.indexOf('\\', dot) >= 0) {
            return Optional.empty();
        }
        String ext = n.substring(dot + 1);
        for (RecordFormat f : values()) {
            if (f.extensions.contains(ext)) {
                return Optional.of(f);
            }
        }
        return Optional.empty();
    }

    /**
     * Recognises a format by the first bytes of a source, when they are plainly of one: a WTHOR
     * game-file header, a GGF game {@code (;} or match {@code 1 (;}, a PGN tag {@code [Name "},
     * an OBF or board-string line of 64 squares, in UTF-8 or, behind its byte order mark, UTF-16.
     * Transcripts and CSV have no signature and are never recognised.
     *
     * @param head the first bytes (up to {@link #SNIFF} are looked at)
     * @param length how many of them there are
     * @return the format, or empty
     */
    static Optional<RecordFormat> byContent(byte[] head, int length) {
        int n = Math.min(Math.min(length, head.length), SNIFF);
        if (isWthorHeader(head, n)) {
            return Optional.of(WTHOR);
        }
        if (n >= 2 && ((head[0] & 0xFF) == 0xFF && (head[1] & 0xFF) == 0xFE || (head[0] & 0xFF) == 0xFE && (head[1] & 0xFF) == 0xFF)) {
            // UTF-16 with its mark (FORMATS §0): look at its characters as bytes, any non-ASCII one as 0x80
            boolean little = (head[0] & 0xFF) == 0xFF;
            byte[] narrow = new byte[(n - 2) / 2];
            for (int k = 0; k < narrow.length; k++) {
                int lo = head[2 + 2 * k + (little ? 0 : 1)] & 0xFF;
                int hi = head[2 + 2 * k + (little ? 1 : 0)] & 0xFF;
                narrow[k] = hi == 0 && lo < 0x80 ? (byte) lo : (byte) 0x80;
            }
            return byContent(narrow, narrow.length);
        }
        int i = 0;
        if (n >= 3 && (head[0] & 0xFF) == 0xEF && (head[1] & 0xFF) == 0xBB && (head[2] & 0xFF) == 0xBF) {
            i = 3;
        }
        while (i < n && (head[i] == ' ' || head[i] == '\t' || head[i] == '\r' || head[i] == '\n')) {
            i++;
        }
        if (i + 1 < n && head[i] == '(' && head[i + 1] == ';') {
            return Optional.of(GGF);
        }
        int d = i;
        while (d < n && head[d] >= '0' && head[d] <= '9') {
            d++;
        }
        if (d > i && d < n && (head[d] == ' ' || head[d] == '\t')) {
            int k = d;
            while (k < n && (head[k] == ' ' || head[k] == '\t')) {
                k++;
            }
            if (k + 1 < n && head[k] == '(' && head[k + 1] == ';') {
                return Optional.of(GGF);
            }
        }
        if (i < n && head[i] == '[') {
            int k = i + 1;
            while (k < n && isTagChar(head[k])) {
                k++;
            }
            if (k > i + 1 && k + 1 < n && head[k] == ' ' && head[k + 1] == '"') {
                return Optional.of(PGN);
            }
        }
        int squares = 0;
        int k = i;
        while (k < n && (head[k] == '-' || head[k] == 'X' || head[k] == 'O' || head[k] == 'x' || head[k] == 'o'
                || head[k] == '*' || head[k] == '.')) {
            squares++;
            k++;
        }
        if (squares == 64 && k < n && (head[k] == ' ' || head[k] == '\t')) {
            return Optional.of(OBF);
        }
        return Optional.empty();
    }

    /** Compares ignoring the case of ASCII letters only, so that no other letter names a format. */
    private static boolean asciiEquals(String a, String b) {
        if (a.length() != b.length()) {
            return false;
        }
        for (int i = 0; i < a.length(); i++) {
            if (Numbers.toLower(a.charAt(i)) != Numbers.toLower(b.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    private static boolean isTagChar(byte b) {
        return b >= 'A' && b <= 'Z' || b >= 'a' && b <= 'z' || b >= '0' && b <= '9' || b == '_';
    }

    /** A WTHOR game-file header (<a href="doc-files/formats.html#3.1">FORMATS §3.1</a>): a plausible date, N2 = 0, a board size of 0, 8 or 10. */
    private static boolean isWthorHeader(byte[] h, int n) {
        if (n < 16) {
            return false;
        }
        int century = h[0] & 0xFF;
        int month = h[2] & 0xFF;
        int day = h[3] & 0xFF;
        int names = (h[8] & 0xFF) | (h[9] & 0xFF) << 8;
        int year = (h[10] & 0xFF) | (h[11] & 0xFF) << 8;
        int size = h[12] & 0xFF;
        int type = h[13] & 0xFF;
        return century >= 19 && century <= 21 && (h[1] & 0xFF) <= 99 && month <= 12 && day <= 31 && names == 0
                && year >= 1900 && year <= 2200 && (size == 0 || size == 8 || size == 10) && type <= 1;
    }

    /**
     * Chooses the format of a file from its name and its first bytes: by extension when it has a known
     * one, else by content, else {@link #TRANSCRIPT}.
     *
     * @param fileName the file's name
     * @param head its first bytes
     * @param length how many of them there are
     * @return the format
     * @throws NotationException of kind {@link ProblemKind#WRONG_FORMAT} if the content is plainly of
     *     another format than the extension says
     */
    static RecordFormat detect(String fileName, byte[] head, int length) throws NotationException {
        Optional<RecordFormat> byName = byFileName(fileName);
        Optional<RecordFormat> byContent = byContent(head, length);
        if (byName.isPresent()) {
            if (byContent.isPresent() && byContent.get() != byName.get()) {
                throw new NotationException(Location.of(fileName).withOffset(0), ProblemKind.WRONG_FORMAT, "the name says "
                        + byName.get().id + " (." + ext(fileName) + "), the content is " + byContent.get().id
                        + "; rename the file or name its format");
            }
            if (byName.get() == WTHOR && length > 0 && !isWthorHeader(head, Math.min(length, head.length))) {
                throw new NotationException(Location.of(fileName).withOffset(0), ProblemKind.WRONG_FORMAT, "the name says "
                        + "a WTHOR game file (." + ext(fileName) + "), the first 16 bytes are no game-file header"
                        + (length >= 16 && head[8] != 0 ? " (a WTHOR name file, such as WTHOR.JOU, has names here)" : ""));
            }
            return byName.get();
        }
        return byContent.orElse(TRANSCRIPT);
    }

    private static String ext(String fileName) {
        return fileName.substring(fileName.lastIndexOf('.') + 1);
    }

    /**
     * Opens a source whose format is chosen from its name and first bytes: by extension when it has a
     * known one ({@link #byFileName}), else by content (a WTHOR header, a GGF game, a PGN tag, an OBF
     * line), else {@link #TRANSCRIPT}.
     *
     * @param in the bytes; not closed
     * @param fileName the source's file name, for the format and for locations
     * @param options the options
     * @return the reader
     * @throws NotationException of kind {@link ProblemKind#WRONG_FORMAT} if the content is plainly of
     *     another format than the extension says, or if the source cannot be opened
     */
    public static GameReader open(InputStream in, String fileName, FormatOptions options) throws NotationException {
        BufferedInputStream b = new BufferedInputStream(Sources.borrowed(Objects.requireNonNull(in, "in")), 1 << 16);
        byte[] head = new byte[SNIFF];
        int n = 0;
        try {
            b.mark(SNIFF);
            for (int k = b.read(head); k > 0 && n < SNIFF; k = b.read(head, n, SNIFF - n)) {
                n += k;
                if (n == SNIFF) {
                    break;
                }
            }
            b.reset();
        } catch (IOException e) {
            throw new NotationException(Location.of(fileName), ProblemKind.IO, "cannot read: " + e.getMessage(), e);
        }
        return detect(fileName, head, n).reader(b, fileName, options);
    }

    /**
     * Opens a reader of this format.
     *
     * @param in the bytes; not closed
     * @param sourceName the source's name for locations
     * @param options the rules of formats that name none, WTHOR names, ...
     * @return the reader
     * @throws NotationException if the source cannot be opened (a WTHOR header that is unreadable)
     */
    public GameReader reader(InputStream in, String sourceName, FormatOptions options) throws NotationException {
        Objects.requireNonNull(sourceName, "sourceName");
        Objects.requireNonNull(options, "options");
        in = Sources.borrowed(Objects.requireNonNull(in, "in"));
        switch (this) {
            case WTHOR:
                if (options.wthorPlayers().isPresent() && options.wthorTournaments().isPresent()) {
                    return WthorReader.of(in, sourceName, options.wthorPlayers().get(), options.wthorTournaments().get());
                }
                return WthorReader.of(in, sourceName);
            case GGF:
                return GgfReader.of(text(in), sourceName);
            case PGN:
                return PgnReader.of(text(in), sourceName, options.rules());
            case EOTHELLO_CSV:
                return TranscriptReader.of(text(in), sourceName, TranscriptReader.Layout.EOTHELLO_CSV, options.rules());
            case OBF:
                return ObfReader.of(text(in), sourceName, options.rules());
            default:
                return TranscriptReader.of(text(in), sourceName, TranscriptReader.Layout.MOVES_THEN_NAME, options.rules());
        }
    }

    /**
     * Opens a reader of this text format over characters.
     *
     * @param in the text; not closed
     * @param sourceName the source's name for locations
     * @param options the rules of formats that name none, ...
     * @return the reader
     * @throws UnsupportedOperationException for {@link #WTHOR}, whose files are bytes
     */
    public GameReader reader(Reader in, String sourceName, FormatOptions options) {
        Objects.requireNonNull(sourceName, "sourceName");
        Objects.requireNonNull(options, "options");
        Reader r = Sources.borrowed(Objects.requireNonNull(in, "in"));
        switch (this) {
            case WTHOR:
                throw new UnsupportedOperationException("WTHOR files are bytes: read them from an InputStream or a Path");
            case GGF:
                return GgfReader.of(r, sourceName);
            case PGN:
                return PgnReader.of(r, sourceName, options.rules());
            case EOTHELLO_CSV:
                return TranscriptReader.of(r, sourceName, TranscriptReader.Layout.EOTHELLO_CSV, options.rules());
            case OBF:
                return ObfReader.of(r, sourceName, options.rules());
            default:
                return TranscriptReader.of(r, sourceName, TranscriptReader.Layout.MOVES_THEN_NAME, options.rules());
        }
    }

    /**
     * Opens a reader of this format over a file, which the reader closes. A WTHOR game file is read
     * with the names of the {@code WTHOR.JOU} and {@code WTHOR.TRN} beside it, found whatever the case
     * of their names, unless the options give name files; without both beside it, players and
     * tournaments are shown by number ({@code #346}).
     *
     * @param file the file
     * @param options the options
     * @return the reader
     * @throws NotationException if the file, or a name file beside it, cannot be read
     */
    public GameReader reader(Path file, FormatOptions options) {
        Objects.requireNonNull(options, "options");
        String name = String.valueOf(file.getFileName());
        FormatOptions o = this == WTHOR ? withNamesBeside(file, options) : options;
        InputStream in = input(file, name);
        try {
            return new Sources.Owning(reader(in, name, o), in, name);
        } catch (NotationException e) {
            closeQuietly(in, e);
            throw e;
        }
    }

    /**
     * Opens a file whose format is chosen from its name and first bytes as
     * {@link #open(InputStream, String, FormatOptions)} chooses it, and reads it as
     * {@link #reader(Path, FormatOptions)} reads it (WTHOR names beside it resolved).
     *
     * @param file the file
     * @param options the options
     * @return the reader, which closes the file
     * @throws NotationException if the format contradicts the name, or the file cannot be read
     */
    public static GameReader open(Path file, FormatOptions options) {
        Objects.requireNonNull(options, "options");
        String name = String.valueOf(file.getFileName());
        byte[] head = new byte[SNIFF];
        int n = 0;
        try (InputStream in = FileSafety.openInput(file, Location.of(name))) {
            n = Math.max(0, in.readNBytes(head, 0, SNIFF));
        } catch (IOException e) {
            throw new NotationException(Location.of(name), ProblemKind.IO, "cannot read: " + e.getMessage(), e);
        }
        return detect(name, head, n).reader(file, options);
    }

    private static FormatOptions withNamesBeside(Path file, FormatOptions options) {
        if (options.wthorPlayers().isPresent() || options.wthorTournaments().isPresent()) {
            return options;
        }
        Optional<Path> players = WthorNames.beside(file, WthorNames.Kind.PLAYERS);
        Optional<Path> tournaments = WthorNames.beside(file, WthorNames.Kind.TOURNAMENTS);
        if (players.isEmpty() || tournaments.isEmpty()) {
            return options;
        }
        return options.withWthorNames(WthorNames.read(players.get(), WthorNames.Kind.PLAYERS),
                WthorNames.read(tournaments.get(), WthorNames.Kind.TOURNAMENTS));
    }

    private static InputStream input(Path file, String name) {
        return FileSafety.openInput(file, Location.of(name));
    }

    private static void closeQuietly(java.io.Closeable c, RuntimeException failure) {
        try {
            c.close();
        } catch (IOException e) {
            failure.addSuppressed(e);
        }
    }

    private static Reader text(InputStream in) {
        return new TextDecoder(in);
    }

    /**
     * Opens a writer of this format. Transcripts, eOthello CSV and board strings hold games of the
     * options' rules from their start, PGN games of those rules from any start; GGF names each game's
     * rules; WTHOR holds standard Othello on 8x8 (or 10x10 for {@code .wtd}) from the start, its
     * players and tournaments numbered as in the options' name files (see {@link WthorWriter}).
     *
     * @param out where to write; not closed by the writer
     * @param sinkName the sink's name, for the locations of refusals
     * @param options the options
     * @return the writer
     */
    public GameWriter writer(OutputStream out, String sinkName, FormatOptions options) {
        Objects.requireNonNull(out, "out");
        Objects.requireNonNull(options, "options");
        if (this == WTHOR) {
            return WthorWriter.of(out, sinkName, options.wthorPlayers(), options.wthorTournaments(), options.wthorCreated());
        }
        return new TextGameWriter(this, out, sinkName, options);
    }

    /**
     * Opens a writer of this text format over characters.
     *
     * @param out where to write; flushed on close, not closed
     * @param sinkName the sink's name, for the locations of refusals
     * @param options the options
     * @return the writer
     * @throws UnsupportedOperationException for {@link #WTHOR}, whose files are bytes
     */
    public GameWriter writer(Writer out, String sinkName, FormatOptions options) {
        Objects.requireNonNull(out, "out");
        Objects.requireNonNull(options, "options");
        if (this == WTHOR) {
            throw new UnsupportedOperationException("WTHOR files are bytes: write them to an OutputStream or a Path");
        }
        return new TextGameWriter(this, out, sinkName, options, null);
    }

    /**
     * Opens a writer of this format to a file, taking care not to destroy what it writes over. A
     * directory, a device, a FIFO or a socket is refused and left as it is, and so is a file that a
     * reader of this library has open (an input is never written over). A symbolic link is written
     * through: the file it names is replaced and the link kept. The games go to a new temporary file in
     * the folder of the file replaced, with that file's permissions, and are moved over it atomically
     * when the writer is closed; a writer closed without a game written, or failing, leaves no file (and
     * an existing file as it was).
     *
     * <p>A WTHOR game file is written with its name files: the players and tournaments are numbered as
     * in the options' name files, else in the {@code WTHOR.JOU} and {@code WTHOR.TRN} beside it (found
     * whatever the case of their names); a name file whose names changed (new names appended), or that
     * was missing, is written beside the game file in the same careful way, before it.
     *
     * @param file the file
     * @param options the options
     * @return the writer
     * @throws NotationException of kind {@link ProblemKind#IO} if the file may not or cannot be written,
     *     or (WTHOR) only one name file is beside it, or one cannot be read
     */
    public GameWriter writer(Path file, FormatOptions options) {
        Objects.requireNonNull(options, "options");
        String name = String.valueOf(file.getFileName());
        if (this == WTHOR) {
            FormatOptions o = options;
            if (o.wthorPlayers().isEmpty() && o.wthorTournaments().isEmpty()) {
                Path real = FileSafety.Target.resolved(file);
                Optional<Path> players = WthorNames.beside(real, WthorNames.Kind.PLAYERS);
                Optional<Path> tournaments = WthorNames.beside(real, WthorNames.Kind.TOURNAMENTS);
                if (players.isPresent() != tournaments.isPresent()) {
                    throw new NotationException(Location.of(name), ProblemKind.IO, "the folder of " + file + " has "
                            + players.or(() -> tournaments).orElseThrow().getFileName() + " without the other name file:"
                            + " the names of its games could not be numbered as the folder's other game files number them");
                }
                if (players.isPresent()) {
                    o = o.withWthorNames(WthorNames.read(players.get(), WthorNames.Kind.PLAYERS),
                            WthorNames.read(tournaments.get(), WthorNames.Kind.TOURNAMENTS));
                }
            }
            return WthorWriter.of(file, o.wthorPlayers(), o.wthorTournaments(), o.wthorCreated());
        }
        Sources.Target t = new Sources.Target(file, Location.of(name));
        return new TextGameWriter(this, new java.io.OutputStreamWriter(t.out, java.nio.charset.StandardCharsets.UTF_8),
                name, options, t);
    }

    /**
     * Returns the format's name.
     *
     * @return {@link #id()}
     */
    @Override
    public String toString() {
        return id;
    }
}
