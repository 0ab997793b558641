package io.github.reversi4j.examples;

import java.io.BufferedReader;
import java.io.IOException;

/** Reads text a line at a time without letting one endless line fill the memory. */
final class BoundedLines {

    private BoundedLines() {
    }

    /**
     * Reads one line ended by LF, CR LF or CR. A line longer than {@code max} is read to its end and
     * returned as its first {@code max + 1} characters, so that the caller sees it is too long and one
     * huge line costs no memory.
     *
     * @param reader the text
     * @param max the longest line kept whole
     * @return the line, or null at the end of the input
     * @throws IOException if the input fails
     */
    static String read(BufferedReader reader, int max) throws IOException {
        StringBuilder sb = new StringBuilder();
        boolean any = false;
        for (int c = reader.read(); c != -1; c = reader.read()) {
            any = true;
            if (c == '\n') {
                return sb.toString();
            }
            if (c == '\r') {
                reader.mark(1);
                if (reader.read() != '\n') {
                    reader.reset();
                }
                return sb.toString();
            }
            if (sb.length() <= max) {
                sb.append((char) c);
            }
        }
        return any ? sb.toString() : null;
    }
}
