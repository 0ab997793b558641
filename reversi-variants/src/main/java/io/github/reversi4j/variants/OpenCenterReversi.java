package io.github.reversi4j.variants;

import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Opening;
import io.github.reversi4j.core.Outcome;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.RulesProvider;
import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.core.Symmetry;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Open-centre Reversi, the 19th-century start (RULES §R2, {@link Opening#OPEN_CENTER}): the board
 * starts empty, the first four moves each fill one of the four centre squares without outflanking,
 * and normal play (RULES §B) starts with move five.
 *
 * <p>Decisions beyond RULES.md: apart from the opening, the defaults are those of Othello (RULES §O:
 * Black first, a tie is a draw, no disc limit, the empty squares of an early end go to the winner);
 * every option of the standard rules can be changed (e.g. {@code reversi-open-center(supply=32)} for
 * the 32 discs each of the Reversi boxes). In the opening phase the players alternate from the first
 * mover and never pass (see {@link StandardRules}).
 *
 * <p>This class is immutable and thread-safe.
 */
public final class OpenCenterReversi implements Rules {

    /** The provider id, {@code reversi-open-center}. */
    public static final String ID = "reversi-open-center";

    private static final StandardRules DEFAULTS = StandardRules.othello().withOpening(Opening.OPEN_CENTER);
    private static final OpenCenterReversi DEFAULT = new OpenCenterReversi(DEFAULTS);

    private final StandardRules rules;

    private OpenCenterReversi(StandardRules rules) {
        this.rules = rules;
    }

    /**
     * Returns open-centre Reversi with its defaults.
     *
     * @return the rules, id {@code reversi-open-center}
     */
    public static OpenCenterReversi of() {
        return DEFAULT;
    }

    /**
     * Returns open-centre Reversi over a configuration of the standard rules, whose opening must be
     * {@link Opening#OPEN_CENTER}.
     *
     * @param configuration the standard rules
     * @return the rules
     * @throws IllegalArgumentException if the configuration has another opening
     */
    public static OpenCenterReversi of(StandardRules configuration) {
        if (Objects.requireNonNull(configuration).opening() != Opening.OPEN_CENTER) {
            throw new IllegalArgumentException("open-centre Reversi needs the open-center opening, not "
                    + configuration.opening());
        }
        return new OpenCenterReversi(configuration);
    }

    /**
     * Returns the configuration of the standard rules these rules play by.
     *
     * @return the standard rules
     */
    public StandardRules standardRules() {
        return rules;
    }

    @Override
    public String id() {
        return RuleSets.formatId(ID, StandardOptions.diff(DEFAULTS, rules));
    }

    @Override
    public Geometry geometry() {
        return rules.geometry();
    }

    @Override
    public GameState initialState() {
        return rules.initialState();
    }

    @Override
    public List<Move> legalMoves(GameState state) {
        return rules.legalMoves(state);
    }

    @Override
    public GameState play(GameState state, Move move) {
        return rules.play(state, move);
    }

    @Override
    public int legalMoveCount(GameState state) {
        return rules.legalMoveCount(state);
    }

    @Override
    public boolean isTerminal(GameState state) {
        return rules.isTerminal(state);
    }

    @Override
    public Outcome outcome(GameState state) {
        return rules.outcome(state);
    }

    @Override
    public List<Symmetry> symmetries() {
        return rules.symmetries();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof OpenCenterReversi && ((OpenCenterReversi) o).rules.equals(rules);
    }

    @Override
    public int hashCode() {
        return rules.hashCode() * 31 + 3;
    }

    /**
     * Returns the id.
     *
     * @return the same as {@link #id()}
     */
    @Override
    public String toString() {
        return id();
    }

    /**
     * Registers open-centre Reversi with {@link RuleSets} under the id {@code reversi-open-center}. It
     * takes the options of the standard rules except {@code opening}: {@code size}, {@code first},
     * {@code tie}, {@code supply} and {@code scoring}, with the Othello defaults.
     */
    public static final class Provider implements RulesProvider {

        private static final List<String> KEYS = List.of("size", "first", "tie", "supply", "scoring");

        /** Creates the provider; {@link java.util.ServiceLoader} calls this. */
        public Provider() {
            // stateless
        }

        @Override
        public String id() {
            return ID;
        }

        @Override
        public String description() {
            return "Reversi with the open centre: the first four moves fill the centre squares without outflanking";
        }

        @Override
        public Map<String, String> options() {
            Map<String, String> m = new LinkedHashMap<>();
            m.put("size", "board size WIDTHxHEIGHT, even sides 4..16 (default 8x8)");
            m.put("first", "black or white (default black)");
            m.put("tie", "draw, last-disc or second-player (default draw)");
            m.put("supply", "discs per player, or unlimited (default unlimited)");
            m.put("scoring", "official (empties to the winner) or discs (default official)");
            return m;
        }

        @Override
        public Rules create(Map<String, String> options) {
            return of(StandardOptions.configure(ID, DEFAULTS, options, KEYS));
        }
    }
}
