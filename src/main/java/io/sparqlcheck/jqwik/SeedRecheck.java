package io.sparqlcheck.jqwik;

import io.sparqlcheck.config.EngineCatalog;

import io.sparqlcheck.arbitraries.CaseArbitrary;
import io.sparqlcheck.arbitraries.Grammars;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.ledger.Candidate;
import io.sparqlcheck.ledger.CaseRecheck;
import io.sparqlcheck.ledger.EngineRef;
import io.sparqlcheck.oracle.Differential;
import io.sparqlcheck.oracle.Oracle;
import io.sparqlcheck.ledger.RecheckResult;
import io.sparqlcheck.ledger.RecordedVerdict;
import io.sparqlcheck.ledger.Sample;
import io.sparqlcheck.model.SparqlCase;
import net.jqwik.api.lifecycle.PropertyExecutionResult;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectMethod;
import static org.junit.platform.launcher.EngineFilter.includeEngines;

/**
 * Recheck by seed: re-runs the recorded jqwik property, in this JVM through the JUnit Platform
 * launcher, with the recorded seed, modes and exactly as many tries as it took to reach the
 * recorded original sample. Before the recorded try runs, its regenerated sample must be
 * byte-identical to the recorded original (same fingerprint); otherwise nothing is run and the
 * answer is {@link RecheckResult.Answer#SEED_MISMATCH}. Then: the property passes ("now passes"),
 * or it fails and shrinks to the recorded shrunk case with the recorded verdict ("still fails the
 * same way"), or anything else ("fails differently", saying how).
 */
public final class SeedRecheck {
	private SeedRecheck() {
	}

	public static final String MODE = "seed";

	/** Rechecks with the embedded engines and the thread's class loader. */
	public static RecheckResult run(Candidate c) {
		return run(c, EngineCatalog.embedded());
	}

	/** Rechecks with the engines of {@code catalog} and the thread's class loader. */
	public static RecheckResult run(Candidate c, EngineCatalog catalog) {
		return run(c, catalog, Thread.currentThread().getContextClassLoader());
	}

	/**
	 * Rechecks with the property class loaded from {@code loader} (the CLI adds the test classes); a
	 * campaign candidate's engines are opened from {@code catalog} by their recorded names.
	 */
	public static RecheckResult run(Candidate c, EngineCatalog catalog, ClassLoader loader) {
		if (c.replay().seed() == null) {
			return RecheckResult.skipped(MODE, "no seed recorded (the case was not generated from one)");
		}
		Class<?> container;
		try {
			container = Class.forName(c.property().className(), false, loader);
		} catch (ClassNotFoundException | LinkageError e) {
			return RecheckResult.skipped(MODE, "property class " + c.property().className() + " not on the classpath here");
		}
		Optional<Method> method = findMethod(container, c.property().method());
		if (method.isEmpty()) {
			return RecheckResult.skipped(MODE, "property " + c.property().className() + "#" + c.property().method()
				+ " taking a SparqlCase no longer exists");
		}
		List<String> notes = new ArrayList<>();
		String jqwikNow = JqwikVersion.get();
		if (!jqwikNow.equals(c.replay().jqwikVersion())) {
			notes.add("recorded with jqwik " + c.replay().jqwikVersion() + ", replayed with jqwik " + jqwikNow
				+ " (jqwik does not promise that a seed means the same across versions)");
		}
		if (container == ShrinkTarget.class) {
			return runCampaignCandidate(c, catalog, loader, container, method.get(), notes);
		}
		return launch(c, loader, container, method.get(), notes, PropertyRun.defaults());
	}

	/**
	 * A campaign candidate's property is {@link ShrinkTarget}'s, which checks only what it is set up
	 * with: here the recorded oracle on the recorded engines (found by name in the run's {@link EngineCatalog}) over
	 * the recorded generator's cases, exactly what the campaign set it up with.
	 */
	private static RecheckResult runCampaignCandidate(Candidate c, EngineCatalog catalog, ClassLoader loader, Class<?> container, Method method,
													  List<String> notes) {
		CaseArbitrary cases;
		try {
			cases = Grammars.byVersion(c.replay().generatorVersion()).cases();
		} catch (IllegalArgumentException e) {
			return RecheckResult.skipped(MODE, "a campaign candidate of generator " + c.replay().generatorVersion()
				+ ", which is not built in: " + e.getMessage());
		}
		List<Engine> engines = new ArrayList<>();
		try {
			for (EngineRef recorded : c.engines()) {
				Optional<Engine> found;
				try {
					found = catalog.open(recorded.name());
				} catch (io.sparqlcheck.config.ConfigException | io.sparqlcheck.engine.managed.ManagedEngineException e) {
					return RecheckResult.skipped(MODE, "engine " + recorded.name() + " cannot be opened: " + e.getMessage());
				}
				if (found.isEmpty()) {
					return RecheckResult.skipped(MODE, "engine " + recorded.name() + " not available here (" + catalog.origin()
						+ ": " + String.join(", ", catalog.names()) + ")");
				}
				engines.add(found.get());
			}
			Optional<Oracle> oracle = io.sparqlcheck.oracle.Oracles.bind(c.oracle(), engines);
			if (oracle.isEmpty()) {
				return RecheckResult.skipped(MODE, "oracle " + c.oracle() + " over " + engines.size() + " engines not available here");
			}
			return launch(c, loader, container, method, notes, PropertyRun.defaults().withTarget(oracle.get()::check, cases.grammar().cases()));
		} finally {
			engines.forEach(Engine::close);
		}
	}

