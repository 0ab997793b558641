package io.github.reversi4j.spark;

import io.github.reversi4j.notation.GameInfo;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.formats.FormatOptions;
import io.github.reversi4j.notation.GameReader;
import io.github.reversi4j.notation.formats.RecordFormat;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The WTHOR name files beside a game file are found as the library finds them ({@code WthorNames.beside}, used by
 * {@code RecordFormat.open(Path, ...)} and so by {@code reversi validate}): whatever the case of their names, the exact
 * spelling first, both or none. The oracle is the library's reading of the file by its path.
 */
class NameFilesTest {

    private static SparkSession spark;
    private static Path data;

    @TempDir
    Path tmp;

    @BeforeAll
    static void start() {
        spark = LocalSpark.session();
        data = LocalSpark.data();
    }

    /** The players of every game, as the library reads the file by its path. */
    private static List<String> library(Path file) {
        List<String> out = new ArrayList<>();
        try (GameReader r = RecordFormat.open(file, FormatOptions.defaults())) {
            for (java.util.Iterator<CheckedGame> read = r.iterator(); read.hasNext(); ) {
                Optional<CheckedGame> g = Optional.of(read.next());
                out.add(g.get().info().get(GameInfo.BLACK).orElse("") + " - " + g.get().info().get(GameInfo.WHITE).orElse(""));
            }
        }
        return out;
    }

    private static List<String> spark(Path file) {
        List<String> out = new ArrayList<>();
        for (Row r : spark.read().format("reversi").load(file.toString()).orderBy("game_index").collectAsList()) {
            out.add(r.<String>getAs("black") + " - " + r.<String>getAs("white"));
        }
        return out;
    }

    @Test
    @DisplayName("lower-case name files, an exact one beside a decoy, one file alone: Spark names the players as the library")
    void namesAsTheLibraryFindsThem() throws Exception {
        Path games = data.resolve("wthor/WTH_1977.wtb");
        Path lower = Files.createDirectories(tmp.resolve("lower"));
        Files.copy(games, lower.resolve("WTH_1977.wtb"));
        Files.copy(data.resolve("wthor/WTHOR.JOU"), lower.resolve("wthor.jou"));
        Files.copy(data.resolve("wthor/WTHOR.TRN"), lower.resolve("Wthor.Trn"));
        // exact spellings beside a decoy in another case, the tournaments' bytes named as players (it would not read as
        // players: 26-byte records): the exact one wins in both tools
        Path exact = Files.createDirectories(tmp.resolve("exact"));
        Files.copy(games, exact.resolve("WTH_1977.wtb"));
        Files.copy(data.resolve("wthor/WTHOR.JOU"), exact.resolve("WTHOR.JOU"));
        Files.copy(data.resolve("wthor/WTHOR.TRN"), exact.resolve("WTHOR.TRN"));
        Files.copy(data.resolve("wthor/WTHOR.TRN"), exact.resolve("wthor.jou"));
        // the players' file alone: no names, numbers
        Path alone = Files.createDirectories(tmp.resolve("alone"));
        Files.copy(games, alone.resolve("WTH_1977.wtb"));
        Files.copy(data.resolve("wthor/WTHOR.JOU"), alone.resolve("WTHOR.JOU"));
        for (Path dir : List.of(lower, exact, alone)) {
            Path f = dir.resolve("WTH_1977.wtb");
            List<String> expected = library(f);
            assertThat(expected).as(dir.toString()).hasSize(12); // FORMATS §9: the 12 games of 1977
            assertThat(spark(f)).as(dir.toString()).isEqualTo(expected);
        }
        assertThat(library(lower.resolve("WTH_1977.wtb"))).noneMatch(s -> s.startsWith("#"))
                .isEqualTo(library(exact.resolve("WTH_1977.wtb")));
        assertThat(library(alone.resolve("WTH_1977.wtb"))).allMatch(s -> s.startsWith("#"));
    }
}
