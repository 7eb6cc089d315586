package io.sparqlcheck.jqwik;

import io.sparqlcheck.ledger.Candidate;
import io.sparqlcheck.ledger.Candidates;
import net.jqwik.api.Example;
import org.junit.platform.testkit.engine.EngineTestKit;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

/**
 * Issue 27: rechecking one's own candidate by seed, as a user does. A property of the user's fails
 * on a wrong engine and is run twice with a jqwik failure database (as {@code mvn test} twice does):
 * the second run records the same try as the first (jqwik's remembered sample does not shift it).
 * Then {@code recheck <id> --by seed} runs in a fresh copy (a new working directory, no records
 * folder, the test classes not on the class path and no {@code --test-classes}): it finds the
 * property in the project the candidates file lies in, prints no jqwik SEVERE
 * NullPointerException, and says the candidate still fails the same way.
 */
class RecheckDatabaseTests {

	@Example
	void aUsersCandidateRechecksBySeedInAFreshCopy() throws Exception {
		Path project = Files.createTempDirectory("sparqlcheck-user");
		Path candidates = project.resolve("target/sparqlcheck/candidates.jsonl");
		Path database = project.resolve(".jqwik-database");
		for (int run = 0; run < 2; run++) {
			PropertyRun r = PropertyRun.defaults().withSeed(3).withCandidates(candidates).quiet();
			PropertyLaunch.under(r, () -> EngineTestKit.engine("jqwik").selectors(selectClass(DatabaseFixture.class))
				.configurationParameter("jqwik.database", database.toString()).execute());
		}
		List<Candidate> records = Candidates.read(candidates);
		assertThat(records).hasSize(2);
		assertThat(Files.exists(database)).as("jqwik kept the failure").isTrue();
		int first = records.get(0).replay().falsifiedAtTry();
		assertThat(first).as("the failure is not at the first try, so a shift would show").isGreaterThan(1);
		assertThat(records.get(1).replay().falsifiedAtTry()).as("the database does not shift the recorded try").isEqualTo(first);
		assertThat(records.get(1).id()).isEqualTo(records.get(0).id());

		Path testClasses = Path.of("target", "test-classes").toAbsolutePath();
		Files.createSymbolicLink(project.resolve("target/test-classes"), testClasses);
		String classPath = Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
			.filter(e -> !Path.of(e).toAbsolutePath().equals(testClasses)).collect(Collectors.joining(File.pathSeparator));
		Path fresh = Files.createTempDirectory("sparqlcheck-fresh");
		String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
		Process p = new ProcessBuilder(java, "-cp", classPath, "io.sparqlcheck.cli.Main", "recheck", records.get(1).id(),
			"--file", candidates.toString(), "--by", "seed").directory(fresh.toFile()).redirectErrorStream(true).start();
		String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		assertThat(p.waitFor()).as(out).isEqualTo(1);
		assertThat(out).contains("still fails the same way").doesNotContain("SEVERE").doesNotContain("objectOutputStream")
			.doesNotContain("NullPointerException").doesNotContain("fails differently").doesNotContain("not on the classpath");
	}
}
