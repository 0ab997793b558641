package io.github.reversi4j.core;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * A {@link RulesProvider} whose id, description and options are fixed values given to its
 * constructor, so that a subclass writes only {@link #create(RuleOptions)} and a public no-argument
 * constructor for {@link java.util.ServiceLoader}:
 * <pre>{@code
 * public final class MyVariantProvider extends AbstractRulesProvider {
 *     public MyVariantProvider() {
 *         super("my-variant", "Othello where ...", Map.of("size", "board size WxH (default 8x8)"));
 *     }
 *
 *     public Rules create(RuleOptions options) {
 *         return new MyVariant(options.geometry("size", Geometry.STANDARD));
 *     }
 * }
 * }</pre>
 * Every provider of the library is written this way.
 */
public abstract class AbstractRulesProvider implements RulesProvider {

    private final String id;
    private final String description;
    private final Map<String, String> options;

    /**
     * Creates the provider.
     *
     * @param id the rule set's id: lower case letters, digits and hyphens
     * @param description a one-line description for people
     * @param options each option key with a short description of its values and default, in the
     *     order the canonical id writes them (the map's iteration order is kept)
     * @throws IllegalArgumentException if the id is not lower case letters, digits and hyphens
     */
    protected AbstractRulesProvider(String id, String description, Map<String, String> options) {
        this(checkId(id), Objects.requireNonNull(description, "description"),
                new LinkedHashMap<>(options), true);
    }

    /*
     * The checks run in the arguments of this(...), before Object's constructor: a bad id leaves no
     * partially built instance behind (no finalizer attack on a subclass).
     */
    private AbstractRulesProvider(String id, String description, Map<String, String> options, boolean checked) {
        this.id = id;
        this.description = description;
        this.options = options;
    }

    private static String checkId(String id) {
        if (!id.matches("[a-z0-9]+(-[a-z0-9]+)*")) {
            throw new IllegalArgumentException("a rule-set id is lower case letters, digits and hyphens: " + Texts.quote(id));
        }
        return id;
    }

    @Override
    public final String id() {
        return id;
    }

    @Override
    public final String description() {
        return description;
    }

    /**
     * Returns the options given to the constructor.
     *
     * @return an unmodifiable map, in the constructor's order
     */
    @Override
    public final Map<String, String> options() {
        return Collections.unmodifiableMap(options);
    }
}
