package io.github.reversi4j.notation.formats;

import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.notation.internal.wthor.WthorNames;
import io.github.reversi4j.notation.NotationException;
import java.io.InputStream;
import java.time.LocalDate;
import java.util.Objects;
import java.util.Optional;

/**
 * What a {@link RecordFormat}'s readers and writers need beyond the bytes: the rules of the formats
 * that do not name theirs, the WTHOR name files, and the creation date of WTHOR files written. Each format uses the options that apply to it and
 * ignores the others.
 *
 * <p>This class is immutable and thread-safe.
 */
public final class FormatOptions {

    private static final FormatOptions DEFAULTS = new FormatOptions(StandardRules.othello(), null, null, null);

    private final Rules rules;
    private final WthorNames players;
    private final WthorNames tournaments;
    private final LocalDate wthorCreated;

    private FormatOptions(Rules rules, WthorNames players, WthorNames tournaments, LocalDate wthorCreated) {
        this.wthorCreated = wthorCreated;
        this.rules = rules;
        this.players = players;
        this.tournaments = tournaments;
    }

    /**
     * Returns the defaults: standard Othello, no WTHOR names, no WTHOR creation date.
     *
     * @return the defaults
     */
    public static FormatOptions defaults() {
        return DEFAULTS;
    }

    /**
     * Returns these options with the rules of transcripts, eOthello CSV, PGN and board strings, which
     * do not name theirs. Writers of those formats hold games of these rules from their start (PGN:
     * from any start).
     *
     * @param newRules the rules
     * @return the new options
     */
    public FormatOptions withRules(Rules newRules) {
        return new FormatOptions(Objects.requireNonNull(newRules, "rules"), players, tournaments, wthorCreated);
    }

    /**
     * Returns these options with the WTHOR name files read from two streams, for game files whose
     * {@code WTHOR.JOU} and {@code WTHOR.TRN} are not beside them on disk (in an archive, say; a game
     * file read or written through a {@link java.nio.file.Path} finds those beside it by itself). Readers
     * resolve the players' and tournaments' numbers with them; writers keep their numbers and add new
     * names after them. Both streams are read to their end now, and not closed.
     *
     * @param playersFile the bytes of {@code WTHOR.JOU}
     * @param tournamentsFile the bytes of {@code WTHOR.TRN}
     * @return the new options
     * @throws NotationException if a stream is not a whole name file of its kind (located in
     *     {@code WTHOR.JOU} or {@code WTHOR.TRN}), or cannot be read (kind {@link
     *     io.github.reversi4j.notation.ProblemKind#IO})
     */
    public FormatOptions withWthorNames(InputStream playersFile, InputStream tournamentsFile) {
        WthorNames p = WthorNames.read(Objects.requireNonNull(playersFile, "playersFile"), WthorNames.Kind.PLAYERS.fileName(),
                WthorNames.Kind.PLAYERS);
        WthorNames t = WthorNames.read(Objects.requireNonNull(tournamentsFile, "tournamentsFile"),
                WthorNames.Kind.TOURNAMENTS.fileName(), WthorNames.Kind.TOURNAMENTS);
        return withWthorNames(p, t);
    }

    /** The same options with name files already read. */
    FormatOptions withWthorNames(WthorNames newPlayers, WthorNames newTournaments) {
        return new FormatOptions(rules, newPlayers, newTournaments, wthorCreated);
    }

    /**
     * Returns the rules of the formats that do not name theirs.
     *
     * @return the rules
     */
    public Rules rules() {
        return rules;
    }

    /** The WTHOR players' file, or empty. */
    Optional<WthorNames> wthorPlayers() {
        return Optional.ofNullable(players);
    }

    /** The WTHOR tournaments' file, or empty. */
    Optional<WthorNames> wthorTournaments() {
        return Optional.ofNullable(tournaments);
    }

    /**
     * Returns these options with the creation date a WTHOR writer stamps in the headers it writes.
     * Without one, a writer stamps January 1 of its games' year (the header's year of the games), so
     * that the same games always give the same bytes.
     *
     * @param date the date, in the years 1900 to 2155
     * @return the new options
     * @throws IllegalArgumentException if the year does not fit a WTHOR header
     */
    public FormatOptions withWthorCreated(LocalDate date) {
        if (date.getYear() < 1900 || date.getYear() > 2155) {
            throw new IllegalArgumentException("a WTHOR header holds the years 1900 to 2155, not " + date.getYear());
        }
        return new FormatOptions(rules, players, tournaments, date);
    }

    /** The creation date WTHOR writers stamp, or empty for the games' own year. */
    Optional<LocalDate> wthorCreated() {
        return Optional.ofNullable(wthorCreated);
    }

    /**
     * Returns the options that differ from the defaults' kinds.
     *
     * @return e.g. {@code FormatOptions[rules=othello, wthorNames=false]}
     */
    @Override
    public String toString() {
        return "FormatOptions[rules=" + rules.id() + ", wthorNames=" + (players != null) + "]";
    }
}
