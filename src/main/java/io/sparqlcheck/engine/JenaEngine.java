package io.sparqlcheck.engine;

import io.sparqlcheck.result.QueryOutcome;

import io.sparqlcheck.result.Solution;
import io.sparqlcheck.model.Dataset;
import org.apache.jena.query.ARQ;
import org.apache.jena.sparql.ARQConstants;
import org.apache.jena.query.Query;
import org.apache.jena.query.QueryFactory;
import org.apache.jena.sparql.algebra.Algebra;
import org.apache.jena.sparql.algebra.Op;
import org.apache.jena.sparql.algebra.op.OpFilter;
import org.apache.jena.query.QueryCancelledException;
import org.apache.jena.query.QueryParseException;
import org.apache.jena.riot.Lang;
import org.apache.jena.riot.RDFParser;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.sparql.core.DatasetGraphFactory;
import org.apache.jena.sparql.exec.QueryExec;
import org.apache.jena.sparql.exec.RowSet;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Apache Jena ARQ, in-process, over an in-memory dataset. Data is loaded by parsing the case's
 * N-Triples text (the same bytes a ledger records), once per distinct dataset; every query runs
 * with a timeout.
 */
public class JenaEngine implements Engine, PlanAware, CountsLoads, OptimizerSteps {

	/** The default per-query timeout: generous for tiny data, short enough to end a runaway query. */
	public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(10);

	private final String name;
	private final Duration timeout;
	/** The ARQ optimisation steps switched off in this engine (empty for plain Jena). */
	private final java.util.Set<String> stepsOff;
	/** How many loaded datasets an engine keeps, least recently used first out. */
	public static final int CACHED_DATASETS = 64;

	private final DatasetCache<DatasetGraph> cache = new DatasetCache<>(CACHED_DATASETS, this::discard);
	/** Datasets loaded and queries parsed ahead by a campaign's feed ({@link #prepareAhead}); 256 is more than it runs ahead. */
	private final AheadWork<DatasetGraph, Query> ahead = new AheadWork<>(256, this::discard);
	private final RepeatedQueries repeated = new RepeatedQueries();
	/** The plans of the queries this engine ran lately, as its executions made them (plain Jena only). */
	private final JenaPlans plans = new JenaPlans();

	public JenaEngine() {
		this("jena", DEFAULT_TIMEOUT);
	}

	public JenaEngine(String name, Duration timeout) {
		this(name, timeout, java.util.Set.of());
	}

	/**
	 * The dataset in the form this engine queries: Jena's in-memory dataset ({@link #load}). A
	 * subclass over another storage (TDB2) loads into it here; called ahead on a campaign's feed thread
	 * or by select, never for a dataset this engine holds.
	 */
	protected DatasetGraph loadDataset(Dataset data) {
		return load(data);
	}

	/** Lets go of a loaded dataset this engine no longer holds (nothing for an in-memory one). Never throws. */
	protected void discard(DatasetGraph dsg) {
	}

	private JenaEngine(String name, Duration timeout, java.util.Set<String> stepsOff) {
		this.name = name;
		this.timeout = timeout;
		this.stepsOff = java.util.Set.copyOf(stepsOff);
	}

	/** ARQ's optimisation switches, by the name of their context symbol, in ARQ's declaration order. */
	static final List<String> ARQ_STEPS = java.util.Arrays.stream(ARQ.class.getFields())
		.filter(f -> f.getName().startsWith("opt") && !f.getName().equals("optimization")
			&& f.getType() == org.apache.jena.sparql.util.Symbol.class)
		.map(java.lang.reflect.Field::getName).toList();

	@Override
	public List<String> optimizerSteps() {
		return ARQ_STEPS;
	}

	private static org.apache.jena.sparql.util.Symbol arqSymbol(String step) {
		try {
			return (org.apache.jena.sparql.util.Symbol) ARQ.class.getField(step).get(null);
		} catch (ReflectiveOperationException e) {
			throw new IllegalStateException("ARQ has no switch " + step, e);
		}
	}

	@Override
	public Engine withoutStep(String step) {
		if (!optimizerSteps().contains(step)) {
			throw new IllegalArgumentException(name + " has no optimizer step '" + step + "' (steps: " + optimizerSteps() + ")");
		}
		java.util.Set<String> off = new java.util.HashSet<>(stepsOff);
		off.add(step);
		return new JenaEngine(name + " without " + step, timeout, off);
	}

