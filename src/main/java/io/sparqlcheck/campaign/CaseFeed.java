package io.sparqlcheck.campaign;

import io.sparqlcheck.arbitraries.JqwikLock;
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
 * while it holds {@link JqwikLock}, the lock a shrink's execution holds too (as does every other use
 * of jqwik in the JVM: another campaign's feed, say). The feed lets go of the lock after each case,
 * and the lock is fair, so a shrink waits for at most one case's preparation: with an unfair lock
 * the feed took it back at once, and a shrink waited until the queue was full (up to the whole
 * depth of cases), which made the main job (244 shrinks) a third slower.
 *
 * <p>The feed's thread hands cases over in batches of {@link #batchSize} (a quarter of the depth,
 * at most 16), not one by one: with a queue of single cases the feed, always ahead, slept on a full
 * queue and every case the campaign took woke it again, a thread wake-up on the other core per case.
 * On this kind of machine (two virtual cores) that hand-off cost the campaign's thread more than the
 * feed took off it (TLP, 1,000 cases, quiet machine: 1.92 times the plain loop with the feed, 1.37
 * without). A batch wakes the feed once per batch.
 *
 * <p>Beyond the case alone, the feed does the checks' own work ahead ({@link
 * io.sparqlcheck.oracle.Oracle#prepare}: the in-process engines' data loads and query parses), but only while the campaign's thread has at least one batch waiting. That work is
 * about half of an engine call, so done always it made the feed the slower of the two threads (NoREC
 * on Jena, 2,000 cases: 1.36 times the plain loop); left to the campaign's thread whenever it would
 * otherwise wait, the two threads share it. Which thread does it changes no value {@link #next}
 * returns and no verdict, only the time.
 */
final class CaseFeed implements AutoCloseable {

	/**
	 * One case and what was derived from it: its fingerprint and the summand it adds to the
	 * campaign's fingerprint ({@link Fingerprint#term}), its construct keys, its preconditions; and,
	 * when the feed had time for it, each check that runs on it has been told to
	 * {@link io.sparqlcheck.oracle.Oracle#prepare} it (which changes no result, only which thread
	 * does the work). The case is the guide's choice for the range's {@code seed} ({@link CaseGuide}):
	 * the grammar's case of {@code choice.caseSeed()}, which is {@code seed} itself when unguided.
	 */
	record Prepared(long seed, SparqlCase sparqlCase, String fingerprint, BigInteger fingerprintTerm, Set<String> constructs,
					Preconditions preconditions, CaseGuide.Choice choice) {
		static Prepared of(CaseGuide guide, List<Check> checks, MessageDigest digest, long seed, boolean ahead) {
			CaseGuide.Choice choice = guide.choose(seed);
			SparqlCase c = choice.sparqlCase();
			String fingerprint = c.fingerprint();
			Preconditions preconditions = Preconditions.of(c);
			for (Check check : checks) {
				if (ahead && check.runsOn(choice.caseSeed()) && preconditions.voided(check.type()).isEmpty()) {
					check.oracle().prepare(c, preconditions); // the case's table of parses travels with its preconditions
				}
			}
			return new Prepared(seed, c, fingerprint, Fingerprint.term(digest, choice.caseSeed(), fingerprint), ConstructCoverage.keys(c),
				preconditions, choice);
		}
	}

	/**
	 * What the feed's thread hands over when preparing a case threw: a RuntimeException or an Error
	 * (a StackOverflowError in a user's production, say), rethrown on the campaign's thread as a
	 * one-thread feed would throw it there. An Error left on the feed's thread ended it with nothing
	 * handed over, and the campaign waited for its next case for ever.
	 */
	private record Broken(Throwable error) {
		void rethrow() {
			if (error instanceof Error e) {
				throw e;
			}
			throw (RuntimeException) error;
		}
	}

	private static final Object END = new Object();

	private final CaseGuide guide;
	private final List<Check> checks;
	/** The feed's own digest (used on one thread only: the feed's, or the caller's with depth zero). */
	private final MessageDigest digest = Fingerprint.sha256();
	private final PrimitiveIterator.OfLong seeds;
	/** Batches of prepared cases (a {@link Broken} or {@link #END} may end one), or null with depth zero. */
	private final BlockingQueue<List<Object>> queue;
	private final int batchSize;
	private final Thread worker;
	private volatile boolean stopped;
	private boolean ended;
	/** The batch the campaign is taking cases from, and the next one's index in it. */
	private List<Object> batch = List.of();
	private int taken;

	private CaseFeed(CaseGuide guide, List<Check> checks, SeedRange range, int depth) {
		this.guide = guide;
		this.checks = List.copyOf(checks);
		this.seeds = range.seeds().iterator();
		this.batchSize = batchSize(depth);
		this.queue = depth > 0 ? new ArrayBlockingQueue<>(Math.max(1, depth / batchSize)) : null;
		this.worker = depth > 0 ? new Thread(this::fill, "sparqlcheck-case-feed") : null;
		if (worker != null) {
			worker.setDaemon(true);
			worker.start();
		}
	}

	/**
	 * The feed of the range's cases. Called inside the campaign's generation context (depth zero
	 * generates there); the feed's own thread, if any, opens a generation context of its own.
	 */
	static CaseFeed start(CaseArbitrary cases, List<Check> checks, SeedRange range, int depth) {
		return start(Guides.NONE.start(cases), checks, range, depth);
	}

	/** The feed of the cases a guide chooses for the range's seeds, asked in seed order on the feed's one thread. */
	static CaseFeed start(CaseGuide guide, List<Check> checks, SeedRange range, int depth) {
		return new CaseFeed(guide, checks, range, depth);
	}

	/** How many cases the feed hands over at once for a depth: a quarter of it, from 1 to 16. */
	static int batchSize(int depth) {
		return Math.max(1, Math.min(16, depth / 4));
	}

	/** The next case in seed order, or null after the last. */
	Prepared next() {
		if (ended) {
			return null;
		}
		if (worker == null) {
			if (seeds.hasNext()) {
				// one thread: the checks' work ahead would be the same work, on the same thread, a moment sooner
				return Prepared.of(guide, checks, digest, seeds.nextLong(), false);
			}
			ended = true;
			return null;
		}
		if (taken == batch.size()) {
			try {
				batch = queue.take();
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
				throw new IllegalStateException("interrupted while waiting for the next case", e);
			}
			taken = 0;
		}
		Object o = batch.get(taken++);
		if (o == END) {
			ended = true;
			return null;
		}
		if (o instanceof Broken b) {
			ended = true;
			b.rethrow();
		}
		return (Prepared) o;
	}

	private void fill() {
		Lock jqwik = JqwikLock.lock();
		List<Object> filling = new java.util.ArrayList<>(batchSize);
		jqwik.lock();
		try {
			SparqlArbitraries.inGenerationContext(() -> {
				while (!stopped && seeds.hasNext()) {
					Object p;
					try {
						// the checks' own work ahead (the engines' loads and parses) only while the
						// campaign's thread has a batch waiting: when it waits for cases instead, that work stays with it
						p = Prepared.of(guide, checks, digest, seeds.nextLong(), !queue.isEmpty());
					} catch (RuntimeException | Error e) {
						p = new Broken(e);
					}
					filling.add(p);
					if (p instanceof Broken) {
						break;
					}
					// jqwik is let go after every case, not every batch: a shrink waiting for it (the lock is
					// fair) takes it here, within one case's preparation
					jqwik.unlock();
					try {
						if (filling.size() == batchSize) {
							hand(List.copyOf(filling));
							filling.clear();
						}
					} finally {
						jqwik.lock();
					}
				}
				return null;
			});
		} catch (RuntimeException | Error e) {
			jqwik.unlock();
			filling.add(new Broken(e));
			filling.add(END);
			hand(filling);
			return;
		}
		jqwik.unlock();
		filling.add(END); // after the last batch's cases (or after a Broken, where next() has already ended)
		hand(filling);
	}

	/** Puts the batch on the queue unless the feed is closed first. */
	private void hand(List<Object> b) {
		try {
			while (!stopped && !queue.offer(b, 20, TimeUnit.MILLISECONDS)) {
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
