package io.github.reversi4j.engine;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Replay;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.TextParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A match between two {@link Player players} (engines or any other), the first and the second: games from a list of openings, each
 * opening played twice with the colours swapped, so that neither side profits from an unbalanced
 * opening. {@link MatchResult} counts the games and estimates the Elo difference.
 *
 * <pre>{@code
 * List<Match.Pairing> games = Match.schedule(openings, 20);
 * MatchResult result = MatchResult.empty();
 * for (Match.Pairing p : games) {
 *     GameRecord game = Match.play(p.opening(), p.black(first, second), p.white(first, second), Limit.depth(6));
 *     result = result.with(game.replay().outcome().orElseThrow(), p.firstColor());
 * }
 * System.out.println(result);
 * }</pre>
 */
public final class Match {

    private Match() {
    }

    /**
     * One game of a match: its number, its opening, and the colour of the first contestant.
     *
     * <p>The canonical text is {@code game 3, first Black, opening othello: f5 d6 c3}, the opening
     * as {@link GameRecord#toString()} writes it; the text is canonical: equal values, equal texts.
     *
     * @param number the game's number in the match, from 1
     * @param opening the opening: the game's moves before the contestants play
     * @param firstColor the colour of the match's first contestant; the second has the other
     */
    public record Pairing(int number, GameRecord opening, Color firstColor) {

        /**
         * Checks the values.
         *
         * @param number the number, 1 or more
         * @param opening the opening
         * @param firstColor {@link Color#BLACK} or {@link Color#WHITE}
         */
        public Pairing {
            Objects.requireNonNull(opening, "opening");
            Objects.requireNonNull(firstColor, "firstColor");
            if (number < 1) {
                throw new IllegalArgumentException("a game's number is 1 or more, not " + number);
            }
        }

        /**
         * Reads the canonical text.
         *
         * @param text e.g. {@code game 3, first Black, opening othello: f5 d6 c3}
         * @return the pairing
         * @throws TextParseException if the text is not a pairing, at the first character found wrong
         * @throws IllegalArgumentException as {@link GameRecord#parse(String)} does for unknown
         *     rules or options
         */
        static Pairing parse(String text) {
            TextCursor in = new TextCursor(text, "a pairing");
            in.expect("game ");
            int number = (int) in.number("the game's number", 1, Integer.MAX_VALUE);
            in.expect(", first ");
            Color first;
            if (in.accept("Black")) {
                first = Color.BLACK;
            } else if (in.accept("White")) {
                first = Color.WHITE;
            } else {
                throw in.error("expected Black or White");
            }
            in.expect(", opening ");
            int at = in.index();
            GameRecord opening;
            try {
                opening = GameRecord.parse(in.rest());
            } catch (TextParseException e) {
                throw e.within(text, at);
            }
            return new Pairing(number, opening, first);
        }

        /**
         * Returns the canonical text.
         *
         * @return e.g. {@code game 3, first Black, opening othello: f5 d6 c3}
         */
        @Override
        public String toString() {
            return "game " + number + ", first " + (firstColor == Color.BLACK ? "Black" : "White") + ", opening " + opening;
        }

        /**
         * Returns the contestant that plays Black in this game.
         *
         * @param first the match's first contestant
         * @param second its second
         * @return {@code first} when it plays Black, else {@code second}
         */
        public Player black(Player first, Player second) {
            return firstColor == Color.BLACK ? first : second;
        }

        /**
         * Returns the contestant that plays White in this game.
         *
         * @param first the match's first contestant
         * @param second its second
         * @return {@code first} when it plays White, else {@code second}
         */
        public Player white(Player first, Player second) {
            return firstColor == Color.WHITE ? first : second;
        }
    }

    /**
     * Lays out the games of a match: opening 1 with the first contestant as Black, opening 1 with it
     * as White, opening 2 with it as Black, and so on, up to {@code games} games. An odd count ends
     * with the first half of a pair.
     *
     * @param openings the openings, in order; each must replay legally
     * @param games how many games, 1 to twice the number of openings
     * @return the pairings, numbered from 1
     * @throws IllegalArgumentException if the count is out of range, or an opening has an illegal move
     */
    public static List<Pairing> schedule(List<GameRecord> openings, int games) {
        List<GameRecord> list = List.copyOf(openings);
        if (games < 1 || games > 2L * list.size()) {
            throw new IllegalArgumentException("a match of " + list.size() + " openings has 1 to " + 2L * list.size()
                    + " games (each opening twice), not " + games);
        }
        List<Pairing> out = new ArrayList<>(games);
        for (int i = 0; i < games; i++) {
            GameRecord opening = list.get(i / 2);
            Replay r = opening.replay();
            if (!r.isValid()) {
                throw new IllegalArgumentException("opening " + (i / 2 + 1) + " (" + opening + ") has an illegal move: "
                        + r.error().map(Throwable::getMessage).orElse(""));
            }
            out.add(new Pairing(i + 1, opening, i % 2 == 0 ? Color.BLACK : Color.WHITE));
        }
        return List.copyOf(out);
    }

    /**
     * Plays a game to its end from an opening: each contestant is asked for its moves, every move is
     * checked with the rules, and a pass that is the only legal move is played without asking.
     *
     * @param opening the moves before the contestants play; it must replay legally
     * @param black the contestant playing Black
     * @param white the contestant playing White
     * @param limit the depth or time of each move
     * @return the finished game: the opening's moves, then the contestants'
     * @throws io.github.reversi4j.core.IllegalMoveException if a contestant chooses a move the rules
     *     forbid (an {@link Engine}'s moves are checked before, as {@link EngineIllegalMoveException})
     * @throws IllegalArgumentException if the opening has an illegal move
     * @throws EngineException if an engine fails
     */
    public static GameRecord play(GameRecord opening, Player black, Player white, Limit limit) {
        Objects.requireNonNull(black, "black");
        Objects.requireNonNull(white, "white");
        Objects.requireNonNull(limit, "limit");
        Replay replay = opening.replay();
        if (!replay.isValid()) {
            throw new IllegalArgumentException("the opening " + opening + " has an illegal move: "
                    + replay.error().map(Throwable::getMessage).orElse(""));
        }
        Rules rules = opening.rules();
        GameRecord game = opening;
        GameState state = replay.finalState();
        while (!rules.isTerminal(state)) {
            List<Move> legal = rules.legalMoves(state);
            Move move = legal.size() == 1 && legal.get(0).isPass() ? legal.get(0)
                    : Objects.requireNonNull((state.toMove() == Color.BLACK ? black : white).choose(game, limit), "a player chose no move (null)");
            state = rules.play(state, move); // throws IllegalMoveException for a move the rules forbid
            game = game.with(move);
        }
        return game;
    }
}
