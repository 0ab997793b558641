package io.github.reversi4j.spark;

import io.github.reversi4j.core.Board;
import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Outcome;
import io.github.reversi4j.core.Replay;
import io.github.reversi4j.core.Square;
import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.Problem;
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

    /** The game columns that need the replay. */
    private static final Set<String> REPLAYED = Set.of("valid", "finished", "winner", "black_discs", "white_discs",
            "black_score", "white_score", "problems");

    private final String[] columns;
    private final String[] problemFields;
    private final UTF8String source;
    private final boolean replay;

    Rows(ReadOptions.Mode mode, StructType required, String source) {
        this.columns = required.fieldNames();
        this.source = UTF8String.fromString(source);
        boolean r = mode == ReadOptions.Mode.POSITIONS;
        for (String c : columns) {
            r |= REPLAYED.contains(c);
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
                    v[c] = outcome.isPresent() ? outcome.get().score(Color.BLACK) : null;
                    break;
                case "white_score":
                    v[c] = outcome.isPresent() ? outcome.get().score(Color.WHITE) : null;
                    break;
                case "problems":
                    v[c] = problems(checked.problems());
                    break;
                default:
                    throw new IllegalStateException("unknown column " + columns[c]);
            }
        }
        return new GenericInternalRow(v);
    }

    /** Adds the rows of the positions of a game to {@code out}: none for an invalid game. */
    void positions(long index, CheckedGame game, Collection<InternalRow> out) {
        Optional<Replay> r = game.replay();
        if (!game.isValid() || r.isEmpty()) {
            return;
        }
        Optional<Outcome> outcome = game.outcome();
        List<Move> moves = r.get().record().moves();
        List<GameState> states = r.get().states();
        Geometry geometry = r.get().record().rules().geometry();
        for (int ply = 0; ply < moves.size(); ply++) {
            GameState s = states.get(ply);
            Color mover = s.toMove();
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
                    case "black":
                        v[c] = geometry.fitsInLong() ? bits(s.board(), Color.BLACK) : null;
                        break;
                    case "white":
                        v[c] = geometry.fitsInLong() ? bits(s.board(), Color.WHITE) : null;
                        break;
                    case "board":
                        v[c] = geometry.fitsInLong() ? null : cells(s.board());
                        break;
                    case "to_move":
                        v[c] = mover == Color.BLACK ? (byte) 0 : (byte) 1;
                        break;
                    case "action":
                        v[c] = moves.get(ply).toAction(geometry);
                        break;
                    case "margin":
                        v[c] = outcome.isPresent()
                                ? outcome.get().score(mover) - outcome.get().score(mover.opponent()) : null;
                        break;
                    default:
                        throw new IllegalStateException("unknown column " + columns[c]);
                }
            }
            out.add(new GenericInternalRow(v));
        }
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
}
