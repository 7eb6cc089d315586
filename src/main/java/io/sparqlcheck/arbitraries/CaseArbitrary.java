package io.sparqlcheck.arbitraries;

import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.model.SparqlCase;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.arbitraries.ArbitraryDecorator;

/**
 * Whole cases: a dataset and a predicate, generated independently and combined with the core
 * pattern {@code ?s <p> ?o OPTIONAL { ?s <q> ?w }}. {@code combine} shrinks the data and the
 * predicate one after the other, so a falsified case shrinks to a few triples and a predicate of
 * one or two operators.
 */
public final class CaseArbitrary extends ArbitraryDecorator<SparqlCase> {

	private DatasetArbitrary data = new DatasetArbitrary();
	private PredicateArbitrary predicates = new PredicateArbitrary();

	CaseArbitrary() {
	}

	/** Cases whose data comes from this arbitrary. */
	public CaseArbitrary withData(DatasetArbitrary data) {
		CaseArbitrary clone = typedClone();
		clone.data = data;
		return clone;
	}

	/** Cases whose predicate comes from this arbitrary. */
	public CaseArbitrary withPredicates(PredicateArbitrary predicates) {
		CaseArbitrary clone = typedClone();
		clone.predicates = predicates;
		return clone;
	}

	/** The generator version: which grammar produced these cases. Recorded with every seed. */
	public String generatorVersion() {
		return predicates.version();
	}

	/**
	 * The case for a seed: exactly the case the first try of
	 * {@code @Property(seed = "<seed>", edgeCases = EdgeCasesMode.NONE)} with this arbitrary
	 * receives, for any number of tries. The same seed and generator version give the same case
	 * on every machine.
	 */
	public SparqlCase caseForSeed(long seed) {
		return Seeds.generate(this, seed);
	}

	@Override
	protected Arbitrary<SparqlCase> arbitrary() {
		GroupPattern pattern = GroupPattern.optionalPattern(Vocabulary.P, Vocabulary.Q);
		return Combinators.combine(data, predicates).as((d, c) -> new SparqlCase(d, pattern, c))
			.withoutEdgeCases().fixGenSize(Seeds.GEN_SIZE);
	}
}
