package io.github.reversi4j.notation.internal.shared;

/**
 * The rule every reader keeps: its games are read once. A reader holds one of these and claims it
 * when an iterator or a stream of it is made; a second claim is an {@link IllegalStateException}.
 * Not thread-safe, as a reader is not.
 */
public final class ReadOnce {

    private boolean claimed;

    /**
     * Claims the reader's games for an iterator.
     *
     * @throws IllegalStateException if an iterator or a stream of the reader was made before
     */
    public void claim() {
        if (claimed) {
            throw new IllegalStateException("a reader is read once: an iterator or a stream of it was made before");
        }
        claimed = true;
    }
}