	@Override
	public String name() {
		return name;
	}

	@Override
	public EngineFamily family() {
		return EngineFamily.JENA;
	}

	@Override
	public String version() {
		return ARQ.VERSION;
	}

	/**
	 * Loads the dataset and parses the queries now, off the lock {@link #select} holds, with the very
	 * calls select makes ({@link #load}, {@link #parse}): select takes them ready, or does them itself
	 * for whatever is not held (a load or parse that failed here fails there again, and is reported).
	 * A parse of the case's table ({@link io.sparqlcheck.query.CaseParses#ARQ}: the same {@code QueryFactory}
	 * call) is taken as it is: Jena runs a parsed query without changing it, so one parse serves the
	 * preconditions, NoREC's plan question, this engine and QueryEngineRef.
	 */
	@Override
	public void prepareAhead(Dataset data, List<String> queries, io.sparqlcheck.query.CaseParses parses) {
		ahead.offer(data, queries, this::loadDataset, q -> parses.parse(io.sparqlcheck.query.CaseParses.ARQ, q));
	}

	/** A query text as Jena parses it for execution: {@code QueryExec}'s own default, ARQ's syntax. */
	static Query parse(String query) {
		return io.sparqlcheck.query.CaseParses.ARQ.parse(query);
	}

	/** Runs a query not already answered over this dataset ({@link RepeatedQueries}: the oracles of a case share queries). */
	@Override
	public synchronized QueryOutcome select(Dataset data, String query) {
		return repeated.answer(data, query, () -> run(data, query));
	}

	private QueryOutcome run(Dataset data, String query) {
		DatasetGraph dsg;
		try {
			dsg = cache.get(data, d -> {
				DatasetGraph loadedAhead = ahead.takeLoaded(d);
				return loadedAhead != null ? loadedAhead : loadDataset(d);
			});
		} catch (RuntimeException e) {
			return QueryOutcome.Failure.of(query, QueryOutcome.FailureKind.LOAD_FAILED, e);
		}
		Query parsedAhead = ahead.takeQuery(data, query);
		return inRead(dsg, query, () -> run(dsg, parsedAhead, query));
	}

	/**
	 * Runs the work reading the dataset: as it is for an in-memory dataset; a transactional store
	 * (TDB2) wraps it in a read transaction, on the calling thread.
	 */
	protected QueryOutcome inRead(DatasetGraph dsg, String query, java.util.function.Supplier<QueryOutcome> work) {
		return work.get();
	}

	private QueryOutcome run(DatasetGraph dsg, Query parsedAhead, String query) {
		try (QueryExec exec = parsedAhead != null ? newExecution(dsg, parsedAhead, query) : newExecution(dsg, query);
			 QueryWatchdog.Alarm alarm = QueryWatchdog.arm(timeout, exec::abort)) {
			RowSet rows = exec.select();
			List<String> vars = rows.getResultVars().stream().map(org.apache.jena.sparql.core.Var::getVarName).toList();
			List<Solution> solutions = new ArrayList<>();
			while (rows.hasNext()) {
				solutions.add(JenaTerms.toSolution(rows.next()));
			}
			return new QueryOutcome.Solutions(query, vars, solutions);
		} catch (QueryParseException e) {
			return QueryOutcome.Failure.of(query, QueryOutcome.FailureKind.QUERY_REJECTED, e);
		} catch (QueryCancelledException e) {
			return QueryOutcome.Failure.of(query, QueryOutcome.FailureKind.TIMEOUT, e);
		} catch (RuntimeException | StackOverflowError e) {
			return QueryOutcome.Failure.of(query, QueryOutcome.FailureKind.EVALUATION_ERROR, e);
		}
	}

	/**
	 * Builds the execution of one query, without a timeout of its own: {@link #select} aborts it
	 * through {@link QueryWatchdog} when the timeout passes. Subclasses change how Jena evaluates
	 * (for instance its reference engine) by overriding this.
	 */
	protected QueryExec newExecution(DatasetGraph dsg, String query) {
		return newExecution(dsg, parse(query), query);
	}

