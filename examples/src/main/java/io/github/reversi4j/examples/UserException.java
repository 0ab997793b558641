package io.github.reversi4j.examples;

/** A mistake of the person running the program: its message is printed alone, without a stack trace. */
final class UserException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    UserException(String message) {
        super(message);
    }

    UserException(String message, Throwable cause) {
        super(message, cause);
    }
}
