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
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
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
 * that text still holds: the build's guard against an unintended change of a published signature, which
 * tells a compatible addition from a breaking change.
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
 * java ApiDump.java CLASSES_DIR DUMP_FILE MODULE_NAME UPDATE [--incubating=true|false] [--break=REASON]
 * </pre>
 *
 * With {@code UPDATE} {@code false} it compares the API with {@code DUMP_FILE} and judges every
 * difference ({@link Compatibility}): an addition or another compatible change passes with a warning
 * that names the command recording it; a breaking change (a type or member removed, a signature or
 * return type changed, visibility narrowed, {@code final}, {@code abstract} or {@code sealed} added,
 * an exception added to a {@code throws} clause, an abstract method added to a type users may
 * implement) exits with status 1, unless the module is incubating ({@code --incubating=true}) or the
 * element is marked {@code @Incubating}, where it is reported only. A missing dump fails.
 *
 * <p>With {@code UPDATE} {@code true} it writes the dump (atomically) when it differs; but a breaking
 * change to a stable element is written only with a reason, {@code --break=REASON}, and then recorded
 * in a file of its own beside the dump, {@code breaks/<UTC time>.txt}: the reason and every breaking
 * change, for the reviewer and the CHANGELOG.
 */
public final class ApiDump {

    /** The command that rewrites every dump file, named by every failure. */
    public static final String UPDATE_COMMAND = "./mvnw verify -Dapi.update";

    /** The command that records a breaking change to a stable module, with its reason. */
    public static final String BREAK_COMMAND = UPDATE_COMMAND + " -Dapi.break=\"REASON\"";

    /** The folder beside the dump where each recorded breaking change gets a file. */
    public static final String BREAKS_FOLDER = "breaks";

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
     * What one run does besides comparing.
     *
     * @param update whether to write the dump instead of only checking it
     * @param incubatingModule whether the whole module is incubating: its breaking changes are reported, not fatal
     * @param breakReason why a breaking change to a stable element is intended, or {@code null}: with
     *     {@code update}, the one way to record such a change
     * @param now the time the record of a breaking change is named and dated by
     */
    public record Options(boolean update, boolean incubatingModule, String breakReason, Instant now) {

        /**
         * Checks the options.
         *
         * @param update whether to write the dump
         * @param incubatingModule whether the module is incubating
         * @param breakReason the reason of a breaking change, or {@code null}; blank text and the bare
         *     flag's {@code true} count as none
         * @param now the time of the record
         */
        public Options {
            Objects.requireNonNull(now, "now");
            if (breakReason != null && (breakReason.isBlank() || breakReason.strip().equals("true"))) {
                breakReason = null;
            }
            if (breakReason != null) {
                breakReason = breakReason.strip();
            }
        }

        /**
         * Options for a check ({@code update} false) or an update, with no reason for a breaking change.
         *
         * @param update whether to write the dump
         * @return the options of a stable module
         */
        public static Options of(boolean update) {
            return new Options(update, false, null, Instant.now());
        }
    }

