package io.github.reversi4j.spark;

import io.github.reversi4j.core.Board;
import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Outcome;
import io.github.reversi4j.core.Replay;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.Square;
import io.github.reversi4j.core.Symmetry;
import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.Problem;
import io.github.reversi4j.notation.internal.wthor.WthorReader;
import io.github.reversi4j.solver.Solver;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.catalyst.expressions.GenericInternalRow;
import org.apache.spark.sql.catalyst.util.GenericArrayData;
import org.apache.spark.sql.types.ArrayType;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.unsafe.types.UTF8String;

/** Builds the rows of the columns a query reads, in the order it reads them. */
final class Rows {

    /** The game columns that need the replay of a WTHOR record. */
    static final Set<String> REPLAYED = Set.of("valid", "finished", "winner", "black_discs", "white_discs",
            "black_score", "white_score", "problems", "theoretical_score");

    /**
     * The game columns that need the replay of a record of the other formats, whose readers learn the rules, the
     * moves and the result while replaying.
     */
    static final Set<String> REPLAYED_TEXT = Set.of("valid", "finished", "winner", "black_discs", "white_discs",
            "black_score", "white_score", "problems", "rules", "moves", "result", "theoretical_score");

    private static final UTF8String IDENTITY = UTF8String.fromString(Symmetry.IDENTITY.name());

    private final String[] columns;
    private final String[] problemFields;
    private final UTF8String source;
    private final boolean replay;
    private final boolean symmetries;
    /** The most empty squares of a position whose exact score is computed; 0 for none. */
    private final int exactEmpties;
    /** The solver of the exact column, made at its first use. */
    private Solver solver;
    /** The square permutations of each symmetry of the last geometry seen, by symmetry ordinal. */
    private Geometry permuted;
    private int[][] permutations;

    /**
     * Builds the rows of one partition.
     *
     * @param mode games or positions
     * @param required the columns the query reads
     * @param source the file's path
     * @param replayed the game columns that need the replay in this file's format
     * @param symmetries whether each position comes once per symmetry of its rules
     * @param exactEmpties the most empty squares of a position given an exact score; 0 for none
     */
    Rows(ReadOptions.Mode mode, StructType required, String source, Set<String> replayed, boolean symmetries,
            int exactEmpties) {
        this.columns = required.fieldNames();
        this.exactEmpties = exactEmpties;
        this.source = UTF8String.fromString(source);
        this.symmetries = symmetries;
        boolean r = mode == ReadOptions.Mode.POSITIONS;
        for (String c : columns) {
            r |= replayed.contains(c);
        }
        this.replay = r;
        // Spark prunes nested fields too: the problem structs carry only the fields the query reads
        String[] pf = ReversiSchemas.PROBLEM.fieldNames();
        for (StructField f : required.fields()) {
            if (f.name().equals("problems") && f.dataType() instanceof ArrayType
                    && ((ArrayType) f.dataType()).elementType() instanceof StructType) {
                pf = ((StructType) ((ArrayType) f.dataType()).elementType()).fieldNames();
            }
        }
        this.problemFields = pf;
    }

    /** Tells whether the query reads a column that needs the replay (any column of the positions). */
    boolean needsReplay() {
        return replay;
    }

    /**
     * A row of the games.
     *
     * @param index the game's index in its file
     * @param head the facts read without the replay
     * @param checked the replayed game, or null when no replayed column is read
     */
    InternalRow game(long index, Head head, CheckedGame checked) {
        Object[] v = new Object[columns.length];
        Optional<Outcome> outcome = checked != null ? checked.outcome() : Optional.empty();
        Optional<GameState> last = checked != null ? checked.finalState() : Optional.empty();
        for (int c = 0; c < columns.length; c++) {
            switch (columns[c]) {
                case "source":
                    v[c] = source;
                    break;
                case "game_index":
                    v[c] = index;
                    break;
                case "event":
                    v[c] = utf8(head.event);
                    break;
                case "black":
                    v[c] = utf8(head.black);
                    break;
                case "white":
                    v[c] = utf8(head.white);
                    break;
                case "date":
                    v[c] = utf8(head.date);
                    break;
                case "rules":
                    v[c] = utf8(head.rules);
                    break;
                case "moves":
                    v[c] = strings(head.moves);
                    break;
                case "result":
                    v[c] = utf8(head.result);
                    break;
                case "valid":
                    v[c] = checked.isValid();
                    break;
                case "finished":
                    v[c] = checked.isFinished();
                    break;
                case "winner":
                    v[c] = outcome.isPresent() ? utf8(outcome.get().winner().map(w -> w == Color.BLACK ? "black"
                            : "white").orElse("draw")) : null;
                    break;
                case "black_discs":
                    v[c] = last.isPresent() ? last.get().count(Color.BLACK) : null;
                    break;
                case "white_discs":
                    v[c] = last.isPresent() ? last.get().count(Color.WHITE) : null;
                    break;
                case "black_score":
                    v[c] = score(outcome, Color.BLACK);
                    break;
                case "white_score":
                    v[c] = score(outcome, Color.WHITE);
                    break;
                case "problems":
                    v[c] = problems(checked.problems());
                    break;
                case "theoretical_score":
                    v[c] = theoretical(checked);
                    break;
                default:
                    throw new IllegalStateException("unknown column " + columns[c]);
            }
        }
        return new GenericInternalRow(v);
    }

