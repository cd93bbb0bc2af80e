package dev.paohuzi.web.store;

import dev.paohuzi.runtime.io.TextFiles;
import org.eclipse.jgit.api.Git;
import org.eclipse.jgit.api.errors.GitAPIException;
import org.eclipse.jgit.diff.DiffAlgorithm;
import org.eclipse.jgit.diff.DiffFormatter;
import org.eclipse.jgit.diff.EditList;
import org.eclipse.jgit.diff.RawText;
import org.eclipse.jgit.diff.RawTextComparator;
import org.eclipse.jgit.errors.IncorrectObjectTypeException;
import org.eclipse.jgit.errors.LargeObjectException;
import org.eclipse.jgit.errors.MissingObjectException;
import org.eclipse.jgit.lib.ObjectId;
import org.eclipse.jgit.lib.PersonIdent;
import org.eclipse.jgit.lib.Repository;
import org.eclipse.jgit.revwalk.RevCommit;
import org.eclipse.jgit.revwalk.RevWalk;
import org.eclipse.jgit.treewalk.TreeWalk;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Every saved version of the variants folder, kept as a git repository in the folder itself ({@code .git}, Eclipse
 * JGit): each save, rename and delete is a commit with its author and a message, and nothing rewrites one. The
 * working files stay what {@code check} and the pages read; the history is written after each file and read only
 * for the history, a past version and a diff.
 * <p>
 * A file and its commit are two steps, so a server killed between them leaves a file the history has not recorded.
 * {@link #open} records it: whatever the working files hold that the last commit does not (the files of a folder
 * that was not a repository yet, changes made by hand while no server ran, a save killed before its commit) is one
 * commit, so after every start the history ends at the files. A commit itself is safe against a kill (JGit writes
 * objects, then moves the branch in one rename); only its lock files can be left behind, and they are removed.
 */
public final class VariantHistory implements AutoCloseable {
    /** Who made a change, as its commit names them. */
    public record Author(String name) {
        /** The server itself: the files it found at start. */
        public static final Author WORKBENCH = new Author("workbench");
    }

    /**
     * One commit that touched a variant: its id, author, time (an ISO instant) and message, and the file's version
     * after it (the
     * content hash a save sends back), or null when the commit deleted the file.
     */
    public record Version(String commit, String author, String when, String message, String version) {
    }

    /** The most commits a history answer lists, newest first. */
    public static final int MAX_VERSIONS = 500;
    /** A commit id: 4 to 40 hex digits (an abbreviation is looked up). */
    private static final Pattern COMMIT = Pattern.compile("[0-9a-f]{4,40}");
    /** Lock files a killed git write can leave; only this server writes the repository, so none is live at start. */
    private static final List<String> LOCKS = List.of("index.lock", "HEAD.lock", "config.lock");

    private final Git git;

    private VariantHistory(Git git) {
        this.git = git;
    }

    /**
     * The history of {@code files}' folder, made a repository if it is not one yet (its files kept and recorded),
     * with whatever the files hold beyond the last commit recorded. The caller removes interrupted saves' temporary
     * files first ({@link VariantFiles#removeOrphans}), so that none is recorded.
     */
    public static VariantHistory open(VariantFiles files) {
        Path directory = files.directory();
        Git git = null;
        try {
            git = Files.isDirectory(directory.resolve(".git")) ? Git.open(directory.toFile())
                    : Git.init().setDirectory(directory.toFile()).setInitialBranch("main").call();
            removeStaleLocks(git.getRepository().getDirectory().toPath());
            VariantHistory history = new VariantHistory(git);
            history.recordFound();
            return history;
        } catch (IOException | GitAPIException | RuntimeException e) { // JGit's own are runtime exceptions too
            if (git != null) {
                git.close();
            }
            throw failed("cannot open the history of the variants folder", e);
        }
    }

    /** Commits the given files of the folder as they are now (a file that is gone is recorded as deleted). */
    public void record(List<String> fileNames, Author author, String message) {
        try {
            var add = git.add();
            var remove = git.rm().setCached(true);
            boolean added = false;
            boolean removed = false;
            for (String file : fileNames) {
                if (Files.exists(directory().resolve(file))) {
                    add.addFilepattern(file);
                    added = true;
                } else {
                    remove.addFilepattern(file);
                    removed = true;
                }
            }
            if (added) {
                add.call();
            }
            if (removed) {
                remove.call();
            }
            commit(author, message);
        } catch (GitAPIException | RuntimeException e) {
            throw failed("the file is written but its history could not record it; the next start records it", e);
        }
    }

