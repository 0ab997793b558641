package io.github.reversi4j.notation.internal;

import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;

/**
 * The hand-over of a tag map from the library's own readers to {@code GameInfo} without the public
 * factory's check and copy, for the readers that build a fresh map of known tag names for every game
 * (the WTHOR reader: a copy per game was a fifth of its time when it skips the games). {@code
 * GameInfo} registers its constructor here when it is initialised; this package names no type of
 * the framework, so the framework keeps sitting on it and no package cycle forms.
 */
public final class TrustedInfo {

    private static final AtomicReference<Function<Map<String, String>, Object>> MAKER = new AtomicReference<>();

    private TrustedInfo() {
    }

    /**
     * Registers the maker of infos; the first registration stays.
     *
     * @param maker makes an info of a map it may keep as it is
     */
    public static void register(Function<Map<String, String>, Object> maker) {
        MAKER.compareAndSet(null, maker);
    }

    /**
     * Makes an info of a map the caller built and never touches again, whose names are valid tag
     * names and whose values are not null.
     *
     * @param <T> the info type
     * @param tags the map, kept as it is
     * @param type the info class, initialised here if it was not yet
     * @return the info
     */
    public static <T> T wrap(Map<String, String> tags, Class<T> type) {
        Function<Map<String, String>, Object> maker = MAKER.get();
        if (maker == null) {
            try {
                Class.forName(type.getName(), true, type.getClassLoader());
            } catch (ClassNotFoundException e) {
                throw new IllegalStateException(e);
            }
            maker = MAKER.get();
        }
        return type.cast(maker.apply(tags));
    }
}
