package io.sparqlcheck.generators;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.sparqlcheck.arbitraries.CaseArbitrary;
import io.sparqlcheck.arbitraries.Grammars;
import io.sparqlcheck.jqwik.JqwikVersion;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.LongStream;

/**
 * {@code generators/<version>.json}: for a fixed list of seeds, the fingerprint
 * ({@code SparqlCase.fingerprint()}) of the case each seed generates under that generator
 * version, and the jqwik version it was made with. A grammar change that moves any seed's case
 * shows up as a mismatch: the version must then be bumped and a new file written, so that a
 * recorded seed and version always mean one case. Existing files are never rewritten.
 */
public record GeneratorFile(String generatorVersion, String jqwikVersion, List<Entry> seeds) {

	/** One pinned seed and its case's fingerprint. */
	public record Entry(long seed, String fingerprint) {
	}

	public GeneratorFile {
		Objects.requireNonNull(generatorVersion, "generatorVersion");
		Objects.requireNonNull(jqwikVersion, "jqwikVersion");
		seeds = List.copyOf(seeds);
	}

	public static final String DIRECTORY = "generators";
	public static final String WRITE_PROPERTY = "sparqlcheck.writeGenerators";

	/** The pinned seeds: 0 to 63, and a few far apart. */
	public static final List<Long> SEEDS = LongStream.concat(LongStream.range(0, 64),
		LongStream.of(4242, 1_000_003, -1, -42, Long.MAX_VALUE, Long.MIN_VALUE)).boxed().toList();

	private static final ObjectMapper PRETTY = JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build();

	public static Path path(Path directory, String version) {
		return directory.resolve(version + ".json");
	}

	/** The file as this build generates it now. */
	public static GeneratorFile compute(String version, CaseArbitrary cases) {
		if (!cases.generatorVersion().equals(version)) {
			throw new IllegalStateException("generator version " + version + " is registered with an arbitrary of version "
				+ cases.generatorVersion());
		}
		List<Entry> entries = new ArrayList<>();
		for (long seed : SEEDS) {
			entries.add(new Entry(seed, cases.caseForSeed(seed).fingerprint()));
		}
		return new GeneratorFile(version, JqwikVersion.get(), entries);
	}

	public static GeneratorFile read(Path file) throws IOException {
		return PRETTY.readValue(file.toFile(), GeneratorFile.class);
	}

	/** Writes the file; refuses to replace an existing one. */
	public void writeNew(Path directory) throws IOException {
		Path file = path(directory, generatorVersion);
		if (Files.exists(file)) {
			throw new IOException(file + " exists; a generator file is never rewritten (bump the version instead)");
		}
		Files.createDirectories(directory);
		Files.writeString(file, PRETTY.writeValueAsString(this) + "\n");
	}

	/**
	 * Checks every version of the grammar registry ({@link Grammars}) against its file, writing
	 * missing files when {@code write} is set. Returns the problems, each a sentence that says what
	 * to do; empty when all match.
	 */
	public static List<String> check(Path directory, boolean write) throws IOException {
		List<String> problems = new ArrayList<>();
		for (String version : Grammars.versions()) {
			GeneratorFile now = compute(version, Grammars.byVersion(version).cases());
			Path file = path(directory, version);
			if (!Files.exists(file)) {
				if (write) {
					now.writeNew(directory);
					continue;
				}
				problems.add("no " + file + " for generator version " + version + ": write it with "
					+ "'bin/sparqlcheck generators --write' or 'mvn test -Dtest=GeneratorFileTests -D" + WRITE_PROPERTY + "=true'");
				continue;
			}
			GeneratorFile recorded = read(file);
			List<String> moved = new ArrayList<>();
			Map<Long, String> nowBySeed = new java.util.HashMap<>();
			now.seeds().forEach(e -> nowBySeed.put(e.seed(), e.fingerprint()));
			for (Entry e : recorded.seeds()) {
				String fp = nowBySeed.get(e.seed());
				if (!e.fingerprint().equals(fp)) {
					moved.add(Long.toString(e.seed()));
				}
			}
			if (!moved.isEmpty()) {
				String jqwik = recorded.jqwikVersion().equals(now.jqwikVersion()) ? ""
					: " (the file was made with jqwik " + recorded.jqwikVersion() + ", this build has jqwik " + now.jqwikVersion()
					+ ": a jqwik upgrade can move seeds too)";
				problems.add("generator " + version + " no longer generates the cases pinned in " + file + ": seed(s) "
					+ String.join(", ", moved.subList(0, Math.min(8, moved.size()))) + (moved.size() > 8 ? " and " + (moved.size() - 8)
					+ " more" : "") + " moved" + jqwik + ". The grammar changed: bump its version constant (leave " + version
					+ " as it was and define the changed grammar as a new version in io.sparqlcheck.arbitraries.CoreGrammars), "
					+ "register the new version in io.sparqlcheck.arbitraries.Grammars, and write generators/<new-version>.json "
					+ "with 'bin/sparqlcheck generators --write'. Never rewrite " + file + ".");
			}
		}
		return problems;
	}
}
