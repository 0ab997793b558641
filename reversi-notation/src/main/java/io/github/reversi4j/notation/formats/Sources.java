package io.github.reversi4j.notation.formats;

import io.github.reversi4j.notation.internal.shared.FileSafety;
import io.github.reversi4j.notation.internal.shared.ReadOnce;

import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.GameReader;
import io.github.reversi4j.notation.GameVisitor;
import io.github.reversi4j.notation.Location;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.Problem;
import io.github.reversi4j.notation.ProblemKind;
import java.io.FilterInputStream;
import java.io.FilterReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The stream ownership rule in one place: what the caller opened stays open (the readers see it
 * through a view whose {@code close} does nothing), what a {@code Path} form opened is closed by the
 * reader's or writer's own {@code close}, and a file written at a path appears only when finished.
 */
final class Sources {

    private Sources() {
    }

    /** A view of the caller's stream that the reader may close without closing the stream. */
    static InputStream borrowed(InputStream in) {
        return new FilterInputStream(in) {
            @Override
            public void close() {
                // the caller owns the stream
            }
        };
    }

    /** A view of the caller's reader that the game reader may close without closing it. */
    static Reader borrowed(Reader in) {
        return new FilterReader(in) {
            @Override
            public void close() {
                // the caller owns the reader
            }
        };
    }

    /** A reader of a file it opened itself: its close closes the file. Read once, as every reader. */
    static final class Owning implements GameReader {
        private final GameReader games;
        private final InputStream file;
        private final String name;
        private final ReadOnce once = new ReadOnce();

        Owning(GameReader games, InputStream file, String name) {
            this.games = games;
            this.file = file;
            this.name = name;
        }

        @Override
        public boolean next(GameVisitor visitor) {
            return games.next(visitor);
        }

        @Override
        public List<Problem> sourceProblems() {
            return games.sourceProblems();
        }

        @Override
        public java.util.Iterator<CheckedGame> iterator() {
            once.claim();
            return GameReader.super.iterator();
        }

        @Override
        public void close() {
            try {
                games.close();
            } finally {
                try {
                    file.close();
                } catch (IOException e) {
                    throw new NotationException(Location.of(name), ProblemKind.IO, "cannot close: " + e.getMessage(), e);
                }
            }
        }
    }

    /** A file written beside its target under a temporary name, moved into place when finished ({@link FileSafety}). */
    static final class Target {
        final FileSafety.Target file;
        final OutputStream out;

        Target(Path target, Location at) throws NotationException {
            this.file = FileSafety.Target.of(target, at);
            try {
                this.out = Files.newOutputStream(file.temporary());
            } catch (IOException e) {
                file.abandon(e);
                throw new NotationException(at, ProblemKind.IO, "cannot write: " + e.getMessage(), e);
            }
        }

        /** Closes the temporary file, then moves it over the target, or deletes it when nothing is kept. */
        void finish(boolean keep) throws IOException {
            try {
                out.close();
            } catch (IOException e) {
                file.abandon(e);
                throw e;
            }
            if (keep) {
                file.commit();
            } else {
                file.abandon(null);
            }
        }
    }
}
