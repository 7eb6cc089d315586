package io.sparqlcheck.ledger;

import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.model.Triple;
import io.sparqlcheck.model.Var;
import io.sparqlcheck.testing.Mutants;
import net.jqwik.api.Example;

import java.io.IOException;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Signatures abstract constants to their datatype; groups form by signature; a ledger match marks a group known. */
class DedupTests {

	@Example
	void theSkeletonAbstractsConstantsToTheirDatatype() {
		Expr c = KnownCases.jenaFilterDisjunction().predicate();
		assertThat(Signature.skeleton(c)).isEqualTo("((IRI = ?s) || (?o = ?o))");
		Expr typed = new Expr.Comparison(Expr.CompareOp.LT, Var.of("o"), new Expr.Constant(Literal.langString("a", "en")));
		assertThat(Signature.skeleton(new Expr.Not(typed))).isEqualTo("!((?o < LANG))");
		assertThat(Signature.skeleton(Expr.FunctionCall.of("STR", new Expr.Constant(Literal.decimal("2.5")))))
			.isEqualTo("STR(xsd:decimal)");
		assertThat(Signature.shape(KnownCases.jenaFilterDisjunction().pattern())).isEqualTo("{ ?s IRI ?o . OPTIONAL { ?s IRI ?w . } }");
	}

	@Example
	void candidatesWithOneShapeGroupAndAKnownSignatureIsLabelled() throws IOException {
		JenaEngine jena = new JenaEngine();
		Candidate a = KnownCases.handWritten(KnownCases.jenaFilterDisjunction(), jena);
		SparqlCase other = KnownCases.jenaFilterDisjunction();
		// Same shape, other constants and data: one group.
		Expr c2 = new Expr.Or(new Expr.Comparison(Expr.CompareOp.EQ, new Expr.Constant(Iri.of("http://example.org/s1")), Var.of("s")),
			new Expr.Comparison(Expr.CompareOp.EQ, Var.of("o"), Var.of("o")));
		Candidate b = KnownCases.handWritten(new SparqlCase(Dataset.of(new Triple(Iri.of("http://example.org/s1"), KnownCases.P,
			Literal.string("x"))), other.pattern(), c2), jena);
		// Another shape (on the mutant engine, so that it fails): its own group.
		Expr c3 = new Expr.Or(new Expr.Comparison(Expr.CompareOp.EQ, Var.of("o"), Var.of("o")), new Expr.Bound(Var.of("s")));
		Candidate d = KnownCases.handWritten(new SparqlCase(other.data(), other.pattern(), c3), Mutants.dropsOneFilteredRow(jena));
		assertThat(a.id()).isNotEqualTo(b.id());
		assertThat(a.signature()).isEqualTo(b.signature());
		assertThat(d.signature()).isNotEqualTo(a.signature());

		List<LedgerEntry> ledger = Ledger.read(LedgerTests.fixture("valid.jsonl"));
		List<Dedup.Group> groups = Dedup.group(List.of(a, b, a, d), ledger);
		assertThat(groups).hasSize(2);
		assertThat(groups.get(0).candidates()).containsExactly(a, b);
		assertThat(groups.get(0).knownAs()).containsExactly(ledger.get(0).id());
		assertThat(groups.get(1).known()).isFalse();
	}
}
