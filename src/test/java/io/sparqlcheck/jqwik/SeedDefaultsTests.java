package io.sparqlcheck.jqwik;

import io.sparqlcheck.model.SparqlCase;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.example.userproperties.UserCaseProperty;
import org.junit.platform.testkit.engine.EngineTestKit;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

/**
 * Seeds: sparqlcheck's own properties take the suite's pinned seed ({@code sparqlcheck.suite.seed},
 * set by the pom for this build), a user's own property (a class outside io.sparqlcheck) a fresh
 * one each run, printed with the option that reruns it.
 */
class SeedDefaultsTests {

	private static final Pattern SEED = Pattern.compile("seed=(-?\\d+) tries=\\d+ \\(rerun with -Dsparqlcheck\\.seed=(-?\\d+)\\)");

	/** One of sparqlcheck's own properties: pins no seed either. */
	public static class OwnCaseProperty {
		@Property(tries = 2)
		void anyCase(@ForAll SparqlCase c) {
		}
	}

	@Example
	void ownPropertiesTakeTheSuiteSeedAndAUsersOwnGetAFreshOne() {
		if (System.getProperty(SparqlPropertyHook.SEED_PROPERTY) != null) {
			throw new org.opentest4j.TestAbortedException("-Dsparqlcheck.seed pins every property in this run");
		}
		String suite = System.getProperty(SparqlPropertyHook.SUITE_SEED_PROPERTY);
		assertThat(suite).as("the pom sets the suite's seed").isNotBlank();

		assertThat(seedOf(OwnCaseProperty.class)).isEqualTo(suite);
		String first = seedOf(UserCaseProperty.class);
		String second = seedOf(UserCaseProperty.class);
		assertThat(first).as("a fresh seed each run").isNotEqualTo(second);
	}

	/** Runs the fixture's property and returns the seed the hook printed (and said how to rerun). */
	private static String seedOf(Class<?> fixture) {
		ByteArrayOutputStream lines = new ByteArrayOutputStream();
		PropertyRun run = PropertyRun.defaults().withLines(new PrintStream(lines, true, StandardCharsets.UTF_8));
		PropertyLaunch.under(run, () -> EngineTestKit.engine("jqwik").configurationParameter("jqwik.database", "")
			.selectors(selectClass(fixture)).execute()).testEvents().assertStatistics(s -> s.started(1).succeeded(1));
		Matcher m = SEED.matcher(lines.toString(StandardCharsets.UTF_8));
		assertThat(m.find()).as(lines.toString(StandardCharsets.UTF_8)).isTrue();
		assertThat(m.group(2)).isEqualTo(m.group(1));
		return m.group(1);
	}
}
