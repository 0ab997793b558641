package io.github.reversi4j.examples.maxflips;

import io.github.reversi4j.core.ForwardingRules;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.PlacementRule;
import io.github.reversi4j.core.RuleOptions;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.RulesProvider;
import io.github.reversi4j.core.Square;
import io.github.reversi4j.core.SquareSet;
import io.github.reversi4j.core.StandardRules;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Othello in which a placement may flip at most a number of discs: a custom variant that forbids
 * placements by a rule of its own, written only against the public API of {@code reversi-core}. A
 * placement the standard rules allow is legal when it flips no more than {@code flips} discs;
 * everything else is Othello (RULES §O). Where every placement of the side to move flips too many,
 * it passes; when neither side has a placement left, the game is over and scored as Othello's.
 *
 * <p>The rule is one record, {@link MaxFlips}, given to
 * {@link StandardRules#withPlacementRule(PlacementRule)}: the standard rules then apply it to the legal
 * moves, their count, the passes, the end of the game and {@code play} (a refused placement fails
 * with the reason {@code VARIANT} and the code {@code TOO_MANY_FLIPS}), so this class holds only its
 * id and its options.
 *
 * <p>Its id is {@code max-flips}, with two options: {@code flips}, the most discs a placement may flip
 * (1..32, default 2), and {@code size} (default {@code 8x8}). For example {@code max-flips},
 * {@code max-flips(flips=1)}, {@code max-flips(size=6x6,flips=3)}.
 *
 * <p>This class is immutable and thread-safe.
 */
public final class MaxFlipsRules extends ForwardingRules<StandardRules> {

    /** The provider id. */
    public static final String ID = "max-flips";

    /** The default of the option {@code flips}. */
    public static final int DEFAULT_FLIPS = 2;

    /**
     * The rule: a placement flips at most {@code most} discs. A record, so that two rule sets with the
     * same bound are equal.
     *
     * @param most the most discs a placement may flip, at least 1
     */
    public record MaxFlips(int most) implements PlacementRule {

        /**
         * Checks the bound.
         *
         * @param most the most discs a placement may flip, at least 1
         */
        public MaxFlips {
            if (most < 1) {
                throw new IllegalArgumentException("a placement flips at least one disc; the most it may flip is at least 1, not "
                        + most);
            }
        }

        @Override
        public boolean allows(GameState state, Square square, SquareSet flips) {
            return flips.size() <= most;
        }

        @Override
        public String code() {
            return "TOO_MANY_FLIPS";
        }
    }

    private MaxFlipsRules(Geometry geometry, int most) {
        super(StandardRules.othello().withGeometry(geometry).withPlacementRule(new MaxFlips(most)));
    }

    /**
     * Returns the rules.
     *
     * @param geometry the board's shape
     * @param most the most discs a placement may flip, at least 1
     * @return the rules
     */
    public static MaxFlipsRules of(Geometry geometry, int most) {
        return new MaxFlipsRules(geometry, most);
    }

    /**
     * Returns the most discs a placement may flip.
     *
     * @return the bound
     */
    public int most() {
        return ((MaxFlips) delegate().placementRule().orElseThrow()).most();
    }

    @Override
    public String id() {
        return RuleOptions.of(ID).with("size", geometry().toString()).with("flips", Integer.toString(most()))
                .changedFrom(RuleOptions.of(ID).with("size", Geometry.STANDARD.toString())
                        .with("flips", Integer.toString(DEFAULT_FLIPS)))
                .id();
    }

    /** Registers the variant under the id {@code max-flips}, through META-INF/services. */
    public static final class Provider implements RulesProvider {

        /** Creates the provider; ServiceLoader calls this. */
        public Provider() {
        }

        @Override
        public String id() {
            return ID;
        }

        @Override
        public String description() {
            return "Othello in which a placement may flip at most a number of discs (the example of a"
                    + " variant with a placement rule of its own)";
        }

        @Override
        public Map<String, String> options() {
            Map<String, String> m = new LinkedHashMap<>();
            m.put("size", "board size WIDTHxHEIGHT, even sides 4..16 (default 8x8)");
            m.put("flips", "the most discs a placement may flip, 1..32 (default " + DEFAULT_FLIPS + ")");
            return Collections.unmodifiableMap(m);
        }

        @Override
        public Rules create(RuleOptions options) {
            return new MaxFlipsRules(options.geometry("size", Geometry.STANDARD),
                    options.integer("flips", DEFAULT_FLIPS, 1, 32));
        }
    }
}
