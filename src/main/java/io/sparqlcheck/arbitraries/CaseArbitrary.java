package io.sparqlcheck.arbitraries;

import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.model.Term;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.arbitraries.ArbitraryDecorator;

import java.util.Optional;

/**
 * Whole cases of a {@link Grammar}: a dataset, a pattern and a predicate, generated independently
 * and combined. {@code combine} shrinks the parts one after the other, so a falsified case shrinks
 * to a few triples, the simplest pattern and a predicate of one or two operators. A grammar of one
 * fixed pattern (core-1's {@code ?s <p> ?o OPTIONAL { ?s <q> ?w }}) combines only the data and the
 * predicate.
 */
public final class CaseArbitrary extends ArbitraryDecorator<SparqlCase> {

	private final Grammar grammar;
	private DatasetArbitrary data;
	private PredicateArbitrary predicates;
	/** Whether {@link #withData} or {@link #withPredicates} replaced the grammar's own (a mixture hands them to each component). */
	private boolean ownData, ownPredicates;

	CaseArbitrary(Grammar grammar) {
		this.grammar = grammar;
		this.data = grammar.datasets();
		this.predicates = grammar.predicates();
	}

	/** Cases whose data comes from this arbitrary. */
	public CaseArbitrary withData(DatasetArbitrary data) {
		CaseArbitrary clone = typedClone();
		clone.data = data;
		clone.ownData = true;
		return clone;
	}

	/** Cases whose predicate comes from this arbitrary. */
	public CaseArbitrary withPredicates(PredicateArbitrary predicates) {
		CaseArbitrary clone = typedClone();
		clone.predicates = predicates;
		clone.ownPredicates = true;
		return clone;
	}

	/**
	 * A fresh arbitrary of the same cases: the grammar's own, with this one's fixed data when it has
	 * some ({@link DataCases}). One that has generated cases before carries jqwik state into a shrink.
	 */
	public CaseArbitrary fresh() {
		CaseArbitrary c = grammar.cases();
		return data.fixedData().map(d -> c.withData(DatasetArbitrary.fixed(grammar.dataPart(), d))).orElse(c);
	}

	/** The grammar whose patterns these cases have, and whose data and predicates they have by default. */
	public Grammar grammar() {
		return grammar;
	}

	/**
	 * The generator version: which grammar produced these cases. Recorded with every seed. It is
	 * the predicates' version ({@code core-2+abs-1}) when they extend this grammar, and
	 * {@code <this grammar>/<the predicates'>} when they come from another ({@code core-2/core-1}).
	 */
	public String generatorVersion() {
		String own = grammar.version();
		String v = predicates.version();
		return v.equals(own) || v.startsWith(own + "+") ? v : own + "/" + v;
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
		Optional<Mixture> mixture = grammar.mixture();
		if (mixture.isPresent()) {
			return mixed(mixture.get());
		}
		PatternPart patterns = grammar.patternPart();
		Optional<GroupPattern> fixed = patterns.fixed();
		if (fixed.isPresent()) {
			GroupPattern pattern = fixed.get();
			return Combinators.combine(data, predicates).as((d, c) -> new SparqlCase(d, pattern, c))
				.withoutEdgeCases().fixGenSize(Seeds.GEN_SIZE);
		}
		PatternPart.Sources sources = sources();
		if (grammar.forms().isPresent()) {
			return Combinators.combine(data, patterns.arbitrary(sources), predicates, grammar.forms().get().apply(sources))
				.as(SparqlCase::new).withoutEdgeCases().fixGenSize(Seeds.GEN_SIZE);
		}
		return Combinators.combine(data, patterns.arbitrary(sources), predicates).as(SparqlCase::new)
			.withoutEdgeCases().fixGenSize(Seeds.GEN_SIZE);
	}

	/**
	 * A mixture's cases: each a whole case of one component, chosen by weight, the components in
	 * order so that a failing case may shrink toward an earlier (simpler) one; this arbitrary's own
	 * data or predicates, when it was given some, replace every component's.
	 */
	private Arbitrary<SparqlCase> mixed(Mixture mixture) {
		java.util.List<net.jqwik.api.Tuple.Tuple2<Integer, Arbitrary<? extends SparqlCase>>> alternatives = new java.util.ArrayList<>();
		for (Mixture.Component c : mixture.components()) {
			CaseArbitrary a = c.grammar().cases();
			a = ownData ? a.withData(data) : a;
			a = ownPredicates ? a.withPredicates(predicates) : a;
			alternatives.add(net.jqwik.api.Tuple.of(c.weight(), a));
		}
		return ByIdentity.frequencyOf(alternatives).withoutEdgeCases().fixGenSize(Seeds.GEN_SIZE);
	}

	/** What this case's patterns build on: its own predicates' values, the grammar's terms. */
	PatternPart.Sources sources() {
		PredicateArbitrary own = predicates;
		return new PatternPart.Sources() {
			@Override
			public Arbitrary<Expr> values(int maxDepth) {
				return own.values(maxDepth);
			}

			@Override
			public Arbitrary<Expr> conditions(int maxDepth) {
				return own.conditions(maxDepth);
			}

			@Override
			public Arbitrary<Term> constants() {
				return grammar.predicatePart().constants();
			}

			@Override
			public Arbitrary<Term> objects() {
				return grammar.dataPart().objects().get();
			}

			@Override
			public java.util.List<PatternProduction> patternProductions() {
				return grammar.patternProductions();
			}
		};
	}
}
