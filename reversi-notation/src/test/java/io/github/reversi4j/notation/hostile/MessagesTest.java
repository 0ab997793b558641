package io.github.reversi4j.notation.hostile;

import io.github.reversi4j.notation.Readers;
import io.github.reversi4j.notation.formats.FormatOptions;

import static org.assertj.core.api.Assertions.fail;

import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.GameReader;
import io.github.reversi4j.notation.Location;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.Problem;
import io.github.reversi4j.notation.formats.RecordFormat;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Messages a person reads never carry the input's raw control characters (a terminal escape in a
 * player's name must not clear the screen of whoever validates the file) and stay short however long
 * the input's fields are. Every field of every text format is filled with hostile text: C0 and C1
 * controls, DEL, bidirectional overrides, line and paragraph separators, and runs of 100 000
 * characters. Every problem's text, reason and move text, and every exception's message, must be
 * free of those characters and at most {@value #MAX} characters long, and a reason passed on to an
 * exception or another problem reads the same (it is not escaped twice). A failure prints the seed, the
 * template and the shortest payload that still fails.
 */
class MessagesTest {

    /** The longest message allowed. */
    static final int MAX = 2000;

    /** Each template has one {@code @} where the payload goes. */
    static final List<String> TEMPLATES = List.of(
            "TRANSCRIPT|f5d6@c3",
            "TRANSCRIPT|@",
            "TRANSCRIPT|f5d6c3 @",
            "EOTHELLO_CSV|eOthello_game_id,winner,game_moves\n@,1,f5d6\n",
            "EOTHELLO_CSV|eOthello_game_id,winner,game_moves\n1,@,f5d6\n",
            "EOTHELLO_CSV|eOthello_game_id,winner,game_moves\n1,1,f5d6@\n",
            "GGF|(;GM[Othello]PB[@]TY[8]RE[?]B[zz];)",
            "GGF|(;GM[Othello]PW[a]TY[8]RE[?]B[@];)",
            "GGF|(;GM[Othello]TY[@]RE[?]B[f5];)",
            "GGF|(;GM[Othello]TY[8]RE[@]B[f5];)",
            "GGF|(;GM[Othello]TY[8k]KM[@]RE[?]B[f5];)",
            "GGF|(;GM[@]TY[8]RE[?]B[f5];)",
            "GGF|(;GM[Othello]TY[8]TI[@]RE[?]B[f5];)",
            "GGF|(;GM[Othello]TY[8]BO[8 @ *]RE[?]B[f5];)",
            "GGF|(;GM[Othello]TY[8]RE[?]B[f5/@];)",
            "GGF|(;GM[Othello]TY[8]RE[?]B[f5]@;)",
            "GGF|@(;GM[Othello]TY[8]RE[?]B[f5];)",
            "PGN|[Event \"@\"]\n[Result \"*\"]\n\n1. f5 zz *\n",
            "PGN|[Event \"x\"]\n[Result \"@\"]\n\n1. f5 d6 *\n",
            "PGN|[Event \"x\"]\n[FEN \"@\"]\n\n1. f5 d6 *\n",
            "PGN|[@ \"x\"]\n\n1. f5 d6 *\n",
            "PGN|[Event \"x\"]\n\n1. f5 @ *\n",
            "PGN|[Event \"x\"]\n\n1. f5 d6 @\n",
            "PGN|@\n[Event \"x\"]\n\n1. f5 d6 *\n",
            "OBF|@ X;\n",
            "OBF|---------------------------OX------XO--------------------------- X; @:+2;\n",
            "OBF|---------------------------OX------XO--------------------------- @;\n");

    static final String[] HOSTILE = {"\u001b[2J", "\u0007", "\u0000", "\r", "\u007f", "\u009b31m", "\u202e", "\u2028",
        "\u200b", "\u0008\u0008"};

    static String payload(SplittableRandom r) {
        StringBuilder sb = new StringBuilder();
        int parts = 1 + r.nextInt(4);
        for (int k = 0; k < parts; k++) {
            switch (r.nextInt(4)) {
                case 0:
                    sb.append(HOSTILE[r.nextInt(HOSTILE.length)]);
                    break;
                case 1:
                    sb.append(String.valueOf((char) ('a' + r.nextInt(8))).repeat(r.nextBoolean() ? 100_000 : 1 + r.nextInt(5)));
                    break;
                case 2:
                    sb.append(HOSTILE[r.nextInt(HOSTILE.length)].repeat(1 + r.nextInt(3000)));
                    break;
                default:
                    sb.append("d3");
                    break;
            }
        }
        return sb.toString();
    }

    /** The messages the input gives: every problem's texts, every exception's message. */
    static List<String> messages(RecordFormat format, String text) {
        List<String> out = new ArrayList<>();
        try (GameReader r = format.reader(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), "in", FormatOptions.defaults())) {
            while (true) {
                Optional<CheckedGame> g;
                try {
                    g = Readers.next(r);
                } catch (NotationException e) {
                    out.add(e.getMessage());
                    out.add(e.reason());
                    break;
                }
                if (g.isEmpty()) {
                    break;
                }
                g.get().problems().forEach(p -> add(out, p));
            }
            r.sourceProblems().forEach(p -> add(out, p));
        } catch (NotationException e) {
            out.add(e.getMessage());
        }
        return out;
    }

    static void add(List<String> out, Problem p) {
        // showing is done once: a reason passed on to an exception or a new problem is not escaped again
        String again = new NotationException(p.location(), p.kind(), p.reason()).reason();
        String twice = Problem.of(p.kind(), p.location(), again).withMove(1, p.moveText().orElse("x")).reason();
        if (!again.equals(p.reason()) || !twice.equals(p.reason())) {
            out.add("\u0000 shown twice differs: " + p.reason() + " / " + again + " / " + twice);
        }
        out.add(p.toString());
        out.add(p.reason());
        p.moveText().ifPresent(out::add);
        out.add(new NotationException(p.location(), p.kind(), p.reason()).getMessage());
    }

    static Optional<String> fault(List<String> messages) {
        for (String m : messages) {
            if (m.length() > MAX) {
                return Optional.of(m.length() + " characters: " + m.substring(0, 200) + "...");
            }
            for (int i = 0; i < m.length(); i++) {
                char c = m.charAt(i);
                if (Character.isISOControl(c) || Character.getType(c) == Character.FORMAT || c == '\u2028' || c == '\u2029') {
                    return Optional.of(String.format("U+%04X at %d in %s", (int) c, i, m.substring(0, Math.min(m.length(), 300))));
                }
            }
        }
        return Optional.empty();
    }

    @Test
    void messagesHoldNoControlCharactersAndStayShort() {
        long seed = 0x6D5L;
        SplittableRandom root = new SplittableRandom(seed);
        for (int k = 0; k < 1500; k++) {
            long caseSeed = root.nextLong();
            SplittableRandom r = new SplittableRandom(caseSeed);
            String[] t = TEMPLATES.get(r.nextInt(TEMPLATES.size())).split("\\|", 2);
            RecordFormat format = RecordFormat.valueOf(t[0]);
            String p = payload(r);
            Optional<String> why = fault(messages(format, t[1].replace("@", p)));
            if (why.isPresent()) {
                String small = p;
                // shrink: drop halves of the payload while the fault stays
                for (boolean progress = true; progress && small.length() > 1;) {
                    progress = false;
                    for (String half : new String[] {small.substring(0, small.length() / 2), small.substring(small.length() / 2)}) {
                        if (fault(messages(format, t[1].replace("@", half))).isPresent()) {
                            small = half;
                            progress = true;
                            break;
                        }
                    }
                }
                fail("seed " + caseSeed + " (campaign " + seed + "), " + format + " template " + t[1].replace("\n", "\\n")
                        + "\nshortest payload (" + small.length() + " chars): " + escape(small.substring(0, Math.min(200, small.length())))
                        + "\nfault: " + fault(messages(format, t[1].replace("@", small))).orElse(why.get()));
            }
        }
    }

    @Test
    void aSourceNameWithControlsIsShownVisibly() {
        String name = "evil\u001b]0;pwned\u0007.ggf";
        Location at = Location.of(name).withGame(0);
        Optional<String> why = fault(List.of(at.toString(), new NotationException(at, io.github.reversi4j.notation.ProblemKind.SYNTAX,
                "x").getMessage()));
        if (why.isPresent()) {
            fail(why.get());
        }
    }

    static String escape(String s) {
        StringBuilder sb = new StringBuilder();
        for (char c : s.toCharArray()) {
            sb.append(c < 0x20 || c >= 0x7f ? String.format("\\u%04X", (int) c) : String.valueOf(c));
        }
        return sb.toString();
    }
}
