package io.github.reversi4j.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README's Java blocks that use Spark compile, as pasted, against Spark and the library: the
 * other Java blocks are compiled and run by {@code ReadmeCodeTest} of {@code examples}, which has no
 * Spark. These are compiled only: run, they would write every position of the WTHOR database.
 */
class ReadmeSparkCodeTest {

    private static final Pattern BLOCK = Pattern.compile("(?m)^```java\\s*\\n(.*?)^```", Pattern.DOTALL);

    @Test
    void everySparkBlockOfTheReadmeCompiles(@TempDir Path work) throws IOException {
        Path readme = null;
        for (Path p = Path.of("").toAbsolutePath(); p != null && readme == null; p = p.getParent()) {
            if (Files.isRegularFile(p.resolve("README.md")) && Files.isRegularFile(p.resolve("mvnw"))) {
                readme = p.resolve("README.md");
            }
        }
        assertThat(readme).as("the repository's README.md above " + Path.of("").toAbsolutePath()).isNotNull();
        String text = Files.readString(readme, StandardCharsets.UTF_8);
        Matcher m = BLOCK.matcher(text);
        int compiled = 0;
        while (m.find()) {
            if (!m.group(1).contains("import org.apache.spark.")) {
                continue;
            }
            int line = 1 + (int) text.substring(0, m.start()).chars().filter(c -> c == '\n').count();
            compile("ReadmeLine" + line, m.group(1), work.resolve("block" + line), line);
            compiled++;
        }
        assertThat(compiled).as("Spark blocks in the README").isPositive();
    }

    private static void compile(String className, String code, Path dir, int line) throws IOException {
        List<String> imports = new ArrayList<>();
        List<String> body = new ArrayList<>();
        boolean head = true;
        for (String l : code.split("\n", -1)) {
            if (head && (l.startsWith("import ") || l.isBlank())) {
                imports.add(l);
            } else {
                head = false;
                body.add("        " + l);
            }
        }
        String source = String.join("\n", imports) + "\npublic class " + className + " {\n"
                + "    public static void main(String[] args) throws Exception {\n" + String.join("\n", body) + "\n    }\n}\n";
        Path src = dir.resolve(className + ".java");
        Files.createDirectories(dir.resolve("classes"));
        Files.writeString(src, source, StandardCharsets.UTF_8);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        assertThat(javac).as("a JDK's compiler").isNotNull();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8)) {
            boolean ok = javac.getTask(new PrintWriter(new StringWriter()), files, diagnostics,
                    List.of("-classpath", System.getProperty("java.class.path"), "-d", dir.resolve("classes").toString(),
                            "--release", "17", "-proc:none"),
                    null, files.getJavaFileObjects(src.toFile())).call();
            String report = diagnostics.getDiagnostics().stream()
                    .map(d -> "line " + d.getLineNumber() + ": " + d.getMessage(Locale.ROOT))
                    .collect(Collectors.joining("\n"));
            assertThat(ok).as("the Spark block at README.md line %d compiles:%n%s%n%s", line, report, source).isTrue();
        }
    }
}
