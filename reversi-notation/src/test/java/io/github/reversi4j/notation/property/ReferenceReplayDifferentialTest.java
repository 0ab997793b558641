package io.github.reversi4j.notation.property;

import io.github.reversi4j.notation.Readers;
import io.github.reversi4j.notation.formats.FormatOptions;

import static org.assertj.core.api.Assertions.fail;

import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.GameReader;
import io.github.reversi4j.notation.Problem;
import io.github.reversi4j.notation.formats.RecordFormat;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * Nothing wrong passes, nothing right is lost: random 8x8 games, many of them damaged (a move
 * replaced, dropped, repeated, swapped, appended, a pass put in, a colour mislabelled, a wrong result or
 * winner), are written by hand in each format, in either letter case, with separators, annotations and
 * every spelling of a pass, and read by the library, and its verdict must be the verdict of a reference
 * replay written here from RULES §B1-§B4 and §O3 alone (a mailbox board, no code of the library):
 * the game is invalid exactly when a recorded move is illegal or a finished game's recorded result
 * differs from the official score, an illegal move is reported at the move number the record gives
 * it, and a valid game has the reference's final discs. A failure prints the seed and the shortest
 * damaged record that still fails.
 */
class ReferenceReplayDifferentialTest {

    static final int CASES = 20_000;

    // ---- the reference: RULES §B1-§B4, §O1, §O3 on a mailbox board ---------------------------------

    /** A position: 64 cells (0 empty, 1 Black, 2 White) and the side to move. */
    static final class Ref {
        final int[] cell = new int[64];
        int side = 1;

        Ref() {
            cell[3 * 8 + 3] = 2; // d4
            cell[4 * 8 + 4] = 2; // e5
            cell[3 * 8 + 4] = 1; // e4
            cell[4 * 8 + 3] = 1; // d5
        }

        int flips(int sq, int who, boolean apply) {
            if (cell[sq] != 0) {
                return 0;
            }
            int total = 0;
            int r0 = sq / 8;
            int c0 = sq % 8;
            for (int dr = -1; dr <= 1; dr++) {
                for (int dc = -1; dc <= 1; dc++) {
                    if (dr == 0 && dc == 0) {
                        continue;
                    }
                    int r = r0 + dr;
                    int c = c0 + dc;
                    int n = 0;
                    while (r >= 0 && r < 8 && c >= 0 && c < 8 && cell[r * 8 + c] == 3 - who) {
                        r += dr;
                        c += dc;
                        n++;
                    }
                    if (n > 0 && r >= 0 && r < 8 && c >= 0 && c < 8 && cell[r * 8 + c] == who) {
                        total += n;
                        if (apply) {
                            for (int k = 1; k <= n; k++) {
                                cell[(r0 + k * dr) * 8 + c0 + k * dc] = who;
                            }
                        }
                    }
                }
            }
            if (apply && total > 0) {
                cell[sq] = who;
            }
            return total;
        }

        boolean canMove(int who) {
            for (int sq = 0; sq < 64; sq++) {
                if (flips(sq, who, false) > 0) {
                    return true;
                }
            }
            return false;
        }

        boolean over() {
            return !canMove(1) && !canMove(2);
        }

        int count(int who) {
            int n = 0;
            for (int v : cell) {
                n += v == who ? 1 : 0;
            }
            return n;
        }

        /** Black's official score (RULES §O3): the empty squares go to the winner, halved in a draw. */
        int officialBlack() {
            int b = count(1);
            int w = count(2);
            int e = 64 - b - w;
            return b > w ? b + e : b < w ? b : b + e / 2;
        }
    }

    /** What the reference makes of a record. */
    static final class Verdict {
        /** Index of the first bad token, or -1. */
        int bad = -1;
        Ref end;
        boolean finished;
    }

    /**
     * Replays tokens: a square or "pass", each with the colour the record gives it (0 when the format
     * names no colour). A forced pass is inserted before a placement of a player who has none.
     */
    static Verdict replay(List<String> tokens, List<Integer> colours) {
        Ref p = new Ref();
        Verdict v = new Verdict();
        for (int i = 0; i < tokens.size(); i++) {
            String t = tokens.get(i);
            if (p.over()) {
                v.bad = i;
                break;
            }
            if (t.equals("pass")) {
                if (p.canMove(p.side) || colours.get(i) != 0 && colours.get(i) != p.side) {
                    v.bad = i;
                    break;
                }
                p.side = 3 - p.side;
                continue;
            }
            if (!p.canMove(p.side)) {
                p.side = 3 - p.side;
            }
            int sq = (t.charAt(1) - '1') * 8 + (t.charAt(0) - 'a');
            if (colours.get(i) != 0 && colours.get(i) != p.side || p.flips(sq, p.side, true) == 0) {
                v.bad = i;
                break;
            }
            p.side = 3 - p.side;
        }
        v.end = p;
        v.finished = v.bad < 0 && p.over();
        return v;
    }

