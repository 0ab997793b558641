package io.github.reversi4j.core;

import java.util.Map;

/**
 * The service through which a rule set is registered with {@link java.util.ServiceLoader}, so that
 * {@link RuleSets} - and through it every game-record reader - finds it by id. The library's own rule
 * sets are registered this way, exactly as a user's are: in {@code module-info.java}
 * ({@code provides io.github.reversi4j.core.RulesProvider with ...}) and, for the class path, in
 * {@code META-INF/services/io.github.reversi4j.core.RulesProvider}.
 *
 * <p>A provider is declared once per way of loading: in {@code module-info.java} for the module path
 * and in {@code META-INF/services} for the class path, naming the same classes. Two providers with
 * the same id are an error that {@link RuleSets} reports with both class names.
 *
 * <p>An implementation needs a public no-argument constructor and must be thread-safe:
 * <pre>{@code
 * public final class MyVariantProvider implements RulesProvider {
 *     public String id() {
 *         return "my-variant";
 *     }
 *
 *     public String description() {
 *         return "Othello where ...";
 *     }
 *
 *     public Map<String, String> options() {
 *         return Map.of("size", "board size WxH (default 8x8)");
 *     }
 *
 *     public Rules create(RuleOptions options) {
 *         return new MyVariant(options.geometry("size", Geometry.STANDARD));
 *     }
 * }
 * }</pre>
 */
public interface RulesProvider {

    /**
     * Returns the rule set's id: lower case letters, digits and hyphens, e.g. {@code othello}, the
     * same at every call. {@link RuleSets} refuses a provider whose id is not of this form.
     *
     * @return the id
     */
    String id();

    /**
     * Returns a one-line description for people, e.g. for a program's list of rule sets.
     *
     * @return the description
     */
    String description();

    /**
     * Returns the options the rule set takes, each key with a short description of its values and
     * default, in the order the canonical id writes them.
     *
     * @return the options, the same at every call; empty (the default) when there are none
     */
    default Map<String, String> options() {
        return Map.of();
    }

    /**
     * Creates the rule set with options; an option not given takes its default. {@link RuleSets}
     * has checked that every key is one of {@link #options()}; the provider reads the values with the
     * typed readers of {@link RuleOptions}.
     *
     * @param options the options, as written in an id ({@code size=10x10})
     * @return the rule set, whose {@link Rules#id()} is the canonical form of this id and options
     * @throws RuleOptionException if an option is unknown or its value is not valid, with a message
     *     saying what is accepted
     */
    Rules create(RuleOptions options);
}
