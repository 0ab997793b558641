package io.github.reversi4j.build;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.reversi4j.build.ApiDump.Change;
import io.github.reversi4j.build.ApiDump.Options;
import io.github.reversi4j.build.ApiDump.Verdict;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The check's judgement of a difference between the committed dump and the compiled API: an addition
 * passes with a warning, a breaking change to a stable module fails, an incubating module or element
 * only reports it, and {@code -Dapi.update} records a break only with {@code -Dapi.break=REASON}. The
 * classes are the fixture module of {@link ApiDumpTest}; each test writes the dump an older version of
 * it would have had (a line added, removed or edited by hand), so the expected verdict follows from the
 * Java rules of binary and source compatibility, not from the checker's output. The last tests judge
 * small dumps written by hand.
 */
class ApiCompatibilityTest {

    private static final Instant NOW = Instant.parse("2026-11-28T06:30:00Z");

    @TempDir
    static Path shared;

    @TempDir
    Path work;

    private static Path classes;
    private static String current;

    @BeforeAll
    static void compileFixtures() throws IOException {
        classes = ApiDumpTest.compileFixtures(shared.resolve("classes"));
        Path dump = shared.resolve("current.api");
        int[] status = new int[1];
        ApiDump.report(classes, dump, "fixture", true, status);
        current = Files.readString(dump, StandardCharsets.UTF_8);
    }

    /** The committed dump as an older version of the fixture: {@code current} with one edit. */
    private Path committed(String from, String to) throws IOException {
        assertThat(current).contains(from);
        Path dump = work.resolve("fixture.api");
        Files.writeString(dump, current.replace(from, to), StandardCharsets.UTF_8);
        return dump;
    }

    private static Options check() {
        return new Options(false, false, null, NOW);
    }

    @Test
    void anAddedMethodPassesWithAWarningAndUpdateRecordsIt() throws IOException {
        // the older version had no label() in Kind
        Path dump = committed("  public java.lang.String label()\n", "");
        String before = Files.readString(dump, StandardCharsets.UTF_8);
        int[] status = new int[1];
        String report = ApiDump.report(classes, dump, "fixture", check(), status);
        assertThat(status[0]).isZero();
        assertThat(report).contains("[WARNING]", "added: a method added",
                "+ public java.lang.String label()    (in public enum fixture.api.Kind)", ApiDump.UPDATE_COMMAND)
                .doesNotContain("[ERROR]");
        assertThat(Files.readString(dump, StandardCharsets.UTF_8)).as("a check never writes").isEqualTo(before);

        ApiDump.report(classes, dump, "fixture", new Options(true, false, null, NOW), status);
        assertThat(status[0]).isZero();
        assertThat(Files.readString(dump, StandardCharsets.UTF_8)).isEqualTo(current);
        assertThat(work.resolve(ApiDump.BREAKS_FOLDER)).as("an addition needs no record").doesNotExist();
    }

    @Test
    void anAddedTypePasses() throws IOException {
        int start = current.indexOf("\n@java.lang.Deprecated public class fixture.api.Old");
        int end = current.indexOf("\n\n", start + 1);
        Path dump = work.resolve("fixture.api");
        Files.writeString(dump, current.substring(0, start) + current.substring(end), StandardCharsets.UTF_8);
        int[] status = new int[1];
        String report = ApiDump.report(classes, dump, "fixture", check(), status);
        assertThat(status[0]).isZero();
        assertThat(report).contains("added: a type added", "+ @java.lang.Deprecated public class fixture.api.Old")
                .as("its members come with the type").doesNotContain("public Old()");
    }

    @Test
    void aRemovedMethodFailsTheCheck() throws IOException {
        // the older version also had a method gone() in Base
        Path dump = committed("  public final java.lang.String describe()\n",
                "  public final java.lang.String describe()\n  public void gone(int)\n");
        int[] status = new int[1];
        String report = ApiDump.report(classes, dump, "fixture", check(), status);
        assertThat(status[0]).isEqualTo(1);
        assertThat(report).contains("[ERROR] The public API of fixture has 1 breaking change",
                "breaking: a method removed", "- public void gone(int)    (in public abstract class fixture.api.Base)",
                ApiDump.BREAK_COMMAND);
    }

    @Test
    void aRemovedTypeFailsTheCheck() throws IOException {
        Path dump = committed("\npublic class fixture.api.Generic<T>\n",
                "\npublic final class fixture.api.Gone\n  public static void run()\n"
                        + "\npublic class fixture.api.Generic<T>\n");
        int[] status = new int[1];
        String report = ApiDump.report(classes, dump, "fixture", check(), status);
        assertThat(status[0]).isEqualTo(1);
        assertThat(report).contains("breaking: a type removed", "- public final class fixture.api.Gone");
    }

