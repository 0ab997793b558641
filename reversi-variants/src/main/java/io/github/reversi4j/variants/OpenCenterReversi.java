package io.github.reversi4j.variants;

import io.github.reversi4j.core.ForwardingRules;
import io.github.reversi4j.core.Opening;
import io.github.reversi4j.core.RuleOptions;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.StandardRules;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Open-center Reversi, the 19th-century start (<a href="doc-files/rules.html#R2">RULES §R2</a>, {@link Opening#OPEN_CENTER}): the board
 * starts empty, the first four moves each fill one of the four center squares without outflanking,
 * and normal play (<a href="doc-files/rules.html#B">RULES §B</a>) starts with move five.
 *
 * <p>Decisions beyond RULES.md: apart from the opening, the defaults are those of Othello (<a href="doc-files/rules.html#O">RULES §O</a>:
 * Black first, a tie is a draw, no disc limit, the empty squares of an early end go to the winner);
 * every option of the standard rules can be changed (e.g. {@code reversi-open-center(supply=32)} for
 * the 32 discs each of the Reversi boxes). In the opening phase the players alternate from the first
 * mover and never pass (see {@link StandardRules}).
 *
 * <p>This class is immutable and thread-safe.
 */
final class OpenCenterReversi extends ForwardingRules<StandardRules> {

    /** The provider id, {@code reversi-open-center}. */
    public static final String ID = "reversi-open-center";

    private static final StandardRules DEFAULTS = StandardRules.othello().withOpening(Opening.OPEN_CENTER);
    private static final OpenCenterReversi DEFAULT = new OpenCenterReversi(DEFAULTS);

    private OpenCenterReversi(StandardRules rules) {
        super(rules);
    }

    /**
     * Returns open-center Reversi with its defaults.
     *
     * @return the rules, id {@code reversi-open-center}
     */
    public static OpenCenterReversi of() {
        return DEFAULT;
    }

    /**
     * Returns open-center Reversi over a configuration of the standard rules, whose opening must be
     * {@link Opening#OPEN_CENTER}.
     *
     * @param configuration the standard rules
     * @return the rules
     * @throws IllegalArgumentException if the configuration has another opening
     */
    public static OpenCenterReversi of(StandardRules configuration) {
        if (Objects.requireNonNull(configuration).opening() != Opening.OPEN_CENTER) {
            throw new IllegalArgumentException("open-center Reversi needs the open-center opening, not "
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
        return delegate();
    }

    @Override
    public String id() {
        return delegate().options().changedFrom(DEFAULTS.options()).withName(ID).id();
    }
}
