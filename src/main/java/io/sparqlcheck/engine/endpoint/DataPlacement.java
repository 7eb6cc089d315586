package io.sparqlcheck.engine.endpoint;

import io.sparqlcheck.model.Dataset;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.UUID;
import java.util.stream.Stream;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * Where a writable endpoint engine's datasets are on the server, and the promise that it drops only
 * what it created. Each dataset is loaded once, into a place the preset's {@link Dialect} makes, and
 * reused while it is among the last {@value #CAPACITY} datasets used (least recently used first
 * out). Every creation is written to a {@link CreatedDataJournal} before the server is asked, and
 * every drop after the server agreed, so a later run against the same endpoint drops exactly what a
 * killed run left ({@link #sweep()}), and nothing else.
 *
 * <p><b>Runs side by side.</b> Each engine is a run with a random tag: its graphs (or namespaces)
 * carry the tag, and its journal is a file of its own, {@code <endpoint>/run-<tag>.journal}, with a
 * {@link RunLease} beside it. The sweep drops only what the journals of dead runs hold, so a run
 * started while another runs against the same endpoint leaves the other's data alone.
 *
 * <p>Not thread-safe; the engine calls it under its own lock.
 */
final class DataPlacement implements Dialect.Places {

	/** How many loaded datasets are kept on the server at once. */
	static final int CAPACITY = 8;

	private final HttpTransport http;
	private final Dialect dialect;
	private final CreatedDataJournal journal;
	/** The liveness mark of this run's journal. */
	private final RunLease lease;
	/** The folder of every run's journal and lease for this endpoint. */
	private final Path runs;
	/** The one journal per endpoint of versions before runs had their own. */
	private final Path legacyJournal;
	/** Names this run's Blazegraph namespaces: the first 12 hex digits of a hash of the query URL, the PID and the JVM's start. */
	private final String runTag;
	/** By content hash, least recently used first. */
	private final LinkedHashMap<String, Target> loaded = new LinkedHashMap<>(16, 0.75f, true);
	private final Set<String> created = new LinkedHashSet<>();
	private boolean swept;
	private long loads;
	/** The dataset of the last query and its content hash: an oracle sends several queries over one dataset object. */
	private Dataset lastData;
	private String lastHash;

	DataPlacement(HttpTransport http, Dialect dialect) {
		this.http = http;
		this.dialect = dialect;
		URI queryUrl = http.settings().queryUrl();
		// random per engine: two runs (or two engines of one JVM) never share a graph, a namespace or a journal
		this.runTag = UUID.randomUUID().toString().replace("-", "").substring(0, 12);
		// one folder per endpoint, whatever the engine is called, so any later run against it finds the leftovers
		String endpoint = "endpoint-" + queryUrl.getHost() + "-" + queryUrl.getPort() + "-" + Integer.toHexString(queryUrl.toString().hashCode());
		this.legacyJournal = http.settings().stateDir().resolve(endpoint + ".journal");
		this.runs = http.settings().stateDir().resolve(endpoint);
		this.journal = new CreatedDataJournal(runs.resolve("run-" + runTag + ".journal"));
		this.lease = new RunLease(runs.resolve("run-" + runTag + ".lease"));
	}

	/** The journal file. */
	Path journalFile() {
		return journal.file();
	}

	/** How many datasets have been loaded so far. */
	long loads() {
		return loads;
	}

	/** The places created and not yet dropped. */
	Set<String> createdData() {
		return Set.copyOf(created);
	}

	/**
	 * Drops what the journal says an earlier run created and did not drop, once per engine.
	 *
	 * @return how many places were dropped
	 */
	int sweep() throws Exception {
		if (swept) {
			return 0;
		}
		int dropped = 0;
		for (Path other : otherJournals()) {
			if (RunLease.alive(other)) {
				continue; // a live run's data is never ours to drop
			}
			CreatedDataJournal dead = new CreatedDataJournal(other);
			try {
				for (String id : dead.outstanding()) {
					Dialect.dropping(dialect, id).drop(http, id);
					dead.dropped(id);
					dropped++;
				}
			} finally {
				dead.compact(); // closes it; what was not dropped stays in it
			}
			Files.deleteIfExists(other);
			Files.deleteIfExists(other.resolveSibling(other.getFileName().toString().replace(".journal", ".lease")));
		}
		swept = true;
		return dropped;
	}

	/** Every journal of this endpoint but this run's: other runs', and the one of the format before runs had their own. */
	private List<Path> otherJournals() throws IOException {
		List<Path> out = new ArrayList<>();
		if (Files.isRegularFile(legacyJournal)) {
			out.add(legacyJournal);
		}
		if (Files.isDirectory(runs)) {
			try (Stream<Path> files = Files.list(runs)) {
				files.filter(p -> p.getFileName().toString().endsWith(".journal") && !p.equals(journal.file())).sorted().forEach(out::add);
			}
		}
		return out;
	}

	/** Where to query the dataset: loaded now unless it is among the last ones used. */
	Target ensureLoaded(Dataset data) throws Exception {
		if (data != lastData) { // by identity: a dataset is immutable, so the same object has the same hash
			lastHash = data.contentHash();
			lastData = data;
		}
		String hash = lastHash;
		Target t = loaded.get(hash);
		if (t != null) {
			return t;
		}
		sweep();
		t = dialect.load(this, hash, data);
		loads++;
		loaded.put(hash, t);
		while (loaded.size() > CAPACITY) {
			String eldest = loaded.keySet().iterator().next();
			Target old = loaded.remove(eldest);
			drop(old.id());
		}
		return t;
	}

	/** Believes nothing loaded any more (the server may have restarted): each dataset is loaded again when next used. */
	void forgetLoaded() {
		loaded.clear();
	}

	/**
	 * Drops every place this engine created; one that cannot be dropped is reported to
	 * {@code couldNotDrop} and stays in the journal for the next run.
	 */
	void dropAll(BiConsumer<String, Exception> couldNotDrop) {
		for (String id : List.copyOf(created)) {
			try {
				drop(id);
			} catch (Exception e) {
				couldNotDrop.accept(id, e);
			}
		}
		journal.compact();
		lease.end();
	}

	/** The run's lease file (for messages and tests). */
	Path leaseFile() {
		return lease.file();
	}

	private void drop(String id) throws Exception {
		Dialect.dropping(dialect, id).drop(http, id);
		created.remove(id);
		loaded.values().removeIf(t -> t.id().equals(id));
		journal.dropped(id);
	}

	// ---- what a dialect may do while it loads ------------------------------------------------

	@Override
	public HttpTransport http() {
		return http;
	}

	@Override
	public String runTag() {
		return runTag;
	}

	@Override
	public boolean isCreated(String id) {
		return created.contains(id);
	}

	@Override
	public void creating(String id) {
		lease.hold();
		journal.created(id);
		created.add(id);
	}

	@Override
	public Set<String> busy() {
		Set<String> busy = new HashSet<>();
		loaded.values().forEach(t -> busy.add(t.id()));
		return busy;
	}

	@Override
	public void forgetUntilRoom() {
		evictUntilRoom();
	}

	@Override
	public List<String> evictUntilRoom() {
		List<String> evicted = new ArrayList<>();
		while (loaded.size() >= CAPACITY) {
			evicted.add(loaded.remove(loaded.keySet().iterator().next()).id());
		}
		return evicted;
	}

	@Override
	public void dropped(List<String> ids) {
		for (String id : ids) {
			created.remove(id);
		}
		journal.dropped(ids);
	}
}
