package io.sparqlcheck.arbitraries;

import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.Tlp;
import io.sparqlcheck.oracle.Verdict;
import io.sparqlcheck.query.Queries;
import io.sparqlcheck.testing.Mutants;
import net.jqwik.api.Example;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Case-level mixtures ({@link Mixtures}): a case is a whole case of one component, drawn by weight
 * (a mixture of core-1 alone gives only core-1's one pattern and its three variables; the shares
 * follow the weights), the same seed gives the same case, additions reach every component, and a
 * row-dropping mutant is flagged on mixture cases.
 */
class MixtureGrammarTests {
	private static final GroupPattern CORE = GroupPattern.optionalPattern(Vocabulary.P, Vocabulary.Q);

	@Example
	void aMixtureOfCore1AloneGivesCore1sPatternAndVariablesOnly() {
		CaseArbitrary cases = Mixtures.candidate(new Mixtures.Weights(1, 0, 0, 0)).cases();
		SparqlArbitraries.inGenerationContext(() -> {
			for (long seed = 0; seed < 200; seed++) {
				SparqlCase c = cases.caseForSeed(seed);
				assertThat(c.pattern()).isEqualTo(CORE);
				String text = Queries.selectAllWhere(c.pattern(), c.predicate());
				assertThat(text).doesNotContain("?x").doesNotContain("?b").doesNotContain("?c").doesNotContain("sameTerm");
			}
			return null;
		});
	}

	@Example
	void sharesFollowTheWeights() {
		// core-1 always has the core pattern, core-2 four times in ten, core-3 and swarm rarely
		int flatOnly = corePatterns(new Mixtures.Weights(1, 1, 0, 0));
		int quarter = corePatterns(new Mixtures.Weights(1, 1, 3, 3));
		int deepOnly = corePatterns(new Mixtures.Weights(0, 0, 1, 1));
		assertThat(flatOnly).as("core pattern among 400 cases of core-1:core-2 1:1").isBetween(230, 330);
		assertThat(quarter).as("among 400 cases of 1:1:3:3").isBetween(45, 110);
		assertThat(deepOnly).as("among 400 deep cases").isLessThan(quarter);
	}

	private static int corePatterns(Mixtures.Weights w) {
		CaseArbitrary cases = Mixtures.candidate(w).cases();
		return SparqlArbitraries.inGenerationContext(() -> {
			int n = 0;
			for (long seed = 0; seed < 400; seed++) {
				n += cases.caseForSeed(seed).pattern().equals(CORE) ? 1 : 0;
			}
			return n;
		});
	}

	@Example
	void theSameSeedGivesTheSameCaseOnAFreshArbitrary() {
		Mixtures.Weights w = new Mixtures.Weights(1, 1, 1, 1);
		List<SparqlCase> a = SparqlArbitraries.inGenerationContext(() -> java.util.stream.LongStream.range(0, 50)
			.mapToObj(s -> Mixtures.candidate(w).cases().caseForSeed(s)).toList());
		CaseArbitrary one = Mixtures.candidate(w).cases();
		List<SparqlCase> b = SparqlArbitraries.inGenerationContext(() -> java.util.stream.LongStream.range(0, 50)
			.mapToObj(one::caseForSeed).toList());
		assertThat(b).isEqualTo(a);
		assertThat(Mixtures.candidate(w).version()).isEqualTo("mix-w1.1.1.1");
	}

	@Example
	void anAdditionReachesEveryComponent() {
		Production abs = Production.value("abs-1", parts -> parts.values().map(e -> Expr.FunctionCall.of("ABS", e)));
		Grammar g = Mixtures.candidate(new Mixtures.Weights(1, 1, 0, 1)).withProduction(abs);
		assertThat(g.version()).isEqualTo("mix-w1.1.0.1+abs-1");
		assertThat(g.mixture().orElseThrow().components()).extracting(c -> c.grammar().version())
			.containsExactly("core-1+abs-1", "core-2+abs-1", "core-3+abs-1");
		CaseArbitrary cases = g.cases();
		long withAbs = SparqlArbitraries.inGenerationContext(() -> java.util.stream.LongStream.range(0, 300)
			.filter(s -> cases.caseForSeed(s).predicate().toSparql().contains("ABS")).count());
		assertThat(withAbs).isGreaterThan(10);
	}

