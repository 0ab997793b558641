package io.github.reversi4j.examples;

import io.github.reversi4j.notation.formats.FormatOptions;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.reversi4j.testkit.ReferenceReversi;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A variant written outside the project, as the README's "Writing your own variant" tells a user to:
 * a module of its own that extends {@code ForwardingRules}, registers a {@code RulesProvider}
 * in {@code module-info.java} and in {@code META-INF/services}, and a program that finds it by id with
 * {@code RuleSets}, counts its moves with {@code Perft} and validates a transcript of it with the
 * notation module. Compiled against the published modules alone and run in a JVM of its own, once on
 * the module path and once on the class path. The variant is Othello without corners; its perft
 * counts are checked against the reference implementation of the test kit, which knows nothing of it.
 */
class OutsideVariantTest {

    private static final Map<String, String> SOURCES = Map.of(
            "com.example.nocorners/module-info.java", """
                    module com.example.nocorners {
                        requires io.github.reversi4j.core;
                        exports com.example.nocorners;
                        provides io.github.reversi4j.core.RulesProvider with com.example.nocorners.NoCornersProvider;
                    }
                    """,
            "com.example.nocorners/META-INF/services/io.github.reversi4j.core.RulesProvider", """
                    com.example.nocorners.NoCornersProvider
                    """,
            "com.example.nocorners/com/example/nocorners/NoCorners.java", """
                    package com.example.nocorners;

                    import io.github.reversi4j.core.*;
                    import java.util.ArrayList;
                    import java.util.List;

                    /** Othello in which no disc may be placed on a corner: the standard rules with the corners blocked. */
                    public final class NoCorners extends ForwardingRules<StandardRules> {

                        public NoCorners(StandardRules base) {
                            super(base.withBlockedSquares(corners(base.geometry())));
                        }

                        private static SquareSet corners(Geometry g) {
                            return SquareSet.of(g, Square.of(0, 0), Square.of(g.width() - 1, 0),
                                    Square.of(0, g.height() - 1), Square.of(g.width() - 1, g.height() - 1));
                        }

                        @Override
                        public String id() {
                            return delegate().withBlockedSquares(SquareSet.empty(geometry())).options()
                                    .changedFrom(StandardRules.othello().options()).withName("no-corners").id();
                        }
                    }
                    """,
            "com.example.nocorners/com/example/nocorners/NoCornersProvider.java", """
                    package com.example.nocorners;

                    import io.github.reversi4j.core.*;
                    import java.util.Map;

                    /** Registers no-corners, with the size option of the standard rules. */
                    public final class NoCornersProvider implements RulesProvider {
                        public NoCornersProvider() {
                        }

                        @Override
                        public String id() {
                            return "no-corners";
                        }

                        @Override
                        public String description() {
                            return "Othello without corners";
                        }

                        @Override
                        public java.util.Map<String, String> options() {
                            return Map.of("size", "board size WxH (default 8x8)");
                        }

                        @Override
                        public Rules create(RuleOptions options) {
                            return new NoCorners(StandardRules.othello().withGeometry(options.geometry("size", Geometry.STANDARD)));
                        }
                    }
                    """,
            "com.example.app/module-info.java", """
                    module com.example.app {
                        requires io.github.reversi4j.core;
                        requires io.github.reversi4j.notation;
                    }
                    """,
            "com.example.app/com/example/app/Main.java", """
                    package com.example.app;

                    import io.github.reversi4j.core.*;
                    import io.github.reversi4j.core.Perft;
                    import io.github.reversi4j.notation.*;
                    import io.github.reversi4j.notation.formats.*;
                    import java.io.ByteArrayInputStream;
                    import java.nio.charset.StandardCharsets;

                    public class Main {
                        public static void main(String[] args) throws Exception {
                            Rules rules = RuleSets.of("no-corners");
                            Rules small = RuleSets.of("no-corners(size=6x6)");
                            System.out.println("ids " + RuleSets.ids());
                            System.out.println("id " + rules.id() + " " + rules.equals(RuleSets.of(rules.id())));
                            System.out.println("id " + small.id() + " " + small.equals(RuleSets.of(small.id())));
                            for (int depth = 1; depth <= 6; depth++) {
                                System.out.println("perft " + depth + " "
                                        + Perft.count(rules, rules.initialState(), depth, Perft.Convention.EXCLUDE_ENDED));
                            }
                            // one game played to its end, one that takes a corner
                            GameState s = rules.initialState();
                            StringBuilder moves = new StringBuilder();
                            while (!rules.isTerminal(s)) {
                                Move m = rules.legalMoves(s).get(0);
                                moves.append(m.isPass() ? "" : m + " ");
                                s = rules.play(s, m);
                            }
                            String file = moves + "\\nd3 c3 b3 b2 b1 a1\\n";
                            try (GameReader games = RecordFormat.TRANSCRIPT.reader(
                                    new ByteArrayInputStream(file.getBytes(StandardCharsets.UTF_8)), "mine.txt",
                                    FormatOptions.defaults().withRules(rules))) {
                                ValidationSummary summary = new Validator(10).validate(games).summary();
                                System.out.println("valid " + summary.valid() + " finished " + summary.finished()
                                        + " invalid " + summary.invalid());
                                summary.problems().forEach(p -> System.out.println("problem " + p.kind() + " "
                                        + p.illegalMoveReason().map(Enum::name).orElse("-") + " " + p.moveText().orElse("-")));
                            }
                        }
                    }
                    """);

