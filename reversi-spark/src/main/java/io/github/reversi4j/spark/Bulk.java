package io.github.reversi4j.spark;

import edu.umd.cs.findbugs.annotations.SuppressFBWarnings;
import io.github.reversi4j.notation.formats.RecordFormat;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.apache.spark.sql.DataFrameReader;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.functions;

/**
 * The command line of the data source: whole archives validated, or turned into positions, by Spark. It runs with
 * {@code spark-submit --class io.github.reversi4j.spark.Bulk} on any cluster, or with plain {@code java} and Spark's
 * jars on the class path, where it starts Spark in its own JVM ({@code local[*]} unless {@code --master} says
 * otherwise):
 *
 * <pre>
 * bulk validate [--master M] [--format F] PATH...
 * bulk positions [--master M] [--format F] [--symmetries] [--exact-empties N] --out FOLDER PATH...
 * bulk theoretical [--master M] [--depth N] PATH...
 * bulk speed [--runs N] [--format F] PATH...
 * </pre>
 *
 * <p>{@code validate} prints the counts of games, valid ones (finished, unfinished and partial, as the library's
 * {@code ValidationSummary} and the {@code reversi validate} command count them) and invalid ones, and the problems
 * by kind. {@code positions} writes the positions of the valid games to a new Parquet folder, in the schema
 * {@link ReversiSchemas#POSITIONS}, through a hidden folder beside it that is renamed only when the job has
 * succeeded: a failed job leaves no output folder; with {@code --exact-empties N} the column {@code exact} holds the
 * built-in solver's exact score of each position with at most N empty squares. {@code theoretical} checks the
 * theoretical scores of WTHOR games ({@link ReversiSchemas#GAMES}' {@code theoretical_score}: Black's discs with
 * perfect play from the position with {@code --depth} empty squares, 24 by default as in the WTHOR headers) against
 * the solver's exact column, and prints the games checked, those that differ, and each difference. {@code speed} measures the positions per second of the positions job with
 * {@code local[1]} and {@code local[2]}, in alternating runs in one JVM, and prints each run with the machine's load.
 * Exit status: 0 on success, 1 when the job fails, 2 for a bad command line or a path that does not
 * exist, said in one line: an option of another command, an option given twice, a {@code --format}
 * that is no record format, a {@code --master} that is no master URL, a number out of range. {@code validate} and {@code positions} use a Spark session already running in the JVM (and
 * leave it running), else start one and stop it at the end.
 */
public final class Bulk {

    private static final String USAGE = String.join("\n",
            "usage: bulk validate [--master M] [--format F] PATH...",
            "       bulk positions [--master M] [--format F] [--symmetries] [--exact-empties N] --out FOLDER PATH...",
            "       bulk theoretical [--master M] [--depth N] PATH...",
            "       bulk speed [--runs N] [--format F] PATH...",
            "PATH: record files or folders of them (WTHOR, GGF, PGN, transcripts, eOthello CSV, OBF), on any file system",
            "Spark reads; --master: a Spark master URL, local[*] by default when not run by spark-submit");

    private final PrintStream out;
    private String master;
    private String format;
    private String output;
    private boolean symmetries;
    private int exactEmpties;
    private int depth = 24;
    private int runs = 3;
    private final List<String> paths = new ArrayList<>();

    private Bulk(PrintStream out) {
        this.out = out;
    }

    /**
     * Runs a command and exits with its status.
     *
     * @param args the command and its options, see the class documentation
     */
    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /**
     * Runs a command.
     *
     * @param args the command and its options, see the class documentation
     * @param out where the results go
     * @param err where usage and errors go
     * @return the exit status: 0 on success, 1 when the job fails, 2 for a bad command line or a path
     *     that does not exist
     */
    @SuppressFBWarnings(value = "REC_CATCH_EXCEPTION", justification = "Spark's Scala code throws checked exceptions "
            + "that Java's signatures do not declare")
    public static int run(String[] args, PrintStream out, PrintStream err) {
        if (args.length == 0 || args[0].equals("--help") || args[0].equals("-h")) {
            (args.length == 0 ? err : out).println(USAGE);
            return args.length == 0 ? 2 : 0;
        }
        Bulk b = new Bulk(out);
        String command = args[0];
        try {
            if (!List.of("validate", "positions", "theoretical", "speed").contains(command)) {
                throw new IllegalArgumentException("unknown command '" + command + "'");
            }
            b.parse(command, Arrays.copyOfRange(args, 1, args.length));
            if (b.paths.isEmpty()) {
                throw new IllegalArgumentException("no PATH given");
            }
            if (command.equals("positions") && b.output == null) {
                throw new IllegalArgumentException("positions needs --out FOLDER");
            }
        } catch (IllegalArgumentException e) {
            err.println("bulk: " + e.getMessage() + " (bulk --help shows the usage)");
            return 2;
        }
        try {
            switch (command) {
                case "validate":
                    b.validate();
                    break;
                case "positions":
                    b.positions();
                    break;
                case "theoretical":
                    b.theoretical();
                    break;
                default:
                    b.speed();
                    break;
            }
            return 0;
        } catch (Exception e) {
            // Spark's Scala code throws checked exceptions too (AnalysisException: an output folder that exists, ...)
            err.println("bulk " + command + ": " + message(e));
            return missingPath(e) ? 2 : 1;
        }
    }

