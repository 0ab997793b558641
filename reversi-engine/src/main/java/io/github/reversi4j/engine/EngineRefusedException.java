package io.github.reversi4j.engine;

/**
 * The engine answered a command with a failure (a GTP {@code ?} reply, e.g. {@code ? illegal move}
 * or {@code ? unacceptable size}). The exchange is complete, so the engine stays open.
 */
public final class EngineRefusedException extends EngineException {

    private static final long serialVersionUID = 1L;

    /** The command sent. */
    private final String command;
    /** The reply's text. */
    private final String reply;

    EngineRefusedException(String engine, String command, String reply) {
        super(engine, "refused '" + command + "': " + quote(reply), null);
        this.command = command;
        this.reply = reply;
    }

    /**
     * Returns the command the engine refused.
     *
     * @return the command line sent
     */
    public String command() {
        return command;
    }

    /**
     * Returns the engine's reason, the text of its failure reply.
     *
     * @return the text, e.g. {@code illegal move}
     */
    public String reply() {
        return reply;
    }
}