    @Test
    void aVariantOfItsOwnModuleIsFoundCountedAndValidated(@TempDir Path dir) throws Exception {
        Path src = dir.resolve("src");
        for (Map.Entry<String, String> e : SOURCES.entrySet()) {
            Path p = src.resolve(e.getKey());
            Files.createDirectories(p.getParent());
            Files.writeString(p, e.getValue(), StandardCharsets.UTF_8);
        }
        String published = ReadmeCodeTest.publishedClassPath();
        List<String> javaFiles;
        try (Stream<Path> files = Files.walk(src)) {
            javaFiles = files.filter(p -> p.toString().endsWith(".java")).map(Path::toString).sorted().collect(Collectors.toList());
        }
        Path out = dir.resolve("out");
        List<String> args = new ArrayList<>(List.of("--module-path", published, "--module-source-path", src.toString(),
                "-d", out.toString(), "--release", "17", "-Xlint:all,-requires-automatic"));
        args.addAll(javaFiles);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        ByteArrayOutputStream diagnostics = new ByteArrayOutputStream();
        int status = javac.run(null, diagnostics, diagnostics, args.toArray(new String[0]));
        assertThat(status).as("javac %s%n%s", String.join(" ", args), diagnostics.toString(StandardCharsets.UTF_8)).isZero();
        Path services = out.resolve("com.example.nocorners/META-INF/services");
        Files.createDirectories(services);
        Files.copy(src.resolve("com.example.nocorners/META-INF/services/io.github.reversi4j.core.RulesProvider"),
                services.resolve("io.github.reversi4j.core.RulesProvider"));

        String modulePath = out + File.pathSeparator + published;
        check(run("--module-path", modulePath, "-m", "com.example.app/com.example.app.Main"));
        String classPath = out.resolve("com.example.nocorners") + File.pathSeparator + out.resolve("com.example.app")
                + File.pathSeparator + published;
        check(run("-cp", classPath, "com.example.app.Main"));
        // the README's way to run the reversi program on a variant of one's own: -cp, not -jar
        String cli = run("-cp", out.resolve("com.example.nocorners") + File.pathSeparator + System.getProperty("java.class.path"),
                "io.github.reversi4j.examples.Reversi", "rules");
        assertThat(cli).as(cli).contains("no-corners").contains("holes");
    }

    private static void check(String out) {
        assertThat(out).contains("no-corners").contains("id no-corners true").contains("id no-corners(size=6x6) true");
        for (int depth = 1; depth <= 6; depth++) {
            assertThat(out).as(out).contains("perft " + depth + " " + referencePerft(ReferenceReversi.crossedStart(8, 8), depth) + "\n");
        }
        // the second game is legal Othello up to a1, which this variant refuses
        assertThat(out).as(out).contains("valid 1 finished 1 invalid 1");
        assertThat(out).as(out).contains("problem ILLEGAL_MOVE BLOCKED_SQUARE a1");
    }

    private static String run(String... args) throws Exception {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        p.getOutputStream().close();
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        p.getInputStream().transferTo(buffer);
        boolean finished = p.waitFor(2, TimeUnit.MINUTES);
        if (!finished) {
            p.destroyForcibly();
        }
        String out = buffer.toString(StandardCharsets.UTF_8).replace("\r\n", "\n");
        assertThat(finished).as("%s ends", command).isTrue();
        assertThat(p.exitValue()).as("%s%n%s", String.join(" ", command), out).isZero();
        return out;
    }

    /** Perft of Othello without corners on the reference implementation (games that end early are not counted). */
    private static long referencePerft(ReferenceReversi position, int depth) {
        if (depth == 0) {
            return 1;
        }
        List<int[]> mine = withoutCorners(position.legalSquares(position.toMove()), position);
        if (mine.isEmpty()) {
            int opponent = position.toMove() == ReferenceReversi.BLACK ? ReferenceReversi.WHITE : ReferenceReversi.BLACK;
            if (withoutCorners(position.legalSquares(opponent), position).isEmpty()) {
                return 0;
            }
            ReferenceReversi next = position.copy();
            next.pass();
            return referencePerft(next, depth - 1);
        }
        long n = 0;
        for (int[] sq : mine) {
            ReferenceReversi next = position.copy();
            next.place(sq[0], sq[1]);
            n += referencePerft(next, depth - 1);
        }
        return n;
    }

    private static List<int[]> withoutCorners(List<int[]> squares, ReferenceReversi p) {
        List<int[]> kept = new ArrayList<>();
        for (int[] sq : squares) {
            if (!((sq[0] == 0 || sq[0] == p.width() - 1) && (sq[1] == 0 || sq[1] == p.height() - 1))) {
                kept.add(sq);
            }
        }
        return kept;
    }
}
