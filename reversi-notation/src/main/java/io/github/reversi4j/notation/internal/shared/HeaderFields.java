package io.github.reversi4j.notation.internal.shared;

import io.github.reversi4j.notation.Location;
import io.github.reversi4j.notation.Problem;
import io.github.reversi4j.notation.ProblemKind;
import io.github.reversi4j.notation.Severity;
import io.github.reversi4j.notation.internal.Shown;
import java.util.List;

/**
 * The checks of the header fields every format carries in some form: dates, times of day, clocks and
 * names. A field that states something impossible (month 13, day 32, 25 o'clock) makes the record
 * wrong: a {@link ProblemKind#BAD_HEADER} error. A field that cannot be read, or that is possible but
 * implausible (a year before Reversi or far ahead, a name with control or bidirectional-control
 * characters, a name longer than {@link #MAX_NAME}), is only suspicious: a warning. Each check looks
 * at a few characters once, with no allocation when the field is right.
 */
public final class HeaderFields {

    /** The earliest plausible year of a game: Reversi dates from the 1880s. */
    public static final int FIRST_YEAR = 1880;
    /** The latest plausible year of a game. */
    public static final int LAST_YEAR = 2100;
    /** The longest plausible name, in characters. */
    public static final int MAX_NAME = 100;

    private static final int[] DAYS = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};

    private HeaderFields() {
    }

    /**
     * Checks a calendar date given as numbers, each -1 for unknown.
     *
     * @param field the field's name, for the reason
     * @param year the year
     * @param month the month
     * @param day the day
     * @param at where the field is
     * @param out where a problem goes
     */
    public static void calendar(String field, int year, int month, int day, Location at, List<Problem> out) {
        if (month == 0 || month > 12) {
            out.add(error(at, field + ": month " + month + " does not exist"));
        } else if (day == 0 || day > 31 || month > 0 && day > DAYS[month - 1]
                || month == 2 && day == 29 && year >= 0 && !leap(year)) {
            out.add(error(at, field + ": day " + day + (month > 0 ? " of month " + month : "") + (year >= 0 ? " of " + year : "")
                    + " does not exist"));
        } else {
            plausibleYear(field, year, at, out);
        }
    }

    /**
     * Warns of a year before {@link #FIRST_YEAR} or after {@link #LAST_YEAR}.
     *
     * @param field the field's name, for the reason
     * @param year the year, -1 for unknown
     * @param at where the field is
     * @param out where a problem goes
     */
    public static void plausibleYear(String field, long year, Location at, List<Problem> out) {
        if (year >= 0 && (year < FIRST_YEAR || year > LAST_YEAR)) {
            out.add(warning(at, field + ": the year " + year + " is outside " + FIRST_YEAR + " to " + LAST_YEAR));
        }
    }

    private static boolean leap(int y) {
        return y % 4 == 0 && (y % 100 != 0 || y % 400 == 0);
    }

    /**
     * Returns a date written as seconds since 1970 (as GGS writes {@code DT[940607137]}) as PGN writes
     * dates, {@code yyyy.MM.dd} in UTC.
     *
     * @param text the value
     * @return the date, or empty when the text is not 9 to 11 digits
     */
    public static java.util.Optional<String> calendarDateOfUnixSeconds(String text) {
        String t = text.strip();
        if (t.length() < 9 || t.length() > 11 || !allDigits(t, 0, t.length())) {
            return java.util.Optional.empty();
        }
        java.time.LocalDate d = java.time.Instant.ofEpochSecond(Long.parseLong(t)).atZone(java.time.ZoneOffset.UTC).toLocalDate();
        return java.util.Optional.of(String.format(java.util.Locale.ROOT, "%04d.%02d.%02d", d.getYear(), d.getMonthValue(),
                d.getDayOfMonth()));
    }

    /**
     * Checks a date as records write it: {@code year[.month[.day]]} with {@code .}, {@code -} or
     * {@code /} between the parts, each part digits or question marks (unknown, as PGN writes
     * {@code ????.??.??}), optionally followed by a time of day ({@code _}, a space or {@code T}
     * first, then {@code h:m[:s]} and an optional zone), or, when allowed, Unix seconds.
     *
     * @param field the field's name, for the reason ({@code Date}, {@code DT})
     * @param text the value
     * @param unixSeconds whether plain digits are seconds since 1970 (GGS)
     * @param at where the field is
     * @param out where a problem goes
     */
    public static void date(String field, String text, boolean unixSeconds, Location at, List<Problem> out) {
        String t = text.strip();
        int n = t.length();
        if (n == 0) {
            return;
        }
        if (unixSeconds && n >= 9 && allDigits(t, 0, n)) {
            if (n > 11) {
                out.add(warning(at, field + ": " + Shown.text(t, Shown.FIELD) + " seconds since 1970 is past the year "
                        + LAST_YEAR));
            } else {
                plausibleYear(field, 1970 + Long.parseLong(t) / 31_556_952L, at, out);
            }
            return;
        }
        int[] v = new int[6];
        int i = 0;
        int parts = 0;
        char sep = 0;
        while (parts < 3) {
            int start = i;
            int value = 0;
            boolean unknown = false;
            while (i < n && i - start < 5 && (isDigit(t.charAt(i)) || t.charAt(i) == '?')) {
                if (t.charAt(i) == '?') {
                    unknown = true;
                } else {
                    value = value * 10 + (t.charAt(i) - '0');
                }
                i++;
            }
            if (i == start || i - start > (parts == 0 ? 4 : 2)) {
                unreadable(field, t, "a date", at, out);
                return;
            }
            v[parts++] = unknown ? -1 : value;
            if (i < n && (t.charAt(i) == '.' || t.charAt(i) == '-' || t.charAt(i) == '/')
                    && (sep == 0 || t.charAt(i) == sep) && parts < 3) {
                sep = t.charAt(i);
                i++;
                continue;
            }
            break;
        }
        int year = v[0];
        int month = parts > 1 ? v[1] : -1;
        int day = parts > 2 ? v[2] : -1;
        int before = out.size();
        calendar(field, year, month, day, at, out);
        if (out.size() > before || i == n) {
            return;
        }
        char c = t.charAt(i);
        if (parts < 3 || c != '_' && c != ' ' && c != 'T') {
            unreadable(field, t, "a date", at, out);
            return;
        }
        time(field, t, i + 1, at, out);
    }

    /**
     * Checks a time of day {@code h:m[:s]}, optionally followed by a zone ({@code .MST}, {@code  GMT},
     * {@code Z}, {@code +01:00}).
     *
     * @param field the field's name
     * @param text the value
     * @param from where the time starts in it
     * @param at where the field is
     * @param out where a problem goes
     */
    public static void time(String field, String text, int from, Location at, List<Problem> out) {
        int n = text.length();
        int i = from;
        int[] hms = {-1, -1, -1};
        int k = 0;
        while (k < 3) {
            int start = i;
            int value = 0;
            while (i < n && i - start < 3 && isDigit(text.charAt(i))) {
                value = value * 10 + (text.charAt(i) - '0');
                i++;
            }
            if (i == start || i - start > 2) {
                unreadable(field, text, "a time of day", at, out);
                return;
            }
            hms[k++] = value;
            if (i < n && text.charAt(i) == ':' && k < 3) {
                i++;
                continue;
            }
            break;
        }
        if (k < 2) {
            unreadable(field, text, "a time of day", at, out);
            return;
        }
        for (int j = i; j < n; j++) { // the zone: letters, digits, + - : . and spaces
            char c = text.charAt(j);
            if (!(c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || isDigit(c) || c == '+' || c == '-' || c == ':' || c == '.'
                    || c == ' ')) {
                unreadable(field, text, "a time of day", at, out);
                return;
            }
        }
        if (hms[0] > 23 || hms[1] > 59 || hms[2] > 60) {
            out.add(error(at, field + ": " + Shown.text(text.strip(), Shown.FIELD) + " is no time of day"));
        }
    }

    /**
     * Checks a PGN {@code TimeControl}: {@code ?}, {@code -}, or periods separated by {@code :}, each
     * {@code moves/seconds}, {@code seconds}, {@code seconds+increment} or {@code *seconds}.
     *
     * @param text the value
     * @param at where the tag is
     * @param out where a problem goes
     */
    public static void timeControl(String text, Location at, List<Problem> out) {
        String t = text.strip();
        if (t.equals("?") || t.equals("-")) {
            return;
        }
        int n = t.length();
        int i = 0;
        while (true) {
            boolean sudden = i < n && t.charAt(i) == '*';
            if (sudden) {
                i++;
            }
            int d = digits(t, i);
            if (d == 0) {
                break;
            }
            i += d;
            if (!sudden && i < n && (t.charAt(i) == '/' || t.charAt(i) == '+')) {
                int e = digits(t, i + 1);
                if (e == 0) {
                    break;
                }
                i += 1 + e;
            }
            if (i == n) {
                return;
            }
            if (t.charAt(i) != ':') {
                break;
            }
            i++;
        }
        out.add(warning(at, "TimeControl: " + Shown.text(t, Shown.FIELD)
                + " is no time control (?, -, or periods such as 40/7200:3600, 300+5, *180)"));
    }

    /** The number of digits at a place, at most 9 (a longer number is none). */
    private static int digits(String t, int from) {
        int i = from;
        while (i < t.length() && isDigit(t.charAt(i))) {
            i++;
        }
        return i - from > 9 ? 0 : i - from;
    }

    /**
     * Warns of a name with control or bidirectional-control characters, or longer than
     * {@link #MAX_NAME} characters.
     *
     * @param field the field's name ({@code Black}, {@code PW})
     * @param name the name
     * @param at where the field is
     * @param out where a problem goes
     */
    public static void name(String field, String name, Location at, List<Problem> out) {
        int n = name.length();
        for (int i = 0; i < n; i++) {
            if (hidden(name.charAt(i))) {
                out.add(warning(at, field + ": the name " + Shown.text(name, Shown.FIELD)
                        + " holds a control or bidirectional-control character"));
                return;
            }
        }
        if (name.codePointCount(0, n) > MAX_NAME) {
            out.add(warning(at, field + ": a name of " + name.codePointCount(0, n) + " characters (more than " + MAX_NAME + ")"));
        }
    }

    /**
     * Tells whether a character is a control character or one that changes the direction of text, so
     * that a name holding it may show as another.
     *
     * @param c the character
     * @return true for C0 and C1 controls, DEL and the bidirectional controls
     */
    public static boolean hidden(char c) {
        return c < 0x20 || c >= 0x7F && c <= 0x9F || c == 0x061C || c == 0x200E || c == 0x200F
                || c >= 0x202A && c <= 0x202E || c >= 0x2066 && c <= 0x2069;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private static boolean allDigits(String t, int from, int to) {
        for (int i = from; i < to; i++) {
            if (!isDigit(t.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    private static void unreadable(String field, String text, String what, Location at, List<Problem> out) {
        out.add(warning(at, field + ": " + Shown.text(text.strip(), Shown.FIELD) + " cannot be read as " + what));
    }

    private static Problem error(Location at, String reason) {
        return Problem.of(ProblemKind.BAD_HEADER, at, reason).withSeverity(Severity.ERROR);
    }

    private static Problem warning(Location at, String reason) {
        return Problem.of(ProblemKind.BAD_HEADER, at, reason).withSeverity(Severity.WARNING);
    }
}
