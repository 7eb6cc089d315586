package io.sparqlcheck.engine;

import org.apache.jena.sparql.algebra.Op;
import org.apache.jena.sparql.algebra.op.OpFilter;
import org.apache.jena.sparql.algebra.optimize.Optimize;
import org.apache.jena.sparql.algebra.optimize.Rewrite;
import org.apache.jena.sparql.algebra.optimize.RewriteFactory;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The plans Jena made for the queries an engine ran: for each recent query text, its algebra as
 * compiled and as Jena's optimiser rewrote it for the execution. NoREC asks whether the optimiser
 * left the filter on top of the base plan; Jena has already answered that while running the two
 * queries, so reading those plans spares a parse, a compile and two optimisations per case.
 *
 * <p>The recording is a {@link RewriteFactory} set in one execution's context: it creates the very
 * rewrite Jena would have chosen there ({@code Optimize}: the context's factory, else the global one,
 * else the standard one) and returns its result unchanged, so the execution is the one it would have
 * been; only its first rewrite (the query's own, before any evaluation) is kept. Plans do not depend
 * on the data. Thread-safe; a few dozen texts are kept, the oldest going first.
 */
final class JenaPlans {

	/** A query's algebra as compiled, and as rewritten for its execution. */
	record Plan(Op compiled, Op optimized) {
	}

	private static final int KEPT = 32;

	private final Map<String, Plan> plans = new LinkedHashMap<>(64, 0.75f, true) {
		@Override
		protected boolean removeEldestEntry(Map.Entry<String, Plan> eldest) {
			return size() > KEPT;
		}
	};

	/** The optimiser factory to set in the context of one execution of this text. */
	RewriteFactory recording(String text, RewriteFactory chosen) {
		RewriteFactory factory = chosen != null ? chosen : Optimize.getFactory() != null ? Optimize.getFactory() : Optimize.stdOptimizationFactory;
		boolean[] recorded = {false};
		return context -> {
			Rewrite rewrite = factory.create(context);
			return op -> {
				Op optimized = rewrite.rewrite(op);
				synchronized (this) {
					if (!recorded[0]) {
						recorded[0] = true;
						plans.put(text, new Plan(op, optimized));
					}
				}
				return optimized;
			};
		};
	}

	/**
	 * Whether the filtered query's optimised plan is a filter of its own top filter's expressions
	 * directly over the base query's optimised plan, from the plans recorded for both texts; empty
	 * when either text has not run here lately.
	 */
	synchronized Optional<Boolean> filterLeftOnTop(String filteredQuery, String baseQuery) {
		Plan filtered = plans.get(filteredQuery);
		Plan base = plans.get(baseQuery);
		if (filtered == null || base == null) {
			return Optional.empty();
		}
		if (!(filtered.compiled() instanceof OpFilter f)) {
			return Optional.of(false);
		}
		return Optional.of(filtered.optimized().equals(OpFilter.filterDirect(f.getExprs(), base.optimized())));
	}
}
