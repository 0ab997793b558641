package io.github.reversi4j.build;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.SAXException;

/**
 * The check of a staged release bundle against the rules Maven Central applies to a deployment, before
 * anything is uploaded: the last step of the release dry run ({@code build-tools/release-dry-run.sh},
 * RELEASING.md).
 *
 * <p>The published artifacts are read from the build itself: the parent POM and every module of the
 * root POM's {@code <modules>} that does not set {@code maven.deploy.skip}. For each, the folder
 * {@code STAGING/<groupId as a path>/<artifactId>/<version>/} must hold:
 *
 * <ul>
 *   <li>the POM, and for a {@code jar} module the jar, the {@code -sources} jar and the {@code -javadoc}
 *       jar; the jar with classes and {@code META-INF/LICENSE} and {@code META-INF/NOTICE}, the sources
 *       jar with Java sources, the javadoc jar with an {@code index.html};</li>
 *   <li>for every one of those files its {@code .asc} signature, which must verify, and its {@code .md5}
 *       and {@code .sha1} checksums (and any {@code .sha256}, {@code .sha512}), which must match;</li>
 *   <li>a POM with its coordinates, name, description, url, a licence with its name, a developer and
 *       the scm's url and connection (each its own or inherited from a parent POM in the bundle), and
 *       no {@code SNAPSHOT} anywhere: neither the version nor a dependency.</li>
 * </ul>
 *
 * Any other component in the staging folder is an error too: it would be published by mistake.
 *
 * <pre>
 * java CentralBundle.java ROOT_DIR STAGING_DIR
 * </pre>
 *
 * exits with status 0 and a summary when the bundle passes, 1 listing every problem otherwise. The
 * signatures are checked with {@code gpg --verify} in the environment's {@code GNUPGHOME}.
 */
public final class CentralBundle {

    /** The checksum files Central requires beside every file, and the optional ones it also checks. */
    static final List<String> REQUIRED_CHECKSUMS = List.of("md5", "sha1");
    static final List<String> OPTIONAL_CHECKSUMS = List.of("sha256", "sha512");

    private static final Map<String, String> ALGORITHMS = Map.of(
            "md5", "MD5", "sha1", "SHA-1", "sha256", "SHA-256", "sha512", "SHA-512");

    private CentralBundle() {
    }

    /** Checks a file's detached signature: {@code null} when it verifies, else why not. */
    @FunctionalInterface
    public interface SignatureCheck {
        /**
         * Verifies one signature.
         *
         * @param file the signed file
         * @param signature its {@code .asc}
         * @return {@code null} when the signature verifies, otherwise what is wrong
         */
        String verify(Path file, Path signature);
    }

    /**
     * One artifact the build publishes.
     *
     * @param groupId its group
     * @param artifactId its id
     * @param version its version
     * @param packaging {@code pom} or {@code jar}
     */
    public record Component(String groupId, String artifactId, String version, String packaging) {

        /** Its folder in a Maven repository layout. */
        Path folder(Path staging) {
            return staging.resolve(groupId.replace('.', '/')).resolve(artifactId).resolve(version);
        }

        /** The files Central requires, before signatures and checksums. */
        List<String> requiredFiles() {
            String base = artifactId + "-" + version;
            if (packaging.equals("pom")) {
                return List.of(base + ".pom");
            }
            return List.of(base + ".pom", base + ".jar", base + "-sources.jar", base + "-javadoc.jar");
        }
    }

    /**
     * Checks the bundle staged for the build in {@code root}.
     *
     * @param args the build's root folder and the staging folder
     */
    public static void main(String[] args) {
        if (args.length != 2) {
            System.err.println("usage: java CentralBundle.java ROOT_DIR STAGING_DIR");
            System.exit(2);
        }
        Path root = Path.of(args[0]);
        Path staging = Path.of(args[1]);
        List<Component> components = published(root);
        List<String> problems = check(staging, components, gpg());
        if (problems.isEmpty()) {
            System.out.println("Central bundle check: " + components.size() + " components in " + staging
                    + " pass (files, POM metadata, signatures, checksums, no SNAPSHOT):");
            for (Component c : components) {
                System.out.println("  " + c.groupId() + ":" + c.artifactId() + ":" + c.version() + " (" + c.packaging()
                        + ")");
            }
            System.exit(0);
        }
        System.out.println("[ERROR] Central bundle check: " + problems.size() + " problem"
                + (problems.size() == 1 ? "" : "s") + " in " + staging + ":");
        for (String p : problems) {
            System.out.println("[ERROR]   " + p);
        }
        System.exit(1);
    }

