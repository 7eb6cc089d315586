package io.sparqlcheck.engine;

import org.eclipse.rdf4j.query.Dataset;
import org.eclipse.rdf4j.query.algebra.evaluation.EvaluationStrategy;
import org.eclipse.rdf4j.query.algebra.evaluation.QueryOptimizer;
import org.eclipse.rdf4j.query.algebra.evaluation.TripleSource;
import org.eclipse.rdf4j.query.algebra.evaluation.impl.DefaultEvaluationStrategyFactory;
import org.eclipse.rdf4j.query.algebra.evaluation.impl.EvaluationStatistics;
import org.eclipse.rdf4j.query.algebra.evaluation.optimizer.StandardQueryOptimizerPipeline;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.StreamSupport;

/**
 * RDF4J's standard optimizer pipeline as named steps, and a strategy factory that runs it with one
 * step left out: the rest of the pipeline runs as RDF4J would run it, in its order.
 */
final class Rdf4jOptimizerSteps {
	private Rdf4jOptimizerSteps() {
	}

	/** The class names of the standard pipeline's optimizers, in order (built once over an empty store). */
	static final List<String> NAMES = names();

	private static List<String> names() {
		List<String> names = new ArrayList<>();
		for (QueryOptimizer o : standard()) {
			String n = o.getClass().getSimpleName();
			if (!names.contains(n)) {
				names.add(n);
			}
		}
		return List.copyOf(names);
	}

	/**
	 * A new instance of the standard pipeline's optimizers, in order, over an empty store and RDF4J's
	 * default statistics: what {@link FiredSteps} runs a parsed query through. The store's own
	 * statistics are left out on purpose: which optimizer changes the algebra then depends on the
	 * query alone.
	 */
	static List<QueryOptimizer> standard() {
		TripleSource empty = new TripleSource() {
			// Raw: CloseableIteration has one type parameter since RDF4J 5 and two before, and the project
			// compiles against either (the embedded engines still need 5.x at run time: docs/campaigns.md, "Older releases").
			@Override
			@SuppressWarnings({"rawtypes", "unchecked"})
			public org.eclipse.rdf4j.common.iteration.CloseableIteration getStatements(
				org.eclipse.rdf4j.model.Resource s, org.eclipse.rdf4j.model.IRI p, org.eclipse.rdf4j.model.Value o,
				org.eclipse.rdf4j.model.Resource... contexts) {
				return new org.eclipse.rdf4j.common.iteration.EmptyIteration();
			}

			@Override
			public org.eclipse.rdf4j.model.ValueFactory getValueFactory() {
				return org.eclipse.rdf4j.model.impl.SimpleValueFactory.getInstance();
			}
		};
		EvaluationStrategy strategy = new DefaultEvaluationStrategyFactory().createEvaluationStrategy(null, empty, new EvaluationStatistics());
		List<QueryOptimizer> optimizers = new ArrayList<>();
		new StandardQueryOptimizerPipeline(strategy, empty, new EvaluationStatistics()).getOptimizers().forEach(optimizers::add);
		return optimizers;
	}

	/** A factory whose strategies run the standard pipeline without the optimizer of that class name. */
	static DefaultEvaluationStrategyFactory without(String step) {
		return new DefaultEvaluationStrategyFactory() {
			@Override
			public EvaluationStrategy createEvaluationStrategy(Dataset dataset, TripleSource tripleSource, EvaluationStatistics statistics) {
				EvaluationStrategy strategy = super.createEvaluationStrategy(dataset, tripleSource, statistics);
				StandardQueryOptimizerPipeline standard = new StandardQueryOptimizerPipeline(strategy, tripleSource, statistics);
				List<QueryOptimizer> kept = StreamSupport.stream(standard.getOptimizers().spliterator(), false)
					.filter(o -> !o.getClass().getSimpleName().equals(step)).toList();
				strategy.setOptimizerPipeline(() -> kept);
				return strategy;
			}
		};
	}
}
