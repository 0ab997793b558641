package io.github.reversi4j.examples;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * The {@code reversi} program: one executable jar whose subcommands show what the library is for.
 * Each subcommand is a short example of the API:
 * <ul>
 *   <li>{@code rules} lists every rule set that {@code RuleSets} finds;</li>
 *   <li>{@code perft} counts move sequences with {@code Perft};</li>
 *   <li>{@code play} plays a game through {@code Rules} against the computer or a second person;</li>
 *   <li>{@code solo} plays Knizia's solo game (rule set {@code solo-knizia} and its player's view, {@code SoloView});</li>
 *   <li>{@code engine} serves a computer player as an engine ({@code EngineServer}), and {@code match}
 *       plays engines against each other ({@code Engine}, {@code Match});</li>
 *   <li>{@code validate}, {@code convert} and {@code render} read record files as streams of checked
 *       games ({@code GameReader}) and write them with the notation module's writers.</li>
 * </ul>
 */
@Command(name = "reversi", mixinStandardHelpOptions = true, versionProvider = Reversi.Version.class,
        description = {"Play, check and convert Reversi and Othello games with the reversi4j library.",
            "Files are written to a temporary file and moved into place only when complete; an input is never"
                + " overwritten, --force or not.",
            Reversi.EXIT_STATUS},
        subcommands = {RulesCommand.class, PerftCommand.class, PlayCommand.class, SoloCommand.class, ValidateCommand.class, ConvertCommand.class, RenderCommand.class, EngineCommand.class, MatchCommand.class, SolveCommand.class, EvaluateCommand.class, CommandLine.HelpCommand.class})
public final class Reversi implements Runnable {

    /** Exit status of a finished command; warnings and notices alone do not change it. */
    static final int OK = 0;
    /** Exit status when the work was done but found an error (an invalid game, a skipped game, an abandoned game). */
    static final int FOUND_PROBLEMS = 1;
    /** Exit status of bad arguments, or of a file or the standard output that cannot be read or written. */
    static final int USAGE = 2;
    /**
     * Exit status of a bug in this program or the library: one line says where; the stack trace is
     * printed only when the environment variable {@code REVERSI_DEBUG} is set.
     */
    static final int INTERNAL_ERROR = 70;

    /** The exit statuses, for every command's help. */
    static final String EXIT_STATUS = "Exit status, the same in every command: 0 done (warnings and notices alone do not"
            + " count); 1 done, but an error was found in the games (an invalid or skipped game, no game to convert, an"
            + " abandoned game); 2 bad arguments, or a file or the standard output that cannot be read or written (a"
            + " full disk, a size limit: no file is left half-written); 141 the standard output is a pipe its reader"
            + " closed (quietly, as for SIGPIPE); 70 an internal error.";

    /** Files smaller than this are read without a progress bar. */
    private static final long PROGRESS_THRESHOLD = 256 << 10;

    private final LineInput input;
    private final InputStream stdin;
    private final PrintStream stdout;
    /** The checked stream under {@link #stdout} and the commands' writers: it keeps the first failure. */
    private final StandardOutput checked;
    private final Style style;
    private final PrintStream err;
    private final boolean progressBars;

    @Spec
    private CommandSpec spec;

    private Reversi(LineInput input, InputStream stdin, PrintStream stdout, StandardOutput checked, Style style,
            PrintStream err, boolean progressBars) {
        this.input = input;
        this.stdin = stdin;
        this.stdout = stdout;
        this.checked = checked;
        this.style = style;
        this.err = err;
        this.progressBars = progressBars;
    }

    /**
     * Runs the program and exits with its status.
     *
     * @param args the command line
     */
    public static void main(String[] args) {
        int status;
        InputFiles.noteStandardOutput();
        try (LineInput input = LineInput.forConsole(System.in)) {
            // the file descriptor itself, not System.out: a PrintStream would hide a failed write
            status = run(input, System.in, new FileOutputStream(FileDescriptor.out), System.err, Style.forConsole(),
                    System.console() != null, args);
        } catch (IOException e) {
            status = INTERNAL_ERROR;
        }
        System.exit(status);
    }

