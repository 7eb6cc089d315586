package io.sparqlcheck.query;

import org.apache.jena.query.Query;
import org.apache.jena.sparql.algebra.Op;
import org.apache.jena.sparql.algebra.OpVisitorBase;
import org.apache.jena.sparql.algebra.op.OpDistinct;
import org.apache.jena.sparql.algebra.op.OpGroup;
import org.apache.jena.sparql.algebra.op.OpOrder;
import org.apache.jena.sparql.algebra.op.OpReduced;
import org.apache.jena.sparql.algebra.op.OpSlice;
import org.apache.jena.sparql.algebra.walker.Walker;
import org.apache.jena.sparql.expr.aggregate.AggGroupConcat;
import org.apache.jena.sparql.expr.aggregate.AggGroupConcatDistinct;
import org.apache.jena.sparql.expr.aggregate.AggSample;
import org.apache.jena.sparql.expr.aggregate.AggSampleDistinct;
import org.apache.jena.sparql.expr.aggregate.Aggregator;
import org.apache.jena.sparql.expr.E_Now;
import org.apache.jena.sparql.expr.ExprAggregator;
import org.apache.jena.sparql.expr.ExprFunction;
import org.apache.jena.sparql.expr.ExprFunction0;
import org.apache.jena.sparql.expr.ExprFunction1;
import org.apache.jena.sparql.expr.ExprFunction2;
import org.apache.jena.sparql.expr.ExprFunction3;
import org.apache.jena.sparql.expr.ExprFunctionN;
import org.apache.jena.sparql.expr.ExprFunctionOp;
import org.apache.jena.sparql.expr.ExprNone;
import org.apache.jena.sparql.expr.ExprTripleTerm;
import org.apache.jena.sparql.expr.ExprVar;
import org.apache.jena.sparql.expr.ExprVisitor;
import org.apache.jena.sparql.expr.NodeValue;
import org.apache.jena.sparql.expr.Unstable;

import java.util.ArrayList;
import java.util.List;

/**
 * The exclusion list of the paper's §3.4, checked on a query as Jena parses and compiles it, not
 * on the generator's own objects: a construct that slips in through a user's production, a
 * rendering bug or a new node kind is still caught.
 *
 * <p>Jena marks RAND, BNODE, UUID and STRUUID with its {@link Unstable} interface; NOW is
 * {@link E_Now}; EXISTS and NOT EXISTS are the {@link ExprFunctionOp}s. DISTINCT, REDUCED, ORDER BY,
 * LIMIT/OFFSET show as their algebra operators anywhere in the compiled query. Aggregates and GROUP
 * BY are excluded at the partition level, the outer query the oracles build (found on its syntax,
 * since a sub-SELECT's grouping compiles to the same operators); inside a sub-SELECT of P (core-3)
 * they are part of P, which both relations allow, except the order-dependent SAMPLE and
 * GROUP_CONCAT, which are excluded everywhere.
 */
public final class Exclusions {
	private Exclusions() {
	}

	/**
	 * Every excluded construct in the query, one description each; empty when the query is clean.
	 *
	 * @throws org.apache.jena.query.QueryParseException when the text is not a SPARQL query
	 */
	public static List<String> findIn(String queryText) {
		return findIn(CompiledQuery.of(queryText));
	}

	/** Every excluded construct in a query already parsed and compiled; empty when it is clean. */
	public static List<String> findIn(CompiledQuery compiled) {
		Query query = compiled.query();
		List<String> found = new ArrayList<>();
		if (query.hasAggregators() || query.hasGroupBy() || query.hasHaving()) {
			found.add("GROUP BY/aggregate");
		}
		Op op = compiled.op();
		Walker.walk(op, new OpVisitorBase() {
			@Override
			public void visit(OpDistinct opDistinct) {
				found.add("DISTINCT");
			}

			@Override
			public void visit(OpReduced opReduced) {
				found.add("REDUCED");
			}

			@Override
			public void visit(OpOrder opOrder) {
				found.add("ORDER BY");
			}

			@Override
			public void visit(OpSlice opSlice) {
				found.add("LIMIT/OFFSET");
			}

			@Override
			public void visit(OpGroup opGroup) {
				opGroup.getAggregators().forEach(a -> aggregator(a.getAggregator()));
			}

			private void aggregator(Aggregator a) {
				if (a instanceof AggSample || a instanceof AggSampleDistinct || a instanceof AggGroupConcat
					|| a instanceof AggGroupConcatDistinct) {
					found.add("order-dependent aggregate " + a.getName());
				}
			}
		}, new ExprVisitor() {
			private void function(ExprFunction f) {
				if (f instanceof Unstable) {
					found.add("non-deterministic function " + f.getFunctionSymbol().getSymbol().toUpperCase());
				} else if (f instanceof E_Now) {
					found.add("non-deterministic function NOW");
				}
			}

			@Override
			public void visit(ExprFunction0 f) {
				function(f);
			}

			@Override
			public void visit(ExprFunction1 f) {
				function(f);
			}

			@Override
			public void visit(ExprFunction2 f) {
				function(f);
			}

			@Override
			public void visit(ExprFunction3 f) {
				function(f);
			}

			@Override
			public void visit(ExprFunctionN f) {
				function(f);
			}

			@Override
			public void visit(ExprFunctionOp f) {
				found.add("EXISTS/NOT EXISTS");
			}

			@Override
			public void visit(ExprTripleTerm e) {
			}

			@Override
			public void visit(NodeValue nv) {
			}

			@Override
			public void visit(ExprVar v) {
			}

			@Override
			public void visit(ExprAggregator a) {
				// An aggregate's own kind is checked on its OpGroup; at the partition level on the syntax.
			}

			@Override
			public void visit(ExprNone e) {
			}
		});
		return found;
	}
}
