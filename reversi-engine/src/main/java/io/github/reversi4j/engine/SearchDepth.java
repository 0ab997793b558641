package io.github.reversi4j.engine;

import io.github.reversi4j.core.TextParseException;

/**
 * How deep a search went: its depth in plies, its selectivity (the confidence, in percent, of the
 * cuts a selective search makes; 100 for a full-width search) and whether it reached the end of the
 * game, which makes its score exact.
 *
 * <p>A search is exact when it is full-width and its depth reaches every empty square, whatever the
 * engine writes for it: Edax 4.6 writes {@code 14} for a solve of 14 empty squares, NTest and the
 * NBoard protocol {@code 100%}. A win/loss/draw search (NTest's {@code 100%W}) knows only the sign of
 * its score, and is not exact. The text is {@code 14}, {@code 21@73%}, or {@code 14 exact};
 * the text is canonical: equal values, equal texts.
 *
 * @param plies the depth, 0 to {@link Limit#MAX_DEPTH}; for an exact search, the empty squares
 * @param selectivity the confidence of the search's cuts in percent, 1 to 100
 * @param exact whether the search reached the end of the game (then {@code selectivity} is 100)
 */
public record SearchDepth(int plies, int selectivity, boolean exact) {

    /**
     * Checks the depth.
     *
     * @param plies the depth
     * @param selectivity the selectivity
     * @param exact exactness
     * @throws IllegalArgumentException if a value is out of range, or an exact search is selective
     */
    public SearchDepth {
        if (plies < 0 || plies > Limit.MAX_DEPTH) {
            throw new IllegalArgumentException("a depth is 0 to " + Limit.MAX_DEPTH + " plies, not " + plies);
        }
        if (selectivity < 1 || selectivity > 100) {
            throw new IllegalArgumentException("a selectivity is 1 to 100 percent, not " + selectivity);
        }
        if (exact && selectivity != 100) {
            throw new IllegalArgumentException("an exact search is full-width, not at " + selectivity + "%");
        }
    }

    /**
     * Reads the depth an NBoard engine writes in a {@code search} or {@code book} line for a position
     * of some empty squares: {@code N}, {@code N@P%}, {@code P%} or {@code P%W} (a win/loss/draw search);
     * a full-width depth that reaches every empty square, or {@code 100%}, is exact.
     *
     * @param text what the engine wrote
     * @param empties the empty squares of the position searched
     * @return the depth
     * @throws IllegalArgumentException if the text is no depth
     */
    static SearchDepth ofEngine(String text, int empties) {
        // NTest marks a win/loss/draw search with a last 'W' ('50%W', '100%W'): only the sign of its score is
        // sure, so it is never exact
        boolean wld = text.endsWith("%W");
        if (wld) {
            text = text.substring(0, text.length() - 1);
        }
        int at = text.indexOf('@');
        String plyText = at >= 0 ? text.substring(0, at) : text.endsWith("%") ? "" : text;
        String selText = at >= 0 ? text.substring(at + 1) : text.endsWith("%") ? text : "";
        int plies = plyText.isEmpty() ? empties : (int) Ascii.parse(plyText, 0, Limit.MAX_DEPTH);
        int sel = 100;
        if (!selText.isEmpty()) {
            if (!selText.endsWith("%")) {
                throw new IllegalArgumentException("a selectivity ends with '%'");
            }
            sel = (int) Ascii.parse(selText.substring(0, selText.length() - 1), 1, 100);
        }
        boolean exact = !wld && sel == 100 && plies >= empties;
        return new SearchDepth(exact || wld ? Math.max(plies, empties) : plies, sel, exact);
    }

    /**
     * Reads a depth from its text.
     *
     * @param text {@code 14}, {@code 21@73%} or {@code 14 exact}
     * @return the depth
     * @throws TextParseException if the text is not a depth
     */
    static SearchDepth parse(String text) {
        TextCursor in = new TextCursor(text, "a search depth");
        SearchDepth d = read(in);
        in.expectEnd();
        return d;
    }

    static SearchDepth read(TextCursor in) {
        int start = in.index();
        int plies = (int) in.number("a depth", 0, Limit.MAX_DEPTH);
        int sel = 100;
        if (in.accept("@")) {
            sel = (int) in.number("a selectivity", 1, 99);
            in.expect("%");
        }
        boolean exact = in.accept(" exact");
        try {
            return new SearchDepth(plies, sel, exact);
        } catch (IllegalArgumentException e) {
            throw in.error(e.getMessage(), start);
        }
    }

    @Override
    public String toString() {
        return plies + (selectivity < 100 ? "@" + selectivity + "%" : "") + (exact ? " exact" : "");
    }
}