    /**
     * Runs the program on the given streams, without exiting: what {@link #main} and the tests call.
     *
     * @param in the standard input (moves typed by people)
     * @param out the standard output
     * @param err the standard error (messages, progress)
     * @param style colors or plain text
     * @param progressBars whether to draw progress bars on the standard error (a person is watching)
     * @param args the command line
     * @return the exit status: 0 success, 1 problems found, 2 a user mistake
     */
    static int run(InputStream in, PrintStream out, PrintStream err, Style style, boolean progressBars, String... args) {
        return run(LineInput.plain(in), in, out, err, style, progressBars, args);
    }

    /**
     * {@link #run(InputStream, PrintStream, PrintStream, Style, boolean, String...)} with the lines typed
     * from any input, and any standard output: a failed write to it ends the command with a sentence and
     * status 2, or quietly with status 141 when the reader of a pipe went away.
     */
    static int run(LineInput in, OutputStream out, PrintStream err, Style style, boolean progressBars, String... args) {
        return run(in, InputStream.nullInputStream(), out, err, style, progressBars, args);
    }

    /** The program on typed lines and, for the commands that read it as a stream, its raw input. */
    private static int run(LineInput in, InputStream raw, OutputStream out, PrintStream err, Style style, boolean progressBars,
            String... args) {
        StandardOutput stdout = new StandardOutput(out);
        Reversi app = new Reversi(in, raw, new PrintStream(stdout, false, StandardCharsets.UTF_8), stdout, style, err,
                progressBars);
        CommandLine cl = new CommandLine(app)
                .setCaseInsensitiveEnumValuesAllowed(true)
                .setOut(new PrintWriter(new OutputStreamWriter(stdout, StandardCharsets.UTF_8), true))
                .setErr(new PrintWriter(new OutputStreamWriter(err, StandardCharsets.UTF_8), true))
                .setColorScheme(CommandLine.Help.defaultColorScheme(style.ansi()))
                .setExecutionExceptionHandler(Reversi::failures)
                .setExecutionStrategy(Reversi::execute)
                .setParameterExceptionHandler(Reversi::badArguments);
        Numbers.register(cl);
        int status;
        try {
            status = cl.execute(args);
            if (stdout.failure().isEmpty()) {
                cl.getOut().flush(); // the last bytes a command left in the buffer
            }
        } catch (StandardOutput.Failed e) {
            status = report(cl, e);
        } catch (OutOfMemoryError | StackOverflowError e) {
            // an Error escapes picocli's handler; the big allocation that failed is garbage by now
            return report(cl, libraryFailure(null, e));
        }
        if (stdout.failure().isPresent() && status != stdout.failure().get().status()) {
            status = report(cl, stdout.failure().get()); // a failure caught on the way and turned into another status
        }
        if (out instanceof PrintStream && ((PrintStream) out).checkError()) { // a caller's PrintStream hides the cause
            status = report(cl, new StandardOutput.Failed(new IOException("write error")));
        }
        return status;
    }

    /** A failed standard output: quiet for a closed pipe, else one sentence. */
    private static int report(CommandLine cl, StandardOutput.Failed f) {
        if (f.closedPipe()) {
            return f.status();
        }
        return report(cl, new UserException(f.status(), f.getMessage(), f));
    }

    /**
     * Picocli's own strategy, with a failed standard output while printing help or the version (which
     * picocli would show as a stack trace) said as in every command.
     */
    private static int execute(CommandLine.ParseResult parsed) {
        CommandLine.ParseResult last = parsed;
        while (last.subcommand() != null) {
            last = last.subcommand();
        }
        if (!last.unmatched().isEmpty()) {
            // '--help' stops picocli's checks: 'reversi foo --help' would print the general help and succeed
            throw new CommandLine.UnmatchedArgumentException(last.commandSpec().commandLine(), last.unmatched());
        }
        try {
            return new CommandLine.RunLast().execute(parsed);
        } catch (StandardOutput.Failed e) {
            CommandLine cl = parsed.commandSpec().commandLine();
            for (CommandLine.ParseResult sub = parsed; sub != null; sub = sub.subcommand()) {
                cl = sub.commandSpec().commandLine();
            }
            return report(cl, e);
        }
    }

