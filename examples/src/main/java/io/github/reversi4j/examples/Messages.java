package io.github.reversi4j.examples;

/**
 * Text typed by a user or read from a file, made safe to quote in a message: control and bidirectional
 * formatting characters shown as {@code \}{@code uXXXX}, and at most 40 characters, the length noted.
 */
final class Messages {

    /** The most characters a message quotes. */
    static final int QUOTED = 40;

    private Messages() {
    }

    /** The text, visible and short, without quotes around it. */
    static String quote(CharSequence text) {
        StringBuilder sb = new StringBuilder();
        int n = Math.min(text.length(), QUOTED);
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            int type = Character.getType(c);
            if (Character.isISOControl(c) || type == Character.FORMAT || type == Character.SURROGATE
                    || type == Character.LINE_SEPARATOR || type == Character.PARAGRAPH_SEPARATOR) {
                sb.append(String.format(java.util.Locale.ROOT, "\\u%04X", (int) c));
            } else {
                sb.append(c);
            }
        }
        if (text.length() > QUOTED) {
            sb.append("... (").append(text.length()).append(" characters)");
        }
        return sb.toString();
    }
}
