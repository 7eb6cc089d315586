package io.sparqlcheck.query;

import net.jqwik.api.Example;

import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A case's table of parses: one parse per parser and text, parsers told apart by identity, failures never kept. */
class CaseParsesTests {

	private static final String TEXT = "SELECT * WHERE { ?s ?p ?o }";

	@Example
	void eachTextIsParsedOncePerParserAndTheParseIsShared() {
		AtomicInteger calls = new AtomicInteger();
		CaseParses.Parser<Object> parser = new CaseParses.Parser<>("counting", t -> new Object[] {t, calls.incrementAndGet()});
		CaseParses table = CaseParses.empty();
		assertThat(table.held(parser, TEXT)).isEmpty();
		Object first = table.parse(parser, TEXT);
		assertThat(table.parse(parser, TEXT)).isSameAs(first);
		assertThat(table.held(parser, TEXT)).containsSame(first);
		assertThat(calls).hasValue(1);
		table.parse(parser, TEXT + " LIMIT 1");
		assertThat(calls).hasValue(2);
	}

	@Example
	void twoParsersOfOneNameShareNothing() {
		AtomicInteger calls = new AtomicInteger();
		CaseParses.Parser<Integer> a = new CaseParses.Parser<>("same name", t -> calls.incrementAndGet());
		CaseParses.Parser<Integer> b = new CaseParses.Parser<>("same name", t -> calls.incrementAndGet());
		CaseParses table = CaseParses.empty();
		assertThat(table.parse(a, TEXT)).isEqualTo(1);
		assertThat(table.parse(b, TEXT)).isEqualTo(2);
		assertThat(a).isNotEqualTo(b);
	}

	@Example
	void aParseThatThrowsIsNotKeptAndEachAskingMeetsTheFailure() {
		AtomicInteger calls = new AtomicInteger();
		CaseParses.Parser<Object> rejecting = new CaseParses.Parser<>("rejecting", t -> {
			calls.incrementAndGet();
			throw new IllegalArgumentException("not a query: " + t);
		});
		CaseParses table = CaseParses.empty();
		assertThatThrownBy(() -> table.parse(rejecting, "SELECT")).isInstanceOf(IllegalArgumentException.class);
		assertThatThrownBy(() -> table.parse(rejecting, "SELECT")).isInstanceOf(IllegalArgumentException.class);
		assertThat(calls).hasValue(2);
		assertThat(table.held(rejecting, "SELECT")).isEmpty();
	}

	@Example
	void theTableOfAPreconditionsParseHoldsItAsArqsParse() {
		CompiledQuery compiled = CompiledQuery.of(TEXT);
		CaseParses table = CaseParses.with(Optional.of(compiled));
		assertThat(table.held(CaseParses.ARQ, TEXT)).containsSame(compiled.query());
		assertThat(table.parse(CaseParses.ARQ, TEXT)).isSameAs(compiled.query());
		assertThat(CaseParses.with(Optional.empty()).held(CaseParses.ARQ, TEXT)).isEmpty();
	}
}
