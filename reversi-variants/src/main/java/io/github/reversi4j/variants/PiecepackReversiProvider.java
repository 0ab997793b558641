package io.github.reversi4j.variants;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.ForwardingRules;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.RuleOptionException;
import io.github.reversi4j.core.RuleOptions;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.Scoring;
import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.core.Square;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/** The registration of a rule set of this module; its {@link Provider} is named in {@code module-info} and {@code META-INF/services}. */
final class PiecepackReversiProvider {

    private PiecepackReversiProvider() {
    }

    /**
     * Registers piecepack Reversi with {@link RuleSets} under the id {@code piecepack}. Options:
     * {@code coins} (default 18) and {@code tiles} ({@code WxH}; default the layout of
     * {@link PiecepackReversi#tilesFor(int)}).
     */
    public static final class Provider extends FixedProvider {

        /** Creates the provider; {@link java.util.ServiceLoader} calls this. */
        public Provider() {
            super(PiecepackReversi.ID, "Reversi for the piecepack (Mesomorph Games): 2x2 tiles, Symbols v. Numbers, coins split evenly",
                    optionDescriptions());
        }

        private static Map<String, String> optionDescriptions() {
            Map<String, String> m = new LinkedHashMap<>();
            m.put("coins", "the coins, split evenly between the players (default 18)");
            m.put("tiles", "tiles across x tiles down, each 2..8, e.g. 3x3 (default floor(coins/4) tiles, most square)");
            return m;
        }

        @Override
        public Rules create(RuleOptions options) {
            int coins = options.integer("coins", PiecepackReversi.DEFAULT_COINS, 4, 2 * GameState.MAX_SUPPLY + 1);
            int[] tiles = options.value("tiles", null, Provider::parseTiles, "tiles across x tiles down, e.g. 3x3");
            try {
                return tiles == null ? PiecepackReversi.forCoins(coins) : PiecepackReversi.of(tiles[0], tiles[1], coins);
            } catch (IllegalArgumentException e) {
                // the tiles are at fault when given and outside 2..8, else the coins (RULES §P1)
                boolean badTiles = tiles != null && (Math.min(tiles[0], tiles[1]) < 2 || Math.max(tiles[0], tiles[1]) > 8);
                String key = badTiles ? "tiles" : "coins";
                throw new RuleOptionException(options.name(), key, options.get(key).orElse(Integer.toString(coins)),
                        "option '" + key + "' of rule set '" + options.name() + "': " + e.getMessage(), e);
            }
        }

        private static int[] parseTiles(String text) {
            int x = Math.max(text.indexOf('x'), text.indexOf('X'));
            if (x <= 0 || x > 2 || text.length() - x - 1 < 1 || text.length() - x - 1 > 2
                    || !text.substring(0, x).chars().allMatch(c -> c >= '0' && c <= '9')
                    || !text.substring(x + 1).chars().allMatch(c -> c >= '0' && c <= '9')) {
                throw new IllegalArgumentException("not WxH");
            }
            return new int[] {Integer.parseInt(text.substring(0, x)), Integer.parseInt(text.substring(x + 1))};
        }
    }
}
