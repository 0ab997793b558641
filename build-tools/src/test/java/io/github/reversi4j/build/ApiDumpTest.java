package io.github.reversi4j.build;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link ApiDump} against a module of fixtures whose API was written down by hand
 * ({@code src/test/resources/fixture/expected.api}): what is in the API (exported packages only, public
 * types and the protected members of types that can be extended, inherited members of a hidden superclass)
 * and how each signature is written; then the check's answers and messages.
 */
class ApiDumpTest {

    private static final Path FIXTURE = Path.of("src", "test", "resources", "fixture");

    @TempDir
    static Path work;

    private static Path classes;

    @BeforeAll
    static void compileFixtures() throws IOException {
        classes = compileFixtures(work.resolve("classes"));
    }

    /** Compiles the fixture module into {@code classes} and returns that folder. */
    static Path compileFixtures(Path classes) throws IOException {
        List<String> sources;
        try (Stream<Path> files = Files.walk(FIXTURE.resolve("src"))) {
            sources = files.filter(p -> p.toString().endsWith(".java")).map(Path::toString).sorted()
                    .collect(Collectors.toList());
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        StringWriter messages = new StringWriter();
        List<String> args = new java.util.ArrayList<>(List.of("--release", "17", "-d", classes.toString()));
        args.addAll(sources);
        int status = javac.run(null, null, null, args.toArray(String[]::new));
        assertThat(status).as("the fixtures compile: %s", messages).isZero();
        return classes;
    }

    @Test
    void theDumpIsTheApiWrittenByHand() throws IOException {
        String expected = Files.readString(FIXTURE.resolve("expected.api"), StandardCharsets.UTF_8);
        assertThat(ApiDump.dump(classes)).isEqualTo(expected);
    }

    @Test
    void theDumpLeavesOutWhatIsNotExportedOrNotAccessible() {
        String dump = ApiDump.dump(classes);
        assertThat(dump).doesNotContain("fixture.hidden", "fixture.friends", "onlyForFriends", "fixture.api.Hidden",
                "NestedInHidden", "Private", "ProtectedInFinal", "hiddenByFinal", "notApiInAFinalClass",
                "packagePrivate", "notInherited", "Kind.1", "$VALUES", "<init>", "<clinit>");
    }

    @Test
    void aTrueDumpPassesSilently() throws IOException {
        Path dump = work.resolve("true.api");
        int[] status = new int[1];
        ApiDump.report(classes, dump, "fixture", true, status);
        String report = ApiDump.report(classes, dump, "fixture", false, status);
        assertThat(status[0]).isZero();
        assertThat(report).isEmpty();
        assertThat(Files.readString(dump, StandardCharsets.UTF_8))
                .startsWith("# The public API of fixture")
                .contains("update with: " + ApiDump.UPDATE_COMMAND)
                .endsWith(Files.readString(FIXTURE.resolve("expected.api"), StandardCharsets.UTF_8));
    }

    @Test
    void aMissingDumpFailsNamingTheCommandThatWritesIt() {
        int[] status = new int[1];
        String report = ApiDump.report(classes, work.resolve("missing.api"), "fixture", false, status);
        assertThat(status[0]).isEqualTo(1);
        assertThat(report).contains("The public API of fixture differs from its committed dump",
                "The module has no dump yet", ApiDump.UPDATE_COMMAND, "CHANGELOG");
        assertThat(work.resolve("missing.api")).doesNotExist();
    }

    @Test
    void aChangedSignatureFailsNamingTheLinesAndTheCommand() throws IOException {
        Path dump = work.resolve("changed.api");
        int[] status = new int[1];
        ApiDump.report(classes, dump, "fixture", true, status);
        // as if the committed API had sum(long...) where the classes now have sum(int...)
        String old = Files.readString(dump, StandardCharsets.UTF_8)
                .replace("public static int sum(int...)", "public static int sum(long...)");
        Files.writeString(dump, old, StandardCharsets.UTF_8);
        String report = ApiDump.report(classes, dump, "fixture", false, status);
        assertThat(status[0]).isEqualTo(1);
        assertThat(report).contains(
                "- public static int sum(long...)    (in public final class fixture.api.Values<",
                "+ public static int sum(int...)    (in public final class fixture.api.Values<",
                ApiDump.UPDATE_COMMAND);
        assertThat(Files.readString(dump, StandardCharsets.UTF_8)).as("a check never writes").isEqualTo(old);
    }

    @Test
    void aMemberManyTypesHaveIsListedForTheTypeThatChanged() throws IOException {
        Path dump = work.resolve("equals.api");
        int[] status = new int[1];
        ApiDump.report(classes, dump, "fixture", true, status);
        String text = Files.readString(dump, StandardCharsets.UTF_8);
        // Circle and Shape.Square both have this line; the dump loses Circle's only
        int at = text.indexOf("  public boolean equals(java.lang.Object)\n", text.indexOf("record fixture.api.Circle"));
        Files.writeString(dump, text.substring(0, at) + text.substring(text.indexOf('\n', at) + 1),
                StandardCharsets.UTF_8);
        String report = ApiDump.report(classes, dump, "fixture", false, status);
        assertThat(status[0]).as("an addition passes").isZero();
        assertThat(report).contains("+ public boolean equals(java.lang.Object)    (in public record fixture.api.Circle "
                + "implements fixture.api.Shape)").doesNotContain("fixture.api.Shape.Square)", "- ");
    }

    @Test
    void aChangedTypeLineIsOneLineOfTheDifference() throws IOException {
        Path dump = work.resolve("type.api");
        int[] status = new int[1];
        ApiDump.report(classes, dump, "fixture", true, status);
        String text = Files.readString(dump, StandardCharsets.UTF_8);
        Files.writeString(dump, text.replace("public class fixture.api.Old", "public final class fixture.api.Old"),
                StandardCharsets.UTF_8);
        String report = ApiDump.report(classes, dump, "fixture", false, status);
        assertThat(status[0]).as("final removed from a class is compatible").isZero();
        assertThat(report).contains("- @java.lang.Deprecated public final class fixture.api.Old",
                "+ @java.lang.Deprecated public class fixture.api.Old").doesNotContain("legacy");
    }

    @Test
    void updateWritesTheDumpAndTheCheckThenPasses() throws IOException {
        Path dump = work.resolve("stale.api");
        Files.writeString(dump, "stale\n", StandardCharsets.UTF_8);
        int[] status = new int[1];
        String report = ApiDump.report(classes, dump, "fixture", true, status);
        assertThat(status[0]).isZero();
        assertThat(report).contains("API dump of fixture written");
        ApiDump.report(classes, dump, "fixture", false, status);
        assertThat(status[0]).isZero();
        try (Stream<Path> left = Files.list(work)) {
            assertThat(left.map(p -> p.getFileName().toString())).noneMatch(n -> n.endsWith(".tmp"));
        }
    }

    @Test
    void theDumpIsStable() {
        assertThat(ApiDump.dump(classes)).isEqualTo(ApiDump.dump(classes));
    }
}
