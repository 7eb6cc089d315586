package io.sparqlcheck.campaign;

import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.ledger.Attributions;
import io.sparqlcheck.ledger.CauseMatch;
import io.sparqlcheck.ledger.DifferentialSplit;
import io.sparqlcheck.ledger.Findings;
import io.sparqlcheck.ledger.KnownBugs;
import io.sparqlcheck.ledger.Ledger;
import io.sparqlcheck.ledger.RecordedVerdict;
import io.sparqlcheck.model.BindPattern;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.model.Triple;
import io.sparqlcheck.model.TriplePattern;
import io.sparqlcheck.model.Var;
import io.sparqlcheck.oracle.Verdict;
import io.sparqlcheck.oracle.VerdictKind;
import net.jqwik.api.Example;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * An engine failure in which two engines throw, each the text of its own known bug (Jena's main
 * engine and QueryEngineRef both abort on a decimal division by zero: two findings), is known role by
 * role; with one of the two bugs unknown, it is not. On the real engines.
 */
class FailureByRoleTests {

	private static final Iri P = new Iri("http://example.org/p"), S0 = new Iri("http://example.org/s0");
	private static final Var S = Var.of("s"), O = Var.of("o"), B = Var.of("b");

	/** {@code ?s p ?o BIND(?o / ?o AS ?b) FILTER(?o = ?o)} over the decimal 0.0: both Jena engines throw. */
	private static Verdict divisionByZero(List<Engine> engines) {
		SparqlCase c = new SparqlCase(Dataset.of(new Triple(S0, P, Literal.decimal("0.0"))),
			GroupPattern.of(new TriplePattern(S, P, O), new BindPattern(new Expr.Arithmetic(Expr.ArithOp.DIV, O, O), B)),
			new Expr.Comparison(Expr.CompareOp.EQ, O, O));
		return DifferentialSplitTests.differential(engines, c);
	}

	@Example
	void twoEnginesThrowingTheirOwnKnownBugsAreKnownRoleByRole() throws Exception {
		List<Engine> engines = DifferentialSplitTests.embedded();
		try {
			Verdict v = divisionByZero(engines);
			assertThat(v.kind()).as(v.toString()).isEqualTo(VerdictKind.ENGINE_FAILURE);
			KnownBugs known = KnownBugs.ofWorkingDirectory();
			String byRole = LedgerTriage.of(known).knownByCause(v, engines).orElseThrow();
			assertThat(byRole).startsWith(CauseMatch.BY_ROLE);
			assertThat(DifferentialSplit.parts(byRole)).hasSize(2)
				.anyMatch(p -> p.startsWith("known by cause: jena-decimal-divide-by-zero-aborts (JENA threw: java.lang.ArithmeticException"))
				.anyMatch(p -> p.startsWith("known by cause: jena-ref-decimal-divide-by-zero-aborts (JENA-ref threw: java.lang.ArithmeticException"));
			assertThat(known.bugId(v, java.util.Set::of)).as("two bugs: a benchmark names neither alone by id").isEmpty();

			// without QueryEngineRef's finding, its role's text is no known bug's: the whole is not known
			KnownBugs withoutRef = KnownBugs.of(Ledger.read(Path.of(Ledger.DEFAULT_FILE)),
				Findings.read(Path.of("findings.jsonl")).stream().filter(f -> !f.id().equals("jena-ref-decimal-divide-by-zero-aborts")).toList(),
				Attributions.read(Path.of(Attributions.DEFAULT_FILE)));
			assertThat(withoutRef.byException(RecordedVerdict.of(v))).isEmpty();
		} finally {
			engines.forEach(Engine::close);
		}
	}
}
