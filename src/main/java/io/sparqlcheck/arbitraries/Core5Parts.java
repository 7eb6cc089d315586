package io.sparqlcheck.arbitraries;

import io.sparqlcheck.model.DatasetClause;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.QueryForm;
import io.sparqlcheck.model.Term;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;

import java.util.ArrayList;
import java.util.List;

/**
 * What core-5 adds to core-4: a dataset clause (§13.2) on the query, {@code FROM} and
 * {@code FROM NAMED} over the data's named graphs {@code <g1> <g2>}. No clause first and most often
 * (half the cases), so a failing case shrinks toward a core-4 case; then every pair of a FROM subset
 * and a FROM NAMED subset of the two graphs but the empty pair, simplest first.
 */
final class Core5Parts {
	private Core5Parts() {
	}

	/** The 15 clauses over {@code <g1> <g2>}: FROM and FROM NAMED each any subset, not both empty. */
	static final List<DatasetClause> CLAUSES = clauses();

	private static List<DatasetClause> clauses() {
		List<List<Iri>> subsets = List.of(List.of(), List.of(Core4Parts.GRAPHS.get(0)), List.of(Core4Parts.GRAPHS.get(1)), Core4Parts.GRAPHS);
		List<DatasetClause> out = new ArrayList<>();
		for (List<Iri> named : subsets) {
			for (List<Iri> from : subsets) {
				if (!from.isEmpty() || !named.isEmpty()) {
					out.add(new DatasetClause(from, named));
				}
			}
		}
		return List.copyOf(out);
	}

	/** A dataset clause: none once in two, else one of {@link #CLAUSES}. */
	@SuppressWarnings("unchecked")
	static Arbitrary<DatasetClause> datasetClauses() {
		return ByIdentity.frequencyOf(
			Tuple.of(1, Arbitraries.just(DatasetClause.NONE)),
			Tuple.of(1, Arbitraries.of(CLAUSES)));
	}

	/** core-4's forms, each with a dataset clause. */
	static Arbitrary<QueryForm> forms(Arbitrary<Term> constants) {
		return Combinators.combine(Core4Parts.forms(constants), datasetClauses()).as(QueryForm::withDataset);
	}
}
