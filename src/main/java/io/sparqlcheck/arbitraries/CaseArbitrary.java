package io.sparqlcheck.arbitraries;

import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.model.SparqlCase;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.arbitraries.ArbitraryDecorator;

/**
 * Whole cases: a dataset and a predicate, generated independently and combined with the core
 * pattern {@code ?s <p> ?o OPTIONAL { ?s <q> ?w }} ({@code core-1}), or a dataset, a pattern and a
 * predicate of the {@code core-2} grammar ({@link SparqlArbitraries#cases(String)}). {@code combine} shrinks the data and the
 * predicate one after the other, so a falsified case shrinks to a few triples and a predicate of
 * one or two operators.
 */
public final class CaseArbitrary extends ArbitraryDecorator<SparqlCase> {

	private DatasetArbitrary data = new DatasetArbitrary();
	private PredicateArbitrary predicates = new PredicateArbitrary();
	private boolean core2;

	CaseArbitrary() {
	}

	/** Cases of the {@code core-2} grammar: its data, patterns and predicates. */
	static CaseArbitrary core2() {
		CaseArbitrary c = new CaseArbitrary();
		c.core2 = true;
		c.data = new DatasetArbitrary().core2();
		c.predicates = new PredicateArbitrary().core2();
		return c;
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
		String v = predicates.version();
		return core2 && !v.startsWith(SparqlArbitraries.CORE_2_GRAMMAR_VERSION) ? SparqlArbitraries.CORE_2_GRAMMAR_VERSION + "/" + v : v;
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
		if (core2) {
			return Combinators.combine(data, PatternArbitrary.core2(predicates), predicates).as(SparqlCase::new)
				.withoutEdgeCases().fixGenSize(Seeds.GEN_SIZE);
		}
		GroupPattern pattern = GroupPattern.optionalPattern(Vocabulary.P, Vocabulary.Q);
		return Combinators.combine(data, predicates).as((d, c) -> new SparqlCase(d, pattern, c))
			.withoutEdgeCases().fixGenSize(Seeds.GEN_SIZE);
	}
}
