package io.sparqlcheck.oracle;

import io.sparqlcheck.arbitraries.Grammars;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.engine.Rdf4jEngine;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.Path;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.model.Triple;
import io.sparqlcheck.model.TriplePattern;
import io.sparqlcheck.model.Var;
import io.sparqlcheck.testing.Mutants;
import net.jqwik.api.Example;

import java.util.List;
import java.util.function.UnaryOperator;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The path oracle on the real engines: every rewrite of §18.4 holds on Jena and RDF4J over data
 * with chains, cycles, shared endpoints and literals, and a mutant whose path evaluation is wrong
 * (one-or-more read as zero-or-more, the inverse ignored, an alternative's right branch dropped)
 * is flagged, on the real engine underneath it.
 */
class PathEquivalenceTests {

	private static final String NS = "http://example.org/";
	private static final Iri P = Iri.of(NS + "p");
	private static final Iri Q = Iri.of(NS + "q");
	private static final Iri R = Iri.of(NS + "r");
	private static final Iri S0 = Iri.of(NS + "s0");
	private static final Iri S1 = Iri.of(NS + "s1");
	private static final Iri S2 = Iri.of(NS + "s2");
	private static final Var S = Var.of("s");
	private static final Var O = Var.of("o");
	private static final Var X = Var.of("x");

	/** A chain s0 -p-> s1 -p-> s2 -p-> s0 (a cycle), a second route s0 -q-> s2, a literal object, and s1 -r-> s1. */
	private static Dataset data() {
		return Dataset.of(new Triple(S0, P, S1), new Triple(S1, P, S2), new Triple(S2, P, S0), new Triple(S0, Q, S2),
			new Triple(S0, Q, Literal.integer(1)), new Triple(S1, R, S1), new Triple(S2, R, S1));
	}

	private static SparqlCase withPath(io.sparqlcheck.model.PatternTerm subject, Path path, io.sparqlcheck.model.PatternTerm object) {
		GroupPattern p = GroupPattern.of(new TriplePattern(S, P, O), new TriplePattern(subject, path, object));
		return new SparqlCase(data(), p, new Expr.Bound(S));
	}

	private static final Path.Link LP = new Path.Link(P);
	private static final Path.Link LQ = new Path.Link(Q);
	private static final Path.Link LR = new Path.Link(R);

	/** One path per operator, var-var, var-term and term-var, with composites inside. */
	private static List<SparqlCase> cases() {
		return List.of(
			withPath(O, new Path.OneOrMore(LP), X),
			withPath(O, new Path.ZeroOrMore(LP), X),
			withPath(O, new Path.ZeroOrOne(LR), X),
			withPath(X, new Path.ZeroOrOne(LQ), X),
			withPath(S0, new Path.ZeroOrOne(LQ), X),
			withPath(X, new Path.ZeroOrMore(LR), S1),
			withPath(O, new Path.Inverse(LP), X),
			withPath(S, new Path.Sequence(LP, LP), X),
			withPath(S, new Path.Alternative(LP, LQ), X),
			withPath(S, new Path.Negated(List.of(P), List.of(R)), X),
			withPath(S, new Path.OneOrMore(new Path.Alternative(LP, LQ)), X),
			withPath(S, new Path.Sequence(new Path.Inverse(LP), LR), X));
	}

	private static List<Verdict> run(UnaryOperator<Engine> mutate, List<SparqlCase> cases) {
		List<Verdict> verdicts = new java.util.ArrayList<>();
		for (Engine real : List.<Engine>of(new JenaEngine(), new Rdf4jEngine())) {
			PathEquivalence oracle = PathEquivalence.on(mutate.apply(real));
			cases.forEach(c -> verdicts.add(oracle.check(c)));
		}
		return verdicts;
	}

	@Example
	void everyRewriteHoldsOnJenaAndRdf4j() {
		for (Verdict v : run(e -> e, cases())) {
			assertThat(v).as(v.toString()).isInstanceOf(Verdict.Pass.class);
		}
	}

	@Example
	void aCaseWithoutAPathIsVoidedNotPassed() {
		SparqlCase plain = new SparqlCase(data(), GroupPattern.of(new TriplePattern(S, P, O)), new Expr.Bound(S));
		assertThat(PathEquivalence.TYPE.voids(plain)).isPresent();
		assertThat(PathEquivalence.TYPE.voids(withPath(S0, new Path.OneOrMore(LP), S1))).as("both endpoints terms").isPresent();
		assertThat(PathEquivalence.TYPE.voids(cases().get(0))).isEmpty();
	}

	@Example
	void oneOrMoreReadAsZeroOrMoreIsFlagged() {
		List<Verdict> verdicts = run(Mutants::oneOrMoreAsZeroOrMore, List.of(withPath(O, new Path.OneOrMore(LQ), X)));
		assertThat(verdicts).allSatisfy(v -> assertThat(v).isInstanceOf(Verdict.Violation.class));
	}

	@Example
	void anIgnoredInverseIsFlagged() {
		List<Verdict> verdicts = run(Mutants::inverseIgnored, List.of(withPath(O, new Path.Inverse(LP), X)));
		assertThat(verdicts).allSatisfy(v -> assertThat(v).isInstanceOf(Verdict.Violation.class));
	}

	@Example
	void aDroppedAlternativeBranchIsFlagged() {
		List<Verdict> verdicts = run(Mutants::alternativeRightDropped, List.of(withPath(S, new Path.Alternative(LP, LQ), X)));
		assertThat(verdicts).allSatisfy(v -> assertThat(v).isInstanceOf(Verdict.Violation.class));
	}

	/**
	 * On generated core-4 cases too: Jena never violates the relation on the first 300 seeds the oracle
	 * takes (a seed where Jena itself fails, its known MultiHashProbeTable NPE, jena-hash-join-npe,
	 * proves nothing either way and is left out), and the one-or-more mutant is flagged on some of them (the inverse and alternative mutants, flagged
	 * by the hand-made cases above, were flagged on none of these seeds: most generated paths match nothing).
	 */
	@Example
	void generatedCore4CasesFlagTheMutantsAndPassTheRealEngine() {
		var cases = Grammars.byVersion("core-4").cases();
		PathEquivalence real = PathEquivalence.on(new JenaEngine());
		List<PathEquivalence> mutants = List.of(PathEquivalence.on(Mutants.oneOrMoreAsZeroOrMore(new JenaEngine())),
			PathEquivalence.on(Mutants.inverseIgnored(new JenaEngine())), PathEquivalence.on(Mutants.alternativeRightDropped(new JenaEngine())));
		int[] flagged = new int[mutants.size()];
		for (long seed = 0; seed < 300; seed++) {
			SparqlCase c = cases.caseForSeed(seed);
			if (PathEquivalence.TYPE.voids(c).isPresent()) {
				continue;
			}
			Verdict own = real.check(c);
			if (own instanceof Verdict.EngineFailure) {
				continue;
			}
			assertThat(own).as("seed " + seed).isInstanceOf(Verdict.Pass.class);
			for (int m = 0; m < mutants.size(); m++) {
				if (mutants.get(m).check(c) instanceof Verdict.Violation) {
					flagged[m]++;
				}
			}
		}
		System.out.println("path mutants flagged on core-4 seeds 0..299: " + java.util.Arrays.toString(flagged));
		assertThat(flagged[0]).as("one-or-more read as zero-or-more, of " + java.util.Arrays.toString(flagged)).isPositive();
	}
}
