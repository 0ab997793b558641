package io.github.reversi4j.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.Square;
import io.github.reversi4j.core.TextParseException;
import io.github.reversi4j.notation.GameInfo;
import io.github.reversi4j.notation.Location;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Every value type of the module has a canonical text that its {@code parse} reads back: hand-written
 * texts of the documented form, seeded random values that go round (value, text, value, text), and
 * malformed texts refused with a {@link TextParseException} at the character found wrong.
 */
class CanonicalTextTest {

    private static final int CASES = 400;
    private static final Rules OTHELLO = RuleSets.of("othello");
    private static final String START = "---------------------------OX------XO--------------------------- X";

    // ---- generators ----

    /** Characters that stress a quoted text: quotes, escapes, controls, bidi, surrogates, separators. */
    private static final String[] PIECES = {"a", "Z", "9", " ", "\"", "\\", "\\u0041", "\n", "\r", "\t", "\u0000",
        "\u007F", "\u0085", "\u202E", "\u200B", "\uD83D\uDE00", "\uD800", "\uDC00", "é", "; info ", ", game 3", ":12",
        "]", "[", ")", "(", "; ", "line \"", "\u2028", "%"};

    static String text(SplittableRandom r, int size) {
        StringBuilder sb = new StringBuilder();
        int n = r.nextInt(size + 1);
        for (int i = 0; i < n; i++) {
            sb.append(PIECES[r.nextInt(PIECES.length)]);
        }
        return sb.toString();
    }

    static Move move(SplittableRandom r) {
        return r.nextInt(10) == 0 ? Move.pass() : Move.place(Square.of(r.nextInt(16), r.nextInt(16)));
    }

    static double score(SplittableRandom r) {
        switch (r.nextInt(6)) {
            case 0:
                return r.nextInt(-64, 65);
            case 1:
                return r.nextInt(-6400, 6401) / 100.0;
            case 2:
                return -0.0;
            case 3:
                return r.nextBoolean() ? Double.MIN_VALUE : -Score.MAX;
            default:
                return (r.nextDouble() - 0.5) * Math.pow(10, r.nextInt(-12, 7));
        }
    }

    static SearchDepth depth(SplittableRandom r, int size) {
        boolean exact = r.nextInt(4) == 0;
        return new SearchDepth(r.nextInt(0, Limit.MAX_DEPTH + 1), exact ? 100 : r.nextInt(1, 101), exact);
    }

    static String depthText(SplittableRandom r, int size) {
        String[] common = {"12", "100%", "100%W", "22@73%", "0", "1;", "pv", "book", "depth", "nodes", "x]"};
        if (r.nextBoolean()) {
            return common[r.nextInt(common.length)];
        }
        StringBuilder t = new StringBuilder();
        text(r, size).chars().filter(c -> !Character.isWhitespace(c)).forEach(c -> t.append((char) c));
        return t.length() == 0 ? "7" : t.toString();
    }

    static MoveEvaluation evaluation(SplittableRandom r, int size) {
        Move m = move(r);
        List<Move> pv = new ArrayList<>(List.of(m));
        int more = r.nextInt(Math.min(size, 20) + 1);
        for (int i = 0; i < more; i++) {
            pv.add(move(r));
        }
        OptionalLong book = r.nextInt(3) == 0 ? OptionalLong.of(r.nextLong(0, Long.MAX_VALUE)) : OptionalLong.empty();
        return new MoveEvaluation(m, Score.of(score(r)), depth(r, size), pv, book);
    }

    static List<MoveEvaluation> evaluations(SplittableRandom r, int size) {
        List<MoveEvaluation> out = new ArrayList<>();
        int n = r.nextInt(Math.min(size, 12) + 1);
        for (int i = 0; i < n; i++) {
            out.add(evaluation(r, size));
        }
        return out;
    }

    static OptionalLong nodes(SplittableRandom r) {
        return r.nextBoolean() ? OptionalLong.of(r.nextBoolean() ? r.nextLong(0, 1000) : r.nextLong(0, Long.MAX_VALUE))
                : OptionalLong.empty();
    }

    static Duration duration(SplittableRandom r) {
        switch (r.nextInt(4)) {
            case 0:
                return Duration.ZERO;
            case 1:
                return EngineOptions.MAX_TIMEOUT;
            case 2:
                return Duration.ofMillis(r.nextLong(0, 86_400_000L));
            default:
                return Duration.ofNanos(r.nextLong(0, 86_400_000_000_000L));
        }
    }

    static GameState position(SplittableRandom r, int plies) {
        GameState s = OTHELLO.initialState();
        for (int i = 0; i < plies && !OTHELLO.isTerminal(s); i++) {
            List<Move> legal = OTHELLO.legalMoves(s);
            s = OTHELLO.play(s, legal.get(r.nextInt(legal.size())));
        }
        return s;
    }

