package io.sparqlcheck.arbitraries;

import io.sparqlcheck.model.BindPattern;
import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.MinusPattern;
import io.sparqlcheck.model.NestedGroup;
import io.sparqlcheck.model.OptionalPattern;
import io.sparqlcheck.model.Term;
import io.sparqlcheck.model.TriplePattern;
import io.sparqlcheck.model.UnionPattern;
import io.sparqlcheck.model.ValuesPattern;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Tuple;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The patterns of {@code core-2}: the core pattern {@code ?s <p> ?o OPTIONAL { ?s <q> ?w }} (first,
 * so a case shrinks toward it) or one of its variants, each adding one construct:
 * <ul>
 *   <li>{@code BIND(e AS ?b)} after the OPTIONAL, e a value expression of the predicate grammar;</li>
 *   <li>{@code VALUES (?w) { ... }} with constants and {@code UNDEF};</li>
 *   <li>the mandatory triple as a nested group, {@code { ?s <p> ?o } OPTIONAL { ... }};</li>
 *   <li>{@code { ?s <p> ?o } UNION { ?s <q> ?o }} before the OPTIONAL;</li>
 *   <li>{@code MINUS { ?s <q> c }} with a constant c of the data's kinds.</li>
 * </ul>
 * No variant places a FILTER inside P: the oracles append theirs at the top level (§3.4). The
 * expression of BIND comes from the case's own predicate grammar (its productions included), the
 * constants of VALUES and MINUS from the grammar's predicates and data.
 */
final class Core2Patterns {
	private Core2Patterns() {
	}

	/** core-2's pattern part. */
	static PatternPart part() {
		return PatternPart.generated(Core2Patterns::arbitrary);
	}

	@SuppressWarnings("unchecked")
	static Arbitrary<GroupPattern> arbitrary(PatternPart.Sources sources) {
		Iri p = Vocabulary.P, q = Vocabulary.Q;
		TriplePattern main = new TriplePattern(Vocabulary.S, p, Vocabulary.O);
		OptionalPattern optional = new OptionalPattern(GroupPattern.of(new TriplePattern(Vocabulary.S, q, Vocabulary.W)));
		GroupPattern core = GroupPattern.of(main, optional);

		Arbitrary<GroupPattern> bind = sources.values(2)
			.map(e -> GroupPattern.of(main, optional, new BindPattern(e, Vocabulary.B)));
		Arbitrary<Optional<Term>> cell = ByIdentity.frequencyOf(
			Tuple.of(3, sources.constants().map(Optional::of)),
			Tuple.of(1, Arbitraries.just(Optional.<Term>empty())));
		Arbitrary<GroupPattern> values = cell.list().ofMinSize(1).ofMaxSize(3)
			.map(cells -> {
				List<List<Optional<Term>>> rows = new ArrayList<>();
				cells.forEach(c -> rows.add(List.of(c)));
				return GroupPattern.of(main, optional, new ValuesPattern(List.of(Vocabulary.W), rows));
			});
		Arbitrary<GroupPattern> nested = Arbitraries.just(GroupPattern.of(new NestedGroup(GroupPattern.of(main)), optional));
		Arbitrary<GroupPattern> union = Arbitraries.just(GroupPattern.of(
			new UnionPattern(GroupPattern.of(main), GroupPattern.of(new TriplePattern(Vocabulary.S, q, Vocabulary.O))), optional));
		Arbitrary<GroupPattern> minus = sources.objects().map(c -> GroupPattern.of(main, optional,
			new MinusPattern(GroupPattern.of(new TriplePattern(Vocabulary.S, q, c)))));
		return ByIdentity.frequencyOf(
			Tuple.of(4, Arbitraries.just(core)),
			Tuple.of(2, bind),
			Tuple.of(1, values),
			Tuple.of(1, nested),
			Tuple.of(1, union),
			Tuple.of(1, minus));
	}
}
