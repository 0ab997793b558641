package io.github.reversi4j.notation.internal.shared;

import io.github.reversi4j.notation.Location;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.ProblemKind;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Map;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The care every {@code Path} form of the library takes with files, in one place.
 *
 * <p>Reading: only a regular file (through links) is opened, so that a FIFO cannot block a reader
 * and a device such as {@code /dev/zero} cannot feed one forever; while a reader of the library holds
 * a file open, no writer of the library writes over it.
 *
 * <p>Writing ({@link Target}): a directory, a device, a FIFO or a socket is refused and left as it is;
 * a symbolic link is written through (the file it names is replaced, the link kept; a link to nothing
 * is refused); the bytes go to a new temporary file in the target's own folder, which takes the
 * permissions of the file it replaces, and is moved over it atomically when complete, or deleted.
 */
public final class FileSafety {

    /** The files that readers of the library hold open, by file key, with how many readers hold each. */
    private static final Map<Object, Integer> OPEN_INPUTS = new ConcurrentHashMap<>();

    private FileSafety() {
    }

    /**
     * Opens a file for reading, if it is a regular file, and notes it as an input until the stream is
     * closed.
     *
     * @param file the file; a link is followed
     * @param at the file's location, for errors
     * @return the stream; closing it closes the file and forgets it as an input
     * @throws NotationException of kind {@link ProblemKind#IO} if the file is missing, unreadable, or
     *     no regular file
     */
    public static InputStream openInput(Path file, Location at) throws NotationException {
        BasicFileAttributes a;
        try {
            a = Files.readAttributes(file, BasicFileAttributes.class);
        } catch (IOException e) {
            throw cannot("read", at, e);
        }
        if (!a.isRegularFile()) {
            throw new NotationException(at, ProblemKind.IO, "cannot read " + file + ": it is " + kind(a)
                    + ", not a regular file; only regular files are read from a path (give a stream to read anything else)");
        }
        Object key = key(file, a);
        InputStream in;
        try {
            in = Files.newInputStream(file);
        } catch (IOException e) {
            throw cannot("read", at, e);
        }
        OPEN_INPUTS.merge(key, 1, Integer::sum);
        return new java.io.FilterInputStream(in) {
            private boolean closed;

            @Override
            public void close() throws IOException {
                if (!closed) {
                    closed = true;
                    OPEN_INPUTS.computeIfPresent(key, (k, n) -> n <= 1 ? null : n - 1);
                }
                super.close();
            }
        };
    }

    /**
     * Checks that a file is regular, as {@link #openInput} would, without opening it.
     *
     * @param file the file
     * @param at the file's location, for errors
     * @throws NotationException of kind {@link ProblemKind#IO} if it is missing or no regular file
     */
    public static void checkInput(Path file, Location at) throws NotationException {
        BasicFileAttributes a;
        try {
            a = Files.readAttributes(file, BasicFileAttributes.class);
        } catch (IOException e) {
            throw cannot("read", at, e);
        }
        if (!a.isRegularFile()) {
            throw new NotationException(at, ProblemKind.IO, "cannot read " + file + ": it is " + kind(a)
                    + ", not a regular file; only regular files are read from a path (give a stream to read anything else)");
        }
    }

    private static Object key(Path file, BasicFileAttributes a) {
        if (a.fileKey() != null) {
            return a.fileKey();
        }
        try {
            return file.toRealPath();
        } catch (IOException e) {
            return file.toAbsolutePath().normalize();
        }
    }

    private static String kind(BasicFileAttributes a) {
        return a.isDirectory() ? "a directory" : a.isSymbolicLink() ? "a symbolic link to nothing"
                : "a device, a FIFO or a socket";
    }

    private static NotationException cannot(String what, Location at, IOException e) {
        String reason = e instanceof NoSuchFileException ? "no such file" : e.getMessage();
        return new NotationException(at, ProblemKind.IO, "cannot " + what + ": " + reason, e);
    }

    /**
     * A file written whole under a temporary name in its target's folder, then moved over the target.
     * The caller writes {@link Target#temporary()}, then calls {@link Target#commit()} or {@link Target#abandon}.
     */
    public static final class Target {
        private final Path file;
        private final Path target;
        private final Path temporary;
        private final Location at;