    static GameInfo info(SplittableRandom r, int size) {
        String[] names = {GameInfo.BLACK, GameInfo.WHITE, GameInfo.EVENT, GameInfo.DATE, "RB", "x_y", "Théorie", "a\\b",
            "\u0085x\u0000", "\\u0041"};
        GameInfo info = GameInfo.empty();
        int n = r.nextInt(4);
        for (int i = 0; i < n; i++) {
            info = info.with(names[r.nextInt(names.length)], text(r, size));
        }
        return info;
    }

    static Location location(SplittableRandom r, int size) {
        Location at = Location.of(text(r, size));
        if (r.nextBoolean()) {
            at = at.withLine(r.nextInt(1, Integer.MAX_VALUE), r.nextBoolean() ? 0 : r.nextInt(1, 1000));
        }
        if (r.nextBoolean()) {
            at = at.withGame(r.nextLong(0, Long.MAX_VALUE));
        }
        if (r.nextBoolean()) {
            at = at.withOffset(r.nextLong(0, Long.MAX_VALUE));
        }
        return at;
    }

    /** A value goes round: its text reads back as an equal value, whose text is the same. */
    private static <T> void roundTrip(T value, java.util.function.Function<String, T> parse) {
        String text = value.toString();
        T back = parse.apply(text);
        assertThat(back).isEqualTo(value);
        assertThat(back.toString()).isEqualTo(text);
        assertThat(text).doesNotContain("\n", "\r");
    }

    // ---- hand-written texts ----

    @Test
    @DisplayName("hand-written texts of the documented forms read as the values they describe")
    void handWrittenTexts() {
        Move f5 = Move.parse("f5");
        Move d6 = Move.parse("d6");
        Move d3 = Move.parse("d3");
        MoveEvaluation e1 = new MoveEvaluation(f5, Score.of(2.0), SearchDepth.parse("12"), List.of(f5, d6), OptionalLong.empty());
        MoveEvaluation e2 = new MoveEvaluation(d3, Score.of(-1.5), SearchDepth.parse("14 exact"), List.of(d3), OptionalLong.of(34));
        assertThat(MoveEvaluation.parse("f5 +2.0 depth 12 pv f5 d6")).isEqualTo(e1);
        assertThat(e2).hasToString("d3 -1.5 depth 14 exact book 34 pv d3");

        assertThat(Analysis.parse("f5 +2.0 depth 12 pv f5 d6; d3 -1.5 depth 14 exact book 34 pv d3; nodes 123456"))
                .isEqualTo(new Analysis(List.of(e1, e2), OptionalLong.of(123456)));
        assertThat(new Analysis(List.of(), OptionalLong.empty())).hasToString("no moves");
        assertThat(Analysis.parse("no moves; nodes 0")).isEqualTo(new Analysis(List.of(), OptionalLong.of(0)));

        assertThat(SearchResult.parse("f5 score +2.0 nodes 1234 line \"=== F5 2.00\" thinking f5 +2.0 depth 12 pv f5 d6"))
                .isEqualTo(new SearchResult(f5, Optional.of(Score.of(2)), List.of(e1), OptionalLong.of(1234), "=== F5 2.00"));
        assertThat(new SearchResult(Move.pass(), Optional.empty(), List.of(), OptionalLong.empty(), "= PASS \"x\\"))
                .hasToString("pass line \"= PASS \\\"x\\\\\"");

        assertThat(MatchResult.parse("+6 =2 -2 margin +45")).isEqualTo(new MatchResult(6, 2, 2, 45));
        assertThat(new MatchResult(0, 0, 3, -12)).hasToString("+0 =0 -3 margin -12");
        assertThat(MatchResult.empty()).hasToString("+0 =0 -0 margin +0");
        assertThat(MatchResult.Elo.parse("+inf [+95.5, +inf]"))
                .isEqualTo(new MatchResult.Elo(Double.POSITIVE_INFINITY, 95.5, Double.POSITIVE_INFINITY));
        assertThat(new MatchResult.Elo(147.5, -33.25, 504)).hasToString("+147.5 [-33.25, +504.0]");

        assertThat(EngineOptions.defaults()).hasToString("startTimeout PT10S, replyTimeout PT5S, searchTimeout PT10M, "
                + "closeTimeout PT2S, maxLineLength 65536, maxLinesPerReply 100000, maxReplyLength 4194304");
        assertThat(EngineOptions.defaults().withDirectory(java.nio.file.Path.of("/opt/edax")).toString())
                .endsWith(", directory \"/opt/edax\"");
        assertThat(EngineOptions.parse("startTimeout PT1M, replyTimeout PT0.25S, searchTimeout PT24H, closeTimeout PT0S, "
                + "maxLineLength 80, maxLinesPerReply 1, maxReplyLength 80, directory \"/opt/edax\"")).isEqualTo(new EngineOptions(
                        Duration.ofMinutes(1), Duration.ofMillis(250), Duration.ofDays(1), Duration.ZERO, 80, 1, 80,
                        Optional.of(java.nio.file.Path.of("/opt/edax")), EngineLog.none()));

        assertThat(Match.Pairing.parse("game 3, first White, opening othello: f5 d6 c3"))
                .isEqualTo(new Match.Pairing(3, GameRecord.parse("othello: f5 d6 c3"), Color.WHITE));

    }

