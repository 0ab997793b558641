package io.github.reversi4j.notation.formats;

import io.github.reversi4j.notation.NotationException;
import java.util.Optional;

/** The tests' way to the format detection {@link RecordFormat#open} uses, which is not public. */
public final class FormatDetection {

    private FormatDetection() {
    }

    /**
     * The format a source's name and first bytes say.
     *
     * @param fileName the name
     * @param head the first bytes
     * @param length how many there are
     * @return the format
     * @throws NotationException if the content contradicts the name
     */
    public static RecordFormat detect(String fileName, byte[] head, int length) throws NotationException {
        return RecordFormat.detect(fileName, head, length);
    }

    /**
     * The format first bytes plainly are of.
     *
     * @param head the first bytes
     * @param length how many there are
     * @return the format, or empty
     */
    public static Optional<RecordFormat> byContent(byte[] head, int length) {
        return RecordFormat.byContent(head, length);
    }
}
