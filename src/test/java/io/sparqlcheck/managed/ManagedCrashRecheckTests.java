package io.sparqlcheck.managed;

import io.sparqlcheck.codec.CaseCodec;
import io.sparqlcheck.config.EngineCatalog;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.ForwardingEngine;
import io.sparqlcheck.ledger.Candidate;
import io.sparqlcheck.ledger.CaseRecheck;
import io.sparqlcheck.ledger.Classification;
import io.sparqlcheck.ledger.Findings;
import io.sparqlcheck.ledger.RecheckResult;
import io.sparqlcheck.ledger.Sample;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.model.Triple;
import net.jqwik.api.Example;

import java.nio.file.Path;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The recorded CRASH finding virtuoso-nan-poisons-store, rechecked on the real Virtuoso 7.2.5.1: its
 * shrunk trigger (one load of three triples with an xsd:double NaN, on a fresh database) still
 * poisons the store, so the recheck says STILL_FAILS; the same trigger with the NaN replaced by
 * 1.5E0 leaves the store healthy, so the recheck says NOW_PASSES (it can tell the two apart on the
 * real server, not only on a mutant). The managed server is started once and kept for both.
 */
class ManagedCrashRecheckTests {

	private static final String DOUBLE = "http://www.w3.org/2001/XMLSchema#double";

	@Example
	void theNanPoisoningStillFailsAndTheSameLoadWithoutNanPasses() throws Exception {
		Candidate crash = Findings.find(Path.of("findings.jsonl"), "virtuoso-nan-poisons-store").orElseThrow().repros().get(0);
		assertThat(crash.classification()).isEqualTo(Classification.CRASH);
		try (Engine v = ManagedOrSkip.open("virtuoso@7.2.5.1")) {
			EngineCatalog catalog = EngineCatalog.embedded().with("virtuoso@7.2.5.1", () -> new ForwardingEngine(v) {
				@Override
				public void close() {
					// kept for the next recheck
				}
			});
			RecheckResult still = CaseRecheck.run(crash, catalog);
			assertThat(still.answer()).as(still.describe()).isEqualTo(RecheckResult.Answer.STILL_FAILS);
			assertThat(still.describe()).contains("out of seg data");

			RecheckResult passes = CaseRecheck.run(withoutNaN(crash), catalog);
			assertThat(passes.answer()).as(passes.describe()).isEqualTo(RecheckResult.Answer.NOW_PASSES);
		}
	}

	/** The record with its NaN replaced by 1.5E0 (everything else as recorded). */
	private static Candidate withoutNaN(Candidate c) {
		SparqlCase s = c.shrunk().sparqlCase();
		assertThat(s.data().hasNamedGraphs()).isFalse();
		Dataset data = new Dataset(s.data().triples().stream().map(t -> t.object() instanceof Literal l && l.lexical().equals("NaN")
			? new Triple(t.subject(), t.predicate(), Literal.typed("1.5E0", DOUBLE)) : t).toList(), Map.of());
		assertThat(data).isNotEqualTo(s.data());
		SparqlCase h = new SparqlCase(data, s.pattern(), s.predicate(), s.form());
		Sample sample = new Sample(h.fingerprint(), h.data().text(), h.pattern().toSparql(), h.predicate().toSparql(), CaseCodec.encode(h),
			c.shrunk().verdict());
		return new Candidate(c.format(), c.id(), c.classification(), c.oracle(), c.engines(), c.property(), c.replay(), sample, c.original(),
			c.signature(), c.message());
	}
}
