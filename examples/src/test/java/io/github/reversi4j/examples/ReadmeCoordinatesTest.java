package io.github.reversi4j.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * The coordinates a newcomer copies from the README are those the build publishes: every published
 * module is in the BOM and in the README's table of artifacts with its JPMS module name, and the
 * Maven and Gradle blocks name only published artifacts, of this group and version.
 */
class ReadmeCoordinatesTest {

    private static final String GROUP = "io.github.reversi4j";

    /** The modules the build deploys (not skipping the deploy plugin), by artifact id, with their folders. */
    private static Map<String, Path> publishedModules() throws Exception {
        Path root = ReadmeCodeTest.root();
        Map<String, Path> published = new LinkedHashMap<>();
        for (String module : texts(pom(root.resolve("pom.xml")).getDocumentElement(), "modules", "module")) {
            Path dir = root.resolve(module);
            String text = Files.readString(dir.resolve("pom.xml"), StandardCharsets.UTF_8);
            if (!text.contains("<maven.deploy.skip>true</maven.deploy.skip>")) {
                published.put(child(pom(dir.resolve("pom.xml")).getDocumentElement(), "artifactId").orElseThrow(), dir);
            }
        }
        assertThat(published).as("published modules").containsKeys("reversi-bom", "reversi-core", "reversi-notation");
        return published;
    }

    @Test
    void theBomManagesEveryPublishedModule() throws Exception {
        Map<String, Path> published = publishedModules();
        Element bom = pom(published.get("reversi-bom").resolve("pom.xml")).getDocumentElement();
        List<String> managed = texts(bom, "dependencyManagement", "dependencies", "dependency", "artifactId");
        List<String> expected = new ArrayList<>(published.keySet());
        expected.remove("reversi-bom");
        assertThat(managed).containsExactlyInAnyOrderElementsOf(expected);
    }

    @Test
    void theReadmeTableNamesEveryPublishedArtifactWithItsModuleName() throws Exception {
        String readme = ReadmeCommandsTest.readme();
        for (Map.Entry<String, Path> e : publishedModules().entrySet()) {
            Matcher row = Pattern.compile("(?m)^\\| `" + Pattern.quote(e.getKey()) + "` \\| ([^|]+) \\|").matcher(readme);
            assertThat(row.find()).as("a row of the README's artifact table for %s", e.getKey()).isTrue();
            Optional<String> module = moduleName(e.getValue());
            if (module.isPresent()) {
                assertThat(row.group(1)).as("the JPMS module of %s", e.getKey()).startsWith("`" + module.get() + "`");
            } else {
                assertThat(row.group(1)).as("%s has no module", e.getKey()).doesNotContain("io.github");
            }
        }
    }

    @Test
    void theMavenAndGradleBlocksNamePublishedArtifactsOfThisVersion() throws Exception {
        String readme = ReadmeCommandsTest.readme();
        String version = child(pom(ReadmeCodeTest.root().resolve("pom.xml")).getDocumentElement(), "version").orElseThrow();
        Map<String, Path> published = publishedModules();

        Matcher xml = Pattern.compile("(?ms)^```xml\\n(.*?)^```").matcher(readme);
        assertThat(xml.find()).as("the README's Maven block").isTrue();
        Element project = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new java.io.ByteArrayInputStream(("<project>" + xml.group(1) + "</project>").getBytes(StandardCharsets.UTF_8)))
                .getDocumentElement();
        NodeList dependencies = project.getElementsByTagName("dependency");
        assertThat(dependencies.getLength()).isGreaterThan(1);
        for (int i = 0; i < dependencies.getLength(); i++) {
            Element d = (Element) dependencies.item(i);
            assertThat(child(d, "groupId")).contains(GROUP);
            assertThat(published).containsKey(child(d, "artifactId").orElseThrow());
            child(d, "version").ifPresent(v -> assertThat(v).as("the version of %s", child(d, "artifactId")).isEqualTo(version));
        }

        Matcher kotlin = Pattern.compile("(?ms)^```kotlin\\n(.*?)^```").matcher(readme);
        assertThat(kotlin.find()).as("the README's Gradle block").isTrue();
        Matcher coordinate = Pattern.compile("\"" + Pattern.quote(GROUP) + ":([a-z-]+)(?::([^\"]+))?\"").matcher(kotlin.group(1));
        int n = 0;
        while (coordinate.find()) {
            n++;
            assertThat(published).containsKey(coordinate.group(1));
            if (coordinate.group(2) != null) {
                assertThat(coordinate.group(2)).isEqualTo(version);
            }
        }
        assertThat(n).isGreaterThan(1);

        Matcher anywhere = Pattern.compile(Pattern.quote(GROUP) + ":([a-z-]+)").matcher(readme);
        while (anywhere.find()) {
            assertThat(published).as("'%s' in the README", anywhere.group()).containsKey(anywhere.group(1));
        }
    }

    /** The module name of a module's {@code module-info.java}, or its jar's {@code Automatic-Module-Name}. */
    private static Optional<String> moduleName(Path module) throws IOException {
        Path info = module.resolve("src/main/java/module-info.java");
        if (Files.isRegularFile(info)) {
            Matcher m = Pattern.compile("(?m)^(?:open\\s+)?module\\s+([\\w.]+)").matcher(Files.readString(info, StandardCharsets.UTF_8));
            assertThat(m.find()).as(info.toString()).isTrue();
            return Optional.of(m.group(1));
        }
        Matcher m = Pattern.compile("<Automatic-Module-Name>([\\w.]+)</Automatic-Module-Name>")
                .matcher(Files.readString(module.resolve("pom.xml"), StandardCharsets.UTF_8));
        return m.find() ? Optional.of(m.group(1)) : Optional.empty();
    }

    private static Document pom(Path file) throws Exception {
        return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(file.toFile());
    }

    private static Optional<String> child(Element e, String name) {
        for (Node n = e.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element && n.getNodeName().equals(name)) {
                return Optional.of(n.getTextContent().strip());
            }
        }
        return Optional.empty();
    }

    /** The texts of the elements at a path of child names below an element. */
    private static List<String> texts(Element from, String... path) {
        List<Element> level = List.of(from);
        for (String name : path) {
            List<Element> next = new ArrayList<>();
            for (Element e : level) {
                for (Node n = e.getFirstChild(); n != null; n = n.getNextSibling()) {
                    if (n instanceof Element && n.getNodeName().equals(name)) {
                        next.add((Element) n);
                    }
                }
            }
            level = next;
        }
        List<String> texts = new ArrayList<>();
        level.forEach(e -> texts.add(e.getTextContent().strip()));
        return texts;
    }
}
