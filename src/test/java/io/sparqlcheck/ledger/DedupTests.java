package io.sparqlcheck.ledger;

import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.QueryForm;
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

	@Example
	void theFormIsPartOfTheShapeWithItsConstantsAbstracted() {
		SparqlCase plain = KnownCases.jenaFilterDisjunction();
		String patternAndPredicate = Signature.skeleton(plain.predicate()) + " | " + Signature.shape(plain.pattern());
		assertThat(Signature.caseShape(plain)).isEqualTo(patternAndPredicate); // core-1 to core-3 signatures unchanged
		QueryForm.Call sum = new QueryForm.Call(QueryForm.Function.SUM, false, Var.of("o"));
		QueryForm having1 = new QueryForm(QueryForm.Modifier.NONE, List.of(Var.of("s")), List.of(new QueryForm.Aggregation(sum, Var.of("n1"))),
			java.util.Optional.of(new QueryForm.Having(sum, Expr.CompareOp.GT, Literal.integer(1))), List.of(), 0, 0,
			new io.sparqlcheck.model.DatasetClause(List.of(Iri.of("http://example.org/g1")), List.of(Iri.of("http://example.org/g2"))));
		QueryForm having2 = new QueryForm(having1.modifier(), having1.groupBy(), having1.aggregates(),
			java.util.Optional.of(new QueryForm.Having(sum, Expr.CompareOp.GT, Literal.integer(2))), List.of(), 0, 0,
			new io.sparqlcheck.model.DatasetClause(List.of(Iri.of("http://example.org/g3")), List.of(Iri.of("http://example.org/g1"))));
		assertThat(Signature.caseShape(plain.withForm(having1))).isEqualTo(patternAndPredicate + " | SELECT ?s (SUM(?o) AS ?n1) "
			+ "FROM IRI FROM NAMED IRI WHERE { ... } GROUP BY ?s HAVING (SUM(?o) > xsd:integer) LIMIT 0");
		assertThat(Signature.caseShape(plain.withForm(having2))).isEqualTo(Signature.caseShape(plain.withForm(having1)));
		assertThat(Signature.caseShape(plain.withForm(having1.unsliced()))).isNotEqualTo(Signature.caseShape(plain.withForm(having1)));
	}

	/**
	 * Session 12, run A4 (core-4, six engines): apache/jena#4240's shape (GROUP_CONCAT(DISTINCT) ... ORDER BY
	 * ... OFFSET 1) and Comunica's ignored LIMIT 0 (COUNT ... ORDER BY ... LIMIT 0) have one predicate and one
	 * pattern; with the form left out of the signature both fell in one group, which the ledger's entry for
	 * #4240 then called known. The fixture holds the two repros as recorded (the ledger's, the finding's).
	 */
	@Example
	void theQueryFormKeepsALimitZeroReproOutOfJena4240sGroup() throws IOException {
		List<Candidate> repros = Candidates.read(LedgerTests.fixture("form-collision.jsonl"));
		Candidate jena4240 = repros.get(0), limitZero = repros.get(1);
		// both as that run signed them: on its six engines, with the signature this build computes
		List<EngineRef> a4 = limitZero.engines();
		Candidate metOnA4 = Candidate.of(jena4240.oracle(), a4, jena4240.property(), jena4240.replay(), jena4240.shrunk(),
			jena4240.original(), jena4240.message());
		Candidate limit = Candidate.of(limitZero.oracle(), a4, limitZero.property(), limitZero.replay(), limitZero.shrunk(),
			limitZero.original(), limitZero.message());
		assertThat(limit.signature().hash()).isNotEqualTo(metOnA4.signature().hash());

		List<LedgerEntry> ledger = Ledger.read(java.nio.file.Path.of(Ledger.DEFAULT_FILE));
		List<Dedup.Group> groups = Dedup.group(List.of(metOnA4, limit), ledger);
		assertThat(groups).hasSize(2);
		assertThat(groups.get(0).knownAs()).containsExactly(jena4240.id());
		assertThat(groups.get(1).candidates()).containsExactly(limit);
		assertThat(groups.get(1).known()).isFalse();
	}
}
