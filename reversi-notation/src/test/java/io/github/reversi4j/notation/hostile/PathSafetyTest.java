package io.github.reversi4j.notation.hostile;

import io.github.reversi4j.notation.Readers;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.GameInfo;
import io.github.reversi4j.notation.GameReader;
import io.github.reversi4j.notation.GameWriter;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.ProblemKind;
import io.github.reversi4j.notation.RealData;
import io.github.reversi4j.notation.formats.FormatOptions;
import io.github.reversi4j.notation.formats.RecordFormat;
import io.github.reversi4j.notation.internal.wthor.WthorNames;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Random;
import java.util.ArrayList;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The {@code Path} forms of {@link RecordFormat} never destroy what they write over, never read what
 * is no file, and never write over an input: every format, against directories, FIFOs, devices,
 * symbolic links, permissions and files a reader has open.
 */
class PathSafetyTest {

    @TempDir
    Path dir;

    /** A finished game of standard Othello, its moves drawn with a fixed seed. */
    private static CheckedGame finished() {
        Rules rules = StandardRules.othello();
        GameState s = rules.initialState();
        List<Move> moves = new ArrayList<>();
        Random random = new Random(20261128L);
        while (!rules.isTerminal(s)) {
            List<Move> legal = rules.legalMoves(s);
            Move m = legal.get(random.nextInt(legal.size()));
            s = rules.play(s, m);
            moves.add(m);
        }
        GameRecord r = GameRecord.of(rules, moves);
        return CheckedGame.of(r, GameInfo.empty().with(GameInfo.BLACK, "Black player").with(GameInfo.WHITE, "White player").with(GameInfo.EVENT, "Test event"));
    }

    private static void writeOne(RecordFormat f, Path file) {
        try (GameWriter w = f.writer(file, FormatOptions.defaults())) {
            w.write(finished());
        }
    }

    private static RecordFormat[] writable() {
        return new RecordFormat[] {RecordFormat.TRANSCRIPT, RecordFormat.GGF, RecordFormat.WTHOR, RecordFormat.PGN,
            RecordFormat.EOTHELLO_CSV};
    }

    @ParameterizedTest
    @EnumSource(RecordFormat.class)
    void aDirectoryIsRefusedAndKept(RecordFormat f) throws IOException {
        Path d = Files.createDirectory(dir.resolve("out." + f.extensions().get(0)));
        assertThatThrownBy(() -> f.writer(d, FormatOptions.defaults())).isInstanceOfSatisfying(NotationException.class,
                e -> {
                    assertThat(e.kind()).isEqualTo(ProblemKind.IO);
                    assertThat(e.getMessage()).contains("directory");
                });
        assertThat(d).isDirectory();
        assertThat(leftovers()).isEmpty();
    }

