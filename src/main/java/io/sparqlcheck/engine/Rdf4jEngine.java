package io.sparqlcheck.engine;

import io.sparqlcheck.result.QueryOutcome;

import io.sparqlcheck.result.Solution;
import io.sparqlcheck.model.Dataset;
import org.eclipse.rdf4j.query.MalformedQueryException;
import org.eclipse.rdf4j.query.QueryInterruptedException;
import org.eclipse.rdf4j.query.QueryLanguage;
import org.eclipse.rdf4j.query.TupleQuery;
import org.eclipse.rdf4j.query.TupleQueryResult;
import org.eclipse.rdf4j.query.explanation.Explanation;
import org.eclipse.rdf4j.query.explanation.GenericPlanNode;
import org.eclipse.rdf4j.repository.RepositoryConnection;
import org.eclipse.rdf4j.query.parser.ParsedTupleQuery;
import org.eclipse.rdf4j.query.parser.QueryParserUtil;
import org.eclipse.rdf4j.repository.sail.SailRepository;
import org.eclipse.rdf4j.repository.sail.SailRepositoryConnection;
import org.eclipse.rdf4j.repository.sail.SailTupleQuery;
import org.eclipse.rdf4j.sail.memory.MemoryStore;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Eclipse RDF4J, in-process, over a {@link MemoryStore}. Data is loaded by parsing the case's
 * N-Triples text with RDF4J's own parser, set to keep every lexical form and language tag as
 * written (no datatype verification or normalisation, so {@code "020"^^xsd:integer} reaches the
 * engine as it is). A store holds one dataset; a new dataset gets a new store (never a cleared one,
 * whose leftovers changed answers), so the queries of one oracle instance share one load and an
 * answer depends only on the data and the query.
 *
 * <p>{@link #withoutOptimizers()} is the same engine with RDF4J's query optimizer pipeline
 * replaced by an empty one: the parsed algebra is evaluated as it is, without
 * {@code StandardQueryOptimizerPipeline}'s constant folding, filter placement, join ordering and
 * the rest. Against {@code rdf4j} it turns an optimiser bug into a differential.
 */
public final class Rdf4jEngine implements Engine, CountsLoads, PlanAware, OptimizerSteps {

	static {
		Rdf4jAssertions.off(); // before any RDF4J evaluation class is initialised: the engine users run, under -ea too
	}

	private final String name;
	private final boolean optimized;
	private final Duration timeout;
	private SailRepository repository;
	private Dataset loaded;
	private long loads;
	/** Stores loaded and queries parsed ahead by a campaign's feed ({@link #prepareAhead}); 256 is more than it runs ahead. */
	private final AheadWork<SailRepository, ParsedTupleQuery> ahead = new AheadWork<>(256, SailRepository::shutDown);
	private final RepeatedQueries repeated = new RepeatedQueries();

	/** RDF4J with its standard optimizer pipeline, named {@code rdf4j}. */
	public Rdf4jEngine() {
		this("rdf4j", true, JenaEngine.DEFAULT_TIMEOUT);
	}

	/**
	 * @param name      the engine's name in reports
	 * @param optimized whether RDF4J's query optimizers run
	 * @param timeout   the per-query timeout (RDF4J counts it in whole seconds, at least one)
	 */
	public Rdf4jEngine(String name, boolean optimized, Duration timeout) {
		this(name, optimized, timeout, null);
	}

	private Rdf4jEngine(String name, boolean optimized, Duration timeout, String stepOff) {
		this(name, optimized, timeout, stepOff, null);
	}

	private Rdf4jEngine(String name, boolean optimized, Duration timeout, String stepOff, Rdf4jStores.OnDisk disk) {
		this.name = name;
		this.optimized = optimized;
		this.timeout = timeout;
		this.stepOff = stepOff;
		this.disk = disk;
	}

	/**
	 * RDF4J over an on-disk store instead of the MemoryStore, its standard optimizers running: a new
	 * store per dataset, in a temporary folder deleted when the store is let go of ({@link Rdf4jNativeEngine},
	 * {@link Rdf4jLmdbEngine}).
	 */
	static Rdf4jEngine onDisk(String name, Duration timeout, Rdf4jStores.OnDisk disk) {
		return new Rdf4jEngine(name, true, timeout, null, disk);
	}

	/** The on-disk store this engine loads each dataset into, or null for the MemoryStore. */
	private final Rdf4jStores.OnDisk disk;

	/** The optimizer of RDF4J's standard pipeline switched off in this engine, by class name, or null. */
	private final String stepOff;

	/** RDF4J's standard optimizer pipeline, by class name, in order (none for the unoptimised engine). */
	@Override
	public List<String> optimizerSteps() {
		// none on disk: a step switched off is set on a MemoryStore's evaluation strategy
		return optimized && disk == null ? Rdf4jOptimizerSteps.NAMES : List.of();
	}

	@Override
	public Engine withoutStep(String step) {
		if (!optimizerSteps().contains(step)) {
			throw new IllegalArgumentException(name + " has no optimizer step '" + step + "' (steps: " + optimizerSteps() + ")");
		}
		return new Rdf4jEngine(name + " without " + step, true, timeout, step);
	}

	/** RDF4J with every query optimizer switched off, named {@code rdf4j-noopt}. */
	public static Rdf4jEngine withoutOptimizers() {
		return new Rdf4jEngine("rdf4j-noopt", false, JenaEngine.DEFAULT_TIMEOUT);
	}

	@Override
	public String name() {
		return name;
	}

	/** The RDF4J release, from the MemoryStore jar; {@code (no optimizers)} for the unoptimised one. */
	@Override
	public EngineFamily family() {
		return EngineFamily.RDF4J;
	}

	@Override
	public String version() {
		return RELEASE + (disk != null ? " (" + disk.label() + ")" : optimized ? "" : " (no optimizers)");
	}

	/** Whether RDF4J's query optimizers run in this engine. */
	public boolean optimized() {
		return optimized;
	}

	/** The RDF4J release on the class path, as its jar records it. */
	public static final String RELEASE = Rdf4jStores.release();

	/**
	 * Loads the dataset into a fresh store and parses the queries now, off the lock {@link #select}
	 * holds, with the very calls select makes: select takes them ready, or does them itself for what
	 * is not held (and reports a failure as ever). A store select never takes is shut down. A parse of
	 * the case's table ({@link #SPARQL}) is taken as it is: RDF4J evaluates a copy of the parsed algebra
	 * (its {@code SailSourceConnection} clones it before the optimizers run), so RDF4J with and without
	 * optimizers run one parse.
	 */
	@Override
	public void prepareAhead(Dataset data, List<String> queries, io.sparqlcheck.query.CaseParses parses) {
		ahead.offer(data, queries, d -> {
			try {
				return newStore(d);
			} catch (IOException e) {
				throw new java.io.UncheckedIOException(e);
			}
		}, q -> parses.parse(SPARQL, q));
	}

	/** RDF4J's parse of a SELECT text, as {@code prepareTupleQuery} makes it: the parser of the case's table this release shares. */
	static final io.sparqlcheck.query.CaseParses.Parser<ParsedTupleQuery> SPARQL = new io.sparqlcheck.query.CaseParses.Parser<>(
		"RDF4J " + RELEASE, q -> QueryParserUtil.parseTupleQuery(QueryLanguage.SPARQL, q, null));

	/** Runs a query not already answered over this dataset ({@link RepeatedQueries}: the oracles of a case share queries). */
	@Override
	public synchronized QueryOutcome select(Dataset data, String query) {
		return repeated.answer(data, query, () -> run(data, query));
	}

	private QueryOutcome run(Dataset data, String query) {
		try {
			ensureLoaded(data);
		} catch (RuntimeException | IOException e) {
			loaded = null;
			return QueryOutcome.Failure.of(query, QueryOutcome.FailureKind.LOAD_FAILED, e);
		}
		ParsedTupleQuery parsedAhead = ahead.takeQuery(data, query);
		try (RepositoryConnection conn = repository.getConnection()) {
			// the parse prepareTupleQuery makes (a MemoryStore prepares no query of its own), made ahead
			TupleQuery tq = parsedAhead != null ? new SailTupleQuery(parsedAhead, (SailRepositoryConnection) conn)
				: conn.prepareTupleQuery(QueryLanguage.SPARQL, query);
			tq.setMaxExecutionTime((int) Math.max(1, timeout.toSeconds()));
			Rdf4jStores.pinDataset(tq, data);
			try (TupleQueryResult result = tq.evaluate()) {
				List<String> vars = List.copyOf(result.getBindingNames());
				List<Solution> rows = new ArrayList<>();
				while (result.hasNext()) {
					rows.add(Rdf4jTerms.toSolution(result.next()));
				}
				return new QueryOutcome.Solutions(query, vars, rows);
			}
		} catch (MalformedQueryException e) {
			return QueryOutcome.Failure.of(query, QueryOutcome.FailureKind.QUERY_REJECTED, e);
		} catch (QueryInterruptedException e) {
			return QueryOutcome.Failure.of(query, QueryOutcome.FailureKind.TIMEOUT, e);
		} catch (RuntimeException | StackOverflowError | AssertionError e) {
			// AssertionError: RDF4J's internal plan checks, when a JVM runs it with -ea.
			return QueryOutcome.Failure.of(query, QueryOutcome.FailureKind.EVALUATION_ERROR, e);
		}
	}

	/**
	 * RDF4J's plan for the query after its optimizers ran ({@code Explanation.Level.Optimized}),
	 * as text: what triage reads to see which optimizer rewrote a query. For {@code rdf4j-noopt}
	 * it is the parsed algebra unchanged.
	 *
	 * @throws RuntimeException when loading or parsing fails (this is a diagnostic, not a check)
	 */
	public synchronized String explain(Dataset data, String query) {
		return explanations(data, query, Explanation.Level.Optimized).get(0).toString();
	}

	/**
	 * From RDF4J's query explanations over the case's data: the filtered query's optimised plan is
	 * a {@code Filter} directly under the projection, its condition as parsed, over a plan equal
	 * to the base query's optimised one. Plans are compared as trees of node types (operators,
	 * variables, constants), without the cost and size estimates. For {@code rdf4j-noopt} this
	 * holds by construction: nothing moves the filter the parser put on top.
	 */
	@Override
	public synchronized boolean filterLeftOnTop(Dataset data, String filteredQuery, String baseQuery) {
		List<GenericPlanNode> filteredPlans = plans(data, filteredQuery, Explanation.Level.Optimized, Explanation.Level.Unoptimized);
		GenericPlanNode base = plans(data, baseQuery, Explanation.Level.Optimized).get(0);
		return Rdf4jPlanShapes.filterLeftOnTop(filteredPlans.get(0), filteredPlans.get(1), base);
	}

	/** RDF4J without optimizers is the reference of RDF4J with them. */
	@Override
	public boolean isReferenceOf(Engine optimised) {
		return !optimized && optimised instanceof Rdf4jEngine o && o.optimized();
	}

	/** Whether RDF4J's optimised plan of the query differs from the plan its parser built. */
	@Override
	public synchronized boolean optimizerChangesPlan(Dataset data, String query) {
		List<GenericPlanNode> plans = plans(data, query, Explanation.Level.Optimized, Explanation.Level.Unoptimized);
		return !Rdf4jPlanShapes.shape(plans.get(0)).equals(Rdf4jPlanShapes.shape(plans.get(1)));
	}

	private List<GenericPlanNode> plans(Dataset data, String query, Explanation.Level... levels) {
		return explanations(data, query, levels).stream().map(Explanation::toGenericPlanNode).toList();
	}

	/**
	 * RDF4J's explanations of the query at these levels, over the dataset (loaded if it is not),
	 * from one parse: each explanation works on its own copy of the parsed algebra.
	 */
	private List<Explanation> explanations(Dataset data, String query, Explanation.Level... levels) {
		try {
			ensureLoaded(data);
		} catch (IOException e) {
			throw new java.io.UncheckedIOException(e);
		}
		try (RepositoryConnection conn = repository.getConnection()) {
			TupleQuery prepared = conn.prepareTupleQuery(QueryLanguage.SPARQL, query);
			List<Explanation> explanations = new ArrayList<>();
			for (Explanation.Level level : levels) {
				explanations.add(prepared.explain(level));
			}
			return explanations;
		}
	}

	/** A new store of this engine's kind holding the dataset. */
	private SailRepository newStore(Dataset data) throws IOException {
		return disk != null ? Rdf4jStores.loaded(data, disk) : Rdf4jStores.loaded(data, optimized, stepOff);
	}

	/** How many times this engine has loaded a dataset. */
	@Override
	public synchronized long loads() {
		return loads;
	}

	/** How many loads and parses made ahead this engine has taken (see {@link AheadWork#taken}). */
	long takenAhead() {
		return ahead.taken();
	}

	@Override
	public synchronized void close() {
		ahead.clear();
		repeated.clear();
		if (repository != null) {
			repository.shutDown();
			repository = null;
		}
		loaded = null;
	}

	/**
	 * Loads the dataset into a new MemoryStore unless it is the one loaded. A store is never cleared
	 * and reused: a cleared MemoryStore keeps the values and statement lists of what it held until its
	 * snapshot cleanup runs, its statistics count them, and the join order they choose changed
	 * RDF4J's answer (core-3 seed 717: 1 row after the case's larger data, 0 in a fresh store;
	 * {@code Rdf4jFreshStoreTests}). With a store per dataset, an answer depends on the data and the
	 * query only, so a campaign's answer is the one a recheck gets.
	 */
	private void ensureLoaded(Dataset data) throws IOException {
		if (repository != null && data.equals(loaded)) {
			return;
		}
		loaded = null;
		if (repository != null) {
			repository.shutDown();
			repository = null;
		}
		SailRepository loadedAhead = ahead.takeLoaded(data);
		repository = loadedAhead != null ? loadedAhead : newStore(data);
		loaded = data;
		loads++;
	}
}
