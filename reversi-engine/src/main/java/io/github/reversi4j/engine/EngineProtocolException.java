package io.github.reversi4j.engine;

/**
 * The engine wrote a line this side cannot read: not a reply of the protocol, or a reply whose move,
 * score or count does not parse.
 */
public final class EngineProtocolException extends EngineException {

    private static final long serialVersionUID = 1L;

    /** The line received. */
    private final String line;

    EngineProtocolException(String engine, String line, String problem) {
        super(engine, problem + ": " + quote(line), null);
        this.line = line;
    }

    /**
     * Returns the line received, as it was read.
     *
     * @return the line
     */
    public String line() {
        return line;
    }
}
