package io.github.reversi4j.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Outcome;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.notation.formats.RecordFormat;
import java.io.IOException;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every rule-set id the README shows - the table, the ids with options in its text, each value of
 * the options of {@code othello} - is found by {@link RuleSets#of(String)}, reads back from its
 * canonical id, and plays a game to its end; and the README's table of formats names every
 * {@link RecordFormat} with its file extensions.
 */
class ReadmeRuleSetsTest {

    private static final Pattern ID = Pattern.compile("[`\"]([a-z][a-z0-9-]*(?:\\([^`\"()]*\\))?)[`\"]");
    private static final Pattern ALTERNATIVES = Pattern.compile("`([a-z]+)=([a-z0-9-]+(?:\\|[a-z0-9-]+)+)`");

    static Set<String> readmeIds() throws IOException {
        String readme = ReadmeCommandsTest.readme();
        Set<String> known = new LinkedHashSet<>(RuleSets.ids());
        Set<String> ids = new LinkedHashSet<>();
        Matcher m = ID.matcher(readme);
        while (m.find()) {
            String id = m.group(1);
            String name = id.contains("(") ? id.substring(0, id.indexOf('(')) : id;
            if (known.contains(name) && !id.contains("...")) {
                ids.add(id);
            }
        }
        Matcher a = ALTERNATIVES.matcher(readme.substring(readme.indexOf("Options of `othello`")));
        while (a.find()) {
            for (String value : a.group(2).split("\\|")) {
                ids.add("othello(" + a.group(1) + "=" + value + ")");
            }
        }
        return ids;
    }

    @Test
    void theReadmeShowsTheRuleSetsAndTheirOptions() throws IOException {
        assertThat(readmeIds()).contains("othello", "reversi-ravensburger", "piecepack", "solo-knizia", "anti-othello",
                "reversi-open-center", "reversi-single-line", "ggs", "ggs(komi=-0.5)", "reversi-ravensburger(tie=draw)",
                "othello(first=white)", "othello(opening=parallel)", "othello(scoring=discs)", "holes(holes=c3+f6)");
    }

    @TestFactory
    Stream<DynamicTest> everyIdOfTheReadmeIsFoundReadsBackAndPlays() throws IOException {
        return readmeIds().stream().map(id -> DynamicTest.dynamicTest(id, () -> {
            Rules rules = RuleSets.of(id);
            assertThat(RuleSets.of(rules.id())).as("RuleSets.of(%s.id())", id).isEqualTo(rules);
            SplittableRandom random = new SplittableRandom(id.hashCode());
            GameState s = rules.initialState();
            int plies = 0;
            while (!rules.isTerminal(s)) {
                List<Move> legal = rules.legalMoves(s);
                assertThat(legal).as("%s after %d plies", id, plies).isNotEmpty();
                s = rules.play(s, legal.get(random.nextInt(legal.size())));
                assertThat(++plies).as("%s ends", id).isLessThan(4 * rules.geometry().size());
            }
            Outcome o = rules.outcome(s);
            assertThat(rules.parseOutcome(o.toString())).as("%s: %s", id, o).isEqualTo(o);
        }));
    }

    @Test
    void theFormatsTableNamesEveryFormatWithItsExtensions() throws IOException {
        String readme = ReadmeCommandsTest.readme();
        String table = readme.substring(readme.indexOf("| format (`RecordFormat`)"), readme.indexOf("Every format is used the same way"));
        for (RecordFormat f : RecordFormat.values()) {
            Matcher row = Pattern.compile("(?m)^\\| `" + f.name() + "`[^\\n]*").matcher(table);
            assertThat(row.find()).as("a row for RecordFormat.%s", f.name()).isTrue();
            for (String ext : f.extensions()) {
                assertThat(row.group()).as("RecordFormat.%s reads .%s", f.name(), ext).contains("`." + ext + "`");
            }
        }
    }
}