    /**
     * Checks or updates one module's dump.
     *
     * @param args the classes folder, the dump file, the module's name, {@code true} to update, then
     *     optionally {@code --incubating=true|false} and {@code --break=REASON}
     */
    public static void main(String[] args) {
        if (args.length < 4) {
            System.err.println("usage: java ApiDump.java CLASSES_DIR DUMP_FILE MODULE_NAME UPDATE(true|false)"
                    + " [--incubating=true|false] [--break=REASON]");
            System.exit(2);
        }
        boolean incubating = false;
        String reason = null;
        for (int i = 4; i < args.length; i++) {
            if (args[i].startsWith("--incubating=")) {
                incubating = Boolean.parseBoolean(args[i].substring("--incubating=".length()));
            } else if (args[i].startsWith("--break=")) {
                reason = args[i].substring("--break=".length());
            } else {
                System.err.println("unknown option: " + args[i]);
                System.exit(2);
            }
        }
        Options options = new Options(Boolean.parseBoolean(args[3]), incubating, reason, Instant.now());
        int status = run(Path.of(args[0]), Path.of(args[1]), args[2], options, System.out);
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
     * @return 0 when the dump holds (or was written), 1 when the check or the update is refused
     */
    public static int run(Path classes, Path dumpFile, String module, boolean update, PrintStream out) {
        return run(classes, dumpFile, module, Options.of(update), out);
    }

    /**
     * Checks or updates one module's dump, reporting to {@code out}: a compatible difference passes with
     * a warning, a breaking one to a stable element fails unless recorded with a reason.
     *
     * @param classes the module's compiled classes
     * @param dumpFile the committed dump
     * @param module the module's name, for the messages
     * @param options update or check, the module's stability and the reason of a breaking change
     * @param out where the report goes
     * @return 0 when the dump holds, differs compatibly or was written; 1 when it is missing, or a
     *     breaking change to a stable element is neither allowed nor recorded
     */
    public static int run(Path classes, Path dumpFile, String module, Options options, PrintStream out) {
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
        if (committed == null) {
            if (options.update()) {
                write(dumpFile, actual);
                out.println("API dump of " + module + " written: " + dumpFile);
                return 0;
            }
            out.println("[ERROR] The public API of " + module + " differs from its committed dump " + dumpFile + ".");
            out.println("[ERROR] The module has no dump yet. Write it with");
            out.println("[ERROR]     " + UPDATE_COMMAND);
            out.println("[ERROR] and commit it with a CHANGELOG entry (CONTRIBUTING.md, \"The public API\").");
            return 1;
        }
        List<Change> changes;
        try {
            changes = Compatibility.compare(committed, actual, options.incubatingModule());
        } catch (IllegalArgumentException e) {
            if (options.update()) {
                write(dumpFile, actual);
                out.println("API dump of " + module + " written over one that could not be read: " + dumpFile);
                return 0;
            }
            out.println("[ERROR] The committed dump of " + module + " cannot be read (" + e.getMessage() + "): "
                    + dumpFile);
            out.println("[ERROR] Write it again with " + UPDATE_COMMAND);
            return 1;
        }
        List<Change> fatal = changes.stream().filter(Change::isFatal).collect(Collectors.toList());
        List<Change> reported = changes.stream().filter(c -> !c.isFatal()).collect(Collectors.toList());
        if (!fatal.isEmpty() && (!options.update() || options.breakReason() == null)) {
            out.println("[ERROR] The public API of " + module + " has " + count(fatal.size(), "breaking change")
                    + " against its committed dump " + dumpFile + ":");
            print(out, "[ERROR]", fatal);
            if (!reported.isEmpty()) {
                out.println("[ERROR] and " + count(reported.size(), "change") + " that may be released"
                        + " (additions, compatible changes, incubating elements):");
                print(out, "[ERROR]", reported);
            }
            out.println("[ERROR] A stable module keeps its API for the whole major version (README.md, \"Stability\"):");
            out.println("[ERROR] deprecate and add instead of removing or changing. If the break is intended"
                    + " (before 1.0.0, or for the next major");
            out.println("[ERROR] version), record it with its reason, then commit the dump, the record under api/"
                    + BREAKS_FOLDER + "/ and a CHANGELOG entry:");
            out.println("[ERROR]     " + BREAK_COMMAND);
            if (options.update()) {
                out.println("[ERROR] The dump was not written: -Dapi.update records a breaking change only with -Dapi.break.");
            }
            return 1;
        }
        if (!options.update()) {
            if (!reported.isEmpty()) {
                out.println("[WARNING] The public API of " + module + " has " + count(reported.size(), "change")
                        + " not yet in its committed dump " + dumpFile
                        + " (compatible, or breaking only what is incubating):");
                print(out, "[WARNING]", reported);
            } else {
                out.println("[WARNING] The committed dump of " + module + " is not the one this version writes"
                        + " (its header or order differ): " + dumpFile);
            }
            out.println("[WARNING] Record them with " + UPDATE_COMMAND + " and a CHANGELOG entry (CONTRIBUTING.md,"
                    + " \"The public API\").");
            return 0;
        }
        write(dumpFile, actual);
        out.println("API dump of " + module + " written: " + dumpFile);
        if (!fatal.isEmpty()) {
            Path record = recordBreak(dumpFile, module, options, fatal);
            out.println("[WARNING] " + count(fatal.size(), "breaking change") + " to " + module + " recorded in "
                    + record + ":");
            print(out, "[WARNING]", fatal);
        }
        return 0;
    }

    private static String count(int n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }

    private static void print(PrintStream out, String level, List<Change> changes) {
        for (Change c : changes) {
            for (String line : c.describe()) {
                out.println(level + "   " + line);
            }
        }
    }

    /** Writes the record of an allowed breaking change beside the dump; returns its path. */
    private static Path recordBreak(Path dumpFile, String module, Options options, List<Change> fatal) {
        Instant at = options.now().truncatedTo(ChronoUnit.SECONDS);
        String name = DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HHmmss'Z'", Locale.ROOT)
                .format(at.atOffset(ZoneOffset.UTC));
        Path folder = Objects.requireNonNull(dumpFile.toAbsolutePath().getParent(), "the dump's folder")
                .resolve(BREAKS_FOLDER);
        Path file = folder.resolve(name + "-" + module + ".txt");
        StringBuilder text = new StringBuilder();
        text.append("# A breaking change to the public API of ").append(module)
                .append(", recorded with -Dapi.break (CONTRIBUTING.md, \"The public API\")\n");
        text.append("date: ").append(DateTimeFormatter.ISO_INSTANT.format(at)).append('\n');
        text.append("reason: ").append(options.breakReason().replace('\n', ' ')).append('\n');
        text.append("changes: ").append(fatal.size()).append('\n');
        for (Change c : fatal) {
            for (String line : c.describe()) {
                text.append("  ").append(line).append('\n');
            }
        }
        write(file, text.toString());
        return file;
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

    /** How a difference between the committed dump and the compiled API weighs. */
    public enum Verdict {
        /** A new type or member: compatible. */
        ADDED,
        /** A change that code compiled or written against the dump survives (final removed, deprecated...). */
        COMPATIBLE,
        /** A change that breaks code compiled or written against the dump. */
        BREAKING
    }

    /**
     * One difference between two dumps, judged.
     *
     * @param verdict how it weighs
     * @param what what changed, in words
     * @param before the line in the committed dump, or {@code null} for an addition
     * @param after the line in the compiled API, or {@code null} for a removal
     * @param type the line of the type it belongs to (the type's own line for a type)
     * @param incubating whether the element was incubating (its module, package, type or itself), so
     *     that a breaking change to it does not fail the build
     */
    public record Change(Verdict verdict, String what, String before, String after, String type,
            boolean incubating) {

        /** Whether this change fails a check: breaking, and to a stable element. */
        boolean isFatal() {
            return verdict == Verdict.BREAKING && !incubating;
        }

        /** The change as the report prints it: its verdict and what, then the lines before (-) and after (+). */
        List<String> describe() {
            List<String> lines = new ArrayList<>();
            String kind = verdict == Verdict.BREAKING ? (incubating ? "breaking (incubating)" : "breaking")
                    : verdict == Verdict.ADDED ? "added" : "compatible";
            boolean isTypeLine = Objects.equals(before, type) || Objects.equals(after, type);
            String where = isTypeLine ? "" : "    (in " + type + ")";
            lines.add(kind + ": " + what);
            if (before != null) {
                lines.add("  - " + before + where);
            }
            if (after != null) {
                lines.add("  + " + after + where);
            }
            return lines;
        }
    }

    /**
     * The judge of the differences between two dumps: which are additions, which keep code compiled or
     * written against the older one working, which break it (the Java Language Specification, chapter
     * 13, and source compatibility). It reads the dumps' text back, type by type and member by member,
     * a member known by its name and erased parameter types.
     */
    static final class Compatibility {
        private static final String INCUBATING = ".Incubating";

        private Compatibility() {
        }

        /**
         * Every difference from {@code before} to {@code after}, judged, in the order of the dumps.
         *
         * @param before the committed dump
         * @param after the dump of the compiled classes
         * @param incubatingModule whether the whole module is incubating
         * @return the changes, types first within each type's paragraph
         */
        static List<Change> compare(String before, String after, boolean incubatingModule) {
            Model a = Model.parse(before);
            Model b = Model.parse(after);
            List<Change> out = new ArrayList<>();
            Set<String> names = new TreeSet<>(a.types.keySet());
            names.addAll(b.types.keySet());
            for (String name : names) {
                TypeDecl old = a.types.get(name);
                TypeDecl now = b.types.get(name);
                boolean incubating = incubatingModule || old != null && a.isIncubating(old)
                        || old == null && now != null && b.isIncubating(now);
                if (old == null) {
                    out.add(new Change(Verdict.ADDED, "a type added", null, now.line, now.line, incubating));
                } else if (now == null) {
                    out.add(new Change(Verdict.BREAKING, "a type removed", old.line, null, old.line, incubating));
                } else {
                    compareType(a, b, old, now, incubating, out);
                }
            }
            Set<String> packages = new TreeSet<>(a.packages.keySet());
            packages.addAll(b.packages.keySet());
            for (String p : packages) {
                String was = a.packages.get(p);
                String is = b.packages.get(p);
                if (!Objects.equals(was, is)) {
                    String shown = is != null ? is : was;
                    out.add(new Change(Verdict.COMPATIBLE, "a package's annotations changed", was, is, shown,
                            incubatingModule));
                }
            }
            return out;
        }

        private static void compareType(Model a, Model b, TypeDecl old, TypeDecl now, boolean incubating,
                List<Change> out) {
            if (!old.line.equals(now.line)) {
                List<String> breaks = new ArrayList<>();
                List<String> others = new ArrayList<>();
                if (!old.kind.equals(now.kind)) {
                    breaks.add("its kind changed from " + old.kind + " to " + now.kind);
                }
                if (old.modifiers.contains("public") && !now.modifiers.contains("public")) {
                    breaks.add("its visibility narrowed");
                } else if (!old.modifiers.contains("public") && now.modifiers.contains("public")) {
                    others.add("its visibility widened");
                }
                if (old.modifiers.contains("static") != now.modifiers.contains("static")) {
                    breaks.add(now.modifiers.contains("static") ? "made static" : "no longer static");
                }
                boolean subclassed = old.canBeSubclassed();
                flag(old, now, "final", subclassed, breaks, others);
                flag(old, now, "abstract", old.hasConstructor() && !old.modifiers.contains("abstract"), breaks, others);
                if (!old.permits.equals(now.permits)) {
                    if (old.permits.isEmpty()) {
                        if (subclassed || old.kind.equals("interface")) {
                            breaks.add("made sealed");
                        } else {
                            others.add("made sealed (it could not be subclassed)");
                        }
                    } else if (now.permits.isEmpty()) {
                        breaks.add("no longer sealed (a switch over its subtypes is no longer exhaustive)");
                    } else {
                        breaks.add("its permitted subtypes changed (a switch over them is no longer exhaustive)");
                    }
                }
                if (!old.typeParameters.equals(now.typeParameters)) {
                    breaks.add("its type parameters changed");
                }
                if (!Objects.equals(old.superclass, now.superclass)) {
                    breaks.add("its superclass changed");
                }
                for (String i : old.interfaces) {
                    if (!now.interfaces.contains(i)) {
                        breaks.add("no longer a " + i);
                    }
                }
                for (String i : now.interfaces) {
                    if (!old.interfaces.contains(i)) {
                        others.add("now also a " + i);
                    }
                }
                if (!old.annotations.equals(now.annotations)) {
                    others.add("its annotations changed");
                }
                if (!breaks.isEmpty()) {
                    out.add(new Change(Verdict.BREAKING, "a type: " + String.join(", ", breaks), old.line, now.line,
                            now.line, incubating));
                } else {
                    out.add(new Change(Verdict.COMPATIBLE, "a type: "
                            + (others.isEmpty() ? "its line changed" : String.join(", ", others)),
                            old.line, now.line, now.line, incubating));
                }
            }
            Set<String> keys = new TreeSet<>(old.members.keySet());
            keys.addAll(now.members.keySet());
            for (String key : keys) {
                MemberDecl was = old.members.get(key);
                MemberDecl is = now.members.get(key);
                boolean memberIncubating = incubating || was != null && was.isIncubating()
                        || was == null && is.isIncubating();
                if (was == null) {
                    out.add(added(old, is, now.line, memberIncubating));
                } else if (is == null) {
                    out.add(removed(b, now, was, memberIncubating));
                } else if (!was.line.equals(is.line)) {
                    out.add(changed(old, was, is, now.line, memberIncubating));
                }
            }
        }

        /** A modifier such as final or abstract added (breaking where {@code matters}) or removed. */
        private static void flag(TypeDecl old, TypeDecl now, String modifier, boolean matters, List<String> breaks,
                List<String> others) {
            boolean had = old.modifiers.contains(modifier);
            boolean has = now.modifiers.contains(modifier);
            if (!had && has) {
                (matters ? breaks : others).add("made " + modifier);
            } else if (had && !has) {
                others.add("no longer " + modifier);
            }
        }

        private static Change added(TypeDecl owner, MemberDecl m, String typeLine, boolean incubating) {
            boolean abstractMethod = !m.field && !m.constructor && !m.modifiers.contains("static")
                    && (owner.isInterfaceLike() ? !m.modifiers.contains("default") : m.modifiers.contains("abstract"));
            if (abstractMethod && owner.isInterfaceLike() && owner.permits.isEmpty()) {
                return new Change(Verdict.BREAKING, "an abstract method added to an interface users may implement"
                        + " (add a default method instead)", null, m.line, typeLine, incubating);
            }
            if (abstractMethod && owner.canBeSubclassed()) {
                return new Change(Verdict.BREAKING, "an abstract method added to a class users may extend",
                        null, m.line, typeLine, incubating);
            }
            boolean enumConstant = m.field && owner.kind.equals("enum") && m.type.equals(owner.name)
                    && m.modifiers.contains("static");
            String what = enumConstant
                    ? "an enum constant added (an exhaustive switch over it without default no longer compiles)"
                    : m.field ? "a field added" : m.constructor ? "a constructor added" : "a method added";
            return new Change(Verdict.ADDED, what, null, m.line, typeLine, incubating);
        }

        private static Change removed(Model b, TypeDecl now, MemberDecl was, boolean incubating) {
            if (!was.field && !was.constructor && b.inherits(now, was.key)) {
                return new Change(Verdict.COMPATIBLE, "a member no longer declared here, still inherited",
                        was.line, null, now.line, incubating);
            }
            String what = was.field ? "a field removed" : was.constructor ? "a constructor removed" : "a method removed";
            return new Change(Verdict.BREAKING, what, was.line, null, now.line, incubating);
        }

        private static Change changed(TypeDecl owner, MemberDecl was, MemberDecl is, String typeLine,
                boolean incubating) {
            List<String> breaks = new ArrayList<>();
            List<String> others = new ArrayList<>();
            if (was.modifiers.contains("public") && !is.modifiers.contains("public")) {
                breaks.add("its visibility narrowed");
            } else if (!was.modifiers.contains("public") && is.modifiers.contains("public")) {
                others.add("its visibility widened");
            }
            if (was.modifiers.contains("static") != is.modifiers.contains("static")) {
                breaks.add(is.modifiers.contains("static") ? "made static" : "no longer static");
            }
            if (!was.type.equals(is.type)) {
                breaks.add(was.field ? "its type changed" : "its return type changed");
            }
            if (!was.parameters.equals(is.parameters)) {
                if (was.parameters.replace("...", "[]").equals(is.parameters.replace("...", "[]"))) {
                    others.add("varargs changed");
                } else {
                    breaks.add("its parameter types changed");
                }
            }
            if (!was.typeParameters.equals(is.typeParameters)) {
                breaks.add("its type parameters changed");
            }
            for (String e : is.thrown) {
                if (!was.thrown.contains(e)) {
                    breaks.add("it now throws " + e);
                }
            }
            for (String e : was.thrown) {
                if (!is.thrown.contains(e)) {
                    others.add("it no longer declares " + e);
                }
            }
            boolean overridable = !was.modifiers.contains("static") && !was.constructor
                    && (owner.isInterfaceLike() || owner.canBeSubclassed());
            if (was.field) {
                if (!was.modifiers.contains("final") && is.modifiers.contains("final")) {
                    breaks.add("made final");
                } else if (was.modifiers.contains("final") && !is.modifiers.contains("final")) {
                    others.add("no longer final");
                }
                if (was.constant != null && is.constant != null && !was.constant.equals(is.constant)) {
                    breaks.add("its constant value changed (compiled code keeps the old one)");
                } else if (!Objects.equals(was.constant, is.constant)) {
                    others.add(was.constant == null ? "now a constant" : "no longer a constant");
                }
            } else if (owner.isInterfaceLike()) {
                if (was.modifiers.contains("default") && !is.modifiers.contains("default")
                        && !is.modifiers.contains("static")) {
                    breaks.add("its default body removed (made abstract)");
                } else if (!was.modifiers.contains("default") && is.modifiers.contains("default")) {
                    others.add("given a default body");
                }
            } else {
                flagMember(was, is, "final", overridable, breaks, others);
                flagMember(was, is, "abstract", true, breaks, others);
            }
            if (!was.annotations.equals(is.annotations)) {
                others.add("its annotations changed");
            }
            if (!breaks.isEmpty()) {
                return new Change(Verdict.BREAKING, "a member: " + String.join(", ", breaks), was.line, is.line,
                        typeLine, incubating);
            }
            return new Change(Verdict.COMPATIBLE, "a member: " + (others.isEmpty() ? "its line changed"
                    : String.join(", ", others)), was.line, is.line, typeLine, incubating);
        }

        private static void flagMember(MemberDecl was, MemberDecl is, String modifier, boolean matters,
                List<String> breaks, List<String> others) {
            boolean had = was.modifiers.contains(modifier);
            boolean has = is.modifiers.contains(modifier);
            if (!had && has) {
                (matters ? breaks : others).add("made " + modifier);
            } else if (had && !has) {
                others.add("no longer " + modifier);
            }
        }
    }

    /** A dump read back: its annotated packages' lines, and its types by name. */
    static final class Model {
        final Map<String, String> packages = new TreeMap<>();
        final Map<String, TypeDecl> types = new LinkedHashMap<>();

        static Model parse(String dump) {
            Model m = new Model();
            TypeDecl current = null;
            int number = 0;
            for (String line : dump.split("\n", -1)) {
                number++;
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                try {
                    current = m.read(current, line);
                } catch (RuntimeException e) {
                    throw new IllegalArgumentException("line " + number + " is not a line of a dump: " + line, e);
                }
            }
            return m;
        }

        /** Reads one line; returns the type the next member lines belong to. */
        private TypeDecl read(TypeDecl current, String line) {
            if (line.startsWith(" ")) {
                if (current == null) {
                    throw new IllegalArgumentException("a member line before any type: " + line);
                }
                MemberDecl member = MemberDecl.parse(line.strip());
                current.members.put(member.key, member);
                return current;
            } else if (Syntax.words(line).contains("package")) {
                List<String> words = Syntax.words(line);
                packages.put(words.get(words.size() - 1), line);
                return null;
            } else {
                TypeDecl type = TypeDecl.parse(line);
                types.put(type.name, type);
                return type;
            }
        }

        /** Whether a type is marked incubating: itself, a type it is nested in, or its package. */
        boolean isIncubating(TypeDecl t) {
            if (Syntax.marked(t.annotations)) {
                return true;
            }
            for (Map.Entry<String, String> p : packages.entrySet()) {
                if (t.name.startsWith(p.getKey() + ".") && p.getValue().contains(Compatibility.INCUBATING + " ")) {
                    return true;
                }
            }
            int dot = t.name.lastIndexOf('.');
            while (dot > 0) {
                TypeDecl outer = types.get(t.name.substring(0, dot));
                if (outer != null && Syntax.marked(outer.annotations)) {
                    return true;
                }
                dot = t.name.lastIndexOf('.', dot - 1);
            }
            return false;
        }

        /** Whether a type of this dump inherits a method with this key from a supertype in the dump. */
        boolean inherits(TypeDecl t, String key) {
            if (key.equals("equals(java.lang.Object)") || key.equals("hashCode()") || key.equals("toString()")) {
                return true; // every object has them
            }
            List<String> supers = new ArrayList<>(t.interfaces);
            if (t.superclass != null) {
                supers.add(t.superclass);
            }
            for (String s : supers) {
                TypeDecl up = types.get(Syntax.erase(s));
                if (up != null && (up.members.containsKey(key) || inherits(up, key))) {
                    return true;
                }
            }
            return false;
        }
    }

    /** One type's line read back, and its members by key. */
    static final class TypeDecl {
        String line = "";
        List<String> annotations = new ArrayList<>();
        Set<String> modifiers = new TreeSet<>();
        String kind = "";
        String name = "";
        String typeParameters = "";
        String superclass;
        List<String> interfaces = new ArrayList<>();
        List<String> permits = new ArrayList<>();
        final Map<String, MemberDecl> members = new TreeMap<>();

        static TypeDecl parse(String line) {
            TypeDecl t = new TypeDecl();
            t.line = line;
            String rest = line;
            while (rest.startsWith("@") && !rest.startsWith("@interface ")) {
                int space = rest.indexOf(' ');
                t.annotations.add(rest.substring(1, space));
                rest = rest.substring(space + 1);
            }
            while (true) {
                int space = rest.indexOf(' ');
                String word = rest.substring(0, space);
                rest = rest.substring(space + 1);
                if (List.of("class", "interface", "enum", "record", "@interface").contains(word)) {
                    t.kind = word;
                    break;
                }
                t.modifiers.add(word);
            }
            int end = 0;
            while (end < rest.length() && rest.charAt(end) != '<' && rest.charAt(end) != ' ') {
                end++;
            }
            t.name = rest.substring(0, end);
            rest = rest.substring(end);
            if (rest.startsWith("<")) {
                int close = Syntax.closing(rest, 0);
                t.typeParameters = rest.substring(0, close + 1);
                rest = rest.substring(close + 1);
            }
            int permits = Syntax.indexAtTop(rest, " permits ");
            if (permits >= 0) {
                t.permits = Syntax.splitTop(rest.substring(permits + " permits ".length()));
                rest = rest.substring(0, permits);
            }
            int implementsAt = Syntax.indexAtTop(rest, " implements ");
            if (implementsAt >= 0) {
                t.interfaces = Syntax.splitTop(rest.substring(implementsAt + " implements ".length()));
                rest = rest.substring(0, implementsAt);
            }
            int extendsAt = Syntax.indexAtTop(rest, " extends ");
            if (extendsAt >= 0) {
                List<String> supers = Syntax.splitTop(rest.substring(extendsAt + " extends ".length()));
                if (t.isInterfaceLike()) {
                    t.interfaces = supers;
                } else {
                    t.superclass = supers.get(0);
                }
            }
            return t;
        }

        boolean isInterfaceLike() {
            return kind.equals("interface") || kind.equals("@interface");
        }

        boolean hasConstructor() {
            return members.values().stream().anyMatch(m -> m.constructor);
        }

        /** Whether code outside the library may extend this class: not final, not sealed, with a constructor. */
        boolean canBeSubclassed() {
            return kind.equals("class") && !modifiers.contains("final") && permits.isEmpty() && hasConstructor();
        }
    }

    /** One member's line read back. */
    static final class MemberDecl {
        String line = "";
        List<String> annotations = new ArrayList<>();
        Set<String> modifiers = new TreeSet<>();
        boolean field;
        boolean constructor;
        String typeParameters = "";
        /** The field's type or the method's return type; empty for a constructor. */
        String type = "";
        String name = "";
        String parameters = "";
        List<String> thrown = new ArrayList<>();
        String constant;
        /** The name and erased parameter types, which a change of signature changes. */
        String key = "";

        static MemberDecl parse(String line) {
            MemberDecl m = new MemberDecl();
            m.line = line;
            String rest = line;
            while (rest.startsWith("@")) {
                int space = rest.indexOf(' ');
                m.annotations.add(rest.substring(1, space));
                rest = rest.substring(space + 1);
            }
            while (true) {
                int space = rest.indexOf(' ');
                String word = space < 0 ? rest : rest.substring(0, space);
                if (!List.of("public", "protected", "static", "final", "abstract", "default").contains(word)) {
                    break;
                }
                m.modifiers.add(word);
                rest = rest.substring(space + 1);
            }
            if (rest.startsWith("<")) {
                int close = Syntax.closing(rest, 0);
                m.typeParameters = rest.substring(0, close + 1);
                rest = rest.substring(close + 1).stripLeading();
            }
            int equals = rest.indexOf(" = ");
            int paren = rest.indexOf('(');
            m.field = paren < 0 || equals >= 0 && equals < paren;
            if (m.field) {
                String declaration = equals >= 0 ? rest.substring(0, equals) : rest;
                m.constant = equals >= 0 ? rest.substring(equals + 3) : null;
                int space = Syntax.lastIndexAtTop(declaration, ' ');
                m.type = declaration.substring(0, space);
                m.name = declaration.substring(space + 1);
                m.key = "field " + m.name;
                return m;
            }
            String head = rest.substring(0, paren);
            int close = rest.indexOf(')', paren);
            m.parameters = rest.substring(paren + 1, close);
            String tail = rest.substring(close + 1);
            if (tail.startsWith(" throws ")) {
                m.thrown = Syntax.splitTop(tail.substring(" throws ".length()));
            }
            int space = Syntax.lastIndexAtTop(head, ' ');
            if (space < 0) {
                m.constructor = true;
                m.name = head;
            } else {
                m.type = head.substring(0, space);
                m.name = head.substring(space + 1);
            }
            List<String> erased = new ArrayList<>();
            for (String p : Syntax.splitTop(m.parameters)) {
                erased.add(Syntax.erase(p).replace("...", "[]"));
            }
            m.key = (m.constructor ? "<init>" : m.name) + "(" + String.join(",", erased) + ")";
            return m;
        }

        boolean isIncubating() {
            return Syntax.marked(annotations);
        }
    }

    /** Reading the Java the dump writes: angle brackets nest, commas and spaces split only outside them. */
    static final class Syntax {
        private Syntax() {
        }

        static boolean marked(List<String> annotations) {
            return annotations.stream().anyMatch(a -> a.endsWith(Compatibility.INCUBATING));
        }

        static List<String> words(String line) {
            return List.of(line.split(" "));
        }

        /** The index of the {@code >} that closes the {@code <} at {@code open}. */
        static int closing(String s, int open) {
            int depth = 0;
            for (int i = open; i < s.length(); i++) {
                char c = s.charAt(i);
                if (c == '<') {
                    depth++;
                } else if (c == '>' && --depth == 0) {
                    return i;
                }
            }
            throw new IllegalArgumentException("unbalanced <> in " + s);
        }

        static int indexAtTop(String s, String token) {
            int depth = 0;
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                if (c == '<') {
                    depth++;
                } else if (c == '>') {
                    depth--;
                } else if (depth == 0 && s.startsWith(token, i)) {
                    return i;
                }
            }
            return -1;
        }

        static int lastIndexAtTop(String s, char ch) {
            int depth = 0;
            int found = -1;
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                if (c == '<') {
                    depth++;
                } else if (c == '>') {
                    depth--;
                } else if (depth == 0 && c == ch) {
                    found = i;
                }
            }
            return found;
        }

        static List<String> splitTop(String s) {
            List<String> parts = new ArrayList<>();
            if (s.isBlank()) {
                return parts;
            }
            int depth = 0;
            int start = 0;
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                if (c == '<') {
                    depth++;
                } else if (c == '>') {
                    depth--;
                } else if (c == ',' && depth == 0) {
                    parts.add(s.substring(start, i).strip());
                    start = i + 1;
                }
            }
            parts.add(s.substring(start).strip());
            return parts;
        }

        /** A type without its type arguments: {@code java.util.List<T>[]} as {@code java.util.List[]}. */
        static String erase(String type) {
            StringBuilder s = new StringBuilder();
            int depth = 0;
            for (char c : type.toCharArray()) {
                if (c == '<') {
                    depth++;
                } else if (c == '>') {
                    depth--;
                } else if (depth == 0) {
                    s.append(c);
                }
            }
            return s.toString().strip();
        }
    }

    /** For tests: the report of {@link #run} as text. */
    static String report(Path classes, Path dumpFile, String module, boolean update, int[] status) {
        return report(classes, dumpFile, module, Options.of(update), status);
    }

    /** For tests: the report of {@link #run} with options as text. */
    static String report(Path classes, Path dumpFile, String module, Options options, int[] status) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8)) {
            status[0] = run(classes, dumpFile, module, options, out);
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }
}