    @Test
    void aNarrowedReturnTypeFailsTheCheck() throws IOException {
        // the older unit() returned Object; a return type is part of the method's descriptor
        Path dump = committed("  public static fixture.api.Shape unit()\n", "  public static java.lang.Object unit()\n");
        int[] status = new int[1];
        String report = ApiDump.report(classes, dump, "fixture", check(), status);
        assertThat(status[0]).isEqualTo(1);
        assertThat(report).contains("breaking: a member: its return type changed",
                "- public static java.lang.Object unit()", "+ public static fixture.api.Shape unit()");
    }

    @Test
    void aChangedParameterTypeFailsTheCheck() throws IOException {
        Path dump = committed("  public Inner(int)\n", "  public Inner(long)\n");
        int[] status = new int[1];
        String report = ApiDump.report(classes, dump, "fixture", check(), status);
        assertThat(status[0]).isEqualTo(1);
        assertThat(report).contains("breaking: a constructor removed", "- public Inner(long)",
                "added: a constructor added", "+ public Inner(int)");
    }

    @Test
    void updateRefusesABreakWithoutAReason() throws IOException {
        Path dump = committed("  public static fixture.api.Shape unit()\n", "  public static java.lang.Object unit()\n");
        String before = Files.readString(dump, StandardCharsets.UTF_8);
        int[] status = new int[1];
        for (String reason : new String[] {null, "", "  ", "true"}) {
            String report = ApiDump.report(classes, dump, "fixture", new Options(true, false, reason, NOW), status);
            assertThat(status[0]).as("reason %s", reason).isEqualTo(1);
            assertThat(report).contains("The dump was not written", ApiDump.BREAK_COMMAND);
        }
        assertThat(Files.readString(dump, StandardCharsets.UTF_8)).isEqualTo(before);
        assertThat(work.resolve(ApiDump.BREAKS_FOLDER)).doesNotExist();
    }

    @Test
    void theOverrideWritesTheDumpAndRecordsTheBreakWithItsReason() throws IOException {
        Path dump = committed("  public static fixture.api.Shape unit()\n", "  public static java.lang.Object unit()\n");
        int[] status = new int[1];
        String report = ApiDump.report(classes, dump, "fixture",
                new Options(true, false, " unit() names the type it makes ", NOW), status);
        assertThat(status[0]).isZero();
        assertThat(Files.readString(dump, StandardCharsets.UTF_8)).isEqualTo(current);
        Path record = work.resolve(ApiDump.BREAKS_FOLDER).resolve("2026-11-28T063000Z-fixture.txt");
        assertThat(report).contains("API dump of fixture written", "1 breaking change to fixture recorded in "
                + record.toAbsolutePath());
        assertThat(Files.readString(record, StandardCharsets.UTF_8)).contains(
                "public API of fixture", "date: 2026-11-28T06:30:00Z", "reason: unit() names the type it makes\n",
                "changes: 1", "breaking: a member: its return type changed", "- public static java.lang.Object unit()",
                "+ public static fixture.api.Shape unit()");
        try (Stream<Path> left = Files.list(work)) {
            assertThat(left.map(p -> p.getFileName().toString())).noneMatch(n -> n.endsWith(".tmp"));
        }
        ApiDump.report(classes, dump, "fixture", check(), status);
        assertThat(status[0]).as("the recorded dump then holds").isZero();
    }

    @Test
    void anIncubatingModuleReportsABreakWithoutFailing() throws IOException {
        Path dump = committed("  public static fixture.api.Shape unit()\n", "  public static java.lang.Object unit()\n");
        int[] status = new int[1];
        String report = ApiDump.report(classes, dump, "fixture", new Options(false, true, null, NOW), status);
        assertThat(status[0]).isZero();
        assertThat(report).contains("[WARNING]", "breaking (incubating): a member: its return type changed")
                .doesNotContain("[ERROR]");
        ApiDump.report(classes, dump, "fixture", new Options(true, true, null, NOW), status);
        assertThat(status[0]).as("and its update needs no reason").isZero();
        assertThat(work.resolve(ApiDump.BREAKS_FOLDER)).doesNotExist();
    }

