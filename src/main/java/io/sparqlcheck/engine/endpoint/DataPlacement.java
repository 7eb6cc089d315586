package io.sparqlcheck.engine.endpoint;

import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.Triple;

import java.net.URI;
import java.nio.file.Path;
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
 * <p>Not thread-safe; the engine calls it under its own lock.
 */
final class DataPlacement implements Dialect.Places {

	/** How many loaded datasets are kept on the server at once. */
	static final int CAPACITY = 8;

	private final HttpTransport http;
	private final Dialect dialect;
	private final CreatedDataJournal journal;
	/** Names this run's Blazegraph namespaces: the first 12 hex digits of a hash of the query URL, the PID and the JVM's start. */
	private final String runTag;
	/** By content hash, least recently used first. */
	private final LinkedHashMap<String, Target> loaded = new LinkedHashMap<>(16, 0.75f, true);
	private final Set<String> created = new LinkedHashSet<>();
	private boolean swept;
	private long loads;

	DataPlacement(HttpTransport http, Dialect dialect) {
		this.http = http;
		this.dialect = dialect;
		URI queryUrl = http.settings().queryUrl();
		this.runTag = Dataset.of(new Triple(new Iri("urn:sparqlcheck:run"), new Iri("urn:sparqlcheck:url"),
			Literal.string(queryUrl + " " + ProcessHandle.current().pid() + " "
			+ ProcessHandle.current().info().startInstant().map(Object::toString).orElse(""))))
			.contentHash().substring(0, 12);
		// one journal per endpoint, whatever the engine is called, so any later run against it finds the leftovers
		String journalName = "endpoint-" + queryUrl.getHost() + "-" + queryUrl.getPort() + "-"
			+ Integer.toHexString(queryUrl.toString().hashCode()) + ".journal";
		this.journal = new CreatedDataJournal(http.settings().stateDir().resolve(journalName));
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
		Set<String> leftovers = journal.outstanding();
		leftovers.removeAll(created);
		for (String id : leftovers) {
			drop(id);
		}
		swept = true;
		journal.compact();
		return leftovers.size();
	}

	/** Where to query the dataset: loaded now unless it is among the last ones used. */
	Target ensureLoaded(Dataset data) throws Exception {
		String hash = data.contentHash();
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
		while (loaded.size() >= CAPACITY) {
			loaded.remove(loaded.keySet().iterator().next());
		}
	}
}
