package io.sparqlcheck.engine;

import io.sparqlcheck.model.Dataset;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * A small least-recently-used map from datasets to an engine's loaded form of them, so that the
 * queries of one oracle, and the many cases of a shrink run that share data, load each distinct
 * dataset once. Not thread-safe; engines call it under their own lock.
 *
 * @param <T> the engine's loaded form
 */
public final class DatasetCache<T> {

	private final Map<Dataset, T> entries;
	private final java.util.function.Consumer<T> discard;
	private long loads;
	// The queries of one oracle instance pass the same Dataset object: answer those without hashing it.
	private Dataset lastKey;
	private T lastValue;

	public DatasetCache(int capacity) {
		this(capacity, loaded -> { });
	}

	/**
	 * A cache that hands every loaded form it lets go of (the least recently used one past capacity,
	 * or all of them on {@link #clear}) to {@code discard}: an on-disk store closes and deletes its folder.
	 */
	public DatasetCache(int capacity, java.util.function.Consumer<T> discard) {
		this.discard = discard;
		this.entries = new LinkedHashMap<>(16, 0.75f, true) {
			@Override
			protected boolean removeEldestEntry(Map.Entry<Dataset, T> eldest) {
				if (size() > capacity) {
					if (eldest.getKey() == lastKey) {
						lastKey = null;
						lastValue = null;
					}
					discard.accept(eldest.getValue());
					return true;
				}
				return false;
			}
		};
	}

	/** The loaded form of the dataset, loading it (once) if it is not held. */
	public T get(Dataset data, Function<Dataset, T> loader) {
		if (data == lastKey) {
			return lastValue;
		}
		T loaded = entries.get(data);
		if (loaded == null) {
			loaded = loader.apply(data);
			loads++;
			entries.put(data, loaded);
		}
		lastKey = data;
		lastValue = loaded;
		return loaded;
	}

	/** How many loads this cache has made: the benchmark's "loads per distinct dataset". */
	public long loads() {
		return loads;
	}

	/** Lets go of every loaded form (each handed to the discard). */
	public void clear() {
		entries.values().forEach(discard);
		entries.clear();
		lastKey = null;
		lastValue = null;
	}
}
