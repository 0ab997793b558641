package io.github.reversi4j.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The program run the way a careless or hostile user would: outputs that are inputs through every kind
 * of path and link, directories, FIFOs, missing and read-only folders, existing files, name files of a
 * WTHOR folder, and inputs that once crashed it. Each run must end with a one-line message, the exit
 * status of its problem, no stack trace, inputs untouched and no temporary or partial file left.
 */
class HostileCommandLineTest {

    private static final String GAMES = "f5d6c3d3c4f4f6f3e6e7\nf5f6e6f4\n";

    @TempDir
    Path tmp;

    /** No run leaves a temporary file or an empty file behind. */
    @AfterEach
    void noLeftovers() throws IOException {
        try (Stream<Path> all = Files.walk(tmp)) {
            List<Path> left = all.filter(Files::isRegularFile)
                    .filter(p -> p.getFileName().toString().endsWith(".tmp") || size(p) == 0).collect(Collectors.toList());
            assertThat(left).as("temporary or empty files left behind").isEmpty();
        }
    }

    private static long size(Path p) {
        try {
            return Files.size(p);
        } catch (IOException e) {
            return -1;
        }
    }

    private Path games() throws IOException {
        Path in = tmp.resolve("in.txt");
        Files.writeString(in, GAMES, StandardCharsets.UTF_8);
        return in;
    }

    /** A refusal: the status, one line on the standard error saying it, nothing on the standard output. */
    private static void assertRefused(Cli.Result r, int status, String... words) {
        assertThat(r.status).as(r.toString()).isEqualTo(status);
        assertThat(r.err).as(r.toString()).hasLineCount(1).doesNotContain("Exception").doesNotContain("\tat ").contains(words);
    }

    // --- an output that is an input ---

    @Test
    @DisplayName("convert --force IN IN: refused, the input keeps its bytes (it was emptied, exit 0)")
    void sameFileForced() throws IOException {
        Path in = games();
        assertRefused(Cli.run("convert", "--force", in.toString(), in.toString()), 2, "is an input", "--force or not");
        assertThat(Files.readString(in, StandardCharsets.UTF_8)).isEqualTo(GAMES);
    }

    @Test
    @DisplayName("the same file through ./x and ../dir/x is still the input")
    void sameFileOtherSpellings() throws IOException {
        Path in = games();
        Path dotted = tmp.resolve(".").resolve("in.txt");
        Path updown = tmp.resolve("..").resolve(tmp.getFileName()).resolve("in.txt");
        assertRefused(Cli.run("convert", "--force", in.toString(), dotted.toString()), 2, "is an input");
        assertRefused(Cli.run("convert", "--force", in.toString(), updown.toString()), 2, "is an input");
        assertThat(Files.readString(in, StandardCharsets.UTF_8)).isEqualTo(GAMES);
    }

    @Test
    @DisplayName("an output that is a symbolic link to the input is refused, and the link and the input are kept")
    void outputSymlinkToInput() throws IOException {
        Path in = games();
        Path link = Files.createSymbolicLink(tmp.resolve("link.txt"), in);
        assertRefused(Cli.run("convert", "--force", in.toString(), link.toString()), 2, "is an input");
        assertThat(Files.isSymbolicLink(link)).isTrue();
        assertThat(Files.readString(in, StandardCharsets.UTF_8)).isEqualTo(GAMES);
    }

    @Test
    @DisplayName("an input that is a symbolic link to the output is refused too")
    void inputSymlinkToOutput() throws IOException {
        Path in = games();
        Path link = Files.createSymbolicLink(tmp.resolve("link.txt"), in);
        assertRefused(Cli.run("convert", "--force", link.toString(), in.toString()), 2, "is an input");
        assertThat(Files.readString(in, StandardCharsets.UTF_8)).isEqualTo(GAMES);
    }

    @Test
    @DisplayName("an output that is a hard link of the input is refused")
    void outputHardLink() throws IOException {
        Path in = games();
        Path hard = Files.createLink(tmp.resolve("hard.txt"), in);
        assertRefused(Cli.run("convert", "--force", in.toString(), hard.toString()), 2, "is an input");
        assertThat(Files.readString(hard, StandardCharsets.UTF_8)).isEqualTo(GAMES);
    }

