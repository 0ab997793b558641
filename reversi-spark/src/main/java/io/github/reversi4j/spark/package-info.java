/**
 * An Apache Spark SQL data source for Othello game archives: {@code spark.read.format("reversi").load(paths)} and
 * {@code df.write.format("reversi").option("format", "ggf").mode("append").save(folder)}.
 *
 * <p>The source reads every format of the notation module's {@code RecordFormat}, by each file's name or by
 * {@code .option("format", id)}. A WTHOR game file's fixed-size records are split into input partitions of
 * {@code recordsPerPartition} records (option, default 1024), so one large file is read by many tasks; a file of a
 * line format (transcripts, eOthello CSV, OBF) is split into byte ranges of {@code maxPartitionBytes} at line boundaries;
 * a GGF or PGN file is read whole by one task. Player and tournament names are resolved from {@code WTHOR.JOU} and
 * {@code WTHOR.TRN} when they sit beside the game file. Two read modes, chosen with {@code .option("mode", ...)}:
 * <ul>
 *   <li>{@code games} (the default): one row per game, schema {@link io.github.reversi4j.spark.ReversiSchemas#GAMES};
 *   <li>{@code positions}: one row per position of each valid game, schema
 *       {@link io.github.reversi4j.spark.ReversiSchemas#POSITIONS}; with {@code .option("symmetries", "true")}, one
 *       row per position and symmetry.
 * </ul>
 *
 * <p>Spark prunes the columns a query does not use; a games query that selects only header columns reads the
 * records without replaying them (see {@link io.github.reversi4j.spark.ReversiSchemas#GAMES} for which columns those
 * are in each format).
 *
 * <p>Writing turns rows of games back into records of a text format, one file per task, committed through Spark's
 * two-phase commit; see {@link io.github.reversi4j.spark.ReversiDataSource}. {@link io.github.reversi4j.spark.Bulk}
 * is a command line over both.
 *
 * <p>This package is {@link io.github.reversi4j.core.Incubating incubating}: its API may still change in a minor
 * release (README.md, "Stability").
 */
@Incubating
package io.github.reversi4j.spark;

import io.github.reversi4j.core.Incubating;