    /** Whether a failure comes from a path that does not exist (Hadoop's file systems say so with this exception). */
    private static boolean missingPath(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof java.io.FileNotFoundException) {
                return true;
            }
        }
        return false;
    }

    /** The most specific message of a failure: its deepest cause's that has one (Spark wraps a task's failure). */
    private static String message(Throwable e) {
        String m = e.toString();
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t.getMessage() != null) {
                m = t.getMessage();
            }
        }
        return m;
    }

    private void parse(String command, String[] args) {
        java.util.Set<String> given = new java.util.HashSet<>();
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (a.startsWith("--") && !given.add(a)) {
                throw new IllegalArgumentException(a + " is given twice");
            }
            switch (a) {
                case "--master":
                    if (command.equals("speed")) {
                        throw new IllegalArgumentException("--master is not an option of speed, which runs local[1] and "
                                + "local[2] itself");
                    }
                    master = value(args, ++i, a);
                    if (!isMasterUrl(master)) {
                        throw new IllegalArgumentException("--master: not a Spark master URL (local, local[N], local[*], "
                                + "spark://HOST:PORT, yarn, k8s://URL): '" + master + "'");
                    }
                    break;
                case "--format":
                    format = value(args, ++i, a);
                    try {
                        RecordFormat.of(format.strip());
                    } catch (IllegalArgumentException e) {
                        throw new IllegalArgumentException("--format: " + e.getMessage(), e);
                    }
                    break;
                case "--out":
                    only(command, "positions", a);
                    output = value(args, ++i, a);
                    if (output.isBlank()) {
                        throw new IllegalArgumentException("--out: an empty FOLDER");
                    }
                    break;
                case "--symmetries":
                    only(command, "positions", a);
                    symmetries = true;
                    break;
                case "--exact-empties":
                    only(command, "positions", a);
                    String ex = value(args, ++i, a);
                    boolean eDigits = !ex.isEmpty() && ex.length() <= 2 && ex.chars().allMatch(c -> c >= '0' && c <= '9');
                    exactEmpties = eDigits ? Integer.parseInt(ex) : -1;
                    if (exactEmpties < 0 || exactEmpties > ReadOptions.MAX_EXACT_EMPTIES) {
                        throw new IllegalArgumentException("--exact-empties: expected 0 .. " + ReadOptions.MAX_EXACT_EMPTIES
                                + ", got '" + ex + "'");
                    }
                    break;
                case "--depth":
                    only(command, "theoretical", a);
                    String dx = value(args, ++i, a);
                    boolean dDigits = !dx.isEmpty() && dx.length() <= 2 && dx.chars().allMatch(c -> c >= '0' && c <= '9');
                    depth = dDigits ? Integer.parseInt(dx) : -1;
                    if (depth < 1 || depth > ReadOptions.MAX_EXACT_EMPTIES) {
                        throw new IllegalArgumentException("--depth: expected 1 .. " + ReadOptions.MAX_EXACT_EMPTIES
                                + ", got '" + dx + "'");
                    }
                    break;
                case "--runs":
                    only(command, "speed", a);
                    String r = value(args, ++i, a);
                    // ASCII digits only, bounded before the arithmetic: parseInt also takes '+' and other scripts' digits
                    boolean digits = !r.isEmpty() && r.length() <= 3 && r.chars().allMatch(c -> c >= '0' && c <= '9');
                    runs = digits ? Integer.parseInt(r) : -1;
                    if (runs < 1 || runs > 100) {
                        throw new IllegalArgumentException("--runs: expected 1 .. 100, got '" + r + "'");
                    }
                    break;
                default:
                    if (a.startsWith("--")) {
                        throw new IllegalArgumentException("unknown option " + a);
                    }
                    if (a.isBlank()) {
                        throw new IllegalArgumentException("an empty PATH");
                    }
                    paths.add(a);
            }
        }
    }

    private static void only(String command, String owner, String option) {
        if (!command.equals(owner)) {
            throw new IllegalArgumentException(option + " is an option of " + owner + " only");
        }
    }

    /** Whether a text has the form of a master URL Spark takes. */
    static boolean isMasterUrl(String m) {
        return m.equals("local") || m.equals("yarn") || m.matches("local\\[([1-9][0-9]{0,5}|\\*)(,[0-9]{1,5})?]")
                || m.matches("local-cluster\\[[1-9][0-9]*, *[1-9][0-9]*, *[1-9][0-9]*]")
                || m.matches("(spark|k8s|mesos)://\\S+");
    }

    private static String value(String[] args, int i, String option) {
        if (i >= args.length) {
            throw new IllegalArgumentException(option + " needs a value");
        }
        return args[i];
    }

    /** The session: the master given, else spark-submit's, else {@code local[*]}. */
    private SparkSession session(String m) {
        SparkSession.Builder builder = SparkSession.builder().appName("reversi bulk");
        if (m != null) {
            builder.master(m);
        } else if (System.getProperty("spark.master") == null) {
            builder.master("local[*]");
        }
        SparkSession s = builder.getOrCreate();
        s.sparkContext().setLogLevel("WARN");
        return s;
    }

    private DataFrameReader reader(SparkSession s) {
        DataFrameReader r = s.read().format(ReversiDataSource.SHORT_NAME);
        return format == null ? r : r.option("format", format);
    }

    private void validate() {
        boolean running = sessionRunning();
        SparkSession s = session(master);
        try {
            Dataset<Row> games = reader(s).load(paths.toArray(new String[0])).cache();
            // rows of game index -1 are the files' own problems (a header cut short, a count that is not
            // the records held), not games
            // the classes of the library's ValidationSummary, as the reversi validate command prints them: unfinished
            // (a result recorded before the end, an UNFINISHED notice) and partial (no result: an opening line) apart
            Row c = games.selectExpr("coalesce(sum(if(game_index >= 0, 1, 0)), 0)",
                    "coalesce(sum(if(game_index >= 0 AND valid, 1, 0)), 0)",
                    "coalesce(sum(if(game_index >= 0 AND valid AND finished, 1, 0)), 0)",
                    "coalesce(sum(if(game_index >= 0 AND valid AND exists(problems, p -> p.kind = 'UNFINISHED'), 1, 0)), 0)",
                    "count(distinct source)", "coalesce(sum(if(game_index < 0, 1, 0)), 0)").first();
            long n = c.getLong(0);
            long valid = c.getLong(1);
            long finished = c.getLong(2);
            long unfinished = c.getLong(3);
            long fileRows = c.getLong(5);
            out.printf(Locale.ROOT, "games: %d, valid: %d (finished %d, unfinished %d, partial %d), invalid: %d; %d files%s%n",
                    n, valid, finished, unfinished, valid - finished - unfinished, n - valid, c.getLong(4), fileRows == 0 ? ""
                    : ", " + fileRows + (fileRows == 1 ? " with problems of its own" : " with problems of their own"));
            List<Row> kinds = games.selectExpr("explode(problems) AS p").groupBy("p.severity", "p.kind").count()
                    .orderBy("severity", "kind").collectAsList();
            for (Row k : kinds) {
                out.printf(Locale.ROOT, "  %-7s %-24s %d%n", k.getString(0), k.getString(1), k.getLong(2));
            }
        } finally {
            if (!running) {
                s.stop();
            }
        }
    }

    /**
     * Writes the positions to a hidden folder beside the output, renamed to the output only when the job has
     * succeeded: a failed job leaves neither the output folder nor a half of it (the hidden folder is deleted).
     */
    private void positions() throws IOException {
        boolean running = sessionRunning();
        SparkSession s = session(master);
        try {
            org.apache.hadoop.fs.Path target = new org.apache.hadoop.fs.Path(output);
            org.apache.hadoop.fs.FileSystem fs = target.getFileSystem(s.sparkContext().hadoopConfiguration());
            if (fs.exists(target)) {
                throw new IllegalStateException("--out " + output + " exists: positions writes a new folder");
            }
            org.apache.hadoop.fs.Path parent = fs.makeQualified(target).getParent();
            org.apache.hadoop.fs.Path temp = new org.apache.hadoop.fs.Path(parent, "." + target.getName() + ".writing-"
                    + java.util.UUID.randomUUID());
            boolean moved = false;
            try {
                reader(s).option("mode", "positions").option("symmetries", Boolean.toString(symmetries))
                        .option("exactEmpties", Integer.toString(exactEmpties))
                        .load(paths.toArray(new String[0])).write().parquet(temp.toString());
                if (!fs.rename(temp, target)) {
                    throw new IOException("cannot move the positions written to " + temp + " to " + output);
                }
                moved = true;
            } finally {
                if (!moved) {
                    fs.delete(temp, true);
                }
            }
            Dataset<Row> written = s.read().parquet(output);
            long n = written.count();
            out.printf(Locale.ROOT, "%d positions written to %s%n", n, output);
            if (exactEmpties > 0) {
                out.printf(Locale.ROOT, "%d of them with an exact score (at most %d empty squares)%n",
                        written.where("exact IS NOT NULL").count(), exactEmpties);
            }
        } finally {
            if (!running) {
                s.stop();
            }
        }
    }

    /**
     * The stored theoretical scores against the solver: each game's first position with {@code depth} empty squares
     * (boards of at most 64 squares) solved, its exact score turned into Black's discs, empty squares to the winner.
     */
    private void theoretical() {
        boolean running = sessionRunning();
        SparkSession s = session(master);
        try {
            String[] in = paths.toArray(new String[0]);
            Dataset<Row> stored = reader(s).load(in).where("theoretical_score IS NOT NULL")
                    .selectExpr("source", "game_index", "black AS black_player", "white AS white_player", "theoretical_score");
            Dataset<Row> solved = reader(s).option("mode", "positions").option("exactEmpties", Integer.toString(depth))
                    .load(in).where("black IS NOT NULL AND 64 - bit_count(black | white) = " + depth)
                    .groupBy("source", "game_index")
                    .agg(functions.expr("min_by((64 + if(to_move = 0, exact, -exact)) DIV 2, ply)").as("exact_black"));
            Dataset<Row> checked = stored.join(solved, new String[] {"source", "game_index"}).cache();
            long n = checked.count();
            List<Row> differ = checked.where("theoretical_score <> exact_black").orderBy("source", "game_index")
                    .collectAsList();
            out.printf(Locale.ROOT, "theoretical scores at %d empties: %d checked, %d differ%n", depth, n, differ.size());
            for (Row r : differ) {
                out.printf(Locale.ROOT, "%s, game %d (%s - %s): stored %d, exact %d%n", r.<String>getAs("source"),
                        r.<Long>getAs("game_index"), r.<String>getAs("black_player"), r.<String>getAs("white_player"),
                        r.<Integer>getAs("theoretical_score"), r.<Integer>getAs("exact_black"));
            }
        } finally {
            if (!running) {
                s.stop();
            }
        }
    }

    /** Whether a session runs in this JVM already: a caller's, which the command uses and leaves running. */
    private static boolean sessionRunning() {
        return SparkSession.getActiveSession().isDefined() || SparkSession.getDefaultSession().isDefined();
    }

    private void speed() {
        String[] masters = {"local[1]", "local[2]"};
        long positions = -1;
        double[][] rates = new double[masters.length][runs];
        // a first run, not counted, warms the JIT up for both
        for (int round = -1; round < runs; round++) {
            for (int m = 0; m < masters.length; m++) {
                SparkSession s = session(masters[m]);
                try {
                    Dataset<Row> df = reader(s).option("mode", "positions").load(paths.toArray(new String[0]));
                    if (positions < 0) {
                        positions = df.count();
                    }
                    String load = load();
                    long t0 = System.nanoTime();
                    df.write().format("noop").mode("overwrite").save();
                    double seconds = (System.nanoTime() - t0) / 1e9;
                    if (round >= 0) {
                        rates[m][round] = positions / seconds;
                        out.printf(Locale.ROOT, "run %d %-8s %,d positions in %.2f s: %,.0f positions/s (load %s)%n",
                                round + 1, masters[m], positions, seconds, rates[m][round], load);
                    }
                } finally {
                    s.stop();
                }
            }
        }
        for (int m = 0; m < masters.length; m++) {
            out.printf(Locale.ROOT, "median %-8s %,.0f positions/s%n", masters[m], median(rates[m]));
        }
        // each local[2] run against the local[1] run just before it: the pairs share the machine's load
        double[] ratios = new double[runs];
        for (int r = 0; r < runs; r++) {
            ratios[r] = rates[1][r] / rates[0][r];
        }
        out.printf(Locale.ROOT, "median of the paired ratios local[2] / local[1]: %.2f%n", median(ratios));
        out.printf(Locale.ROOT, "java %s, %d processors%n", System.getProperty("java.version"),
                Runtime.getRuntime().availableProcessors());
    }

    private static double median(double[] values) {
        double[] v = values.clone();
        Arrays.sort(v);
        return v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
    }

    /** The load averages of the last 1, 5 and 15 minutes, where the system tells them. */
    private static String load() {
        try {
            String[] f = Files.readString(Path.of("/proc/loadavg"), StandardCharsets.US_ASCII).split(" ");
            return f[0] + " " + f[1] + " " + f[2];
        } catch (IOException | RuntimeException e) {
            return "unknown";
        }
    }
}
