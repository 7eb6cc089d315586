package io.sparqlcheck.jqwik;

import io.sparqlcheck.ledger.Candidate;
import io.sparqlcheck.ledger.Candidates;
import io.sparqlcheck.ledger.Sample;
import io.sparqlcheck.model.SparqlCase;
import net.jqwik.api.lifecycle.AroundPropertyHook;
import net.jqwik.api.lifecycle.PropagationMode;
import net.jqwik.api.lifecycle.PropertyExecutionResult;
import net.jqwik.api.lifecycle.PropertyExecutor;
import net.jqwik.api.lifecycle.PropertyLifecycleContext;
import io.sparqlcheck.arbitraries.JqwikInternals;

import java.io.IOException;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The hook around every property that takes a {@link SparqlCase}, registered globally through
 * {@code META-INF/services/net.jqwik.api.lifecycle.LifecycleHook}, so no annotation is needed.
 *
 * <p>Everything it is told comes from the {@link PropertyRun} open on the property's thread (see
 * {@link PropertyLaunch}), or {@link PropertyRun#defaults()} when none is; it hands that run to a
 * test instance that {@link TakesPropertyRun}.
 *
 * <p>It fixes the seed before the property runs and prints it first, so a run that CI kills still
 * says how to reproduce it. The seed is, in order: the one pinned on the property
 * ({@code @Property(seed = ...)}); the run's; the system property {@value #SEED_PROPERTY}; the same
 * key in {@code junit-platform.properties}; for sparqlcheck's own properties and tests only (classes
 * in {@code io.sparqlcheck}), {@value #SUITE_SEED_PROPERTY}, which the project's pom sets so that its
 * own suite is deterministic; a fresh one, chosen the way jqwik chooses one. A user's own properties
 * thus get a fresh seed unless they pin one (docs/properties.md). The run's
 * tries, else {@value #TRIES_PROPERTY}, likewise set the tries of properties that do not pin their own.
 *
 * <p>After the property runs, if it was falsified by a sparqlcheck verdict, it appends one
 * candidate record (see {@link Candidate}) to the run's candidate file: engines and versions,
 * oracle, classification, seed and replay settings, generator and jqwik versions, the shrunk and
 * the original sample inline, and the dedup signature. During a by-seed recheck
 * ({@link SeedRecheck}) it applies the recorded settings instead and hands the result to the recheck.
 */
public final class SparqlPropertyHook implements AroundPropertyHook {

	public static final String SEED_PROPERTY = "sparqlcheck.seed";
	public static final String TRIES_PROPERTY = "sparqlcheck.tries";
	/** The seed of sparqlcheck's own suite: applies to properties declared in {@value #OWN_PACKAGE} classes only. */
	public static final String SUITE_SEED_PROPERTY = "sparqlcheck.suite.seed";
	private static final String OWN_PACKAGE = "io.sparqlcheck.";

	@Override
	public PropagationMode propagateTo() {
		return PropagationMode.ALL_DESCENDANTS;
	}

	@Override
	public boolean appliesTo(Optional<AnnotatedElement> element) {
		return element.map(e -> !(e instanceof Method m) || takesCase(m)).orElse(false);
	}

	private static boolean takesCase(Method m) {
		return CaseSources.caseParameter(m).isPresent();
	}

	@Override
	public PropertyExecutionResult aroundProperty(PropertyLifecycleContext context, PropertyExecutor property) {
		PropertyRun run = OpenRuns.current().orElseGet(PropertyRun::defaults);
		if (context.testInstance() instanceof TakesPropertyRun instance) {
			instance.take(run);
		}
		RecheckRequest recheck = run.recheck().filter(r -> r.isAbout(context.containerClass(), context.targetMethod()))
			.orElse(null);
		if (recheck != null) {
			recheck.applyTo(context.attributes());
			recheck.propertyThread = Thread.currentThread();
		}
		String seed = context.attributes().seed()
			.or(() -> run.seed().isPresent() ? Optional.of(Long.toString(run.seed().getAsLong())) : Optional.empty())
			.or(() -> setting(SEED_PROPERTY))
			.or(() -> context.containerClass().getName().startsWith(OWN_PACKAGE) ? setting(SUITE_SEED_PROPERTY) : Optional.empty())
			.orElseGet(JqwikInternals::randomSeed);
		try {
			Long.parseLong(seed);
		} catch (NumberFormatException e) {
			throw new IllegalArgumentException("seed '" + seed + "' is not a decimal long (from @Property(seed) or -D"
				+ SEED_PROPERTY + ")");
		}
		context.attributes().setSeed(seed);
		if (recheck == null && context.attributes().afterFailure().isEmpty()) {
			// jqwik's default (SAMPLE_FIRST) would replay a sample from its .jqwik-database first, and the
			// candidate would record try 1 of a seed that does not draw that case: the seed is fixed here,
			// so the run is that seed's tries from the first, as a recheck replays them.
			context.attributes().setAfterFailure(net.jqwik.api.AfterFailureMode.PREVIOUS_SEED);
		}
		if (context.attributes().tries().isEmpty()) {
			if (run.tries().isPresent()) {
				context.attributes().setTries(run.tries().getAsInt());
			} else {
				setting(TRIES_PROPERTY).ifPresent(t -> context.attributes().setTries(parseTries(t)));
			}
		}
		String tries = context.attributes().tries().map(String::valueOf).orElse("default");
		run.lines().ifPresent(out -> out.println("sparqlcheck: " + context.extendedLabel() + " seed=" + seed + " tries=" + tries
			+ " (rerun with -D" + SEED_PROPERTY + "=" + seed + ")"));
		PropertyExecutionResult result;
		boolean boundReached;
		try (ShrinkingBoundWatch watch = new ShrinkingBoundWatch()) {
			result = property.execute();
			boundReached = watch.reached();
		}
		if (recheck != null) {
			capture(recheck, context, result);
			recheck.shrinkingBoundReached = boundReached;
		} else if (result.status() == PropertyExecutionResult.Status.FAILED) {
			record(run, context, result, seed, boundReached);
		}
		return result;
	}

	/** Appends the falsified property's candidate record; a failure to record never hides the property's failure. */
	private static void record(PropertyRun run, PropertyLifecycleContext context, PropertyExecutionResult result, String seed,
							   boolean shrinkingBoundReached) {
		Path file = run.candidates();
		Candidate c = null;
		try {
			boolean budgetSpent = context.testInstance() instanceof ShrinkTarget t && t.budgetSpent();
			c = CandidateRecorder.build(context, result, seed, shrinkingBoundReached || budgetSpent);
			Candidates.append(file, c);
			Candidate written = c;
			run.target().ifPresent(t -> t.recorded().accept(written));
			run.lines().ifPresent(out -> out.println("sparqlcheck: " + context.extendedLabel() + " falsified: candidate " + written.id() + " ("
				+ written.classification().text() + ", " + written.signature().hash() + ") appended to " + file + "; " + knownAs(written)));
		} catch (CandidateRecorder.NotACandidate e) {
			run.lines().ifPresent(out -> out.println("sparqlcheck: " + context.extendedLabel() + " failed, no candidate recorded: "
				+ e.getMessage()));
		} catch (io.sparqlcheck.ledger.Jsonl.NotWrittenException e) {
			// the file holds whole records only; this one stays in memory, in the run's summary and output
			System.err.println("sparqlcheck: candidate " + (c == null ? "" : c.id() + " ") + "of " + context.extendedLabel()
				+ " not written: " + e.getMessage() + "; it is kept in memory and goes to this run's summary (standard output, summary.json, report.html)");
			if (c != null) {
				Candidate kept = c;
				run.target().ifPresent(t -> t.recorded().accept(kept));
			}
		} catch (IOException | RuntimeException e) {
			System.err.println("sparqlcheck: could not record the candidate of " + context.extendedLabel() + " in " + file
				+ ": " + e);
		}
	}

	/**
	 * What the known set of the working directory says of the candidate, read as every command reads
	 * it ({@link io.sparqlcheck.ledger.KnownFailures}, over {@link io.sparqlcheck.ledger.KnownBugs}); an
	 * unreadable file is said, never taken for "new".
	 */
	private static String knownAs(Candidate c) {
		try {
			return io.sparqlcheck.ledger.KnownFailures.ofWorkingDirectory().verdict(c);
		} catch (RuntimeException e) {
			return "known set unreadable (" + e.getMessage() + "): not triaged";
		}
	}

	private static void capture(RecheckRequest r, PropertyLifecycleContext context, PropertyExecutionResult result) {
		r.ran = true;
		r.status = result.status();
		r.throwable = result.throwable().orElse(null);
		r.generatorVersionNow = CaseSources.generatorVersion(context.targetMethod(), context.testInstance());
		CandidateRecorder.shrunkVerdict(result).ifPresent(v -> r.shrunk = Sample.of(v.sparqlCase(), v));
	}

	/**
	 * A setting: the system property, else the same key in {@code junit-platform.properties} on the
	 * class path (the file where jqwik's own defaults live since it stopped reading jqwik.properties).
	 */
	static Optional<String> setting(String key) {
		String value = System.getProperty(key);
		if (value == null) {
			value = PlatformProperties.VALUES.getProperty(key);
		}
		return Optional.ofNullable(value).map(String::strip).filter(v -> !v.isEmpty());
	}

	private static final class PlatformProperties {
		static final java.util.Properties VALUES = load();

		private static java.util.Properties load() {
			java.util.Properties p = new java.util.Properties();
			try (java.io.InputStream in = SparqlPropertyHook.class.getClassLoader().getResourceAsStream("junit-platform.properties")) {
				if (in != null) {
					p.load(in);
				}
			} catch (java.io.IOException e) {
				throw new java.io.UncheckedIOException("cannot read junit-platform.properties", e);
			}
			return p;
		}
	}

	private static int parseTries(String value) {
		try {
			int tries = Integer.parseInt(value.strip());
			if (tries < 1) {
				throw new NumberFormatException();
			}
			return tries;
		} catch (NumberFormatException e) {
			throw new IllegalArgumentException("-D" + TRIES_PROPERTY + "=" + value + " is not a positive integer");
		}
	}
}
