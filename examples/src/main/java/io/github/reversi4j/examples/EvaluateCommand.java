package io.github.reversi4j.examples;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.eval.PatternEvaluation;
import io.github.reversi4j.solver.internal.MidgameSearch;
import java.io.IOException;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code reversi evaluate FILE}: each position of an OBF file (or the standard input, {@code -}) with
 * the pattern evaluation's score, in discs for the side to move; with {@code --depth N} also the
 * score, best move and principal variation of a search of that depth (the evaluation at its horizon,
 * exact near the end). The output formats are in docs/CLI.md.
 * Standard 8x8 Othello only: a position of another board is named on the standard error, the others
 * are evaluated, and the status is 1.
 */
@Command(name = "evaluate", mixinStandardHelpOptions = true,
        description = {"Evaluate positions: each position of an OBF file (- for the standard input) is printed with the"
                + " pattern evaluation's score in discs for the side to move, e.g.",
            "  --XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X eval +26.55",
            "and with --depth N also a search's score, best move and principal variation (exact when the search"
                + " reaches the end), e.g.",
            "  --XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X eval +26.55; depth 4 h1 +21.60 pv h1 g2 a2 a6",
            "The principal variation (pv) is the line the search expects: the best move, then for each side in turn a move"
                + " that keeps the score (pass for a pass), every move legal in turn; it ends after N placements, where"
                + " the evaluation gave the score, or at the end of the game (rarely sooner, where the search finds no"
                + " move that keeps the score); with an exact score it is perfect play to the end of the game.",
            "--max-time and --max-nodes bound each search: it then prints the deepest depth completed, marked incomplete.",
            "Standard 8x8 Othello only: another position is named on the standard error and the status is 1.",
            "Exit status: 0 every position was evaluated, 1 some line was not, 2 bad arguments or a file that"
                + " cannot be read, 70 an internal error."})
final class EvaluateCommand implements Callable<Integer> {

    /** The deepest search: the 60 empty squares of a game. */
    static final int MAX_DEPTH = 60;

    @Spec
    private CommandSpec spec;

    @ParentCommand
    private Reversi parent;

    @Parameters(paramLabel = "FILE", description = "an OBF file (one position a line), or - for the standard input")
    private String file;

    @Option(names = "--depth", paramLabel = "N", description = "also search N plies (1 to " + MAX_DEPTH
            + ") and print the search's score, best move and principal variation")
    private String depth;

    @Option(names = "--json", description = "one JSON object a line: position, eval, and with --depth the depth,"
            + " score, best move, whether it is exact, whether the search reached the depth (complete), the principal"
            + " variation (pv) and nodes")
    private boolean json;

    @Option(names = "--max-time", paramLabel = "SECONDS", description = "with --depth: stop each position's search after"
            + " this many seconds (1 to " + SolveCommand.MAX_SECONDS + ") and print the deepest depth it completed,"
            + " marked incomplete; a position with no depth completed is named on the standard error and the status is 1")
    private String maxTime;

    @Option(names = "--max-nodes", paramLabel = "N", description = "with --depth: stop each position's search after"
            + " about this many nodes (1 to " + SolveCommand.MAX_NODES + "), the same way as --max-time")
    private String maxNodes;

    private final Gson gson = new GsonBuilder().disableHtmlEscaping().create();

    @Override
    public Integer call() throws IOException {
        int plies = depth == null ? 0 : SolveCommand.number("--depth", depth, MAX_DEPTH);
        if (plies == 0 && (maxTime != null || maxNodes != null)) {
            throw new UserException((maxTime != null ? "--max-time" : "--max-nodes") + " limits the search of --depth;"
                    + " give --depth N too");
        }
        Duration time = maxTime == null ? null : Duration.ofSeconds(SolveCommand.number("--max-time", maxTime,
                SolveCommand.MAX_SECONDS));
        long nodes = maxNodes == null ? Long.MAX_VALUE : SolveCommand.longNumber("--max-nodes", maxNodes,
                SolveCommand.MAX_NODES);
        PatternEvaluation evaluation = PatternEvaluation.standard();
        MidgameSearch search = plies == 0 ? null : new MidgameSearch(64);
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        int bad = ObfInput.read(parent, file, err, (state, where) -> {
            double eval;
            try {
                eval = evaluation.discs(state);
            } catch (IllegalArgumentException e) {
                err.println(where + ": " + Messages.quote(e.getMessage()));
                err.flush();
                return false;
            }
            MidgameSearch.Result r = null;
            if (search != null) {
                search.clear();
                r = search.search(state, plies, Math.min(plies, 20), nodes, time, () -> false);
                if (r.depth() == 0 && !r.exact()) {
                    err.println(where + ": the search completed no depth within " + (maxTime != null ? "--max-time "
                            + maxTime + (maxNodes != null ? " and --max-nodes " + maxNodes : "") : "--max-nodes "
                            + maxNodes) + " (" + state + ")");
                    err.flush();
                    return false;
                }
            }
            print(out, state, eval, r);
            return true;
        });
        return bad == 0 ? Reversi.OK : Reversi.FOUND_PROBLEMS;
    }

    private void print(PrintWriter out, GameState state, double eval, MidgameSearch.Result r) {
        if (json) {
            JsonObject o = new JsonObject();
            o.addProperty("position", state.toString());
            o.addProperty("eval", Math.round(eval * 100) / 100.0);
            if (r != null) {
                o.addProperty("depth", r.depth());
                o.addProperty("score", Math.round(r.discs() * 100) / 100.0);
                r.move().ifPresent(m -> o.addProperty("bestMove", m.toString()));
                o.addProperty("exact", r.exact());
                o.addProperty("complete", r.complete());
                JsonArray pv = new JsonArray();
                r.pv().forEach(m -> pv.add(m.toString()));
                o.add("pv", pv);
                o.addProperty("nodes", r.nodes());
            }
            out.println(gson.toJson(o));
        } else {
            StringBuilder line = new StringBuilder(state.toString()).append(String.format(Locale.ROOT, " eval %+.2f", eval));
            if (r != null) {
                line.append(String.format(Locale.ROOT, "; depth %d %s %+.2f%s", r.depth(),
                        r.move().map(Object::toString).orElse("-"), r.discs(), r.exact() ? " exact"
                                : r.complete() ? "" : " incomplete"));
                if (!r.pv().isEmpty()) {
                    line.append(" pv");
                    r.pv().forEach(m -> line.append(' ').append(m));
                }
            }
            out.println(line);
        }
        out.flush();
        if (out.checkError() || parent.outputFailed()) {
            throw new UserException("cannot write the standard output (closed, or the device is full)");
        }
    }
}
