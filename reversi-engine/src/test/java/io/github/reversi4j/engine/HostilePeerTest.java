package io.github.reversi4j.engine;

import static io.github.reversi4j.engine.EngineClientTest.command;
import static io.github.reversi4j.engine.EngineClientTest.limit;
import static io.github.reversi4j.engine.EngineClientTest.options;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.Move;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Engines that answer moves they may not play, and engines that go away in the middle of a game:
 * each is a typed exception with the line received or the exit status, and no process is left.
 */
class HostilePeerTest {

    /**
     * After f5, White to move with one disc, d4, against Black's d5, e4, e5 and f5: White may play d6,
     * f4 and f6; Black, were it to move, c3, c4 and d3, each flipping d4 (RULES §B2, §O1).
     */
    private static final GameRecord AFTER_F5 = GameRecord.parse("othello: f5");

    @ParameterizedTest
    @EnumSource(Protocol.class)
    void aMoveOfTheOtherSideIsAnIllegalMoveWithTheLineReceived(Protocol protocol) {
        try (Session e = Session.start(protocol, command(protocol, "wrongside"), options())) {
            e.setGame(AFTER_F5);
            assertThatThrownBy(() -> e.bestMove(limit(protocol))).isInstanceOfSatisfying(EngineIllegalMoveException.class,
                    x -> {
                        assertThat(List.of(Move.parse("c3"), Move.parse("c4"), Move.parse("d3"))).contains(x.move());
                        assertThat(x.line()).containsIgnoringCase(x.move().toString());
                        assertThat(x.state()).isEqualTo(AFTER_F5.replay().finalState());
                        assertThat(x.getMessage()).contains(x.line());
                    });
            assertThat(e.isOpen()).isFalse();
        }
    }

    @ParameterizedTest
    @EnumSource(Protocol.class)
    void aPassWhenTheSideToMoveHasMovesIsAnIllegalMove(Protocol protocol) {
        try (Session e = Session.start(protocol, command(protocol, "pass"), options())) {
            e.setGame(AFTER_F5);
            assertThatThrownBy(() -> e.bestMove(limit(protocol))).isInstanceOfSatisfying(EngineIllegalMoveException.class,
                    x -> {
                        assertThat(x.move().isPass()).isTrue();
                        assertThat(x.line()).isNotEmpty();
                        assertThat(x.getMessage()).contains(x.line());
                    });
        }
    }

    @ParameterizedTest
    @EnumSource(Protocol.class)
    void anEngineThatExitsMidGameWithoutAWordIsTerminatedWithItsExitStatus(Protocol protocol) throws Exception {
        Session e = Session.start(protocol, command(protocol, "exitmidgame"), options());
        long pid = e.pid();
        GameRecord game = AFTER_F5;
        for (int i = 0; i < 2; i++) {
            e.setGame(game);
            game = game.with(e.bestMove(limit(protocol)).move());
        }
        e.setGame(game);
        assertThatThrownBy(() -> e.bestMove(limit(protocol))).isInstanceOfSatisfying(
                EngineTerminatedException.class, x -> assertThat(x.exitStatus()).hasValue(4));
        assertThat(e.isOpen()).isFalse();
        assertThat(ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)).isFalse();
        e.close();
    }

    @ParameterizedTest
    @EnumSource(Protocol.class)
    void anEngineThatLeavesWhileCommandsAreSentIsTerminatedNotABrokenPipe(Protocol protocol) throws Exception {
        Session e = Session.start(protocol, command(protocol, "leavesmidgame"), options());
        long pid = e.pid();
        e.setGame(AFTER_F5);
        Move first = e.bestMove(limit(protocol)).move();
        GameRecord next = AFTER_F5.with(first);
        // the engine halts on the next line it reads; whichever call notices first says so, typed
        assertThatThrownBy(() -> {
            for (int i = 0; i < 50; i++) {
                e.setGame(next);
                e.bestMove(limit(protocol));
            }
        }).isInstanceOfSatisfying(EngineTerminatedException.class, x -> assertThat(x.exitStatus()).hasValue(5));
        assertThat(e.isOpen()).isFalse();
        assertThat(ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)).isFalse();
        e.close();
    }
}