    @Test
    @DisplayName("render --svg onto its own --game file is refused")
    void renderOntoItsGame() throws IOException {
        Path in = games();
        assertRefused(Cli.run("render", "--game", in.toString(), "--svg", in.toString(), "--force"), 2, "is an input");
        assertThat(Files.readString(in, StandardCharsets.UTF_8)).isEqualTo(GAMES);
    }

    // --- existing files, directories, FIFOs, folders ---

    @Test
    @DisplayName("an existing output without --force: 'would be overwritten (use --force', never 'cannot read'")
    void existingOutput() throws IOException {
        Path in = games();
        Path out = tmp.resolve("out.ggf");
        Files.writeString(out, "keep me", StandardCharsets.UTF_8);
        Cli.Result r = Cli.run("convert", in.toString(), out.toString());
        assertRefused(r, 2, "out.ggf exists and would be overwritten (use --force");
        assertThat(r.err).doesNotContain("cannot read");
        assertThat(Files.readString(out, StandardCharsets.UTF_8)).isEqualTo("keep me");

        Cli.Result forced = Cli.run("convert", "--force", in.toString(), out.toString());
        assertThat(forced.status).as(forced.toString()).isZero();
        assertThat(Files.readString(out, StandardCharsets.UTF_8)).startsWith("(;GM[Othello]");
    }

    @Test
    @DisplayName("a symbolic link as the output, with --force: the file it points to is replaced, the link kept")
    void outputSymlinkFollowed() throws IOException {
        Path in = games();
        Path real = tmp.resolve("real.txt");
        Files.writeString(real, "old\n", StandardCharsets.UTF_8);
        Path link = Files.createSymbolicLink(tmp.resolve("link.txt"), real);
        Cli.Result r = Cli.run("convert", "--force", in.toString(), link.toString());
        assertThat(r.status).as(r.toString()).isZero();
        assertThat(Files.isSymbolicLink(link)).isTrue();
        assertThat(Files.readString(real, StandardCharsets.UTF_8)).isEqualTo("f5d6c3d3c4f4f6f3e6e7\nf5f6e6f4\n");
    }

    @Test
    @DisplayName("a directory as the input: 'is a directory', not 'no such file'")
    void directoryInput() {
        Cli.Result r = Cli.run("validate", tmp.toString());
        assertRefused(r, 2, "is a folder with no record file");
        assertThat(r.err).doesNotContain("no such file");
        assertRefused(Cli.run("convert", tmp.toString(), tmp.resolve("x.ggf").toString()), 2, "is a directory");
    }

    @Test
    @DisplayName("a directory as the output: refused, with --force too")
    void directoryOutput() throws IOException {
        Path in = games();
        Path dir = Files.createDirectory(tmp.resolve("out.ggf"));
        assertRefused(Cli.run("convert", "--force", in.toString(), dir.toString()), 2, "it is a directory");
        assertThat(dir).isDirectory();
    }

    @Test
    @DisplayName("a FIFO as the input: 'not a regular file (a FIFO)' at once, never a hang")
    void fifoInput() throws IOException, InterruptedException {
        Path fifo = fifo("pipe.txt");
        Cli.Result r = Cli.run("validate", fifo.toString());
        assertRefused(r, 2, "not a regular file", "FIFO");
        assertThat(r.err).doesNotContain("no such file");
    }

    @Test
    @DisplayName("a FIFO as the output: left as it is, --force or not")
    void fifoOutput() throws IOException, InterruptedException {
        Path in = games();
        Path fifo = fifo("pipe.ggf");
        assertRefused(Cli.run("convert", "--force", in.toString(), fifo.toString()), 2, "FIFO", "not a regular file");
        assertThat(Files.isRegularFile(fifo)).isFalse();
        assertThat(Files.exists(fifo)).isTrue();
    }

    private Path fifo(String name) throws IOException, InterruptedException {
        Path fifo = tmp.resolve(name);
        Process p;
        try {
            p = new ProcessBuilder("mkfifo", fifo.toString()).start();
        } catch (IOException e) {
            assumeTrue(false, "no mkfifo on this system");
            throw e;
        }
        assumeTrue(p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0, "mkfifo failed");
        return fifo;
    }