    // ---- random damaged records ------------------------------------------------------------------------

    static String name(int sq) {
        return "" + (char) ('a' + sq % 8) + (char) ('1' + sq / 8);
    }

    /** A random game, played to the end or stopped early, with GGS's explicit passes when asked. */
    static List<String> playout(SplittableRandom r, boolean passes) {
        Ref p = new Ref();
        List<String> out = new ArrayList<>();
        int stop = r.nextInt(4) == 0 ? r.nextInt(61) : 100;
        while (!p.over() && out.size() < stop) {
            if (!p.canMove(p.side)) {
                if (passes) {
                    out.add("pass");
                }
                p.side = 3 - p.side;
                continue;
            }
            List<Integer> legal = new ArrayList<>();
            for (int sq = 0; sq < 64; sq++) {
                if (p.flips(sq, p.side, false) > 0) {
                    legal.add(sq);
                }
            }
            int sq = legal.get(r.nextInt(legal.size()));
            p.flips(sq, p.side, true);
            out.add(name(sq));
            p.side = 3 - p.side;
        }
        return out;
    }

    static void damage(List<String> t, SplittableRandom r, boolean passes) {
        int n = r.nextInt(3);
        for (int k = 0; k < n; k++) {
            int i = t.isEmpty() ? 0 : r.nextInt(t.size());
            switch (r.nextInt(6)) {
                case 0:
                    if (!t.isEmpty()) {
                        t.set(i, name(r.nextInt(64)));
                    }
                    break;
                case 1:
                    if (!t.isEmpty()) {
                        t.remove(i);
                    }
                    break;
                case 2:
                    if (!t.isEmpty()) {
                        t.add(i, t.get(i));
                    }
                    break;
                case 3:
                    if (i + 1 < t.size()) {
                        String a = t.get(i);
                        t.set(i, t.get(i + 1));
                        t.set(i + 1, a);
                    }
                    break;
                case 4:
                    t.add(passes && r.nextBoolean() ? "pass" : name(r.nextInt(64)));
                    break;
                default:
                    if (passes) {
                        t.add(i, "pass");
                    }
                    break;
            }
        }
    }

    /** A game: its tokens, the colour each is labelled with, and the result it records. */
    static final class Game {
        final List<String> tokens;
        final List<Integer> colours;
        /** Black's official score as recorded. */
        final int recordedBlack;

        Game(List<String> tokens, List<Integer> colours, int recordedBlack) {
            this.tokens = tokens;
            this.colours = colours;
            this.recordedBlack = recordedBlack;
        }

        @Override
        public String toString() {
            return tokens + " colours " + colours + " black's score " + recordedBlack;
        }
    }

    /** Labels each token with the colour that moves there (by the reference), flipped once in a while. */
    static List<Integer> colours(List<String> tokens, SplittableRandom r, boolean named) {
        List<Integer> cs = new ArrayList<>();
        if (!named) {
            tokens.forEach(t -> cs.add(0));
            return cs;
        }
        Ref p = new Ref();
        for (String t : tokens) {
            int who = p.side;
            if (!t.equals("pass")) {
                if (!p.canMove(p.side)) {
                    p.side = 3 - p.side;
                    who = p.side;
                }
                int sq = (t.charAt(1) - '1') * 8 + (t.charAt(0) - 'a');
                p.flips(sq, p.side, true);
            }
            p.side = 3 - p.side;
            cs.add(r.nextInt(40) == 0 ? 3 - who : who);
        }
        return cs;
    }

    static Game game(SplittableRandom r, boolean passes, boolean named) {
        List<String> t = playout(r, passes);
        damage(t, r, passes);
        List<Integer> cs = colours(t, r, named);
        List<Integer> zeros = new ArrayList<>();
        t.forEach(x -> zeros.add(0));
        Verdict v = replay(t, named ? cs : zeros);
        int score = v.end.officialBlack();
        if (r.nextInt(5) == 0) {
            score = r.nextInt(65);
        }
        return new Game(t, cs, score);
    }

    // ---- the formats, written by hand ------------------------------------------------------------------

