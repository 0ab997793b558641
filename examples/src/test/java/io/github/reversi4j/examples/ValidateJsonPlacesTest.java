package io.github.reversi4j.examples;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code validate --json} numbers a problem's place from 1, as its text and the README do. */
class ValidateJsonPlacesTest {

    @TempDir
    Path dir;

    @Test
    @DisplayName("--json: the third game of a file, its fourth move, is game 3, move 4, line 3")
    void placesCountFromOne() throws IOException {
        // hand-written: two valid openings, then a game whose fourth move (a1) is illegal
        Path file = dir.resolve("three.txt");
        Files.writeString(file, "f5d6\nf5f6e6\nf5d6c3a1\n", StandardCharsets.UTF_8);
        Cli.Result r = Cli.run("validate", "--json", file.toString());
        assertThat(r.status).as(r.err).isEqualTo(1);
        JsonObject o = JsonParser.parseString(r.out).getAsJsonObject();
        assertThat(o.get("games").getAsLong()).isEqualTo(3);
        JsonArray problems = o.getAsJsonArray("problems");
        assertThat(problems).hasSize(1);
        JsonObject p = problems.get(0).getAsJsonObject();
        assertThat(p.get("kind").getAsString()).isEqualTo("ILLEGAL_MOVE");
        assertThat(p.get("game").getAsLong()).isEqualTo(3);
        assertThat(p.get("moveNumber").getAsInt()).isEqualTo(4);
        assertThat(p.get("move").getAsString()).isEqualToIgnoringCase("a1");
        assertThat(p.get("line").getAsInt()).isEqualTo(3);
        assertThat(p.get("text").getAsString()).contains("game 3");
    }
}
