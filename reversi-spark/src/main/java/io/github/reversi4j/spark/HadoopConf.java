package io.github.reversi4j.spark;

import java.io.Serializable;
import java.util.HashMap;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;

/** The driver's Hadoop configuration, shipped to the executors as plain strings. */
final class HadoopConf implements Serializable {

    private static final long serialVersionUID = 1L;

    private final HashMap<String, String> entries;

    private HadoopConf(HashMap<String, String> entries) {
        this.entries = entries;
    }

    static HadoopConf of(Configuration conf) {
        HashMap<String, String> m = new HashMap<>();
        for (Map.Entry<String, String> e : conf) {
            m.put(e.getKey(), e.getValue());
        }
        return new HadoopConf(m);
    }

    Configuration toConfiguration() {
        Configuration c = new Configuration(false);
        entries.forEach(c::set);
        return c;
    }
}
