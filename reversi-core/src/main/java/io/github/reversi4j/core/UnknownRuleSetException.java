package io.github.reversi4j.core;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Thrown by {@link RuleSets#of(String)} when no registered provider has the name of an id. It carries
 * the name and the ids that are known, and its message says which artifact to add when an artifact on
 * the path names the one that provides the id ({@link RuleSets#HINTS}): {@code reversi-ravensburger}
 * asks for {@code io.github.reversi4j:reversi-variants}. The message quotes at most 40 characters of
 * the name, with control and bidi characters escaped.
 */
public final class UnknownRuleSetException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /** The name asked for. */
    private final String name;
    /** The ids registered when it was asked for. */
    private final String[] knownIds;
    /** The artifact that provides the name, or null. */
    private final String artifact;

    /**
     * Creates the exception.
     *
     * @param name the provider id asked for
     * @param knownIds the provider ids that are registered
     * @param artifact the Maven coordinates {@code groupId:artifactId} of the artifact that provides
     *     the id, or empty when none is known
     */
    UnknownRuleSetException(String name, List<String> knownIds, Optional<String> artifact) {
        super("unknown rule set " + Texts.quote(name) + "; known: " + String.join(", ", knownIds)
                + artifact.map(a -> "; " + Texts.quote(name) + " is provided by " + Texts.escape(a)
                        + ": add it to the class path or module path").orElse(""));
        this.name = Objects.requireNonNull(name, "name");
        this.knownIds = knownIds.toArray(new String[0]);
        this.artifact = artifact.orElse(null);
    }

    /**
     * Returns the provider id that was asked for.
     *
     * @return the name
     */
    public String name() {
        return name;
    }

    /**
     * Returns the provider ids that were registered.
     *
     * @return an unmodifiable sorted list
     */
    public List<String> knownIds() {
        return List.of(knownIds);
    }

    /**
     * Returns the artifact that provides the id, when an artifact on the path names it ({@link RuleSets#HINTS}).
     *
     * @return the Maven coordinates, e.g. {@code io.github.reversi4j:reversi-variants}, or empty
     */
    public Optional<String> artifact() {
        return Optional.ofNullable(artifact);
    }
}
