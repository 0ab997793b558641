package io.github.reversi4j.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import io.github.reversi4j.testkit.ReferenceReversi;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The 59 FFO endgame positions of Edax's {@code fforum-*.obf} files (real data, FORMATS §5.2): each
 * line lists every legal move of the side to move with its exact score, so the listed set must equal
 * the set of legal moves (RULES §B2). The files are in the repository's {@code testdata/ffo}
 * (origin and licence in its {@code SOURCE.md}).
 */
class FfoPositionsTest {

    private static final String[] FILES = {"fforum-1-19.obf", "fforum-20-39.obf", "fforum-40-59.obf"};

    /** One line of an OBF file. */
    private static final class Position {
        final String source;
        final String board;
        final char side;
        final Set<String> moves;

        Position(String source, String board, char side, Set<String> moves) {
            this.source = source;
            this.board = board;
            this.side = side;
            this.moves = moves;
        }
    }

    /**
     * The {@code ffo} folder of the repository's {@code testdata}: the system property
     * {@code reversi4j.data} when set (the build sets it), otherwise the nearest {@code testdata}
     * above the working folder. Missing, it fails the test when {@code reversi4j.data.required} is
     * true (every Maven build) and skips it otherwise.
     */
    private static Path folder() {
        String data = System.getProperty("reversi4j.data", "");
        Path root = null;
        if (!data.isEmpty()) {
            root = Path.of(data);
        } else {
            for (Path p = Path.of("").toAbsolutePath(); p != null && root == null; p = p.getParent()) {
                if (Files.isDirectory(p.resolve("testdata").resolve("ffo"))) {
                    root = p.resolve("testdata");
                }
            }
        }
        Path ffo = root == null ? null : root.resolve("ffo");
        if (ffo == null || !Files.isDirectory(ffo)) {
            String why = "the FFO data folder " + (ffo == null ? "testdata/ffo" : ffo) + " is missing";
            if (Boolean.getBoolean("reversi4j.data.required")) {
                throw new AssertionError(why + "; reversi4j.data.required=true, so a real-data test never skips");
            }
            assumeThat(false).as(why + "; skipping the FFO positions").isTrue();
        }
        return ffo;
    }

    private static List<Position> positions() throws IOException {
        Path ffo = folder();
        List<Position> out = new ArrayList<>();
        for (String f : FILES) {
            Path p = ffo.resolve(f);
            assumeThat(Files.isRegularFile(p)).as("the FFO file %s is missing", p).isTrue();
            List<String> lines = Files.readAllLines(p, StandardCharsets.US_ASCII);
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i);
                int pct = line.indexOf('%');
                if (pct >= 0) {
                    line = line.substring(0, pct);
                }
                if (line.isBlank()) {
                    continue;
                }
                out.add(parse(f + ":" + (i + 1), line.strip()));
            }
        }
        return out;
    }

    /** Parses {@code <64 squares> <X|O>; <MOVE>:<score>; ...} written by hand from the format. */
    private static Position parse(String source, String line) {
        String[] parts = line.split(";");
        String[] head = parts[0].strip().split("\\s+");
        assertThat(head).as("%s: board and side to move", source).hasSize(2);
        assertThat(head[0]).as("%s: board", source).hasSize(64).matches("[XO-]{64}");
        assertThat(head[1]).as("%s: side to move", source).matches("[XO]");
        Set<String> moves = new TreeSet<>();
        for (int k = 1; k < parts.length; k++) {
            String m = parts[k].strip();
            if (m.isEmpty()) {
                continue;
            }
            int colon = m.indexOf(':');
            assertThat(colon).as("%s: move with score '%s'", source, m).isEqualTo(2);
            assertThat(m.substring(colon + 1)).as("%s: score of '%s'", source, m).matches("[+-]\\d+");
            moves.add(m.substring(0, colon).toLowerCase(Locale.ROOT));
        }
        return new Position(source, head[0], head[1].charAt(0), moves);
    }

    @Test
    @DisplayName("the FFO files hold 59 positions (#1..#59)")
    void fiftyNinePositions() throws IOException {
        assertThat(positions()).hasSize(59);
    }

    @TestFactory
    @DisplayName("RULES §B2: each FFO position's legal moves are exactly the moves its line lists")
    List<DynamicTest> legalMovesEqualListedMoves() throws IOException {
        Rules rules = StandardRules.othello();
        List<DynamicTest> tests = new ArrayList<>();
        int number = 0;
        for (Position p : positions()) {
            number++;
            tests.add(DynamicTest.dynamicTest("FFO #" + number + " (" + p.source + ")", () -> {
                GameState s = GameState.parse(p.board + " " + p.side);
                Set<String> legal = rules.legalMoves(s).stream().map(Move::toString).collect(Collectors.toCollection(TreeSet::new));
                assertThat(legal).as("legal moves of %s %s", p.board, p.side).isEqualTo(p.moves);
                assertThat(p.moves).isNotEmpty();
                // and the flips of every listed move agree with the reference implementation
                ReferenceReversi ref = ReferenceReversi.parse(p.board, 8, 8, p.side);
                for (String m : p.moves) {
                    Square sq = Square.parse(m);
                    ReferenceReversi after = ref.copy();
                    after.place(sq.column(), sq.row());
                    GameState next = rules.play(s, Move.place(sq));
                    assertThat(next.board().toString()).as("board after %s", m).isEqualTo(after.boardString());
                }
            }));
        }
        return tests;
    }
}
