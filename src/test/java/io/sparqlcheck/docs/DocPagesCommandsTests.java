package io.sparqlcheck.docs;

import net.jqwik.api.Example;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every shell command of the docs/ pages runs: a {@code bin/sparqlcheck} command (or a script that
 * comes down to one) in this JVM with a small budget ({@link ShownCommands}), those on SPARQL servers
 * in {@code io.sparqlcheck.endpoint.DocEndpointCommandsTests}, and a Maven command in {@code .ci/run},
 * which must hold it word for word (but for {@code -B -ntp -q}, the number of tries, and the seed
 * CI pins so that a gate of the repository is the same run every time). A command
 * ends in 0 or 1 (nothing new, something new), never in a usage error or a crash.
 */
class DocPagesCommandsTests {

	private static final Set<String> MAVEN_QUIET = Set.of("-B", "-ntp", "-q");

	@Example
	void everyCommandOfTheDocsPagesRuns() throws Exception {
		Path scratch = Files.createTempDirectory("sparqlcheck-docs-");
		// A real candidate for the pages' placeholder ids: RDF4J's IF with an erroring condition on the main job's seed 28,
		// shrunk into a record because no record is known here (a crash the records know is known unshrunk, with no record)
		ShownCommands.Ran fixture = ShownCommands.run(List.of("campaign", "--tries", "1", "--seed", "28", "--oracles", "tlp",
			"--engines", "rdf4j", "--grammar", "core-1", "--ledger", scratch.resolve("no-ledger.jsonl").toString(),
			"--findings", scratch.resolve("no-findings.jsonl").toString(), "--out", scratch.resolve("fixture").toString()));
		Path candidates = scratch.resolve("fixture").resolve("candidates.jsonl");
		assertThat(candidates).as(fixture.output()).exists();
		String candidate = Files.readAllLines(candidates).get(0).replaceAll(".*\"id\" *: *\"(c-[0-9a-f]{12})\".*", "$1");
		String ci = Files.readString(Path.of(".ci/run"));
		List<String> problems = new ArrayList<>();
		int ran = 0;
		for (DocCommandsTests.Shown shown : ShownCommands.pages()) {
			List<String> words = ShownCommands.withoutEnvironment(shown.words());
			if (words.equals(List.of("wait"))) {
				continue; // the shell's: the shards before it ran in turn
			}
			if (words.get(0).equals("mvn")) {
				for (String maven : String.join(" ", words).split(" && ")) {
					if (!ciRuns(ci, maven)) {
						problems.add(shown.where() + ": .ci/run does not run " + maven);
					}
				}
				continue;
			}
			List<String> args = ShownCommands.sparqlcheckArguments(shown.words());
			if (args.isEmpty()) {
				problems.add(shown.where() + ": not a command this test can run");
				continue;
			}
			if (ShownCommands.needsServers(args)) {
				continue; // io.sparqlcheck.endpoint.DocEndpointCommandsTests runs it
			}
			ShownCommands.Ran r = ShownCommands.run(ShownCommands.budgeted(args, scratch, null, candidate, candidates));
			if (r.status() != 0 && r.status() != 1) {
				problems.add(shown.where() + ": exit " + r.status() + " (ran as " + r.argv() + ")\n" + r.output());
			}
			ran++;
		}
		assertThat(problems).isEmpty();
		assertThat(ran).as("commands of docs/ run here").isGreaterThanOrEqualTo(20);
	}

	/** Whether .ci/run runs that Maven command: the same words but for -B, -ntp, -q and the tries' number. */
	static boolean ciRuns(String ci, String command) {
		List<String> wanted = normalised(command);
		return ci.lines().map(String::strip).filter(l -> l.startsWith("mvn ")).flatMap(l -> Arrays.stream(l.split(" && ")))
			.anyMatch(l -> normalised(l).equals(wanted));
	}

	private static List<String> normalised(String command) {
		return DocCommandsTests.words(command).stream().filter(w -> !MAVEN_QUIET.contains(w))
			.filter(w -> !w.equals("-Dsparqlcheck.seed=0")).map(w -> w.replaceFirst("^(-Dsparqlcheck\\.tries=)\\d+$", "$1N")).toList();
	}

	@Example
	void aMavenCommandIsRunByCiOnlyWordForWord() {
		String ci = "mvn -B -ntp -q install -DskipTests\nmvn -B test -Dtest=X -Dsparqlcheck.tries=50\n";
		assertThat(ciRuns(ci, "mvn install -DskipTests")).isTrue();
		assertThat(ciRuns(ci, "mvn test -Dtest=X -Dsparqlcheck.tries=5000")).isTrue();
		assertThat(ciRuns(ci, "mvn test -Dtest=Y -Dsparqlcheck.tries=5000")).isFalse();
		assertThat(ciRuns(ci, "mvn install")).isFalse();
	}
}
