package io.github.reversi4j.spark;

import org.apache.spark.sql.connector.write.WriterCommitMessage;

/** What a task that wrote games reports at its commit: its file under the job's temporary folder, and its counts. */
final class TaskFile implements WriterCommitMessage {

    private static final long serialVersionUID = 1L;

    private final String temporary;
    private final String name;
    private final long written;
    private final long skipped;

    /**
     * @param temporary the task's file, or null when it wrote no game (and so left no file)
     * @param name the file's name in the output folder
     */
    TaskFile(String temporary, String name, long written, long skipped) {
        this.temporary = temporary;
        this.name = name;
        this.written = written;
        this.skipped = skipped;
    }

    String temporary() {
        return temporary;
    }

    String name() {
        return name;
    }

    long written() {
        return written;
    }

    long skipped() {
        return skipped;
    }
}
