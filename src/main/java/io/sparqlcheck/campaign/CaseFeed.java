package io.sparqlcheck.campaign;

import io.sparqlcheck.arbitraries.CaseArbitrary;
import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.Preconditions;

import java.math.BigInteger;
import java.security.MessageDigest;
import java.util.List;
import java.util.PrimitiveIterator;
import java.util.Set;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Lock;

/**
 * The cases of a campaign's seeds, in seed order, each with the per-case work that depends on the
 * case alone done once: its fingerprint, its construct keys and its §3.4 preconditions (one Jena
 * parse). With a depth above zero that work runs ahead on a thread of its own, up to {@code depth}
 * cases ahead, so that it overlaps the engines' queries on the campaign's thread; with depth zero it
 * runs on the caller's thread when asked. Either way {@link #next} returns the same values in the
 * same order, since each is a function of its seed alone: a campaign's summary, fingerprint and
 * candidates do not depend on the depth ({@code CaseFeedTests} runs both and compares).
 *
 * <p>jqwik's stores are one unsynchronised repository per JVM, so the feed's thread generates only
 * while it holds {@code jqwik}, and the campaign holds the same lock while it shrinks (the only
 * other use of jqwik during a campaign).
 */
final class CaseFeed implements AutoCloseable {

	/**
	 * One case and what was derived from it: its fingerprint and the summand it adds to the
	 * campaign's fingerprint ({@link Fingerprint#term}), its construct keys, its preconditions; and
	 * each check that runs on it has been told to {@link io.sparqlcheck.oracle.Oracle#prepare} it.
	 */
	record Prepared(long seed, SparqlCase sparqlCase, String fingerprint, BigInteger fingerprintTerm, Set<String> constructs,
					Preconditions preconditions) {
		static Prepared of(CaseArbitrary cases, List<Check> checks, MessageDigest digest, long seed) {
			SparqlCase c = cases.caseForSeed(seed);
			String fingerprint = c.fingerprint();
			Preconditions preconditions = Preconditions.of(c);
			for (Check check : checks) {
				if (preconditions.voided(check.type()).isEmpty()) {
					check.oracle().prepare(c); // right after the preconditions: Jena's parse of the filtered query is reused
				}
			}
			return new Prepared(seed, c, fingerprint, Fingerprint.term(digest, seed, fingerprint), ConstructCoverage.keys(c.pattern()),
				preconditions);
		}
	}

	/** What the feed's thread hands over when generation itself threw. */
	private record Broken(RuntimeException error) {
	}

	private static final Object END = new Object();

	private final CaseArbitrary cases;
	private final List<Check> checks;
	/** The feed's own digest (used on one thread only: the feed's, or the caller's with depth zero). */
	private final MessageDigest digest = Fingerprint.sha256();
	private final PrimitiveIterator.OfLong seeds;
	private final BlockingQueue<Object> queue;
	private final Thread worker;
	private volatile boolean stopped;
	private boolean ended;

	private CaseFeed(CaseArbitrary cases, List<Check> checks, SeedRange range, int depth, Lock jqwik) {
		this.cases = cases;
		this.checks = List.copyOf(checks);
		this.seeds = range.seeds().iterator();
		this.queue = depth > 0 ? new ArrayBlockingQueue<>(depth) : null;
		this.worker = depth > 0 ? new Thread(() -> fill(jqwik), "sparqlcheck-case-feed") : null;
		if (worker != null) {
			worker.setDaemon(true);
			worker.start();
		}
	}

	/**
	 * The feed of the range's cases. Called inside the campaign's generation context (depth zero
	 * generates there); the feed's own thread, if any, opens a generation context of its own.
	 */
	static CaseFeed start(CaseArbitrary cases, List<Check> checks, SeedRange range, int depth, Lock jqwik) {
		return new CaseFeed(cases, checks, range, depth, jqwik);
	}

	/** The next case in seed order, or null after the last. */
	Prepared next() {
		if (ended) {
			return null;
		}
		if (worker == null) {
			if (seeds.hasNext()) {
				return Prepared.of(cases, checks, digest, seeds.nextLong());
			}
			ended = true;
			return null;
		}
		Object o;
		try {
			o = queue.take();
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			throw new IllegalStateException("interrupted while waiting for the next case", e);
		}
		if (o == END) {
			ended = true;
			return null;
		}
		if (o instanceof Broken b) {
			ended = true;
			throw b.error();
		}
		return (Prepared) o;
	}

	private void fill(Lock jqwik) {
		jqwik.lock();
		try {
			SparqlArbitraries.inGenerationContext(() -> {
				while (!stopped && seeds.hasNext()) {
					Object p;
					try {
						p = Prepared.of(cases, checks, digest, seeds.nextLong());
					} catch (RuntimeException e) {
						p = new Broken(e);
					}
					jqwik.unlock();
					try {
						hand(p);
					} finally {
						jqwik.lock();
					}
					if (p instanceof Broken) {
						break;
					}
				}
				return null;
			});
		} catch (RuntimeException e) {
			jqwik.unlock();
			hand(new Broken(e));
			hand(END);
			return;
		}
		jqwik.unlock();
		hand(END);
	}

	/** Puts o on the queue unless the feed is closed first. */
	private void hand(Object o) {
		try {
			while (!stopped && !queue.offer(o, 20, TimeUnit.MILLISECONDS)) {
				// the campaign is busy with earlier cases
			}
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
	}

	/** Stops the feed's thread (it ends within one case) and waits for it. */
	@Override
	public void close() {
		stopped = true;
		if (worker != null) {
			queue.clear();
			try {
				worker.join();
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
			}
		}
	}
}