    static byte[] transcript(Game g) {
        if (g.tokens.isEmpty()) {
            return null; // a blank line is no game (FORMATS §1)
        }
        SplittableRandom r = new SplittableRandom(g.tokens.hashCode());
        String sep = List.of("", " ", "-", ",", "  ").get(r.nextInt(5));
        StringBuilder sb = new StringBuilder();
        // '--' beside a hyphen separator is ambiguous and refused by the library's writer (FORMATS §1)
        List<String> passes = sep.contains("-") ? List.of("pa", "PA", "ps", "pass", "Pass", "@@")
                : List.of("pa", "PA", "ps", "pass", "Pass", "--", "@@");
        for (String t : g.tokens) {
            sb.append(sb.length() == 0 ? "" : sep).append(spell(t, r, passes));
        }
        return sb.append('\n').toString().getBytes(StandardCharsets.US_ASCII);
    }

    /** A token as some program writes it: a square in either case, a pass in one of the given spellings. */
    static String spell(String token, SplittableRandom r, List<String> passes) {
        if (token.equals("pass")) {
            return passes.get(r.nextInt(passes.size()));
        }
        return r.nextBoolean() ? token : token.toUpperCase(java.util.Locale.ROOT);
    }

    static byte[] csv(Game g) {
        if (g.tokens.isEmpty()) {
            return null;
        }
        int b = g.recordedBlack;
        String winner = b > 32 ? "1" : b < 32 ? "-1" : "0";
        return ("eOthello_game_id,winner,game_moves\n7," + winner + "," + String.join("", g.tokens) + "\n")
                .getBytes(StandardCharsets.US_ASCII);
    }

    static byte[] ggf(Game g) {
        SplittableRandom r = new SplittableRandom(g.tokens.hashCode());
        StringBuilder sb = new StringBuilder("(;GM[Othello]PC[x]PB[a]PW[b]TY[8]RE[");
        int margin = 2 * g.recordedBlack - 64;
        sb.append(margin >= 0 ? "+" : "").append(margin).append(".000]BO[8 -------- -------- -------- ---O*--- ---*O--- "
                + "-------- -------- -------- *]");
        for (int i = 0; i < g.tokens.size(); i++) {
            sb.append(g.colours.get(i) == 2 ? "W[" : "B[").append(spell(g.tokens.get(i), r, List.of("pass", "PASS", "pa", "ps")))
                    .append(r.nextInt(4) == 0 ? "/-1.25/0.01" : "").append(']');
        }
        return sb.append(";)\n").toString().getBytes(StandardCharsets.US_ASCII);
    }

    static byte[] pgn(Game g) {
        String result = g.recordedBlack + "-" + (64 - g.recordedBlack);
        SplittableRandom r = new SplittableRandom(g.tokens.hashCode());
        StringBuilder sb = new StringBuilder("[Event \"x\"]\n[Black \"a\"]\n[White \"b\"]\n[Result \"" + result + "\"]\n\n");
        for (int i = 0; i < g.tokens.size(); i++) {
            if (i % 2 == 0) {
                sb.append(i / 2 + 1).append(". ");
            }
            sb.append(spell(g.tokens.get(i), r, List.of("--", "pass", "pa", "PS"))).append(' ');
        }
        return sb.append(result).append("\n\n").toString().getBytes(StandardCharsets.US_ASCII);
    }

