package io.github.reversi4j.core;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * A rule-set id taken apart: the provider's name and its options, each a key and a value, in order.
 * It is the one type through which every rule set - the library's and a user's alike - reads its
 * options and writes its canonical id:
 * <pre>
 * othello
 * othello(size=10x10,opening=parallel)
 * ggs(komi=-0.5,anti=true)
 * </pre>
 * A name and a key are lower case ASCII letters, digits and hyphens; a value is any text without
 * {@code ,}, {@code =}, parentheses or control characters. Spaces around the parts are ignored.
 *
 * <p>A provider reads the values it takes with the typed readers, which give the default for a key
 * that is absent and bound every number before using it: {@link #integer(String, int, int, int)},
 * {@link #decimal(String, BigDecimal, BigDecimal, BigDecimal)}, {@link #bool(String, boolean)},
 * {@link #geometry(String, Geometry)} and {@link #value(String, Object, Function, String)} (any other
 * type, such as a {@code long} seed, through a parser of its own). A rule set writes its
 * {@link Rules#id()} by keeping the options that differ from its defaults, in the provider's order:
 * <pre>{@code
 * public String id() {
 *     return RuleOptions.of("holes")
 *             .with("size", geometry.toString())
 *             .with("holes", holesText())
 *             .changedFrom(RuleOptions.parse("holes(size=8x8,holes=corners)"))   // the defaults
 *             .id();
 * }
 * }</pre>
 * A bad value throws {@link RuleOptionException} naming the rule set, the key and the value; a bad
 * id text throws {@link TextParseException} with the index of the error.
 *
 * <p>This class is immutable and thread-safe. Two instances are equal when they have the same name
 * and the same options, in whatever order, for they build equal rules: the order is kept only for
 * {@link #id()}, which writes the options as they were given; {@link #toString()} is the {@link #id()}.
 */
public final class RuleOptions {

    /** The longest id text that is parsed: far beyond any real id, small enough to be harmless. */
    private static final int MAX_LENGTH = 4096;
    /** The longest number that the numeric readers look at. */
    private static final int MAX_NUMBER_LENGTH = 40;

    private final String name;
    private final Map<String, String> values;

    private RuleOptions(String name, Map<String, String> values) {
        this.name = name;
        this.values = values;
    }

    /**
     * Returns the options of a rule set with the given values, in the map's order: the options whose
     * {@link #id()} names a rule set built from a map of settings, as a reader of a game format
     * builds it from the format's own fields. For example {@code RuleOptions.of("othello",
     * Map.of("size", "10x10")).id()} is {@code othello(size=10x10)}.
     *
     * @param name the provider's id: lower case ASCII letters, digits and hyphens
     * @param options the options, key to value, in the order {@link #id()} writes them
     * @return the options
     * @throws IllegalArgumentException if the name, a key or a value is not of the form of
     *     {@link #parse(String)}, or the text would be longer than 4096
     */
    public static RuleOptions of(String name, Map<String, String> options) {
        RuleOptions o = of(name);
        for (Map.Entry<String, String> e : options.entrySet()) {
            o = o.with(e.getKey(), e.getValue());
        }
        return o;
    }

    /**
     * Returns the options of a rule set with none given.
     *
     * @param name the provider's id: lower case ASCII letters, digits and hyphens
     * @return the options
     * @throws TextParseException if the name is not of that form, or longer than 4096
     */
    public static RuleOptions of(String name) {
        Objects.requireNonNull(name, "name");
        if (name.length() > MAX_LENGTH) {
            throw new TextParseException("a rule-set id of " + name.length() + " characters, more than " + MAX_LENGTH, name,
                    MAX_LENGTH);
        }
        if (!isWord(name)) {
            throw new TextParseException(
                    "a rule-set id is lower case letters, digits and hyphens: " + Texts.quote(name), name, 0);
        }
        return new RuleOptions(checkedLength(name, Map.of()), Map.of());
    }

    /**
     * The name, once the id of a name and options is known to fit in 4096 characters,
     * the most {@link #parse(String)} reads: options built in code then always read back.
     */
    private static String checkedLength(String name, Map<String, String> values) {
        long n = name.length() + (values.isEmpty() ? 0 : 1 + values.size());
        for (Map.Entry<String, String> e : values.entrySet()) {
            n += e.getKey().length() + 1 + e.getValue().length();
        }
        if (n > MAX_LENGTH) {
            throw new IllegalArgumentException("a rule-set id of " + n + " characters, more than " + MAX_LENGTH);
        }
        return name;
    }

    /**
     * Parses a rule-set id: a name, optionally followed by options in parentheses.
     *
     * @param text e.g. {@code othello(size=10x10,opening=parallel)}
     * @return the options
     * @throws TextParseException if the text is not of that form, or gives a key twice
     */
    public static RuleOptions parse(String text) {
        Objects.requireNonNull(text, "text");
        if (text.length() > MAX_LENGTH) {
            throw new TextParseException("a rule-set id of more than " + MAX_LENGTH + " characters", text, MAX_LENGTH);
        }
        int end = text.length();
        int open = text.indexOf('(');
        int nameEnd = open < 0 ? end : open;
        int a = skipSpace(text, 0, nameEnd);
        int b = trimEnd(text, a, nameEnd);
        String n = text.substring(a, b);
        if (n.isEmpty()) {
            throw new TextParseException("a rule-set id starts with a name, e.g. othello", text, a);
        }
        int bad = firstNonWord(n);
        if (bad >= 0) {
            throw new TextParseException("a rule-set name is lower case letters, digits and hyphens: " + Texts.quote(n),
                    text, a + bad);
        }
        if (open < 0) {
            return new RuleOptions(n, Map.of());
        }
        int close = trimEnd(text, open, end) - 1;
        if (close <= open || text.charAt(close) != ')') {
            throw new TextParseException("expected name(key=value,...): the options end with ')'", text, close + 1);
        }
        Map<String, String> m = new LinkedHashMap<>();
        int inner = skipSpace(text, open + 1, close);
        if (inner == close) {
            return new RuleOptions(n, Map.of());
        }
        int start = open + 1;
        while (start <= close) {
            int comma = text.indexOf(',', start);
            int partEnd = comma < 0 || comma > close ? close : comma;
            int eq = text.indexOf('=', start);
            int ka = skipSpace(text, start, partEnd);
            if (eq < 0 || eq >= partEnd) {
                throw new TextParseException("expected key=value", text, ka < partEnd ? partEnd : ka);
            }
            String key = text.substring(ka, trimEnd(text, ka, eq));
            if (key.isEmpty() || firstNonWord(key) >= 0) {
                throw new TextParseException("an option key is lower case letters, digits and hyphens: " + Texts.quote(key),
                        text, ka + Math.max(0, firstNonWord(key)));
            }
            int va = skipSpace(text, eq + 1, partEnd);
            String value = text.substring(va, trimEnd(text, va, partEnd));
            int badValue = firstBadValueChar(value);
            if (value.isEmpty() || badValue >= 0) {
                throw new TextParseException("option '" + key + "' needs a value without , = ( ) or control characters",
                        text, va + Math.max(0, badValue));
            }
            if (m.put(key, value) != null) {
                throw new TextParseException("option '" + key + "' given twice", text, ka);
            }
            start = partEnd + 1;
        }
        return new RuleOptions(n, Collections.unmodifiableMap(m));
    }

    private static int skipSpace(String s, int from, int to) {
        int i = from;
        while (i < to && (s.charAt(i) == ' ' || s.charAt(i) == '\t')) {
            i++;
        }
        return i;
    }

    private static int trimEnd(String s, int from, int to) {
        int i = to;
        while (i > from && (s.charAt(i - 1) == ' ' || s.charAt(i - 1) == '\t')) {
            i--;
        }
        return i;
    }

    private static boolean isWord(String s) {
        return !s.isEmpty() && firstNonWord(s) < 0;
    }

    private static int firstNonWord(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (!(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-')) {
                return i;
            }
        }
        return -1;
    }

    private static int firstBadValueChar(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == ',' || c == '=' || c == '(' || c == ')' || Character.isISOControl(c)) {
                return i;
            }
        }
        return -1;
    }

    // ---- building

    /**
     * Returns these options with a value for a key: replaced in place when the key is present, added
     * at the end otherwise.
     *
     * @param key the key: lower case ASCII letters, digits and hyphens
     * @param value the value: not empty, without {@code ,}, {@code =}, parentheses or control characters
     * @return the new options
     * @throws IllegalArgumentException if the key or value is not of that form, or the id would be longer
     *     than 4096 characters
     */
    public RuleOptions with(String key, String value) {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(value, "value");
        if (!isWord(key)) {
            throw new IllegalArgumentException("an option key is lower case letters, digits and hyphens: " + Texts.quote(key));
        }
        if (value.isEmpty() || firstBadValueChar(value) >= 0 || !value.strip().equals(value)) {
            throw new IllegalArgumentException("option '" + key + "' needs a value without , = ( ), control characters"
                    + " or surrounding spaces: " + Texts.quote(value));
        }
        Map<String, String> m = new LinkedHashMap<>(values);
        m.put(key, value);
        return new RuleOptions(checkedLength(name, m), Collections.unmodifiableMap(m));
    }

    /**
     * Returns these options under another name, e.g. to write the options of a wrapped rule set in a
     * variant's id.
     *
     * @param newName the provider id
     * @return the new options
     * @throws IllegalArgumentException if the name is not lower case ASCII letters, digits and hyphens
     */
    public RuleOptions withName(String newName) {
        of(newName);
        return new RuleOptions(checkedLength(newName, values), values);
    }

    /**
     * Returns the options of these whose values differ from those of the same keys in other options,
     * typically a rule set's defaults, in this order.
     *
     * @param defaults the options to compare with
     * @return the new options, with this name
     */
    public RuleOptions changedFrom(RuleOptions defaults) {
        Objects.requireNonNull(defaults, "defaults");
        Map<String, String> m = new LinkedHashMap<>();
        values.forEach((k, v) -> {
            if (!v.equals(defaults.values.get(k))) {
                m.put(k, v);
            }
        });
        return new RuleOptions(name, Collections.unmodifiableMap(m));
    }

    // ---- reading

    /**
     * Returns the provider's id.
     *
     * @return the name, e.g. {@code othello}
     */
    public String name() {
        return name;
    }

    /**
     * Returns the options.
     *
     * @return an unmodifiable map of the values by key, in order
     */
    public Map<String, String> values() {
        return Collections.unmodifiableMap(values);
    }

    /**
     * Returns the value of a key.
     *
     * @param key the key
     * @return the value, or empty when the key is absent
     */
    public Optional<String> get(String key) {
        return Optional.ofNullable(values.get(key));
    }

    /**
     * Checks that every key is one a rule set takes.
     *
     * @param accepted the keys the rule set takes
     * @return these options
     * @throws RuleOptionException for the first key that is not accepted; the message lists them
     */
    public RuleOptions requireKeys(Collection<String> accepted) {
        Objects.requireNonNull(accepted, "accepted");
        for (Map.Entry<String, String> e : values.entrySet()) {
            if (!accepted.contains(e.getKey())) {
                throw new RuleOptionException(name, e.getKey(), e.getValue(), "unknown option '" + e.getKey()
                        + "' of rule set '" + name + "'; its options are "
                        + (accepted.isEmpty() ? "none" : String.join(", ", accepted)), null);
            }
        }
        return this;
    }

    /**
     * Returns the value of a key as text.
     *
     * @param key the key
     * @param defaultValue the value when the key is absent
     * @return the value
     */
    public String text(String key, String defaultValue) {
        return values.getOrDefault(key, defaultValue);
    }

    /**
     * Returns the value of a key read by a parser, whose {@link IllegalArgumentException} becomes a
     * {@link RuleOptionException} saying what is expected.
     *
     * @param <T> the type of the value
     * @param key the key
     * @param defaultValue the value when the key is absent
     * @param parser reads the text of the value
     * @param expected what the values are, for the message, e.g. {@code "count or numbered"}
     * @return the value
     * @throws RuleOptionException if the parser rejects the text
     */
    public <T> T value(String key, T defaultValue, Function<String, ? extends T> parser, String expected) {
        String v = values.get(key);
        if (v == null) {
            return defaultValue;
        }
        try {
            return Objects.requireNonNull(parser.apply(v), "parser result");
        } catch (IllegalArgumentException e) {
            throw bad(key, v, expected, e);
        }
    }

    private RuleOptionException bad(String key, String v, String expected, Throwable cause) {
        String why = cause == null || cause.getMessage() == null ? "" : " (" + Texts.escape(cause.getMessage()) + ")";
        return new RuleOptionException(name, key, v, "option '" + key + "' of rule set '" + name + "' must be "
                + expected + ": " + Texts.quote(v) + why, cause);
    }

    /**
     * Returns the value of a key as a whole number within bounds: ASCII digits, optionally signed.
     *
     * @param key the key
     * @param defaultValue the value when the key is absent
     * @param min the smallest value accepted
     * @param max the largest value accepted
     * @return the value
     * @throws RuleOptionException if the value is not a whole number within the bounds
     */
    public int integer(String key, int defaultValue, int min, int max) {
        String v = values.get(key);
        if (v == null) {
            return defaultValue;
        }
        String expected = "a whole number in " + min + ".." + max;
        if (!isInteger(v) || v.length() > 11) {
            throw bad(key, v, expected, null);
        }
        long n = Long.parseLong(v);
        if (n < min || n > max) {
            throw bad(key, v, expected, null);
        }
        return (int) n;
    }

    private static boolean isInteger(String v) {
        int i = v.startsWith("-") || v.startsWith("+") ? 1 : 0;
        if (i == v.length()) {
            return false;
        }
        for (; i < v.length(); i++) {
            char c = v.charAt(i);
            if (c < '0' || c > '9') {
                return false;
            }
        }
        return true;
    }

    /**
     * Returns the value of a key as a decimal within bounds: ASCII digits, optionally signed, with an
     * optional fraction after a point; no exponent.
     *
     * @param key the key
     * @param defaultValue the value when the key is absent
     * @param min the smallest value accepted
     * @param max the largest value accepted
     * @return the value, with no trailing zeros
     * @throws RuleOptionException if the value is not such a decimal within the bounds
     */
    public BigDecimal decimal(String key, BigDecimal defaultValue, BigDecimal min, BigDecimal max) {
        String v = values.get(key);
        if (v == null) {
            return defaultValue;
        }
        String expected = "a decimal in " + min.toPlainString() + ".." + max.toPlainString();
        int point = v.indexOf('.');
        String whole = point < 0 ? v : v.substring(0, point);
        String fraction = point < 0 ? "0" : v.substring(point + 1);
        if (v.length() > MAX_NUMBER_LENGTH || !isInteger(whole) || !isInteger(fraction) || fraction.charAt(0) == '-'
                || fraction.charAt(0) == '+') {
            throw bad(key, v, expected, null);
        }
        BigDecimal d = new BigDecimal(v).stripTrailingZeros();
        if (d.compareTo(min) < 0 || d.compareTo(max) > 0) {
            throw bad(key, v, expected, null);
        }
        return d.signum() == 0 ? BigDecimal.ZERO : d;
    }

    /**
     * Returns the value of a key as a truth value: {@code true} or {@code false}, in any case.
     *
     * @param key the key
     * @param defaultValue the value when the key is absent
     * @return the value
     * @throws RuleOptionException if the value is neither
     */
    public boolean bool(String key, boolean defaultValue) {
        String v = values.get(key);
        if (v == null) {
            return defaultValue;
        }
        if (Texts.equalsIgnoreCase(v, "true")) {
            return true;
        }
        if (Texts.equalsIgnoreCase(v, "false")) {
            return false;
        }
        throw bad(key, v, "true or false", null);
    }

    /**
     * Returns the value of a key as a board size ({@link Geometry#parse(String)}).
     *
     * @param key the key
     * @param defaultValue the value when the key is absent
     * @return the value
     * @throws RuleOptionException if the value is not a supported board size
     */
    public Geometry geometry(String key, Geometry defaultValue) {
        return value(key, defaultValue, Geometry::parse, "a board size WIDTHxHEIGHT, even sides 4..16");
    }

    /**
     * Returns the canonical id: the name alone when there are no options, else
     * {@code name(key=value,...)} in order.
     *
     * @return the id
     */
    public String id() {
        if (values.isEmpty()) {
            return name;
        }
        List<String> parts = new ArrayList<>(values.size());
        values.forEach((k, v) -> parts.add(k + "=" + v));
        return name + "(" + String.join(",", parts) + ")";
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof RuleOptions)) {
            return false;
        }
        RuleOptions r = (RuleOptions) o;
        return name.equals(r.name) && values.equals(r.values);
    }

    @Override
    public int hashCode() {
        return name.hashCode() * 31 + values.hashCode();
    }

    /**
     * Returns the canonical id.
     *
     * @return the same as {@link #id()}
     */
    @Override
    public String toString() {
        return id();
    }
}
