package io.sparqlcheck.generators;

import io.sparqlcheck.arbitraries.SparqlArbitraries;
import net.jqwik.api.Example;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Regenerates every registered generator version's pinned cases and compares them with
 * {@code generators/<version>.json}. Run with {@code -Dsparqlcheck.writeGenerators=true} to write
 * the file of a new version (existing files are never rewritten).
 */
class GeneratorFileTests {

	@Example
	void everyGeneratorVersionStillGeneratesItsPinnedCases() throws IOException {
		boolean write = Boolean.getBoolean(GeneratorFile.WRITE_PROPERTY);
		List<String> problems = GeneratorFile.check(Path.of(GeneratorFile.DIRECTORY), write);
		assertThat(problems).as(String.join("\n", problems)).isEmpty();
		GeneratorFile core = GeneratorFile.read(GeneratorFile.path(Path.of(GeneratorFile.DIRECTORY),
			SparqlArbitraries.CORE_GRAMMAR_VERSION));
		assertThat(core.seeds()).extracting(GeneratorFile.Entry::seed).containsExactlyElementsOf(GeneratorFile.SEEDS);
	}

	@Example
	void aMovedSeedFailsWithAMessageThatSaysToBumpTheVersion() throws IOException {
		Path dir = Files.createTempDirectory("sparqlcheck-generators");
		GeneratorFile now = GeneratorFile.compute(SparqlArbitraries.CORE_GRAMMAR_VERSION, SparqlArbitraries.cases());
		List<GeneratorFile.Entry> seeds = new java.util.ArrayList<>(now.seeds());
		seeds.set(3, new GeneratorFile.Entry(seeds.get(3).seed(), "0".repeat(64)));
		new GeneratorFile(now.generatorVersion(), now.jqwikVersion(), seeds).writeNew(dir);
		for (String other : SparqlArbitraries.grammarVersions()) {
			if (!other.equals(SparqlArbitraries.CORE_GRAMMAR_VERSION)) {
				GeneratorFile.compute(other, SparqlArbitraries.cases(other)).writeNew(dir);
			}
		}
		List<String> problems = GeneratorFile.check(dir, false);
		assertThat(problems).singleElement().asString().contains("seed(s) 3 moved").contains("bump its version constant")
			.contains("generators --write");
		assertThatThrownBy(() -> now.writeNew(dir)).hasMessageContaining("never rewritten");
	}
}
