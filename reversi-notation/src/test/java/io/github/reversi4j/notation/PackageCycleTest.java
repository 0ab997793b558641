package io.github.reversi4j.notation;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.reversi4j.notation.formats.RecordFormat;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No package of this module uses, directly or through others, a package that uses it back: the
 * framework ({@code notation}) sits on {@code notation.internal}, the format packages on the framework,
 * {@code notation.formats} on the format packages (CONTRIBUTING.md, "Package layers"). Checked twice:
 * on the compiled classes of this module (every class named in a class file's constant pool, as the
 * JVM links it), and on the sources of every published module (imports and qualified names outside
 * comments), so that the other modules gain no cycle either (those they have are listed, to be
 * broken).
 */
class PackageCycleTest {

    private static final String ROOT = "io.github.reversi4j";

    @Test
    void theCompiledClassesOfThisModuleFormNoCycle() throws IOException, URISyntaxException {
        Path classes = Path.of(RecordFormat.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        Map<String, Map<String, Set<String>>> uses = classUses(classes);
        assertThat(uses).as("packages read from %s", classes).containsKeys("io.github.reversi4j.notation",
                "io.github.reversi4j.notation.formats", "io.github.reversi4j.notation.internal.wthor",
                "io.github.reversi4j.notation.internal");
        assertThat(cycles(uses)).as("package cycles of the compiled classes in %s", classes).isEmpty();
    }

    @Test
    void theSourcesOfEveryPublishedModuleFormNoCycle() throws IOException, URISyntaxException {
        Path repository = Path.of(RecordFormat.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        while (repository != null && !Files.isRegularFile(repository.resolve("reversi-core/src/main/java/module-info.java"))) {
            repository = repository.getParent();
        }
        assertThat(repository).as("the repository above this module's classes").isNotNull();
        List<Path> modules;
        try (Stream<Path> dirs = Files.list(repository)) {
            modules = dirs.filter(d -> Files.isRegularFile(d.resolve("src/main/java/module-info.java"))).sorted()
                    .collect(Collectors.toList());
        }
        assertThat(modules.stream().map(m -> m.getFileName().toString())).contains("reversi-core", "reversi-notation",
                "reversi-engine");
        for (Path module : modules) {
            Map<String, Map<String, Set<String>>> uses = sourceUses(module.resolve("src/main/java"));
            List<String> cycles = cycles(uses);
            List<String> known = KNOWN.getOrDefault(module.getFileName().toString(), List.of());
            assertThat(cycles.stream().map(c -> c.substring(0, c.indexOf(':'))))
                    .as("package cycles in the sources of %s (a new one is a defect; a known one that is gone leaves "
                            + "KNOWN): %s", module.getFileName(), cycles)
                    .containsExactlyInAnyOrderElementsOf(known);
        }
        assertThat(modules.stream().map(m -> m.getFileName().toString())).containsAll(KNOWN.keySet());
    }

    /**
     * The cycles known in other modules, to be broken there: none now. This list only shrinks: the
     * test fails on any cycle not in it, and on one in it that is gone.
     */
    private static final Map<String, List<String>> KNOWN = Map.of();

    /**
     * The check path of a game reads in one direction: {@code CheckedGame} runs {@code GameCheck},
     * which names neither {@code CheckedGame} nor {@code Validator} and gives back facts, and
     * {@code Validator} only counts checked games, naming neither {@code GameCheck} nor being named by
     * {@code CheckedGame} (so no call goes back and forth between them for one game).
     */
    @Test
    void theCheckPathOfAGameReadsInOneDirection() throws IOException, URISyntaxException {
        Path classes = Path.of(RecordFormat.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        Path framework = classes.resolve("io/github/reversi4j/notation");
        String p = "io/github/reversi4j/notation/";
        assertThat(names(framework, "GameCheck")).as("what GameCheck names").isNotEmpty()
                .noneMatch(n -> n.contains(p + "CheckedGame") || n.contains(p + "Validator"));
        assertThat(names(framework, "Validator")).as("what Validator names").contains(p + "CheckedGame")
                .noneMatch(n -> n.contains(p + "GameCheck"));
        assertThat(names(framework, "CheckedGame")).as("what CheckedGame names").contains(p + "GameCheck")
                .noneMatch(n -> n.contains(p + "Validator"));
    }

    /** The UTF-8 constants of a class and of its nested classes. */
    private static List<String> names(Path folder, String simpleName) throws IOException {
        List<String> out = new ArrayList<>();
        try (Stream<Path> files = Files.list(folder)) {
            for (Path f : files.filter(f -> f.getFileName().toString().equals(simpleName + ".class")
                    || f.getFileName().toString().startsWith(simpleName + "$")).collect(Collectors.toList())) {
                out.addAll(utf8Constants(f));
            }
        }
        return out;
    }

    @Test
    void aCycleIsFoundWithTheClassesThatMakeIt() {
        Map<String, Map<String, Set<String>>> uses = new TreeMap<>();
        use(uses, "a", "b", "a.A");
        use(uses, "b", "c", "b.B");
        use(uses, "c", "a", "c.C");
        use(uses, "c", "d", "c.C");
        use(uses, "d", "e", "d.D");
        assertThat(cycles(uses)).containsExactly("[a, b, c]: a -> b (a.A), b -> c (b.B), c -> a (c.C)");
        use(uses, "e", "d", "e.E");
        assertThat(cycles(uses)).hasSize(2);
    }

    @Test
    void theSourceReaderSeesImportsAndQualifiedNamesButNotComments() {
        Map<String, Map<String, Set<String>>> uses = new TreeMap<>();
        String source = "package io.github.reversi4j.x;\n"
                + "import io.github.reversi4j.y.Y;\n"
                + "import static io.github.reversi4j.z.Z.of;\n"
                + "/** {@link io.github.reversi4j.w.W} */\n"
                + "class A { // io.github.reversi4j.v.V\n"
                + "  Object o = io.github.reversi4j.u.U.of(); String s = \"io.github.reversi4j.t.T\";\n}\n";
        sourceUses(source, "A.java", uses);
        // the package itself is listed too, so that a package that uses none still appears
        assertThat(uses.get("io.github.reversi4j.x")).containsOnlyKeys("io.github.reversi4j.x", "io.github.reversi4j.y",
                "io.github.reversi4j.z", "io.github.reversi4j.u");
    }

    private static void use(Map<String, Map<String, Set<String>>> uses, String from, String to, String by) {
        uses.computeIfAbsent(from, k -> new TreeMap<>()).computeIfAbsent(to, k -> new TreeSet<>()).add(by);
    }

    /** Each package's uses of other packages of the project, with the classes (or files) that make each. */
    private static Map<String, Map<String, Set<String>>> classUses(Path classes) throws IOException {
        Map<String, Map<String, Set<String>>> uses = new TreeMap<>();
        List<Path> files;
        try (Stream<Path> all = Files.walk(classes)) {
            files = all.filter(f -> f.toString().endsWith(".class")).collect(Collectors.toList());
        }
        Pattern named = Pattern.compile("io/github/reversi4j/[A-Za-z0-9_/$]*[A-Za-z0-9_$]");
        for (Path f : files) {
            String name = classes.relativize(f).toString().replace('\\', '/');
            if (name.endsWith("module-info.class") || name.endsWith("package-info.class")) {
                continue;
            }
            String from = packageOf(name.substring(0, name.length() - ".class".length()));
            use(uses, from, from, name); // every package appears, used or not
            for (String utf8 : utf8Constants(f)) {
                Matcher m = named.matcher(utf8);
                while (m.find()) {
                    String to = packageOf(m.group());
                    if (!to.equals(from)) {
                        use(uses, from, to, name);
                    }
                }
            }
        }
        return uses;
    }

    private static String packageOf(String internalName) {
        int slash = internalName.lastIndexOf('/');
        return internalName.substring(0, Math.max(0, slash)).replace('/', '.');
    }

    /** The UTF-8 constants of a class file: class names, descriptors, signatures (JVMS 4.4). */
    private static List<String> utf8Constants(Path classFile) throws IOException {
        List<String> out = new ArrayList<>();
        try (InputStream raw = Files.newInputStream(classFile); DataInputStream in = new DataInputStream(raw)) {
            if (in.readInt() != 0xCAFEBABE) {
                throw new IOException("not a class file: " + classFile);
            }
            in.readUnsignedShort();
            in.readUnsignedShort();
            int count = in.readUnsignedShort();
            for (int i = 1; i < count; i++) {
                int tag = in.readUnsignedByte();
                switch (tag) {
                    case 1:
                        out.add(in.readUTF());
                        break;
                    case 7: case 8: case 16: case 19: case 20:
                        in.readUnsignedShort();
                        break;
                    case 15:
                        in.readUnsignedByte();
                        in.readUnsignedShort();
                        break;
                    case 3: case 4: case 9: case 10: case 11: case 12: case 17: case 18:
                        in.readInt();
                        break;
                    case 5: case 6:
                        in.readLong();
                        i++; // two slots
                        break;
                    default:
                        throw new IOException("constant pool tag " + tag + " in " + classFile);
                }
            }
        }
        return out;
    }

    /** The uses the sources of a folder make: imports, and qualified names in code. */
    private static Map<String, Map<String, Set<String>>> sourceUses(Path sources) throws IOException {
        Map<String, Map<String, Set<String>>> uses = new TreeMap<>();
        List<Path> files;
        try (Stream<Path> all = Files.walk(sources)) {
            files = all.filter(f -> f.toString().endsWith(".java") && !f.endsWith("module-info.java")
                    && !f.endsWith("package-info.java")).collect(Collectors.toList());
        }
        for (Path f : files) {
            sourceUses(Files.readString(f), sources.relativize(f).toString(), uses);
        }
        return uses;
    }

    private static final Pattern COMMENT_OR_STRING = Pattern.compile(
            "/\\*.*?\\*/|//[^\\n]*|\"(?:\\\\.|[^\"\\\\\\n])*\"|'(?:\\\\.|[^'\\\\\\n])*'", Pattern.DOTALL);
    private static final Pattern PACKAGE = Pattern.compile("^\\s*package\\s+([\\w.]+)\\s*;", Pattern.MULTILINE);
    /** A qualified name of the project: packages in lower case, then a type in upper case. */
    private static final Pattern QUALIFIED = Pattern.compile("\\b(" + Pattern.quote(ROOT) + "(?:\\.[a-z_][\\w]*)*)\\.(?:[A-Z]|\\*)");

    private static void sourceUses(String source, String file, Map<String, Map<String, Set<String>>> uses) {
        String code = COMMENT_OR_STRING.matcher(source).replaceAll(" ");
        Matcher p = PACKAGE.matcher(code);
        if (!p.find()) {
            return;
        }
        String from = p.group(1);
        use(uses, from, from, file);
        Matcher m = QUALIFIED.matcher(code);
        while (m.find()) {
            String to = m.group(1);
            if (!to.equals(from) && m.start() != p.start(1)) {
                use(uses, from, to, file);
            }
        }
    }

    /**
     * The cycles of a graph of packages, one line for each strongly connected set of more than one
     * package: its packages, then each use inside it with the classes that make it.
     */
    static List<String> cycles(Map<String, Map<String, Set<String>>> uses) {
        Map<String, Integer> index = new HashMap<>();
        Map<String, Integer> low = new HashMap<>();
        Deque<String> stack = new ArrayDeque<>();
        Set<String> onStack = new TreeSet<>();
        List<Set<String>> components = new ArrayList<>();
        for (String v : uses.keySet()) {
            if (!index.containsKey(v)) {
                strongConnect(v, uses, index, low, stack, onStack, components);
            }
        }
        List<String> out = new ArrayList<>();
        for (Set<String> c : components) {
            if (c.size() < 2) {
                continue;
            }
            StringBuilder s = new StringBuilder(c.toString()).append(":");
            String sep = " ";
            for (String from : c) {
                for (Map.Entry<String, Set<String>> e : uses.getOrDefault(from, Map.of()).entrySet()) {
                    if (!e.getKey().equals(from) && c.contains(e.getKey())) {
                        s.append(sep).append(from).append(" -> ").append(e.getKey()).append(" (")
                                .append(String.join(", ", e.getValue())).append(")");
                        sep = ", ";
                    }
                }
            }
            out.add(s.toString());
        }
        return out;
    }

    /** Tarjan's strongly connected components. */
    private static void strongConnect(String v, Map<String, Map<String, Set<String>>> uses, Map<String, Integer> index,
            Map<String, Integer> low, Deque<String> stack, Set<String> onStack, List<Set<String>> components) {
        index.put(v, index.size());
        low.put(v, index.get(v));
        stack.push(v);
        onStack.add(v);
        for (String w : uses.getOrDefault(v, Map.of()).keySet()) {
            if (!index.containsKey(w)) {
                strongConnect(w, uses, index, low, stack, onStack, components);
                low.put(v, Math.min(low.get(v), low.get(w)));
            } else if (onStack.contains(w)) {
                low.put(v, Math.min(low.get(v), index.get(w)));
            }
        }
        if (low.get(v).equals(index.get(v))) {
            Set<String> c = new TreeSet<>();
            String w;
            do {
                w = stack.pop();
                onStack.remove(w);
                c.add(w);
            } while (!w.equals(v));
            components.add(c);
        }
    }
}
