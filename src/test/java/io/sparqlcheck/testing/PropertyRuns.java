package io.sparqlcheck.testing;

import io.sparqlcheck.jqwik.PropertyLaunch;
import io.sparqlcheck.jqwik.PropertyRun;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

/**
 * Runs a jqwik property class for real, through the JUnit Platform, the way a user's build would,
 * and hands back what each property threw. Tests use it to see what jqwik's shrinking made of a
 * failure.
 */
public final class PropertyRuns {
	private PropertyRuns() {
	}

	/**
	 * Runs every property of the class under a {@link PropertyRun} with that seed (what
	 * {@code -Dsparqlcheck.seed} does for a user), and returns each property's failure (by method
	 * name), or no entry for a property that passed.
	 */
	public static Map<String, Throwable> run(Class<?> propertyClass, String seed) {
		PropertyRun run = PropertyRun.defaults().withSeed(Long.parseLong(seed));
		EngineExecutionResults results = PropertyLaunch.under(run, () -> EngineTestKit.engine("jqwik")
			.selectors(selectClass(propertyClass))
			.configurationParameter("jqwik.database", "")
			.execute());
		Map<String, Throwable> failures = new LinkedHashMap<>();
		results.testEvents().finished().stream().forEach((Event e) -> {
			TestExecutionResult r = e.getRequiredPayload(TestExecutionResult.class);
			Optional<Throwable> t = r.getThrowable();
			if (r.getStatus() != TestExecutionResult.Status.SUCCESSFUL) {
				String name = e.getTestDescriptor().getLegacyReportingName();
				failures.put(name.contains("(") ? name.substring(0, name.indexOf('(')) : name,
					t.orElse(new AssertionError("failed without a throwable: " + r)));
			}
		});
		if (results.testEvents().finished().count() == 0) {
			throw new IllegalStateException("no property of " + propertyClass.getName() + " ran");
		}
		return failures;
	}
}
