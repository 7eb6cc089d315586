package io.sparqlcheck.selftest;

import io.sparqlcheck.arbitraries.CaseArbitrary;
import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.engine.Rdf4jEngine;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.ErrorBranch;
import io.sparqlcheck.oracle.Tlp;
import io.sparqlcheck.oracle.Verdict;
import io.sparqlcheck.query.Queries;
import io.sparqlcheck.result.QueryOutcome;
import net.jqwik.api.Example;

import java.util.ArrayList;
import java.util.List;

import static io.sparqlcheck.jqwik.SparqlAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The IF-free error branch, {@code COALESCE(!((c) || !(c)), true)}, selects exactly the solutions
 * the paper's IF form, {@code COALESCE(IF(c, false, false), true)}, selects: on the §7.1 case
 * analysis, row for row, and on the cases of 10,000 generated seeds on Jena (the same bag of
 * solutions, or both queries failing). And it is the form chosen for an engine whose IF is known
 * broken, and only there.
 */
class ErrorBranchEquivalenceTests {

	@Example
	void bothFormsPartitionTheCaseAnalysisAlikeOnJena() {
		try (JenaEngine jena = new JenaEngine()) {
			for (ErrorBranch form : ErrorBranch.values()) {
				Verdict v = Tlp.on(jena, form).check(CaseAnalysisTests.ageCase());
				assertThat(v).isPass().hasCount("base", 4).hasCount("true", 1).hasCount("false", 1).hasCount("error", 2);
				assertThat(v.queries().get(3).query()).as("the verdict's error query shows its form")
					.contains(form == ErrorBranch.IF ? "IF(" : "||");
			}
		}
	}

	@Example
	void theIfFreeFormPartitionsTheCaseAnalysisOnRdf4jWhereTheIfFormFails() {
		try (Rdf4jEngine rdf4j = new Rdf4jEngine()) {
			assertThat(Tlp.on(rdf4j).errorBranch()).isEqualTo(
				Rdf4jEngine.RELEASE.equals("5.2.1") ? ErrorBranch.DISJUNCTION : ErrorBranch.IF);
			Verdict v = Tlp.on(rdf4j, ErrorBranch.DISJUNCTION).check(CaseAnalysisTests.ageCase());
			assertThat(v).isPass().hasCount("base", 4).hasCount("true", 1).hasCount("false", 1).hasCount("error", 2);
		}
		try (Rdf4jEngine noopt = Rdf4jEngine.withoutOptimizers()) {
			assertThat(Tlp.on(noopt).errorBranch()).as(noopt.label() + " is the same release").isEqualTo(
				Rdf4jEngine.RELEASE.equals("5.2.1") ? ErrorBranch.DISJUNCTION : ErrorBranch.IF);
		}
		try (JenaEngine jena = new JenaEngine()) {
			assertThat(Tlp.on(jena).errorBranch()).as("the IF form stays the default elsewhere").isEqualTo(ErrorBranch.IF);
		}
	}

	@Example
	void bothFormsSelectTheSameSolutionsOnTenThousandGeneratedCasesOnJena() {
		CaseArbitrary cases = SparqlArbitraries.cases();
		List<String> differ = new ArrayList<>();
		int solutions = 0, bothFailed = 0, nonEmpty = 0;
		try (Engine jena = new JenaEngine()) {
			for (long seed = 0; seed < 10_000; seed++) {
				SparqlCase c = cases.caseForSeed(seed);
				QueryOutcome viaIf = jena.select(c.data(), Queries.selectAllWhere(c.pattern(), ErrorBranch.IF.of(c.predicate())));
				QueryOutcome viaOr = jena.select(c.data(), Queries.selectAllWhere(c.pattern(), ErrorBranch.DISJUNCTION.of(c.predicate())));
				if (viaIf instanceof QueryOutcome.Solutions a && viaOr instanceof QueryOutcome.Solutions b) {
					solutions++;
					nonEmpty += a.size() > 0 ? 1 : 0;
					if (!a.bag().equals(b.bag())) {
						differ.add("seed " + seed + ": " + c.predicate().toSparql() + ": IF form " + a.size() + " rows, disjunction form " + b.size());
					}
				} else if (viaIf instanceof QueryOutcome.Failure && viaOr instanceof QueryOutcome.Failure) {
					bothFailed++;
				} else {
					differ.add("seed " + seed + ": only one form failed: IF " + viaIf + ", disjunction " + viaOr);
				}
			}
		}
		System.out.println("error-branch forms on 10,000 core-1 cases on Jena: " + solutions + " answered alike ("
			+ nonEmpty + " with error rows), " + bothFailed + " failed in both forms, " + differ.size() + " differ");
		assertThat(differ).isEmpty();
		assertThat(nonEmpty).as("the comparison is not vacuous: many cases have error rows").isGreaterThan(1000);
	}
}
