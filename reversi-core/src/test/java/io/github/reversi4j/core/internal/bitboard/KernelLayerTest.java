package io.github.reversi4j.core.internal.bitboard;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.reversi4j.core.internal.fastpath.BitboardAccess;
import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.core.internal.parallel.Workers;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The kernel package is the bottom layer. The rule: its classes name, outside their own package, only
 * classes of the non-exported {@code core.internal.parallel} (the plumbing they share with the value API, such
 * as the worker pool of the parallel perfts); and every library class they reach, following the names
 * from class file to class file, lies in {@code core.internal.bitboard} or {@code core.internal.parallel}: never in the
 * value API ({@code core}) nor in any other package of the library. The check reads the class files'
 * constant pools, where the compiler records each class, field and method a class uses, so an
 * import, a fully qualified name or a descriptor all count.
 */
class KernelLayerTest {

    private static final Pattern LIBRARY_TYPE = Pattern.compile("io/github/reversi4j/[A-Za-z0-9_/$]+");
    private static final String KERNEL = "io/github/reversi4j/core/internal/bitboard";
    private static final String INTERNAL = "io/github/reversi4j/core/internal/parallel";

    /** The library's types a class file names, outside a package. */
    private static TreeSet<String> namedOutside(byte[] classFile, String ownPackage) {
        // the constant pool's names are modified UTF-8, which is ASCII for these names
        String text = new String(classFile, StandardCharsets.ISO_8859_1);
        TreeSet<String> found = new TreeSet<>();
        Matcher m = LIBRARY_TYPE.matcher(text);
        while (m.find()) {
            String name = m.group();
            if (!packageOf(name).equals(ownPackage)) {
                found.add(name);
            }
        }
        return found;
    }

    private static String packageOf(String name) {
        return name.substring(0, name.lastIndexOf('/'));
    }

    /** The folder of the compiled classes of the module: the one above {@code io/}. */
    private static Path classesRoot() throws URISyntaxException {
        Path dir = Path.of(Bitboards.class.getResource("Bitboards.class").toURI()).getParent();
        return dir.getParent().getParent().getParent().getParent().getParent().getParent();
    }

    private static List<Path> kernelClasses() throws IOException, URISyntaxException {
        List<Path> classes = new ArrayList<>();
        try (Stream<Path> files = Files.list(classesRoot().resolve(KERNEL))) {
            files.filter(f -> f.toString().endsWith(".class")).forEach(classes::add);
        }
        return classes;
    }

    /**
     * Every library class reached from some classes by the names in their class files, each with the
     * class that names it first; a named class of another module (its file not here) is reached too.
     */
    private static Map<String, String> reached(List<String> from) throws IOException, URISyntaxException {
        Path root = classesRoot();
        Map<String, String> seen = new TreeMap<>();
        Deque<String> todo = new ArrayDeque<>(from);
        for (String f : from) {
            seen.put(f, "(start)");
        }
        while (!todo.isEmpty()) {
            String c = todo.pop();
            Path file = root.resolve(c + ".class");
            if (!Files.isRegularFile(file)) {
                continue;
            }
            for (String n : namedOutside(Files.readAllBytes(file), "")) {
                if (!seen.containsKey(n)) {
                    seen.put(n, c);
                    todo.push(n);
                }
            }
        }
        return seen;
    }

    /** The reached classes outside the kernel and core.internal.parallel, each with the class that names it. */
    private static Map<String, String> outsideTheLayer(Map<String, String> reached) {
        Map<String, String> bad = new TreeMap<>();
        reached.forEach((c, by) -> {
            String p = packageOf(c);
            if (!p.equals(KERNEL) && !p.equals(INTERNAL)) {
                bad.put(c, by);
            }
        });
        return bad;
    }

    private static String internalName(Class<?> type) {
        return type.getName().replace('.', '/');
    }

    @Test
    void theKernelClassesNameOnlyTheWorkerPoolOutsideTheirPackage() throws IOException, URISyntaxException {
        List<Path> classes = kernelClasses();
        // every public kernel type and the package-private helpers, inner classes included
        assertThat(classes.stream().map(p -> p.getFileName().toString()))
                .contains("Bitboards.class", "BitboardPerft.class",
                        "BoardTooLargeException.class", "Tables.class", "LastPlies.class", "VectorWidth.class");
        for (Path c : classes) {
            assertThat(namedOutside(Files.readAllBytes(c), KERNEL))
                    .as("library types named by %s", c.getFileName())
                    .allMatch(n -> packageOf(n).equals(INTERNAL), "in " + INTERNAL);
        }
    }

    @Test
    void everythingTheKernelReachesStaysBelowTheValueApi() throws IOException, URISyntaxException {
        List<String> start = new ArrayList<>();
        for (Path c : kernelClasses()) {
            String f = c.getFileName().toString();
            start.add(KERNEL + "/" + f.substring(0, f.length() - ".class".length()));
        }
        Map<String, String> reached = reached(start);
        // the walk goes through core.internal.parallel: the shared worker pool is reached, from the perft
        assertThat(reached).containsEntry(internalName(Workers.class), internalName(BitboardPerft.class));
        assertThat(outsideTheLayer(reached)).as("classes outside the layer, each with the class naming it").isEmpty();
    }

    @Test
    void theChecksSeeAReferenceToTheValueApi() throws IOException, URISyntaxException {
        // the bridge above the kernels names both layers: the check must see it, or it proves nothing
        assertThat(namedOutside(Files.readAllBytes(classesRoot().resolve(internalName(BitboardAccess.class) + ".class")),
                KERNEL)).contains("io/github/reversi4j/core/GameState", "io/github/reversi4j/core/Geometry");
        // and the walk sees the classes of the value API that the standard rules reach, which the
        // kernel must therefore never name
        assertThat(outsideTheLayer(reached(List.of(internalName(StandardRules.class)))))
                .containsKey("io/github/reversi4j/core/GameState");
    }

    @Test
    void theKernelSourcesImportOnlyTheirPackageAndTheWorkerPool() throws IOException {
        Path dir = Path.of("src", "main", "java", "io", "github", "reversi4j", "core", "internal", "bitboard");
        assertThat(dir).isDirectory();
        List<String> offending = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : (Iterable<Path>) files::iterator) {
                for (String line : Files.readAllLines(f, StandardCharsets.UTF_8)) {
                    if (line.startsWith("import") && line.contains("io.github.reversi4j.")
                            && !line.contains("io.github.reversi4j.core.internal.bitboard.")
                            && !line.contains("io.github.reversi4j.core.internal.parallel.")) {
                        offending.add(f.getFileName() + ": " + line);
                    }
                }
            }
        }
        assertThat(offending).isEmpty();
    }
}
