package io.github.reversi4j.notation.property;

import io.github.reversi4j.notation.internal.check.Games;
import io.github.reversi4j.notation.internal.check.ReadGame;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import io.github.reversi4j.core.RuleOptions;
import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.formats.FormatOptions;
import io.github.reversi4j.notation.GameInfo;
import io.github.reversi4j.notation.GameReader;
import io.github.reversi4j.notation.GameWriter;
import io.github.reversi4j.notation.Location;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.ProblemKind;
import io.github.reversi4j.notation.formats.RecordFormat;
import io.github.reversi4j.notation.UnwritableGameException;
import io.github.reversi4j.notation.RecordedResult;
import io.github.reversi4j.notation.Validator;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Every writer, every registered rule set, sizes 4..16, the parallel start and the variants' moves:
 * a game a writer accepts reads back, with the same format's reader, as the same game - the same
 * rules, start and moves, valid, finished or not as it was. A writer may refuse a game its format
 * cannot hold, but only with {@link UnwritableGameException}; and the plain formats must not refuse
 * plain games (transcripts and PGN hold standard Othello of every size, GGF its even sizes to 14,
 * WTHOR 8x8), and GGF holds its own game types (komi, anti) whatever the info says.
 *
 * <p>Plain JUnit over a seeded generator: a failure prints the seed, the rule set, the format and
 * the shortest prefix of the game's moves that still fails.
 */
class WriteReadBackPropertyTest {

    static final long SEED = Long.getLong("reversi4j.property.seed", 0x5EEDL);
    static final int GAMES_PER_RULES = 3;

    /** Every registered rule set at its default size, and on every size 4..16 its {@code size} option takes. */
    static List<Rules> ruleSets() {
        Map<String, Rules> out = new LinkedHashMap<>();
        for (String id : RuleSets.ids()) {
            Rules base;
            try {
                base = RuleSets.of(id);
            } catch (IllegalArgumentException e) {
                continue;
            }
            out.put(base.id(), base);
            for (int n = 4; n <= 16; n++) {
                for (String opening : new String[] {null, "parallel"}) {
                    Map<String, String> o = new LinkedHashMap<>();
                    o.put("size", n + "x" + n);
                    if (opening != null) {
                        o.put("opening", opening);
                    }
                    try {
                        Rules r = RuleSets.of(RuleOptions.of(id, o).id());
                        out.put(r.id(), r);
                    } catch (IllegalArgumentException e) {
                        // this rule set does not take that size or opening
                    }
                }
            }
        }
        // the GGS game types: komi (fractional, negative, another size), anti, a random start
        for (String id : GGS) {
            Rules r = RuleSets.of(id);
            out.put(r.id(), r);
        }
        return new ArrayList<>(out.values());
    }

    static final List<String> GGS = List.of("ggs(komi=0.5)", "ggs(komi=-3.133)", "ggs(size=6x6,komi=2)", "ggs(anti=true)",
            "ggs(size=10x10,anti=true)", "ggs(random=20,seed=7)");

    /** A random game: to its end, or stopped at a random move. */
    static List<Move> randomMoves(Rules rules, SplittableRandom rnd) {
        GameState s = rules.initialState();
        List<Move> moves = new ArrayList<>();
        int stop = rnd.nextInt(3) == 0 ? rnd.nextInt(12) : Integer.MAX_VALUE;
        while (!rules.isTerminal(s) && moves.size() < stop && moves.size() < 400) {
            List<Move> legal = rules.legalMoves(s);
            Move m = legal.get(rnd.nextInt(legal.size()));
            moves.add(m);
            s = rules.play(s, m);
        }
        return moves;
    }

    static CheckedGame checked(Rules rules, List<Move> moves) {
        List<String> texts = new ArrayList<>();
        for (Move m : moves) {
            texts.add(m.toString());
        }
        GameInfo info = GameInfo.empty().with(GameInfo.BLACK, "Black player").with(GameInfo.WHITE, "White player");
        return Games.check(new ReadGame(Location.of("generated").withGame(0), info, rules, rules.initialState(), moves, texts,
                new RecordedResult.None(), List.of()));
    }

