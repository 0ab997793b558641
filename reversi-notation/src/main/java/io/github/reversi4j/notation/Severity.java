package io.github.reversi4j.notation;

/**
 * How bad a {@link Problem} is.
 */
public enum Severity {
    /** The record is wrong: a game with an error is not a valid game. */
    ERROR,
    /** Something looks wrong but the game still replays and checks (an unknown property, a case slip). */
    WARNING,
    /** A fact worth reporting that is not a fault, such as a game that stopped before its end. */
    NOTICE
}