    // ---- round trips of random values ----

    @Test
    @DisplayName("MoveEvaluation and Analysis: random values read back from their text")
    void evaluationsRoundTrip() {
        Property.check("MoveEvaluation round trip", CASES, 30, CanonicalTextTest::evaluation,
                v -> roundTrip(v, MoveEvaluation::parse));
        Property.check("Analysis round trip", CASES, 30, (r, n) -> new Analysis(evaluations(r, n), nodes(r)),
                v -> roundTrip(v, Analysis::parse));
    }

    @Test
    @DisplayName("SearchResult: random values, any line received, read back from their text")
    void searchResultsRoundTrip() {
        Property.check("SearchResult round trip", CASES, 30,
                (r, n) -> new SearchResult(move(r), r.nextBoolean() ? Optional.of(Score.of(score(r))) : Optional.empty(),
                        evaluations(r, n), nodes(r), text(r, n)),
                v -> roundTrip(v, SearchResult::parse));
    }

    @Test
    @DisplayName("MatchResult, Elo, Limit, EngineOptions, Pairing: random values read back from their text")
    void smallValuesRoundTrip() {
        Property.check("MatchResult round trip", CASES, 1000, (r, n) -> {
            int w = r.nextInt(n + 1);
            int d = r.nextInt(n + 1);
            int l = r.nextBoolean() ? r.nextInt(n + 1) : Integer.MAX_VALUE - w - d;
            long games = (long) w + d + l;
            return new MatchResult(w, d, l, r.nextLong(-256 * games, 256 * games + 1));
        }, v -> roundTrip(v, MatchResult::parse));
        Property.check("Elo round trip", CASES, 1000, (r, n) -> {
            int w = r.nextInt(n + 1);
            int d = r.nextInt(n + 1);
            int l = r.nextInt(n + 1);
            return new MatchResult(w, d, l + (w + d + l == 0 ? 1 : 0), 0).elo();
        }, v -> roundTrip(v, MatchResult.Elo::parse));
        Property.check("Limit round trip", CASES, 1, (r, n) -> {
            Limit l = Limit.none();
            if (r.nextBoolean()) {
                l = l.withDepth(r.nextInt(1, Limit.MAX_DEPTH + 1));
            }
            if (r.nextBoolean()) {
                l = l.withTime(Duration.ofNanos(r.nextLong(1_000_000, 86_400_000_000_000L + 1)));
            }
            if (r.nextBoolean()) {
                l = l.withNodes(r.nextLong(1, Limit.MAX_NODES + 1));
            }
            return l;
        }, v -> roundTrip(v, Limit::parse));
        Property.check("SearchDepth round trip", CASES, 1, (r, n) -> depth(r, n), v -> roundTrip(v, SearchDepth::parse));
        Property.check("Score round trip", CASES, 1, (r, n) -> Score.of(score(r)), v -> roundTrip(v, Score::parse));
        Property.check("EngineOptions round trip", CASES, 1, (r, n) -> new EngineOptions(duration(r), duration(r),
                duration(r), duration(r), r.nextInt(80, (16 << 20) + 1), r.nextInt(1, 10_000_001), r.nextInt(80, (256 << 20) + 1),
                r.nextBoolean() ? Optional.empty() : Optional.of(java.nio.file.Path.of("/tmp", "engine \\\"" + r.nextInt(1000))),
                EngineLog.none()),
                v -> roundTrip(v, EngineOptions::parse));
        Property.check("Pairing round trip", CASES, 60, (r, n) -> {
            GameState s = OTHELLO.initialState();
            List<Move> moves = new ArrayList<>();
            for (int i = 0; i < n && !OTHELLO.isTerminal(s); i++) {
                List<Move> legal = OTHELLO.legalMoves(s);
                Move m = legal.get(r.nextInt(legal.size()));
                moves.add(m);
                s = OTHELLO.play(s, m);
            }
            return new Match.Pairing(r.nextInt(1, Integer.MAX_VALUE), GameRecord.of(OTHELLO, moves),
                    r.nextBoolean() ? Color.BLACK : Color.WHITE);
        }, v -> roundTrip(v, Match.Pairing::parse));
    }

