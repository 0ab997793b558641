package io.github.reversi4j.core.bitboard;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.reversi4j.core.BitboardAccess;
import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The kernel package is the bottom layer: its compiled classes name no type of the value API (or of
 * any other package of the library). The check reads every class file's constant pool, where the
 * compiler records each class, field and method a class uses, so an import, a fully qualified name
 * or a descriptor all count.
 */
class KernelLayerTest {

    private static final Pattern LIBRARY_TYPE = Pattern.compile("io/github/reversi4j/[A-Za-z0-9_/$]+");

    /** The library's types a class file names, outside its own package. */
    private static TreeSet<String> namedOutside(byte[] classFile, String ownPackage) {
        // the constant pool's names are modified UTF-8, which is ASCII for these names
        String text = new String(classFile, StandardCharsets.ISO_8859_1);
        TreeSet<String> found = new TreeSet<>();
        Matcher m = LIBRARY_TYPE.matcher(text);
        while (m.find()) {
            String name = m.group();
            String pkg = name.substring(0, name.lastIndexOf('/'));
            if (!pkg.equals(ownPackage)) {
                found.add(name);
            }
        }
        return found;
    }

    private static byte[] classFile(Class<?> type) throws IOException {
        try (InputStream in = type.getResourceAsStream(type.getSimpleName() + ".class")) {
            assertThat(in).as("class file of %s", type).isNotNull();
            return in.readAllBytes();
        }
    }

    @Test
    void theKernelClassesNameNothingOfTheLibraryOutsideTheirPackage() throws IOException, URISyntaxException {
        Path dir = Path.of(Bitboards.class.getResource("Bitboards.class").toURI()).getParent();
        List<Path> classes = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            files.filter(f -> f.toString().endsWith(".class")).forEach(classes::add);
        }
        // every public kernel type and the package-private helpers, inner classes included
        assertThat(classes.stream().map(p -> p.getFileName().toString()))
                .contains("Bitboards.class", "BitboardPerft.class", "PerftConvention.class",
                        "BoardTooLargeException.class", "Tables.class", "LastPlies.class", "VectorWidth.class");
        for (Path c : classes) {
            assertThat(namedOutside(Files.readAllBytes(c), "io/github/reversi4j/core/bitboard"))
                    .as("library types named by %s", c.getFileName()).isEmpty();
        }
    }

    @Test
    void theCheckSeesAReferenceToTheValueApi() throws IOException {
        // the bridge above the kernels names both layers: the check must see it, or it proves nothing
        assertThat(namedOutside(classFile(BitboardAccess.class), "io/github/reversi4j/core/bitboard"))
                .contains("io/github/reversi4j/core/GameState", "io/github/reversi4j/core/Geometry");
    }

    @Test
    void theKernelSourcesImportNothingOfTheLibraryOutsideTheirPackage() throws IOException {
        Path dir = Path.of("src", "main", "java", "io", "github", "reversi4j", "core", "bitboard");
        assertThat(dir).isDirectory();
        List<String> offending = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : (Iterable<Path>) files::iterator) {
                for (String line : Files.readAllLines(f, StandardCharsets.UTF_8)) {
                    if (line.startsWith("import") && line.contains("io.github.reversi4j.")
                            && !line.contains("io.github.reversi4j.core.bitboard.")) {
                        offending.add(f.getFileName() + ": " + line);
                    }
                }
            }
        }
        assertThat(offending).isEmpty();
    }
}