	/**
	 * The same from the query already parsed ({@link #parse}, ahead on a campaign's feed): Jena runs a
	 * parsed query as it runs its text. Subclasses that override one override both.
	 */
	protected QueryExec newExecution(DatasetGraph dsg, Query parsed, String query) {
		var builder = QueryExec.dataset(dsg).query(parsed);
		for (String step : stepsOff) {
			builder = builder.set(arqSymbol(step), false);
		}
		if (stepsOff.isEmpty()) {
			// the optimiser Jena would choose, recording the plan it makes (JenaPlans): the execution is unchanged
			builder = builder.set(ARQConstants.sysOptimizerFactory, plans.recording(query, ARQ.getContext().get(ARQConstants.sysOptimizerFactory)));
		}
		return builder.build();
	}

	/**
	 * Compares Jena's optimised algebra ({@code Algebra.optimize}) of the filtered query with a
	 * filter, of the same expressions, over the optimised algebra of the base query. The data is
	 * not needed: Jena's algebra optimiser does not look at it.
	 */
	@Override
	public boolean filterLeftOnTop(Dataset data, String filteredQuery, String baseQuery) {
		Optional<Boolean> fromRuns = answerFromRuns(filteredQuery, baseQuery);
		return fromRuns.isPresent() ? fromRuns.get() : filterLeftOnTopWorkedOut(filteredQuery, baseQuery);
	}

	/** The answer from the plans this engine made running both queries, if it ran both lately (plain Jena). */
	private Optional<Boolean> answerFromRuns(String filteredQuery, String baseQuery) {
		return stepsOff.isEmpty() ? plans.filterLeftOnTop(filteredQuery, baseQuery) : Optional.empty();
	}

	/**
	 * The same answer worked out from the two texts (a parse, a compile and an optimisation each): what
	 * {@link JenaPlans} spares when both queries ran here lately.
	 */
	protected boolean filterLeftOnTopWorkedOut(String filteredQuery, String baseQuery) {
		Op filtered = Algebra.compile(QueryFactory.create(filteredQuery));
		if (!(filtered instanceof OpFilter f)) {
			return false;
		}
		Op base = Algebra.optimize(Algebra.compile(QueryFactory.create(baseQuery)));
		return Algebra.optimize(filtered).equals(OpFilter.filterDirect(f.getExprs(), base));
	}

	@Override
	public boolean optimizerChangesPlan(Dataset data, String query) {
		Op op = Algebra.compile(QueryFactory.create(query));
		return !Algebra.optimize(op).equals(op);
	}

	/** Optimised Jena is nobody's reference. */
	@Override
	public boolean isReferenceOf(Engine optimised) {
		return false;
	}

	/** How many datasets this engine has loaded so far. */
	@Override
	public synchronized long loads() {
		return cache.loads();
	}

	/** How many loads and parses made ahead this engine has taken (see {@link AheadWork#taken}). */
	long takenAhead() {
		return ahead.taken();
	}

	@Override
	public synchronized void close() {
		cache.clear();
		ahead.clear();
		repeated.clear();
	}

	/**
	 * The dataset as a new in-memory Jena dataset, parsed from its N-Triples text (the bytes a ledger
	 * records) with a parser call that exists in Jena 4.x and 5.x alike.
	 *
	 * <p>It is Jena's general-purpose dataset ({@code DatasetGraphFactory.create()}, in-memory
	 * graphs), not the transactional {@code createTxnMem()}: ARQ evaluates queries over both alike,
	 * and TxnMem costs a case far more than its data: each TxnMem dataset sets thread-locals on
	 * the thread that loads and queries it (its transaction state and index versions), which stay
	 * until the thread's map happens to expunge them. Measured on Jena 5.6.0, 20,000 two-triple
	 * datasets with four queries each: 7.0 s and 1,213 thread-locals left for TxnMem, 5.2 s and 3
	 * for this one; the TLP benchmark's direct loop ran 1.4 times as fast. Fuseki's in-memory
	 * store, which is TxnMem, is tested through the {@code fuseki} endpoint.
	 */
	public static DatasetGraph load(Dataset data) {
		DatasetGraph dsg = DatasetGraphFactory.create();
		// this form also exists in Jena 4.x; N-Quads for core-4's named graphs
		RDFParser.fromString(data.text()).lang(data.hasNamedGraphs() ? Lang.NQUADS : Lang.NTRIPLES).parse(dsg);
		return dsg;
	}
}
