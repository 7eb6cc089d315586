package io.sparqlcheck.cli;

import io.sparqlcheck.arbitraries.Grammars;
import io.sparqlcheck.generators.GeneratorFile;

import java.nio.file.Path;
import java.util.List;

/**
 * {@code generators [--write] [--dir generators]}: regenerates the pinned cases of every
 * registered generator version and compares them with {@code generators/<version>.json};
 * {@code --write} writes the file of a version that has none (an existing file is never rewritten).
 */
final class GeneratorsCommand {
	private GeneratorsCommand() {
	}

	static int run(Args args) throws Exception {
		boolean write = args.flag("write");
		Path dir = Path.of(args.option("dir", GeneratorFile.DIRECTORY));
		args.rejectUnknown();
		List<String> problems = GeneratorFile.check(dir, write);
		for (String version : Grammars.versions()) {
			System.out.println(version + ": " + GeneratorFile.path(dir, version));
		}
		problems.forEach(p -> System.out.println("problem: " + p));
		System.out.println(problems.isEmpty() ? "every generator version generates its pinned cases" : problems.size() + " problem(s)");
		return problems.isEmpty() ? 0 : 1;
	}
}
