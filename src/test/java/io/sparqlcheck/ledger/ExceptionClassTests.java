package io.sparqlcheck.ledger;

import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.ExecutedQuery;
import io.sparqlcheck.oracle.Verdict;
import io.sparqlcheck.result.QueryOutcome;
import net.jqwik.api.Example;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Two engine failures are the same failure only with the same exception: the causes below are the
 * shapes real engines gave (in-process RDF4J and Jena, the managed RDF4J server's 500 body, the
 * endpoint client's chain).
 */
class ExceptionClassTests {

	@Example
	void theDeepestExceptionOfTheChainIsNamed() {
		assertThat(ExceptionClass.deepest("java.lang.IllegalStateException: Node has no parent")).contains("java.lang.IllegalStateException");
		assertThat(ExceptionClass.deepest("org.eclipse.rdf4j.query.QueryEvaluationException: "
			+ "org.eclipse.rdf4j.query.algebra.evaluation.ValueExprEvaluationException: Not a number: \"a\""))
			.contains("org.eclipse.rdf4j.query.algebra.evaluation.ValueExprEvaluationException");
		assertThat(ExceptionClass.deepest("HTTP 500 text/plain; charset=utf-8: java.util.ConcurrentModificationException"))
			.contains("java.util.ConcurrentModificationException");
		assertThat(ExceptionClass.deepest("HTTP 500: org.eclipse.rdf4j.query.QueryEvaluationException: "
			+ "org.eclipse.rdf4j.query.QueryEvaluationException: java.lang.IllegalStateException: Node has no parent"))
			.contains("java.lang.IllegalStateException");
	}

	@Example
	void aClassNamedInsideAMessageIsNotTheException() {
		assertThat(ExceptionClass.deepest("java.lang.NullPointerException: Cannot invoke "
			+ "\"org.apache.jena.sparql.engine.join.MultiHashProbeTable.clear()\" because \"this.hashTable\" is null"))
			.contains("java.lang.NullPointerException");
		assertThat(ExceptionClass.deepest("HTTP 500 text/plain: Virtuoso 22023 Error SR601: Argument 0 of sameTerm")).isEmpty();
		assertThat(ExceptionClass.deepest("no complete answer within 10 s")).isEmpty();
	}

	/** RDF4J 4.0.0 crashes on rdf4j-bind-coalesce-node-has-no-parent's repro with a ConcurrentModificationException: not the recorded failure. */
	@Example
	void anEngineFailureWithAnotherExceptionIsNotTheRecordedFailure() {
		SparqlCase c = KnownCases.jenaFilterDisjunction();
		Candidate recorded = TestCandidates.ofVerdict(failure(c, "java.lang.IllegalStateException: Node has no parent"));

		RecordedFailure.Reading other = RecordedFailure.read(recorded, failure(c, "HTTP 500 text/plain; charset=utf-8: java.util.ConcurrentModificationException"));
		assertThat(other.answer()).isEqualTo(Bisection.Answer.OTHER);
		assertThat(other.detail()).contains("exception java.util.ConcurrentModificationException instead of java.lang.IllegalStateException");

		RecordedFailure.Reading same = RecordedFailure.read(recorded, failure(c,
			"HTTP 500 text/plain; charset=utf-8: org.eclipse.rdf4j.query.QueryEvaluationException: java.lang.IllegalStateException: Node has no parent"));
		assertThat(same.answer()).isEqualTo(Bisection.Answer.FAILS);
		assertThat(same.detail()).contains("java.lang.IllegalStateException");
	}

	/**
	 * Fuseki 5.6.0 answers jena-hash-join-npe's repro with a 500 whose body is the NullPointerException's
	 * message without its class: the same failure by its message, another one by any other message.
	 */
	@Example
	void aServerThatSendsTheMessageAloneIsMatchedByTheMessage() {
		String inProcess = "java.lang.NullPointerException: Cannot invoke \"org.apache.jena.sparql.engine.join.MultiHashProbeTable.clear()\" "
			+ "because \"this.hashTable\" is null";
		String fuseki = "HTTP 500 text/plain;charset=utf-8: Cannot invoke \"org.apache.jena.sparql.engine.join.MultiHashProbeTable.clear()\" "
			+ "because \"this.hashTable\" is null";
		assertThat(ExceptionClass.same(inProcess, fuseki)).isTrue();
		// the same answer through RDF4J's SPARQLRepository: the client's two exceptions wrap Fuseki's text
		String client = "HTTP 500: org.eclipse.rdf4j.query.QueryEvaluationException: Cannot invoke "
			+ "\"org.apache.jena.sparql.engine.join.MultiHashProbeTable.clear()\" because \"this.hashTable\" is null <- "
			+ "org.eclipse.rdf4j.repository.RepositoryException: Cannot invoke "
			+ "\"org.apache.jena.sparql.engine.join.MultiHashProbeTable.clear()\" because \"this.hashTable\" is null";
		assertThat(ExceptionClass.deepest(client)).isEmpty();
		assertThat(ExceptionClass.same(inProcess, client)).isTrue();
		assertThat(ExceptionClass.same("java.lang.IllegalStateException: Node has no parent", client)).isFalse();
		assertThat(ExceptionClass.same(fuseki, inProcess)).isTrue();
		assertThat(ExceptionClass.same(inProcess, "HTTP 500 text/plain;charset=utf-8: Index 0 out of bounds for length 0")).isFalse();
		assertThat(ExceptionClass.same("HTTP 500 text/plain: Virtuoso 22023 Error", "HTTP 500 text/plain: Virtuoso 37000 Error")).isTrue();
		assertThat(ExceptionClass.deepestMessage("org.x.AException: outer <- java.lang.IllegalStateException: Node has no parent (body: y)"))
			.contains("Node has no parent");
		assertThat(ExceptionClass.deepestMessage("HTTP 500: org.x.AException: x (body: java.lang.IllegalStateException: Node has no parent)"))
			.contains("Node has no parent");
	}

	@Example
	void aRecheckReportsTheOtherException() {
		SparqlCase c = KnownCases.jenaFilterDisjunction();
		RecordedVerdict was = RecordedVerdict.of(failure(c, "java.lang.IllegalStateException: Node has no parent"));
		assertThat(was.differencesFrom(RecordedVerdict.of(failure(c, "java.lang.IllegalStateException: another message")))).isEmpty();
		assertThat(was.differencesFrom(RecordedVerdict.of(failure(c, "java.lang.NullPointerException"))))
			.containsExactly("exception java.lang.NullPointerException instead of java.lang.IllegalStateException");
	}

	private static Verdict failure(SparqlCase c, String cause) {
		QueryOutcome.Failure f = new QueryOutcome.Failure("SELECT * WHERE { ?s ?p ?o }", QueryOutcome.FailureKind.EVALUATION_ERROR, cause);
		return new Verdict.EngineFailure("TLP", List.of("rdf4j"), c, List.of(new ExecutedQuery("base", "rdf4j", f)), "rdf4j", f);
	}
}
