package io.github.reversi4j.variants;

import io.github.reversi4j.core.RulesProvider;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/** A provider whose id, description and options are fixed values: the base of this module's providers. */
abstract class FixedProvider implements RulesProvider {

    private final String id;
    private final String description;
    private final Map<String, String> options;

    /** The values are this module's constants. */
    FixedProvider(String id, String description, Map<String, String> options) {
        this.id = id;
        this.description = description;
        this.options = Collections.unmodifiableMap(new LinkedHashMap<>(options));
    }

    @Override
    public final String id() {
        return id;
    }

    @Override
    public final String description() {
        return description;
    }

    @Override
    public final Map<String, String> options() {
        return options;
    }
}
