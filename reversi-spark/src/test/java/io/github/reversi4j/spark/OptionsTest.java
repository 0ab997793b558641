package io.github.reversi4j.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.Map;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.sql.util.CaseInsensitiveStringMap;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The options of a read and of a write as a hostile or careless user gives them: every bad value is an
 * {@link IllegalArgumentException} that names the option, says what it takes and quotes what it got, before any
 * file is read; an unknown option is named in lower case, as Spark hands the names over. (Spark passes the message on; {@code ReversiDataSourceTest} checks one through a session.)
 */
class OptionsTest {

    private static ReadOptions read(String... keysAndValues) {
        Map<String, String> m = new HashMap<>();
        m.put("path", "games.txt");
        for (int i = 0; i < keysAndValues.length; i += 2) {
            m.put(keysAndValues[i], keysAndValues[i + 1]);
        }
        return ReadOptions.of(new CaseInsensitiveStringMap(m));
    }

    @ParameterizedTest(name = "{0}={1}")
    @CsvSource(delimiter = '|', value = {
        "mode|rows|option mode: expected games or positions, got 'rows'",
        "format|chess|option format: no record format 'chess'",
        "format|''|option format: no record format ''",
        "recordsPerPartition|0|option recordsPerPartition: expected 1 .. 1000000, got '0'",
        "recordsPerPartition|-5|option recordsPerPartition: expected 1 .. 1000000, got '-5'",
        "recordsPerPartition|1000001|option recordsPerPartition: expected 1 .. 1000000, got '1000001'",
        "recordsPerPartition|99999999999999999999|option recordsPerPartition: expected 1 .. 1000000, got '99999999999999999999'",
        "recordsPerPartition|12.5|option recordsPerPartition: expected 1 .. 1000000, got '12.5'",
        "recordsPerPartition|+12|option recordsPerPartition: expected 1 .. 1000000, got '+12'",
        "recordsPerPartition|\uFF11\uFF12|option recordsPerPartition: expected 1 .. 1000000, got '\uFF11\uFF12'",
        "recordsPerPartition|true|option recordsPerPartition: expected 1 .. 1000000, got 'true'",
        "maxPartitionBytes|0|option maxPartitionBytes: expected a positive size",
        "maxPartitionBytes|-1|option maxPartitionBytes: not a size such as 64m: '-1'",
        "maxPartitionBytes|1.5m|option maxPartitionBytes: not a size such as 64m: '1.5m'",
        "maxPartitionBytes|lots|option maxPartitionBytes: not a size such as 64m: 'lots'",
        "maxPartitionBytes|99999999999999999999|option maxPartitionBytes: not a size such as 64m: '99999999999999999999'",
        "maxPartitionBytes|99999999999999g|option maxPartitionBytes: not a size such as 64m: '99999999999999g' (more bytes",
        "maxPartitionBytes|9223372036854775807k|option maxPartitionBytes: ",
        "symmetries|yes|option symmetries: expected true or false, got 'yes'",
        "symmetries|1|option symmetries: expected true or false, got '1'",
        "recursiveFileLookup|true|option recursivefilelookup: the reversi source has no such option",
        "maxPartitonBytes|1m|option maxpartitonbytes: the reversi source has no such option",
    })
    void badReadOptionsNameTheOption(String key, String value, String message) {
        assertThatThrownBy(() -> read(key, value)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith(message).hasMessageNotContaining("\n");
    }

    @Test
    @DisplayName("good values are read, in any case of the option's name; Spark's own keys pass")
    void goodReadOptions() {
        ReadOptions o = read("MODE", "Positions", "recordsperpartition", "1000000", "maxPartitionBytes", "8m",
                "symmetries", "TRUE", "format", "OBF", "__partition_columns", "[]");
        assertThat(o.mode()).isEqualTo(ReadOptions.Mode.POSITIONS);
        assertThat(o.recordsPerPartition()).isEqualTo(1_000_000);
        assertThat(o.maxPartitionBytes()).isEqualTo(8L << 20);
        assertThat(o.symmetries()).isTrue();
        assertThat(read("paths", "[\"a\",\"b\"]").paths()).containsExactly("games.txt", "a", "b");
    }

    @Test
    @DisplayName("Spark looks the table up with a write's options too: there both kinds pass, the scan takes a read's only")
    void theTableTakesTheOptionsOfAReadAndOfAWrite() {
        Map<String, String> m = new HashMap<>(Map.of("path", "out", "format", "ggf", "onInvalid", "fail"));
        assertThat(ReadOptions.ofTable(new CaseInsensitiveStringMap(m)).mode()).isEqualTo(ReadOptions.Mode.GAMES);
        assertThatThrownBy(() -> ReadOptions.of(new CaseInsensitiveStringMap(m))).hasMessageStartingWith(
                "option oninvalid: the reversi source has no such option");
        m.put("colour", "x");
        assertThatThrownBy(() -> ReadOptions.ofTable(new CaseInsensitiveStringMap(m))).hasMessageStartingWith(
                "option colour: the reversi source has no such option");
    }

    @Test
    @DisplayName("the paths Spark passes must be a JSON array of strings")
    void badPaths() {
        assertThatThrownBy(() -> read("paths", "[\"a\", null]")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("option paths: ");
        assertThatThrownBy(() -> read("paths", "{}")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("option paths: ");
    }

    @ParameterizedTest(name = "{0}={1}")
    @CsvSource(delimiter = '|', value = {
        "format|chess|option format: no record format 'chess'",
        "format|wthor|option format: the data source writes the text formats",
        "onInvalid|ignore|option onInvalid: expected skip or fail, got 'ignore'",
        "compression|gzip|option compression: the reversi source has no such option",
    })
    void badWriteOptionsNameTheOption(String key, String value, String message) {
        Map<String, String> m = new HashMap<>();
        m.put("path", "out");
        m.put("format", "ggf");
        m.put(key, value);
        StructType schema = new StructType().add("moves", DataTypes.createArrayType(DataTypes.StringType));
        assertThatThrownBy(() -> WriteOptions.of(new CaseInsensitiveStringMap(m), schema))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith(message);
    }
}
