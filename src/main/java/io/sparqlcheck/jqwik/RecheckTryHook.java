package io.sparqlcheck.jqwik;

import io.sparqlcheck.model.SparqlCase;
import net.jqwik.api.lifecycle.AroundTryHook;
import net.jqwik.api.lifecycle.PropagationMode;
import net.jqwik.api.lifecycle.TryExecutionResult;
import net.jqwik.api.lifecycle.TryExecutor;
import net.jqwik.api.lifecycle.TryLifecycleContext;

import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Method;
import java.util.List;
import java.util.Optional;

/**
 * During a by-seed recheck only: on the recorded falsifying try, compares the regenerated sample
 * with the recorded original before running it. When they differ the try is not run (it is
 * reported as satisfied, and it is the last try), and the recheck answers that the seed no longer
 * generates the recorded case. Outside a recheck it only runs the try. Registered globally. The
 * recheck is the one of the {@link PropertyRun} open on the try's thread, so the tries of shrinking
 * (on other threads) are never counted.
 */
public final class RecheckTryHook implements AroundTryHook {

	@Override
	public PropagationMode propagateTo() {
		return PropagationMode.ALL_DESCENDANTS;
	}

	@Override
	public boolean appliesTo(Optional<AnnotatedElement> element) {
		return element.map(e -> !(e instanceof Method m)
			|| CaseSources.caseParameter(m).isPresent()).orElse(false);
	}

	@Override
	public TryExecutionResult aroundTry(TryLifecycleContext context, TryExecutor aTry, List<Object> parameters) {
		RecheckRequest r = OpenRuns.current().flatMap(PropertyRun::recheck)
			.filter(request -> request.isAbout(context.containerClass(), context.targetMethod())).orElse(null);
		if (r == null || Thread.currentThread() != r.propertyThread) {
			// Not a recheck, or a try of shrinking (which runs on its own thread, after generation).
			return aTry.execute(parameters);
		}
		int n = r.tries.incrementAndGet();
		if (n == r.candidate.replay().falsifiedAtTry()) {
			SparqlCase regenerated = parameters.stream().filter(SparqlCase.class::isInstance).map(SparqlCase.class::cast)
				.findFirst().orElse(null);
			r.regenerated = regenerated;
			if (regenerated == null || !regenerated.fingerprint().equals(r.candidate.original().fingerprint())) {
				r.mismatch = true;
				return TryExecutionResult.satisfied();
			}
		}
		return aTry.execute(parameters);
	}
}
