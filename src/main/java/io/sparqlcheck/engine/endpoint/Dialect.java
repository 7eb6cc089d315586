package io.sparqlcheck.engine.endpoint;

import io.sparqlcheck.model.Dataset;

import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * What differs between the SPARQL servers sparqlcheck talks to, as far as the endpoint engine is
 * concerned: how a dataset is loaded into a place of the engine's own and how queries are scoped to
 * it, how such a place is dropped, and where the server's version is read. Everything else (the
 * protocol, the result formats, the failures) is the same for every server.
 *
 * <p>Each {@link Preset} is constructed with its dialect and is the only way to one, so the engine
 * asks its preset's dialect and never which preset it has. Dialects are stateless and shared by
 * every engine of their preset: what an engine knows (its transport, its record of what it created)
 * is handed to each call.
 */
sealed interface Dialect permits NamedGraphDialect, BlazegraphDialect {

	/**
	 * What a dialect may see and do of the engine's data placement while it loads a dataset. Calls
	 * come under the engine's lock.
	 */
	interface Places {

		/** The engine's transport. */
		HttpTransport http();

		/** Names this run's places where they must not collide with another run's on the same server. */
		String runTag();

		/** Whether the engine created this place and has not dropped it. */
		boolean isCreated(String id);

		/** Records that the engine is creating this place: journalled, and flushed, before the server is asked. */
		void creating(String id);

		/** The places that hold the datasets loaded now. */
		Set<String> busy();

		/** Forgets the least recently used datasets, without dropping their places, until one more fits. */
		void forgetUntilRoom();

		/**
		 * Forgets the least recently used datasets until one more fits, and returns their places, which
		 * the caller drops (and then reports with {@link #dropped}); a place not reported dropped stays
		 * created, and is dropped at the end of the run or by the next one.
		 */
		List<String> evictUntilRoom();

		/** Records that the server dropped these places: journalled after the server agreed. */
		void dropped(List<String> ids);
	}

	/**
	 * Puts the dataset on the server, in a place this engine creates (recorded through
	 * {@link Places#creating} before it is written) or reuses, replacing whatever was there.
	 *
	 * @param hash the dataset's content hash
	 * @return where queries over the dataset go
	 */
	Target load(Places places, String hash, Dataset data) throws IOException;

	/** Whether {@code id} names a place this dialect creates, and so knows how to drop. */
	boolean creates(String id);

	/** Removes the place {@code id} from the server; one already gone is not an error. */
	void drop(HttpTransport http, String id) throws IOException;

	/** What this kind of server cannot store (a load of it breaks the store); none unless a dialect says. */
	default io.sparqlcheck.engine.StoreLimits storeLimits() {
		return io.sparqlcheck.engine.StoreLimits.NONE;
	}

	/** The server's version where it tells it better than its {@code Server} header; empty to keep the header. */
	Optional<String> version(HttpTransport http);

	/** Whether each dataset lives in a namespace of its own written through the query URL, so no update URL is needed. */
	boolean namespacePerDataset();

	/**
	 * The dialect that drops {@code id}: {@code own} if it created it, else the first preset's that
	 * does, since a journal from an earlier run may name a place another preset made at the same URL.
	 *
	 * @throws IllegalStateException if no dialect creates such ids
	 */
	static Dialect dropping(Dialect own, String id) {
		if (own.creates(id)) {
			return own;
		}
		for (Preset p : Preset.values()) {
			if (p.dialect().creates(id)) {
				return p.dialect();
			}
		}
		throw new IllegalStateException("not an id this engine creates: " + id);
	}
}
