package io.github.reversi4j.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.reversi4j.core.ForwardingRules;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.IllegalMoveException;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Outcome;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.core.Square;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.opentest4j.TestAbortedException;

/**
 * The contract suite must fail on broken rule sets: each broken rule set here (the standard rules with
 * one defect) is caught by the property meant to catch it, with a message naming the seed and the
 * move prefix; and the correct rules pass the same properties.
 */
class RulesContractSelfTest {

    /** Forwards everything to the standard rules; a subclass breaks one method. */
    private static class Delegating extends ForwardingRules<Rules> {
        final Rules base;

        Delegating() {
            super(StandardRules.othello().withGeometry(Geometry.of(6)));
            base = delegate();
        }

        @Override
        public String id() {
            return "broken-test-rules";
        }
    }

    /** Runs a property of the suite against one rule set and collects the failures. */
    private static List<Throwable> run(Rules rules, Function<RulesContract, Stream<DynamicNode>> property) {
        RulesContract suite = new RulesContract() {
            @Override
            protected List<Rules> ruleSets() {
                return List.of(rules);
            }

            @Override
            protected int games() {
                return 4;
            }
        };
        List<Throwable> failures = new ArrayList<>();
        property.apply(suite).forEach(node -> execute(node, failures));
        return failures;
    }

    private static void execute(DynamicNode node, List<Throwable> failures) {
        if (node instanceof DynamicContainer) {
            ((DynamicContainer) node).getChildren().forEach(n -> execute(n, failures));
        } else {
            try {
                ((DynamicTest) node).getExecutable().execute();
            } catch (TestAbortedException e) {
                // skipped, not failed
            } catch (Throwable e) {
                failures.add(e);
            }
        }
    }

    private static void assertCaught(List<Throwable> failures) {
        assertThat(failures).as("the broken rule set is caught").isNotEmpty();
        assertThat(failures.get(0).getMessage()).contains("seed 0x").contains("prefix of");
    }

    @Test
    @DisplayName("the standard rules pass every property")
    void correctRulesPass() {
        Rules rules = StandardRules.othello().withGeometry(Geometry.of(6));
        List<Function<RulesContract, Stream<DynamicNode>>> all = List.of(
                RulesContract::terminalStatesAndOutcomes, RulesContract::legalMovesArePlayable,
                RulesContract::illegalMovesAreRejected, RulesContract::playNeverMutatesItsInput,
                RulesContract::equalStatesHaveEqualHashes, RulesContract::stateTextRoundTrips,
                RulesContract::idAndRecordTextRoundTrip, RulesContract::symmetriesCommuteWithPlay,
                RulesContract::replayEqualsPlay, RulesContract::isLegalAgreesWithPlay,
                RulesContract::randomGamesArePlayed);
        for (Function<RulesContract, Stream<DynamicNode>> p : all) {
            assertThat(run(rules, p)).isEmpty();
        }
    }

    @Test
    @DisplayName("a pass offered beside placements is caught")
    void passBesidePlacements() {
        Rules broken = new Delegating() {
            @Override
            public List<Move> legalMoves(GameState state) {
                List<Move> m = new ArrayList<>(base.legalMoves(state));
                if (!m.isEmpty() && !m.contains(Move.pass())) {
                    m.add(Move.pass());
                }
                return List.copyOf(m);
            }
        };
        assertCaught(run(broken, RulesContract::legalMovesArePlayable));
    }

    @Test
    @DisplayName("a placement on an occupied square that is accepted is caught")
    void occupiedAccepted() {
        Rules broken = new Delegating() {
            @Override
            public GameState play(GameState state, Move move) {
                if (!move.isPass() && state.board().colorAt(move.square().orElseThrow()).isPresent()) {
                    return state.withToMove(state.toMove().opponent());
                }
                return base.play(state, move);
            }
        };
        assertCaught(run(broken, RulesContract::illegalMovesAreRejected));
    }

    @Test
    @DisplayName("an outcome for a state that is not terminal is caught")
    void outcomeTooEarly() {
        Rules broken = new Delegating() {
            @Override
            public Outcome outcome(GameState state) {
                return Outcome.byMajority(state.board());
            }
        };
        assertCaught(run(broken, RulesContract::terminalStatesAndOutcomes));
    }

