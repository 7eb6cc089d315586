package io.sparqlcheck.cli;

import io.sparqlcheck.arbitraries.CaseArbitrary;
import io.sparqlcheck.arbitraries.DataCases;
import io.sparqlcheck.arbitraries.Grammars;
import io.sparqlcheck.codec.DataFiles;
import io.sparqlcheck.model.Dataset;

import java.nio.file.Path;

/**
 * {@code campaign --data FILE.ttl|nt|trig}: cases over the user's own dataset ({@link DataCases}),
 * loaded with {@link DataFiles} (strict, bounded). A bad file is a usage error: one line naming the
 * file, line and what is wrong, exit 2. The generator version names the data by the first 12 hex
 * digits of its content hash, so a seed names a case only with the same data.
 */
final class DataOption {
	private DataOption() {
	}

	static CaseArbitrary cases(String command, Args args) {
		String version = args.option("grammar", Grammars.DEFAULT_VERSION);
		if (!version.equals(Grammars.DEFAULT_VERSION)) {
			throw new Args.UsageException(command + ": --data generates core-1's patterns over the data's predicates; "
				+ "it takes no --grammar " + version);
		}
		String file = args.option("data").orElseThrow();
		Dataset data;
		try {
			data = DataFiles.load(Path.of(file));
		} catch (DataFiles.DataFileException e) {
			throw new Args.UsageException(command + ": --data " + e.getMessage());
		}
		return DataCases.over(data, "data-" + data.contentHash().substring(0, 12));
	}
}
