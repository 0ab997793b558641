package io.github.reversi4j.variants;

import io.github.reversi4j.core.internal.fastpath.BitboardAccess;
import io.github.reversi4j.core.Board;
import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.Direction;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.IllegalMoveException;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Opening;
import io.github.reversi4j.core.Outcome;
import io.github.reversi4j.core.RuleOptionException;
import io.github.reversi4j.core.RuleOptions;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.Square;
import io.github.reversi4j.core.SquareSet;
import io.github.reversi4j.core.TextParseException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/** The registration of a rule set of this module; its {@link Provider} is named in {@code module-info} and {@code META-INF/services}. */
final class KniziaSoloProvider {

    private KniziaSoloProvider() {
    }

    /**
     * Registers the solo game with {@link RuleSets} under the id {@code solo-knizia}. Options:
     * {@code seed} (of the shuffle, default 0; always written in the id), {@code layout} (24 squares
     * joined by {@code -}, e.g. {@code b2-c2-...}; default {@link KniziaSolo#DEFAULT_LAYOUT}) and {@code scoring}
     * ({@code count} or {@code numbered}; default count).
     */
    public static final class Provider extends FixedProvider {

        /** Creates the provider; {@link java.util.ServiceLoader} calls this. */
        public Provider() {
            super(KniziaSolo.ID, "Reiner Knizia's solo game for Reversi: one player, both colors, 24 tokens to win",
                    optionDescriptions());
        }

        private static Map<String, String> optionDescriptions() {
            Map<String, String> m = new LinkedHashMap<>();
            m.put("seed", "seed of the token shuffle, a long (default 0)");
            m.put("layout", "24 token squares joined by '-', e.g. b2-c2-... (default the b2-g7 frame and c3 f3 c6 f6)");
            m.put("scoring", "count or numbered (default count)");
            return m;
        }

        @Override
        public Rules create(RuleOptions options) {
            KniziaSolo solo = KniziaSolo.of(Options.seed(options));
            SquareSet layout = options.value("layout", KniziaSolo.DEFAULT_LAYOUT, KniziaSolo::squares,
                    "24 token squares joined by '-', none of them a center square");
            try {
                solo = solo.withLayout(layout);
            } catch (IllegalArgumentException e) {
                String v = options.get("layout").orElse("");
                throw new RuleOptionException(options.name(), "layout", v, "option 'layout' of rule set '"
                        + options.name() + "': " + e.getMessage(), e);
            }
            return solo.withScoring(options.value("scoring", SoloScoring.COUNT, SoloScoring::parse, "count or numbered"));
        }
    }
}
