package io.github.reversi4j.examples;

import io.github.reversi4j.engine.EngineServer;
import io.github.reversi4j.engine.Limit;
import io.github.reversi4j.engine.Player;
import io.github.reversi4j.engine.Protocol;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code reversi engine --protocol nboard|gtp --player alphabeta --depth 6}: one of the computer
 * players served as an engine on standard input and output with {@link EngineServer}, so that
 * NBoard's GUI, a match tool or the library's own client can play it.
 */
@Command(name = "engine", mixinStandardHelpOptions = true,
        description = "Serve a computer player as an engine over standard input and output (NBoard protocol or GTP).")
final class EngineCommand implements Callable<Integer> {

    /** The players this command serves. */
    enum PlayerKind { ALPHABETA, GREEDY, RANDOM }

    @Spec
    private CommandSpec spec;

    @ParentCommand
    private Reversi app;

    @Option(names = "--protocol", defaultValue = "nboard", paramLabel = "P",
            description = "nboard or gtp; default ${DEFAULT-VALUE}")
    private Protocol protocol = Protocol.NBOARD;

    @Option(names = "--player", defaultValue = "alphabeta", paramLabel = "NAME",
            description = "alphabeta, greedy or random; default ${DEFAULT-VALUE}")
    private PlayerKind player = PlayerKind.ALPHABETA;

    @Option(names = "--depth", defaultValue = "6", paramLabel = "N",
            description = "the alpha-beta depth until the client sets one, and the cap of every search: of the depth the client"
                + " sets, and of a timed search; default ${DEFAULT-VALUE}")
    private int depth = 6;

    @Option(names = "--seed", paramLabel = "N", description = "the seed of greedy's and random's choices")
    private long seed = 1;

    @Override
    public Integer call() throws IOException {
        if (depth < 1 || depth > 60) {
            throw new UserException("--depth is 1 to 60, not " + depth);
        }
        EngineServer.of(protocol, "reversi4j-" + player.name().toLowerCase(java.util.Locale.ROOT), player(player, depth, seed), depth)
                .serve(lines(app.input(), spec.commandLine().getOut()), spec.commandLine().getOut());
        return Reversi.OK;
    }

    /** The program's input as a reader of the client's command lines. */
    private static BufferedReader lines(LineInput input, PrintWriter out) {
        return new BufferedReader(new Reader() {
            private String pending = "";
            private int pos;
            private boolean end;

            @Override
            public int read(char[] buf, int off, int len) throws IOException {
                if (pos >= pending.length()) {
                    Optional<String> line = end ? Optional.empty() : input.read(out, "", List.of());
                    if (line.isEmpty()) {
                        end = true;
                        return -1;
                    }
                    pending = line.get() + "\n";
                    pos = 0;
                }
                int n = Math.min(len, pending.length() - pos);
                pending.getChars(pos, pos + n, buf, off);
                pos += n;
                return n;
            }

            @Override
            public void close() {
                // the program's input is closed by the program
            }
        });
    }

    /**
     * A computer player as the engine module's {@link Player}.
     *
     * @param player which one
     * @param depth alpha-beta's depth cap: of the depth a client sets, and of a timed search
     * @param seed the seed of greedy's and random's choices
     */
    static Player player(PlayerKind player, int depth, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        switch (player) {
            case GREEDY:
                Computer.Player greedy = Computer.greedy(random);
                return (rules, state, limit) -> greedy.choose(rules, state);
            case RANDOM:
                Computer.Player any = Computer.random(random);
                return (rules, state, limit) -> any.choose(rules, state);
            default:
                return (rules, state, limit) -> {
                    // a depth from the client, capped by --depth (a client's 'set depth 60' would search for
                    // ever), or iterative deepening up to --depth until its time is up
                    Computer.Player ab = limit instanceof Limit.Depth d
                            ? Computer.alphaBeta(Math.min(d.plies(), depth), Duration.ZERO)
                            : Computer.alphaBeta(depth, ((Limit.Time) limit).time());
                    return ab.choose(rules, state);
                };
        }
    }
}