    static byte[] wthor(Game g) {
        if (g.tokens.size() > 60) {
            return null; // a record holds 60 moves
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(new byte[] {20, 26, 1, 1, 1, 0, 0, 0, 0, 0, (byte) (2026 & 0xFF), (byte) (2026 >> 8), 8, 0, 22, 0});
        byte[] rec = new byte[68];
        rec[6] = (byte) g.recordedBlack;
        for (int i = 0; i < g.tokens.size(); i++) {
            String t = g.tokens.get(i);
            rec[8 + i] = (byte) ((t.charAt(1) - '0') * 10 + (t.charAt(0) - 'a' + 1));
        }
        out.writeBytes(rec);
        return out.toByteArray();
    }

    // ---- the check ------------------------------------------------------------------------------------

    /** Returns why the library and the reference disagree on a game, or empty. */
    static Optional<String> disagreement(RecordFormat format, byte[] bytes, Game g, boolean named, boolean resultChecked) {
        List<Integer> cs = named ? g.colours : new ArrayList<>();
        if (!named) {
            g.tokens.forEach(x -> cs.add(0));
        }
        Verdict v = replay(g.tokens, cs);
        int official = v.end.officialBlack();
        boolean resultWrong = v.finished && resultChecked && (format == RecordFormat.EOTHELLO_CSV
                ? Integer.signum(g.recordedBlack - 32) != Integer.signum(official - 32) : g.recordedBlack != official);
        boolean expectValid = v.bad < 0 && !resultWrong;
        CheckedGame c;
        try (GameReader in = format.reader(new ByteArrayInputStream(bytes), "t", FormatOptions.defaults())) {
            Optional<CheckedGame> got = Readers.next(in);
            if (got.isEmpty()) {
                return Optional.of("no game read");
            }
            c = got.get();
        } catch (Exception e) {
            return Optional.of("threw " + e);
        }
        if (c.isValid() != expectValid) {
            return Optional.of("library says " + (c.isValid() ? "valid" : "invalid " + c.problems()) + ", reference says "
                    + (expectValid ? "valid" : v.bad >= 0 ? "bad move " + (v.bad + 1) : "result differs"));
        }
        if (v.bad >= 0) {
            Optional<Problem> first = c.problems().stream().filter(Problem::isError).findFirst();
            if (first.isEmpty() || first.get().moveNumber().orElse(-1) != v.bad + 1) {
                return Optional.of("reference's first bad move is " + (v.bad + 1) + ", library reports " + c.problems());
            }
        }
        if (c.isValid()) {
            int b = c.finalState().orElseThrow().board().count(io.github.reversi4j.core.Color.BLACK);
            if (b != v.end.count(1) || c.isFinished() != v.finished) {
                return Optional.of("final Black discs " + b + " finished " + c.isFinished() + ", reference " + v.end.count(1)
                        + " finished " + v.finished);
            }
        }
        return Optional.empty();
    }

    void campaign(RecordFormat format, Function<Game, byte[]> writer, boolean passes, boolean named, boolean resultChecked,
            long seed) {
        SplittableRandom root = new SplittableRandom(seed);
        for (int k = 0; k < CASES; k++) {
            long caseSeed = root.nextLong();
            Game g = game(new SplittableRandom(caseSeed), passes, named);
            if (writer.apply(g) == null) {
                continue;
            }
            Optional<String> why = disagreement(format, writer.apply(g), g, named, resultChecked);
            if (why.isPresent()) {
                Game small = shrink(format, writer, g, named, resultChecked);
                fail(format + " case seed " + caseSeed + " (campaign seed " + seed + "): " + why.get() + "\nshortest failing game: "
                        + small + "\nas written:\n" + new String(writer.apply(small), StandardCharsets.ISO_8859_1) + "\nverdict: "
                        + disagreement(format, writer.apply(small), small, named, resultChecked).orElse("?"));
            }
        }
    }

    /** Drops trailing tokens while the disagreement stays. */
    static Game shrink(RecordFormat format, Function<Game, byte[]> writer, Game g, boolean named, boolean resultChecked) {
        Game best = g;
        while (!best.tokens.isEmpty()) {
            int n = best.tokens.size() - 1;
            Game shorter = new Game(new ArrayList<>(best.tokens.subList(0, n)), new ArrayList<>(best.colours.subList(0, n)),
                    best.recordedBlack);
            if (disagreement(format, writer.apply(shorter), shorter, named, resultChecked).isEmpty()) {
                break;
            }
            best = shorter;
        }
        return best;
    }

    @Test
    void transcripts() {
        campaign(RecordFormat.TRANSCRIPT, ReferenceReplayDifferentialTest::transcript, false, false, false, 0x7A5C1L);
        campaign(RecordFormat.TRANSCRIPT, ReferenceReplayDifferentialTest::transcript, true, false, false, 0x7A5C2L);
    }

    @Test
    void eothelloCsv() {
        campaign(RecordFormat.EOTHELLO_CSV, ReferenceReplayDifferentialTest::csv, false, false, true, 0xC5F2L);
    }

    @Test
    void ggfWithAndWithoutPasses() {
        campaign(RecordFormat.GGF, ReferenceReplayDifferentialTest::ggf, true, true, true, 0x66F1L);
        campaign(RecordFormat.GGF, ReferenceReplayDifferentialTest::ggf, false, true, true, 0x66F2L);
    }

    @Test
    void pgn() {
        campaign(RecordFormat.PGN, ReferenceReplayDifferentialTest::pgn, false, false, true, 0x9A7L);
        campaign(RecordFormat.PGN, ReferenceReplayDifferentialTest::pgn, true, false, true, 0x9A8L);
    }

    @Test
    void wthor() {
        campaign(RecordFormat.WTHOR, ReferenceReplayDifferentialTest::wthor, false, false, true, 0x3707L);
    }
}
