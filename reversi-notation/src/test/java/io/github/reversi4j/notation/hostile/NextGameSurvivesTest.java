package io.github.reversi4j.notation.hostile;

import io.github.reversi4j.notation.formats.FormatOptions;

import static org.assertj.core.api.Assertions.fail;

import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.GameReader;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.formats.RecordFormat;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A bad game never takes the next one with it: a first game cut short at every one of its characters,
 * or with any one of its characters deleted or doubled, is followed by a good game on the next line,
 * and the reader must still give that good game, valid, with all its moves, as the last game read.
 * Every case is checked, none sampled; a failure names the damage and prints the input.
 */
class NextGameSurvivesTest {

    static final String GOOD_MOVES = "f5 d6 c3 d3 c4 f4 f6 f3 e6 e7";

    static final String[][] FILES = {
        {"GGF", "(;GM[Othello]PC[x]PB[a b]PW[c]RE[?]TY[8]TI[05:00//02:00]BO[8 -------- -------- -------- ---O*--- ---*O---"
            + " -------- -------- -------- *]B[f5//1.5]W[d6]B[c3]W[d3]C[a {comment}];)",
            "(;GM[Othello]TY[8]RE[?]B[f5]W[d6]B[c3]W[d3]B[c4]W[f4]B[f6]W[f3]B[e6]W[e7];)"},
        {"GGF", "1 (;GM[Othello]TY[s8]RE[?]B[f5]W[d6];)", "2 (;GM[Othello]TY[8]RE[?]B[f5]W[d6]B[c3]W[d3]B[c4]W[f4]B[f6]W[f3]"
            + "B[e6]W[e7];)(;GM[Othello]TY[8]RE[?]B[f5]W[d6]B[c3]W[d3]B[c4]W[f4]B[f6]W[f3]B[e6]W[e7];)"},
        {"PGN", "[Event \"a \\\"b\\\"\"]\n[Black \"x\"]\n[Result \"*\"]\n\n1. f5 {c} d6 (2. c3) 2. c3 d3 ; rest\n*\n",
            "[Event \"good\"]\n[Result \"*\"]\n\n1. f5 d6 2. c3 d3 3. c4 f4 4. f6 f3 5. e6 e7 *\n"},
        {"TRANSCRIPT", "f5d6c3 Tiger", "f5d6c3d3c4f4f6f3e6e7"},
        {"EOTHELLO_CSV", "eOthello_game_id,winner,game_moves\n1,1,f5d6c3", "2,1,f5d6c3d3c4f4f6f3e6e7"},
    };

    static Optional<String> check(RecordFormat f, String bad, String good) {
        String text = bad + "\n" + good + "\n";
        List<CheckedGame> games = new ArrayList<>();
        try (GameReader r = f.reader(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), "in", FormatOptions.defaults())) {
            r.forEach(games::add);
        } catch (RuntimeException e) {
            return Optional.of("threw " + e);
        }
        if (games.isEmpty()) {
            return Optional.of("no game read");
        }
        CheckedGame last = games.get(games.size() - 1);
        if (!last.isValid() || !last.record().map(r -> r.moves().toString().replace(",", "")).orElse("")
                .equals("[" + GOOD_MOVES + "]")) {
            return Optional.of("the good game was lost: last game read " + last);
        }
        return Optional.empty();
    }

    @Test
    void everyCutDeletionAndDoublingOfTheFirstGame() {
        for (String[] file : FILES) {
            RecordFormat f = RecordFormat.valueOf(file[0]);
            String a = file[1];
            String b = file[2];
            Optional<String> clean = check(f, a, b);
            if (clean.isPresent()) {
                fail(f + " undamaged: " + clean.get());
            }
            int start = f == RecordFormat.EOTHELLO_CSV ? a.indexOf('\n') + 1 : 0; // the header row stays
            for (int k = start; k < a.length(); k++) {
                String[][] damaged = {
                    {"cut at " + k, a.substring(0, k)},
                    {"char " + k + " deleted", a.substring(0, k) + a.substring(k + 1)},
                    {"char " + k + " doubled", a.substring(0, k + 1) + a.substring(k)},
                };
                for (String[] d : damaged) {
                    Optional<String> why = check(f, d[1], b);
                    if (why.isPresent()) {
                        fail(f + ", first game " + d[0] + ": " + why.get() + "\ninput:\n" + d[1] + "\n" + b);
                    }
                }
            }
        }
    }
}
