package io.github.reversi4j.examples;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * The checks every file the program reads goes through before any work starts, each failure said in
 * its own words: missing, a directory, not a regular file (a FIFO, a socket, a device), unreadable.
 */
final class InputFiles {

    /**
     * The file key of the program's standard output when it is a regular file ({@code > F},
     * {@code >> F}), else null: an input with the same key would be read while it grows or after it
     * was emptied.
     */
    private static volatile Object standardOutput;

    private InputFiles() {
    }

    /**
     * Notes the file the process's standard output goes to, if it is a regular file; {@link Reversi#main}
     * calls it once, before any command runs.
     */
    static void noteStandardOutput() {
        standardOutput = regularFileKey(Path.of("/dev/stdout")).orElse(null);
    }

    /** A file's key when it is a regular file whose platform gives keys. */
    static java.util.Optional<Object> regularFileKey(Path file) {
        try {
            BasicFileAttributes a = Files.readAttributes(file, BasicFileAttributes.class);
            return a.isRegularFile() ? java.util.Optional.ofNullable(a.fileKey()) : java.util.Optional.empty();
        } catch (IOException | RuntimeException e) {
            return java.util.Optional.empty();
        }
    }

    /**
     * Refuses an input that is the file the standard output goes to ({@code reversi solve F >> F} would
     * read its own answers for ever, {@code > F} has emptied it already).
     *
     * @param file the input, as named on the command line ({@code -} for the standard input)
     * @throws UserException (exit status 2) when it is that file
     */
    static void checkNotStandardOutput(Path file) {
        Object out = standardOutput;
        if (out == null) {
            return;
        }
        boolean stdin = file.toString().equals("-");
        if (out.equals(regularFileKey(stdin ? Path.of("/dev/stdin") : file).orElse(null))) {
            throw new UserException("the standard output goes to " + (stdin ? "the file the standard input reads" : file)
                    + ", an input of this command; an input is never written over: redirect the output to another file");
        }
    }

    /**
     * Checks that a file can be read as a record file.
     *
     * @param file the file named on the command line
     * @throws UserException (exit status 2) saying what is wrong with it
     */
    static void check(Path file) {
        BasicFileAttributes a;
        try {
            a = Files.readAttributes(file, BasicFileAttributes.class);
        } catch (IOException e) {
            throw new UserException(describe(file, e));
        }
        if (a.isDirectory()) {
            throw new UserException(file + " is a directory, not a file");
        }
        if (!a.isRegularFile()) {
            throw new UserException(file + " is not a regular file (" + kind(file) + "); give a file");
        }
        if (!Files.isReadable(file)) {
            throw new UserException("cannot read " + file + ": permission denied");
        }
        checkNotStandardOutput(file);
    }

    /** What a file that is neither a regular file nor a directory is, from its POSIX mode when the platform gives it. */
    static String kind(Path file) {
        try {
            int mode = (Integer) Files.getAttribute(file, "unix:mode", LinkOption.NOFOLLOW_LINKS);
            switch (mode & 0xF000) {
                case 0x1000:
                    return "a FIFO";
                case 0xC000:
                    return "a socket";
                case 0x2000:
                    return "a character device";
                case 0x6000:
                    return "a block device";
                default:
                    break;
            }
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException | ClassCastException e) {
            // no POSIX mode: the generic words below
        }
        return "a FIFO, socket or device";
    }

    /** An I/O failure on a file, in words: what happened to which file, never "cannot read" for a write. */
    static String describe(Path file, IOException e) {
        if (e instanceof NoSuchFileException) {
            return "no such file: " + file;
        }
        if (e instanceof AccessDeniedException) {
            return "cannot read " + file + ": permission denied";
        }
        if (e instanceof NotDirectoryException) {
            return "no such file: " + file + " (a folder on its path is a file)";
        }
        if (e instanceof FileAlreadyExistsException) {
            return file + " exists";
        }
        if (e instanceof FileSystemException && ((FileSystemException) e).getReason() != null) {
            return "cannot read " + file + ": " + ((FileSystemException) e).getReason();
        }
        return "cannot read " + file + ": " + e.getMessage();
    }
}
