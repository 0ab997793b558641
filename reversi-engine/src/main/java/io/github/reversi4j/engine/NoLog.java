package io.github.reversi4j.engine;

/** The log that records nothing: one instance, so that options built apart with it are equal. */
enum NoLog implements EngineLog {
    /** The instance. */
    INSTANCE;

    @Override
    public void record(Traffic traffic, String line) {
        // nothing
    }
}
