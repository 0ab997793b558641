package io.github.reversi4j.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.core.TextParseException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.module.ModuleDescriptor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every public static {@code parse}, {@code of(String)}, {@code of(CharSequence)} and
 * {@code valueOf(String)} of the exported packages of core, variants, notation, testkit, engine and
 * solver, found by reflection over each module's descriptor, is fed junk, a 10 MB text, control
 * characters, bidirectional overrides, non-ASCII digits, an empty text and hostile text: it returns a
 * value or throws {@link TextParseException} (or a subtype), whose message quotes at most a bounded
 * excerpt of the input with control characters escaped. Nothing else escapes.
 */
class EveryParseTest {

    private static final Set<String> MODULES = Set.of("io.github.reversi4j.core", "io.github.reversi4j.variants",
            "io.github.reversi4j.notation", "io.github.reversi4j.testkit", "io.github.reversi4j.engine",
            "io.github.reversi4j.solver");

    /** The longest message allowed: a bounded excerpt of the input and the reason. */
    private static final int MAX_MESSAGE = 2000;

    private static List<String> hostileTexts() {
        List<String> t = new ArrayList<>();
        t.add("");
        t.add(" ");
        t.add("\u001b]0;TITLE\u0007\u001b[31m");
        t.add("\u202Ef5d6\u202C");
        t.add("\u0000\u0001\u0002\u007f\u0085");
        t.add("\u0661\u0662\u0663");                     // Arabic-Indic digits
        t.add("\uFF18x\uFF18");                          // full-width 8x8
        t.add("f\u0665");
        t.add("\uD800");                                 // a lone surrogate
        t.add("((((;;;;]]]]");
        t.add("-1");
        t.add("99999999999999999999999999999999");
        t.add("1e999999");
        t.add("| ");
        t.add("--------------------------------------------------------------- X | ");
        t.add("f5d6c3d3c4f4f6f3e6e7d7g6f8f7e8d8 \u001b[2J");
        t.add("x".repeat(10 << 20));                     // 10 MB
        t.add("\u001b".repeat(100_000));
        t.add("8x8 " + "\u0007".repeat(64) + " X");
        return t;
    }

    @Test
    void everyPublicParseThrowsOnlyTheDocumentedTypeWithABoundedEscapedMessage() throws Exception {
        List<Method> methods = parsers();
        assertThat(methods).as("parse methods found").hasSizeGreaterThan(20);
        List<String> failures = new ArrayList<>();
        for (Method m : methods) {
            for (String text : hostileTexts()) {
                Object[] args = arguments(m, text);
                try {
                    m.invoke(null, args);
                } catch (InvocationTargetException e) {
                    Throwable c = e.getCause();
                    String shown = text.length() > 40 ? text.substring(0, 40) + "... (" + text.length() + " chars)" : text;
                    if (!(c instanceof TextParseException) && !documentedLookupError(m, c)) {
                        failures.add(name(m) + " on '" + escape(shown) + "' threw " + escape(String.valueOf(c)));
                        continue;
                    }
                    String msg = String.valueOf(c.getMessage());
                    if (msg.length() > MAX_MESSAGE) {
                        failures.add(name(m) + ": a message of " + msg.length() + " characters");
                    }
                    if (msg.chars().anyMatch(ch -> ch < 0x20 && ch != '\n' || ch == 0x7F || ch == 0x202E || ch == 0x85)) {
                        failures.add(name(m) + ": a raw control character in '" + escape(msg) + "'");
                    }
                    if (c instanceof TextParseException && (((TextParseException) c).errorIndex() < 0
                            || ((TextParseException) c).errorIndex() > text.length())) {
                        TextParseException p = (TextParseException) c;
                        failures.add(name(m) + ": error index " + p.errorIndex() + " outside its text");
                    }
                }
            }
        }
        if (!failures.isEmpty()) {
            fail(failures.size() + " failures over " + methods.size() + " parse methods:\n  "
                    + String.join("\n  ", failures.subList(0, Math.min(200, failures.size()))));
        }
    }

    /**
     * The rule-set registry's look-up by id documents its own two types, both carrying the facts of the
     * refusal (the id and the known ids, or the option at fault): an unknown id is no text fault.
     */
    private static boolean documentedLookupError(Method m, Throwable t) {
        return m.getDeclaringClass() == io.github.reversi4j.core.RuleSets.class
                && (t instanceof io.github.reversi4j.core.UnknownRuleSetException
                        || t instanceof io.github.reversi4j.core.RuleOptionException);
    }

    private static Object[] arguments(Method m, String text) {
        Class<?>[] p = m.getParameterTypes();
        Object[] args = new Object[p.length];
        for (int i = 0; i < p.length; i++) {
            if (i == 0) {
                args[i] = text;
            } else if (p[i] == Rules.class) {
                args[i] = StandardRules.othello();
            } else if (p[i] == int.class) {
                args[i] = 8;
            } else if (p[i] == char.class) {
                args[i] = 'X';
            } else if (p[i] == java.util.function.Function.class) {
                // an extension parser that knows no extension, as a rule set without one would
                args[i] = (java.util.function.Function<String, Object>) x -> {
                    throw new TextParseException("no extension", x, 0);
                };
            } else {
                throw new AssertionError("no argument for " + name(m));
            }
        }
        return args;
    }

