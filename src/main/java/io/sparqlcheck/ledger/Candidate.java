package io.sparqlcheck.ledger;

import java.util.List;
import java.util.Objects;

/**
 * One falsified property, as the lifecycle hook records it: untriaged, unfiled, a claim to check.
 *
 * @param format         {@value #FORMAT}
 * @param id             {@code c-} and 12 hex digits of the property, seed, shrunk case, verdict class,
 *                       oracle and engines: the same failure recorded twice gets the same id, and the same
 *                       case failing on another engine (rdf4j and rdf4j-noopt) another one
 * @param classification wrong-result or engine-error
 * @param oracle         the oracle's name
 * @param engines        every engine involved, with its exact version
 * @param property       the property that was falsified
 * @param replay         the seed and every setting needed to replay it
 * @param shrunk         the shrunk sample: the minimal case, its verdict and queries
 * @param original       the original, unshrunk sample
 * @param signature      the dedup signature of the shrunk case
 * @param message        the first line of the assertion message
 */
public record Candidate(String format, String id, Classification classification, String oracle,
						List<EngineRef> engines, PropertyRef property, Replay replay, Sample shrunk, Sample original,
						Signature signature, String message) {

	public static final String FORMAT = "sparqlcheck-candidate/1";

	public Candidate {
		if (!FORMAT.equals(format)) {
			throw new IllegalArgumentException("format must be " + FORMAT + ", is " + format);
		}
		Objects.requireNonNull(id, "id");
		Objects.requireNonNull(classification, "classification");
		Objects.requireNonNull(oracle, "oracle");
		Objects.requireNonNull(property, "property");
		Objects.requireNonNull(replay, "replay");
		Objects.requireNonNull(shrunk, "shrunk");
		Objects.requireNonNull(original, "original");
		Objects.requireNonNull(signature, "signature");
		engines = List.copyOf(engines);
		if (engines.isEmpty()) {
			throw new IllegalArgumentException("engines must name at least one engine");
		}
	}

	/** Builds a candidate, deriving its id and signature. */
	public static Candidate of(String oracle, List<EngineRef> engines, PropertyRef property, Replay replay,
							   Sample shrunk, Sample original, String message) {
		RecordedVerdict v = shrunk.verdict();
		Classification classification = Classification.ofVerdictKind(v.kind());
		String verdictClass = v.verdictClass();
		Signature signature = Signature.of(oracle, engines.stream().map(EngineRef::name).toList(), verdictClass,
			shrunk.sparqlCase());
		String id = "c-" + Signature.sha256(property.className() + "#" + property.method() + "|" + replay.seed() + "|"
			+ shrunk.fingerprint() + "|" + verdictClass + "|" + oracle + "|"
			+ String.join(",", engines.stream().map(EngineRef::label).toList())).substring(0, 12);
		return new Candidate(FORMAT, id, classification, oracle, engines, property, replay, shrunk, original, signature,
			message);
	}

	/**
	 * This candidate with its signature as this build computes it ({@link Signature#recomputed}); itself
	 * when the signature is current or its case cannot be rebuilt (a record of an older grammar).
	 */
	public Candidate resigned() {
		Signature now;
		try {
			now = signature.recomputed(shrunk.sparqlCase());
		} catch (RuntimeException e) {
			return this;
		}
		return now.equals(signature) ? this
			: new Candidate(format, id, classification, oracle, engines, property, replay, shrunk, original, now, message);
	}

	/** The engines as labels: {@code name version}. */
	public List<String> engineLabels() {
		return engines.stream().map(EngineRef::label).toList();
	}
}
