package io.github.reversi4j.engine;

import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Square;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
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
 *   <li>{@code egaroucid} - refuses GTP's time commands with the very reply of Egaroucid 7.8
 *       ({@code ?4 [ERROR] command not found}), and plays after 2 s whatever the time asked, as
 *       Egaroucid's own level rules its search;</li>
 *   <li>{@code ntest} - plays, and writes around its NBoard replies what NTest writes: a banner and
 *       tables of free text before its first {@code pong}, {@code status Thinking}, a {@code search}
 *       line with runs of spaces, a progress line with tabs, a bare {@code status}, and the move as
 *       {@code === D3/-0.25/0.00};</li>
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
        java.io.Writer stdout = new OutputStreamWriter(System.out, StandardCharsets.UTF_8);
        PrintWriter out = new PrintWriter(mode.equals("ntest") ? new NTestLines(stdout) : stdout, false);
        if (mode.equals("ntest")) {
            stdout.write(NTestLines.BANNER);
            stdout.flush();
        }
        java.util.Map<String, String> table = new java.util.HashMap<>();
        if (mode.equals("table")) {
            for (String line : java.nio.file.Files.readAllLines(java.nio.file.Path.of(args[2]), StandardCharsets.UTF_8)) {
                String[] w = line.strip().split("\\s+");
                table.put(w[0] + " " + w[1], w[2]);
            }
        }
        boolean nboard = protocol == Protocol.NBOARD;
        Positional player = (rules, state, limit) -> {
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
                case "egaroucid":
                    sleep(2000);
                    return first;
                case "wrongside": {
                    // a move the opponent could play here, and the side to move cannot
                    List<Move> mine = rules.legalMoves(state);
                    for (Move m : rules.legalMoves(state.withToMove(state.toMove().opponent()))) {
                        if (!m.isPass() && !mine.contains(m)) {
                            return m;
                        }
                    }
                    throw new IllegalStateException("no move of the other side only in " + state);
                }
                case "pass":
                    return Move.pass();
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
        int[] searches = {0};
        java.util.function.Function<String, String> turn = line -> {
            boolean search = line.startsWith("go") || line.startsWith("hint") || line.contains("genmove");
            if (mode.equals("exitmidgame") && search && ++searches[0] == 3) {
                // two moves answered, then gone at the third search, without a word
                System.out.flush();
                Runtime.getRuntime().halt(4);
            }
            if (mode.equals("leavesmidgame") && searches[0] > 0) {
                // one move answered; the engine goes as the next command comes, leaving the client writing to a
                // closed pipe
                Runtime.getRuntime().halt(5);
            }
            searches[0] += search && !mode.equals("exitmidgame") ? 1 : 0;
            if (line.startsWith("set contempt ")) {
                out.print("status contempt " + Double.parseDouble(line.substring(13)) + "\n");
                out.flush();
            } else if (mode.equals("egaroucid") && line.matches("\\d+ time_(settings|left)( .*)?")) {
                out.print("?" + line.substring(0, line.indexOf(' ')) + " [ERROR] command not found\n\n");
                out.flush();
                return "";
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
        // the server speaks bytes: its lines go through the same writer as the modes' own lines
        java.io.InputStream bytesIn = new java.io.InputStream() {
            private byte[] buf = new byte[0];
            private int at;

            private boolean fill() throws IOException {
                while (at == buf.length) {
                    char[] c = new char[4096];
                    int n = in.read(c, 0, c.length);
                    if (n < 0) {
                        return false;
                    }
                    buf = new String(c, 0, n).getBytes(StandardCharsets.UTF_8);
                    at = 0;
                }
                return true;
            }

            @Override
            public int read() throws IOException {
                return fill() ? buf[at++] & 0xFF : -1;
            }

            @Override
            public int read(byte[] b, int off, int len) throws IOException {
                if (len == 0) {
                    return 0;
                }
                if (!fill()) {
                    return -1;
                }
                int n = Math.min(len, buf.length - at);
                System.arraycopy(buf, at, b, off, n);
                at += n;
                return n;
            }
        };
        java.io.OutputStream bytesOut = new java.io.OutputStream() {
            private final java.io.ByteArrayOutputStream pending = new java.io.ByteArrayOutputStream();

            @Override
            public void write(int b) {
                pending.write(b);
            }

            @Override
            public void flush() {
                out.print(pending.toString(StandardCharsets.UTF_8));
                pending.reset();
                out.flush();
            }
        };
        EngineServer.of(protocol, "TestEngine", player.asPlayer(), 4).serve(bytesIn, bytesOut);
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

    /**
     * The server's NBoard lines as NTest writes them (weltyc/ntest, 2018): its status texts, and a move
     * with its search lines, a progress line and its score and time.
     */
    private static final class NTestLines extends java.io.Writer {
        /** What NTest writes when it starts, before it reads a command, and after {@code nboard 2}. */
        static final String BANNER = "Ntest version as of Nov 24 2026\nCopyright 1999-2014 Chris Welty and Vlad Petric\n"
                + "All Rights Reserved\n\n64-bit compile\nfile was stored correctly\n---- Heights ----\nmidgame : 12\n"
                + "100% WLD: 20\n 97% WLD: 20\n 91% WLD: 20\n 70% WLD: 21\n 60% WLD: 21\n 50% WLD: 22\n\n"
                + "status Loading book\nstatus Negamaxing book\nstatus\n\nset myname Ntest4\n";

        private final java.io.Writer to;
        private final StringBuilder line = new StringBuilder();

        NTestLines(java.io.Writer to) {
            this.to = to;
        }

        @Override
        public void write(char[] buf, int off, int len) throws IOException {
            for (int i = off; i < off + len; i++) {
                if (buf[i] != '\n') {
                    line.append(buf[i]);
                    continue;
                }
                String l = line.toString();
                line.setLength(0);
                if (l.startsWith("=== ")) {
                    String move = l.substring(4);
                    to.write("search " + move + "       -0.25 0   4\n  4 (58 empty)\t" + move
                            + "/-0.25\t\t0.000355s elapsed\nstatus\n=== " + move + "/-0.25/0.00\n");
                } else if (l.startsWith("set myname ")) {
                    continue;
                } else if (l.endsWith(" is thinking")) {
                    to.write("status Thinking\n");
                } else if (l.endsWith(" is waiting")) {
                    continue;
                } else {
                    to.write(l + "\n");
                }
            }
        }

        @Override
        public void flush() throws IOException {
            to.flush();
        }

        @Override
        public void close() throws IOException {
            to.close();
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
