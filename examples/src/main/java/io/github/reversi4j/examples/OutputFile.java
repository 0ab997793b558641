package io.github.reversi4j.examples;

import java.io.BufferedOutputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A file the program writes, written so that a failure never destroys or half-writes anything: the
 * bytes go to a temporary file in the target's folder, which is moved over the target (an atomic
 * rename) only when {@link #commit()} is called; {@link #close()} without a commit deletes it, and so
 * does the end of the program (Ctrl-C included). Before anything is written the target is checked:
 * <ul>
 *   <li>an output that is one of the inputs - through any path, symbolic link or hard link - is
 *       refused, {@code --force} or not;</li>
 *   <li>an existing file is replaced only with {@code --force}; a directory, a FIFO or a device never;</li>
 *   <li>a missing folder, or one that is not a folder, is said as such.</li>
 * </ul>
 * A symbolic link as the target is followed: the file it points to is replaced, the link kept.
 */
final class OutputFile implements Closeable {

    /** Temporary files not yet moved into place or deleted: removed when the program ends. */
    private static final Set<Path> PENDING = new LinkedHashSet<>();
    private static boolean hooked;

    private final Path target;
    private final Path shown;
    private final boolean force;
    private final Path temp;
    private final OutputStream out;
    /** Committed or closed: the temporary file is gone (moved or deleted). */
    private final AtomicBoolean done = new AtomicBoolean();

    private OutputFile(Path shown, Path target, boolean force, Path temp, OutputStream out) {
        this.shown = shown;
        this.target = target;
        this.force = force;
        this.temp = temp;
        this.out = out;
    }

    /**
     * Checks a target and opens a temporary file beside it.
     *
     * @param file the file named on the command line
     * @param force whether an existing file may be replaced
     * @param inputs the files this run reads: the target must be none of them
     * @return the pending output
     * @throws UserException (exit status 2) saying why the file may not or cannot be written
     */
    static OutputFile create(Path file, boolean force, Collection<Path> inputs) {
        Path target = check(file, force, inputs);
        Temp t = openTemp(file, target, true);
        return new OutputFile(file, target, force, t.path(), new BufferedOutputStream(t.out(), 1 << 16));
    }

    /** A temporary file beside a target, open for writing. */
    record Temp(Path path, OutputStream out) {
    }

    /**
     * Creates a new temporary file beside a checked target ({@code .NAME.RANDOM.tmp}), with the
     * target's permissions when it exists.
     *
     * @param file the file named on the command line, for messages
     * @param target the checked target ({@link #check})
     * @param cleanUp whether the file is deleted when the program ends and it was not moved into
     *     place; a caller that keeps its own file at a stop passes false
     * @return the file and its stream
     * @throws UserException (exit status 2) when it cannot be created
     */
    static Temp openTemp(Path file, Path target, boolean cleanUp) {
        Path dir = folder(target);
        String name = String.valueOf(target.getFileName());
        SplittableRandom random = new SplittableRandom();
        for (int attempt = 0; ; attempt++) {
            Path temp = dir.resolve("." + name + "." + Long.toHexString(random.nextLong() >>> 16) + ".tmp");
            try {
                OutputStream out = Files.newOutputStream(temp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
                if (cleanUp) {
                    register(temp);
                }
                keepPermissions(target, temp);
                return new Temp(temp, out);
            } catch (FileAlreadyExistsException e) {
                if (attempt > 100) {
                    throw new UserException("cannot write " + file + ": no free temporary name in " + dir);
                }
            } catch (IOException e) {
                throw new UserException(cannotWrite(file, dir, e));
            }
        }
    }

    /**
     * Moves a complete temporary file onto its target, atomically where the file system can.
     *
     * @param temp the temporary file
     * @param target the target, replaced if it exists
     * @throws IOException if it cannot be moved; the target is then as before
     */
    static void moveIntoPlace(Path temp, Path target) throws IOException {
        try {
            Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /**
     * Checks that a file may be written, without writing anything: what a command does before long
     * work (a game to play) whose result would go there.
     *
     * @param file the file named on the command line
     * @param force whether an existing file may be replaced
     * @param inputs the files this run reads
     * @return the file that will be replaced or created: the target of a symbolic link, else the file
     * @throws UserException (exit status 2) saying why the file may not or cannot be written
     */
    static Path check(Path file, boolean force, Collection<Path> inputs) {
        Path target = file;
        try {
            if (Files.isSymbolicLink(file) && Files.exists(file)) {
                target = file.toRealPath();
            }
        } catch (IOException e) {
            throw new UserException(cannotWrite(file, folder(file), e));
        }
        Path dir = folder(target);
        if (!Files.exists(dir)) {
            throw new UserException("cannot write " + file + ": no such folder " + dir);
        }
        if (!Files.isDirectory(dir)) {
            throw new UserException("cannot write " + file + ": " + dir + " is not a folder");
        }
        BasicFileAttributes a;
        try {
            a = Files.readAttributes(target, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        } catch (IOException e) {
            a = null; // no such file: it will be created
        }
        if (a != null) {
            for (Path in : inputs) {
                if (sameFile(target, in)) {
                    throw new UserException(file + " is an input of this command" + (file.equals(in) ? "" : " (" + in + ")")
                            + "; it is never overwritten, --force or not: write to another file");
                }
            }
            if (a.isDirectory()) {
                throw new UserException("cannot write " + file + ": it is a directory");
            }
            if (a.isSymbolicLink()) {
                throw new UserException("cannot write " + file + ": it is a symbolic link to a missing file, and is left as it is");
            }
            if (!a.isRegularFile()) {
                throw new UserException("cannot write " + file + ": it is " + InputFiles.kind(target)
                        + ", not a regular file, and is left as it is");
            }
            if (!force) {
                throw new UserException(file + " exists and would be overwritten (use --force to replace it)");
            }
        }
        if (!Files.isWritable(dir)) {
            throw new UserException("cannot write " + file + ": permission denied in folder " + dir);
        }
        return target;
    }

    /** A replaced file keeps its POSIX permissions (best effort: other file systems keep their defaults). */
    private static void keepPermissions(Path target, Path temp) {
        try {
            if (Files.isRegularFile(target)) {
                Files.setPosixFilePermissions(temp, Files.getPosixFilePermissions(target));
            }
        } catch (IOException | UnsupportedOperationException e) {
            // the temporary file keeps the default permissions
        }
    }

    /** Whether two paths name the same file, through links or not; false when either is missing. */
    static boolean sameFile(Path a, Path b) {
        try {
            return Files.exists(a) && Files.exists(b) && Files.isSameFile(a, b);
        } catch (IOException e) {
            return false;
        }
    }

    /** The folder a file is in. */
    static Path folder(Path file) {
        Path dir = file.toAbsolutePath().getParent();
        return dir == null ? file.toAbsolutePath() : dir;
    }

    /**
     * The stream to write to (buffered); it writes the temporary file.
     *
     * @return the stream, closed by {@link #commit()} or {@link #close()}
     */
    OutputStream stream() {
        return out;
    }

    /** The file named on the command line. */
    Path file() {
        return shown;
    }

    /**
     * Moves the complete file into place.
     *
     * @throws UserException (exit status 2) when it cannot be written or moved; the target is then as before
     */
    void commit() {
        if (done.get()) {
            throw new IllegalStateException("already committed or closed: " + shown);
        }
        boolean moved = false;
        try {
            out.close();
            if (!force && Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
                throw new UserException(shown + " was created while this command ran; it is kept (use --force to replace it)");
            }
            moveIntoPlace(temp, target);
            moved = true;
            done.set(true);
            unregister(temp);
        } catch (IOException e) {
            throw new UserException(cannotWrite(shown, folder(target), e));
        } finally {
            if (!moved) {
                close();
            }
        }
    }

    /** Deletes the temporary file unless it was committed: the target is left as it was. */
    @Override
    public void close() {
        if (!done.compareAndSet(false, true)) {
            return;
        }
        try {
            out.close();
        } catch (IOException e) {
            // the file is deleted below anyway
        }
        try {
            Files.deleteIfExists(temp);
        } catch (IOException e) {
            // left for the exit hook
            return;
        }
        unregister(temp);
    }

    /**
     * Writes a whole text file atomically, in UTF-8.
     *
     * @param file the file named on the command line
     * @param text its content
     * @param force whether an existing file may be replaced
     * @param inputs the files this run reads
     */
    static void writeString(Path file, String text, boolean force, Collection<Path> inputs) {
        try (OutputFile f = create(file, force, inputs)) {
            try {
                f.stream().write(text.getBytes(StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw new UserException(cannotWrite(file, folder(file), e));
            }
            f.commit();
        }
    }

    /** A failed write, in words. */
    static String cannotWrite(Path file, Path dir, IOException e) {
        if (e instanceof AccessDeniedException) {
            return "cannot write " + file + ": permission denied in folder " + dir;
        }
        return "cannot write " + file + ": " + reason(e) + "; nothing was written";
    }

    /** The reason of a failure, without the file name a {@link FileSystemException} repeats. */
    static String reason(IOException e) {
        if (e instanceof NoSuchFileException) {
            return "no such file";
        }
        String reason = e instanceof FileSystemException && ((FileSystemException) e).getReason() != null
                ? ((FileSystemException) e).getReason() : e.getMessage();
        if (reason == null || reason.isBlank()) {
            reason = e.getClass().getSimpleName();
        }
        return reason;
    }

    private static synchronized void register(Path temp) {
        if (!hooked) {
            hooked = true;
            Runtime.getRuntime().addShutdownHook(new Thread(OutputFile::deletePending, "reversi-temp-files"));
        }
        PENDING.add(temp);
    }

    private static synchronized void unregister(Path temp) {
        PENDING.remove(temp);
    }

    private static synchronized void deletePending() {
        for (Path p : PENDING) {
            try {
                Files.deleteIfExists(p);
            } catch (IOException e) {
                // nothing more can be done while exiting
            }
        }
        PENDING.clear();
    }
}
