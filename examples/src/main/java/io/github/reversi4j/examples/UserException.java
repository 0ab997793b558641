package io.github.reversi4j.examples;

/**
 * A failure the person running the program can act on: its message is printed alone, on one line,
 * without a stack trace, and the program exits with its status (2 unless said otherwise).
 */
final class UserException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final int status;

    UserException(String message) {
        this(message, null);
    }

    UserException(String message, Throwable cause) {
        this(Reversi.USAGE, message, cause);
    }

    UserException(int status, String message, Throwable cause) {
        super(message, cause);
        this.status = status;
    }

    /** The exit status. */
    int status() {
        return status;
    }
}
