package io.github.reversi4j.examples.holes;

import io.github.reversi4j.core.ForwardingRules;
import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.RuleOptionException;
import io.github.reversi4j.core.RuleOptions;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.RulesProvider;
import io.github.reversi4j.core.Square;
import io.github.reversi4j.core.SquareSet;
import io.github.reversi4j.core.StandardRules;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Othello on a board with holes: a custom variant written only against the public API of
 * {@code reversi-core}, as a user of the library would write one. A hole is a square that no disc may
 * ever take; being always empty, it breaks every line through it (RULES §B2), so a hole protects the
 * discs beside it. Everything else is Othello (RULES §O): the crossed start, Black first, forced passes,
 * majority wins, a tie is a draw, and the empty squares of a game that ends early go to the winner -
 * the holes are not squares to win and never count.
 *
 * <p>Forbidding squares is one call, {@link StandardRules#withBlockedSquares(SquareSet)}: the standard
 * rules then leave the holes out of the legal moves, the passes, the end of the game, the score and
 * the symmetries, and refuse a disc on one with {@code BLOCKED_SQUARE}. What is left here is what is
 * particular to holes: the name, the default (a board without its corners) and the option's text.
 *
 * <p>Its id is {@code holes}, with two options: {@code size} (default {@code 8x8}) and {@code holes},
 * the squares joined by {@code +} or {@code corners} (the default: a board without its four corners)
 * or {@code none}. For example {@code holes}, {@code holes(holes=c3+f6)},
 * {@code holes(size=10x10,holes=none)}.
 *
 * <p>This class is immutable and thread-safe.
 */
public final class HolesRules extends ForwardingRules<StandardRules> {

    /** The provider id. */
    public static final String ID = "holes";

    private HolesRules(Geometry geometry, SquareSet holes) {
        super(StandardRules.othello().withGeometry(geometry).withBlockedSquares(holes));
    }

    /**
     * Returns the rules of a board with holes.
     *
     * @param geometry the board's shape
     * @param holes squares of that board; none of the four center squares
     * @return the rules
     * @throws IllegalArgumentException if a hole is a center square or off the board
     */
    public static HolesRules of(Geometry geometry, SquareSet holes) {
        return new HolesRules(geometry, SquareSet.of(geometry, holes));
    }

    /**
     * Returns the default rules: an 8x8 board without its four corners.
     *
     * @return the rules
     */
    public static HolesRules withoutCorners() {
        return new HolesRules(Geometry.STANDARD, corners(Geometry.STANDARD));
    }

    private static SquareSet corners(Geometry g) {
        return SquareSet.of(g, Square.of(0, 0), Square.of(g.width() - 1, 0), Square.of(0, g.height() - 1),
                Square.of(g.width() - 1, g.height() - 1));
    }

    /**
     * Returns the holes.
     *
     * @return the squares no disc may take
     */
    public SquareSet holes() {
        return delegate().blockedSquares();
    }

    @Override
    public String id() {
        Geometry geometry = geometry();
        SquareSet holes = holes();
        RuleOptions options = RuleOptions.of(ID).with("size", geometry.toString())
                .changedFrom(RuleOptions.of(ID).with("size", Geometry.STANDARD.toString()));
        if (!holes.equals(corners(geometry))) {
            options = options.with("holes", holes.isEmpty() ? "none"
                    : holes.stream().map(Square::toString).collect(Collectors.joining("+")));
        }
        return options.id();
    }

    /** Registers the variant under the id {@code holes}, through META-INF/services. */
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
            return "Othello on a board with holes: squares no disc may take, which break lines"
                    + " (the example of a custom variant)";
        }

        @Override
        public Map<String, String> options() {
            Map<String, String> m = new LinkedHashMap<>();
            m.put("size", "board size WIDTHxHEIGHT, even sides 4..16 (default 8x8)");
            m.put("holes", "squares joined by +, e.g. c3+f6, or corners, or none (default corners)");
            return Collections.unmodifiableMap(m);
        }

        @Override
        public Rules create(RuleOptions options) {
            Geometry g = options.geometry("size", Geometry.STANDARD);
            SquareSet holes = options.value("holes", corners(g), text -> parseHoles(g, text),
                    "squares of the board joined by +, e.g. c3+f6, or corners, or none");
            try {
                return new HolesRules(g, holes);
            } catch (IllegalArgumentException e) {
                String text = options.values().getOrDefault("holes", "corners");
                throw new RuleOptionException(options.name(), "holes", text,
                        "option 'holes' of rule set '" + options.name() + "': " + e.getMessage(), e);
            }
        }

        private static SquareSet parseHoles(Geometry g, String text) {
            if (text.equalsIgnoreCase("corners")) {
                return corners(g);
            }
            if (text.equalsIgnoreCase("none")) {
                return SquareSet.empty(g);
            }
            List<Square> squares = new ArrayList<>();
            for (String part : text.split("\\+", -1)) {
                Square s = Square.parse(part.strip());
                if (!g.contains(s)) {
                    throw new IllegalArgumentException("the hole " + s + " is not on a " + g + " board");
                }
                squares.add(s);
            }
            return SquareSet.of(g, squares);
        }
    }
}
