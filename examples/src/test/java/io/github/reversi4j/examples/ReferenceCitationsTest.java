package io.github.reversi4j.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every section the sources cite - "RULES §B4", "FORMATS §3.2", or a bare "§S7" (letters are rules
 * sections, numbers formats sections) - is an anchor of docs/RULES.md or docs/FORMATS.md, the
 * references the javadoc links to; and every link of the javadoc into them names an existing anchor.
 */
class ReferenceCitationsTest {

    private static final Pattern CITATION = Pattern.compile("§([A-Z][0-9]{0,2}|[0-9]{1,2}(?:\\.[0-9]{1,2})?)(?![A-Za-z0-9])");
    private static final Pattern LINK = Pattern.compile("doc-files/(rules|formats)\\.html#([^\"]+)\"");
    private static final Pattern ANCHOR = Pattern.compile("<a id=\"([^\"]+)\"></a>");

    private static Set<String> anchors(Path root, String name) throws IOException {
        Matcher m = ANCHOR.matcher(Files.readString(root.resolve("docs").resolve(name), StandardCharsets.UTF_8));
        Set<String> ids = new TreeSet<>();
        while (m.find()) {
            ids.add(m.group(1));
        }
        return ids;
    }

    private static List<Path> sources(Path root) throws IOException {
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(p -> p.toString().endsWith(".java") || p.getFileName().toString().equals("README.md"))
                    .filter(p -> {
                        Path r = root.relativize(p);
                        for (Path segment : r) {
                            String s = segment.toString();
                            if (s.equals("target") || s.startsWith(".")) {
                                return false;
                            }
                        }
                        return !r.startsWith("docs") && !r.startsWith("testdata");
                    })
                    .sorted().collect(Collectors.toList());
        }
    }

    @Test
    void everyCitedSectionHasAnAnchor() throws IOException {
        Path root = ReadmeCodeTest.root();
        Set<String> rules = anchors(root, "RULES.md");
        Set<String> formats = anchors(root, "FORMATS.md");
        assertThat(rules).contains("B", "B4", "O3", "R2", "S6", "V2", "X4");
        assertThat(formats).contains("0", "2.4", "3.2", "7.4", "9");
        List<String> dangling = new ArrayList<>();
        int citations = 0;
        for (Path p : sources(root)) {
            String text = read(p);
            Matcher m = CITATION.matcher(text);
            while (m.find()) {
                citations++;
                String id = m.group(1);
                if (!(Character.isLetter(id.charAt(0)) ? rules : formats).contains(id)) {
                    dangling.add(root.relativize(p) + ": §" + id);
                }
            }
            Matcher l = LINK.matcher(text);
            while (l.find()) {
                if (!(l.group(1).equals("rules") ? rules : formats).contains(l.group(2))) {
                    dangling.add(root.relativize(p) + ": link to " + l.group(1) + ".html#" + l.group(2));
                }
            }
        }
        assertThat(citations).as("the sources cite the references").isGreaterThan(100);
        assertThat(dangling).as("citations without an anchor in docs/RULES.md or docs/FORMATS.md").isEmpty();
    }

    private static String read(Path p) {
        try {
            return Files.readString(p, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