    /**
     * The artifacts the build in {@code root} publishes: its parent POM and every module of its
     * {@code <modules>} whose POM does not set {@code maven.deploy.skip} to {@code true}.
     *
     * @param root the build's root folder
     * @return the components, the parent first
     */
    public static List<Component> published(Path root) {
        Element parent = read(root.resolve("pom.xml")).getDocumentElement();
        String groupId = text(parent, "groupId").orElseThrow(() -> new IllegalArgumentException("no groupId in the root POM"));
        String version = text(parent, "version").orElseThrow(() -> new IllegalArgumentException("no version in the root POM"));
        List<Component> out = new ArrayList<>();
        out.add(new Component(groupId, text(parent, "artifactId").orElseThrow(), version,
                text(parent, "packaging").orElse("jar")));
        Element modules = child(parent, "modules").orElseThrow(() -> new IllegalArgumentException("no modules"));
        for (Element m : children(modules, "module")) {
            Path pom = root.resolve(m.getTextContent().strip()).resolve("pom.xml");
            Element project = read(pom).getDocumentElement();
            Element properties = child(project, "properties").orElse(null);
            boolean skipped = properties != null && text(properties, "maven.deploy.skip").orElse("false").equals("true");
            if (skipped) {
                continue;
            }
            Optional<Element> up = child(project, "parent");
            String g = text(project, "groupId").or(() -> up.flatMap(p -> text(p, "groupId"))).orElse(groupId);
            String v = text(project, "version").or(() -> up.flatMap(p -> text(p, "version"))).orElse(version);
            out.add(new Component(g, text(project, "artifactId").orElseThrow(), v, text(project, "packaging").orElse("jar")));
        }
        return out;
    }