    /**
     * Adds the rows of the positions of a game to {@code out}: none for an invalid game; with the symmetries, each
     * position once per symmetry of the game's rules, in the order of {@code Rules.symmetries()}.
     */
    void positions(long index, CheckedGame game, Collection<InternalRow> out) {
        Optional<Replay> r = game.replay();
        if (!game.isValid() || r.isEmpty()) {
            return;
        }
        Optional<Outcome> outcome = game.outcome();
        List<Move> moves = r.get().record().moves();
        List<GameState> states = r.get().states();
        Rules rules = r.get().record().rules();
        Geometry geometry = rules.geometry();
        List<Symmetry> images = symmetries ? rules.symmetries() : List.of(Symmetry.IDENTITY);
        int[][] perms = permutations(geometry);
        for (int ply = 0; ply < moves.size(); ply++) {
            GameState s = states.get(ply);
            Color mover = s.toMove();
            boolean small = geometry.fitsInLong();
            long blackBits = small ? bits(s.board(), Color.BLACK) : 0;
            long whiteBits = small ? bits(s.board(), Color.WHITE) : 0;
            byte[] cells = small ? null : cells(s.board());
            int action = moves.get(ply).toAction(geometry);
            Integer exact = null;
            if (exactEmpties > 0 && rules.players() == 2 && s.board().emptyCount() <= exactEmpties
                    && Arrays.asList(columns).contains("exact")) {
                if (solver == null) {
                    solver = Solver.builder().threads(1).hashMegabytes(16).build();
                }
                exact = solver.solve(rules, s).score();
            }
            for (Symmetry sym : images) {
                int[] perm = perms[sym.ordinal()];
                Object[] v = new Object[columns.length];
                for (int c = 0; c < columns.length; c++) {
                    switch (columns[c]) {
                        case "source":
                            v[c] = source;
                            break;
                        case "game_index":
                            v[c] = index;
                            break;
                        case "ply":
                            v[c] = ply;
                            break;
                        case "symmetry":
                            v[c] = sym == Symmetry.IDENTITY ? IDENTITY : UTF8String.fromString(sym.name());
                            break;
                        case "black":
                            v[c] = small ? permute(blackBits, perm) : null;
                            break;
                        case "white":
                            v[c] = small ? permute(whiteBits, perm) : null;
                            break;
                        case "board":
                            v[c] = small ? null : permute(cells, perm);
                            break;
                        case "to_move":
                            v[c] = mover == Color.BLACK ? (byte) 0 : (byte) 1;
                            break;
                        case "action":
                            v[c] = perm == null || action == geometry.size() ? action : perm[action];
                            break;
                        case "margin":
                            v[c] = outcome.isPresent() && outcome.get() instanceof Outcome.TwoPlayer
                                    ? score(outcome, mover) - score(outcome, mover.opponent()) : null;
                            break;
                        case "exact":
                            v[c] = exact;
                            break;
                        default:
                            throw new IllegalStateException("unknown column " + columns[c]);
                    }
                }
                out.add(new GenericInternalRow(v));
            }
        }
    }

