package io.github.reversi4j.build;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.reversi4j.build.CentralBundle.Component;
import io.github.reversi4j.build.CentralBundle.SignatureCheck;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link CentralBundle} on bundles staged by hand in a temporary folder: a build of three modules (a
 * parent, a library jar, a BOM without a parent, and a tool that is never deployed), a bundle that
 * follows Central's rules, then the same bundle with one rule broken at a time. The checksums are
 * computed here with the JDK's digests; the signatures of most tests are a stand-in ("signed:" and the
 * file's SHA-256) checked by a stand-in verifier, and one test signs and verifies with gpg itself.
 */
class CentralBundleTest {

    private static final String GROUP = "org.example.game";
    private static final String VERSION = "1.0.0";

    @TempDir
    Path root;

    private Path staging;
    private List<Component> components;

    /** The stand-in signature of a file. */
    private static String fakeSignature(Path file) throws IOException {
        return "signed:" + hex(file, "SHA-256");
    }

    private static final SignatureCheck FAKE = (file, signature) -> {
        try {
            return Files.readString(signature, StandardCharsets.UTF_8).equals(fakeSignature(file)) ? null
                    : "the signature is not that of the file";
        } catch (IOException e) {
            return e.toString();
        }
    };

    private static String hex(Path file, String algorithm) throws IOException {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance(algorithm).digest(Files.readAllBytes(file)));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static final String METADATA = "<url>https://example.org/game</url>\n"
            + "<licenses><license><name>Apache-2.0</name><url>https://www.apache.org/licenses/LICENSE-2.0.txt</url></license></licenses>\n"
            + "<developers><developer><id>dev</id><name>The developers</name></developer></developers>\n"
            + "<scm><connection>scm:git:https://example.org/game.git</connection><url>https://example.org/game</url></scm>\n";

    private static String pom(String inside) {
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<project>\n<modelVersion>4.0.0</modelVersion>\n" + inside
                + "</project>\n";
    }

    private static String parentPom(String version) {
        return pom("<groupId>" + GROUP + "</groupId><artifactId>game-parent</artifactId><version>" + version
                + "</version><packaging>pom</packaging>\n<name>game</name><description>A game.</description>\n" + METADATA
                + "<modules><module>game-bom</module><module>game-core</module><module>tool</module></modules>\n");
    }

    private static String corePom(String version, String extra) {
        return pom("<parent><groupId>" + GROUP + "</groupId><artifactId>game-parent</artifactId><version>" + version
                + "</version></parent>\n<artifactId>game-core</artifactId><name>game core</name>"
                + "<description>The rules.</description>\n" + extra);
    }

    private static String bomPom(String version) {
        return pom("<groupId>" + GROUP + "</groupId><artifactId>game-bom</artifactId><version>" + version
                + "</version><packaging>pom</packaging>\n<name>game BOM</name><description>The versions.</description>\n"
                + METADATA);
    }

    @BeforeEach
    void build() throws IOException {
        Files.writeString(root.resolve("pom.xml"), parentPom(VERSION), StandardCharsets.UTF_8);
        for (String module : List.of("game-bom", "game-core", "tool")) {
            Files.createDirectories(root.resolve(module));
        }
        Files.writeString(root.resolve("game-bom/pom.xml"), bomPom(VERSION), StandardCharsets.UTF_8);
        Files.writeString(root.resolve("game-core/pom.xml"), corePom(VERSION, ""), StandardCharsets.UTF_8);
        Files.writeString(root.resolve("tool/pom.xml"), pom("<parent><groupId>" + GROUP + "</groupId>"
                + "<artifactId>game-parent</artifactId><version>" + VERSION + "</version></parent>"
                + "<artifactId>tool</artifactId><properties><maven.deploy.skip>true</maven.deploy.skip></properties>\n"),
                StandardCharsets.UTF_8);
        components = CentralBundle.published(root);
        staging = root.resolve("staging");
        stage("game-parent", VERSION, Map.of(".pom", parentPom(VERSION).getBytes(StandardCharsets.UTF_8)));
        stage("game-bom", VERSION, Map.of(".pom", bomPom(VERSION).getBytes(StandardCharsets.UTF_8)));
        stage("game-core", VERSION, Map.of(
                ".pom", corePom(VERSION, "").getBytes(StandardCharsets.UTF_8),
                ".jar", jar("org/example/game/Board.class", "META-INF/LICENSE", "META-INF/NOTICE"),
                "-sources.jar", jar("org/example/game/Board.java"),
                "-javadoc.jar", jar("index.html", "org/example/game/Board.html")));
    }