    @ParameterizedTest
    @EnumSource(RecordFormat.class)
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void aFifoIsRefusedAndKeptWhetherWrittenOrRead(RecordFormat f) throws Exception {
        Path fifo = dir.resolve("pipe." + f.extensions().get(0));
        assumeTrue(mkfifo(fifo), "mkfifo is not available");
        assertThatThrownBy(() -> f.writer(fifo, FormatOptions.defaults())).isInstanceOfSatisfying(NotationException.class,
                e -> assertThat(e.getMessage()).contains("not a regular file"));
        assertThatThrownBy(() -> RecordFormat.open(fifo, FormatOptions.defaults()))
                .isInstanceOfSatisfying(NotationException.class, e -> assertThat(e.kind()).isEqualTo(ProblemKind.IO));
        assertThatThrownBy(() -> f.reader(fifo, FormatOptions.defaults())).isInstanceOf(NotationException.class);
        assertThat(Files.isRegularFile(fifo, LinkOption.NOFOLLOW_LINKS)).isFalse();
        assertThat(Files.exists(fifo, LinkOption.NOFOLLOW_LINKS)).isTrue();
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void devicesAreNeitherReadForeverNorReplaced() {
        for (String device : List.of("/dev/zero", "/dev/null", "/dev/full", "/dev/urandom")) {
            Path p = Path.of(device);
            assumeTrue(Files.exists(p), device);
            assertThatThrownBy(() -> RecordFormat.open(p, FormatOptions.defaults())).as(device)
                    .isInstanceOfSatisfying(NotationException.class, e -> assertThat(e.getMessage()).contains("not a regular file"));
            for (RecordFormat f : RecordFormat.values()) {
                assertThatThrownBy(() -> f.writer(p, FormatOptions.defaults())).as(device + " " + f)
                        .isInstanceOfSatisfying(NotationException.class, e -> assertThat(e.kind()).isEqualTo(ProblemKind.IO));
            }
            assertThat(Files.isRegularFile(p)).as(device).isFalse();
        }
    }

    @Test
    void aFullDiskIsAnIoErrorOfTheWriter() throws IOException {
        Path full = Path.of("/dev/full");
        assumeTrue(Files.isWritable(full), "no /dev/full");
        for (RecordFormat f : writable()) {
            try (OutputStream out = new FileOutputStream(full.toFile())) {
                GameWriter w = f.writer(out, "full", FormatOptions.defaults());
                w.write(finished());
                assertThatThrownBy(w::close).as(f.id()).isInstanceOfSatisfying(NotationException.class,
                        e -> assertThat(e.kind()).isEqualTo(ProblemKind.IO));
            } catch (NotationException e) {
                assertThat(e.kind()).as(f.id()).isEqualTo(ProblemKind.IO); // a buffer filled earlier
            }
        }
    }

    @ParameterizedTest
    @EnumSource(value = RecordFormat.class, names = {"TRANSCRIPT", "GGF", "WTHOR", "PGN", "EOTHELLO_CSV"})
    void aSymbolicLinkIsWrittenThroughAndKept(RecordFormat f) throws IOException {
        Path real = dir.resolve("real." + f.extensions().get(0));
        Files.write(real, new byte[] {1, 2, 3});
        Path link = Files.createSymbolicLink(dir.resolve("link." + f.extensions().get(0)), real.getFileName());
        writeOne(f, link);
        assertThat(Files.isSymbolicLink(link)).isTrue();
        assertThat(Files.readSymbolicLink(link)).isEqualTo(real.getFileName());
        assertThat(Files.size(real)).isGreaterThan(3);
        try (GameReader r = f.reader(link, FormatOptions.defaults())) {
            assertThat(Readers.next(r).orElseThrow().record()).contains(finished().record().orElseThrow());
        }
        assertThat(leftovers()).isEmpty();
    }

    @Test
    void aLinkToNothingIsRefusedAndKept() throws IOException {
        Path link = Files.createSymbolicLink(dir.resolve("dangling.pgn"), dir.resolve("missing.pgn"));
        assertThatThrownBy(() -> RecordFormat.PGN.writer(link, FormatOptions.defaults()))
                .isInstanceOfSatisfying(NotationException.class, e -> assertThat(e.getMessage()).contains("missing file"));
        assertThat(Files.isSymbolicLink(link)).isTrue();
        assertThat(dir.resolve("missing.pgn")).doesNotExist();
    }

    @ParameterizedTest
    @EnumSource(value = RecordFormat.class, names = {"TRANSCRIPT", "GGF", "WTHOR", "PGN", "EOTHELLO_CSV"})
    void aReplacedFileKeepsItsMode(RecordFormat f) throws IOException {
        Path file = dir.resolve("kept." + f.extensions().get(0));
        Files.write(file, new byte[] {1});
        Set<PosixFilePermission> mode;
        try {
            mode = PosixFilePermissions.fromString("rw-r-----");
            Files.setPosixFilePermissions(file, mode);
        } catch (UnsupportedOperationException e) {
            assumeTrue(false, "no POSIX permissions here");
            return;
        }
        writeOne(f, file);
        assertThat(Files.getPosixFilePermissions(file)).isEqualTo(mode);
        assertThat(Files.size(file)).isGreaterThan(1);
    }

    @ParameterizedTest
    @EnumSource(value = RecordFormat.class, names = {"TRANSCRIPT", "GGF", "WTHOR", "PGN", "EOTHELLO_CSV"})
    void anInputIsNeverWrittenOverEvenThroughALink(RecordFormat f) throws IOException {
        Path file = dir.resolve("in." + f.extensions().get(0));
        writeOne(f, file);
        byte[] before = Files.readAllBytes(file);
        Path link = Files.createSymbolicLink(dir.resolve("alias." + f.extensions().get(0)), file);
        try (GameReader r = RecordFormat.open(file, FormatOptions.defaults())) {
            for (Path out : List.of(file, link, dir.resolve(".").resolve(file.getFileName()))) {
                assertThatThrownBy(() -> f.writer(out, FormatOptions.defaults())).as(out.toString())
                        .isInstanceOfSatisfying(NotationException.class, e -> assertThat(e.getMessage()).contains("input"));
            }
            assertThat(Readers.next(r)).isPresent();
        }
        assertThat(Files.readAllBytes(file)).isEqualTo(before);
        writeOne(f, link); // once the reader is closed, the file is no input any more
        assertThat(Files.isSymbolicLink(link)).isTrue();
    }

    @Test
    void aWthorFileIsWrittenWithItsNameFilesAndReadBackWithTheNames() throws IOException {
        Path wtb = dir.resolve("games.wtb");
        writeOne(RecordFormat.WTHOR, wtb);
        assertThat(dir.resolve("WTHOR.JOU")).isRegularFile();
        assertThat(dir.resolve("WTHOR.TRN")).isRegularFile();
        try (GameReader r = RecordFormat.open(wtb, FormatOptions.defaults())) {
            GameInfo info = Readers.next(r).orElseThrow().info();
            assertThat(info.get(GameInfo.BLACK)).contains("Black player");
            assertThat(info.get(GameInfo.WHITE)).contains("White player");
            assertThat(info.get(GameInfo.EVENT)).contains("Test event");
        }
        // a second game file in the folder keeps the names' numbers and leaves the name files as they are
        byte[] jou = Files.readAllBytes(dir.resolve("WTHOR.JOU"));
        writeOne(RecordFormat.WTHOR, dir.resolve("again.wtb"));
        assertThat(Files.readAllBytes(dir.resolve("WTHOR.JOU"))).isEqualTo(jou);
        assertThat(Files.readAllBytes(dir.resolve("again.wtb"))).isEqualTo(Files.readAllBytes(wtb));
    }

    @Test
    void aWthorFolderWithOneNameFileIsRefused() throws IOException {
        Path real = RealData.file("wthor/WTHOR.JOU");
        Files.copy(real, dir.resolve("WTHOR.JOU"));
        assertThatThrownBy(() -> RecordFormat.WTHOR.writer(dir.resolve("x.wtb"), FormatOptions.defaults()))
                .isInstanceOfSatisfying(NotationException.class, e -> assertThat(e.getMessage()).contains("WTHOR.JOU"));
        assertThat(WthorNames.beside(dir.resolve("x.wtb"), WthorNames.Kind.TOURNAMENTS)).isEmpty();
    }

    @Test
    void aStreamWriterWritesNothingOnceClosedAndAWriterWithoutAGameLeavesNoFile() throws IOException {
        Path file = dir.resolve("none.pgn");
        Files.writeString(file, "kept", StandardCharsets.UTF_8);
        RecordFormat.PGN.writer(file, FormatOptions.defaults()).close();
        assertThat(Files.readString(file)).isEqualTo("kept");
        assertThat(leftovers()).isEmpty();
    }

    private List<Path> leftovers() throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.getFileName().toString().endsWith(".tmp")).toList();
        }
    }

    private static boolean mkfifo(Path p) {
        try {
            Process proc = new ProcessBuilder("mkfifo", p.toString()).redirectErrorStream(true).start();
            return proc.waitFor(20, TimeUnit.SECONDS) && proc.exitValue() == 0 && Files.exists(p, LinkOption.NOFOLLOW_LINKS);
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
