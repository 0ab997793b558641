package io.github.reversi4j.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every {@code ```java} block of the repository's README.md compiles, as pasted, against the built
 * modules and runs without error, so that the README cannot drift from the API.
 *
 * <p>A block is a snippet: its leading {@code import} lines stay imports and the rest becomes the
 * body of {@code public static void main(String[] args) throws Exception} of a class of its own. A
 * block that declares a top-level class is compiled as it stands, and run when it has a
 * {@code main}. A block compiles against the published modules alone (the class path of the
 * {@code reversi-*} artifacts, nothing of this program or of its libraries), as a user's code would,
 * and runs in a JVM of its own, started in the repository root (so that a snippet may read
 * {@code testdata/...}); the engine example starts this program, so the run has the test class path.
 *
 * <p>Every fenced block of the README says what it is ({@code java}, {@code sh}, {@code xml},
 * {@code kotlin} or {@code text}), so that none escapes this test by having no language. The Java
 * blocks that use Spark are compiled by {@code ReadmeSparkCodeTest} of {@code reversi-spark}, where
 * Spark is on the class path.
 */
class ReadmeCodeTest {

    private static final Pattern BLOCK = Pattern.compile("(?m)^```java\\s*\\n(.*?)^```", Pattern.DOTALL);
    private static final Pattern FENCE = Pattern.compile("(?m)^```([^\\n]*)\\n(.*?)^```", Pattern.DOTALL);
    private static final Pattern PUBLISHED = Pattern.compile(
            ".*[/\\\\]reversi-(core|variants|notation|engine|solver|eval|testkit)([/\\\\]target[/\\\\]classes[/\\\\]?|-[^/\\\\]*\\.jar)");
    private static final Pattern TOP_LEVEL_TYPE = Pattern.compile(
            "(?m)^(public\\s+)?(final\\s+|abstract\\s+)*(class|record|interface|enum)\\s+(\\w+)");

    /** One {@code ```java} block of the README: its line number and its text. */
    private static final class Block {
        final int line;
        final String code;

        Block(int line, String code) {
            this.line = line;
            this.code = code;
        }
    }

    /** The repository root: the nearest folder above the working folder with README.md and mvnw. */
    static Path root() {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            if (Files.isRegularFile(p.resolve("README.md")) && Files.isRegularFile(p.resolve("mvnw"))) {
                return p;
            }
        }
        throw new AssertionError("no README.md with mvnw beside it above " + Path.of("").toAbsolutePath());
    }

    /** The folders of {@link #userFolder} and {@link #userHome}, made once in a run and deleted when it ends. */
    private static Path userFolders;

    /**
     * A folder that looks like a fresh clone to a program run in it: the repository's tracked top-level
     * files copied (so that an output named like one of them meets it, as it would in a clone), its
     * top-level folders linked (the data the examples read), and no untracked file of the work tree.
     * Programs run there, so that nothing they write lands in the work tree.
     */
    static Path userFolder() throws IOException {
        return folders().resolve("clone");
    }

    /**
     * A home folder for a program run by the tests: empty, or with {@code edax} linked to the Edax
     * folder the system property {@code reversi4j.edax} names, so that the README's Edax example finds
     * Edax in {@code ~/edax} exactly when the tests are given one.
     */
    static Path userHome() throws IOException {
        return folders().resolve("home");
    }

    private static synchronized Path folders() throws IOException {
        if (userFolders != null) {
            return userFolders;
        }
        Path base = Files.createTempDirectory("reversi-user");
        Path clone = Files.createDirectory(base.resolve("clone"));
        Path root = root();
        for (String name : trackedTopLevel(root)) {
            Path source = root.resolve(name);
            if (Files.isDirectory(source)) {
                Files.createSymbolicLink(clone.resolve(name), source);
            } else if (Files.isRegularFile(source)) {
                Files.copy(source, clone.resolve(name));
            }
        }
        Path home = Files.createDirectory(base.resolve("home"));
        String edax = System.getProperty("reversi4j.edax", "");
        if (!edax.isBlank()) {
            Files.createSymbolicLink(home.resolve("edax"), Path.of(edax).toAbsolutePath());
        }
        Runtime.getRuntime().addShutdownHook(new Thread(() -> delete(base), "delete " + base));
        userFolders = base;
        return base;
    }

    /** Deletes a folder and what it holds, without following a link out of it. */
    private static void delete(Path folder) {
        try (Stream<Path> all = Files.walk(folder)) {
            all.sorted(java.util.Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.deleteIfExists(p);
                } catch (IOException e) {
                    // left for the system's temporary-file cleaning
                }
            });
        } catch (IOException e) {
            // left for the system's temporary-file cleaning
        }
    }

    /** The names at the top of the repository that git tracks; every name there but build output when git cannot say. */
    private static Set<String> trackedTopLevel(Path root) throws IOException {
        Set<String> names = new TreeSet<>();
        try {
            Process git = new ProcessBuilder("git", "ls-files").directory(root.toFile()).start();
            git.getOutputStream().close();
            git.getErrorStream().close();
            String listed = new String(readAll(git.getInputStream()), StandardCharsets.UTF_8);
            if (git.waitFor(60, TimeUnit.SECONDS) && git.exitValue() == 0 && !listed.isBlank()) {
                listed.lines().map(l -> l.contains("/") ? l.substring(0, l.indexOf('/')) : l).forEach(names::add);
                return names;
            }
        } catch (IOException e) {
            // no git: a source archive, whose top level is what a user has
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        try (Stream<Path> list = Files.list(root)) {
            list.map(p -> p.getFileName().toString()).filter(n -> !n.equals("target") && !n.startsWith(".")).forEach(names::add);
        }
        return names;
    }

    static List<Block> blocks() throws IOException {
        String readme = Files.readString(root().resolve("README.md"), StandardCharsets.UTF_8);
        List<Block> blocks = new ArrayList<>();
        Matcher m = BLOCK.matcher(readme);
        while (m.find()) {
            int line = 1 + (int) readme.substring(0, m.start()).chars().filter(c -> c == '\n').count();
            if (!m.group(1).contains("import org.apache.spark.")) {
                blocks.add(new Block(line, m.group(1)));
            }
        }
        return blocks;
    }

    @Test
    void everyFencedBlockNamesItsLanguage() throws IOException {
        String readme = Files.readString(root().resolve("README.md"), StandardCharsets.UTF_8);
        Matcher m = FENCE.matcher(readme);
        int n = 0;
        while (m.find()) {
            n++;
            int line = 1 + (int) readme.substring(0, m.start()).chars().filter(c -> c == '\n').count();
            assertThat(m.group(1).strip()).as("the language of the block at README.md line %d", line)
                    .isIn("java", "sh", "xml", "kotlin", "text");
            if (m.group(1).strip().equals("text")) {
                assertThat(m.group(2)).as("the text block at README.md line %d is neither Java nor a command", line)
                        .doesNotContain("import ", "System.out", "java -jar", "./mvnw");
            }
        }
        assertThat(n).isGreaterThan(10);
    }

    @Test
    void theCompileClassPathIsThePublishedModulesAlone() {
        assertThat(publishedClassPath().split(java.io.File.pathSeparator))
                .as("the published modules on the test class path: %s", classPath())
                .hasSizeGreaterThanOrEqualTo(4)
                .noneMatch(e -> e.contains("picocli") || e.contains("examples"));
    }

    @Test
    void theReadmeHasJavaBlocks() throws IOException {
        // the "Ten lines" example and the game-records example at least
        assertThat(blocks()).hasSizeGreaterThanOrEqualTo(2);
    }

    @TestFactory
    Stream<DynamicTest> everyJavaBlockCompilesAndRuns(@TempDir Path work) throws IOException {
        return blocks().stream().map(b -> DynamicTest.dynamicTest("README.md line " + b.line,
                () -> compileAndRun(b, work.resolve("block" + b.line))));
    }

    private static void compileAndRun(Block block, Path dir) throws Exception {
        String className = "ReadmeLine" + block.line;
        Matcher type = TOP_LEVEL_TYPE.matcher(block.code);
        String source;
        if (type.find()) {
            className = type.group(4);
            source = block.code;
        } else {
            source = wrap(className, block.code);
        }
        Path src = dir.resolve("src").resolve(className + ".java");
        Path classes = dir.resolve("classes");
        Files.createDirectories(src.getParent());
        Files.createDirectories(classes);
        Files.writeString(src, source, StandardCharsets.UTF_8);

        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        assertThat(javac).as("a JDK's compiler (the tests run on a JDK)").isNotNull();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        StringWriter out = new StringWriter();
        try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8)) {
            boolean ok = javac.getTask(new PrintWriter(out), files, diagnostics,
                    List.of("-classpath", publishedClassPath(), "-d", classes.toString(), "--release", "17", "-Xlint:all"),
                    null, files.getJavaFileObjects(src.toFile())).call();
            String report = diagnostics.getDiagnostics().stream()
                    .map(d -> "line " + d.getLineNumber() + " of the source below: " + d.getMessage(Locale.ROOT))
                    .collect(Collectors.joining("\n"));
            assertThat(ok).as("the block at README.md line %d compiles:%n%s%n%s", block.line, report, numbered(source))
                    .isTrue();
        }
        if (!source.contains("static void main(")) {
            return;
        }
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Duser.home=" + userHome(), "-cp", classes + java.io.File.pathSeparator + classPath(), className)
                .directory(userFolder().toFile()).redirectErrorStream(true).start();
        p.getOutputStream().close();
        byte[] printed = readAll(p.getInputStream());
        boolean finished = p.waitFor(2, TimeUnit.MINUTES);
        if (!finished) {
            p.destroyForcibly();
        }
        String text = new String(printed, StandardCharsets.UTF_8);
        assertThat(finished).as("the block at README.md line %d ends", block.line).isTrue();
        assertThat(p.exitValue()).as("the block at README.md line %d runs; it printed:%n%s", block.line, text)
                .isZero();
        assertThat(text).as("the block at README.md line %d prints what it says", block.line).isNotBlank();
    }

    /** The snippet's leading imports, then the rest as the body of a main method. */
    static String wrap(String className, String code) {
        List<String> imports = new ArrayList<>();
        List<String> body = new ArrayList<>();
        boolean head = true;
        for (String line : code.split("\n", -1)) {
            if (head && (line.startsWith("import ") || line.isBlank())) {
                imports.add(line);
            } else {
                head = false;
                body.add("        " + line);
            }
        }
        return String.join("\n", imports) + "\npublic class " + className + " {\n"
                + "    public static void main(String[] args) throws Exception {\n"
                + String.join("\n", body) + "\n    }\n}\n";
    }

    private static String numbered(String source) {
        String[] lines = source.split("\n", -1);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < lines.length; i++) {
            out.append(String.format(Locale.ROOT, "%4d  %s%n", i + 1, lines[i]));
        }
        return out.toString();
    }

    private static String classPath() {
        return System.getProperty("java.class.path");
    }

    /** The entries of the test class path that are published modules: what a user's code compiles against. */
    static String publishedClassPath() {
        return Stream.of(classPath().split(java.io.File.pathSeparator))
                .filter(e -> PUBLISHED.matcher(e).matches())
                .collect(Collectors.joining(java.io.File.pathSeparator));
    }

    private static byte[] readAll(InputStream in) throws IOException {
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        in.transferTo(buffer);
        return buffer.toByteArray();
    }
}
