package io.sparqlcheck.engine;

import io.sparqlcheck.model.Dataset;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * An in-process engine's work on the datasets and query texts it is about to be asked about, done
 * ahead on another thread: a campaign's case feed loads each case's data and parses each of its
 * queries ({@link Engine#prepareAhead}) while the campaign's thread runs the queries of earlier
 * cases, and {@link Engine#select} then takes what is ready instead of doing it again. It is the
 * same load and the same parse, made by the same library from the same text, so what select
 * returns does not depend on whether the work was done ahead; only when it was done.
 *
 * <p>Entries are kept in the order offered (a campaign's seed order) and found by the identity of
 * their {@link Dataset}, the very object the campaign then checks: no dataset is hashed or compared.
 * When select finds an entry, the entries offered before it are dropped (their cases were voided
 * or ended early by an engine failure); a dataset that was never offered (a shrink's) finds
 * nothing and drops nothing. Past {@code capacity} entries the oldest goes. A loaded form that
 * select never took is handed to {@code discard} (RDF4J shuts its store down).
 *
 * <p>Thread-safe: one thread offers (the feed's), another takes (the campaign's); loading and
 * parsing run outside the lock, so select waits for neither.
 *
 * @param <D> the engine's loaded form of a dataset
 * @param <Q> the engine's parsed form of a query
 */
public final class AheadWork<D, Q> {

	/** One dataset's work: its loaded form until select takes it, and its parsed queries until each is taken. */
	private static final class Entry<D, Q> {
		final Dataset data;
		D loaded;
		final Map<String, Q> queries = new HashMap<>();

		Entry(Dataset data) {
			this.data = data;
		}
	}

	private final int capacity;
	private final Consumer<D> discard;
	private final ArrayDeque<Entry<D, Q>> entries = new ArrayDeque<>();
	/** How many loaded forms and parsed queries select has taken: what tests and benchmarks read. */
	private long taken;

	/**
	 * @param capacity how many datasets' work to hold at most (more than a feed runs ahead)
	 * @param discard  what to do with a loaded form nobody took (nothing for garbage-collected ones)
	 */
	public AheadWork(int capacity, Consumer<D> discard) {
		this.capacity = capacity;
		this.discard = discard;
	}

	/**
	 * Loads the dataset (unless an entry for it holds or held its load) and parses each query not yet
	 * held for it. A load or parse that throws is simply not kept: select then does it itself and
	 * reports its failure as it always has. Never throws.
	 */
	public void offer(Dataset data, List<String> queries, Function<Dataset, D> load, Function<String, Q> parse) {
		Entry<D, Q> entry;
		boolean fresh;
		synchronized (this) {
			entry = find(data);
			fresh = entry == null;
			if (fresh) {
				entry = new Entry<>(data);
			}
		}
		D loaded = null;
		if (fresh) {
			try {
				loaded = load.apply(data);
			} catch (RuntimeException | StackOverflowError e) {
				// select loads it again and reports the failure
			}
		}
		Map<String, Q> parsed = new HashMap<>();
		for (String text : queries) {
			if (parsed.containsKey(text)) {
				continue;
			}
			synchronized (this) {
				if (entry.queries.containsKey(text)) {
					continue;
				}
			}
			try {
				parsed.put(text, parse.apply(text));
			} catch (RuntimeException | StackOverflowError e) {
				// select parses it again and reports the rejection
			}
		}
		List<D> dropped = new java.util.ArrayList<>();
		synchronized (this) {
			entry.queries.putAll(parsed);
			if (fresh) {
				entry.loaded = loaded;
				entries.addLast(entry);
				while (entries.size() > capacity) {
					Entry<D, Q> old = entries.removeFirst();
					if (old.loaded != null) {
						dropped.add(old.loaded);
					}
				}
			}
		}
		dropped.forEach(discard);
	}

	/**
	 * The dataset's loaded form made ahead, handed over once (select owns it from then on), or null
	 * if none is held. Finding the dataset drops the entries offered before it.
	 */
	public D takeLoaded(Dataset data) {
		List<D> dropped = new java.util.ArrayList<>();
		D loaded;
		synchronized (this) {
			Entry<D, Q> entry = reach(data, dropped);
			if (entry == null) {
				return null;
			}
			loaded = entry.loaded;
			entry.loaded = null;
			taken += loaded == null ? 0 : 1;
		}
		dropped.forEach(discard);
		return loaded;
	}

	/** The query parsed ahead for this dataset, handed over once, or null if none is held. */
	public Q takeQuery(Dataset data, String text) {
		List<D> dropped = new java.util.ArrayList<>();
		Q parsed;
		synchronized (this) {
			Entry<D, Q> entry = reach(data, dropped);
			parsed = entry == null ? null : entry.queries.remove(text);
			taken += parsed == null ? 0 : 1;
		}
		dropped.forEach(discard);
		return parsed;
	}

	/** How many datasets' work is held. */
	public synchronized int size() {
		return entries.size();
	}

	/** How many loaded forms and parsed queries were taken so far: the work ahead that was of use. */
	public synchronized long taken() {
		return taken;
	}

	/** Drops everything held, discarding loaded forms nobody took. */
	public void clear() {
		List<D> dropped = new java.util.ArrayList<>();
		synchronized (this) {
			for (Entry<D, Q> e : entries) {
				if (e.loaded != null) {
					dropped.add(e.loaded);
				}
			}
			entries.clear();
		}
		dropped.forEach(discard);
	}

	private Entry<D, Q> find(Dataset data) {
		for (Entry<D, Q> e : entries) {
			if (e.data == data) {
				return e;
			}
		}
		return null;
	}

	/** The dataset's entry, after dropping (into {@code dropped}) every entry offered before it; null if none. */
	private Entry<D, Q> reach(Dataset data, List<D> dropped) {
		Entry<D, Q> head = entries.peekFirst();
		if (head != null && head.data == data) {
			return head;
		}
		if (find(data) == null) {
			return null;
		}
		for (Iterator<Entry<D, Q>> it = entries.iterator(); it.hasNext(); ) {
			Entry<D, Q> e = it.next();
			if (e.data == data) {
				return e;
			}
			it.remove();
			if (e.loaded != null) {
				dropped.add(e.loaded);
			}
		}
		throw new IllegalStateException("unreachable: the entry was found");
	}
}
