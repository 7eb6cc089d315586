package io.sparqlcheck.jqwik;

import io.sparqlcheck.ledger.Candidate;
import io.sparqlcheck.ledger.Replay;
import io.sparqlcheck.ledger.Sample;
import io.sparqlcheck.model.SparqlCase;
import net.jqwik.api.AfterFailureMode;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.GenerationMode;
import net.jqwik.api.ShrinkingMode;
import net.jqwik.api.lifecycle.PropertyAttributes;
import net.jqwik.api.lifecycle.PropertyExecutionResult;

import java.lang.reflect.Method;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A by-seed recheck in progress: which property to replay, with which recorded settings, and what
 * the replay produced. It travels in its {@link PropertyRun}; {@link SparqlPropertyHook} applies the
 * settings and, instead of writing a candidate, hands the result here; {@link RecheckTryHook}
 * compares the sample of the recorded try with the recorded original before that try runs. Only
 * {@link SeedRecheck} makes and reads one; it is opaque elsewhere.
 */
public final class RecheckRequest {

	final Candidate candidate;
	final AtomicInteger tries = new AtomicInteger();
	volatile boolean ran;
	/**
	 * The thread the property runs on. jqwik generates its tries on it and shrinks on another one;
	 * a shrink that outlived its time bound in an earlier run may still be running tries of the same
	 * property, so only this thread's tries are counted.
	 */
	volatile Thread propertyThread;
	volatile SparqlCase regenerated;
	volatile boolean mismatch;
	volatile String generatorVersionNow;
	volatile PropertyExecutionResult.Status status;
	volatile Throwable throwable;
	volatile Sample shrunk;
	volatile boolean shrinkingBoundReached;

	RecheckRequest(Candidate candidate) {
		this.candidate = candidate;
	}

	/** Whether this recheck replays that property method. */
	boolean isAbout(Class<?> container, Method method) {
		return container != null && method != null && method.getName().equals(candidate.property().method())
			&& container.getName().equals(candidate.property().className());
	}

	/** The recorded settings, with exactly as many tries as it took to reach the recorded original. */
	void applyTo(PropertyAttributes attributes) {
		Replay replay = candidate.replay();
		attributes.setSeed(replay.seed());
		attributes.setTries(replay.falsifiedAtTry());
		attributes.setAfterFailure(AfterFailureMode.PREVIOUS_SEED);
		if (replay.generation() != null) {
			attributes.setGeneration(GenerationMode.valueOf(replay.generation()));
		}
		if (replay.edgeCases() != null) {
			attributes.setEdgeCases(EdgeCasesMode.valueOf(replay.edgeCases()));
		}
		if (replay.shrinking() != null) {
			attributes.setShrinking(ShrinkingMode.valueOf(replay.shrinking()));
		}
	}
}
