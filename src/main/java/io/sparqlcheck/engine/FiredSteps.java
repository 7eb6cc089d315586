package io.sparqlcheck.engine;

import org.apache.jena.sparql.algebra.Algebra;
import org.eclipse.rdf4j.query.QueryLanguage;
import org.eclipse.rdf4j.query.algebra.QueryRoot;
import org.eclipse.rdf4j.query.algebra.TupleExpr;
import org.eclipse.rdf4j.query.algebra.evaluation.QueryOptimizer;
import org.eclipse.rdf4j.query.impl.EmptyBindingSet;
import org.eclipse.rdf4j.query.parser.ParsedTupleQuery;
import org.eclipse.rdf4j.query.parser.QueryParserUtil;

import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * Which optimizer steps of the in-process engines changed a query's algebra, from ONE optimisation
 * pass per engine: Jena's standard optimiser with each step's input and output compared ({@link
 * JenaStepTrace}), and RDF4J's standard pipeline ({@link Rdf4jOptimizerSteps#standard}) with the
 * algebra compared before and after each optimizer. The steps are the ones {@code explain} and the
 * optimizer-step oracle switch off one at a time ({@link OptimizerSteps}), named
 * {@code jena:optFilterPlacement}, {@code rdf4j:FilterOptimizer}: the N re-runs with one step off
 * say which step a failure needs; this says, for the price of one run, which steps did anything.
 *
 * <p>It is a function of the query text alone: no data is loaded, RDF4J's join optimizer sees
 * RDF4J's default statistics, so the same query gives the same steps on any machine. A query an
 * engine cannot parse gives {@code jena:rejected} or {@code rdf4j:rejected} instead of its steps.
 * Not thread-safe (it keeps one RDF4J pipeline): one instance per thread.
 */
public final class FiredSteps {

	private final List<QueryOptimizer> rdf4j = Rdf4jOptimizerSteps.standard();

	/** The steps that changed the query's plan on Jena and on RDF4J, sorted. */
	public SortedSet<String> of(String query) {
		SortedSet<String> fired = new TreeSet<>();
		try {
			JenaStepTrace.fired(Algebra.compile(JenaEngine.parse(query))).forEach(s -> fired.add("jena:" + s));
		} catch (RuntimeException e) {
			fired.add("jena:rejected");
		}
		try {
			rdf4j(query).forEach(s -> fired.add("rdf4j:" + s));
		} catch (RuntimeException e) {
			fired.add("rdf4j:rejected");
		}
		return fired;
	}

	private SortedSet<String> rdf4j(String query) {
		ParsedTupleQuery parsed = QueryParserUtil.parseTupleQuery(QueryLanguage.SPARQL, query, null);
		TupleExpr root = new QueryRoot(parsed.getTupleExpr());
		SortedSet<String> fired = new TreeSet<>();
		for (QueryOptimizer o : rdf4j) {
			TupleExpr before = root.clone();
			o.optimize(root, parsed.getDataset(), EmptyBindingSet.getInstance());
			if (!before.equals(root)) {
				fired.add(o.getClass().getSimpleName());
			}
		}
		return fired;
	}
}