        private Target(Path file, Path target, Path temporary, Location at) {
            this.file = file;
            this.target = target;
            this.temporary = temporary;
            this.at = at;
        }

        /**
         * Returns the file a path to write names: the file a symbolic link names, else the path.
         *
         * @param file the path
         * @return the file replaced or created when the path is written
         */
        public static Path resolved(Path file) {
            if (Files.isSymbolicLink(file) && Files.exists(file)) {
                try {
                    return file.toRealPath();
                } catch (IOException e) {
                    return file;
                }
            }
            return file;
        }

        /**
         * Checks a path and makes the temporary file beside what it names.
         *
         * @param file the path to write
         * @param at the path's location, for errors
         * @return the target
         * @throws NotationException of kind {@link ProblemKind#IO} when the path may not or cannot be written
         */
        public static Target of(Path file, Location at) throws NotationException {
            Objects.requireNonNull(file, "file");
            Path target = file;
            if (Files.isSymbolicLink(file)) {
                if (!Files.exists(file)) {
                    throw new NotationException(at, ProblemKind.IO, "cannot write " + file
                            + ": it is a symbolic link to a missing file, and is left as it is");
                }
                try {
                    target = file.toRealPath();
                } catch (IOException e) {
                    throw cannot("write " + file, at, e);
                }
            }
            BasicFileAttributes a = null;
            try {
                a = Files.readAttributes(target, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
            } catch (IOException e) {
                // no such file: it will be created
            }
            if (a != null) {
                if (!a.isRegularFile()) {
                    throw new NotationException(at, ProblemKind.IO, "cannot write " + file + ": it is " + kind(a)
                            + ", not a regular file, and is left as it is");
                }
                if (OPEN_INPUTS.containsKey(key(target, a))) {
                    throw new NotationException(at, ProblemKind.IO, "cannot write " + file + ": a reader of this"
                            + " program has it open; an input is never written over");
                }
            }
            Path dir = target.toAbsolutePath().getParent();
            if (dir == null || target.getFileName() == null) {
                throw new NotationException(at, ProblemKind.IO, "cannot write " + file + ": not a file");
            }
            if (!Files.isDirectory(dir)) {
                throw new NotationException(at, ProblemKind.IO, "cannot write " + file + ": no such folder " + dir);
            }
            String name = String.valueOf(target.getFileName());
            SplittableRandom random = new SplittableRandom();
            for (int attempt = 0; ; attempt++) {
                Path temp = dir.resolve("." + name + "." + Long.toHexString(random.nextLong() >>> 16) + ".tmp");
                try {
                    Files.newOutputStream(temp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE).close();
                } catch (FileAlreadyExistsException e) {
                    if (attempt < 100) {
                        continue;
                    }
                    throw cannot("write " + file, at, e);
                } catch (IOException e) {
                    throw cannot("write " + file, at, e);
                }
                if (a != null) {
                    try {
                        Files.setPosixFilePermissions(temp, Files.getPosixFilePermissions(target));
                    } catch (IOException | UnsupportedOperationException e) {
                        // a file system without POSIX permissions keeps its defaults
                    }
                }
                return new Target(file, target, temp, at);
            }
        }

        /**
         * Returns the temporary file to write.
         *
         * @return the file, empty when made
         */
        public Path temporary() {
            return temporary;
        }

        /**
         * Returns the file that the path names: the file itself, or the file its link names.
         *
         * @return the file replaced or created
         */
        public Path target() {
            return target;
        }

        /**
         * Moves the complete temporary file over the target, atomically where the file system can.
         *
         * @throws NotationException of kind {@link ProblemKind#IO} if it cannot be moved; the target is
         *     then as it was and the temporary file is deleted
         */
        public void commit() throws NotationException {
            try {
                try {
                    Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
                } catch (AtomicMoveNotSupportedException e) {
                    Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING);
                }
            } catch (IOException e) {
                NotationException n = cannot("write " + file, at, e);
                abandon(n);
                throw n;
            }
        }

        /**
         * Deletes the temporary file: the target is left as it was.
         *
         * @param failure the failure that the deletion's own failure is added to, or null
         */
        public void abandon(Throwable failure) {
            try {
                Files.deleteIfExists(temporary);
            } catch (IOException e) {
                if (failure != null) {
                    failure.addSuppressed(e);
                }
            }
        }
    }
}
