package io.sparqlcheck.jqwik;

import io.sparqlcheck.config.EngineCatalog;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.ledger.Candidates;
import io.sparqlcheck.testing.Mutants;
import net.jqwik.api.Example;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The test suite writes its records under its own folder ({@code sparqlcheck.records}, set by the
 * pom to target/sparqlcheck-tests): a falsified property run with nobody's settings and a campaign
 * from the command line without {@code --out} both write there, and leave the user's
 * target/sparqlcheck/ as it was.
 */
class SuiteRecordsTests {

	@Example
	void theSuitesRecordsGoToItsOwnFolderAndTheUsersFolderIsUntouched() throws Exception {
		Path users = Path.of(Candidates.DEFAULT_FOLDER);
		assertThat(Candidates.folder().toAbsolutePath().normalize()).as("the pom's sparqlcheck.records")
			.isNotEqualTo(users.toAbsolutePath().normalize());
		Map<String, String> before = snapshot(users);
		long records = lines(Candidates.file());

		RunFixtures.falsify(PropertyRun.defaults().quiet(), RunFixtures.MutantTlp.class, "tlpPartitionRecomposesTheBase");
		assertThat(lines(Candidates.file())).as("the property's candidate, in the suite's file").isEqualTo(records + 1);

		ByteArrayOutputStream out = new ByteArrayOutputStream();
		PrintStream ps = new PrintStream(out, true, StandardCharsets.UTF_8);
		var ctx = new io.sparqlcheck.cli.CliContext(EngineCatalog.embedded().with("mutant", () -> Mutants.dropsOneFilteredRow(new JenaEngine())),
			Map.of(), ps, ps);
		int status = io.sparqlcheck.cli.Main.run(new String[] {"campaign", "--tries", "20", "--engines", "mutant", "--oracles", "tlp",
			"--max-shrinks", "1", "--max-shrinks-total", "1", "--quiet"}, ctx);
		assertThat(status).as(out.toString(StandardCharsets.UTF_8)).isEqualTo(1);
		assertThat(Candidates.folder().resolve("summary.json")).exists();
		assertThat(lines(Candidates.file())).as("the campaign's candidate, in the suite's file").isGreaterThan(records + 1);

		assertThat(snapshot(users)).as("target/sparqlcheck/ after the suite's runs").isEqualTo(before);
	}

	/** Each file under the folder with its size and modification time. */
	private static Map<String, String> snapshot(Path folder) throws IOException {
		Map<String, String> files = new TreeMap<>();
		if (Files.isDirectory(folder)) {
			try (Stream<Path> paths = Files.walk(folder)) {
				for (Path p : (Iterable<Path>) paths.filter(Files::isRegularFile)::iterator) {
					files.put(folder.relativize(p).toString(), Files.size(p) + " " + Files.getLastModifiedTime(p));
				}
			}
		}
		return files;
	}

	private static long lines(Path file) throws IOException {
		return Files.exists(file) ? Files.readAllLines(file).size() : 0;
	}
}
