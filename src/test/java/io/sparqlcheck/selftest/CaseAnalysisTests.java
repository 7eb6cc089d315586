package io.sparqlcheck.selftest;

import io.sparqlcheck.result.Solution;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.result.QueryOutcome;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.model.Triple;
import io.sparqlcheck.model.Var;
import io.sparqlcheck.oracle.ExecutedQuery;
import io.sparqlcheck.oracle.Norec;
import io.sparqlcheck.oracle.Tlp;
import io.sparqlcheck.oracle.Verdict;
import net.jqwik.api.Example;

import java.util.List;

import static io.sparqlcheck.jqwik.SparqlAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Self-test 1, the paper's §7.1 case analysis checked row for row on real Jena: ages 20 and 30,
 * an age "twenty" (a type error from a bound value), a subject with no age (an unbound variable
 * under OPTIONAL), and c = ?age < 25.
 */
class CaseAnalysisTests {

	static final String EX = "http://example.org/";
	static final Iri NAME = Iri.of(EX + "name");
	static final Iri AGE = Iri.of(EX + "age");

	static SparqlCase ageCase() {
		Dataset data = Dataset.of(
			new Triple(Iri.of(EX + "ann"), NAME, Literal.string("Ann")),
			new Triple(Iri.of(EX + "ann"), AGE, Literal.integer(20)),
			new Triple(Iri.of(EX + "bob"), NAME, Literal.string("Bob")),
			new Triple(Iri.of(EX + "bob"), AGE, Literal.integer(30)),
			new Triple(Iri.of(EX + "cat"), NAME, Literal.string("Cat")),
			new Triple(Iri.of(EX + "cat"), AGE, Literal.string("twenty")),
			new Triple(Iri.of(EX + "dan"), NAME, Literal.string("Dan")));
		GroupPattern pattern = GroupPattern.optionalPattern(NAME, AGE);
		Expr c = new Expr.Comparison(Expr.CompareOp.LT, Var.of("w"), new Expr.Constant(Literal.integer(25)));
		return new SparqlCase(data, pattern, c);
	}

	@Example
	void tlpBranchesPartitionTheBaseAsTheCaseAnalysisPredicts() {
		Verdict v = Tlp.on(new JenaEngine()).check(ageCase());
		assertThat(v).isPass().hasCount("base", 4).hasCount("true", 1).hasCount("false", 1).hasCount("error", 2);
		assertThat(names(v, "true")).containsExactly("Ann");
		assertThat(names(v, "false")).containsExactly("Bob");
		assertThat(names(v, "error")).containsExactlyInAnyOrder("Cat", "Dan");
	}

	@Example
	void norecFlagsAreOneTrueOneFalseAndTwoUnbound() {
		Verdict v = Norec.on(new JenaEngine()).check(ageCase());
		assertThat(v).isPass().hasCount("base", 4).hasCount("optimized", 1).hasCount("rewrite", 4)
			.hasCount("flag true", 1).hasCount("flag false", 1).hasCount("flag unbound", 2);
	}

	private static List<String> names(Verdict v, String role) {
		ExecutedQuery q = v.queries().stream().filter(e -> e.role().equals(role)).findFirst().orElseThrow();
		return ((QueryOutcome.Solutions) q.outcome()).rows().stream()
			.map((Solution s) -> ((Literal) s.get("o")).lexical()).toList();
	}
}
