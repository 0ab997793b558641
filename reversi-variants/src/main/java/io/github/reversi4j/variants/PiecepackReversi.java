package io.github.reversi4j.variants;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.ForwardingRules;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.RuleOptionException;
import io.github.reversi4j.core.RuleOptions;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.Scoring;
import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.core.Square;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * Reversi adapted for the piecepack (Mesomorph Games 2004, seed 002; <a href="doc-files/rules.html#P">RULES §P</a>). The board is made of
 * piecepack tiles of 2x2 squares (<a href="doc-files/rules.html#P1">RULES §P1</a>); the coins are split evenly between the players, Symbols
 * (the red or suit side, moving first) and Numbers (<a href="doc-files/rules.html#P2">RULES §P2</a>, <a href="doc-files/rules.html#P3">§P3</a>); a player out of coins who can
 * move gets one from the opponent, and the game ends when nobody can move or the coins are gone,
 * possibly with empty squares (<a href="doc-files/rules.html#P3">RULES §P3</a>); the start is the crossed Othello start and a tie is a draw
 * (<a href="doc-files/rules.html#P4">RULES §P4</a>); everything else is <a href="doc-files/rules.html#B">RULES §B</a> (<a href="doc-files/rules.html#P5">RULES §P5</a>).
 * <pre>{@code
 * RuleSets.of("piecepack")                    // the easiest game: 4 tiles, 4x4 board, 9 coins each
 * RuleSets.of("piecepack(coins=36)")          // Suits v. Numbers: 9 tiles, 6x6 board
 * RuleSets.of("piecepack(coins=48,tiles=4x3)") // 4 x 3 tiles (8x6 board), 48 coins
 * }</pre>
 *
 * <p>Decisions beyond RULES.md:
 * <ul>
 *   <li>Symbols are the library's {@link Color#BLACK} (the first mover), Numbers {@link Color#WHITE}.</li>
 *   <li>{@link #forCoins(int)} uses floor(N / 4) tiles laid out as the most square rectangle of
 *       exactly that many tiles, at least as wide as high. The library's boards have even sides of
 *       4 to 16 squares, so a layout needs 2 to 8 tiles each way; a tile count without such a
 *       rectangle (fewer than 4 tiles, or a prime count such as 5) is rejected, and the tiles must
 *       then be given explicitly with {@link #of(int, int, int)}.</li>
 *   <li>The coins are split evenly: each player gets floor(N / 2); an odd coin stays in the box. Each
 *       player's two opening coins come out of that half, so at least 4 coins are needed.</li>
 *   <li>The score is the raw count of coins on the board ({@link Scoring#DISCS}): "the player with
 *       the majority of his or her color coins on the board is the winner".</li>
 * </ul>
 *
 * <p>This class is immutable and thread-safe.
 */
final class PiecepackReversi extends ForwardingRules<StandardRules> {

    /** The provider id, {@code piecepack}. */
    public static final String ID = "piecepack";

    /** The display name of the first mover, {@link Color#BLACK} (<a href="doc-files/rules.html#P2">RULES §P2</a>). */
    public static final String SYMBOLS = "Symbols";

    /** The display name of the second mover, {@link Color#WHITE} (<a href="doc-files/rules.html#P2">RULES §P2</a>). */
    public static final String NUMBERS = "Numbers";

    /** The coins of the easiest game, the default (<a href="doc-files/rules.html#P1">RULES §P1</a>). */
    public static final int DEFAULT_COINS = 18;

    private final int tilesWide;
    private final int tilesHigh;
    private final int coins;

    private PiecepackReversi(int tilesWide, int tilesHigh, int coins) {
        super(configuration(tilesWide, tilesHigh, coins));
        this.tilesWide = tilesWide;
        this.tilesHigh = tilesHigh;
        this.coins = coins;
    }

    /** Checks the counts and returns the standard rules they play by (<a href="doc-files/rules.html#P1">RULES §P1</a>-<a href="doc-files/rules.html#P5">§P5</a>). */
    private static StandardRules configuration(int tilesWide, int tilesHigh, int coins) {
        if (tilesWide < 2 || tilesWide > 8 || tilesHigh < 2 || tilesHigh > 8) {
            throw new IllegalArgumentException("a piecepack board needs 2 to 8 tiles each way (4 to 16 squares): "
                    + tilesWide + "x" + tilesHigh + " tiles");
        }
        if (coins < 4 || coins / 2 > GameState.MAX_SUPPLY) {
            throw new IllegalArgumentException("the coins must be at least 4 (two opening coins per player) and at most "
                    + 2 * GameState.MAX_SUPPLY + ": " + coins);
        }
        return StandardRules.othello().withGeometry(Geometry.of(2 * tilesWide, 2 * tilesHigh))
                .withSupply(coins / 2).withScoring(Scoring.DISCS);
    }

    /**
     * Returns the game for a number of coins, on floor(coins / 4) tiles laid out as the most square
     * rectangle (<a href="doc-files/rules.html#P1">RULES §P1</a>): 18 coins give 4 tiles (4x4), 36 coins 9 tiles (6x6).
     *
     * @param coins the coins available, split evenly between the players
     * @return the rules
     * @throws IllegalArgumentException if the tile count has no rectangle of 2 to 8 tiles each way
     */
    public static PiecepackReversi forCoins(int coins) {
        int[] t = tilesFor(coins);
        return new PiecepackReversi(t[0], t[1], coins);
    }

    /**
     * Returns the game on {@code tilesWide x tilesHigh} tiles with a number of coins (<a href="doc-files/rules.html#P1">RULES §P1</a>).
     *
     * @param tilesWide tiles across, 2..8
     * @param tilesHigh tiles down, 2..8
     * @param coins the coins, at least 4, split evenly between the players
     * @return the rules
     * @throws IllegalArgumentException if a count is out of range
     */
    public static PiecepackReversi of(int tilesWide, int tilesHigh, int coins) {
        return new PiecepackReversi(tilesWide, tilesHigh, coins);
    }

    /**
     * Returns the tile layout the equipment list gives for a number of coins (<a href="doc-files/rules.html#P1">RULES §P1</a>): floor(coins / 4)
     * tiles, as the most square rectangle at least as wide as high.
     *
     * @param coins the coins
     * @return {tiles across, tiles down}
     * @throws IllegalArgumentException if there is no rectangle of 2 to 8 tiles each way
     */
    public static int[] tilesFor(int coins) {
        int tiles = Math.max(coins, 0) / 4;
        for (int h = (int) Math.sqrt(tiles); h >= 2; h--) {
            if (tiles % h == 0 && tiles / h <= 8) {
                return new int[] {tiles / h, h};
            }
        }
        throw new IllegalArgumentException(coins + " coins give " + tiles + " tiles, which make no board of 2 to 8 tiles"
                + " each way; give the tiles explicitly, e.g. piecepack(coins=" + coins + ",tiles=2x2)");
    }

    /**
     * Returns the number of tiles across.
     *
     * @return 2..8
     */
    public int tilesWide() {
        return tilesWide;
    }

    /**
     * Returns the number of tiles down.
     *
     * @return 2..8
     */
    public int tilesHigh() {
        return tilesHigh;
    }

    /**
     * Returns the number of tiles.
     *
     * @return tiles across times tiles down
     */
    public int tiles() {
        return tilesWide * tilesHigh;
    }

    /**
     * Returns the number of coins.
     *
     * @return the coins, split evenly between the players
     */
    public int coins() {
        return coins;
    }

    /**
     * Returns the coins each player starts with, the two opening coins included (<a href="doc-files/rules.html#P3">RULES §P3</a>).
     *
     * @return floor(coins / 2)
     */
    public int coinsPerPlayer() {
        return coins / 2;
    }

    /**
     * Returns the configuration of the standard rules these rules play by.
     *
     * @return the standard rules
     */
    public StandardRules standardRules() {
        return delegate();
    }

    @Override
    public String id() {
        RuleOptions o = RuleOptions.of(ID);
        int[] t = null;
        try {
            t = tilesFor(coins);
        } catch (IllegalArgumentException e) {
            // no default layout for this count: the tiles are written
        }
        if (coins != DEFAULT_COINS) {
            o = o.with("coins", Integer.toString(coins));
        }
        if (t == null || t[0] != tilesWide || t[1] != tilesHigh) {
            o = o.with("tiles", tilesWide + "x" + tilesHigh);
        }
        return o.id();
    }

    /**
     * Returns {@code Symbols} for {@link Color#BLACK} and {@code Numbers} for {@link Color#WHITE}
     * (<a href="doc-files/rules.html#P2">RULES §P2</a>).
     *
     * @param color the color
     * @return the display name
     */
    @Override
    public String colorName(Color color) {
        Objects.requireNonNull(color, "color");
        return color == Color.BLACK ? SYMBOLS : NUMBERS;
    }

    /**
     * Returns the tile a square belongs to, counted row-major from 0 (<a href="doc-files/rules.html#P1">RULES §P1</a>: each tile is 2x2
     * squares).
     *
     * @param square a square of the board
     * @return the tile index
     * @throws IllegalArgumentException if the square is not on the board
     */
    public int tileOf(Square square) {
        if (!geometry().contains(square)) {
            throw new IllegalArgumentException(square + " is not on a " + geometry() + " board");
        }
        return (square.row() / 2) * tilesWide + square.column() / 2;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof PiecepackReversi)) {
            return false;
        }
        PiecepackReversi p = (PiecepackReversi) o;
        return p.tilesWide == tilesWide && p.tilesHigh == tilesHigh && p.coins == coins;
    }

    @Override
    public int hashCode() {
        return (tilesWide * 31 + tilesHigh) * 1031 + coins;
    }
}