    @Test
    @DisplayName("options with a log: the text leaves the log out, and reads back with the log that records nothing")
    void optionsTextLeavesTheLogOut() {
        EngineLog log = (t, l) -> { };
        EngineOptions o = EngineOptions.defaults().withLog(log);
        assertThat(EngineOptions.parse(o.toString())).isEqualTo(EngineOptions.defaults()).isNotEqualTo(o);
        assertThat(EngineLog.none()).isSameAs(EngineLog.none());
    }

    // ---- malformed texts ----

    @Test
    @DisplayName("malformed texts are refused at the character found wrong, with what was expected")
    void malformedTexts() {
        refused(() -> MoveEvaluation.parse("f5 +2.0 depth 12 pv f5;"), 22, "end of the text");
        refused(() -> MoveEvaluation.parse("f5 NaN depth 12 pv f5"), 3, "decimal");
        refused(() -> MoveEvaluation.parse("f5 1e999 depth 12 pv f5"), 3, "finite");
        refused(() -> MoveEvaluation.parse("f5 +2.0 depth 12 pv d6"), 0, "does not start with");
        refused(() -> MoveEvaluation.parse("f5 +2.0 depth 12 book -1 pv f5"), 22, "book's game count");
        refused(() -> Analysis.parse("f5 +2.0 depth 12 pv f5; "), 24, "a move");
        refused(() -> Analysis.parse("no moves; nodes -3"), 16, "node count");
        refused(() -> Analysis.parse("f5 +2.0 depth 12 pv f5; nodes 1; nodes 2"), 31, "end of the text");
        refused(() -> SearchResult.parse("f5 line \"abc"), 8, "unclosed");
        refused(() -> SearchResult.parse("f5 line \"a\\x\""), 10, "escape");
        refused(() -> SearchResult.parse("f5 line \"a\" thinking no moves"), 29, "an evaluation");
        refused(() -> MatchResult.parse("+1 =0 -0 margin +300"), 16, "more than 256 a game");
        refused(() -> MatchResult.parse("+1 =0 -0 margin ++3"), 16, "whole number");
        refused(() -> MatchResult.parse("+1 =0 -0 margin +-3"), 16, "whole number");
        refused(() -> MatchResult.parse("+2147483647 =1 -0 margin +0"), 25, "too many games");
        refused(() -> MatchResult.Elo.parse("+1.0 [+2.0, +3.0]"), 0, "ordered");
        refused(() -> MatchResult.Elo.parse("+1.0 [-inf, Infinity]"), 12, "decimal number");
        String options = "startTimeout PT10S, replyTimeout PT5S, searchTimeout PT10M, closeTimeout PT2S, "
                + "maxLineLength 65536, maxLinesPerReply 100000, maxReplyLength 4194304";
        assertThat(EngineOptions.parse(options)).isEqualTo(EngineOptions.defaults());
        refused(() -> EngineOptions.parse(options.replace("4194304", "79")), options.indexOf("4194304"), "80 to");
        refused(() -> EngineOptions.parse(options + ", directory /opt"), options.length() + 12, "double quotes");
        refused(() -> Limit.parse("time PT1S, depth 4"), 11, "in that order");
        refused(() -> SearchDepth.parse("14@100%"), 3, "selectivity");
        refused(() -> SearchDepth.parse("14@50% exact"), 0, "full-width");
        refused(() -> Score.parse("+1e7"), 0, "at most");
        refused(() -> EngineOptions.parse(options.replace("PT5S", "PT-5S")), 33, "0 to 1 day");
        refused(() -> EngineOptions.parse(options.replace("PT5S", "5s")), 33, "ISO-8601");
        refused(() -> EngineOptions.parse(options.replace("65536", "79")), options.indexOf("65536"), "80 to");
        refused(() -> EngineOptions.parse(options.replace("replyTimeout", "reply")), 18, "replyTimeout");
        refused(() -> Match.Pairing.parse("game 0, first Black, opening othello: f5"), 5, "1 to");
        refused(() -> Match.Pairing.parse("game 1, first Blue, opening othello: f5"), 14, "Black or White");
    }

    private static void refused(org.assertj.core.api.ThrowableAssert.ThrowingCallable parse, int index, String reason) {
        assertThatThrownBy(parse).isInstanceOf(TextParseException.class).hasMessageContaining(reason)
                .satisfies(e -> assertThat(((TextParseException) e).errorIndex()).as(e.getMessage()).isEqualTo(index));
    }
}
