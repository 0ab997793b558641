package io.github.reversi4j.notation.internal.ggf;

import java.util.Objects;

/**
 * One property of a GGF game (<a href="../../doc-files/formats.html#2.1">FORMATS §2.1</a>): an identifier of upper-case letters and a value in
 * square brackets, kept exactly as read. GGF has no escape mechanism, so a value cannot hold
 * {@code ]}. The canonical text is {@code NAME[value]}.
 *
 * <p>This class is immutable and thread-safe.
 */
public final class GgfProperty {

    private final String name;
    private final String value;

    private GgfProperty(String name, String value) {
        this.name = name;
        this.value = value;
    }

    /**
     * Returns a property.
     *
     * @param name one or more letters {@code A}..{@code Z}
     * @param value any text without {@code ]}
     * @return the property
     * @throws IllegalArgumentException if the name or value cannot be written in GGF
     */
    public static GgfProperty of(String name, String value) {
        if (!upperLetters(name)) {
            throw new IllegalArgumentException("a GGF property name is upper-case letters: '" + name + "'");
        }
        if (value.indexOf(']') >= 0) {
            throw new IllegalArgumentException("a GGF value cannot hold ']': '" + value + "'");
        }
        return new GgfProperty(name, value);
    }

    /**
     * Returns the name.
     *
     * @return e.g. {@code PB}
     */
    public String name() {
        return name;
    }

    /**
     * Returns the value as written.
     *
     * @return the value
     */
    public String value() {
        return value;
    }

    /**
     * Makes a property of a name and value the reader has already checked: upper-case letters, no
     * {@code ]}. The one-letter move names share one string.
     */
    static GgfProperty read(CharSequence name, String value) {
        String n;
        if (name.length() == 1 && name.charAt(0) == 'B') {
            n = "B";
        } else if (name.length() == 1 && name.charAt(0) == 'W') {
            n = "W";
        } else {
            n = name.toString();
        }
        return new GgfProperty(n, value);
    }

    @Override
    public boolean equals(Object o) {
        return this == o || (o instanceof GgfProperty && name.equals(((GgfProperty) o).name)
                && value.equals(((GgfProperty) o).value));
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, value);
    }

    /**
     * Returns the canonical text.
     *
     * @return e.g. {@code PB[Saio1200]}
     */
    @Override
    public String toString() {
        return name + "[" + value + "]";
    }

    private static boolean upperLetters(String name) {
        if (name.isEmpty()) {
            return false;
        }
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c < 'A' || c > 'Z') {
                return false;
            }
        }
        return true;
    }
}
