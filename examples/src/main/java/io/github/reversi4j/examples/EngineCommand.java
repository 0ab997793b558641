package io.github.reversi4j.examples;

import io.github.reversi4j.engine.EngineServer;
import io.github.reversi4j.engine.Player;
import io.github.reversi4j.solver.player.ComputerPlayer;
import io.github.reversi4j.engine.Protocol;
import java.io.IOException;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code reversi engine --protocol nboard|gtp --player alphabeta --depth 6}: one of the computer
 * players served as an engine on standard input and output with {@link EngineServer}, in two lines, so that
 * NBoard's GUI, a match tool or the library's own client can play it.
 */
@Command(name = "engine", mixinStandardHelpOptions = true,
        description = "Serve a computer player as an engine over standard input and output (NBoard protocol or GTP).")
final class EngineCommand implements Callable<Integer> {

    /** The players this command serves. */
    enum PlayerKind { ALPHABETA, GREEDY, RANDOM, COMPUTER }

    @Spec
    private CommandSpec spec;

    @ParentCommand
    private Reversi app;

    @Option(names = "--protocol", defaultValue = "nboard", paramLabel = "P",
            description = "nboard or gtp; default ${DEFAULT-VALUE}")
    private Protocol protocol = Protocol.NBOARD;

    @Option(names = "--player", defaultValue = "alphabeta", paramLabel = "NAME",
            description = "alphabeta, greedy, random or computer (the library's ComputerPlayer: the pattern evaluation,"
                + " standard Othello only, at --level); default ${DEFAULT-VALUE}")
    private PlayerKind player = PlayerKind.ALPHABETA;

    @Option(names = "--depth", defaultValue = "6", paramLabel = "N",
            description = "the alpha-beta depth until the client sets one, and the cap of every search: of the depth the client"
                + " sets, and of a timed search; default ${DEFAULT-VALUE}")
    private int depth = 6;

    @Option(names = "--seed", paramLabel = "N", description = "the seed of greedy's and random's choices")
    private long seed = 1;

    @Option(names = "--level", paramLabel = "N", defaultValue = "10",
            description = "the computer player's level, 1 (a beginner's) to 20 (the strongest); default ${DEFAULT-VALUE}")
    private int level = 10;

    @Option(names = "--exact-empties", paramLabel = "N", defaultValue = "" + Computer.EXACT_EMPTIES,
            description = "alphabeta plays perfectly, with the built-in solver, from N empty squares on; 0 never;"
                + " default ${DEFAULT-VALUE}")
    private int exactEmpties = Computer.EXACT_EMPTIES;

    @Override
    public Integer call() throws IOException {
        if (depth < 1 || depth > 60) {
            throw new UserException("--depth is 1 to 60, not " + depth);
        }
        Player p = player == PlayerKind.COMPUTER ? computer(level, seed)
                : player(player, depth, seed, Computer.exactEmpties(exactEmpties));
        EngineServer.of(protocol, "reversi4j-" + player.name().toLowerCase(java.util.Locale.ROOT), p, depth)
                .serve(app.stdin(), app.stdout());
        return Reversi.OK;
    }

    /** The library's computer player at a level, checked. */
    static Player computer(int level, long seed) {
        if (level < ComputerPlayer.MIN_LEVEL || level > ComputerPlayer.MAX_LEVEL) {
            throw new UserException("--level is " + ComputerPlayer.MIN_LEVEL + " to " + ComputerPlayer.MAX_LEVEL + ", not " + level);
        }
        return ComputerPlayer.ofLevel(level).withSeed(seed);
    }

    /**
     * A computer player as the engine module's {@link Player}.
     *
     * @param player which one
     * @param depth alpha-beta's depth cap: of the depth a client sets, and of a timed search
     * @param seed the seed of greedy's and random's choices
     * @param exactEmpties the empty squares from which alpha-beta gives way to the solver; 0 never
     */
    static Player player(PlayerKind player, int depth, long seed, int exactEmpties) {
        SplittableRandom random = new SplittableRandom(seed);
        switch (player) {
            case GREEDY:
                return Computer.greedy(random);
            case RANDOM:
                return Computer.random(random);
            default:
                // a depth from the client, capped by --depth (a client's 'set depth 60' would search for ever), and
                // its time if it gives one
                return Computer.exactFrom(exactEmpties, Computer.solver(), Computer.alphaBetaUnder(depth));
        }
    }
}
