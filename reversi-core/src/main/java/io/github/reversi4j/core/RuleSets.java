package io.github.reversi4j.core;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;

/**
 * The registry of rule sets: every {@link RulesProvider} that {@link ServiceLoader} finds, looked up
 * by id. A rule-set id is a provider id, optionally followed by options in parentheses:
 * <pre>
 * othello
 * othello(size=10x10,opening=parallel,tie=last-disc)
 * reversi-ravensburger
 * </pre>
 * This is the text that {@link Rules#id()} returns and that game records store, so that a record
 * names the rules it is played under. The providers are loaded once, with the context class loader of
 * the thread that first asks (or the class loader of this library when there is none).
 * <pre>{@code
 * Rules othello = RuleSets.of("othello");                   // equals StandardRules.othello()
 * Rules big = RuleSets.of("othello(size=10x10)");           // big.id() is "othello(size=10x10)"
 * RuleSets.ids();                                           // [anti-othello, ggs, othello, ...] with reversi-variants
 * try {
 *     RuleSets.of("othello(size=9x9)");
 * } catch (RuleOptionException e) {                         // the rule set, the key, the value and why
 *     System.out.println(e.getMessage());
 * } catch (UnknownRuleSetException e) {                     // an id no provider has: e.knownIds()
 *     System.out.println(e.getMessage());
 * }
 * }</pre>
 */
public final class RuleSets {

    /** The artifact of the library's variants. */
    private static final String VARIANTS = "io.github.reversi4j:reversi-variants";
    /** The ids the library ships outside the core, and the artifact of each. */
    private static final Map<String, String> WELL_KNOWN = Map.of("anti-othello", VARIANTS, "ggs", VARIANTS,
            "piecepack", VARIANTS, "reversi-open-center", VARIANTS, "reversi-ravensburger", VARIANTS,
            "reversi-single-line", VARIANTS, "solo-knizia", VARIANTS);

    private static volatile List<RulesProvider> cache;

    /** The most recent ids read, and their rule sets: rule sets are immutable values, and readers of
     * archives ask for the same few ids once per game. Bounded: cleared when it grows past the limit. */
    private static final Map<String, Rules> BY_ID = new ConcurrentHashMap<>();
    private static final int BY_ID_LIMIT = 256;

    private RuleSets() {
    }

    /**
     * Returns the rule set an id names.
     *
     * @param id a rule-set id such as {@code othello} or {@code othello(size=6x6)}
     * @return the rule set
     * @throws TextParseException if the id is malformed
     * @throws UnknownRuleSetException if no provider has its name (the message lists the known ids, and
     *     names the artifact to add for an id the library ships outside the core)
     * @throws RuleOptionException if an option is unknown or its value is not valid
     */
    public static Rules of(String id) {
        Objects.requireNonNull(id, "id");
        Rules known = BY_ID.get(id);
        if (known != null) {
            return known;
        }
        Rules rules = of(RuleOptions.parse(id));
        if (BY_ID.size() >= BY_ID_LIMIT) {
            BY_ID.clear();
        }
        BY_ID.put(id, rules);
        return rules;
    }

    /**
     * Returns the rule set of a provider name and options. The options are checked against the keys
     * of {@link RulesProvider#options()} before the provider sees them.
     *
     * @param options the name and options
     * @return the rule set
     * @throws UnknownRuleSetException if no provider has the name
     * @throws RuleOptionException if an option is unknown or its value is not valid
     */
    public static Rules of(RuleOptions options) {
        Objects.requireNonNull(options, "options");
        String n = options.name();
        RulesProvider p = provider(n).orElseThrow(
                () -> new UnknownRuleSetException(n, ids(), WELL_KNOWN.getOrDefault(n, "")));
        options.requireKeys(p.options().keySet());
        return p.create(options);
    }

    /**
     * Returns the provider with an id.
     *
     * @param id a provider id, without options
     * @return the provider, or empty
     * @throws IllegalStateException if two registered providers have the same id (the message names
     *     both classes)
     */
    public static Optional<RulesProvider> provider(String id) {
        for (RulesProvider p : providers()) {
            if (p.id().equals(id)) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }

    /**
     * Returns every registered provider, sorted by id.
     *
     * @return an unmodifiable list
     * @throws IllegalStateException if two registered providers have the same id (the message names
     *     both classes)
     */
    public static List<RulesProvider> providers() {
        List<RulesProvider> c = cache;
        if (c == null) {
            ClassLoader cl = Thread.currentThread().getContextClassLoader();
            ServiceLoader<RulesProvider> loader = cl == null ? ServiceLoader.load(RulesProvider.class, RuleSets.class.getClassLoader())
                    : ServiceLoader.load(RulesProvider.class, cl);
            List<RulesProvider> list = new ArrayList<>();
            for (RulesProvider p : loader) {
                list.add(p);
            }
            if (list.stream().noneMatch(q -> q instanceof StandardRules.Provider)) {
                list.add(new StandardRules.Provider());
            }
            c = checked(list);
            cache = c;
        }
        return c;
    }

    /**
     * Sorts providers by id and checks that no two share one: the loaders give one provider class
     * once, so a shared id is a conflict between two artifacts, not a repetition.
     */
    static List<RulesProvider> checked(List<RulesProvider> providers) {
        Map<String, RulesProvider> byId = new LinkedHashMap<>();
        for (RulesProvider p : providers) {
            RulesProvider other = byId.putIfAbsent(p.id(), p);
            if (other != null && other.getClass() != p.getClass()) {
                throw new IllegalStateException("two rule-set providers have the id '" + p.id() + "': "
                        + other.getClass().getName() + " and " + p.getClass().getName()
                        + "; remove one of them from the class path or module path");
            }
        }
        List<RulesProvider> list = new ArrayList<>(byId.values());
        list.sort(Comparator.comparing(RulesProvider::id));
        return Collections.unmodifiableList(list);
    }

    /**
     * Returns the ids of every registered provider, sorted.
     *
     * @return the ids
     * @throws IllegalStateException if two registered providers have the same id
     */
    public static List<String> ids() {
        return providers().stream().map(RulesProvider::id).collect(Collectors.toUnmodifiableList());
    }

    /**
     * Builds the canonical id of a rule set from its provider id and the options that differ from
     * their defaults: the same as {@code RuleOptions} built from them.
     *
     * @param providerId the provider's id
     * @param nonDefaultOptions the options to write, in order
     * @return {@code providerId} alone when there are no options, else {@code providerId(k=v,...)}
     * @throws IllegalArgumentException if the id, a key or a value is not of the form of {@link RuleOptions}
     */
    public static String formatId(String providerId, Map<String, String> nonDefaultOptions) {
        RuleOptions o = RuleOptions.of(providerId);
        for (Map.Entry<String, String> e : nonDefaultOptions.entrySet()) {
            o = o.with(e.getKey(), e.getValue());
        }
        return o.id();
    }
}
