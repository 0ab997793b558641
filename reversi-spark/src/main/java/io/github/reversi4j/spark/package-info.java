/**
 * An Apache Spark SQL data source for Othello game archives: {@code spark.read.format("reversi").load(paths)}.
 *
 * <p>The source reads every format of the notation module's {@code RecordFormat}, by each file's name or by
 * {@code .option("format", id)}. A WTHOR game file's fixed-size records are split into input partitions of
 * {@code recordsPerPartition} records (option, default 1024), so one large file is read by many tasks; a file of
 * another format is read whole by one task. Player and tournament names are resolved from {@code WTHOR.JOU} and {@code WTHOR.TRN} when they sit
 * beside the game file. Two read modes, chosen with {@code .option("mode", ...)}:
 * <ul>
 *   <li>{@code games} (the default): one row per game, schema {@link io.github.reversi4j.spark.ReversiSchemas#GAMES};
 *   <li>{@code positions}: one row per position of each valid game, schema
 *       {@link io.github.reversi4j.spark.ReversiSchemas#POSITIONS}.
 * </ul>
 *
 * <p>Spark prunes the columns a query does not use; a games query of WTHOR files that selects only header columns (source,
 * game index, names, date, rules, recorded result, moves) decodes the records without replaying them.
 */
package io.github.reversi4j.spark;
