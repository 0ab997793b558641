package io.github.reversi4j.engine;

/**
 * The engine wrote more than this side accepts: a line longer than
 * {@link EngineOptions#maxLineLength()}, or more lines for one reply than
 * {@link EngineOptions#maxLinesPerReply()}.
 */
public final class EngineOutputException extends EngineException {

    private static final long serialVersionUID = 1L;

    /** The start of the line at fault. */
    private final String line;

    EngineOutputException(String engine, String line, String problem) {
        super(engine, problem + "; it wrote " + quote(line), null);
        this.line = line.length() > 200 ? line.substring(0, 200) : line;
    }

    /**
     * Returns the line at fault, or its first 200 characters.
     *
     * @return the line
     */
    public String line() {
        return line;
    }
}
