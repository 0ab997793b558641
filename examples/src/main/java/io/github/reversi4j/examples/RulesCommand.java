package io.github.reversi4j.examples;

import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.RulesProvider;
import java.io.PrintWriter;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code reversi rules}: every rule set registered through ServiceLoader, with its options. */
@Command(name = "rules", mixinStandardHelpOptions = true,
        description = {"List the rule sets (the ids that --rules takes) and their options."})
final class RulesCommand implements Runnable {

    @Spec
    private CommandSpec spec;

    @Override
    public void run() {
        PrintWriter out = spec.commandLine().getOut();
        for (RulesProvider p : RuleSets.providers()) {
            out.println(p.id() + " - " + p.description());
            for (Map.Entry<String, String> o : p.options().entrySet()) {
                out.println("    " + o.getKey() + ": " + o.getValue());
            }
        }
        out.println();
        out.println("Give options in parentheses: --rules 'othello(size=10x10,opening=parallel)'.");
    }
}