    @Test
    void anIncubatingTypeOfAStableModuleReportsABreakWithoutFailing() throws IOException {
        // Old was marked incubating in the older version, and had one more method
        Path dump = committed("@java.lang.Deprecated public class fixture.api.Old\n",
                "@java.lang.Deprecated @fixture.api.Incubating public class fixture.api.Old\n  public void more()\n");
        int[] status = new int[1];
        String report = ApiDump.report(classes, dump, "fixture", check(), status);
        assertThat(status[0]).isZero();
        assertThat(report).contains("breaking (incubating): a method removed", "- public void more()");
    }

    @Test
    void aDumpThatCannotBeReadFailsTheCheck() throws IOException {
        Path dump = work.resolve("fixture.api");
        Files.writeString(dump, "public strange fixture\n  member\n", StandardCharsets.UTF_8);
        int[] status = new int[1];
        String report = ApiDump.report(classes, dump, "fixture", check(), status);
        assertThat(status[0]).isEqualTo(1);
        assertThat(report).contains("cannot be read", "line 1", ApiDump.UPDATE_COMMAND);
    }

    @Test
    void everyCommittedDumpOfTheProjectIsReadLineByLine() throws IOException {
        List<Path> dumps;
        try (Stream<Path> modules = Files.list(Path.of(".."))) {
            dumps = modules.map(m -> m.resolve("api").resolve(m.getFileName() + ".api")).filter(Files::exists)
                    .collect(Collectors.toList());
        }
        assertThat(dumps).as("the published modules' dumps").hasSizeGreaterThanOrEqualTo(4);
        for (Path dump : dumps) {
            String text = Files.readString(dump, StandardCharsets.UTF_8);
            long packageLines = text.lines().filter(l -> l.contains(" package ") || l.startsWith("package ")).count();
            long typeLines = text.lines().filter(l -> !l.isBlank() && !l.startsWith("#") && !l.startsWith(" "))
                    .count() - packageLines;
            long memberLines = text.lines().filter(l -> l.startsWith("  ")).count();
            List<Change> fromNothing = ApiDump.Compatibility.compare("", text, false);
            assertThat(fromNothing).as("%s: every type an addition", dump).hasSize((int) (typeLines + packageLines))
                    .filteredOn(c -> c.verdict() == Verdict.ADDED).hasSize((int) typeLines);
            List<Change> toNothing = ApiDump.Compatibility.compare(text, "", false);
            assertThat(toNothing).as("%s: every type a removal", dump).hasSize((int) (typeLines + packageLines))
                    .filteredOn(c -> c.verdict() == Verdict.BREAKING).hasSize((int) typeLines);
            assertThat(ApiDump.Compatibility.compare(text, text, false)).as("%s against itself", dump).isEmpty();
            ApiDump.Model model = ApiDump.Model.parse(text);
            assertThat(model.types.values().stream().mapToInt(t -> t.members.size()).sum())
                    .as("%s: one member per indented line", dump).isEqualTo((int) memberLines);
        }
    }

    // the judgement alone, on dumps written by hand

    private static List<String> verdicts(String before, String after) {
        return ApiDump.Compatibility.compare(before, after, false).stream()
                .map(c -> c.verdict() + " " + c.what()).collect(Collectors.toList());
    }

    @Test
    void aMethodAddedToAnInterfaceBreaksOnlyItsImplementations() {
        String before = "\npublic interface p.Rules\n  public int size()\n"
                + "\npublic sealed interface p.Shape permits p.Circle\n  public double area()\n";
        String after = "\npublic interface p.Rules\n  public default int depth()\n  public int size()\n"
                + "  public abstract int width()\n  public static p.Rules of()\n"
                + "\npublic sealed interface p.Shape permits p.Circle\n  public double area()\n  public double perimeter()\n";
        assertThat(verdicts(before, after)).containsExactly(
                "ADDED a method added",
                "ADDED a method added",
                "BREAKING an abstract method added to an interface users may implement (add a default method instead)",
                "ADDED a method added");
    }

    @Test
    void anAbstractMethodBreaksAClassUsersMayExtendOnly() {
        String before = "\npublic abstract class p.Open\n  protected Open()\n"
                + "\npublic abstract class p.Closed\n  public static p.Closed of()\n";
        String after = "\npublic abstract class p.Open\n  protected Open()\n  protected abstract void hook()\n"
                + "\npublic abstract class p.Closed\n  public abstract void hook()\n  public static p.Closed of()\n";
        assertThat(verdicts(before, after)).containsExactly(
                "ADDED a method added",
                "BREAKING an abstract method added to a class users may extend");
    }