    private static boolean suppliable(Method m) {
        Class<?>[] p = m.getParameterTypes();
        if (p.length == 0 || p[0] != String.class && p[0] != CharSequence.class) {
            return false;
        }
        for (int i = 1; i < p.length; i++) {
            if (p[i] != Rules.class && p[i] != int.class && p[i] != char.class && p[i] != java.util.function.Function.class) {
                return false;
            }
        }
        return true;
    }

    /** The text parsers of the exported packages: parse with a text first, of and valueOf of one text. */
    static List<Method> parsers() throws IOException {
        List<Method> out = new ArrayList<>();
        Set<String> unsupplied = new TreeSet<>();
        for (String cls : exportedClasses()) {
            Class<?> c;
            try {
                c = Class.forName(cls, false, EveryParseTest.class.getClassLoader());
            } catch (ClassNotFoundException | LinkageError e) {
                continue;
            }
            if (!Modifier.isPublic(c.getModifiers()) || c.getEnclosingClass() != null && !Modifier.isPublic(c.getModifiers())) {
                continue;
            }
            for (Method m : c.getDeclaredMethods()) {
                int mod = m.getModifiers();
                if (!Modifier.isPublic(mod) || !Modifier.isStatic(mod) || m.isSynthetic()) {
                    continue;
                }
                boolean text = m.getParameterCount() >= 1
                        && (m.getParameterTypes()[0] == String.class || m.getParameterTypes()[0] == CharSequence.class);
                boolean parse = m.getName().equals("parse") && text;
                boolean one = m.getParameterCount() == 1 && text
                        && (m.getName().equals("of") || m.getName().equals("valueOf"));
                if (c.isEnum() && m.getName().equals("valueOf")) {
                    continue; // Java's own enum lookup, by constant name
                }
                if (parse || one) {
                    if (suppliable(m)) {
                        out.add(m);
                    } else {
                        unsupplied.add(name(m));
                    }
                }
            }
        }
        assertThat(unsupplied).as("text parsers this test cannot call yet: give them arguments").isEmpty();
        return out;
    }

    private static Set<String> exportedClasses() throws IOException {
        Set<String> classes = new TreeSet<>();
        Enumeration<URL> descriptors = EveryParseTest.class.getClassLoader().getResources("module-info.class");
        int seen = 0;
        while (descriptors.hasMoreElements()) {
            URL url = descriptors.nextElement();
            ModuleDescriptor d;
            try (InputStream in = url.openStream()) {
                d = ModuleDescriptor.read(in);
            }
            if (!MODULES.contains(d.name())) {
                continue;
            }
            seen++;
            for (ModuleDescriptor.Exports e : d.exports()) {
                if (!e.isQualified()) {
                    classes.addAll(classesOf(url, e.source()));
                }
            }
        }
        assertThat(seen).as("module descriptors found on the class path").isEqualTo(MODULES.size());
        return classes;
    }

    private static List<String> classesOf(URL moduleInfo, String pkg) throws IOException {
        String dir = pkg.replace('.', '/');
        List<String> out = new ArrayList<>();
        if (moduleInfo.getProtocol().equals("jar")) {
            JarURLConnection j = (JarURLConnection) moduleInfo.openConnection();
            j.setUseCaches(false);
            try (JarFile jar = j.getJarFile()) {
                jar.stream().map(x -> x.getName()).filter(n -> n.startsWith(dir + "/") && n.endsWith(".class")
                        && n.indexOf('/', dir.length() + 1) < 0).forEach(n -> out.add(n.substring(0, n.length() - 6).replace('/', '.')));
            }
        } else {
            Path root;
            try {
                root = Path.of(moduleInfo.toURI()).getParent();
            } catch (URISyntaxException e) {
                throw new IOException(e);
            }
            Path p = root.resolve(dir);
            if (Files.isDirectory(p)) {
                try (Stream<Path> s = Files.list(p)) {
                    s.map(f -> f.getFileName().toString()).filter(n -> n.endsWith(".class"))
                            .forEach(n -> out.add(pkg + "." + n.substring(0, n.length() - 6).replace('/', '.')));
                } catch (UncheckedIOException e) {
                    throw e.getCause();
                }
            }
        }
        return out;
    }

    private static String name(Method m) {
        StringBuilder sb = new StringBuilder(m.getDeclaringClass().getName()).append('.').append(m.getName()).append('(');
        Class<?>[] p = m.getParameterTypes();
        for (int i = 0; i < p.length; i++) {
            sb.append(i == 0 ? "" : ", ").append(p[i].getSimpleName());
        }
        return sb.append(')').toString();
    }

    private static String escape(String s) {
        StringBuilder sb = new StringBuilder();
        for (char ch : s.toCharArray()) {
            sb.append(ch < 0x20 || ch >= 0x7F ? String.format("\\u%04X", (int) ch) : String.valueOf(ch));
        }
        return sb.toString();
    }
}
