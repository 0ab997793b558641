package io.github.reversi4j.notation.internal.ggf;

import io.github.reversi4j.notation.Location;
import io.github.reversi4j.notation.internal.shared.ValueText;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.ProblemKind;
import io.github.reversi4j.notation.internal.Numbers;
import java.time.Duration;
import java.util.Objects;

/**
 * A GGF clock, the value of {@code TI}, {@code TB} or {@code TW} (<a href="../../doc-files/formats.html#2.2">FORMATS §2.2</a>):
 * {@code main[/increment[/extension]]}, each part a time {@code [[d.]h:]m:s} whose leading fields may
 * be left out ({@code 05:00} is five minutes) and an empty part zero. The extension is the grace a
 * player who runs out of time gets before losing on time.
 *
 * <p>The canonical text is the ODK's: the main time, then {@code /increment} and {@code /extension}
 * only as far as they are not zero ({@code 05:00//02:00}); a time is {@code m:ss} below an hour,
 * {@code h:mm:ss} below a day, {@code d.hh:mm:ss} above, minutes and seconds two digits. This class
 * is immutable and thread-safe.
 */
public final class GgfClock {

    private final Duration main;
    private final Duration increment;
    private final Duration extension;

    private GgfClock(Duration main, Duration increment, Duration extension) {
        this.main = main;
        this.increment = increment;
        this.extension = extension;
    }

    /**
     * Returns a clock.
     *
     * @param main the main time
     * @param increment the time added after each move
     * @param extension the grace time
     * @return the clock
     * @throws IllegalArgumentException if a time is negative
     */
    public static GgfClock of(Duration main, Duration increment, Duration extension) {
        for (Duration d : new Duration[] {main, increment, extension}) {
            if (d.isNegative()) {
                throw new IllegalArgumentException("negative clock time " + d);
            }
        }
        return new GgfClock(main, increment, extension);
    }

    /**
     * Parses a clock.
     *
     * @param text e.g. {@code 05:00//02:00} or {@code 15:00}
     * @return the clock
     * @throws io.github.reversi4j.core.TextParseException if the text is not a clock
     */
    public static GgfClock parse(String text) {
        return ValueText.parse(text, t -> parse(t, Location.of("")));
    }

    /** Parses the value at a place of a file: a reader's form. */
    static GgfClock parse(String text, Location at) throws NotationException {
        String[] parts = text.strip().split("/", -1);
        if (parts.length > 3) {
            throw new NotationException(at, ProblemKind.SYNTAX, "a clock is main/increment/extension: '" + text + "'");
        }
        Duration[] d = {Duration.ZERO, Duration.ZERO, Duration.ZERO};
        for (int i = 0; i < parts.length; i++) {
            d[i] = time(parts[i].strip(), text, at);
        }
        return new GgfClock(d[0], d[1], d[2]);
    }

    private static Duration time(String s, String text, Location at) throws NotationException {
        if (s.isEmpty()) {
            return Duration.ZERO;
        }
        long days = 0;
        String rest = s;
        int dot = s.indexOf('.');
        if (dot >= 0 && s.indexOf(':') > dot) {
            days = field(s.substring(0, dot), text, at);
            rest = s.substring(dot + 1);
        }
        String[] f = rest.split(":", -1);
        if (f.length > 3 || (days > 0 && f.length != 3)) {
            throw new NotationException(at, ProblemKind.SYNTAX, "a time is [[d.]h:]m:s: '" + text + "'");
        }
        long seconds = 0;
        for (int i = 0; i < f.length; i++) {
            long v = field(f[i], text, at);
            if (i > 0 && v > 59) { // minutes and seconds after the first field are of the clock's face
                throw new NotationException(at, ProblemKind.SYNTAX, "a time field of " + v + " after a colon (at most 59): '"
                        + text + "'");
            }
            seconds = seconds * 60 + v;
        }
        return Duration.ofDays(days).plusSeconds(seconds);
    }

    private static long field(String x, String text, Location at) throws NotationException {
        if (x.isEmpty() || x.length() > 6 || !Numbers.isDigits(x)) {
            throw new NotationException(at, ProblemKind.SYNTAX, "not a time field: '" + x + "' in '" + text + "'");
        }
        return Numbers.parseLong(x, 0, 999_999, "time field");
    }

    /**
     * Returns the main time.
     *
     * @return the duration
     */
    public Duration main() {
        return main;
    }

    /**
     * Returns the time added after each move.
     *
     * @return the duration
     */
    public Duration increment() {
        return increment;
    }

    /**
     * Returns the grace time.
     *
     * @return the duration
     */
    public Duration extension() {
        return extension;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof GgfClock)) {
            return false;
        }
        GgfClock c = (GgfClock) o;
        return main.equals(c.main) && increment.equals(c.increment) && extension.equals(c.extension);
    }

    @Override
    public int hashCode() {
        return Objects.hash(main, increment, extension);
    }

    /**
     * Returns the canonical text.
     *
     * @return e.g. {@code 5:00//2:00}
     */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(format(main));
        if (!increment.isZero() || !extension.isZero()) {
            sb.append('/');
            if (!increment.isZero()) {
                sb.append(format(increment));
            }
        }
        if (!extension.isZero()) {
            sb.append('/').append(format(extension));
        }
        return sb.toString();
    }

    private static String format(Duration d) {
        long s = d.getSeconds();
        long days = s / 86_400;
        long h = s / 3600 % 24;
        long m = s / 60 % 60;
        long sec = s % 60;
        if (days > 0) {
            return String.format(java.util.Locale.ROOT, "%d.%02d:%02d:%02d", days, h, m, sec);
        }
        if (h > 0) {
            return String.format(java.util.Locale.ROOT, "%d:%02d:%02d", h, m, sec);
        }
        return String.format(java.util.Locale.ROOT, "%d:%02d", m, sec);
    }
}
