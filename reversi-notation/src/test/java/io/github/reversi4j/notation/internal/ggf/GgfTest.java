package io.github.reversi4j.notation.internal.ggf;

import io.github.reversi4j.notation.GameInfo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.IllegalMoveException;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.Location;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.Problem;
import io.github.reversi4j.notation.ProblemKind;
import io.github.reversi4j.notation.RealData;
import io.github.reversi4j.notation.Severity;
import io.github.reversi4j.notation.ValidationSummary;
import io.github.reversi4j.notation.Validator;
import java.io.StringReader;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class GgfTest {

    static final List<String> FILES = List.of("ntest-TestGames.ggf", "nboard-test.ggf", "nboard-test2.ggf",
            "welty-test-matches.ggf", "welty-test-games.ggf", "nboard-protocol-example.ggf",
            "ggs-archive-01e4-first-game.ggf");

    static final String START = "8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *";

    static List<CheckedGame> read(String text) throws NotationException {
        List<CheckedGame> out = new ArrayList<>();
        try (GgfReader r = GgfReader.of(new StringReader(text), "t.ggf")) {
            r.forEach(out::add);
        }
        return out;
    }

    static String text(String file) throws Exception {
        return Files.readString(RealData.file("ggf/" + file), StandardCharsets.ISO_8859_1);
    }

    @Test
    void realData_everyGameReplaysAndItsResultMatchesKomiIncluded() throws Exception {
        Validator v = new Validator(100);
        List<CheckedGame> all = new ArrayList<>();
        for (String f : FILES) {
            try (GgfReader r = GgfReader.of(Files.newBufferedReader(RealData.file("ggf/" + f), StandardCharsets.ISO_8859_1), f)) {
                r.forEach(g -> {
                    all.add(g);
                    v.visit(g);
                });
                assertThat(r.sourceProblems()).as(f).isEmpty();
            }
        }
        ValidationSummary s = v.summary();
        // testdata/ggf/SOURCE.md and FORMATS §9: 24 finished games whose RE matches, 1 unfinished (RE[?])
        assertThat(s.games()).as(s.problems().toString()).isEqualTo(25);
        assertThat(s.valid()).isEqualTo(25);
        assertThat(s.finished()).isEqualTo(24);
        assertThat(s.unfinished()).isEqualTo(1);
        assertThat(s.counts().keySet()).containsExactly(ProblemKind.UNFINISHED);
        // the komi games: 36-28 with KM -0.5 gives RE +8.5; 19-45 with KM -3.133 gives RE -22.87
        assertThat(all).filteredOn(g -> g.info().get("KM").isPresent()).extracting(g -> ((io.github.reversi4j.core.Outcome.TwoPlayer) g.outcome().orElseThrow()).margin())
                .usingElementComparator(BigDecimal::compareTo)
                .containsExactlyInAnyOrder(new BigDecimal("8.5"), new BigDecimal("-22.867"));
        // the 4x4 game and the White-to-move random start
        assertThat(all).anySatisfy(g -> assertThat(g.record().orElseThrow().rules().geometry()).isEqualTo(Geometry.of(4)));
        assertThat(all).anySatisfy(g -> assertThat(g.record().orElseThrow().start().toMove()).isEqualTo(Color.WHITE));
        // komi, anti and random-start games run under the registered GGS rules (reversi-variants)
        assertThat(all).filteredOn(g -> g.info().get("KM").isPresent())
                .allSatisfy(g -> assertThat(g.record().orElseThrow().rules().id()).startsWith("ggs(komi="));
        assertThat(all).filteredOn(g -> g.info().get("TY").orElse("").equals("8"))
                .allSatisfy(g -> assertThat(g.record().orElseThrow().rules().id()).isEqualTo("othello"));
        // synchro pairs are marked
        assertThat(all).filteredOn(g -> g.info().get(GgfReader.MATCH_GAME).isPresent()).hasSize(4);
    }

    @Test
    void realData_matchesWriteBackAsRead() throws Exception {
        for (String f : FILES) {
            String orig = text(f);
            StringBuilder out = new StringBuilder();
            try (GgfReader r = GgfReader.of(new StringReader(orig), f)) {
                for (Optional<GgfMatch> m = r.nextMatch(); m.isPresent(); m = r.nextMatch()) {
                    out.append(m.get()).append('\n');
                    for (GgfGame g : m.get().games()) {
                        assertThat(GgfGame.parse(g.toString())).isEqualTo(g);
                    }
                }
            }
            assertThat(out.toString().replaceAll("\\s+", "")).as(f).isEqualTo(orig.replaceAll("\\s+", ""));
        }
    }

    @Test
    void realData_recordsWrittenAsGgfReadBackToTheSameGame() throws Exception {
        for (String f : FILES) {
            for (CheckedGame g : read(text(f))) {
                GameRecord rec = g.record().orElseThrow();
                GgfGame written = GgfGame.of(rec, g.info());
                CheckedGame again = GgfReader.check(GgfGame.parse(written.toString()), Location.of("w"));
                assertThat(again.record()).as(f + " " + written).hasValue(rec);
                assertThat(again.outcome()).isEqualTo(g.outcome());
                assertThat(again.problems()).extracting(Problem::kind).doesNotContain(ProblemKind.RESULT_MISMATCH,
                        ProblemKind.ILLEGAL_MOVE);
            }
        }
    }

    @Test
    void propertiesMovesAndResultsParse() throws NotationException {
        GgfMove m = GgfMove.parse("d2/2.39/0.01", Location.of(""));
        assertThat(m.move()).isEqualTo(Move.parse("d2"));
        assertThat(m.eval()).hasValue(new BigDecimal("2.39"));
        assertThat(m.time()).hasValue(new BigDecimal("0.01"));
        assertThat(GgfMove.parse("d3//0.01", Location.of("")).toString()).isEqualTo("d3//0.01");
        assertThat(GgfMove.parse("PA", Location.of("")).move()).isEqualTo(Move.pass());
        assertThat(GgfMove.parse("pass//4.23", Location.of("")).move()).isEqualTo(Move.pass());
        assertThat(GgfMove.parse("J10", Location.of("")).move()).isEqualTo(Move.parse("j10"));
        assertThatThrownBy(() -> GgfMove.parse("z9", Location.of(""))).isInstanceOf(NotationException.class);
        GgfType t = GgfType.parse("8kr20", Location.of(""));
        assertThat(t.isKomi()).isTrue();
        assertThat(t.random()).hasValue(20);
        assertThat(GgfType.parse("r18s8", Location.of("")).toString()).isEqualTo("s8r18");
        assertThat(GgfType.parse("10", Location.of("")).boardType()).isEqualTo(10);
        assertThat(GgfType.parse("8a", Location.of("")).isAnti()).isTrue();
        assertThatThrownBy(() -> GgfType.parse("9", Location.of(""))).isInstanceOf(NotationException.class);
        assertThatThrownBy(() -> GgfType.parse("8x", Location.of(""))).isInstanceOf(NotationException.class);
        assertThat(GgfResult.parse("+64.00:r", Location.of("")).isBoardResult()).isFalse();
        assertThat(GgfResult.parse("?", Location.of("")).margin()).isEmpty();
        assertThat(GgfResult.parse("-40.00", Location.of("")).margin()).hasValue(new BigDecimal("-40.00"));
        assertThatThrownBy(() -> GgfResult.parse("+3:x", Location.of(""))).isInstanceOf(NotationException.class);
    }

    @Test
    void clocks() throws NotationException {
        GgfClock c = GgfClock.parse("05:00//02:00", Location.of(""));
        assertThat(c.main()).isEqualTo(java.time.Duration.ofMinutes(5));
        assertThat(c.increment()).isZero();
        assertThat(c.extension()).isEqualTo(java.time.Duration.ofMinutes(2));
        assertThat(c).hasToString("5:00//2:00");
        assertThat(GgfClock.parse(c.toString(), Location.of(""))).isEqualTo(c);
        assertThat(GgfClock.parse("01:00/00:00/02:00", Location.of("")).toString()).isEqualTo("1:00//2:00");
        assertThat(GgfClock.parse("1.02:03:04", Location.of("")).main()).isEqualTo(java.time.Duration.ofSeconds(93_784));
        assertThat(GgfClock.parse("15:00", Location.of("")).toString()).isEqualTo("15:00");
        assertThat(GgfClock.parse("2:00:00/10", Location.of("")).toString()).isEqualTo("2:00:00/0:10");
        for (String bad : List.of("5:x", "1/2/3/4", "1:2:3:4", "-1")) {
            assertThatThrownBy(() -> GgfClock.parse(bad, Location.of(""))).as(bad).isInstanceOf(NotationException.class);
        }
        CheckedGame g = read("(;GM[Othello]TI[soon]BO[" + START + "]B[f5];)").get(0);
        assertThat(g.isValid()).isTrue();
        assertThat(g.problems()).extracting(Problem::kind).containsExactly(ProblemKind.BAD_HEADER);
    }

    @Test
    void explicitAndImplicitPassesAndColors() throws NotationException {
        // a 4x4 game whose Black pass is written, and the same without it
        String withPass = "(;GM[Othello]TY[4]RE[-2.00]BO[4 ---- -O*- -*O- ---- *]B[A2]W[A1]B[C4]W[D2]B[D1]W[D4]B[D3]W[A3]"
                + "B[B1]W[C1]B[pass]W[B4]B[A4];)";
        CheckedGame a = read(withPass).get(0);
        assertThat(a.problems()).isEmpty();
        CheckedGame b = read(withPass.replace("B[pass]", "")).get(0);
        assertThat(b.problems()).isEmpty();
        assertThat(b.record()).isEqualTo(a.record());
        // a move under the wrong color
        CheckedGame c = read("(;GM[Othello]BO[" + START + "]B[f5]B[d6];)").get(0);
        assertThat(c.isValid()).isFalse();
        assertThat(c.problems()).singleElement().satisfies(p -> {
            assertThat(p.kind()).isEqualTo(ProblemKind.ILLEGAL_MOVE);
            assertThat(p.moveNumber()).hasValue(2);
            assertThat(p.moveText()).hasValue("B[d6]");
        });
    }

    @Test
    void resultsAreChecked() throws NotationException {
        String game = "(;GM[Othello]PB[a]PW[b]TY[4]RE[%s]BO[4 ---- -O*- -*O- ---- *]B[A2]W[A1]B[C4]W[D2]B[D1]W[D4]"
                + "B[D3]W[A3]B[B1]W[C1]B[pass]W[B4]B[A4];)";
        assertThat(read(String.format(game, "-2.00")).get(0).problems()).isEmpty();
        assertThat(read(String.format(game, "?")).get(0).problems()).isEmpty();
        CheckedGame wrong = read(String.format(game, "+2.000")).get(0);
        assertThat(wrong.problems()).extracting(Problem::kind).containsExactly(ProblemKind.RESULT_MISMATCH);
        assertThat(wrong.problems().get(0).info().get(GameInfo.BLACK)).hasValue("a");
        // stopped early: RE[?] and a resignation are reported unfinished, not scored
        String early = game.replace("B[pass]W[B4]B[A4]", "");
        assertThat(read(String.format(early, "?")).get(0).problems()).extracting(Problem::kind)
                .containsExactly(ProblemKind.UNFINISHED);
        assertThat(read(String.format(early, "+16.00:r")).get(0).isValid()).isTrue();
        assertThat(read(String.format(early, "+64.00:r")).get(0).problems()).extracting(Problem::severity)
                .allMatch(s -> s == Severity.NOTICE);
    }

    @Test
    @DisplayName("RULES §X1: BO on every GGF board type 4..14; the octagon is reported")
    void X1_boardTypes() throws NotationException {
        for (int n = 4; n <= 14; n += 2) {
            GameRecord r = GameRecord.of(RuleSets.of(n == 8 ? "othello" : "othello(size=" + n + "x" + n + ")"), List.of());
            int c = n / 2;
            Move first = Move.place(io.github.reversi4j.core.Square.of(c - 2 + 1, c - 2)); // the square above the top-right centre
            r = r.with(first);
            GgfGame g = GgfGame.of(r, io.github.reversi4j.notation.GameInfo.empty());
            CheckedGame back = read(g.toString()).get(0);
            assertThat(back.isValid()).as(n + ": " + back.problems()).isTrue();
            assertThat(back.record()).hasValue(r);
        }
        CheckedGame oct = read("(;GM[Othello]TY[88]BO[88 " + "-".repeat(88) + " *];)").get(0);
        assertThat(oct.problems()).extracting(Problem::kind).containsExactly(ProblemKind.UNSUPPORTED_BOARD_TYPE);
        assertThat(read("(;GM[Othello]BO[9 " + "-".repeat(81) + " *];)").get(0).problems()).extracting(Problem::kind)
                .containsExactly(ProblemKind.UNSUPPORTED_BOARD_TYPE);
        assertThat(read("(;GM[Othello]BO[8 ---- *];)").get(0).problems()).extracting(Problem::kind)
                .containsExactly(ProblemKind.TRUNCATED);
        assertThat(read("(;GM[Chess]BO[" + START + "];)").get(0).problems()).extracting(Problem::kind)
                .containsExactly(ProblemKind.UNKNOWN_RULES);
    }

    @Test
    @DisplayName("RULES §X2: an anti game is validated with the rules the registry gives for it")
    void X2_antiGamesUseTheRegistry() throws NotationException {
        String anti = "(;GM[Othello]TY[8a]RE[?]BO[" + START + "]B[f5]W[d6];)";
        CheckedGame g = read(anti).get(0);
        String id = GgfReader.defaultRulesId(GgfType.parse("8a", Location.of("")), BigDecimal.ZERO);
        boolean known = RuleSets.ids().contains(id.replaceAll("\\(.*", ""));
        if (known) {
            assertThat(g.isValid()).isTrue();
            assertThat(g.record().orElseThrow().rules().id()).isEqualTo(RuleSets.of(id).id());
        } else {
            assertThat(g.problems()).extracting(Problem::kind).containsExactly(ProblemKind.UNKNOWN_RULES);
        }
    }

    @Test
    void badTextIsReportedAndTheNextGameIsStillRead() throws NotationException {
        String good = "(;GM[Othello]BO[" + START + "]B[f5];)";
        String text = "1 " + good + "\n1 (;GM[Othello]BO[8 oops]XX junk;)\n2 " + good + good + "\njunk\n3 " + good + "\n" + good
                + "\n1 (;GM[Othello]BO[8 unclosed";
        List<CheckedGame> games;
        List<Problem> sourceProblems;
        try (GgfReader r = GgfReader.of(new StringReader(text), "t.ggf")) {
            games = new ArrayList<>();
            r.forEach(games::add);
            sourceProblems = List.copyOf(r.sourceProblems());
        }
        assertThat(games).hasSize(6);
        assertThat(games.get(5).problems()).extracting(Problem::kind).containsExactly(ProblemKind.TRUNCATED);
        assertThat(games.get(0).isValid()).isTrue();
        assertThat(games.get(1).isValid()).isFalse();
        assertThat(games.get(1).location().line()).hasValue(2);
        assertThat(games.get(2).info().get(GgfReader.MATCH_GAME)).hasValue("1");
        assertThat(games.get(3).info().get(GgfReader.MATCH_GAME)).hasValue("2");
        assertThat(games.get(4).isValid()).isTrue();
        assertThat(sourceProblems).extracting(Problem::kind).contains(ProblemKind.SYNTAX);
    }

    @Test
    void mutatedArchivesNeverThrowAnythingElseAndAlwaysEnd() throws Exception {
        String base = text("welty-test-matches.ggf") + text("nboard-test2.ggf");
        long seed = 2003;
        SplittableRandom rnd = new SplittableRandom(seed);
        String alphabet = "()[];:/BWKOPAXYZ*-0123456789 \nabcdefgh?+.";
        for (int k = 0; k < 1500; k++) {
            StringBuilder sb = new StringBuilder(base);
            for (int e = 1 + rnd.nextInt(5); e > 0; e--) {
                int at = rnd.nextInt(sb.length());
                switch (rnd.nextInt(4)) {
                    case 0:
                        sb.setCharAt(at, alphabet.charAt(rnd.nextInt(alphabet.length())));
                        break;
                    case 1:
                        sb.insert(at, alphabet.charAt(rnd.nextInt(alphabet.length())));
                        break;
                    case 2:
                        sb.delete(at, Math.min(sb.length(), at + 1 + rnd.nextInt(12)));
                        break;
                    default:
                        sb.setLength(at);
                }
            }
            try {
                List<CheckedGame> games = read(sb.toString());
                assertThat(games.size()).as("seed %d case %d", seed, k).isLessThanOrEqualTo(sb.length());
            } catch (NotationException e) {
                throw new AssertionError("seed " + seed + " case " + k + ": only I/O may stop a GGF reader: " + e, e);
            } catch (RuntimeException e) {
                throw new AssertionError("seed " + seed + " case " + k + " threw " + e + " on:\n" + sb, e);
            }
        }
    }
}
