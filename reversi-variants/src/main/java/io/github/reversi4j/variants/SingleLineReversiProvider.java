package io.github.reversi4j.variants;

import io.github.reversi4j.core.Board;
import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.Direction;
import io.github.reversi4j.core.ForwardingRules;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.IllegalMoveException;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.RuleOptions;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.Square;
import io.github.reversi4j.core.StandardRules;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/** The registration of a rule set of this module; its {@link Provider} is named in {@code module-info} and {@code META-INF/services}. */
final class SingleLineReversiProvider {

    private SingleLineReversiProvider() {
    }

    /**
     * Registers the single-line variant with {@link RuleSets} under the id {@code reversi-single-line},
     * with the options and defaults of {@link RavensburgerReversiProvider}.
     */
    public static final class Provider extends FixedProvider {

        /** Creates the provider; {@link java.util.ServiceLoader} calls this. */
        public Provider() {
            super(SingleLineReversi.ID, "Reversi, single-line variant (Ravensburger): a move flips one chosen outflanked line",
                    RavensburgerReversiProvider.Provider.ravensburgerOptions());
        }

        @Override
        public Rules create(RuleOptions options) {
            return SingleLineReversi.of(RavensburgerReversi.defaults().withOptions(options));
        }
    }
}
