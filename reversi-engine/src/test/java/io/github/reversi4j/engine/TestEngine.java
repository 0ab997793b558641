package io.github.reversi4j.engine;

import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Square;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * An engine for the client's tests, run as its own JVM: {@code TestEngine nboard|gtp MODE}. It is
 * {@link EngineServer} serving a player that plays the first legal move, and misbehaves as its mode
 * says when asked for a move:
 * <ul>
 *   <li>{@code good} - plays;</li>
 *   <li>{@code illegal} - answers an occupied square;</li>
 *   <li>{@code garbage} - writes a line of no protocol first;</li>
 *   <li>{@code hang} - starts a child process ({@code sleep}) and never answers;</li>
 *   <li>{@code crash} - writes a line, then exits with status 3 in the middle of the search;</li>
 *   <li>{@code slow} - takes 600 ms, writing a line every 100 ms over NBoard;</li>
 *   <li>{@code flood} - writes a million lines first;</li>
 *   <li>{@code hugeline} - writes one line of a million characters first;</li>
 *   <li>{@code dead} - exits at once, before any command;</li>
 *   <li>{@code latestart} - plays, but as Edax 4.6 does, leaves its first {@code ping} unanswered
 *       until another line arrives;</li>
 *   <li>{@code quietlearn} - plays, and answers {@code learn} as Edax 4.6 does: {@code status} lines, no
 *       {@code learned};</li>
 *   <li>{@code ntestlearn} - plays, and answers {@code learn} with {@code learn}, as NTest's code does;</li>
 *   <li>{@code badbytes} - answers a move whose bytes are not UTF-8 ({@code === F}, 0xFF, {@code 5});</li>
 *   <li>{@code escapes} - names itself with terminal escapes, a right-to-left override and 300 more
 *       letters ({@code set myname}), then writes a line of terminal escapes;</li>
 *   <li>{@code wrongreply} - answers another command than the one asked: over GTP the reply carries the
 *       next id; over NBoard, {@code hint} is answered as {@code go} would be, with {@code ===};</li>
 *   <li>{@code deaf} - answers the pings of the greeting (a client pings again while an engine is slow to
 *       start) and the first other command after them, then never reads its input again;</li>
 *   <li>{@code table FILE} - plays, and reports the score the file gives its position (a line holds the
 *       position's board, its side to move and the score: {@link #key}, then the number) as
 *       {@code search MOVE SCORE 0 100% table} of the move; a position not in the table gets none.</li>
 * </ul>
 * In every mode, {@code set contempt X} is reported back as {@code status contempt V}, V the value read
 * by {@link Double#parseDouble}.
 */
public final class TestEngine {

    private TestEngine() {
    }

    /**
     * Runs the engine on standard input and output.
     *
     * @param args the protocol and the mode
     * @throws Exception if it cannot run
     */
    public static void main(String[] args) throws Exception {
        Protocol protocol = Protocol.valueOf(args[0].toUpperCase(Locale.ROOT));
        String mode = args[1];
        if (mode.equals("dead")) {
            System.err.println("cannot open my evaluation weights");
            System.exit(2);
        }
        PrintWriter out = new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), false);
        java.util.Map<String, String> table = new java.util.HashMap<>();
        if (mode.equals("table")) {
            for (String line : java.nio.file.Files.readAllLines(java.nio.file.Path.of(args[2]), StandardCharsets.UTF_8)) {
                String[] w = line.strip().split("\\s+");
                table.put(w[0] + " " + w[1], w[2]);
            }
        }
        boolean nboard = protocol == Protocol.NBOARD;
        Player player = (rules, state, limit) -> {
            Move first = rules.legalMoves(state).get(0);
            switch (mode) {
                case "illegal":
                    return Move.place(Square.parse("d4")); // a centre square: never empty
                case "garbage":
                    out.print("Hello! I am a chess engine.\n");
                    out.flush();
                    return first;
                case "hang":
                    try {
                        new ProcessBuilder("sleep", "600").start();
                        Thread.sleep(600_000);
                    } catch (IOException | InterruptedException e) {
                        throw new IllegalStateException(e);
                    }
                    return first;
                case "crash":
                    if (nboard) {
                        out.print("nodestats 1000 0.01\n");
                    }
                    out.flush();
                    System.err.println("segmentation fault (simulated)");
                    System.exit(3);
                    return first;
                case "slow":
                    for (int i = 1; i <= 6; i++) {
                        sleep(100);
                        if (nboard) {
                            out.print("nodestats " + (i * 1000) + " " + (i / 10.0) + "\n");
                            out.flush();
                        }
                    }
                    return first;
                case "flood":
                    for (int i = 0; i < 1_000_000; i++) {
                        out.print("nodestats " + i + " 0.0\n");
                    }
                    out.flush();
                    return first;
                case "badbytes":
                    out.flush();
                    System.out.write(new byte[] {'=', '=', '=', ' ', 'F', (byte) 0xFF, '5', '\n'}, 0, 8);
                    System.out.flush();
                    sleep(60_000);
                    return first;
                case "escapes":
                    out.print("set myname \u001b[31mEvil\u202eName\u0007" + "x".repeat(300) + "\n");
                    out.print("\u001b[2J\u001b]0;pwned\u0007 hello\n");
                    out.flush();
                    return first;
                case "table":
                    String score = table.get(key(state));
                    if (score != null) {
                        out.print("search " + first.toString().toUpperCase(Locale.ROOT) + " " + score + " 0 100% table\n");
                        out.flush();
                    }
                    return first;
                case "hugeline":
                    out.print("status " + "x".repeat(1_000_000) + "\n");
                    out.flush();
                    return first;
                default:
                    return first;
            }
        };
        BufferedReader stdin = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        boolean[] firstPing = {mode.equals("latestart")};
        // what the server reads: each command line as the mode turns it, read only when the server wants more
        java.util.function.Function<String, String> turn = line -> {
            if (line.startsWith("set contempt ")) {
                out.print("status contempt " + Double.parseDouble(line.substring(13)) + "\n");
                out.flush();
            } else if (mode.equals("wrongreply")) {
                if (nboard && line.startsWith("hint")) {
                    return "go";
                }
                String[] w = line.split(" ", 2);
                if (!nboard && w.length == 2 && w[1].startsWith("genmove")) {
                    return (Integer.parseInt(w[0]) + 1) + " " + w[1];
                }
            } else if (line.equals("learn") && mode.equals("quietlearn")) {
                out.print("status TestEngine is learning\nstatus TestEngine is waiting\n");
                out.flush();
                return "";
            } else if (line.equals("learn") && mode.equals("ntestlearn")) {
                out.print("learn\n");
                out.flush();
                return "";
            } else if (firstPing[0] && line.startsWith("ping")) {
                firstPing[0] = false;
                try {
                    String next = stdin.readLine(); // the ping is seen only once the next line has come
                    return next == null ? line : line + "\n" + next;
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }
            return line;
        };
        BufferedReader in = new BufferedReader(new java.io.Reader() {
            private String pending = "";

            private boolean pinged;

            private boolean deaf;

            @Override
            public int read(char[] buf, int off, int len) throws IOException {
                if (pending.isEmpty()) {
                    if (deaf) {
                        sleep(600_000); // the input pipe fills up
                    }
                    String line = stdin.readLine();
                    if (line == null) {
                        return -1;
                    }
                    // a client whose engine is slow to start pings again, so every ping of the greeting is
                    // answered; the first other command after it is the last line read
                    pinged |= line.startsWith("ping");
                    deaf = mode.equals("deaf") && pinged && !line.startsWith("ping");
                    pending = turn.apply(line) + "\n";
                }
                int n = Math.min(len, pending.length());
                pending.getChars(0, n, buf, off);
                pending = pending.substring(n);
                return n;
            }

            @Override
            public void close() throws IOException {
                stdin.close();
            }
        });
        EngineServer.of(protocol, "TestEngine", player, 4).serve(in, out);
    }

    /**
     * The key of a position in a {@code table} file.
     *
     * @param state the position
     * @return its board and side to move, e.g. {@code ---------------------------OX------XO--------------------------- X}
     */
    static String key(io.github.reversi4j.core.GameState state) {
        return state.board() + " " + state.toMove().symbol();
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
