package io.github.reversi4j.examples;

import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.engine.Perft;
import io.github.reversi4j.core.Rules;
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
 * {@code reversi perft DEPTH}: the number of move sequences of each length from the start, with
 * {@link Perft#count(Rules, GameState, int, Perft.Convention)}, which works for every rule set. The
 * counts of 8x8 Othello are published (4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288 for
 * depths 1 to 9), so this is also the quickest check of a move generator.
 */
@Command(name = "perft", mixinStandardHelpOptions = true,
        description = "Count the move sequences of each length from the start position, and the speed.")
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

    @Override
    public Integer call() {
        Rules rules = rulesOption.rules();
        if (depth < 1 || depth > 60) {
            throw new UserException("DEPTH must be between 1 and 60, not " + depth);
        }
        Perft.Convention c = convention();
        GameState start = rules.initialState();
        PrintWriter out = spec.commandLine().getOut();
        out.printf(Locale.ROOT, "perft %s, %s board%n", rules.id(), rules.geometry());
        out.printf(Locale.ROOT, "%5s %16s %10s %16s%n", "depth", "leaves", "seconds", "leaves/s");
        for (int d = 1; d <= depth; d++) {
            long t0 = System.nanoTime();
            long leaves = Perft.count(rules, start, d, c);
            double seconds = (System.nanoTime() - t0) / 1e9;
            String rate = seconds < 1e-3 ? "-" : String.format(Locale.ROOT, "%,d", Math.round(leaves / seconds));
            out.printf(Locale.ROOT, "%5d %16d %10.3f %16s%n", d, leaves, seconds, rate);
            out.flush();
        }
        return Reversi.OK;
    }

    private Perft.Convention convention() {
        switch (convention) {
            case "exclude-ended":
                return Perft.Convention.EXCLUDE_ENDED;
            case "count-ended":
                return Perft.Convention.COUNT_ENDED;
            default:
                throw new UserException("unknown convention '" + convention + "' (expected exclude-ended or count-ended)");
        }
    }
}
