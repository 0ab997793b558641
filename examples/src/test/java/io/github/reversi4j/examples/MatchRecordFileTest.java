package io.github.reversi4j.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The record file of {@code reversi match} when a write fails as a full disk fails it: part of the
 * bytes written, then an error. At every byte where the disk can fill up, the target ends as what it
 * was or as the whole games written before the failure, never less and never a partial game; no
 * temporary file is left; the sentence says which.
 */
class MatchRecordFileTest {

    @TempDir
    Path dir;

    /** Games of different lengths; the file does not read them. */
    private static final List<String> GAMES = List.of("(;GM[Othello]PB[a]RE[+2];)\n", "(;GM[Othello]PB[bb]RE[-10];)\n",
            "(;GM[Othello]PB[ccc]RE[0];)\n");

    /** A disk with room for a number of bytes: a write beyond it writes what fits and fails. */
    static final class FullDisk extends FilterOutputStream {
        private long room;
        private final Runnable atFailure;

        FullDisk(OutputStream out, long room, Runnable atFailure) {
            super(out);
            this.room = room;
            this.atFailure = atFailure;
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            int n = (int) Math.min(len, room);
            out.write(b, off, n);
            room -= n;
            if (n < len) {
                atFailure.run();
                throw new IOException("No space left on device");
            }
        }

        @Override
        public void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }
    }

    private List<String> names() throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(f -> f.getFileName().toString()).sorted().toList();
        }
    }

    /** Writes the games until one fails; returns the failure's sentence, or null if all were written. */
    private static String writeAll(MatchCommand.RecordFile file, int[] counted) {
        for (int i = 0; i < GAMES.size(); i++) {
            try {
                file.append(GAMES.get(i).getBytes(StandardCharsets.UTF_8), () -> counted[0]++);
            } catch (IOException e) {
                return file.failure(e, i + 1);
            }
        }
        return null;
    }

    @Test
    @DisplayName("the disk fills up at every byte of three games: the target is what it was, or the whole games before")
    void theDiskFillsUpAtEveryByte() throws Exception {
        int total = String.join("", GAMES).length();
        Path target = dir.resolve("m.ggf");
        for (int room = 0; room <= total; room++) {
            Files.writeString(target, "precious\n", StandardCharsets.UTF_8);
            int[] counted = {0};
            final int r = room;
            MatchCommand.RecordFile file = MatchCommand.RecordFile.create(target, true, List.of(), o -> new FullDisk(o, r, () -> { }));
            String said = writeAll(file, counted);
            assertThat(file.keep()).as("room " + room).isEmpty();
            // the whole games that fit
            StringBuilder whole = new StringBuilder();
            int fit = 0;
            for (String g : GAMES) {
                if (whole.length() + g.length() > room) {
                    break;
                }
                whole.append(g);
                fit++;
            }
            String expected = fit == 0 ? "precious\n" : whole.toString();
            assertThat(Files.readString(target, StandardCharsets.UTF_8)).as("room " + room).isEqualTo(expected);
            assertThat(counted[0]).as("room " + room).isEqualTo(fit);
            assertThat(names()).as("room " + room).containsExactly("m.ggf");
            if (fit == GAMES.size()) {
                assertThat(said).isNull();
                continue;
            }
            assertThat(said).as("room " + room).startsWith("cannot write game " + (fit + 1) + " to " + target
                    + ": No space left on device; ").endsWith(fit == 0 ? target + " is left as it was"
                            : fit == 1 ? "the game before it is kept" : "the " + fit + " games before it are kept");
        }
    }

    @Test
    @DisplayName("a file that cannot be cut back (it was removed): the target is what it was, and the sentence says the games are lost")
    void aFileThatCannotBeCutBackLeavesTheTarget() throws Exception {
        Path target = dir.resolve("m.ggf");
        Files.writeString(target, "precious\n", StandardCharsets.UTF_8);
        int room = GAMES.get(0).length() + 3;
        List<Path> removed = new ArrayList<>();
        MatchCommand.RecordFile file = MatchCommand.RecordFile.create(target, true, List.of(), o -> new FullDisk(o, room,
                () -> {
                    try (Stream<Path> files = Files.list(dir)) {
                        for (Path t : files.filter(f -> f.getFileName().toString().endsWith(".tmp")).toList()) {
                            Files.delete(t);
                            removed.add(t);
                        }
                    } catch (IOException e) {
                        throw new java.io.UncheckedIOException(e);
                    }
                }));
        int[] counted = {0};
        String said = writeAll(file, counted);
        assertThat(removed).hasSize(1);
        assertThat(counted[0]).isEqualTo(1);
        assertThat(said).startsWith("cannot write game 2 to " + target + ": No space left on device; " + target
                + " is left as it was, and the game before it is lost with " + removed.get(0) + " (");
        assertThat(file.keep()).isEmpty();
        assertThat(Files.readString(target, StandardCharsets.UTF_8)).isEqualTo("precious\n");
        assertThat(names()).containsExactly("m.ggf");
        // a later append after the failure writes nothing more
        assertThat(file.append("x".getBytes(StandardCharsets.UTF_8), () -> counted[0]++)).isFalse();
        assertThat(counted[0]).isEqualTo(1);
    }

    @Test
    @DisplayName("a failure at the flush is a failure of the game: cut back the same way")
    void aFailureAtTheFlush() throws Exception {
        Path target = dir.resolve("m.pgn");
        MatchCommand.RecordFile file = MatchCommand.RecordFile.create(target, false, List.of(),
                o -> new FilterOutputStream(o) {
                    private int flushes;

                    @Override
                    public void write(byte[] b, int off, int len) throws IOException {
                        out.write(b, off, len);
                    }

                    @Override
                    public void flush() throws IOException {
                        if (++flushes == 3) {
                            throw new IOException("Input/output error");
                        }
                        out.flush();
                    }
                });
        int[] counted = {0};
        assertThat(writeAll(file, counted)).isEqualTo("cannot write game 3 to " + target
                + ": Input/output error; the 2 games before it are kept");
        assertThat(file.keep()).isEmpty();
        assertThat(Files.readString(target, StandardCharsets.UTF_8)).isEqualTo(GAMES.get(0) + GAMES.get(1));
        assertThat(names()).containsExactly("m.pgn");
        assertThatThrownBy(() -> MatchCommand.RecordFile.create(target, false, List.of()))
                .isInstanceOf(UserException.class).hasMessageContaining("exists");
    }
}
