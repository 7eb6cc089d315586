package io.sparqlcheck.jqwik;

import io.sparqlcheck.ledger.Candidate;
import io.sparqlcheck.ledger.EngineRef;
import io.sparqlcheck.ledger.PropertyRef;
import io.sparqlcheck.ledger.Replay;
import io.sparqlcheck.ledger.Sample;
import io.sparqlcheck.oracle.Verdict;
import net.jqwik.api.lifecycle.FalsifiedSample;
import net.jqwik.api.lifecycle.PropertyExecutionResult;
import net.jqwik.api.lifecycle.PropertyLifecycleContext;
import net.jqwik.api.lifecycle.ShrunkFalsifiedSample;

import java.util.Optional;

/** Turns a falsified property's result into a candidate record. */
final class CandidateRecorder {
	private CandidateRecorder() {
	}

	/** The verdict a sparqlcheck assertion failed with, or empty for any other failure. */
	static Optional<Verdict> verdictOf(Throwable t) {
		if (t instanceof ViolationError v && v.verdict() != null) {
			return Optional.of(v.verdict());
		}
		if (t instanceof EngineFailureError f && f.verdict() != null) {
			return Optional.of(f.verdict());
		}
		return Optional.empty();
	}

	/** The shrunk sample's verdict: from the shrunk sample, else from the property's error. */
	static Optional<Verdict> shrunkVerdict(PropertyExecutionResult result) {
		Optional<Verdict> v = result.shrunkSample().flatMap(FalsifiedSample::falsifyingError).flatMap(CandidateRecorder::verdictOf);
		return v.isPresent() ? v : result.throwable().flatMap(CandidateRecorder::verdictOf);
	}

	/** The candidate, or empty (with the reason) when the failure is not a sparqlcheck verdict. */
	static Candidate build(PropertyLifecycleContext context, PropertyExecutionResult result, String seed,
						   boolean shrinkingBoundReached) {
		Verdict shrunk = shrunkVerdict(result).orElseThrow(() -> new NotACandidate(
			"the property failed with " + result.throwable().map(Object::toString).orElse("no error")
				+ ", not with a sparqlcheck verdict"));
		Verdict original = result.originalSample().flatMap(FalsifiedSample::falsifyingError)
			.flatMap(CandidateRecorder::verdictOf).orElse(shrunk);
		var attributes = context.attributes();
		Replay replay = new Replay(result.seed().orElse(seed), attributes.tries().orElse(null), Math.max(1, result.countTries()),
			attributes.generation().map(Enum::name).orElse(null), attributes.edgeCases().map(Enum::name).orElse(null),
			attributes.shrinking().map(Enum::name).orElse(null), attributes.afterFailure().map(Enum::name).orElse(null),
			result.shrunkSample().map(ShrunkFalsifiedSample::countShrinkingSteps).orElse(0), shrinkingBoundReached,
			JqwikVersion.get(),
			CaseSources.generatorVersion(context.targetMethod(), context.testInstance()));
		PropertyRef property = new PropertyRef(context.containerClass().getName(), context.targetMethod().getName(),
			context.extendedLabel(), context.label());
		String message = shrunk.describe().lines().findFirst().orElse("");
		return Candidate.of(shrunk.oracle(), shrunk.engines().stream().map(EngineRef::fromLabel).toList(), property, replay,
			Sample.of(shrunk.sparqlCase(), shrunk), Sample.of(original.sparqlCase(), original), message);
	}

	/** The failure was not one a candidate can record. */
	static final class NotACandidate extends RuntimeException {
		NotACandidate(String message) {
			super(message);
		}
	}
}
