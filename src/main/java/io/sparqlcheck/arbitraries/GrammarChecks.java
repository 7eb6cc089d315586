package io.sparqlcheck.arbitraries;

import io.sparqlcheck.model.BlankNode;
import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.model.Term;
import io.sparqlcheck.model.TriplePattern;
import io.sparqlcheck.model.Var;
import io.sparqlcheck.model.Scope;
import io.sparqlcheck.query.Exclusions;
import io.sparqlcheck.query.Rdf4jParse;
import io.sparqlcheck.query.Queries;
import net.jqwik.api.Arbitrary;

import java.util.List;
import java.util.function.Supplier;

/**
 * The checks an addition to a grammar passes when it is added ({@link Grammar}): samples of it,
 * from fixed seeds, rendered into the oracles' query forms, parsed by Jena and walked by
 * {@link Exclusions}. A construct of the exclusion list, text Jena cannot parse, or a blank node in
 * the data fails at once with a {@link GrammarException} naming the addition and an example,
 * instead of voiding every relation of every later run.
 */
final class GrammarChecks {
	private GrammarChecks() {
	}

	/** How many samples of an addition are checked. */
	static final int SAMPLES = 50;

	/** A production's own expressions, over leaf operands, in a filter and in a projection. */
	static void production(Production production, ExpressionGrammar grammar) {
		String what = "production '" + production.tag() + "'";
		Arbitrary<Expr> own = production.build().apply(grammar.leafParts());
		if (own == null) {
			throw new GrammarException(what + " built no arbitrary");
		}
		GroupPattern pattern = GroupPattern.optionalPattern(Vocabulary.P, Vocabulary.Q);
		for (long seed = 0; seed < SAMPLES; seed++) {
			queries(what, pattern, sample(what, own, seed));
		}
	}

	/** Whole cases of the grammar: their patterns with their predicates. */
	static void cases(String what, Grammar grammar) {
		CaseArbitrary cases = grammar.cases();
		for (long seed = 0; seed < SAMPLES; seed++) {
			SparqlCase c = sample(what, cases, seed);
			queries(what, c.pattern(), c.predicate());
		}
	}

	/**
	 * A pattern production: its own elements after {@code ?s <p> ?o}, over leaf groups, then whole
	 * cases of the grammar it joined; each BIND legal (§18.2.2), each query parsed by Jena and RDF4J.
	 */
	static void patternProduction(PatternProduction production, Grammar grammar) {
		String what = "pattern production '" + production.tag() + "'";
		CaseArbitrary cases = grammar.cases();
		Arbitrary<GroupPattern> own = Core3Patterns.samplesOf(production, cases.sources());
		Arbitrary<Expr> predicates = grammar.predicates();
		for (long seed = 0; seed < SAMPLES; seed++) {
			GroupPattern pattern = sample(what, own, seed);
			List<String> illegal = Scope.problems(pattern);
			if (!illegal.isEmpty()) {
				throw new GrammarException(what + " generates " + illegal.get(0) + " in " + pattern.toSparql() + " (SPARQL 1.1 §18.2.2)");
			}
			queries(what, pattern, sample(what, predicates, seed));
		}
		cases(what, grammar);
	}

	/** The data's terms: no blank node, and each parses as the object of a triple pattern. */
	static void data(String tag, Grammar grammar) {
		String what = "data part '" + tag + "'";
		DataPart data = grammar.dataPart();
		Arbitrary<? extends Term> subjects = built(what, data.subjects());
		Arbitrary<? extends Term> objects = built(what, data.objects());
		for (long seed = 0; seed < SAMPLES; seed++) {
			for (Term t : List.of(sample(what, subjects, seed), sample(what, objects, seed))) {
				if (t instanceof BlankNode) {
					throw new GrammarException(what + " generates the blank node " + t.toSparql()
						+ ": generated data has no blank nodes, so that engines' answers compare term by term");
				}
				parse(what, Queries.selectAll(GroupPattern.of(new TriplePattern(Vocabulary.S, Vocabulary.P, t))), t.toSparql());
			}
		}
	}

	/** The two query forms an expression takes in the oracles: in a top-level filter, and projected. */
	private static void queries(String what, GroupPattern pattern, Expr e) {
		for (String query : List.of(Queries.selectAllWhere(pattern, e), Queries.selectExpression(pattern, e, Var.of("flag")))) {
			List<String> found = parse(what, query, e.toSparql());
			if (!found.isEmpty()) {
				throw new GrammarException(what + " generates excluded " + String.join(", ", found) + ", e.g. " + e.toSparql()
					+ " in " + pattern.toSparql() + " (the paper's §3.4: such a construct voids the TLP and NoREC relations)");
			}
		}
	}

	private static List<String> parse(String what, String query, String example) {
		try {
			Rdf4jParse.check(query);
			return Exclusions.findIn(query);
		} catch (RuntimeException ex) {
			throw new GrammarException(what + " renders a query Jena or RDF4J cannot parse: " + query + " (from " + example + ")\n"
				+ ex.getMessage());
		}
	}

	private static <T> T sample(String what, Arbitrary<T> arbitrary, long seed) {
		try {
			return Seeds.generate(arbitrary, seed);
		} catch (RuntimeException ex) {
			throw new GrammarException(what + " failed to generate: " + ex);
		}
	}

	private static <T> Arbitrary<T> built(String what, Supplier<Arbitrary<T>> supplier) {
		Arbitrary<T> arbitrary = supplier.get();
		if (arbitrary == null) {
			throw new GrammarException(what + " built no arbitrary");
		}
		return arbitrary;
	}
}