    /** Turns every exception into a one-line message and its exit status: no input shows a stack trace. */
    private static int failures(Exception e, CommandLine cl, CommandLine.ParseResult parsed) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof StandardOutput.Failed) { // even when a command wrapped it
                return report(cl, (StandardOutput.Failed) t);
            }
        }
        UserException u;
        if (e instanceof UserException) {
            u = (UserException) e;
        } else if (e instanceof UncheckedIOException) {
            u = new UserException(describe(((UncheckedIOException) e).getCause()), e);
        } else if (e instanceof IOException) {
            u = new UserException(describe((IOException) e), e);
        } else {
            u = libraryFailure(null, e);
        }
        return report(cl, u);
    }

    /**
     * A mistyped command line as one line on the standard error, exit status 2: what is wrong, the
     * nearest command or option when there is one, and where the help is. Picocli's own message and
     * its usage text would bury the one thing to change under forty lines.
     */
    private static int badArguments(CommandLine.ParameterException e, String[] args) {
        CommandLine cl = e.getCommandLine();
        String name = cl.getCommandSpec().qualifiedName();
        String help = "`" + name + " --help` " + (cl.getCommandSpec().subcommands().isEmpty() ? "shows the options" : "lists the commands");
        String message;
        if (e instanceof CommandLine.UnmatchedArgumentException) {
            CommandLine.UnmatchedArgumentException u = (CommandLine.UnmatchedArgumentException) e;
            String first = u.getUnmatched().isEmpty() ? "" : u.getUnmatched().get(0);
            boolean option = first.startsWith("-") && !first.matches("-\\d+");
            String word = option && first.contains("=") ? first.substring(0, first.indexOf('=')) : first;
            String kind = option ? "option" : cl.getCommandSpec().subcommands().isEmpty() ? "argument" : "command";
            message = (option || kind.equals("command") ? "unknown " : "unexpected ") + kind + " '" + word + "'"
                    + suggestion(word, option ? optionNames(cl.getCommandSpec())
                            : new ArrayList<>(cl.getCommandSpec().subcommands().keySet()));
        } else {
            message = e.getMessage().lines().findFirst().orElse("bad arguments").strip();
            if (message.startsWith("Error: ")) {
                message = message.substring("Error: ".length());
            }
            message = Character.toLowerCase(message.charAt(0)) + message.substring(1);
            message = message.replaceFirst("^invalid value for positional parameter at index \\d+ \\((\\S+)\\)", "invalid $1")
                    .replace(" is not an int", " is not a whole number of int range").replaceFirst("\\.$", "");
            java.util.regex.Matcher unknown = Pattern.compile("unknown subcommand '(.*)'").matcher(message);
            if (unknown.matches()) {
                message = "unknown command '" + unknown.group(1) + "'" + suggestion(unknown.group(1),
                        new ArrayList<>(cl.getParent() == null ? cl.getCommandSpec().subcommands().keySet()
                                : cl.getParent().getCommandSpec().subcommands().keySet()));
            }
        }
        cl.getErr().println(cl.getColorScheme().errorText(name + ": " + message + " (" + help + ")"));
        cl.getErr().flush();
        return USAGE;
    }

    private static List<String> optionNames(CommandSpec spec) {
        List<String> names = new ArrayList<>();
        spec.options().forEach(o -> names.addAll(List.of(o.names())));
        return names;
    }

    /** {@code ; did you mean 'x'?} for the candidate nearest to a mistyped word, or nothing when none is near. */
    static String suggestion(String typed, List<String> candidates) {
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String c : candidates) {
            int d = distance(typed.toLowerCase(java.util.Locale.ROOT), c.toLowerCase(java.util.Locale.ROOT));
            if (d < bestDistance) {
                best = c;
                bestDistance = d;
            }
        }
        return best != null && typed.length() >= 3 && bestDistance <= Math.max(1, typed.length() / 4)
                ? "; did you mean '" + best + "'?" : "";
    }

    /** The edit distance (insertions, deletions, substitutions, adjacent transpositions) of two short words. */
    private static int distance(String a, String b) {
        if (a.length() > 64 || b.length() > 64) {
            return Integer.MAX_VALUE;
        }
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }

    private static int report(CommandLine cl, UserException u) {
        PrintWriter err = cl.getErr();
        err.println(cl.getColorScheme().errorText(cl.getCommandSpec().qualifiedName() + ": " + u.getMessage()));
        if (u.status() == INTERNAL_ERROR && System.getenv("REVERSI_DEBUG") != null && u.getCause() != null) {
            u.getCause().printStackTrace(err);
        }
        err.flush();
        return u.status();
    }

    /**
     * A failure that no input should cause - an unchecked exception or an {@link Error} out of the
     * library or this program - as a one-line message that says where it happened (exit status 70).
     *
     * @param where the file and game being read, or the command
     * @param e what was thrown
     */
    static UserException libraryFailure(String where, Throwable e) {
        String what = e instanceof OutOfMemoryError ? "out of memory" : e instanceof StackOverflowError ? "stack overflow"
                : e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
        return new UserException(INTERNAL_ERROR, (where == null ? "" : where + ": ") + "internal error (" + firstLine(what) + "); please report it with"
                + " the input, and set REVERSI_DEBUG=1 for the stack trace", e);
    }

    private static String firstLine(String s) {
        String line = s.lines().findFirst().orElse("");
        return line.length() > 300 ? line.substring(0, 300) + "..." : line;
    }

    /** An I/O failure not caught where it happened: its exception names the file; the class says what went wrong. */
    private static String describe(IOException e) {
        if (e instanceof NoSuchFileException) {
            return "no such file: " + e.getMessage();
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied: " + e.getMessage();
        }
        if (e instanceof FileSystemException && ((FileSystemException) e).getFile() != null) {
            FileSystemException f = (FileSystemException) e;
            return f.getFile() + ": " + (f.getReason() == null ? e.getClass().getSimpleName() : f.getReason());
        }
        return "input or output failed: " + e.getMessage();
    }

    /** Without a subcommand the program says what it can do. */
    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "Missing subcommand: one of "
                + String.join(", ", spec.subcommands().keySet()));
    }

    /**
     * Asks a person (moves of {@code play} and {@code solo}) for a line, with line editing, history and
     * completion of the choices on a terminal; see {@link LineInput#ask}.
     */
    Optional<String> ask(PrintWriter out, String prompt, List<String> choices) throws IOException {
        return input.ask(out, prompt, choices);
    }

    /**
     * A file's bytes, counted by a progress bar on the standard error when a person watches a terminal
     * and the file is long; the bar closes with the stream.
     */
    InputStream progress(InputStream in, String name, long size) {
        if (!progressBars || size < PROGRESS_THRESHOLD) {
            return in;
        }
        return ProgressBar.wrap(in, new ProgressBarBuilder().setTaskName(name).setInitialMax(size)
                .setUnit(" KiB", 1 << 10).setStyle(style.colors() ? ProgressBarStyle.COLORFUL_UNICODE_BLOCK : ProgressBarStyle.ASCII)
                .setConsumer(new ConsoleProgressBarConsumer(err)));
    }

    /**
     * A progress bar of a count of steps (games of a match) on the standard error when a person
     * watches a terminal; empty otherwise.
     */
    Optional<ProgressBar> progressBar(String name, long steps) {
        if (!progressBars) {
            return Optional.empty();
        }
        return Optional.of(new ProgressBarBuilder().setTaskName(name).setInitialMax(steps)
                .setStyle(style.colors() ? ProgressBarStyle.COLORFUL_UNICODE_BLOCK : ProgressBarStyle.ASCII)
                .setConsumer(new ConsoleProgressBarConsumer(err)).build());
    }

    /**
     * An occasional progress line on the standard error for long work when no progress bar is drawn
     * (the standard error is not a terminal); see {@link Heartbeat}.
     */
    Heartbeat heartbeat(String name) {
        return new Heartbeat(err, name, !progressBars);
    }

    /**
     * Tells whether writing the standard output failed (closed, or a full device): a print stream keeps
     * such an error to itself.
     */
    boolean outputFailed() {
        return checked.failure().isPresent() || stdout.checkError();
    }

    /** Whether a person watches a terminal, so that progress may be drawn on the standard error. */
    boolean progressBars() {
        return progressBars;
    }

    /** The program's standard input, for the commands that read it as a stream of commands. */
    LineInput input() {
        return input;
    }

    /** The program's standard input as bytes, for a command that serves a protocol over it. */
    InputStream stdin() {
        return stdin;
    }

    /** The program's standard output as bytes. */
    PrintStream stdout() {
        return stdout;
    }

    /** Colors on a terminal, plain text elsewhere. */
    Style style() {
        return style;
    }

    /** The program's version, from the jar's manifest when there is one. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String v = Reversi.class.getPackage().getImplementationVersion();
            return new String[] {"reversi " + (v == null ? "(development build)" : v)};
        }
    }
}
