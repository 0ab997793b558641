package io.github.reversi4j.core;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Properties;
import java.util.WeakHashMap;
import java.lang.ref.WeakReference;
import java.util.Enumeration;
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
 * names the rules it is played under. The providers are loaded once per class loader, the context class
 * loader of the calling thread (or the class loader of this library when there is none), so each web
 * application or plugin of a host sees its own rule sets. An unknown id is refused with the artifact
 * that provides it when some artifact on the path names it in a {@code META-INF/reversi4j/rule-set-hints.properties}
 * resource (one {@code id=groupId:artifactId} a line).
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

    /**
     * The resource in which an artifact names the artifacts that provide rule-set ids it refers to,
     * one {@code id=groupId:artifactId} a line: a reader of records that name the GGS server's types
     * says that {@code ggs} comes from {@code reversi-variants}. Every copy on the class path or module
     * path is read.
     */
    private static final String HINTS = "META-INF/reversi4j/rule-set-hints.properties";

    /** The providers, hints and parsed ids seen through one class loader. */
    private static final class Registry {
        final List<RulesProvider> providers;
        final Map<String, String> hints;
        final Map<String, Rules> byId = new ConcurrentHashMap<>();

        Registry(List<RulesProvider> providers, Map<String, String> hints) {
            this.providers = providers;
            this.hints = hints;
        }
    }

    /**
     * One registry per class loader: each web application or plugin of a host sees the rule sets of
     * its own class loader. The registry of this library's loader, of the system loader and of their
     * parents is held for good; that of any other loader is held through a weak reference in a map
     * with weak keys, so that nothing here reaches the loader strongly (a registry holds providers the
     * loader loaded, which reach it): a loader that goes away takes its registry with it, and a
     * registry the collector took is read again on the next look-up.
     */
    private static final Map<ClassLoader, WeakReference<Registry>> REGISTRIES = new WeakHashMap<>();

    /** The registries of the loaders that never go away (this library's, the system loader's). */
    private static final Map<ClassLoader, Registry> LASTING = new java.util.HashMap<>();

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
        Registry registry = registry();
        Rules known = registry.byId.get(id);
        if (known != null) {
            return known;
        }
        Rules rules = of(RuleOptions.parse(id));
        if (registry.byId.size() >= BY_ID_LIMIT) {
            registry.byId.clear();
        }
        registry.byId.put(id, rules);
        return rules;
    }

    /**
     * Returns the rule set of a provider name and options. The options are checked against the keys
     * of {@link RulesProvider#options()} before the provider sees them.
     *
     * @param options the name and options
     * @return the rule set
     * @throws UnknownRuleSetException if no provider has the name
     * @throws RuleOptionException if an option is unknown or its value is not valid; also when the provider
     *     refuses the options together with a plain {@link IllegalArgumentException}, then with an empty key
     */
    public static Rules of(RuleOptions options) {
        Objects.requireNonNull(options, "options");
        String n = options.name();
        RulesProvider p = provider(n).orElseThrow(
                () -> new UnknownRuleSetException(n, ids(), Optional.ofNullable(registry().hints.get(n))));
        options.requireKeys(p.options().keySet());
        try {
            return p.create(options);
        } catch (RuleOptionException e) {
            throw e;
        } catch (IllegalArgumentException e) {
            // a provider that let a plain refusal through: still an option error, of the options together
            throw new RuleOptionException(n, "", "", "the options of rule set " + Texts.quote(n) + " make no rule set: "
                    + Texts.escape(String.valueOf(e.getMessage())), e);
        }
    }

    /** The provider with an id, or empty. */
    static Optional<RulesProvider> provider(String id) {
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
     *     both classes) or a provider's id is not lower case letters, digits and hyphens
     */
    public static List<RulesProvider> providers() {
        return registry().providers;
    }

    /** The registry of the calling thread's context class loader (or of this class's, when it has none). */
    private static Registry registry() {
        ClassLoader cl = Thread.currentThread().getContextClassLoader();
        ClassLoader key = cl == null ? RuleSets.class.getClassLoader() : cl;
        synchronized (REGISTRIES) {
            if (lasting(key)) {
                return LASTING.computeIfAbsent(key, RuleSets::load);
            }
            WeakReference<Registry> ref = REGISTRIES.get(key);
            Registry r = ref == null ? null : ref.get();
            if (r == null) {
                r = load(key);
                REGISTRIES.put(key, new WeakReference<>(r));
            }
            return r;
        }
    }

    /** Whether a loader is this library's, the system loader or a parent of one of them. */
    private static boolean lasting(ClassLoader key) {
        for (ClassLoader l = RuleSets.class.getClassLoader(); l != null; l = l.getParent()) {
            if (l == key) {
                return true;
            }
        }
        for (ClassLoader l = ClassLoader.getSystemClassLoader(); l != null; l = l.getParent()) {
            if (l == key) {
                return true;
            }
        }
        return key == null;
    }

    private static Registry load(ClassLoader loader) {
        ServiceLoader<RulesProvider> services = loader == null ? ServiceLoader.load(RulesProvider.class)
                : ServiceLoader.load(RulesProvider.class, loader);
        List<RulesProvider> list = new ArrayList<>();
        for (RulesProvider p : services) {
            list.add(p);
        }
        list.add(new OthelloProvider());
        return new Registry(checked(list), hints(loader));
    }

    /** Reads every copy of {@link #HINTS}; a copy that cannot be read gives no hint, and never fails a look-up. */
    private static Map<String, String> hints(ClassLoader loader) {
        Map<String, String> hints = new LinkedHashMap<>();
        try {
            Enumeration<URL> urls = loader == null ? ClassLoader.getSystemResources(HINTS) : loader.getResources(HINTS);
            while (urls.hasMoreElements()) {
                URL url = urls.nextElement();
                Properties p = new Properties();
                try (InputStream in = url.openStream(); Reader r = new InputStreamReader(in, StandardCharsets.UTF_8)) {
                    p.load(r);
                } catch (IOException | IllegalArgumentException e) {
                    continue;
                }
                for (String id : p.stringPropertyNames()) {
                    hints.putIfAbsent(id, p.getProperty(id).strip());
                }
            }
        } catch (IOException e) {
            // no hints: the message lists the known ids all the same
        }
        return Collections.unmodifiableMap(hints);
    }

    static List<RulesProvider> checked(List<RulesProvider> providers) {
        Map<String, RulesProvider> byId = new LinkedHashMap<>();
        for (RulesProvider p : providers) {
            String id = p.id();
            if (id == null || !id.matches("[a-z0-9]+(-[a-z0-9]+)*")) {
                throw new IllegalStateException("the rule-set provider " + p.getClass().getName() + " has the id "
                        + (id == null ? "null" : Texts.quote(id)) + ": an id is lower case letters, digits and hyphens");
            }
            RulesProvider other = byId.putIfAbsent(p.id(), p);
            if (other != null && other.getClass() != p.getClass()) {
                throw new IllegalStateException("two rule-set providers have the id " + Texts.quote(p.id()) + ": "
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
}
