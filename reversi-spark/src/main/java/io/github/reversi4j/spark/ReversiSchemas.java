package io.github.reversi4j.spark;

import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;

/**
 * The stable schemas of the data source's two read modes. Column names are lower case with underscores;
 * a column that has no value for a row is null.
 */
public final class ReversiSchemas {

    /**
     * One problem found in a game: {@code kind} (a {@code ProblemKind} name), {@code severity} ({@code ERROR} or
     * {@code WARNING}), {@code move_number} (1-based, as written in the record; null when the problem is not about
     * a move), {@code move} (the move's text as written, or null) and {@code reason} (a sentence).
     */
    public static final StructType PROBLEM = new StructType(new StructField[] {
        field("kind", DataTypes.StringType, false),
        field("severity", DataTypes.StringType, false),
        field("move_number", DataTypes.IntegerType, true),
        field("move", DataTypes.StringType, true),
        field("reason", DataTypes.StringType, false),
    });

    /**
     * The rows of {@code mode=games}, one per game record:
     * <ul>
     *   <li>{@code source} string: the file's path as given to Spark, made absolute;
     *   <li>{@code game_index} long: the game's place in its file: the record's 0-based index for WTHOR, GGF and PGN;
     *       for the line formats (transcripts, eOthello CSV and OBF), which are split at any line boundary, the byte
     *       offset of the game's line in its file (a task cannot know how many games precede its split; the offset
     *       orders and identifies the games as an index would);
     *   <li>{@code event}, {@code black}, {@code white}, {@code date} string: the header facts the format has
     *       (WTHOR: tournament and player names, or {@code #index} without the name files; the year of the file);
     *   <li>{@code rules} string: the rule set's id, e.g. {@code othello};
     *   <li>{@code moves} array&lt;string&gt;: the moves as written (forced passes are not written in WTHOR);
     *   <li>{@code valid} boolean: every move legal and no error;
     *   <li>{@code finished} boolean: the replay reaches the end of the game;
     *   <li>{@code winner} string: {@code black}, {@code white} or {@code draw} for a finished game, else null;
     *   <li>{@code black_discs}, {@code white_discs} int: the discs on the last board reached;
     *   <li>{@code black_score}, {@code white_score} int: the official score of a finished game (empty squares to
     *       the winner), else null;
     *   <li>{@code result} string: the result the record states, in the library's canonical text, or null;
     *   <li>{@code problems} array&lt;{@link #PROBLEM}&gt;: every problem found, empty for a clean game;
     *   <li>{@code theoretical_score} int: the theoretical score the record stores (WTHOR's, FORMATS §3.2: Black's
     *       discs with perfect play from the position with the header's depth of empty squares; the
     *       {@code TheoreticalScore} tag of the other formats), when it is a disc count, else null.
     * </ul>
     * The columns from {@code valid} on need the replay. A query that reads none of them reads no game's moves
     * past its header: for WTHOR, every other column comes from the record's bytes; for the other formats,
     * {@code source}, {@code game_index}, {@code event}, {@code black}, {@code white} and {@code date} come from
     * the header the reader announces before the replay, and {@code rules}, {@code moves} and {@code result},
     * which those readers learn while replaying, need it too.
     */
    public static final StructType GAMES = new StructType(new StructField[] {
        field("source", DataTypes.StringType, false),
        field("game_index", DataTypes.LongType, false),
        field("event", DataTypes.StringType, true),
        field("black", DataTypes.StringType, true),
        field("white", DataTypes.StringType, true),
        field("date", DataTypes.StringType, true),
        field("rules", DataTypes.StringType, true),
        field("moves", DataTypes.createArrayType(DataTypes.StringType, false), false),
        field("result", DataTypes.StringType, true),
        field("valid", DataTypes.BooleanType, false),
        field("finished", DataTypes.BooleanType, false),
        field("winner", DataTypes.StringType, true),
        field("black_discs", DataTypes.IntegerType, true),
        field("white_discs", DataTypes.IntegerType, true),
        field("black_score", DataTypes.IntegerType, true),
        field("white_score", DataTypes.IntegerType, true),
        field("problems", DataTypes.createArrayType(PROBLEM, false), false),
        field("theoretical_score", DataTypes.IntegerType, true),
    });

    /**
     * The rows of {@code mode=positions}: one row per move of the replayed record of each valid game, the position
     * before the move. Forced passes count: the replay inserts a pass wherever the side to move has no legal move
     * and the game goes on, and each such pass is a row with the pass action. The final position (after the last
     * move) is not a row. So a valid game has as many rows as moves written plus forced passes.
     * <ul>
     *   <li>{@code source} string and {@code game_index} long: the game, as in {@link #GAMES};
     *   <li>{@code ply} int: 0 for the start position, then 1, 2, ... (passes included);
     *   <li>{@code symmetry} string: the {@code Symmetry} (its name, e.g. {@code ROTATE_90}) applied to the
     *       position and its move: always {@code IDENTITY}, unless the option {@code symmetries} is {@code true};
     *       then each position comes once per symmetry its rules commute with ({@code Rules.symmetries()}: all 8
     *       for Othello, 4 on rectangles), as rows that share {@code source}, {@code game_index}, {@code ply},
     *       {@code to_move} and {@code margin}. Images that coincide (a symmetric position, such as the start under
     *       {@code TRANSPOSE}) are all kept, so that every position weighs the same;
     *   <li>{@code black}, {@code white} long: the discs as bitboards, bit {@code row * width + column} (a1 is bit
     *       0, h1 bit 7, a8 bit 56), for boards of at most 64 squares; else null;
     *   <li>{@code board} binary: for larger boards, one byte per square in the same order, 0 empty, 1 black,
     *       2 white; else null;
     *   <li>{@code to_move} byte: 0 Black, 1 White;
     *   <li>{@code action} int: the move played, as {@code Move.toAction}: the square's index, or width * height
     *       for a pass; the image of the move under {@code symmetry}, like the board;
     *   <li>{@code margin} int: the final official score of the side to move minus its opponent's (empty squares
     *       to the winner); null when the game is unfinished;
     *   <li>{@code exact} int: with the option {@code exactEmpties} N, for a position with at most N empty squares,
     *       its exact score by the built-in solver: the side to move's final score minus its opponent's under its
     *       rules with perfect play from here on (for Othello the official margin); else null.
     * </ul>
     */
    public static final StructType POSITIONS = new StructType(new StructField[] {
        field("source", DataTypes.StringType, false),
        field("game_index", DataTypes.LongType, false),
        field("ply", DataTypes.IntegerType, false),
        field("symmetry", DataTypes.StringType, false),
        field("black", DataTypes.LongType, true),
        field("white", DataTypes.LongType, true),
        field("board", DataTypes.BinaryType, true),
        field("to_move", DataTypes.ByteType, false),
        field("action", DataTypes.IntegerType, false),
        field("margin", DataTypes.IntegerType, true),
        field("exact", DataTypes.IntegerType, true),
    });

    private ReversiSchemas() {
    }

    private static StructField field(String name, org.apache.spark.sql.types.DataType type, boolean nullable) {
        return DataTypes.createStructField(name, type, nullable);
    }
}