    @Test
    void typeModifiersAreJudgedByWhetherUsersCouldSubclass() {
        String before = "\npublic class p.A\n  public A()\n\npublic class p.B\n  public static p.B of()\n"
                + "\npublic interface p.C\n\npublic final class p.D\n";
        String after = "\npublic final class p.A\n  public A()\n\npublic final class p.B\n  public static p.B of()\n"
                + "\npublic sealed interface p.C permits p.D\n\npublic final class p.D implements p.C\n";
        assertThat(verdicts(before, after)).containsExactly(
                "BREAKING a type: made final",
                "COMPATIBLE a type: made final",
                "BREAKING a type: made sealed",
                "COMPATIBLE a type: now also a p.C");
    }

    @Test
    void memberChangesAreJudgedOneByOne() {
        String before = "\npublic class p.A\n  public A()\n  public static final int LIMIT = 64\n"
                + "  public void close()\n  public java.util.List<java.lang.String> names()\n"
                + "  public void read(java.io.Reader) throws java.io.IOException\n  public void run()\n"
                + "  public void sum(int[])\n  protected void tick()\n  public void write(java.io.Writer)\n";
        String after = "\npublic class p.A\n  public A()\n  public static final int LIMIT = 60\n"
                + "  @java.lang.Deprecated public void close()\n  public java.util.List<? extends java.lang.String> names()\n"
                + "  public void read(java.io.Reader)\n  public final void run()\n"
                + "  public void sum(int...)\n  public void tick()\n"
                + "  public void write(java.io.Writer) throws java.io.IOException\n";
        assertThat(verdicts(before, after)).containsExactly(
                "COMPATIBLE a member: its annotations changed",
                "BREAKING a member: its constant value changed (compiled code keeps the old one)",
                "BREAKING a member: its return type changed",
                "COMPATIBLE a member: it no longer declares java.io.IOException",
                "BREAKING a member: made final",
                "COMPATIBLE a member: varargs changed",
                "COMPATIBLE a member: its visibility widened",
                "BREAKING a member: it now throws java.io.IOException");
    }

    @Test
    void aMethodMovedToASupertypeOfTheApiIsStillThere() {
        String before = "\npublic abstract class p.Base\n  protected Base()\n"
                + "\npublic final class p.Leaf extends p.Base\n  public int size()\n  public java.lang.String toString()\n";
        String after = "\npublic abstract class p.Base\n  protected Base()\n  public int size()\n"
                + "\npublic final class p.Leaf extends p.Base\n";
        assertThat(verdicts(before, after)).containsExactly(
                "ADDED a method added",
                "COMPATIBLE a member no longer declared here, still inherited",
                "COMPATIBLE a member no longer declared here, still inherited");
    }

    @Test
    void kindsAndSupertypesAndVisibility() {
        String before = "\npublic final class p.Move implements java.lang.Comparable<p.Move>\n"
                + "\npublic enum p.Kind\n  public static final p.Kind A\n"
                + "\npublic abstract class p.Outer\n  protected Outer()\n"
                + "\npublic static class p.Outer.Nested\n  public Nested()\n";
        String after = "\npublic record p.Move\n"
                + "\npublic enum p.Kind\n  public static final p.Kind A\n  public static final p.Kind B\n"
                + "\npublic abstract class p.Outer\n  protected Outer()\n"
                + "\nprotected static class p.Outer.Nested\n  public Nested()\n";
        List<Change> changes = ApiDump.Compatibility.compare(before, after, false);
        assertThat(changes).extracting(c -> c.verdict() + " " + c.what()).containsExactly(
                "ADDED an enum constant added (an exhaustive switch over it without default no longer compiles)",
                "BREAKING a type: its kind changed from class to record, no longer a java.lang.Comparable<p.Move>",
                "BREAKING a type: its visibility narrowed");
        assertThat(changes).allMatch(c -> !c.incubating());
        assertThat(ApiDump.Compatibility.compare(before, after, true)).extracting(Change::verdict)
                .as("an incubating module: the same verdicts, none fatal")
                .containsExactly(Verdict.ADDED, Verdict.BREAKING, Verdict.BREAKING);
    }

    @Test
    void anIncubatingPackageMarksItsTypes() {
        String before = "\n@x.Incubating package p.engine\n\npublic final class p.engine.Match\n  public void play()\n"
                + "\npublic final class p.core.Board\n  public int size()\n";
        String after = "\n@x.Incubating package p.engine\n\npublic final class p.engine.Match\n"
                + "\npublic final class p.core.Board\n";
        assertThat(ApiDump.Compatibility.compare(before, after, false)).extracting(c -> c.what() + " " + c.incubating())
                .containsExactly("a method removed false", "a method removed true");
    }
}
