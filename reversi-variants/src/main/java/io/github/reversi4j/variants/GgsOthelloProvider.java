package io.github.reversi4j.variants;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.ForwardingRules;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.RuleOptionException;
import io.github.reversi4j.core.RuleOptions;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.StandardRules;
import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/** The registration of a rule set of this module; its {@link Provider} is named in {@code module-info} and {@code META-INF/services}. */
final class GgsOthelloProvider {

    private GgsOthelloProvider() {
    }

    /**
     * Registers the GGS game types with {@link RuleSets} under the id {@code ggs}. Options:
     * {@code size} ({@code 8x8}), {@code komi} (a decimal, default 0), {@code anti} ({@code true} or
     * {@code false}), {@code random} (discs of a random start; default none) and {@code seed} (of the
     * random start, default 0).
     */
    public static final class Provider extends FixedProvider {

        /** Creates the provider; {@link java.util.ServiceLoader} calls this. */
        public Provider() {
            super(GgsOthello.ID, "Othello as the GGS server plays it: board size, komi, anti and random starts (GGF TY)",
                    optionDescriptions());
        }

        private static Map<String, String> optionDescriptions() {
            Map<String, String> m = new LinkedHashMap<>(StandardRules.othello().describeOptions());
            m.keySet().retainAll(List.of("size"));
            m.put("komi", "disc handicap subtracted from Black's margin, a decimal as in GGF KM, -" + GgsOthello.MAX_KOMI + ".."
                    + GgsOthello.MAX_KOMI + " (default 0)");
            m.put("anti", "true when the most discs lose (default false)");
            m.put("random", "discs of a random start, 4..size-16 (default: the crossed start)");
            m.put("seed", "seed of the random start (default 0)");
            return m;
        }

        @Override
        public Rules create(RuleOptions options) {
            Geometry g = options.geometry("size", Geometry.STANDARD);
            BigDecimal komi = options.decimal("komi", BigDecimal.ZERO, GgsOthello.MAX_KOMI.negate(), GgsOthello.MAX_KOMI);
            GgsOthello withKomi;
            try {
                withKomi = GgsOthello.of().withKomi(komi);
            } catch (IllegalArgumentException e) {
                String v = options.get("komi").orElse("");
                throw new RuleOptionException(options.name(), "komi", v, "option 'komi' of rule set '" + options.name()
                        + "' must be a decimal of at most " + 9 + " decimals: " + Options.quote(v), e);
            }
            boolean anti = options.bool("anti", false);
            if (options.get("random").isPresent() && g.size() - 16 < 4) {
                throw new RuleOptionException(options.name(), "random", options.get("random").get(), "option 'random' of"
                        + " rule set '" + options.name() + "': a random start needs a board of at least 20 squares; "
                        + g + " has " + g.size(), null);
            }
            int random = options.integer("random", 0, 4, g.size() - 16);
            long seed = Options.seed(options);
            if (anti && komi.signum() != 0) {
                throw new RuleOptionException(options.name(), "komi", options.get("komi").orElse(""), "option 'komi' of"
                        + " rule set '" + options.name() + "': a komi in an anti game is not supported (its meaning is"
                        + " not documented)", null);
            }
            if (random == 0 && seed != 0) {
                throw new RuleOptionException(options.name(), "seed", options.get("seed").orElse(""), "option 'seed' of"
                        + " rule set '" + options.name() + "' is only meaningful with a random start (random=n)", null);
            }
            GgsOthello rules = withKomi.withGeometry(g).withAnti(anti);
            return random == 0 ? rules : rules.withRandomStart(random, seed);
        }
    }
}
