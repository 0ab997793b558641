package io.github.reversi4j.core;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
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
 */
public final class RuleSets {

    private static volatile List<RulesProvider> cache;

    private RuleSets() {
    }

    /**
     * Returns the rule set an id names.
     *
     * @param id a rule-set id such as {@code othello} or {@code othello(size=6x6)}
     * @return the rule set
     * @throws IllegalArgumentException if no provider has that id (the message lists the known ids),
     *     or the options are not valid
     */
    public static Rules of(String id) {
        String t = id.strip();
        String name = t;
        Map<String, String> options = new LinkedHashMap<>();
        int open = t.indexOf('(');
        if (open >= 0) {
            if (!t.endsWith(")")) {
                throw new IllegalArgumentException("malformed rule-set id '" + id + "': expected name(key=value,...)");
            }
            name = t.substring(0, open).strip();
            String inner = t.substring(open + 1, t.length() - 1).strip();
            if (!inner.isEmpty()) {
                for (String part : inner.split(",", -1)) {
                    int eq = part.indexOf('=');
                    if (eq <= 0) {
                        throw new IllegalArgumentException("malformed option '" + part.strip() + "' in rule-set id '" + id
                                + "': expected key=value");
                    }
                    String key = part.substring(0, eq).strip();
                    if (options.put(key, part.substring(eq + 1).strip()) != null) {
                        throw new IllegalArgumentException("option '" + key + "' given twice in rule-set id '" + id + "'");
                    }
                }
            }
        }
        String n = name;
        RulesProvider p = provider(n).orElseThrow(() -> new IllegalArgumentException(
                "unknown rule set '" + n + "'; known: " + String.join(", ", ids())));
        return p.create(options);
    }

    /**
     * Returns the provider with an id.
     *
     * @param id a provider id, without options
     * @return the provider, or empty
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
     */
    public static List<RulesProvider> providers() {
        List<RulesProvider> c = cache;
        if (c == null) {
            ClassLoader cl = Thread.currentThread().getContextClassLoader();
            ServiceLoader<RulesProvider> loader = cl == null ? ServiceLoader.load(RulesProvider.class, RuleSets.class.getClassLoader())
                    : ServiceLoader.load(RulesProvider.class, cl);
            List<RulesProvider> list = new ArrayList<>();
            for (RulesProvider p : loader) {
                if (list.stream().noneMatch(q -> q.id().equals(p.id()))) {
                    list.add(p);
                }
            }
            if (list.stream().noneMatch(q -> q.id().equals(StandardRules.ID))) {
                list.add(new StandardRules.Provider());
            }
            list.sort(Comparator.comparing(RulesProvider::id));
            c = Collections.unmodifiableList(list);
            cache = c;
        }
        return c;
    }

    /**
     * Returns the ids of every registered provider, sorted.
     *
     * @return the ids
     */
    public static List<String> ids() {
        return providers().stream().map(RulesProvider::id).collect(Collectors.toUnmodifiableList());
    }

    /**
     * Builds the canonical id of a rule set from its provider id and the options that differ from
     * their defaults, for implementations of {@link Rules#id()}.
     *
     * @param providerId the provider's id
     * @param nonDefaultOptions the options to write, in order
     * @return {@code providerId} alone when there are no options, else {@code providerId(k=v,...)}
     */
    public static String formatId(String providerId, Map<String, String> nonDefaultOptions) {
        if (nonDefaultOptions.isEmpty()) {
            return providerId;
        }
        return nonDefaultOptions.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
                .collect(Collectors.joining(",", providerId + "(", ")"));
    }
}
