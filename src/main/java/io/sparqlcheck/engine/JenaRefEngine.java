package io.sparqlcheck.engine;

import io.sparqlcheck.model.Dataset;
import org.apache.jena.query.ARQ;
import org.apache.jena.query.Query;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.sparql.engine.ref.QueryEngineRef;
import org.apache.jena.sparql.exec.QueryExec;
import org.apache.jena.sparql.exec.QueryExecDataset;
import org.apache.jena.sparql.util.Context;

import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * Jena's reference query engine, {@link QueryEngineRef}: it evaluates the SPARQL algebra as
 * compiled, operator by operator, with no algebra optimisation (no filter placement, no
 * disjunction or equality rewriting, no join reordering). Against {@code jena} it turns an
 * optimiser bug into a differential between two evaluations of the same engine.
 *
 * <p>The reference engine is chosen for each execution only: it is handed to the execution
 * directly, never registered in Jena's global {@code QueryEngineRegistry}
 * ({@code QueryEngineRef.register()} would make every Jena execution in the JVM unoptimised,
 * {@code jena} included).
 */
public class JenaRefEngine extends JenaEngine {

	public JenaRefEngine() {
		this("jena-ref", DEFAULT_TIMEOUT);
	}

	public JenaRefEngine(String name, Duration timeout) {
		super(name, timeout);
	}

	/** {@code <ARQ version> (QueryEngineRef)}: the same library as {@code jena}, another evaluator. */
	@Override
	public String version() {
		return ARQ.VERSION + " (QueryEngineRef)";
	}

	@Override
	protected QueryExec newExecution(DatasetGraph dsg, String queryText) {
		return newExecution(dsg, parse(queryText), queryText);
	}

	@Override
	protected QueryExec newExecution(DatasetGraph dsg, Query query, String queryText) {
		Context context = Context.setupContextForDataset(ARQ.getContext().copy(), dsg);
		return new RefExecution(query, queryText, dsg, context);
	}

	/**
	 * {@code QueryExecDataset}'s constructor is protected; this is the one place it is called. No
	 * timeout of its own (-1): {@link JenaEngine#select} arms one.
	 */
	private static final class RefExecution extends QueryExecDataset {
		RefExecution(Query query, String text, DatasetGraph dsg, Context context) {
			super(query, text, dsg, context, QueryEngineRef.getFactory(), -1, TimeUnit.MILLISECONDS,
				-1, TimeUnit.MILLISECONDS, null);
		}
	}

	/** The reference engine never optimises: every filter runs where the algebra put it. */
	@Override
	public boolean filterLeftOnTop(Dataset data, String filteredQuery, String baseQuery) {
		return true;
	}

	/** The reference of optimised Jena (any {@link JenaEngine} that is not itself a reference engine). */
	@Override
	public boolean isReferenceOf(Engine optimised) {
		return optimised instanceof JenaEngine && !(optimised instanceof JenaRefEngine);
	}

	/** The reference engine evaluates the algebra exactly as compiled. */
	@Override
	public boolean optimizerChangesPlan(Dataset data, String query) {
		return false;
	}

	/** The reference engine does not optimise: it has no step to switch off. */
	@Override
	public java.util.List<String> optimizerSteps() {
		return java.util.List.of();
	}
}
