package io.github.reversi4j.build;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The public API of a compiled module as sorted, stable text, and the check that a committed copy of
 * that text is still true: the build's guard against an unintended change of a published signature.
 *
 * <p>It reads the class files of a module's output folder (no class is loaded, no dependency is
 * needed) and writes one paragraph per type of the API: the type's line (annotations kept at run
 * time, modifiers, kind, name with its type parameters, supertypes, permitted subclasses), then one
 * line per public or protected field, constructor and method declared there, each indented by two
 * spaces, with generic signatures, varargs, checked exceptions and the values of constants. A type
 * is in the API when its package is exported to everyone by {@code module-info.class} (every package
 * when the module has none), it is public (or a protected member type) and so is every type it is
 * nested in. Protected members of a final type, synthetic and bridge members are left out; public
 * and protected members a public type inherits from a class outside the API are listed in it, since
 * they are callable through it. An exported package with annotations kept at run time (such as
 * {@code @Incubating}) has a line of its own, {@code @Annotation package name}, before its types.
 * Types and members are sorted, nested types spelled with dots.
 *
 * <p>The build runs it as a single-file program (the JDK's source launcher, nothing to build first):
 *
 * <pre>
 * java ApiDump.java CLASSES_DIR DUMP_FILE MODULE_NAME UPDATE
 * </pre>
 *
 * With {@code UPDATE} {@code false} it compares the API with {@code DUMP_FILE} and exits with status
 * 1, printing the lines that differ and the command that updates the file, when they differ or the
 * file is missing. With {@code true} it writes the file (atomically) when it differs.
 */
public final class ApiDump {

    /** The command that rewrites every dump file, named by every failure. */
    public static final String UPDATE_COMMAND = "./mvnw verify -Dapi.update";

    private static final int ACC_PUBLIC = 0x0001;
    private static final int ACC_PRIVATE = 0x0002;
    private static final int ACC_PROTECTED = 0x0004;
    private static final int ACC_STATIC = 0x0008;
    private static final int ACC_FINAL = 0x0010;
    private static final int ACC_BRIDGE = 0x0040;
    private static final int ACC_VARARGS = 0x0080;
    private static final int ACC_INTERFACE = 0x0200;
    private static final int ACC_ABSTRACT = 0x0400;
    private static final int ACC_SYNTHETIC = 0x1000;
    private static final int ACC_ANNOTATION = 0x2000;
    private static final int ACC_ENUM = 0x4000;

    private ApiDump() {
    }

    /**
     * Checks or updates one module's dump.
     *
     * @param args the classes folder, the dump file, the module's name and {@code true} to update
     */
    public static void main(String[] args) {
        if (args.length != 4) {
            System.err.println("usage: java ApiDump.java CLASSES_DIR DUMP_FILE MODULE_NAME UPDATE(true|false)");
            System.exit(2);
        }
        int status = run(Path.of(args[0]), Path.of(args[1]), args[2], Boolean.parseBoolean(args[3]), System.out);
        System.exit(status);
    }

    /**
     * Checks or updates one module's dump, reporting to {@code out}.
     *
     * @param classes the module's compiled classes
     * @param dumpFile the committed dump
     * @param module the module's name, for the messages
     * @param update whether to write the dump instead of checking it
     * @param out where the report goes
     * @return 0 when the dump is (now) true, 1 when it differs or is missing and {@code update} is false
     */
    public static int run(Path classes, Path dumpFile, String module, boolean update, PrintStream out) {
        String actual = header(module) + dump(classes);
        String committed;
        try {
            committed = Files.exists(dumpFile) ? Files.readString(dumpFile, StandardCharsets.UTF_8) : null;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (actual.equals(committed)) {
            return 0;
        }
        if (update) {
            write(dumpFile, actual);
            out.println("API dump of " + module + " written: " + dumpFile);
            return 0;
        }
        out.println("[ERROR] The public API of " + module + " differs from its committed dump " + dumpFile + ".");
        if (committed == null) {
            out.println("[ERROR] The module has no dump yet.");
        } else {
            out.println("[ERROR] Lines only in the dump (-) and only in the compiled classes (+):");
            for (String line : difference(committed, actual)) {
                out.println("[ERROR]   " + line);
            }
        }
        out.println("[ERROR] If the change is intended, update the dump with");
        out.println("[ERROR]     " + UPDATE_COMMAND);
        out.println("[ERROR] and commit it with a CHANGELOG entry that says what changed and why "
                + "(CONTRIBUTING.md, \"The public API\").");
        return 1;
    }

    /**
     * The text of the dump of a module, without its header.
     *
     * @param classes the folder of the module's class files
     * @return one paragraph per type of the API, sorted
     */
    public static String dump(Path classes) {
        Map<String, ClassFile> all = new HashMap<>();
        ClassFile moduleInfo = null;
        try (Stream<Path> files = Files.walk(classes)) {
            for (Path p : files.filter(f -> f.toString().endsWith(".class")).collect(Collectors.toList())) {
                ClassFile c = ClassFile.read(Files.readAllBytes(p));
                if (c.isModule) {
                    moduleInfo = c;
                } else {
                    all.put(c.name, c);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Set<String> exported = moduleInfo == null ? null : moduleInfo.exports;
        Api api = new Api(all, exported);
        TreeMap<String, ClassFile> types = new TreeMap<>();
        for (ClassFile c : all.values()) {
            if (c.name.endsWith("/package-info")) {
                String pkg = packageOf(c.name);
                if ((exported == null || exported.contains(pkg)) && !c.annotations.isEmpty()) {
                    types.put(javaName(pkg) + ".", c); // before the package's types
                }
            } else if (api.isApi(c)) {
                types.put(javaName(c.name), c);
            }
        }
        StringBuilder text = new StringBuilder();
        for (ClassFile c : types.values()) {
            if (c.name.endsWith("/package-info")) {
                String annotations = c.annotations.stream().map(a -> "@" + a + " ").collect(Collectors.joining());
                text.append('\n').append(annotations).append("package ").append(javaName(packageOf(c.name)))
                        .append('\n');
                continue;
            }
            text.append('\n').append(api.typeLine(c)).append('\n');
            for (String member : api.memberLines(c)) {
                text.append("  ").append(member).append('\n');
            }
        }
        return text.toString();
    }

    private static String header(String module) {
        return "# The public API of " + module + ": one paragraph per type, its members indented.\n"
                + "# Generated from the compiled classes; update with: " + UPDATE_COMMAND + "\n";
    }

    /**
     * The lines of {@code before} missing from {@code after} (-) and the other way round (+), each
     * member with the line of its type, compared within its type: a member line that many types have
     * (an {@code equals}) is listed for the type that lost or gained it.
     */
    static List<String> difference(String before, String after) {
        Map<String, String> a = entries(before);
        Map<String, String> b = entries(after);
        List<String> out = new ArrayList<>();
        a.forEach((key, shown) -> {
            if (!b.containsKey(key)) {
                out.add("- " + shown);
            }
        });
        b.forEach((key, shown) -> {
            if (!a.containsKey(key)) {
                out.add("+ " + shown);
            }
        });
        return out;
    }

    private static final Pattern TYPE_NAME = Pattern.compile(
            "(?:^|\\s)(?:class|interface|enum|record|@interface|package) ([\\w.$]+)");

    /** The lines of a dump keyed by the name of their type, in order, as the difference shows them. */
    private static Map<String, String> entries(String dump) {
        Map<String, String> entries = new LinkedHashMap<>();
        String type = "";
        String typeLine = "";
        for (String line : dump.split("\n", -1)) {
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            if (line.startsWith(" ")) {
                entries.put(type + "\n" + line.strip(), line.strip() + "    (in " + typeLine + ")");
            } else {
                Matcher m = TYPE_NAME.matcher(line);
                type = m.find() ? m.group(1) : line;
                typeLine = line;
                entries.put(type + "\n" + line, line);
            }
        }
        return entries;
    }

    private static void write(Path file, String text) {
        try {
            Path absolute = file.toAbsolutePath();
            Path dir = Objects.requireNonNull(absolute.getParent(), "the dump's folder");
            Files.createDirectories(dir);
            Path temp = Files.createTempFile(dir, String.valueOf(absolute.getFileName()), ".tmp");
            try {
                Files.writeString(temp, text, StandardCharsets.UTF_8);
                try {
                    Files.move(temp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
                } catch (AtomicMoveNotSupportedException e) {
                    Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING);
                }
            } finally {
                Files.deleteIfExists(temp);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** {@code a/b/C$D} as {@code a.b.C.D}. */
    static String javaName(String internal) {
        return internal.replace('/', '.').replace('$', '.');
    }

    private static String packageOf(String internal) {
        int slash = internal.lastIndexOf('/');
        return slash < 0 ? "" : internal.substring(0, slash);
    }

    /** What is in the API of one module, and how it is written. */
    private static final class Api {
        private final Map<String, ClassFile> classes;
        private final Set<String> exported;

        Api(Map<String, ClassFile> classes, Set<String> exported) {
            this.classes = classes;
            this.exported = exported;
        }

        boolean isApi(ClassFile c) {
            if (exported != null && !exported.contains(packageOf(c.name))) {
                return false;
            }
            if ((c.access & ACC_SYNTHETIC) != 0) {
                return false;
            }
            if (c.innerFlags < 0) {
                return (c.access & ACC_PUBLIC) != 0;
            }
            if (c.outer == null || (c.innerFlags & (ACC_PUBLIC | ACC_PROTECTED)) == 0) {
                return false; // local, anonymous, private or package-private
            }
            ClassFile outer = classes.get(c.outer);
            if (outer == null || !isApi(outer)) {
                return false;
            }
            return (c.innerFlags & ACC_PUBLIC) != 0 || !isFinal(outer);
        }

        private static boolean isFinal(ClassFile c) {
            return (c.flags() & ACC_FINAL) != 0;
        }

        String typeLine(ClassFile c) {
            int flags = c.flags();
            StringBuilder s = new StringBuilder();
            for (String a : c.annotations) {
                s.append('@').append(a).append(' ');
            }
            s.append((flags & ACC_PUBLIC) != 0 ? "public " : "protected ");
            boolean isInterface = (flags & ACC_INTERFACE) != 0;
            boolean isEnum = (flags & ACC_ENUM) != 0;
            boolean isRecord = c.isRecord;
            if ((flags & ACC_STATIC) != 0 && !isInterface && !isEnum && !isRecord) {
                s.append("static ");
            }
            if ((flags & ACC_ABSTRACT) != 0 && !isInterface) {
                s.append("abstract ");
            }
            if ((flags & ACC_FINAL) != 0 && !isEnum && !isRecord) {
                s.append("final ");
            }
            // an enum whose constants have bodies is sealed too, implicitly (JLS 8.9): not written
            boolean sealed = !c.permitted.isEmpty() && !isEnum;
            if (sealed) {
                s.append("sealed ");
            }
            if ((flags & ACC_ANNOTATION) != 0) {
                s.append("@interface ");
            } else if (isInterface) {
                s.append("interface ");
            } else if (isEnum) {
                s.append("enum ");
            } else if (isRecord) {
                s.append("record ");
            } else {
                s.append("class ");
            }
            s.append(javaName(c.name));
            List<String> supers = new ArrayList<>();
            List<String> interfaces = new ArrayList<>();
            if (c.signature != null) {
                Signature sig = new Signature(c.signature);
                s.append(sig.typeParameters());
                supers.add(sig.type());
                while (!sig.atEnd()) {
                    interfaces.add(sig.type());
                }
            } else {
                supers.add(c.superName == null ? "java.lang.Object" : javaName(c.superName));
                for (String i : c.interfaces) {
                    interfaces.add(javaName(i));
                }
            }
            String superclass = supers.get(0);
            if (isInterface) {
                if ((flags & ACC_ANNOTATION) != 0) {
                    interfaces.remove("java.lang.annotation.Annotation");
                }
                if (!interfaces.isEmpty()) {
                    s.append(" extends ").append(String.join(", ", interfaces));
                }
            } else {
                boolean implied = superclass.equals("java.lang.Object")
                        || isEnum && superclass.startsWith("java.lang.Enum<")
                        || isRecord && superclass.equals("java.lang.Record");
                if (!implied) {
                    s.append(" extends ").append(superclass);
                }
                if (!interfaces.isEmpty()) {
                    s.append(" implements ").append(String.join(", ", interfaces));
                }
            }
            if (sealed) {
                s.append(" permits ").append(c.permitted.stream().map(ApiDump::javaName).sorted()
                        .collect(Collectors.joining(", ")));
            }
            return s.toString();
        }

        List<String> memberLines(ClassFile c) {
            boolean finalType = isFinal(c);
            Map<String, String> lines = new TreeMap<>();
            collect(c, c, finalType, lines, new LinkedHashSet<>());
            return new ArrayList<>(lines.values());
        }

        /** Adds the members of {@code from} declared there, then those inherited from a class outside the API. */
        private void collect(ClassFile owner, ClassFile from, boolean finalType, Map<String, String> lines,
                Set<String> seen) {
            boolean isInterface = (from.flags() & ACC_INTERFACE) != 0;
            for (Member m : from.members) {
                boolean visible = (m.access & ACC_PUBLIC) != 0 || (m.access & ACC_PROTECTED) != 0 && !finalType;
                if (!visible || (m.access & (ACC_SYNTHETIC | ACC_BRIDGE)) != 0 || m.name.equals("<clinit>")) {
                    continue;
                }
                if (from != owner && m.name.equals("<init>")) {
                    continue;
                }
                String key = m.sortKey();
                if (!seen.add(m.name + m.descriptor)) {
                    continue; // overridden lower down
                }
                lines.put(key, m.render(owner, isInterface, finalType));
            }
            String parent = from.superName;
            ClassFile up = parent == null ? null : classes.get(parent);
            if (up != null && !isApi(up)) {
                collect(owner, up, finalType, lines, seen);
            }
        }
    }

    /** One field or method of a class file. */
    private static final class Member {
        final boolean isField;
        final int access;
        final String name;
        final String descriptor;
        String signature;
        Object constant;
        List<String> exceptions = List.of();
        final List<String> annotations = new ArrayList<>();

        Member(boolean isField, int access, String name, String descriptor) {
            this.isField = isField;
            this.access = access;
            this.name = name;
            this.descriptor = descriptor;
        }

        String sortKey() {
            int kind = isField ? 0 : name.equals("<init>") ? 1 : 2;
            return kind + " " + name + " " + descriptor;
        }

        String render(ClassFile owner, boolean inInterface, boolean inFinalType) {
            StringBuilder s = new StringBuilder();
            for (String a : annotations) {
                s.append('@').append(a).append(' ');
            }
            s.append((access & ACC_PUBLIC) != 0 ? "public " : "protected ");
            if ((access & ACC_STATIC) != 0) {
                s.append("static ");
            }
            if (isField) {
                if ((access & ACC_FINAL) != 0) {
                    s.append("final ");
                }
                s.append(new Signature(signature != null ? signature : descriptor).type()).append(' ').append(name);
                if (constant != null) {
                    s.append(" = ").append(literal(constant, descriptor));
                }
                return s.toString();
            }
            if (inInterface) {
                if ((access & (ACC_STATIC | ACC_ABSTRACT)) == 0) {
                    s.append("default ");
                }
            } else {
                if ((access & ACC_ABSTRACT) != 0) {
                    s.append("abstract ");
                }
                if ((access & ACC_FINAL) != 0 && !inFinalType) {
                    s.append("final "); // in a final type every method is final
                }
            }
            Signature sig = new Signature(signature != null ? signature : descriptor);
            String typeParameters = sig.typeParameters();
            if (!typeParameters.isEmpty()) {
                s.append(typeParameters).append(' ');
            }
            List<String> parameters = sig.parameters();
            if (name.equals("<init>") && signature == null && owner.isInnerClass() && !parameters.isEmpty()) {
                parameters = parameters.subList(1, parameters.size()); // the enclosing instance, not written in Java
            }
            String result = sig.type();
            List<String> thrown = new ArrayList<>();
            while (!sig.atEnd()) {
                thrown.add(sig.thrown());
            }
            if (thrown.isEmpty()) {
                for (String e : exceptions) {
                    thrown.add(javaName(e));
                }
            }
            if (name.equals("<init>")) {
                String simple = javaName(owner.name);
                s.append(simple.substring(simple.lastIndexOf('.') + 1));
            } else {
                s.append(result).append(' ').append(name);
            }
            if ((access & ACC_VARARGS) != 0 && !parameters.isEmpty()) {
                int last = parameters.size() - 1;
                String p = parameters.get(last);
                parameters = new ArrayList<>(parameters);
                parameters.set(last, p.substring(0, p.length() - 2) + "...");
            }
            s.append('(').append(String.join(", ", parameters)).append(')');
            if (!thrown.isEmpty()) {
                s.append(" throws ").append(String.join(", ", thrown));
            }
            return s.toString();
        }

        private static String literal(Object value, String descriptor) {
            switch (descriptor) {
                case "Z":
                    return ((Integer) value) != 0 ? "true" : "false";
                case "C":
                    return quote(String.valueOf((char) ((Integer) value).intValue()), '\'');
                case "J":
                    return value + "L";
                case "F":
                    return value + "f";
                case "Ljava/lang/String;":
                    return quote((String) value, '"');
                default:
                    return String.valueOf(value);
            }
        }

        /** Java's literal of {@code text} between {@code quote}s, every character outside printable ASCII escaped. */
        private static String quote(String text, char quote) {
            StringBuilder s = new StringBuilder().append(quote);
            for (char ch : text.toCharArray()) {
                if (ch == quote || ch == '\\') {
                    s.append('\\').append(ch);
                } else if (ch < 0x20 || ch > 0x7e) {
                    s.append(String.format(Locale.ROOT, "\\u%04x", (int) ch));
                } else {
                    s.append(ch);
                }
            }
            return s.append(quote).toString();
        }
    }

    /**
     * A reader of a JVM descriptor or generic signature (JVMS 4.3, 4.7.9.1) that writes it as Java:
     * one call per type, in order.
     */
    private static final class Signature {
        private static final List<String> PRIMITIVES =
                List.of("byte", "char", "double", "float", "int", "long", "short", "boolean", "void");
        private final String text;
        private int at;

        Signature(String text) {
            this.text = text;
        }

        boolean atEnd() {
            return at >= text.length();
        }

        /** {@code <T extends A & B, U>} or nothing, when the signature starts with type parameters. */
        String typeParameters() {
            if (atEnd() || text.charAt(at) != '<') {
                return "";
            }
            at++;
            List<String> params = new ArrayList<>();
            while (text.charAt(at) != '>') {
                int colon = text.indexOf(':', at);
                String name = text.substring(at, colon);
                at = colon;
                List<String> bounds = new ArrayList<>();
                while (text.charAt(at) == ':') {
                    at++;
                    if (text.charAt(at) != ':' && text.charAt(at) != '>' && !isIdentifierStartOfNext()) {
                        bounds.add(type());
                    }
                }
                bounds.remove("java.lang.Object");
                params.add(bounds.isEmpty() ? name : name + " extends " + String.join(" & ", bounds));
            }
            at++;
            return "<" + String.join(", ", params) + ">";
        }

        /** An empty class bound is followed directly by an interface bound's colon, never by a name. */
        private boolean isIdentifierStartOfNext() {
            char c = text.charAt(at);
            return c != 'L' && c != 'T' && c != '[';
        }

        /** The parameters of a method signature, leaving the reader at its return type. */
        List<String> parameters() {
            List<String> params = new ArrayList<>();
            at++; // (
            while (text.charAt(at) != ')') {
                params.add(type());
            }
            at++;
            return params;
        }

        /** The exception after {@code ^}, or a plain one. */
        String thrown() {
            if (text.charAt(at) == '^') {
                at++;
            }
            return type();
        }

        /** One type. */
        String type() {
            char c = text.charAt(at++);
            int primitive = "BCDFIJSZV".indexOf(c);
            if (primitive >= 0) {
                return PRIMITIVES.get(primitive);
            }
            if (c == '[') {
                return type() + "[]";
            }
            if (c == 'T') {
                int end = text.indexOf(';', at);
                String name = text.substring(at, end);
                at = end + 1;
                return name;
            }
            if (c != 'L') {
                throw new IllegalArgumentException("not a type at " + (at - 1) + " of " + text);
            }
            StringBuilder s = new StringBuilder();
            while (true) {
                int start = at;
                while (";<.".indexOf(text.charAt(at)) < 0) {
                    at++;
                }
                s.append(javaName(text.substring(start, at)));
                if (text.charAt(at) == '<') {
                    at++;
                    List<String> args = new ArrayList<>();
                    while (text.charAt(at) != '>') {
                        char w = text.charAt(at);
                        if (w == '*') {
                            at++;
                            args.add("?");
                        } else if (w == '+') {
                            at++;
                            args.add("? extends " + type());
                        } else if (w == '-') {
                            at++;
                            args.add("? super " + type());
                        } else {
                            args.add(type());
                        }
                    }
                    at++;
                    s.append('<').append(String.join(", ", args)).append('>');
                }
                char next = text.charAt(at++);
                if (next == ';') {
                    return s.toString();
                }
                s.append('.'); // an inner class of a parameterized type
            }
        }
    }

    /** What the dump needs of one class file (JVMS chapter 4). */
    private static final class ClassFile {
        String name;
        int access;
        int innerFlags = -1;
        String outer;
        String superName;
        final List<String> interfaces = new ArrayList<>();
        String signature;
        boolean isModule;
        boolean isRecord;
        final Set<String> exports = new TreeSet<>();
        final List<String> permitted = new ArrayList<>();
        final List<String> annotations = new ArrayList<>();
        final List<Member> members = new ArrayList<>();

        private byte[] b;
        private int p;
        private int[] offsets;
        private byte[] tags;

        /** A nested class that is not static: its constructors take the enclosing instance first. */
        boolean isInnerClass() {
            return innerFlags >= 0 && outer != null && (innerFlags & (ACC_STATIC | ACC_INTERFACE | ACC_ENUM)) == 0
                    && !isRecord;
        }

        int flags() {
            return innerFlags >= 0 ? innerFlags | (access & ACC_SYNTHETIC) : access;
        }

        static ClassFile read(byte[] bytes) {
            ClassFile c = new ClassFile();
            c.b = bytes;
            c.parse();
            c.b = null;
            return c;
        }

        private int u1() {
            return b[p++] & 0xff;
        }

        private int u2() {
            int v = ((b[p] & 0xff) << 8) | (b[p + 1] & 0xff);
            p += 2;
            return v;
        }

        private int u4() {
            int v = ((b[p] & 0xff) << 24) | ((b[p + 1] & 0xff) << 16) | ((b[p + 2] & 0xff) << 8) | (b[p + 3] & 0xff);
            p += 4;
            return v;
        }

        private String utf8(int index) {
            int o = offsets[index];
            int length = ((b[o] & 0xff) << 8) | (b[o + 1] & 0xff);
            // modified UTF-8: the same as UTF-8 for every name this tool meets but NUL and supplementary characters
            return new String(b, o + 2, length, StandardCharsets.UTF_8);
        }

        /** The name a Class, Module or Package constant points to. */
        private String nameOf(int index) {
            if (index == 0) {
                return null;
            }
            int o = offsets[index];
            return utf8(((b[o] & 0xff) << 8) | (b[o + 1] & 0xff));
        }

        private Object constant(int index) {
            int saved = p;
            p = offsets[index];
            try {
                switch (tags[index]) {
                    case 3: return u4();
                    case 4: return Float.intBitsToFloat(u4());
                    case 5: return ((long) u4() << 32) | (u4() & 0xffffffffL);
                    case 6: return Double.longBitsToDouble(((long) u4() << 32) | (u4() & 0xffffffffL));
                    case 8: return utf8(u2());
                    default: throw new IllegalArgumentException("not a constant: tag " + tags[index]);
                }
            } finally {
                p = saved;
            }
        }

        private void parse() {
            if (u4() != 0xCAFEBABE) {
                throw new IllegalArgumentException("not a class file");
            }
            p += 4; // versions
            int count = u2();
            offsets = new int[count];
            tags = new byte[count];
            for (int i = 1; i < count; i++) {
                int tag = u1();
                tags[i] = (byte) tag;
                offsets[i] = p;
                switch (tag) {
                    case 1: p += 2 + (((b[p] & 0xff) << 8) | (b[p + 1] & 0xff)); break;
                    case 3: case 4: case 9: case 10: case 11: case 12: case 17: case 18: p += 4; break;
                    case 5: case 6: p += 8; i++; break;
                    case 7: case 8: case 16: case 19: case 20: p += 2; break;
                    case 15: p += 3; break;
                    default: throw new IllegalArgumentException("unknown constant pool tag " + tag);
                }
            }
            access = u2();
            name = nameOf(u2());
            superName = nameOf(u2());
            int interfaceCount = u2();
            for (int i = 0; i < interfaceCount; i++) {
                interfaces.add(nameOf(u2()));
            }
            for (int kind = 0; kind < 2; kind++) {
                int memberCount = u2();
                for (int i = 0; i < memberCount; i++) {
                    Member m = new Member(kind == 0, u2(), utf8(u2()), utf8(u2()));
                    members.add(m);
                    int attributes = u2();
                    for (int a = 0; a < attributes; a++) {
                        String attribute = utf8(u2());
                        int length = u4();
                        int end = p + length;
                        switch (attribute) {
                            case "Signature": m.signature = utf8(u2()); break;
                            case "ConstantValue": m.constant = constant(u2()); break;
                            case "RuntimeVisibleAnnotations": annotations(m.annotations); break;
                            case "Exceptions": {
                                List<String> thrown = new ArrayList<>();
                                int n = u2();
                                for (int e = 0; e < n; e++) {
                                    thrown.add(nameOf(u2()));
                                }
                                m.exceptions = thrown;
                                break;
                            }
                            default: break;
                        }
                        p = end;
                    }
                }
            }
            int attributes = u2();
            for (int a = 0; a < attributes; a++) {
                String attribute = utf8(u2());
                int length = u4();
                int end = p + length;
                switch (attribute) {
                    case "Signature": signature = utf8(u2()); break;
                    case "Record": isRecord = true; break;
                    case "RuntimeVisibleAnnotations": annotations(annotations); break;
                    case "PermittedSubclasses": {
                        int n = u2();
                        for (int i = 0; i < n; i++) {
                            permitted.add(nameOf(u2()));
                        }
                        break;
                    }
                    case "InnerClasses": {
                        int n = u2();
                        for (int i = 0; i < n; i++) {
                            String inner = nameOf(u2());
                            String outerName = nameOf(u2());
                            u2(); // simple name
                            int flags = u2();
                            if (inner.equals(name)) {
                                innerFlags = flags;
                                outer = outerName;
                            }
                        }
                        break;
                    }
                    case "Module": {
                        isModule = true;
                        p += 6; // name, flags, version
                        int requires = u2();
                        p += 6 * requires;
                        int exportCount = u2();
                        for (int i = 0; i < exportCount; i++) {
                            String pkg = nameOf(u2());
                            u2(); // flags
                            int to = u2();
                            p += 2 * to;
                            if (to == 0) {
                                exports.add(pkg);
                            }
                        }
                        break;
                    }
                    default: break;
                }
                p = end;
            }
            members.sort(Comparator.comparing(Member::sortKey));
        }

        /** The types of the annotations of a RuntimeVisibleAnnotations attribute, their values skipped. */
        private void annotations(List<String> into) {
            int n = u2();
            for (int i = 0; i < n; i++) {
                into.add(annotation());
            }
        }

        private String annotation() {
            String type = new Signature(utf8(u2())).type();
            int pairs = u2();
            for (int i = 0; i < pairs; i++) {
                u2();
                elementValue();
            }
            return type;
        }

        private void elementValue() {
            int tag = u1();
            switch (tag) {
                case 'e': p += 4; break;
                case '@': annotation(); break;
                case '[': {
                    int n = u2();
                    for (int i = 0; i < n; i++) {
                        elementValue();
                    }
                    break;
                }
                default: p += 2; break; // a constant or a class
            }
        }
    }

    /** For tests: the report of {@link #run} as text. */
    static String report(Path classes, Path dumpFile, String module, boolean update, int[] status) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8)) {
            status[0] = run(classes, dumpFile, module, update, out);
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }
}