    @Test
    @DisplayName("a missing input: 'no such file'")
    void missingInput() {
        assertRefused(Cli.run("convert", tmp.resolve("nope.txt").toString(), tmp.resolve("x.ggf").toString()), 2, "no such file", "nope.txt");
        assertThat(tmp.resolve("x.ggf")).doesNotExist();
    }

    @Test
    @DisplayName("an output in a missing folder: 'no such folder', nothing created")
    void missingFolder() throws IOException {
        Path in = games();
        assertRefused(Cli.run("convert", in.toString(), tmp.resolve("no/such/x.ggf").toString()), 2, "no such folder");
        assertThat(tmp.resolve("no")).doesNotExist();
    }

    @Test
    @DisplayName("an output under a file: 'is not a folder'")
    void folderIsAFile() throws IOException {
        Path in = games();
        assertRefused(Cli.run("convert", in.toString(), in.resolve("x.ggf").toString()), 2, "is not a folder");
        assertThat(Files.readString(in, StandardCharsets.UTF_8)).isEqualTo(GAMES);
    }

    @Test
    @DisplayName("an output in a read-only folder: 'permission denied', no file (skipped when run as root)")
    void readOnlyFolder() throws IOException {
        Path in = games();
        Path dir = Files.createDirectory(tmp.resolve("ro"));
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("r-xr-xr-x"));
        try {
            assumeFalse(Files.isWritable(dir), "the folder is writable anyway (root)");
            assertRefused(Cli.run("convert", in.toString(), dir.resolve("x.ggf").toString()), 2, "permission denied");
            assertThat(dir.resolve("x.ggf")).doesNotExist();
        } finally {
            Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
    }

    @Test
    @DisplayName("an unreadable input: 'cannot read ... permission denied' (skipped when run as root)")
    void unreadableInput() throws IOException {
        Path in = games();
        Files.setPosixFilePermissions(in, PosixFilePermissions.fromString("-w-------"));
        try {
            assumeFalse(Files.isReadable(in), "the file is readable anyway (root)");
            assertRefused(Cli.run("validate", in.toString()), 2, "cannot read", "permission denied");
        } finally {
            Files.setPosixFilePermissions(in, PosixFilePermissions.fromString("rw-r--r--"));
        }
    }

    @Test
    @DisplayName("an input that is a folder's file given as if the file were a folder ('x.txt/y'): said so, not a trace")
    void pathThroughAFile() throws IOException {
        Path in = games();
        Cli.Result r = Cli.run("validate", in.resolve("y.txt").toString());
        assertThat(r.status).isEqualTo(2);
        assertThat(r.err).hasLineCount(1).contains("y.txt").doesNotContain("Exception");
    }

    @Test
    @DisplayName("play --save onto an existing file: refused before the game starts; with --force the file is replaced")
    void playSaveExisting() throws IOException {
        Path save = tmp.resolve("game.txt");
        Files.writeString(save, "keep me", StandardCharsets.UTF_8);
        Cli.Result r = Cli.run("play", "-1", "random", "-2", "random", "--seed", "1", "--save", save.toString());
        assertRefused(r, 2, "would be overwritten (use --force");
        assertThat(r.out).as("no game is played for a file that cannot be written").doesNotContain("plays");
        assertThat(Files.readString(save, StandardCharsets.UTF_8)).isEqualTo("keep me");

        Cli.Result forced = Cli.run("play", "-1", "random", "-2", "random", "--seed", "1", "--save", save.toString(), "--force");
        assertThat(forced.status).as(forced.toString()).isZero();
        assertThat(Cli.run("validate", save.toString()).status).isZero();
    }

    @Test
    @DisplayName("play --save into a directory or a missing folder: refused before the game starts")
    void playSaveDirectory() {
        assertRefused(Cli.run("play", "-1", "random", "-2", "random", "--save", tmp.toString()), 2, "it is a directory");
        assertRefused(Cli.run("play", "-1", "random", "-2", "random", "--save", tmp.resolve("a/b.txt").toString()), 2, "no such folder");
    }

