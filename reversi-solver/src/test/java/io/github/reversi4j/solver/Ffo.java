package io.github.reversi4j.solver;

import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The FFO endgame problems of testdata/ffo with their published move scores: the oracle. */
final class Ffo {

    final int number;
    final GameState state;
    /** Every scored move of the line, as the file writes it (FFO #31's G1 corrected to -32, see SOURCE.md). */
    final Map<Move, Integer> scores;

    private Ffo(int number, GameState state, Map<Move, Integer> scores) {
        this.number = number;
        this.state = state;
        this.scores = scores;
    }

    int best() {
        return scores.values().stream().mapToInt(Integer::intValue).max().orElseThrow();
    }

    int empties() {
        return state.board().empties().size();
    }

    static Path data() {
        String d = System.getProperty("reversi4j.data");
        Path p = d == null || d.isEmpty() ? Path.of("../testdata") : Path.of(d);
        return p.resolve("ffo");
    }

    static List<Ffo> all() {
        List<Ffo> out = new ArrayList<>();
        int number = 1;
        for (String file : List.of("fforum-1-19.obf", "fforum-20-39.obf", "fforum-40-59.obf")) {
            List<String> lines;
            try {
                lines = Files.readAllLines(data().resolve(file), StandardCharsets.US_ASCII);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            for (String line : lines) {
                if (line.isBlank()) {
                    continue;
                }
                String[] parts = line.split(";");
                GameState state = GameState.parse(parts[0].trim());
                Map<Move, Integer> scores = new LinkedHashMap<>();
                for (int i = 1; i < parts.length; i++) {
                    String p = parts[i].trim();
                    if (p.isEmpty()) {
                        continue;
                    }
                    String[] ms = p.split(":");
                    int v = Integer.parseInt(ms[1].replace("+", ""));
                    Move m = Move.parse(ms[0].toLowerCase(Locale.ROOT));
                    if (number == 31 && ms[0].equals("G1")) {
                        v = -32;
                    }
                    scores.put(m, v);
                }
                out.add(new Ffo(number++, state, scores));
            }
        }
        return out;
    }

    static Ffo number(int n) {
        return all().get(n - 1);
    }
}
