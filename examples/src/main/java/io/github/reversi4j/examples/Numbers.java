package io.github.reversi4j.examples;

import java.util.regex.Pattern;
import picocli.CommandLine;
import picocli.CommandLine.TypeConversionException;

/**
 * The numbers of the command line, read one way for every option and parameter of every command:
 * ASCII digits only, with a minus sign where a number may be negative and never a plus sign. Java's
 * own {@code Integer.parseInt} also takes {@code ٣} (an Arabic-Indic three) and {@code +3}; a number
 * that looks like one thing and counts as another has no place on a command line. A number out of its
 * type's range is refused before any arithmetic.
 */
final class Numbers {

    /** At most 18 digits: every such number fits a long. */
    private static final Pattern WHOLE = Pattern.compile("-?[0-9]{1,18}");
    /** A decimal number: digits, perhaps a fraction; no exponent, no hexadecimal, no NaN or Infinity. */
    private static final Pattern DECIMAL = Pattern.compile("-?[0-9]{1,15}(\\.[0-9]{1,15})?");

    private Numbers() {
    }

    /** Registers the converters on a command line and its subcommands. */
    static void register(CommandLine cl) {
        cl.registerConverter(Integer.class, Numbers::toInt);
        cl.registerConverter(Integer.TYPE, Numbers::toInt);
        cl.registerConverter(Long.class, Numbers::toLong);
        cl.registerConverter(Long.TYPE, Numbers::toLong);
        cl.registerConverter(Double.class, Numbers::toDouble);
        cl.registerConverter(Double.TYPE, Numbers::toDouble);
    }

    /**
     * A whole number of int range.
     *
     * @param text the argument
     * @return its value
     * @throws TypeConversionException saying what is expected
     */
    static Integer toInt(String text) {
        long v = toLong(text);
        if (v < Integer.MIN_VALUE || v > Integer.MAX_VALUE) {
            throw new TypeConversionException("'" + Messages.quote(text) + "' is out of range (at most " + Integer.MAX_VALUE + ")");
        }
        return (int) v;
    }

    /**
     * A whole number of at most 18 digits.
     *
     * @param text the argument
     * @return its value
     * @throws TypeConversionException saying what is expected
     */
    static Long toLong(String text) {
        if (!WHOLE.matcher(text).matches()) {
            throw new TypeConversionException("'" + Messages.quote(text) + "' is not a whole number in ASCII digits (0-9, at most 18)");
        }
        return Long.parseLong(text);
    }

    /**
     * A decimal number such as {@code 2} or {@code 0.5}.
     *
     * @param text the argument
     * @return its value
     * @throws TypeConversionException saying what is expected
     */
    static Double toDouble(String text) {
        if (!DECIMAL.matcher(text).matches()) {
            throw new TypeConversionException("'" + Messages.quote(text) + "' is not a decimal number in ASCII digits (e.g. 2 or 0.5)");
        }
        return Double.parseDouble(text);
    }
}
