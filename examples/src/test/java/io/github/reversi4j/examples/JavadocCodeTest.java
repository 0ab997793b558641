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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
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
 * Every {@code <pre>{@code ...}</pre>} example of the javadoc of the published modules compiles against
 * the published modules alone, as {@link ReadmeCodeTest} does for the README, and runs when it can: a
 * whole program (a class with a {@code main}) runs and must print something; a snippet of statements
 * runs as the body of a {@code main} unless it names something only a reader has (a file, an engine,
 * a variable the sentence before it introduced), and then it is compiled only.
 *
 * <p>How a block is read: a block with {@code import} lines or a top-level type is a compilation unit
 * (without imports it gets the exported packages of every published module, {@code java.util},
 * {@code java.io} and {@code java.nio.file}); a block that starts with a method is a member, compiled
 * inside the class {@link #MEMBER_CONTEXT} gives it; a block whose lines are expressions without
 * semicolons is a list of expressions, each compiled as a value; anything else is statements. The
 * free variables a snippet uses without declaring are those of {@link #GIVENS}, passed in as
 * parameters. An elision ({@code { ... }}, a line starting with {@code ...}) is a comment.
 * {@code MyVariant}, the reader's own variant of several examples, is a small class the test adds.
 * Blocks that are XML (a dependency to copy) or use Spark (compiled in {@code reversi-spark}) are left out.
 */
class JavadocCodeTest {

    private static final Pattern BLOCK = Pattern.compile("<pre>\\{@code[ \\t]*\\n(.*?)\\}</pre>", Pattern.DOTALL);
    private static final Pattern MARGIN = Pattern.compile("(?m)^[ \\t]*\\* ?");
    private static final Pattern TOP_LEVEL_TYPE = Pattern.compile(
            "(?m)^(public\\s+)?(final\\s+|abstract\\s+)*(class|record|interface|enum)\\s+(\\w+)");
    private static final Pattern MEMBER = Pattern.compile(
            "^(public|protected)\\s+[\\w<>\\[\\],.? ]+\\s+\\w+\\s*\\([^)]*\\)\\s*(throws [\\w., ]+)?\\{");
    private static final Pattern EXPORTS = Pattern.compile("(?m)^\\s*exports\\s+([\\w.]+)\\s*;");

    /**
     * The variables the examples' sentences introduce, by name: a snippet that uses one without
     * declaring it gets it as a parameter.
     */
    static final Map<String, String> GIVENS = new LinkedHashMap<>();

    static {
        GIVENS.put("in", "java.io.InputStream");
        GIVENS.put("out", "java.io.OutputStream");
        GIVENS.put("reader", "io.github.reversi4j.notation.GameReader");
        GIVENS.put("record", "io.github.reversi4j.core.GameRecord");
        GIVENS.put("r", "io.github.reversi4j.core.GameRecord");
        GIVENS.put("rules", "io.github.reversi4j.core.Rules");
        GIVENS.put("myPlayer", "io.github.reversi4j.engine.Player");
        GIVENS.put("openings", "java.util.List<io.github.reversi4j.core.GameRecord>");
        GIVENS.put("first", "io.github.reversi4j.engine.Player");
        GIVENS.put("second", "io.github.reversi4j.engine.Player");
    }

    /**
     * The class a member example is written in, by source file and the block's number in it ({@code %s}
     * is the member).
     */
    static final Map<String, String> MEMBER_CONTEXT = Map.of(
            "RuleOptions.java#1", "abstract class Example implements Rules {\n"
                    + "    final Geometry geometry = Geometry.STANDARD;\n\n"
                    + "    String holesText() {\n        return \"corners\";\n    }\n\n%s\n}\n");

    /**
     * Snippets that need what a test cannot give (an engine that solves endgames, a file of the reader's,
     * a GUI on the standard input): compiled only. Elsewhere an engine's command line,
     * {@code Engine.parseCommand("...")}, runs {@link #STAND_IN_ENGINE} instead.
     */
    static final Set<String> COMPILE_ONLY = Set.of(
            "EngineServer.java#1", "GameReader.java#1", "ObfPosition.java#2", "RecordFormat.java#1",
            "Validator.java#1");

    /**
     * This repository's own NBoard engine, {@code reversi engine}, searching 4 plies at most (its GTP
     * server where the example starts a {@code GtpEngine}).
     */
    static final String STAND_IN_ENGINE = "java.util.List.of(System.getProperty(\"java.home\") + \"/bin/java\", "
            + "\"-cp\", System.getProperty(\"reversi4j.test.classpath\"), "
            + "\"io.github.reversi4j.examples.Reversi\", \"engine\", \"--protocol\", \"nboard\", \"--depth\", \"4\")";
    private static final Pattern ENGINE_COMMAND = Pattern.compile("Engine\\.parseCommand\\(\"[^\"]*\"\\)");

    /** The reader's own variant in the examples that speak of one. */
    private static final String MY_VARIANT = "\nfinal class MyVariant extends ForwardingRules<StandardRules> {\n"
            + "    MyVariant() {\n        this(Geometry.STANDARD);\n    }\n\n"
            + "    MyVariant(Geometry geometry) {\n"
            + "        super(StandardRules.othello().withGeometry(geometry));\n    }\n\n"
            + "    MyVariant withGeometry(Geometry geometry) {\n        return new MyVariant(geometry);\n    }\n\n"
            + "    @Override\n    public String id() {\n        return \"my-variant\";\n    }\n}\n";

    /** One example: where it is and its text without the comment's margin. */
    static final class Block {
        final Path file;
        final int line;
        final int number;
        final String code;

        Block(Path file, int line, int number, String code) {
            this.file = file;
            this.line = line;
            this.number = number;
            this.code = code;
        }

        String key() {
            return file.getFileName() + "#" + number;
        }

        String where() {
            return ReadmeCodeTest.root().relativize(file) + ":" + line;
        }
    }

    /** The source folders of the published modules: those with a module-info.java. */
    static List<Path> publishedSources() throws IOException {
        try (Stream<Path> dirs = Files.list(ReadmeCodeTest.root())) {
            return dirs.map(d -> d.resolve("src/main/java"))
                    .filter(d -> Files.isRegularFile(d.resolve("module-info.java")))
                    .sorted()
                    .collect(Collectors.toList());
        }
    }

    static List<Block> blocks() throws IOException {
        List<Block> blocks = new ArrayList<>();
        for (Path sources : publishedSources()) {
            List<Path> files;
            try (Stream<Path> walk = Files.walk(sources)) {
                files = walk.filter(p -> p.toString().endsWith(".java")).sorted().collect(Collectors.toList());
            }
            for (Path file : files) {
                String text = Files.readString(file, StandardCharsets.UTF_8);
                Matcher m = BLOCK.matcher(text);
                int number = 0;
                while (m.find()) {
                    number++;
                    int line = 1 + (int) text.substring(0, m.start()).chars().filter(c -> c == '\n').count();
                    blocks.add(new Block(file, line, number, MARGIN.matcher(m.group(1)).replaceAll("")));
                }
            }
        }
        return blocks;
    }

    private static boolean isJava(Block b) {
        String code = b.code.strip();
        return !code.startsWith("<") && !code.contains("import org.apache.spark.");
    }

    /** The packages the published modules export to everyone. */
    static Set<String> exportedPackages() throws IOException {
        Set<String> packages = new TreeSet<>();
        for (Path sources : publishedSources()) {
            Matcher m = EXPORTS.matcher(Files.readString(sources.resolve("module-info.java"), StandardCharsets.UTF_8));
            while (m.find()) {
                packages.add(m.group(1));
            }
        }
        return packages;
    }

    @Test
    void thePublishedModulesHaveExamples() throws IOException {
        // the complete programs of the package overviews and the snippets of the main classes, at least
        assertThat(blocks().stream().filter(JavadocCodeTest::isJava)).hasSizeGreaterThanOrEqualTo(30);
    }

    @Test
    void everyContextNamesAnExistingBlock() throws IOException {
        Set<String> keys = blocks().stream().map(Block::key).collect(Collectors.toSet());
        assertThat(keys).as("the blocks that MEMBER_CONTEXT and COMPILE_ONLY name")
                .containsAll(MEMBER_CONTEXT.keySet()).containsAll(COMPILE_ONLY);
    }

    @Test
    void theWrappingOfASnippetIsTheOneDescribed() throws IOException {
        String expressions = source("X", "StandardRules.othello()        // a comment\nMove.parse(\"d3\")\n", "none");
        assertThat(expressions).contains("Object value1 = StandardRules.othello();        // a comment",
                "Object value2 = Move.parse(\"d3\");");
        String statements = source("X", "try (GameReader r = f.reader(in)) { ... }\nSystem.out.println(r);\n", "none");
        assertThat(statements).contains("static void example(java.io.InputStream in) throws Exception {", "{ }")
                .doesNotContain("GameRecord r");
    }

    @TestFactory
    Stream<DynamicTest> everyExampleCompilesAndRunsWhereItCan(@TempDir Path work) throws IOException {
        return blocks().stream().filter(JavadocCodeTest::isJava).map(b -> DynamicTest.dynamicTest(b.where(),
                () -> compileAndRun(b, work.resolve(b.key().replace('#', '_').replace(".java", "")))));
    }

    private static String imports() throws IOException {
        StringBuilder s = new StringBuilder();
        for (String p : exportedPackages()) {
            s.append("import ").append(p).append(".*;\n");
        }
        return s.append("import java.io.*;\nimport java.nio.file.*;\nimport java.util.*;\n")
                .append("import static java.nio.charset.StandardCharsets.UTF_8;\n").toString();
    }

    /** The compilation unit of a block; {@code key} selects its context. */
    static String source(String className, String block, String key) throws IOException {
        String code = block.replace("{ ... }", "{ }").replaceAll("(?m)^(\\s*)\\.\\.\\. ", "$1// ... ");
        String firstLine = code.strip().lines().findFirst().orElse("");
        String myVariant = code.contains("MyVariant") && !code.contains("class MyVariant ") ? MY_VARIANT : "";
        if (code.lines().anyMatch(l -> l.startsWith("import ")) || TOP_LEVEL_TYPE.matcher(code).find()) {
            return (code.contains("import ") ? "" : imports() + "\n") + code + myVariant;
        }
        if (MEMBER.matcher(firstLine).find()) {
            String context = MEMBER_CONTEXT.get(key);
            assertThat(context).as("the class of the member example %s (MEMBER_CONTEXT)", key).isNotNull();
            return imports() + "\n" + String.format(Locale.ROOT, context, code) + myVariant;
        }
        List<String> lines = code.lines().collect(Collectors.toList());
        boolean expressions = lines.stream().map(l -> l.replaceAll("\\s*//.*$", "").strip())
                .filter(l -> !l.isEmpty()).noneMatch(l -> l.endsWith(";") || l.endsWith("{") || l.endsWith("}"));
        StringBuilder body = new StringBuilder();
        if (expressions) {
            int n = 0;
            for (String l : lines) {
                if (!l.isBlank()) {
                    String expression = l.replaceAll("\\s*//.*$", "");
                    body.append("        Object value").append(++n).append(" = ").append(expression).append(';')
                            .append(l.substring(expression.length())).append('\n');
                }
            }
        } else {
            for (String l : lines) {
                body.append("        ").append(l).append('\n');
            }
        }
        List<String> parameters = new ArrayList<>();
        GIVENS.forEach((name, type) -> {
            boolean used = Pattern.compile("(?<![\\w.])" + name + "\\b(?!\\s*\\()").matcher(code).find();
            boolean declared = Pattern.compile("[\\w>\\]]\\s+" + name + "\\s*[=:;)]").matcher(code).find();
            if (used && !declared) {
                parameters.add(type + " " + name);
            }
        });
        String main = parameters.isEmpty()
                ? "    public static void main(String[] args) throws Exception {\n        example();\n    }\n\n"
                : "";
        return imports() + "\npublic class " + className + " {\n" + main
                + "    static void example(" + String.join(", ", parameters) + ") throws Exception {\n"
                + body + "    }\n}\n" + myVariant;
    }

    private static void compileAndRun(Block block, Path dir) throws Exception {
        String module = ReadmeCodeTest.root().relativize(block.file).getName(0).toString();
        assertThat(Stream.of(ReadmeCodeTest.publishedClassPath().split(java.io.File.pathSeparator)))
                .as("%s, whose javadoc has the example at %s, is on the class path of these tests: a "
                        + "dependency of examples/pom.xml, and named by ReadmeCodeTest.PUBLISHED", module,
                        block.where())
                .anyMatch(e -> e.contains(java.io.File.separator + module + java.io.File.separator)
                        || Path.of(e).getFileName().toString().startsWith(module + "-"));
        String className = "Example" + block.line;
        Matcher type = TOP_LEVEL_TYPE.matcher(block.code);
        if (type.find()) {
            className = type.group(4);
        }
        String source = source(className, block.code, block.key());
        if (!COMPILE_ONLY.contains(block.key())) {
            String standIn = source.contains("GtpEngine.start") ? STAND_IN_ENGINE.replace("\"nboard\"", "\"gtp\"")
                    : STAND_IN_ENGINE;
            source = ENGINE_COMMAND.matcher(source).replaceAll(Matcher.quoteReplacement(standIn));
        }
        Path src = dir.resolve("src").resolve(className + ".java");
        Path classes = dir.resolve("classes");
        Files.createDirectories(src.getParent());
        Files.createDirectories(classes);
        Files.writeString(src, source, StandardCharsets.UTF_8);

        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        try (StandardJavaFileManager files =
                javac.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8)) {
            boolean ok = javac.getTask(new PrintWriter(new StringWriter()), files, diagnostics,
                    List.of("-classpath", ReadmeCodeTest.publishedClassPath() + java.io.File.pathSeparator
                            + testClassPathEntry("junit-jupiter-api"), "-d", classes.toString(), "--release", "17",
                            "-proc:none"),
                    null, files.getJavaFileObjects(src.toFile())).call();
            String report = diagnostics.getDiagnostics().stream()
                    .map(d -> "line " + d.getLineNumber() + " of the source below: " + d.getMessage(Locale.ROOT))
                    .collect(Collectors.joining("\n"));
            assertThat(ok).as("the javadoc example at %s compiles:%n%s%n%s", block.where(), report, numbered(source))
                    .isTrue();
        }
        if (!source.contains("static void main(") || COMPILE_ONLY.contains(block.key())) {
            return;
        }
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Dreversi4j.test.classpath=" + System.getProperty("java.class.path"),
                "-Duser.home=" + ReadmeCodeTest.userHome(), "-cp", classes + java.io.File.pathSeparator
                        + ReadmeCodeTest.publishedClassPath(), className)
                .directory(ReadmeCodeTest.userFolder().toFile()).redirectErrorStream(true).start();
        p.getOutputStream().close();
        byte[] printed = readAll(p.getInputStream());
        boolean finished = p.waitFor(2, TimeUnit.MINUTES);
        if (!finished) {
            p.destroyForcibly();
        }
        String text = new String(printed, StandardCharsets.UTF_8);
        assertThat(finished).as("the javadoc example at %s ends", block.where()).isTrue();
        assertThat(p.exitValue()).as("the javadoc example at %s runs; it printed:%n%s%n%s", block.where(), text,
                numbered(source)).isZero();
        if (TOP_LEVEL_TYPE.matcher(block.code).find()) {
            assertThat(text).as("the program at %s prints what it says", block.where()).isNotBlank();
        }
    }

    /** One entry of the test class path (the contract examples extend JUnit test classes). */
    private static String testClassPathEntry(String name) {
        return Stream.of(System.getProperty("java.class.path").split(java.io.File.pathSeparator))
                .filter(e -> Path.of(e).getFileName().toString().startsWith(name))
                .collect(Collectors.joining(java.io.File.pathSeparator));
    }

    private static String numbered(String source) {
        String[] lines = source.split("\n", -1);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < lines.length; i++) {
            out.append(String.format(Locale.ROOT, "%4d  %s%n", i + 1, lines[i]));
        }
        return out.toString();
    }

    private static byte[] readAll(InputStream in) throws IOException {
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        in.transferTo(buffer);
        return buffer.toByteArray();
    }
}
