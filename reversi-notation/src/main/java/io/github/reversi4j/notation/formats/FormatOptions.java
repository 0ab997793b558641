package io.github.reversi4j.notation.formats;

import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.notation.wthor.WthorNames;
import java.time.LocalDate;
import java.util.Objects;
import java.util.Optional;

/**
 * What a {@link RecordFormat}'s readers and writers need beyond the bytes: the rules of the formats
 * that do not name theirs, the letter-case convention transcripts are checked against, the WTHOR name
 * files, and how GGF types map to rule sets. Each format uses the options that apply to it and
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
     * Returns these options with WTHOR name files: readers resolve the players' and tournaments'
     * numbers with them; writers keep their numbers and add new names after them.
     *
     * @param newPlayers {@code WTHOR.JOU}
     * @param newTournaments {@code WTHOR.TRN}
     * @return the new options
     * @throws IllegalArgumentException if the files are of the wrong kinds
     */
    public FormatOptions withWthorNames(WthorNames newPlayers, WthorNames newTournaments) {
        if (newPlayers.kind() != WthorNames.Kind.PLAYERS || newTournaments.kind() != WthorNames.Kind.TOURNAMENTS) {
            throw new IllegalArgumentException("expected the players' (JOU) and the tournaments' (TRN) files");
        }
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

    /**
     * Returns the WTHOR players' file.
     *
     * @return {@code WTHOR.JOU}, or empty
     */
    public Optional<WthorNames> wthorPlayers() {
        return Optional.ofNullable(players);
    }

    /**
     * Returns the WTHOR tournaments' file.
     *
     * @return {@code WTHOR.TRN}, or empty
     */
    public Optional<WthorNames> wthorTournaments() {
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

    /**
     * Returns the creation date WTHOR writers stamp, if one was given.
     *
     * @return the date, or empty for the games' own year
     */
    public Optional<LocalDate> wthorCreated() {
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
