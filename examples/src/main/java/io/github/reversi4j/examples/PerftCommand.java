package io.github.reversi4j.examples;

import io.github.reversi4j.core.bitboard.PerftConvention;
import io.github.reversi4j.core.bitboard.BitboardPerft;
import io.github.reversi4j.core.Perft;
import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.Opening;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.core.BitboardAccess;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code reversi perft DEPTH}: the number of move sequences of each length from the start, and the
 * speed. The counts of 8x8 Othello are published (4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288
 * for depths 1 to 9), so this is also the quickest check of a move generator.
 *
 * <p>The command takes the fastest path that is correct for the rule set, and says which:
 * <ul>
 *   <li>{@code engine}: {@link BitboardPerft#count(int, int, long, long, int, PerftConvention)} on two
 *       longs, for the standard rules ({@link StandardRules}) on a board of at most 64 squares, with
 *       no disc supply and no open-center opening: nothing but placements and passes then;</li>
 *   <li>{@code api}: {@link Perft#count(Rules, GameState, int, PerftConvention)} through the public
 *       immutable API, which works for every rule set; {@code --api} asks for it on any rule set.</li>
 * </ul>
 * The second header line names the path and the counting convention, e.g.
 * {@code path: engine (BitboardPerft.count, two longs), convention: exclude-ended}.
 */
@Command(name = "perft", mixinStandardHelpOptions = true,
        description = {"Count the move sequences of each length from the start position, and the speed.",
            "The standard rules on boards of at most 64 squares take the engine path (two longs, no object"
                    + " per move); other rule sets, and --api, go through the public immutable API. The second"
                    + " line of the output names the path and the counting convention."})
final class PerftCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Mixin
    private RulesOption rulesOption = new RulesOption();

    @Parameters(paramLabel = "DEPTH", description = "count depths 1 to DEPTH (plies, passes included)")
    private int depth;

    @Option(names = "--convention", defaultValue = "exclude-ended", paramLabel = "C",
            description = "exclude-ended (games ending early are not counted; Edax) or count-ended"
                    + " (they count as one leaf; Aart Bik); default ${DEFAULT-VALUE}")
    private String convention = "exclude-ended";

    @Option(names = "--api", description = "go through the public immutable API (Rules.legalMoves and play)"
            + " even where the engine path exists")
    private boolean api;

    @Override
    public Integer call() {
        Rules rules = rulesOption.rules();
        if (depth < 1 || depth > 60) {
            throw new UserException("DEPTH must be between 1 and 60, not " + depth);
        }
        PerftConvention c = convention();
        GameState start = rules.initialState();
        boolean engine = !api && enginePathApplies(rules);
        PrintWriter out = spec.commandLine().getOut();
        out.printf(Locale.ROOT, "perft %s, %s board%n", rules.id(), rules.geometry());
        out.printf(Locale.ROOT, "path: %s, convention: %s%n",
                engine ? "engine (BitboardPerft.count, two longs)" : "api (Perft.count, Rules.legalMoves and play)",
                convention);
        out.printf(Locale.ROOT, "%5s %16s %10s %16s%n", "depth", "leaves", "seconds", "leaves/s");
        Geometry g = rules.geometry();
        Color side = start.toMove();
        long player = engine ? BitboardAccess.bits(start, side) : 0;
        long opponent = engine ? BitboardAccess.bits(start, side.opponent()) : 0;
        for (int d = 1; d <= depth; d++) {
            long t0 = System.nanoTime();
            long leaves = engine ? BitboardPerft.count(g.width(), g.height(), player, opponent, d, c) : Perft.count(rules, start, d, c);
            double seconds = (System.nanoTime() - t0) / 1e9;
            String rate = seconds < 1e-3 ? "-" : String.format(Locale.ROOT, "%,d", Math.round(leaves / seconds));
            out.printf(Locale.ROOT, "%5d %16d %10.3f %16s%n", d, leaves, seconds, rate);
            out.flush();
        }
        return Reversi.OK;
    }

    /**
     * Tells whether the engine path counts the same as the rules: the standard rules themselves (not
     * a variant, which may change what a move does), no placement rule, a board of at most 64 squares, no disc supply,
     * no opening phase, and a start state with nothing but discs and the side to move.
     */
    static boolean enginePathApplies(Rules rules) {
        if (!(rules instanceof StandardRules)) {
            return false;
        }
        StandardRules standard = (StandardRules) rules;
        GameState start = standard.initialState();
        return standard.geometry().fitsInLong() && standard.supply().isEmpty() && standard.placementRule().isEmpty()
                && standard.opening() != Opening.OPEN_CENTER && !start.hasSupplies()
                && start.extension().isEmpty();
    }

    private PerftConvention convention() {
        switch (convention) {
            case "exclude-ended":
                return PerftConvention.EXCLUDE_ENDED;
            case "count-ended":
                return PerftConvention.COUNT_ENDED;
            default:
                throw new UserException("unknown convention '" + convention + "' (expected exclude-ended or count-ended)");
        }
    }
}