    /**
     * For each symmetry of a geometry (by ordinal), where it sends each square index, computed with
     * {@link Symmetry#apply(Square, Geometry)}; null for the identity and for the symmetries the geometry lacks.
     */
    private int[][] permutations(Geometry geometry) {
        if (!geometry.equals(permuted)) {
            int[][] p = new int[Symmetry.values().length][];
            for (Symmetry sym : geometry.symmetries()) {
                if (sym != Symmetry.IDENTITY) {
                    int[] perm = new int[geometry.size()];
                    for (int i = 0; i < perm.length; i++) {
                        perm[i] = geometry.index(sym.apply(geometry.square(i), geometry));
                    }
                    p[sym.ordinal()] = perm;
                }
            }
            permutations = p;
            permuted = geometry;
        }
        return permutations;
    }

    private static long permute(long bits, int[] perm) {
        if (perm == null) {
            return bits;
        }
        long out = 0;
        for (long b = bits; b != 0; b &= b - 1) {
            out |= 1L << perm[Long.numberOfTrailingZeros(b)];
        }
        return out;
    }

    private static byte[] permute(byte[] cells, int[] perm) {
        if (perm == null) {
            return cells;
        }
        byte[] out = new byte[cells.length];
        for (int i = 0; i < cells.length; i++) {
            out[perm[i]] = cells[i];
        }
        return out;
    }

    private static long bits(Board board, Color color) {
        Geometry g = board.geometry();
        long b = 0;
        for (Square sq : board.discs(color)) {
            b |= 1L << g.index(sq);
        }
        return b;
    }

    private static byte[] cells(Board board) {
        Geometry g = board.geometry();
        byte[] b = new byte[g.size()];
        for (Square sq : board.discs(Color.BLACK)) {
            b[g.index(sq)] = 1;
        }
        for (Square sq : board.discs(Color.WHITE)) {
            b[g.index(sq)] = 2;
        }
        return b;
    }

    /** A game's stored theoretical score ({@code TheoreticalScore}: Black's discs), when it is a whole disc count. */
    private static Integer theoretical(CheckedGame game) {
        Optional<String> t = game.info().get(WthorReader.THEORETICAL_SCORE).map(String::strip);
        if (t.isEmpty() || t.get().isEmpty() || t.get().length() > 3 || !t.get().chars().allMatch(c -> c >= '0' && c <= '9')) {
            return null;
        }
        return Integer.parseInt(t.get());
    }

    private static UTF8String utf8(String s) {
        return s == null ? null : UTF8String.fromString(s);
    }

    private static GenericArrayData strings(List<String> texts) {
        Object[] a = new Object[texts.size()];
        for (int i = 0; i < a.length; i++) {
            a[i] = UTF8String.fromString(texts.get(i));
        }
        return new GenericArrayData(a);
    }

    private GenericArrayData problems(List<Problem> problems) {
        Object[] a = new Object[problems.size()];
        for (int i = 0; i < a.length; i++) {
            Problem p = problems.get(i);
            Object[] v = new Object[problemFields.length];
            for (int f = 0; f < problemFields.length; f++) {
                switch (problemFields[f]) {
                    case "kind":
                        v[f] = UTF8String.fromString(p.kind().name());
                        break;
                    case "severity":
                        v[f] = UTF8String.fromString(p.severity().name());
                        break;
                    case "move_number":
                        v[f] = p.moveNumber().isPresent() ? p.moveNumber().getAsInt() : null;
                        break;
                    case "move":
                        v[f] = p.moveText().map(UTF8String::fromString).orElse(null);
                        break;
                    case "reason":
                        v[f] = UTF8String.fromString(p.reason());
                        break;
                    default:
                        throw new IllegalStateException("unknown problem field " + problemFields[f]);
                }
            }
            a[i] = new GenericInternalRow(v);
        }
        return new GenericArrayData(a);
    }

    /** The facts of a game read without the replay; null for a fact the record lacks. */
    static final class Head {
        private final String event;
        private final String black;
        private final String white;
        private final String date;
        private final String rules;
        private final List<String> moves;
        private final String result;

        Head(String event, String black, String white, String date, String rules, List<String> moves, String result) {
            this.event = event;
            this.black = black;
            this.white = white;
            this.date = date;
            this.rules = rules;
            this.moves = List.copyOf(moves);
            this.result = result;
        }
    }

    /** A color's official score in a two-player result; null for none. */
    private static Integer score(Optional<Outcome> outcome, Color color) {
        return outcome.filter(Outcome.TwoPlayer.class::isInstance)
                .map(o -> ((Outcome.TwoPlayer) o).score(color)).orElse(null);
    }
}
