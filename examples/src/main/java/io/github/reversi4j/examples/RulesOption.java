package io.github.reversi4j.examples;

import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.UnknownRuleSetException;
import picocli.CommandLine.Option;

/**
 * The {@code --rules} and {@code --size} options that every command playing or counting games shares:
 * a rule-set id is looked up with {@link RuleSets#of(String)}, so any registered rule set works,
 * including the ones a user writes (see {@code reversi rules}).
 */
final class RulesOption {

    @Option(names = {"-r", "--rules"}, paramLabel = "ID", defaultValue = "othello",
            description = "the rule set, by id with options, e.g. othello, 'othello(opening=parallel)',"
                    + " reversi-ravensburger, holes (default: ${DEFAULT-VALUE}; `reversi rules` lists them)")
    private String id = "othello";

    @Option(names = {"-s", "--size"}, paramLabel = "WxH",
            description = "the board size, e.g. 6x6 or 10x8: a shorthand for the rule set's size option")
    private String size;

    /** The chosen rule set; a bad id is a user mistake with the library's message, which lists the known ids. */
    Rules rules() {
        String full = size == null ? id : withOption(id, "size=" + size);
        try {
            return RuleSets.of(full);
        } catch (UnknownRuleSetException e) {
            throw new UserException(e.getMessage() + Reversi.suggestion(e.name(), e.knownIds()), e);
        } catch (IllegalArgumentException e) {
            throw new UserException(e.getMessage(), e);
        }
    }

    /** Adds an option to a rule-set id: {@code othello} becomes {@code othello(size=6x6)}. */
    static String withOption(String id, String option) {
        String t = id.strip();
        if (t.endsWith(")")) {
            String inner = t.substring(t.indexOf('(') + 1, t.length() - 1).strip();
            return t.substring(0, t.indexOf('(')) + "(" + option + (inner.isEmpty() ? "" : "," + inner) + ")";
        }
        return t + "(" + option + ")";
    }
}
