package io.sparqlcheck.testing;

import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.ForwardingEngine;
import io.sparqlcheck.engine.Restartable;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.Triple;
import io.sparqlcheck.result.QueryOutcome;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A real in-process engine behind a "store" the tool can restart, deliberately crashable: with
 * poisoning on, a load holding an xsd:double NaN that comes after a load of other data poisons the
 * store (as Virtuoso 7.2.5.1's does: a trigger of two loads), and every later load fails until a
 * restart, which the engine does itself when it meets a poisoned store (the crash recorded with
 * the loads before it, as {@code RestartingServer} does). With poisoning off it is the same engine,
 * healthy. Answers come from the real engine. What the crash findings' tests (shrink, recheck) run on.
 */
public final class PoisonableStore extends ForwardingEngine implements Restartable {

	private static final String DOUBLE = "http://www.w3.org/2001/XMLSchema#double";
	private static final String QUERY = "SELECT * WHERE { ?s ?p ?o }";
	private static final Dataset CANARY = Dataset.of(new Triple(io.sparqlcheck.model.Iri.of("urn:canary"), io.sparqlcheck.model.Iri.of("urn:canary"),
		Literal.string("canary")));

	private final boolean poisoning;
	private final List<Crash> crashes = new ArrayList<>();
	private final List<Dataset> loaded = new ArrayList<>();
	private boolean poisoned;
	private int restarts;

	private PoisonableStore(Engine real, boolean poisoning) {
		super(real);
		this.poisoning = poisoning;
	}

	/** The engine whose store a NaN loaded after other data poisons. */
	public static PoisonableStore poisonedByNaN(Engine real) {
		return new PoisonableStore(real, true);
	}

	/** The same engine with a store nothing poisons. */
	public static PoisonableStore healthy(Engine real) {
		return new PoisonableStore(real, false);
	}

	@Override
	public synchronized QueryOutcome select(Dataset data, String query) {
		if (!loaded.isEmpty() && data.equals(loaded.get(loaded.size() - 1)) && !poisoned) {
			return delegate().select(data, query); // loaded already
		}
		QueryOutcome out = load(data, query);
		if (out instanceof QueryOutcome.Failure && !poisoned) {
			return out;
		}
		if (poisoned) { // the store refuses every load: restart it, and retry on the fresh one
			List<Dataset> before = loaded.subList(0, loaded.size() - 1);
			crashes.add(new Crash("the store refuses every load (poisoned by a NaN)", data, query, null,
				before.subList(Math.max(0, before.size() - HISTORY), before.size())));
			restarts++;
			fresh();
			return load(data, query);
		}
		return out;
	}

	/** One load on the store as it is, then the query. */
	private QueryOutcome load(Dataset data, String query) {
		if (poisoned) {
			return new QueryOutcome.Failure(query, QueryOutcome.FailureKind.LOAD_FAILED, "the store is poisoned");
		}
		loaded.add(data);
		if (loaded.size() > HISTORY + 1) {
			loaded.remove(0);
		}
		if (poisoning && loaded.size() > 1 && data.triples().stream().anyMatch(PoisonableStore::nan)) {
			poisoned = true;
			return new QueryOutcome.Failure(query, QueryOutcome.FailureKind.LOAD_FAILED, "the load poisoned the store");
		}
		return delegate().select(data, query);
	}

	private static boolean nan(Triple t) {
		return t.object() instanceof Literal l && "NaN".equals(l.lexical()) && DOUBLE.equals(l.datatype());
	}

	private void fresh() {
		poisoned = false;
		loaded.clear();
	}

	@Override
	public synchronized Optional<String> breaksFreshStore(List<Dataset> before, Dataset data, String query) {
		fresh();
		for (Dataset d : before) {
			load(d, QUERY);
		}
		load(data, query);
		boolean refuses = load(CANARY, QUERY) instanceof QueryOutcome.Failure f && f.kind() == QueryOutcome.FailureKind.LOAD_FAILED;
		return refuses ? Optional.of("the store refuses every load (the load of one plain triple failed too: the store is poisoned)") : Optional.empty();
	}

	/** The real engine's name with {@code +poisonable-store}, healthy or not: the same engine either way. */
	@Override
	public String name() {
		return delegate().name() + "+poisonable-store";
	}

	@Override
	public synchronized int restarts() {
		return restarts;
	}

	@Override
	public synchronized List<Crash> crashes() {
		return List.copyOf(crashes);
	}

	@Override
	public Restartable maxRestartsInARow(int k) {
		return this;
	}

	@Override
	public Optional<Restartable> restartable() {
		return Optional.of(this);
	}
}