    /** What writing and reading back one game gave: empty when it round-tripped, else why not. */
    static Optional<String> roundTrip(RecordFormat format, Rules rules, List<Move> moves, String[] refused) {
        CheckedGame g = checked(rules, moves);
        FormatOptions options = FormatOptions.defaults().withRules(rules);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (GameWriter w = format.writer(out, "out", options)) {
            try {
                w.write(g);
            } catch (UnwritableGameException e) {
                if (e.location().gameIndex().isEmpty()) {
                    return Optional.of("refused without the game's place in the sink: " + e.getMessage());
                }
                refused[0] = e.getMessage();
                return Optional.empty();
            } catch (NotationException e) {
                return Optional.of("refused with " + e.kind() + " instead of UnwritableGameException: " + e.getMessage());
            }
        } catch (NotationException e) {
            return Optional.of("closing the writer failed: " + e);
        } catch (RuntimeException e) {
            return Optional.of("the writer threw " + e);
        }
        byte[] bytes = out.toByteArray();
        List<CheckedGame> back = new ArrayList<>();
        try (GameReader r = format.reader(new ByteArrayInputStream(bytes), "back", options)) {
            r.forEach(back::add);
            if (!r.sourceProblems().isEmpty()) {
                return Optional.of("source problems " + r.sourceProblems() + " reading back\n" + text(bytes));
            }
        } catch (RuntimeException e) {
            return Optional.of("reading back threw " + e + "\n" + text(bytes));
        }
        if (back.size() != 1) {
            return Optional.of(back.size() + " games read back\n" + text(bytes));
        }
        CheckedGame b = back.get(0);
        if (!b.isValid()) {
            return Optional.of("read back invalid: " + b.problems() + "\n" + text(bytes));
        }
        GameRecord want = g.record().orElseThrow();
        GameRecord got = b.record().orElseThrow();
        if (!got.start().equals(want.start()) || !got.moves().equals(want.moves())
                || !got.rules().geometry().equals(want.rules().geometry()) || b.isFinished() != g.isFinished()
                || !b.outcome().map(o -> o.winner()).equals(g.outcome().map(o -> o.winner()))) {
            return Optional.of("read back as a different game: " + got + "\nexpected " + want + "\n" + text(bytes));
        }
        return Optional.empty();
    }

    static String text(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < b.length && sb.length() < 800; i++) {
            int c = b[i] & 0xFF;
            sb.append(c >= 0x20 && c < 0x7F || c == '\n' ? Character.toString((char) c) : String.format("\\x%02x", c));
        }
        return sb.toString();
    }

    @Test
    void whatAWriterAcceptsReadsBackEqual() {
        List<Rules> all = ruleSets();
        assertThat(all.size()).as("rule sets generated").isGreaterThan(40);
        SplittableRandom rnd = new SplittableRandom(SEED);
        Map<RecordFormat, int[]> counts = new EnumMap<>(RecordFormat.class);
        List<String> failures = new ArrayList<>();
        for (Rules rules : all) {
            for (int k = 0; k < GAMES_PER_RULES; k++) {
                long gameSeed = rnd.nextLong();
                List<Move> moves = randomMoves(rules, new SplittableRandom(gameSeed));
                for (RecordFormat f : RecordFormat.values()) {
                    String[] refused = {null};
                    Optional<String> why = roundTrip(f, rules, moves, refused);
                    int[] c = counts.computeIfAbsent(f, x -> new int[2]);
                    c[refused[0] != null ? 1 : 0]++;
                    if (refused[0] != null && mustHold(f, rules, moves)) {
                        why = Optional.of("refused a plain game it must hold: " + refused[0]);
                    }
                    if (why.isPresent()) {
                        failures.add(report(f, rules, moves, gameSeed, why.get()));
                        if (failures.size() >= 5) {
                            fail(String.join("\n\n", failures));
                        }
                    }
                }
            }
        }
        System.out.println("[property] seed " + SEED + ", " + all.size() + " rule sets; written/refused per format: "
                + summary(counts));
        if (!failures.isEmpty()) {
            fail(String.join("\n\n", failures));
        }
    }

    /**
     * The plain games a format must hold: standard Othello from the crossed start, one move or more
     * (a game of no moves is an empty line to a transcript).
     */
    static boolean mustHold(RecordFormat f, Rules rules, List<Move> moves) {
        String id = rules.id();
        if (moves.isEmpty()) {
            return false;
        }
        if (f == RecordFormat.GGF && id.startsWith("ggs(") && (id.contains("komi=") || id.contains("anti=true"))) {
            return true; // GGF's own game types: TY k, a, and KM
        }
        boolean othello = id.equals("othello") || id.matches("othello\\(size=\\d+x\\d+\\)");
        if (!othello) {
            return false;
        }
        int n = rules.geometry().width();
        switch (f) {
            case TRANSCRIPT:
            case PGN:
                return true;
            case GGF:
                return n % 2 == 0 && n <= 14;
            default:
                return false;
        }
    }

    /** The failure, with the shortest prefix of the moves that still fails the same way. */
    static String report(RecordFormat f, Rules rules, List<Move> moves, long gameSeed, String why) {
        List<Move> shortest = moves;
        for (int n = 0; n < moves.size(); n++) {
            List<Move> prefix = moves.subList(0, n);
            String[] refused = {null};
            Optional<String> w = roundTrip(f, rules, prefix, refused);
            if (w.isPresent() || (refused[0] != null && mustHold(f, rules, prefix))) {
                shortest = prefix;
                break;
            }
        }
        return "seed " + SEED + " (game seed " + gameSeed + "), rules " + rules.id() + ", format " + f + ": " + why
                + "\nshortest failing prefix (" + shortest.size() + " moves): " + shortest;
    }

    static String summary(Map<RecordFormat, int[]> counts) {
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<RecordFormat, int[]> e : counts.entrySet()) {
            sb.append(e.getKey()).append(' ').append(e.getValue()[0]).append('/').append(e.getValue()[1]).append("; ");
        }
        return sb.toString();
    }
}
