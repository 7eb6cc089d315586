package io.sparqlcheck.ledger;

import io.sparqlcheck.codec.CaseCodec;
import io.sparqlcheck.codec.CaseFormatException;

import com.fasterxml.jackson.databind.JsonNode;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.Verdict;

import java.util.Objects;

/**
 * One falsified sample: the case inline, twice over. {@code data} (N-Triples), {@code pattern}
 * and {@code predicate} are the texts a person reads and pastes; {@code structure} is the
 * lossless tree ({@link CaseCodec}) the case is rebuilt from. {@link #sparqlCase()} checks that the
 * rebuilt case renders to exactly the recorded texts and fingerprint, so the two never disagree.
 */
public record Sample(String fingerprint, String data, String pattern, String predicate, JsonNode structure,
					 RecordedVerdict verdict) {

	public Sample {
		Objects.requireNonNull(fingerprint, "fingerprint");
		Objects.requireNonNull(data, "data");
		Objects.requireNonNull(pattern, "pattern");
		Objects.requireNonNull(predicate, "predicate");
		Objects.requireNonNull(structure, "structure");
		Objects.requireNonNull(verdict, "verdict");
	}

	public static Sample of(SparqlCase c, Verdict verdict) {
		return new Sample(c.fingerprint(), c.data().text(), c.pattern().toSparql(), c.predicate().toSparql(),
			CaseCodec.encode(c), RecordedVerdict.of(verdict));
	}

	/** The recorded case, rebuilt; fails naming the field whose text the rebuilt case does not match. */
	public SparqlCase sparqlCase() {
		SparqlCase c;
		try {
			c = CaseCodec.decode(structure, "structure");
		} catch (CaseFormatException e) {
			throw new RecordFormatException(null, 0, e.path(), e.problem());
		}
		check("data", data, c.data().text());
		check("pattern", pattern, c.pattern().toSparql());
		check("predicate", predicate, c.predicate().toSparql());
		check("fingerprint", fingerprint, c.fingerprint());
		return c;
	}

	private static void check(String field, String recorded, String rebuilt) {
		if (!recorded.equals(rebuilt)) {
			throw new RecordFormatException(null, 0, field, "the recorded text does not match the recorded structure ("
				+ rebuilt + ")");
		}
	}
}
