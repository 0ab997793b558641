package io.github.reversi4j.spark;

import java.util.concurrent.atomic.AtomicLong;

/** Counts the games this JVM has replayed, so that tests in local mode can see which queries replay. */
final class Replays {

    private static final AtomicLong COUNT = new AtomicLong();

    private Replays() {
    }

    static void add() {
        COUNT.incrementAndGet();
    }

    static long count() {
        return COUNT.get();
    }
}