	private static RecheckResult launch(Candidate c, ClassLoader loader, Class<?> container, Method method, List<String> notes,
										PropertyRun run) {
		RecheckRequest request = new RecheckRequest(c);
		List<String> engineProblems = new ArrayList<>();
		Thread thread = Thread.currentThread();
		ClassLoader previous = thread.getContextClassLoader();
		try {
			thread.setContextClassLoader(loader);
			LauncherDiscoveryRequestBuilder discovery = LauncherDiscoveryRequestBuilder.request()
				.selectors(selectMethod(container, method))
				.filters(includeEngines("jqwik"))
				// No jqwik failure database: a recheck replays the recorded seed and tries, nothing jqwik
				// remembers; and in a fresh copy, whose records folder does not exist yet, jqwik logged a
				// SEVERE NullPointerException ("objectOutputStream is null") failing to write one.
				.configurationParameter("jqwik.database", "");
			PropertyLaunch.execute(run.withRecheck(request), discovery, new TestExecutionListener() {
				@Override
				public void executionFinished(TestIdentifier id, TestExecutionResult result) {
					if (result.getStatus() != TestExecutionResult.Status.SUCCESSFUL && !id.isTest()) {
						engineProblems.add(id.getDisplayName() + ": " + result.getThrowable().map(Object::toString).orElse("failed"));
					}
				}
			});
		} finally {
			thread.setContextClassLoader(previous);
		}
		return answer(c, request, notes, engineProblems);
	}

	private static RecheckResult answer(Candidate c, RecheckRequest r, List<String> notes, List<String> engineProblems) {
		if (!r.ran) {
			List<String> why = new ArrayList<>();
			why.add("the property did not run");
			why.addAll(engineProblems);
			return new RecheckResult(MODE, RecheckResult.Answer.SKIPPED, why);
		}
		List<String> details = new ArrayList<>(notes);
		if (r.generatorVersionNow != null && !r.generatorVersionNow.equals(c.replay().generatorVersion())) {
			details.add("recorded with generator " + c.replay().generatorVersion() + ", the property now draws from "
				+ r.generatorVersionNow);
		}
		if (r.regenerated == null) {
			// The property failed before its recorded try drew a case: that says nothing about the seed.
			details.add("the property failed before try " + c.replay().falsifiedAtTry() + " drew its case: "
				+ (r.throwable == null ? r.status : r.throwable.toString().lines().findFirst().orElse("")));
			return new RecheckResult(MODE, RecheckResult.Answer.FAILS_DIFFERENTLY, details);
		}
		if (r.mismatch) {
			details.add("try " + c.replay().falsifiedAtTry() + " of seed " + c.replay().seed() + " regenerated case "
				+ r.regenerated.fingerprint() + ", recorded original " + c.original().fingerprint());
			details.add("regenerated:\n" + r.regenerated.describe().indent(4));
			return new RecheckResult(MODE, RecheckResult.Answer.SEED_MISMATCH, details);
		}
		details.add("try " + c.replay().falsifiedAtTry() + " regenerated the recorded original case " + c.original().fingerprint());
		if (r.status == PropertyExecutionResult.Status.SUCCESSFUL) {
			details.add("the property holds on all " + c.replay().falsifiedAtTry() + " tries up to the recorded one");
			return new RecheckResult(MODE, RecheckResult.Answer.NOW_PASSES, details);
		}
		Sample shrunk = r.shrunk;
		if (shrunk == null) {
			details.add("the property now fails with " + (r.throwable == null ? r.status : r.throwable.toString().lines().findFirst().orElse("")));
			return new RecheckResult(MODE, RecheckResult.Answer.FAILS_DIFFERENTLY, details);
		}
		List<String> differences = new ArrayList<>();
		if (c.replay().shrinkingBoundReached() || r.shrinkingBoundReached) {
			details.add("jqwik's shrinking time bound was reached " + (c.replay().shrinkingBoundReached() ? "when it was recorded"
				: "in this replay") + ": the shrunk case depends on the machine's speed (use ShrinkingMode.FULL to pin it)");
		}
		if (!shrunk.fingerprint().equals(c.shrunk().fingerprint())) {
			SparqlCase now = shrunk.sparqlCase();
			differences.add("shrinks to a different case " + shrunk.fingerprint() + " (recorded " + c.shrunk().fingerprint() + "):\n"
				+ now.describe().indent(4));
		}
		RecordedVerdict recorded = c.shrunk().verdict();
		differences.addAll(recorded.differencesFrom(shrunk.verdict()));
		if (differences.isEmpty()) {
			details.add("shrank to the identical case " + shrunk.fingerprint() + "; " + shrunk.verdict().kind() + ", counts "
				+ shrunk.verdict().countsLine());
			return new RecheckResult(MODE, RecheckResult.Answer.STILL_FAILS, details);
		}
		details.addAll(differences);
		return new RecheckResult(MODE, RecheckResult.Answer.FAILS_DIFFERENTLY, details);
	}

	private static Optional<Method> findMethod(Class<?> container, String name) {
		for (Class<?> c = container; c != null && c != Object.class; c = c.getSuperclass()) {
			for (Method m : c.getDeclaredMethods()) {
				if (m.getName().equals(name) && CaseSources.caseParameter(m).isPresent()) {
					return Optional.of(m);
				}
			}
		}
		return Optional.empty();
	}
}