    private static byte[] jar(String... entries) throws IOException {
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
            for (String e : entries) {
                zip.putNextEntry(new ZipEntry(e));
                zip.write(e.getBytes(StandardCharsets.UTF_8));
                zip.closeEntry();
            }
        }
        return bytes.toByteArray();
    }

    /** Writes the files of one component, each with its stand-in signature and its four checksums. */
    private void stage(String artifactId, String version, Map<String, byte[]> files) throws IOException {
        Path folder = staging.resolve(GROUP.replace('.', '/')).resolve(artifactId).resolve(version);
        Files.createDirectories(folder);
        for (Map.Entry<String, byte[]> f : files.entrySet()) {
            Path file = folder.resolve(artifactId + "-" + version + f.getKey());
            try (OutputStream out = Files.newOutputStream(file)) {
                out.write(f.getValue());
            }
            Files.writeString(Path.of(file + ".asc"), fakeSignature(file), StandardCharsets.UTF_8);
            for (Map.Entry<String, String> a : Map.of("md5", "MD5", "sha1", "SHA-1", "sha256", "SHA-256",
                    "sha512", "SHA-512").entrySet()) {
                Files.writeString(Path.of(file + "." + a.getKey()), hex(file, a.getValue()), StandardCharsets.US_ASCII);
            }
        }
    }

    private Path core(String suffix) {
        return staging.resolve("org/example/game/game-core/" + VERSION + "/game-core-" + VERSION + suffix);
    }

    private List<String> check() {
        return CentralBundle.check(staging, components, FAKE);
    }

    @Test
    void thePublishedComponentsAreReadFromTheBuild() {
        assertThat(components).containsExactly(
                new Component(GROUP, "game-parent", VERSION, "pom"),
                new Component(GROUP, "game-bom", VERSION, "pom"),
                new Component(GROUP, "game-core", VERSION, "jar"));
    }

    @Test
    void aBundleThatFollowsTheRulesPasses() {
        assertThat(check()).isEmpty();
    }

    @Test
    void aMissingJavadocJarFails() throws IOException {
        Files.delete(core("-javadoc.jar"));
        assertThat(check()).containsExactly("org.example.game:game-core:1.0.0: game-core-1.0.0-javadoc.jar is missing");
    }

    @Test
    void anEmptyJavadocJarFails() throws IOException {
        stage("game-core", VERSION, Map.of("-javadoc.jar", jar("META-INF/MANIFEST.MF")));
        assertThat(check()).containsExactly(
                "org.example.game:game-core:1.0.0: game-core-1.0.0-javadoc.jar holds no javadoc (no index.html)");
    }

    @Test
    void aJarWithoutItsLicenceFails() throws IOException {
        stage("game-core", VERSION, Map.of(".jar", jar("org/example/game/Board.class")));
        assertThat(check()).containsExactly(
                "org.example.game:game-core:1.0.0: game-core-1.0.0.jar has no META-INF/LICENSE",
                "org.example.game:game-core:1.0.0: game-core-1.0.0.jar has no META-INF/NOTICE");
    }

    @Test
    void aMissingOrWrongChecksumFails() throws IOException {
        Files.delete(Path.of(core(".jar") + ".sha1"));
        Files.writeString(Path.of(core(".pom") + ".md5"), "0123456789abcdef0123456789abcdef", StandardCharsets.US_ASCII);
        assertThat(check()).hasSize(2).anyMatch(p -> p.endsWith("game-core-1.0.0.jar.sha1 (the checksum) is missing"))
                .anyMatch(p -> p.contains("game-core-1.0.0.pom.md5 does not match the file"));
    }

    @Test
    void theOptionalChecksumsMayBeAbsentButMustMatchWhenThere() throws IOException {
        Files.delete(Path.of(core(".jar") + ".sha512"));
        assertThat(check()).isEmpty();
        Files.writeString(Path.of(core(".jar") + ".sha256"), "00", StandardCharsets.US_ASCII);
        assertThat(check()).singleElement().asString().contains("game-core-1.0.0.jar.sha256 does not match");
    }

    @Test
    void aMissingOrBadSignatureFails() throws IOException {
        Files.delete(Path.of(core("-sources.jar") + ".asc"));
        Files.writeString(Path.of(core(".jar") + ".asc"), "signed:something else", StandardCharsets.UTF_8);
        assertThat(check()).containsExactlyInAnyOrder(
                "org.example.game:game-core:1.0.0: game-core-1.0.0-sources.jar.asc (the signature) is missing",
                "org.example.game:game-core:1.0.0: game-core-1.0.0.jar.asc does not verify: the signature is not that of the file");
    }

    @Test
    void aPomWithoutItsMetadataFails() throws IOException {
        // the BOM has no parent: it must carry everything itself
        stage("game-bom", VERSION, Map.of(".pom", pom("<groupId>" + GROUP + "</groupId><artifactId>game-bom</artifactId>"
                + "<version>" + VERSION + "</version><packaging>pom</packaging><name>game BOM</name>\n")
                .getBytes(StandardCharsets.UTF_8)));
        assertThat(check()).containsExactly(
                "org.example.game:game-bom:1.0.0: the POM has no description (nor does a parent)",
                "org.example.game:game-bom:1.0.0: the POM has no url (nor does a parent)",
                "org.example.game:game-bom:1.0.0: the POM has no licenses/license/name (nor does a parent)",
                "org.example.game:game-bom:1.0.0: the POM has no developers/developer (nor does a parent)",
                "org.example.game:game-bom:1.0.0: the POM has no scm/url (nor does a parent)",
                "org.example.game:game-bom:1.0.0: the POM has no scm/connection (nor does a parent)");
    }

    @Test
    void aSnapshotFailsTheVersionAndADependency() throws IOException {
        String snapshot = "1.0.0-SNAPSHOT";
        Files.writeString(root.resolve("pom.xml"), parentPom(snapshot), StandardCharsets.UTF_8);
        Files.writeString(root.resolve("game-bom/pom.xml"), bomPom(snapshot), StandardCharsets.UTF_8);
        Files.writeString(root.resolve("game-core/pom.xml"), corePom(snapshot, ""), StandardCharsets.UTF_8);
        components = CentralBundle.published(root);
        assertThat(CentralBundle.check(staging, components, FAKE))
                .contains("org.example.game:game-core:1.0.0-SNAPSHOT: a SNAPSHOT version, which Central refuses");

        // a release that depends on a snapshot
        stage("game-core", VERSION, Map.of(".pom", corePom(VERSION, "<dependencies><dependency><groupId>x</groupId>"
                + "<artifactId>y</artifactId><version>2.0-SNAPSHOT</version></dependency></dependencies>\n")
                .getBytes(StandardCharsets.UTF_8)));
        Files.writeString(root.resolve("pom.xml"), parentPom(VERSION), StandardCharsets.UTF_8);
        Files.writeString(root.resolve("game-bom/pom.xml"), bomPom(VERSION), StandardCharsets.UTF_8);
        Files.writeString(root.resolve("game-core/pom.xml"), corePom(VERSION, ""), StandardCharsets.UTF_8);
        components = CentralBundle.published(root);
        assertThat(check()).containsExactly("org.example.game:game-core:1.0.0: the POM names a SNAPSHOT "
                + "(its version, its parent's or a dependency's)");
    }

    @Test
    void aComponentNotPublishedOrNotStagedFails() throws IOException {
        stage("tool", VERSION, Map.of(".pom", "<project/>".getBytes(StandardCharsets.UTF_8)));
        Path bom = staging.resolve("org/example/game/game-bom");
        try (var files = Files.walk(bom)) {
            files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
        assertThat(check()).containsExactly(
                "org.example.game:game-bom:1.0.0: not staged (no folder org/example/game/game-bom/1.0.0)",
                "org/example/game/tool/1.0.0: not an artifact the build publishes");
    }

    @Test
    void realSignaturesMadeAndVerifiedByGpg() throws Exception {
        assumeTrue(run(root, "gpg", "--version") == 0, "gpg is installed");
        Path home = Files.createDirectory(root.resolve("gnupg"));
        Files.setPosixFilePermissions(home, java.nio.file.attribute.PosixFilePermissions.fromString("rwx------"));
        try {
            assertThat(run(home, "gpg", "--homedir", home.toString(), "--batch", "--pinentry-mode", "loopback",
                    "--passphrase", "", "--quick-generate-key", "test <test@example.invalid>", "ed25519", "sign", "1d"))
                    .isZero();
            List<Path> signed;
            try (var files = Files.walk(staging)) {
                signed = files.filter(f -> f.toString().endsWith(".pom") || f.toString().endsWith(".jar"))
                        .collect(java.util.stream.Collectors.toList());
            }
            for (Path file : signed) {
                Path asc = Path.of(file + ".asc");
                Files.delete(asc);
                assertThat(run(home, "gpg", "--homedir", home.toString(), "--batch", "--armor", "--detach-sign",
                        "--output", asc.toString(), file.toString())).isZero();
            }
            assertThat(CentralBundle.check(staging, components, CentralBundle.gpg(home))).isEmpty();

            // the sources jar's signature in place of the jar's
            Files.copy(Path.of(core("-sources.jar") + ".asc"), Path.of(core(".jar") + ".asc"),
                    java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            assertThat(CentralBundle.check(staging, components, CentralBundle.gpg(home))).singleElement().asString()
                    .startsWith("org.example.game:game-core:1.0.0: game-core-1.0.0.jar.asc does not verify: "
                            + "gpg --verify exited with 1");
        } finally {
            run(home, "gpgconf", "--homedir", home.toString(), "--kill", "all");
        }
    }

    private static int run(Path dir, String... command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            return -1;
        }
        return p.exitValue();
    }
}