    /** The commits that touched the variant's file, newest first, at most {@link #MAX_VERSIONS}. */
    public List<Version> versions(String name) {
        String path = name + VariantFiles.EXTENSION;
        try {
            if (git.getRepository().resolve("HEAD") == null) {
                return List.of();
            }
            List<Version> versions = new ArrayList<>();
            for (RevCommit commit : git.log().addPath(path).setMaxCount(MAX_VERSIONS).call()) {
                Optional<byte[]> bytes = bytes(commit, path);
                versions.add(new Version(commit.getName(), commit.getAuthorIdent().getName(),
                        commit.getAuthorIdent().getWhenAsInstant().toString(), commit.getFullMessage().strip(),
                        bytes.map(VariantFiles::version).orElse(null)));
            }
            return versions;
        } catch (IOException | GitAPIException e) {
            throw failed("cannot read the history of '" + name + "'", e);
        }
    }

    /** The variant's text as the commit left it; {@code MISSING} when there is no such commit or no such file in it. */
    public String text(String name, String commit) {
        String path = name + VariantFiles.EXTENSION;
        try (RevWalk walk = new RevWalk(git.getRepository())) {
            RevCommit found = walk.parseCommit(resolve(commit));
            byte[] bytes = bytes(found, path).orElseThrow(() -> new StoreException(StoreException.Kind.MISSING,
                    "version " + commit + " has no variant '" + name + "' (the commit deleted it, or came before it)",
                    "GET /api/variants/" + name + "/history lists its versions"));
            return new String(bytes, StandardCharsets.UTF_8);
        } catch (MissingObjectException | IncorrectObjectTypeException e) {
            throw new StoreException(StoreException.Kind.MISSING, "no version '" + commit + "'",
                    "a version is the commit id the history lists");
        } catch (IOException e) {
            throw failed("cannot read version " + commit + " of '" + name + "'", e);
        }
    }

    /** A unified diff of two texts, three lines of context, headed by what each side is. */
    public static String diff(String fromLabel, String from, String toLabel, String to) {
        RawText a = new RawText(from.getBytes(StandardCharsets.UTF_8));
        RawText b = new RawText(to.getBytes(StandardCharsets.UTF_8));
        EditList edits = DiffAlgorithm.getAlgorithm(DiffAlgorithm.SupportedAlgorithm.HISTOGRAM)
                .diff(RawTextComparator.DEFAULT, a, b);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (DiffFormatter formatter = new DiffFormatter(out)) {
            out.write(("--- " + fromLabel + "\n+++ " + toLabel + "\n").getBytes(StandardCharsets.UTF_8));
            formatter.format(edits, a, b);
        } catch (IOException e) {
            throw new IllegalStateException("a diff written to memory cannot fail", e);
        }
        return out.toString(StandardCharsets.UTF_8);
    }

    @Override
    public void close() {
        git.close();
    }

    private Path directory() {
        return git.getRepository().getWorkTree().toPath();
    }

    private void recordFound() throws GitAPIException {
        if (git.status().call().isClean()) {
            return;
        }
        git.add().addFilepattern(".").call();
        git.add().setUpdate(true).addFilepattern(".").call(); // files deleted since the last commit
        commit(Author.WORKBENCH, "Record the files as found at start (changes made outside the workbench, or a save"
                + " interrupted before its commit)");
    }

    private void commit(Author author, String message) throws GitAPIException {
        PersonIdent who = new PersonIdent(author.name(), "");
        git.commit().setAuthor(who).setCommitter(new PersonIdent(Author.WORKBENCH.name(), ""))
                .setMessage(message).setSign(false).setNoVerify(true).call();
    }

    private ObjectId resolve(String commit) throws IOException {
        ObjectId id = COMMIT.matcher(commit).matches() ? git.getRepository().resolve(commit + "^{commit}") : null;
        if (id == null) {
            throw new StoreException(StoreException.Kind.MISSING, "no version '" + commit + "'",
                    "a version is the commit id the history lists");
        }
        return id;
    }

    private Optional<byte[]> bytes(RevCommit commit, String path) throws IOException {
        Repository repository = git.getRepository();
        try (TreeWalk walk = TreeWalk.forPath(repository, path, commit.getTree())) {
            return walk == null ? Optional.empty()
                    : Optional.of(repository.open(walk.getObjectId(0)).getBytes(TextFiles.MAX_BYTES));
        } catch (LargeObjectException e) { // recorded at start from a file put there by hand; never saved so
            throw new StoreException(StoreException.Kind.UNREADABLE, "version " + commit.getName() + " of "
                    + path + " is larger than a variant file may be", "look at it with git in the folder");
        }
    }

    private static void removeStaleLocks(Path gitDirectory) throws IOException {
        for (String lock : LOCKS) {
            Files.deleteIfExists(gitDirectory.resolve(lock));
        }
        Path heads = gitDirectory.resolve("refs").resolve("heads");
        if (Files.isDirectory(heads)) {
            try (Stream<Path> refs = Files.list(heads)) {
                for (Path ref : refs.filter(f -> f.getFileName().toString().endsWith(".lock")).toList()) {
                    Files.delete(ref);
                }
            }
        }
    }

    private static StoreException failed(String message, Exception e) {
        return new StoreException(StoreException.Kind.FAILED, message + " (" + e.getClass().getSimpleName() + ": "
                + e.getMessage() + ")", "check the folder's .git directory and the disk's free space");
    }
}
