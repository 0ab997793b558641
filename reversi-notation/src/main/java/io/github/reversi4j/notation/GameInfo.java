package io.github.reversi4j.notation;

import io.github.reversi4j.notation.internal.Shown;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The header facts of a game: players, tournament, date, place, the result as recorded, and whatever
 * else a format stores, as named tags in the order they were read. Tag names follow PGN's seven-tag
 * roster where one applies ({@link #BLACK}, {@link #WHITE}, {@link #EVENT}, {@link #DATE},
 * {@link #SITE}, {@link #RESULT}); a format's own fields keep the format's name (e.g. {@code RB}).
 *
 * <p>The canonical text is the tags in PGN form, {@code [Black "Inoue Hiroshi"] [White "Heiberg
 * Thomas"]}, with {@code \} and {@code "} escaped by a backslash; {@link #parse(String)} reads it
 * back. This class is immutable and thread-safe.
 */
public final class GameInfo {

    /** The tag of Black's name. */
    public static final String BLACK = "Black";
    /** The tag of White's name. */
    public static final String WHITE = "White";
    /** The tag of the tournament or event. */
    public static final String EVENT = "Event";
    /** The tag of the date, as the format writes it. */
    public static final String DATE = "Date";
    /** The tag of the place or server. */
    public static final String SITE = "Site";
    /** The tag of the result, as the format writes it. */
    public static final String RESULT = "Result";

    private static final GameInfo EMPTY = new GameInfo(Map.of());

    static {
        io.github.reversi4j.notation.internal.TrustedInfo.register(m -> new GameInfo(Collections.unmodifiableMap(m)));
    }

    private final Map<String, String> tags;

    private GameInfo(Map<String, String> tags) {
        this.tags = tags;
    }

    /**
     * Returns the info with no tag.
     *
     * @return the empty info
     */
    public static GameInfo empty() {
        return EMPTY;
    }

    /**
     * Returns the info with the given tags, in the map's iteration order.
     *
     * @param tags the tags; names must be non-empty and contain no whitespace, {@code [} or {@code ]}
     * @return the info
     * @throws IllegalArgumentException if a name is not valid
     */
    public static GameInfo of(Map<String, String> tags) {
        if (tags.isEmpty()) {
            return EMPTY;
        }
        Map<String, String> m = new LinkedHashMap<>(tags.size() * 2);
        for (Map.Entry<String, String> e : tags.entrySet()) {
            checkName(e.getKey());
            m.put(e.getKey(), Objects.requireNonNull(e.getValue(), "value"));
        }
        return new GameInfo(Collections.unmodifiableMap(m));
    }

    /**
     * Returns this info with a tag set (replacing its value, keeping its place) or added at the end.
     *
     * @param name the tag's name
     * @param value the value
     * @return the new info
     * @throws IllegalArgumentException if the name is empty or contains whitespace, {@code [}, {@code ]} or {@code "}
     */
    public GameInfo with(String name, String value) {
        checkName(name);
        Objects.requireNonNull(value, "value");
        Map<String, String> m = new LinkedHashMap<>(tags);
        m.put(name, value);
        return new GameInfo(Collections.unmodifiableMap(m));
    }

    private static void checkName(String name) {
        if (name.isEmpty()) {
            throw new IllegalArgumentException("empty tag name");
        }
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c > ' ' && c < 0x7F ? c == '[' || c == ']' || c == '"' : Character.isWhitespace(c)) {
                throw new IllegalArgumentException("not a tag name: '" + name + "'");
            }
        }
    }

    /**
     * Returns the value of a tag.
     *
     * @param name the tag's name
     * @return the value, or empty
     */
    public Optional<String> get(String name) {
        return Optional.ofNullable(tags.get(name));
    }

    /**
     * Returns every tag in order.
     *
     * @return an unmodifiable map
     */
    public Map<String, String> tags() {
        return Collections.unmodifiableMap(tags);
    }

    /**
     * Tells whether there is no tag.
     *
     * @return true when empty
     */
    public boolean isEmpty() {
        return tags.isEmpty();
    }

    @Override
    public boolean equals(Object o) {
        return this == o || (o instanceof GameInfo && tags.equals(((GameInfo) o).tags)
                && String.join("\n", tags.keySet()).equals(String.join("\n", ((GameInfo) o).tags.keySet())));
    }

    @Override
    public int hashCode() {
        return tags.hashCode();
    }

    /**
     * Returns the canonical text, the tags in PGN form separated by spaces.
     *
     * @return e.g. {@code [Black "Inoue Hiroshi"] [White "Heiberg Thomas"]}; empty when there is no tag
     */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<String, String> e : tags.entrySet()) {
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append('[').append(e.getKey()).append(" \"");
            String v = e.getValue();
            for (int i = 0; i < v.length(); i++) {
                char c = v.charAt(i);
                if (c == '"' || c == '\\') {
                    sb.append('\\');
                }
                sb.append(c);
            }
            sb.append("\"]");
        }
        return sb.toString();
    }

    /**
     * Parses the canonical text.
     *
     * @param text tags in PGN form, e.g. {@code [Black "Inoue Hiroshi"]}
     * @return the info
     * @throws io.github.reversi4j.core.TextParseException if the text is malformed
     */
    public static GameInfo parse(String text) {
        try {
            return parseTags(text);
        } catch (NotationException e) { // as every value's parse reports it (see internal.shared.ValueText)
            int index = Math.max(0, Math.min(text.length(), e.location().column().orElse(1) - 1));
            throw new io.github.reversi4j.core.TextParseException(e.reason(), Shown.text(text, Shown.FIELD),
                    Math.min(index, Shown.FIELD), e);
        }
    }

    private static GameInfo parseTags(String text) {
        Map<String, String> m = new LinkedHashMap<>();
        int i = 0;
        int n = text.length();
        while (true) {
            while (i < n && Character.isWhitespace(text.charAt(i))) {
                i++;
            }
            if (i >= n) {
                break;
            }
            if (text.charAt(i) != '[') {
                throw syntax(text, i, "expected '['");
            }
            int nameStart = ++i;
            while (i < n && text.charAt(i) != ' ' && text.charAt(i) != ']') {
                i++;
            }
            String name = text.substring(nameStart, i);
            if (i + 1 >= n || text.charAt(i) != ' ' || text.charAt(i + 1) != '"') {
                throw syntax(text, i, "expected a space and '\"' after the tag name");
            }
            i += 2;
            StringBuilder v = new StringBuilder();
            while (i < n && text.charAt(i) != '"') {
                char c = text.charAt(i);
                if (c == '\\' && i + 1 < n) {
                    c = text.charAt(++i);
                }
                v.append(c);
                i++;
            }
            if (i + 1 >= n || text.charAt(i + 1) != ']') {
                throw syntax(text, i, "unclosed tag");
            }
            i += 2;
            try {
                checkName(name);
            } catch (IllegalArgumentException e) {
                throw syntax(text, nameStart, e.getMessage());
            }
            m.put(name, v.toString());
        }
        return m.isEmpty() ? EMPTY : new GameInfo(Collections.unmodifiableMap(m));
    }

    private static NotationException syntax(String text, int index, String reason) {
        return new NotationException(Location.of("").withLine(1, index + 1), ProblemKind.SYNTAX, reason);
    }
}
