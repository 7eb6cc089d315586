package io.sparqlcheck.arbitraries;

import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Term;
import io.sparqlcheck.model.Triple;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;

import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Cases over a user's own dataset ({@code campaign --data}): the data is that dataset, always; the
 * pattern is core-1's shape, {@code ?s <p> ?o OPTIONAL { ?s <q> ?w }}, with {@code <p>} and
 * {@code <q>} drawn from the dataset's predicates (so the OPTIONAL joins real subjects), and the
 * predicates' constants are drawn mostly (3 in 4) from the dataset's own objects, so that filters
 * meet real values, and otherwise from the grammar's constants (so type errors still occur). The
 * oracles are the same. Choices are ordered by how often a predicate or value occurs in the data,
 * most frequent first: jqwik shrinks toward them.
 */
public final class DataCases {
	private DataCases() {
	}

	/** At most this many distinct values (objects of the data) are drawn from, the most frequent. */
	public static final int MAX_VALUES = 200;

	/**
	 * The cases over {@code data} with core-1's predicates; {@code tag} (for example
	 * {@code data-<hash>}) names the dataset in the generator version, so a seed names a case only
	 * together with the same data.
	 */
	public static CaseArbitrary over(Dataset data, String tag) {
		Grammar core1 = Grammars.byVersion(CoreGrammars.CORE_1);
		List<Iri> predicates = byFrequency(data, Triple::predicate);
		List<Term> values = byFrequency(data, Triple::object).stream().limit(MAX_VALUES).toList();
		PredicatePart base = core1.predicatePart();
		Grammar g = core1
			.withPatterns(tag, PatternPart.generated(sources -> Combinators.combine(Arbitraries.of(predicates), Arbitraries.of(predicates))
				.as(GroupPattern::optionalPattern)))
			.withPredicates(tag + "-values", base.withConstants(() -> ByIdentity.frequencyOf(
				Tuple.of(3, Arbitraries.of(values)), Tuple.of(1, base.constants()))));
		return g.cases().withData(DatasetArbitrary.fixed(g.dataPart(), data));
	}

	private static <T> List<T> byFrequency(Dataset data, Function<Triple, T> what) {
		Map<T, Integer> counts = new LinkedHashMap<>();
		data.triples().forEach(t -> counts.merge(what.apply(t), 1, Integer::sum));
		// stable: equal counts keep the order of first occurrence in the file
		return counts.entrySet().stream().sorted(Map.Entry.<T, Integer>comparingByValue(Comparator.reverseOrder()))
			.map(Map.Entry::getKey).toList();
	}
}