    /**
     * Every problem Central would find in the staged components, or an empty list.
     *
     * @param staging the staging folder (a Maven repository layout)
     * @param components the components that must be there, and nothing else
     * @param signatures how a signature is verified
     * @return the problems, each naming its file
     */
    public static List<String> check(Path staging, List<Component> components, SignatureCheck signatures) {
        List<String> problems = new ArrayList<>();
        if (!Files.isDirectory(staging)) {
            problems.add("no staging folder " + staging);
            return problems;
        }
        Map<String, Element> poms = new LinkedHashMap<>();
        for (Component c : components) {
            checkComponent(staging, c, signatures, problems, poms);
        }
        for (Component c : components) {
            Element pom = poms.get(c.groupId() + ":" + c.artifactId());
            if (pom != null) {
                checkPom(c, pom, poms, problems);
            }
        }
        Set<Path> expected = components.stream().map(c -> c.folder(staging)).collect(Collectors.toSet());
        try (Stream<Path> files = Files.walk(staging)) {
            Set<Path> folders = files.filter(Files::isRegularFile)
                    .filter(f -> !String.valueOf(f.getFileName()).startsWith("maven-metadata"))
                    .map(Path::getParent).collect(Collectors.toCollection(TreeSet::new));
            for (Path folder : folders) {
                if (!expected.contains(folder)) {
                    problems.add(staging.relativize(folder) + ": not an artifact the build publishes");
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return problems;
    }

    private static void checkComponent(Path staging, Component c, SignatureCheck signatures, List<String> problems,
            Map<String, Element> poms) {
        String name = c.groupId() + ":" + c.artifactId() + ":" + c.version();
        if (c.version().toUpperCase(Locale.ROOT).contains("SNAPSHOT")) {
            problems.add(name + ": a SNAPSHOT version, which Central refuses");
        }
        Path folder = c.folder(staging);
        if (!Files.isDirectory(folder)) {
            problems.add(name + ": not staged (no folder " + staging.relativize(folder) + ")");
            return;
        }
        List<String> present;
        try (Stream<Path> files = Files.list(folder)) {
            present = files.map(p -> String.valueOf(p.getFileName())).sorted().collect(Collectors.toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        String prefix = c.artifactId() + "-" + c.version();
        for (String file : present) {
            if (!file.startsWith(prefix) && !file.startsWith("maven-metadata")) {
                problems.add(name + ": " + file + " is not named after the component (" + prefix + "...)");
            }
        }
        List<String> signed = new ArrayList<>();
        for (String file : c.requiredFiles()) {
            if (present.contains(file)) {
                signed.add(file);
            } else {
                problems.add(name + ": " + file + " is missing");
            }
        }
        for (String file : present) {
            boolean derived = file.endsWith(".asc") || ALGORITHMS.keySet().stream().anyMatch(a -> file.endsWith("." + a));
            if (!derived && !signed.contains(file) && !file.startsWith("maven-metadata")) {
                signed.add(file); // an extra artifact is published too: it needs the same
            }
        }
        for (String file : signed) {
            Path path = folder.resolve(file);
            Path asc = folder.resolve(file + ".asc");
            if (!Files.isRegularFile(asc)) {
                problems.add(name + ": " + file + ".asc (the signature) is missing");
            } else {
                String why = signatures.verify(path, asc);
                if (why != null) {
                    problems.add(name + ": " + file + ".asc does not verify: " + why);
                }
            }
            for (String algorithm : REQUIRED_CHECKSUMS) {
                checkChecksum(name, folder, file, algorithm, true, problems);
            }
            for (String algorithm : OPTIONAL_CHECKSUMS) {
                checkChecksum(name, folder, file, algorithm, false, problems);
            }
            if (file.equals(prefix + ".pom")) {
                poms.put(c.groupId() + ":" + c.artifactId(), read(path).getDocumentElement());
            } else if (file.endsWith(".jar")) {
                checkJar(name, path, file.substring(prefix.length()), problems);
            }
        }
    }

    private static void checkChecksum(String name, Path folder, String file, String algorithm, boolean required,
            List<String> problems) {
        Path sum = folder.resolve(file + "." + algorithm);
        if (!Files.isRegularFile(sum)) {
            if (required) {
                problems.add(name + ": " + file + "." + algorithm + " (the checksum) is missing");
            }
            return;
        }
        try {
            String text = Files.readString(sum, StandardCharsets.US_ASCII).strip();
            String given = text.isEmpty() ? "" : text.split("\\s+")[0].toLowerCase(Locale.ROOT);
            String actual = digest(folder.resolve(file), ALGORITHMS.get(algorithm));
            if (!given.equals(actual)) {
                problems.add(name + ": " + file + "." + algorithm + " does not match the file (" + given + " written, "
                        + actual + " computed)");
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The hexadecimal digest of a file. */
    static String digest(Path file, String algorithm) throws IOException {
        try {
            MessageDigest md = MessageDigest.getInstance(algorithm);
            try (InputStream in = Files.newInputStream(file)) {
                byte[] buffer = new byte[65536];
                for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                    md.update(buffer, 0, n);
                }
            }
            return HexFormat.of().formatHex(md.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(algorithm, e);
        }
    }

    private static void checkJar(String name, Path jar, String kind, List<String> problems) {
        List<String> entries = new ArrayList<>();
        try (ZipInputStream zip = new ZipInputStream(Files.newInputStream(jar))) {
            for (ZipEntry e = zip.getNextEntry(); e != null; e = zip.getNextEntry()) {
                entries.add(e.getName());
            }
        } catch (IOException e) {
            problems.add(name + ": " + jar.getFileName() + " cannot be read as a jar: " + e.getMessage());
            return;
        }
        if (entries.isEmpty()) {
            problems.add(name + ": " + jar.getFileName() + " is empty (or not a jar)");
            return;
        }
        switch (kind) {
            case "-javadoc.jar":
                if (!entries.contains("index.html")) {
                    problems.add(name + ": " + jar.getFileName() + " holds no javadoc (no index.html)");
                }
                break;
            case "-sources.jar":
                if (entries.stream().noneMatch(e -> e.endsWith(".java"))) {
                    problems.add(name + ": " + jar.getFileName() + " holds no Java source");
                }
                break;
            case ".jar":
                if (entries.stream().noneMatch(e -> e.endsWith(".class"))) {
                    problems.add(name + ": " + jar.getFileName() + " holds no class");
                }
                for (String notice : List.of("META-INF/LICENSE", "META-INF/NOTICE")) {
                    if (!entries.contains(notice)) {
                        problems.add(name + ": " + jar.getFileName() + " has no " + notice);
                    }
                }
                break;
            default:
                break;
        }
    }

    /** The metadata Central requires of a POM, its own or inherited from a parent POM in the bundle. */
    private static void checkPom(Component c, Element pom, Map<String, Element> poms, List<String> problems) {
        String name = c.groupId() + ":" + c.artifactId() + ":" + c.version();
        List<Element> chain = new ArrayList<>();
        for (Element e = pom; e != null && chain.size() < 10; ) {
            chain.add(e);
            Optional<Element> up = child(e, "parent");
            e = up.map(p -> poms.get(text(p, "groupId").orElse("") + ":" + text(p, "artifactId").orElse("")))
                    .orElse(null);
            if (up.isPresent() && e == null) {
                problems.add(name + ": its parent " + text(up.get(), "groupId").orElse("?") + ":"
                        + text(up.get(), "artifactId").orElse("?") + " is not in the bundle");
            }
        }
        Optional<Element> parent = child(pom, "parent");
        String groupId = text(pom, "groupId").or(() -> parent.flatMap(p -> text(p, "groupId"))).orElse("");
        String version = text(pom, "version").or(() -> parent.flatMap(p -> text(p, "version"))).orElse("");
        if (!groupId.equals(c.groupId()) || !text(pom, "artifactId").orElse("").equals(c.artifactId())
                || !version.equals(c.version())) {
            problems.add(name + ": the POM says " + groupId + ":" + text(pom, "artifactId").orElse("") + ":" + version);
        }
        if (!text(pom, "packaging").orElse("jar").equals(c.packaging())) {
            problems.add(name + ": the POM's packaging is not " + c.packaging());
        }
        for (String[] required : new String[][] {
                {"name"}, {"description"}, {"url"}, {"licenses", "license", "name"}, {"developers", "developer"},
                {"scm", "url"}, {"scm", "connection"}}) {
            boolean found = chain.stream().anyMatch(e -> !path(e, required).isBlank());
            if (!found) {
                problems.add(name + ": the POM has no " + String.join("/", required) + " (nor does a parent)");
            }
        }
        if (pom.getTextContent().toUpperCase(Locale.ROOT).contains("SNAPSHOT")) {
            problems.add(name + ": the POM names a SNAPSHOT (its version, its parent's or a dependency's)");
        }
    }

    private static String path(Element from, String[] names) {
        Element e = from;
        for (String n : names) {
            Optional<Element> next = child(e, n);
            if (next.isEmpty()) {
                return "";
            }
            e = next.get();
        }
        return e.getTextContent().strip();
    }

    /**
     * Signatures checked by {@code gpg --verify} with the environment's keyring ({@code GNUPGHOME}).
     *
     * @return the check
     */
    public static SignatureCheck gpg() {
        return gpg(null);
    }

    /**
     * Signatures checked by {@code gpg --verify} with the keyring of a folder.
     *
     * @param home the keyring's folder, or {@code null} for the environment's
     * @return the check
     */
    public static SignatureCheck gpg(Path home) {
        return (file, signature) -> {
            List<String> command = new ArrayList<>(List.of("gpg", "--batch"));
            if (home != null) {
                command.addAll(List.of("--homedir", home.toString()));
            }
            command.addAll(List.of("--verify", signature.toString(), file.toString()));
            ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true);
            try {
                Process p = pb.start();
                ByteArrayOutputStream out = new ByteArrayOutputStream();
                try (InputStream in = p.getInputStream()) {
                    in.transferTo(out);
                }
                if (!p.waitFor(60, TimeUnit.SECONDS)) {
                    p.destroyForcibly();
                    return "gpg did not answer within 60 s";
                }
                if (p.exitValue() == 0) {
                    return null;
                }
                String text = out.toString(StandardCharsets.UTF_8).strip().replace('\n', ' ');
                return "gpg --verify exited with " + p.exitValue() + ": " + text;
            } catch (IOException e) {
                return "gpg could not be run: " + e.getMessage();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return "interrupted";
            }
        };
    }

    private static Document read(Path xml) {
        try {
            DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
            f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            f.setExpandEntityReferences(false);
            return f.newDocumentBuilder().parse(xml.toFile());
        } catch (ParserConfigurationException | SAXException e) {
            throw new IllegalArgumentException(xml + " is not a POM: " + e.getMessage(), e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Optional<Element> child(Element e, String name) {
        for (Node n = e.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element && n.getNodeName().equals(name)) {
                return Optional.of((Element) n);
            }
        }
        return Optional.empty();
    }

    private static List<Element> children(Element e, String name) {
        List<Element> out = new ArrayList<>();
        for (Node n = e.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element && n.getNodeName().equals(name)) {
                out.add((Element) n);
            }
        }
        return out;
    }

    private static Optional<String> text(Element e, String name) {
        return child(e, name).map(c -> c.getTextContent().strip()).filter(t -> !t.isEmpty());
    }
}