    @Test
    @DisplayName("legal moves that break a symmetry are caught")
    void asymmetricMoves() {
        Rules broken = new Delegating() {
            @Override
            public List<Move> legalMoves(GameState state) {
                List<Move> m = new ArrayList<>(base.legalMoves(state));
                if (m.size() > 1) {
                    m.remove(m.size() - 1);
                }
                return List.copyOf(m);
            }

            @Override
            public GameState play(GameState state, Move move) {
                if (!legalMoves(state).contains(move)) {
                    throw new IllegalMoveException(state, move, "NO_FLIP", "not offered", List.of());
                }
                return base.play(state, move);
            }
        };
        assertCaught(run(broken, RulesContract::symmetriesCommuteWithPlay));
    }

    @Test
    @DisplayName("a legal-move count that disagrees with the list is caught")
    void wrongCount() {
        // ForwardingRules derives the count from legalMoves, so the miscount is a rule set of its own
        Rules base = StandardRules.othello().withGeometry(Geometry.of(6));
        Rules broken = new Rules() {
            @Override
            public String id() {
                return "broken-test-rules";
            }

            @Override
            public Geometry geometry() {
                return base.geometry();
            }

            @Override
            public GameState initialState() {
                return base.initialState();
            }

            @Override
            public List<Move> legalMoves(GameState state) {
                return base.legalMoves(state);
            }

            @Override
            public GameState play(GameState state, Move move) {
                return base.play(state, move);
            }

            @Override
            public int legalMoveCount(GameState state) {
                return base.legalMoveCount(state) + (state.board().isEmpty(Square.of(0, 0)) ? 0 : 1);
            }

            @Override
            public boolean isTerminal(GameState state) {
                return base.isTerminal(state);
            }

            @Override
            public Outcome outcome(GameState state) {
                return base.outcome(state);
            }
        };
        assertCaught(run(broken, RulesContract::legalMovesArePlayable));
    }

    @Test
    @DisplayName("a state text that loses the side to move is caught")
    void lossyStateText() {
        Rules broken = new Delegating() {
            @Override
            public GameState parseState(String text) {
                return base.parseState(text).withToMove(io.github.reversi4j.core.Color.BLACK);
            }
        };
        assertCaught(run(broken, RulesContract::stateTextRoundTrips));
    }

    @Test
    @DisplayName("a variant that overrides play but not isLegal is caught: isLegal must agree with play")
    void isLegalDisagreesWithPlay() {
        Rules broken = new Delegating() {
            @Override
            public GameState play(GameState state, Move move) {
                if (move.square().filter(q -> q.column() == 0).isPresent()) {
                    throw new IllegalMoveException(state, move, "BLOCKED_SQUARE", "column a", List.of());
                }
                return base.play(state, move);
            }
        };
        assertCaught(run(broken, RulesContract::isLegalAgreesWithPlay));
    }

    @Test
    @DisplayName("a variant whose every random game ends at the start is caught, and the plies are reported")
    void trivialGamesAreCaught() {
        // "a placement must flip at least 2 discs": no opening move of Othello does, so no game is played
        Rules broken = new Delegating() {
            @Override
            public List<Move> legalMoves(GameState state) {
                return List.of();
            }

            @Override
            public int legalMoveCount(GameState state) {
                return 0;
            }

            @Override
            public boolean isTerminal(GameState state) {
                return true;
            }

            @Override
            public GameState play(GameState state, Move move) {
                throw new IllegalMoveException(state, move, "GAME_OVER", "", List.of());
            }

            @Override
            public boolean isLegal(GameState state, Move move) {
                return false;
            }

            @Override
            public Outcome outcome(GameState state) {
                return Outcome.draw(2, 2, 32);
            }
        };
        List<Throwable> failures = run(broken, RulesContract::randomGamesArePlayed);
        assertThat(failures).as("the rule set without games is caught").hasSize(1);
        assertThat(failures.get(0).getMessage()).contains("4 games of 0 to 0 plies, 0 in all").contains("minimumPlies");
        // the names of the tests report the plies of a working rule set's games
        RulesContract suite = new RulesContract() {
            @Override
            protected List<Rules> ruleSets() {
                return List.of(StandardRules.othello().withGeometry(Geometry.of(6)));
            }

            @Override
            protected int games() {
                return 4;
            }
        };
        List<String> names = new ArrayList<>();
        suite.randomGamesArePlayed().forEach(n -> names.add(n.getDisplayName()));
        assertThat(names).singleElement().asString().matches("othello\\(size=6x6\\): 4 games of \\d+ to \\d+ plies, \\d+ in all");
    }
}
