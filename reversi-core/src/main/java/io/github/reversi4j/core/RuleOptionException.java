package io.github.reversi4j.core;

/**
 * Thrown when a rule set is asked for an option it does not take, or given a value it does not
 * accept: {@code othello(colour=red)}, {@code othello(size=9x9)}, {@code ggs(komi=1e99)}. It names
 * the rule set, the option and the value, and its message says what is accepted.
 */
public final class RuleOptionException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /** The provider id of the rule set. */
    private final String ruleSet;
    /** The option's key. */
    private final String key;
    /** The value given. */
    private final String value;

    /**
     * Creates the exception.
     *
     * @param ruleSet the provider id of the rule set, e.g. {@code othello}
     * @param key the option's key
     * @param value the value given
     * @param message what is wrong and what is accepted, for a person
     * @param cause the error the value ran into, or null
     */
    public RuleOptionException(String ruleSet, String key, String value, String message, Throwable cause) {
        super(message, cause);
        this.ruleSet = ruleSet;
        this.key = key;
        this.value = value;
    }

    /**
     * Returns the provider id of the rule set.
     *
     * @return the id
     */
    public String ruleSet() {
        return ruleSet;
    }

    /**
     * Returns the option's key.
     *
     * @return the key
     */
    public String key() {
        return key;
    }

    /**
     * Returns the value given.
     *
     * @return the value
     */
    public String value() {
        return value;
    }
}