	/**
	 * mix-2's cases parse in Jena and RDF4J with no excluded construct. Its core-2 cases are core-2's
	 * own, so they keep core-2's BIND whose expression may read ?b ({@code BIND(?b AS ?b)}: legal
	 * SPARQL, ?b is not in scope before it, but core-3's stricter scope rule flags it, and mix-1 and
	 * swarm-1 rewrite it with {@code Core3Legal}); only the deep components are held to that rule.
	 */
	@Example
	void twoThousandMix2CasesParseInJenaAndRdf4jWithNoExcludedConstruct() {
		CaseArbitrary cases = SparqlArbitraries.cases("mix-2");
		org.eclipse.rdf4j.query.parser.sparql.SPARQLParser rdf4j = new org.eclipse.rdf4j.query.parser.sparql.SPARQLParser();
		List<String> problems = new java.util.ArrayList<>();
		int[] bindsReadingB = {0};
		SparqlArbitraries.inGenerationContext(() -> {
			for (long s = 0; s < 2000; s++) {
				long seed = s;
				SparqlCase c = cases.caseForSeed(seed);
				List<String> scope = io.sparqlcheck.model.Scope.problems(c.pattern());
				bindsReadingB[0] += scope.isEmpty() ? 0 : 1;
				scope.stream().filter(p -> !p.contains("AS ?b)")).forEach(p -> problems.add("seed " + seed + " scope: " + p));
				List<String> queries = new java.util.ArrayList<>(io.sparqlcheck.oracle.Tlp.queries(c.pattern(), c.predicate()));
				queries.add(Queries.selectExpression(c.pattern(), io.sparqlcheck.oracle.Norec.flagExpression(c.predicate()),
					io.sparqlcheck.oracle.Norec.FLAG));
				for (String q : queries) {
					try {
						io.sparqlcheck.query.Exclusions.findIn(q).forEach(x -> problems.add("excluded " + x + ": " + q));
						rdf4j.parseQuery(q, null);
					} catch (RuntimeException e) {
						problems.add("seed " + seed + ": " + e.getMessage() + "\n  " + q);
					}
				}
			}
			return null;
		});
		assertThat(problems).as(String.join("\n", problems)).isEmpty();
		assertThat(bindsReadingB[0]).as("core-2's own BIND(... ?b ... AS ?b), kept whole").isGreaterThan(0);
		assertThat(SparqlArbitraries.cases("mix-2").generatorVersion()).isEqualTo("mix-2");
	}

	@Example
	void weightsAreNonNegativeWithOnePositive() {
		assertThatThrownBy(() -> new Mixtures.Weights(0, 0, 0, 0)).isInstanceOf(IllegalArgumentException.class);
		assertThatThrownBy(() -> new Mixtures.Weights(-1, 1, 0, 0)).isInstanceOf(IllegalArgumentException.class);
		assertThatThrownBy(() -> new Mixtures.Weights(1, 1, 1, 1, -1)).isInstanceOf(IllegalArgumentException.class);
	}

	/**
	 * mix-3 adds whole core-4 cases to mix-2's: a construct only core-4 draws (a query form, GRAPH, a
	 * property path, a group without triples: {@link io.sparqlcheck.campaign.ConstructCoverage#keys}),
	 * which no mix-2 case has, in about a ninth of its cases; the four-part grid keeps its tags.
	 */
	@Example
	void mix3DrawsCore4sShapesThatMix2NeverDraws() {
		assertThat(new Mixtures.Weights(1, 1, 0, 2).tag()).isEqualTo("1.1.0.2");
		assertThat(Mixtures.MIX_3.tag()).isEqualTo("3.3.1.1.1");
		assertThat(Mixtures.MIX_3.toString()).isEqualTo("core-1:core-2:swarm:core-3:core-4 = 3:3:1:1:1");
		assertThat(beyondCore3(SparqlArbitraries.cases("mix-2"))).as("mix-2 cases with a construct of core-4's").isZero();
		assertThat(beyondCore3(SparqlArbitraries.cases("mix-3"))).as("among 900 mix-3 cases").isBetween(30, 120);
		assertThat(beyondCore3(Mixtures.candidate(new Mixtures.Weights(0, 0, 0, 0, 1)).cases())).as("among 900 core-4 cases")
			.isGreaterThan(300);
	}

	/** How many of 900 cases have a query form or a construct core-4 adds to core-3's. */
	private static int beyondCore3(CaseArbitrary cases) {
		return SparqlArbitraries.inGenerationContext(() -> {
			int n = 0;
			for (long seed = 0; seed < 900; seed++) {
				SparqlCase c = cases.caseForSeed(seed);
				boolean form = !c.form().equals(io.sparqlcheck.model.QueryForm.PLAIN);
				n += form || io.sparqlcheck.campaign.ConstructCoverage.keys(c).stream().anyMatch(k -> k.startsWith("GRAPH")
					|| k.startsWith("PATH") || k.startsWith("GROUP WITHOUT TRIPLES")) ? 1 : 0;
			}
			return n;
		});
	}

	@Example
	void aRowDroppingMutantIsFlaggedOnMixtureCases() {
		CaseArbitrary cases = Mixtures.candidate(new Mixtures.Weights(1, 1, 1, 1)).cases();
		try (JenaEngine jena = new JenaEngine()) {
			Tlp mutant = Tlp.on(Mutants.dropsOneFilteredRow(jena));
			long flagged = SparqlArbitraries.inGenerationContext(() -> java.util.stream.LongStream.range(0, 100)
				.filter(s -> mutant.check(cases.caseForSeed(s)) instanceof Verdict.Violation).count());
			assertThat(flagged).isGreaterThan(10);
		}
	}
}