    @Test
    @DisplayName("render --svg onto an existing file needs --force; the picture is then complete")
    void renderSvgExisting() throws IOException {
        Path svg = tmp.resolve("p.svg");
        Files.writeString(svg, "keep me", StandardCharsets.UTF_8);
        assertRefused(Cli.run("render", "--moves", "f5d6", "--svg", svg.toString()), 2, "use --force");
        assertThat(Files.readString(svg, StandardCharsets.UTF_8)).isEqualTo("keep me");
        Cli.Result r = Cli.run("render", "--moves", "f5d6", "--svg", svg.toString(), "--force");
        assertThat(r.status).as(r.toString()).isZero();
        assertThat(Files.readString(svg, StandardCharsets.UTF_8)).startsWith("<?xml").contains("<svg").endsWith("</svg>\n");
    }

    @Test
    @DisplayName("--force keeps the replaced file's permissions")
    void forceKeepsPermissions() throws IOException {
        Path in = games();
        Path out = tmp.resolve("out.txt");
        Files.writeString(out, "old\n", StandardCharsets.UTF_8);
        Files.setPosixFilePermissions(out, PosixFilePermissions.fromString("rw-------"));
        assertThat(Cli.run("convert", "--force", in.toString(), out.toString()).status).isZero();
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(out))).isEqualTo("rw-------");
    }

    @Test
    @DisplayName("a truncated WTHOR file: the games before the cut are converted, the TRUNCATED error is said, exit 1")
    void truncatedInput() throws IOException {
        Path in = tmp.resolve("cut.wtb");
        Files.write(in, Arrays.copyOf(Files.readAllBytes(Cli.data("wthor/WTH_1977.wtb")), 16 + 7 * 68 + 8));
        Path out = tmp.resolve("cut.ggf");
        Cli.Result r = Cli.run("convert", in.toString(), out.toString());
        assertThat(r.status).as(r.toString()).isEqualTo(1);
        assertThat(r.out).contains("converted 7 games");
        assertThat(r.err).contains("ERROR TRUNCATED").contains("cut.wtb");
    }

    @Test
    @DisplayName("no game can be written: no output file at all (it was left empty), exit 1")
    void nothingToWrite() throws IOException {
        Path in = tmp.resolve("bad.ggf");
        Files.writeString(in, "(;GM[Othello]\n", StandardCharsets.UTF_8);
        Path out = tmp.resolve("bad.txt");
        Cli.Result r = Cli.run("convert", in.toString(), out.toString());
        assertThat(r.status).as(r.toString()).isEqualTo(1);
        assertThat(r.err).contains("TRUNCATED").contains("bad.txt was not created").doesNotContain("\tat ");
        assertThat(out).doesNotExist();
    }

    @Test
    @DisplayName("a write that fails at the end (the folder vanished): one message, nothing left, the old file as it was")
    void failingCommit() throws IOException {
        Path dir = Files.createDirectory(tmp.resolve("gone"));
        OutputFile f = OutputFile.create(dir.resolve("x.txt"), false, List.of());
        f.stream().write("data".getBytes(StandardCharsets.UTF_8));
        try (Stream<Path> files = Files.list(dir)) {
            for (Path p : files.collect(Collectors.toList())) {
                Files.delete(p);
            }
        }
        Files.delete(dir);
        org.assertj.core.api.Assertions.assertThatThrownBy(f::commit).isInstanceOf(UserException.class)
                .hasMessageContaining("cannot write").hasMessageContaining("x.txt");
        assertThat(dir).doesNotExist();
    }

    // --- WTHOR name files ---

    /** A copy of the data folder's name files and two years of games, writable. */
    private Path wthorFolder() throws IOException {
        Path dir = Files.createDirectory(tmp.resolve("wthor"));
        for (String f : List.of("WTHOR.JOU", "WTHOR.TRN", "WTH_1977.wtb", "WTH_1978.wtb")) {
            Files.copy(Cli.data("wthor/" + f), dir.resolve(f));
            Files.setPosixFilePermissions(dir.resolve(f), PosixFilePermissions.fromString("rw-r--r--"));
        }
        return dir;
    }

    @Test
    @DisplayName("convert --force WTH_1977.wtb out.wtb in the data folder: WTHOR.JOU/.TRN keep every byte, the games keep their numbers")
    void wthorInItsFolder() throws IOException {
        Path dir = wthorFolder();
        byte[] jou = Files.readAllBytes(dir.resolve("WTHOR.JOU"));
        byte[] trn = Files.readAllBytes(dir.resolve("WTHOR.TRN"));
        Files.writeString(dir.resolve("out.wtb"), "an old file", StandardCharsets.UTF_8);
        Cli.Result r = Cli.run("convert", "--force", dir.resolve("WTH_1977.wtb").toString(), dir.resolve("out.wtb").toString());
        assertThat(r.status).as(r.toString()).isZero();
        assertThat(Files.readAllBytes(dir.resolve("WTHOR.JOU"))).isEqualTo(jou); // was 116 bytes, from 77 696
        assertThat(Files.readAllBytes(dir.resolve("WTHOR.TRN"))).isEqualTo(trn);
        assertSameRecords(dir.resolve("WTH_1977.wtb"), dir.resolve("out.wtb"));
        assertThat(pgn(dir.resolve("WTH_1978.wtb"))).as("the other year keeps its names").isEqualTo(pgn(Cli.data("wthor/WTH_1978.wtb")));
    }

    @Test
    @DisplayName("every year 1977-2009 converted to WTHOR beside the name files: records byte-identical, name files untouched")
    void wthorEveryYearInItsFolder() throws IOException {
        Path dir = Files.createDirectory(tmp.resolve("all"));
        try (Stream<Path> files = Files.list(Cli.data("wthor"))) {
            for (Path f : files.collect(Collectors.toList())) {
                Files.copy(f, dir.resolve(f.getFileName().toString()));
                Files.setPosixFilePermissions(dir.resolve(f.getFileName().toString()), PosixFilePermissions.fromString("rw-r--r--"));
            }
        }
        byte[] jou = Files.readAllBytes(dir.resolve("WTHOR.JOU"));
        byte[] trn = Files.readAllBytes(dir.resolve("WTHOR.TRN"));
        for (int year = 1977; year <= 2009; year++) {
            Path in = dir.resolve("WTH_" + year + ".wtb");
            Path out = dir.resolve("copy_" + year + ".wtb");
            Cli.Result r = Cli.run("convert", in.toString(), out.toString());
            assertThat(r.status).as(year + ": " + r).isZero();
            assertSameRecords(in, out);
        }
        assertThat(Files.readAllBytes(dir.resolve("WTHOR.JOU"))).isEqualTo(jou);
        assertThat(Files.readAllBytes(dir.resolve("WTHOR.TRN"))).isEqualTo(trn);
    }

    @Test
    @DisplayName("WTHOR to WTHOR in an empty folder, with or without the name files beside the input: records byte-identical")
    void wthorToAnotherFolderKeepsNumbers() throws IOException {
        Path named = wthorFolder();
        Path bare = Files.createDirectory(tmp.resolve("bare"));
        Files.copy(named.resolve("WTH_1977.wtb"), bare.resolve("WTH_1977.wtb"));
        for (Path in : List.of(named.resolve("WTH_1977.wtb"), bare.resolve("WTH_1977.wtb"))) {
            Path dir = Files.createDirectory(tmp.resolve("to-" + in.getParent().getFileName()));
            Path out = dir.resolve("copy.wtb");
            Cli.Result r = Cli.run("convert", in.toString(), out.toString());
            assertThat(r.status).as(in + ": " + r).isZero();
            assertSameRecords(in, out);
            assertThat(dir.resolve("WTHOR.JOU")).exists();
            assertThat(dir.resolve("WTHOR.TRN")).exists();
        }
        // with the names, the new name files give the games the names the data folder gives them
        assertThat(pgn(tmp.resolve("to-wthor").resolve("copy.wtb"))).isEqualTo(pgn(named.resolve("WTH_1977.wtb")));
    }

    /** The game records (after the 16-byte header, FORMATS §3.1) of two WTHOR files are the same bytes. */
    private static void assertSameRecords(Path original, Path written) throws IOException {
        byte[] a = Files.readAllBytes(original);
        byte[] b = Files.readAllBytes(written);
        assertThat(Arrays.copyOfRange(b, 16, b.length)).as(written + ": the game records, player and tournament numbers included")
                .isEqualTo(Arrays.copyOfRange(a, 16, a.length));
    }

    @Test
    @DisplayName("new names: refused without --force (no file written, name files untouched); with --force only appended")
    void wthorNewNames() throws IOException {
        Path dir = wthorFolder();
        byte[] jou = Files.readAllBytes(dir.resolve("WTHOR.JOU"));
        String pgn = Files.readString(Cli.data("pgn/thor2pgn-WTH_1977.pgn"), StandardCharsets.UTF_8)
                .replace("Inoue Hiroshi", "Newcomer Anna");
        Path in = tmp.resolve("new.pgn");
        Files.writeString(in, pgn, StandardCharsets.UTF_8);
        Path out = dir.resolve("new.wtb");

        Cli.Result refused = Cli.run("convert", in.toString(), out.toString());
        assertRefused(refused, 2, "WTHOR.JOU (1 new player)", "--force");
        assertThat(out).doesNotExist();
        assertThat(Files.readAllBytes(dir.resolve("WTHOR.JOU"))).isEqualTo(jou);

        Cli.Result r = Cli.run("convert", "--force", in.toString(), out.toString());
        assertThat(r.status).as(r.toString()).isZero();
        byte[] grown = Files.readAllBytes(dir.resolve("WTHOR.JOU"));
        assertThat(grown).hasSize(jou.length + 20);
        int records = (jou[8] & 0xFF) | (jou[9] & 0xFF) << 8;
        assertThat((grown[8] & 0xFF) | (grown[9] & 0xFF) << 8).as("N2, FORMATS §3.1").isEqualTo(records + 1);
        assertThat(Arrays.copyOfRange(grown, 0, 8)).isEqualTo(Arrays.copyOfRange(jou, 0, 8));
        assertThat(Arrays.copyOfRange(grown, 10, jou.length)).isEqualTo(Arrays.copyOfRange(jou, 10, jou.length));
        assertThat(new String(grown, jou.length, 13, StandardCharsets.ISO_8859_1)).isEqualTo("Newcomer Anna");
        assertThat(pgn(out)).contains("[Black \"Newcomer Anna\"]\n[White \"Heiberg Thomas\"]");
        assertThat(pgn(dir.resolve("WTH_1978.wtb"))).as("the other year keeps its names").isEqualTo(pgn(Cli.data("wthor/WTH_1978.wtb")));
    }

    /** A WTHOR file as PGN, its names read from the name files beside it. */
    private String pgn(Path wtb) throws IOException {
        Path out = Files.createTempFile(tmp, "games", ".pgn");
        Cli.Result r = Cli.run("convert", "--force", wtb.toString(), out.toString());
        assertThat(r.status).as(r.toString()).isZero();
        String text = Files.readString(out, StandardCharsets.UTF_8);
        Files.delete(out);
        return text;
    }

    @Test
    @DisplayName("a folder with WTHOR.JOU but no WTHOR.TRN: nothing written there")
    void wthorHalfNames() throws IOException {
        Path dir = wthorFolder();
        Files.delete(dir.resolve("WTHOR.TRN"));
        Cli.Result r = Cli.run("convert", "--force", dir.resolve("WTH_1977.wtb").toString(), dir.resolve("out.wtb").toString());
        assertRefused(r, 2, "WTHOR.JOU without WTHOR.TRN");
        assertThat(dir.resolve("out.wtb")).doesNotExist();
        assertThat(dir.resolve("WTHOR.TRN")).doesNotExist();
    }

    @Test
    @DisplayName("an output named WTHOR.JOU is refused, --force or not")
    void outputIsANameFile() throws IOException {
        Path dir = wthorFolder();
        byte[] jou = Files.readAllBytes(dir.resolve("WTHOR.JOU"));
        assertRefused(Cli.run("convert", "--force", games().toString(), dir.resolve("wthor.jou").toString()), 2, "name file");
        assertThat(Files.readAllBytes(dir.resolve("WTHOR.JOU"))).isEqualTo(jou);
    }

    // --- inputs that crashed the program ---

    @Test
    @DisplayName("a name outside ISO-8859-1 going to WTHOR: that game is skipped and named, the others written (exit 1, no trace)")
    void nonLatin1Name() throws IOException {
        String pgn = Files.readString(Cli.data("pgn/thor2pgn-WTH_1977.pgn"), StandardCharsets.UTF_8)
                .replaceFirst("Inoue Hiroshi", "\u5c71\u7530 \u592a\u90ce");
        Path in = tmp.resolve("names.pgn");
        Files.writeString(in, pgn, StandardCharsets.UTF_8);
        Path out = Files.createDirectory(tmp.resolve("o")).resolve("x.wtb");
        Cli.Result r = Cli.run("convert", in.toString(), out.toString());
        assertThat(r.status).as(r.toString()).isEqualTo(1);
        assertThat(r.out).contains("converted 11 games").contains("skipped 1");
        assertThat(r.err).hasLineCount(1).contains("names.pgn").contains("game 1").contains("ISO-8859-1").doesNotContain("\tat ");
        assertThat(Cli.run("validate", out.toString()).out).contains("games: 11, valid: 11");
    }

    @Test
    @DisplayName("TheoreticalScore \"999\" going to WTHOR: the game is skipped with the reason (exit 1, no trace)")
    void theoreticalScore999() throws IOException {
        String pgn = Files.readString(Cli.data("pgn/thor2pgn-WTH_1977.pgn"), StandardCharsets.UTF_8)
                .replaceFirst("\\[Black ", "[TheoreticalScore \"999\"]\n[Black ");
        Path in = tmp.resolve("ts.pgn");
        Files.writeString(in, pgn, StandardCharsets.UTF_8);
        Path out = Files.createDirectory(tmp.resolve("o")).resolve("x.wtb");
        Cli.Result r = Cli.run("convert", in.toString(), out.toString());
        assertThat(r.status).as(r.toString()).isEqualTo(1);
        assertThat(r.err).hasLineCount(1).contains("game 1").contains("TheoreticalScore \"999\"").doesNotContain("\tat ");
        assertThat(r.out).contains("converted 11 games");
    }

    @Test
    @DisplayName("KM[1e999999999]: validate and convert end with a located one-line message, no trace, no file (in a 128 MB JVM)")
    void hugeKomi() throws IOException, InterruptedException {
        Path in = tmp.resolve("km.ggf");
        Files.writeString(in, "(;GM[Othello]TY[8k]KM[1e999999999]RE[?]B[d3];)\n", StandardCharsets.UTF_8);
        for (List<String> args : List.of(List.of("validate", in.toString()), List.of("convert", in.toString(), tmp.resolve("km.txt").toString()))) {
            Process p = java(args);
            assertThat(p.waitFor(120, TimeUnit.SECONDS)).as("finished").isTrue();
            String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(p.exitValue()).as(err).isIn(1, 70);
            assertThat(err).as("stderr").doesNotContain("\tat ").doesNotContain("Exception in thread");
            // validate reports the bad komi as a located problem on the standard output (discarded here), convert
            // on the error stream
            if (args.get(0).equals("convert") || p.exitValue() == 70) {
                assertThat(err).as("stderr").contains("km.ggf");
            }
            if (p.exitValue() == 70) {
                assertThat(err).hasLineCount(1).contains("game 1");
            }
        }
        assertThat(tmp.resolve("km.txt")).doesNotExist();
    }

    /** The program in a JVM of its own with a small heap, as users run the jar. */
    private static Process java(List<String> args) throws IOException {
        List<String> cmd = new ArrayList<>(List.of(ProcessHandle.current().info().command().orElse("java"), "-Xmx128m", "-cp",
                System.getProperty("java.class.path"), Reversi.class.getName()));
        cmd.addAll(args);
        return new ProcessBuilder(cmd).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
    }

    // --- exit status, ordering, summary, colors ---

    @Test
    @DisplayName("a file with warnings only exits 0 (it exited 1)")
    void warningsOnly() throws IOException {
        Path in = tmp.resolve("w.ggf");
        Files.writeString(in, "(;GM[Othello]PC[x]TY[8]XX[1]RE[?]B[f5];)\n", StandardCharsets.UTF_8);
        Cli.Result r = Cli.run("validate", in.toString());
        assertThat(r.status).as(r.toString()).isZero();
        assertThat(r.out).contains("WARNING UNKNOWN_FIELD").contains("every game is valid (");
        assertThat(r.out).containsPattern("problems: [0-9]+ warnings? \\([^)]*UNKNOWN_FIELD 1[^)]*\\), 1 notice \\(UNFINISHED 1\\)");
    }

    @Test
    @DisplayName("one error after many notices is listed first, and the summary names each kind with its count")
    void errorsFirst() throws IOException {
        Path in = tmp.resolve("many.ggf");
        String start = "(;GM[Othello]PC[x]TY[8]BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *]RE[?]";
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 40; i++) {
            sb.append(start).append("B[f5];)\n"); // a legal move, then the game stops: an UNFINISHED notice
        }
        sb.append(start).append("B[a1];)\n"); // a1 flips nothing: an error, in game 40
        Files.writeString(in, sb.toString(), StandardCharsets.UTF_8);
        Cli.Result r = Cli.run("validate", "--notices", "--max-problems", "5", in.toString());
        assertThat(r.status).as(r.toString()).isEqualTo(1);
        List<String> listed = r.out.lines().filter(l -> l.startsWith("ERROR") || l.startsWith("NOTICE")).collect(Collectors.toList());
        assertThat(listed).hasSize(5);
        assertThat(listed.get(0)).startsWith("ERROR ILLEGAL_MOVE").contains("game 41").contains("a1");
        assertThat(r.out).contains("problems: 1 error (ILLEGAL_MOVE 1), 40 notices (UNFINISHED 40)")
                .contains("... 36 more problems counted but not listed");

        JsonObject json = JsonParser.parseString(Cli.run("validate", "--json", "--max-problems", "1", in.toString()).out).getAsJsonObject();
        assertThat(json.getAsJsonArray("problems").get(0).getAsJsonObject().get("severity").getAsString()).isEqualTo("ERROR");
        assertThat(json.getAsJsonObject("problemsBySeverity").getAsJsonObject("NOTICE").get("UNFINISHED").getAsLong()).isEqualTo(40);
        assertThat(json.get("errors").getAsLong()).isEqualTo(1);
    }

    @Test
    @DisplayName("a Ravensburger game ends in the rule set's colors: Gold and Black, never BLACK/WHITE")
    void ravensburgerColors() {
        Cli.Result r = Cli.run("play", "--rules", "reversi-ravensburger", "-1", "random", "-2", "random", "--seed", "1");
        assertThat(r.status).as(r.toString()).isZero();
        String end = r.out.lines().filter(l -> l.startsWith("Game over")).findFirst().orElseThrow();
        assertThat(end).containsPattern("Game over: Gold [0-9]+, Black [0-9]+, (Gold wins|Black wins|a draw)");
        assertThat(r.out).doesNotContain("BLACK").doesNotContain("WHITE").doesNotContain("White");
    }

    @Test
    @DisplayName("numbers out of range on the command line are bad arguments (NaN played a game, 1e308 overflowed with exit 70)")
    void numbersOutOfRange() {
        assertRefused(Cli.run("play", "-1", "random", "-2", "random", "--time-limit", "NaN"), 2, "--time-limit");
        assertRefused(Cli.run("play", "-1", "random", "-2", "alphabeta", "--time-limit", "1e308"), 2, "--time-limit");
        assertRefused(Cli.run("play", "--depth", "0"), 2, "--depth");
        assertRefused(Cli.run("render", "--moves", "f5", "--square-size", "99999"), 2, "square size");
        assertRefused(Cli.run("perft", "3", "--size", "99999x99999"), 2, "99999x99999");
        assertRefused(Cli.run("render", "--game", "x", "--number", "0"), 2, "--number");
    }

    @Test
    @DisplayName("bad arguments exit 2 with one line; reversi --help documents the exit statuses")
    void badArgumentsAndHelp() {
        Cli.Result r = Cli.run("validate", "--max-problems", "-1", "x");
        assertThat(r.status).isEqualTo(2);
        // one table for every command, said once in the general help: the same failure is the same status everywhere
        String table = Reversi.EXIT_STATUS.replaceAll("\\s+", " ");
        for (String command : List.of("validate", "convert", "render", "play", "perft", "solo", "rules")) {
            assertThat(Cli.run(command, "--help").out.replaceAll("\\s+", " ")).as(command).doesNotContain(table);
        }
        assertThat(Cli.run("--help").out.replaceAll("\\s+", " ")).contains(table);
        assertThat(table).contains("0 done (warnings and notices alone do not count)").contains("141");
        assertThat(Cli.run("convert", "--help").out.replaceAll("\\s+", " ")).contains("never overwritten").contains("appended");
    }
}
