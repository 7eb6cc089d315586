package io.sparqlcheck.cli;

import io.sparqlcheck.config.EngineCatalog;

import java.io.PrintStream;
import java.util.Map;
import java.util.Objects;

/**
 * What one command-line run works with, passed down instead of read from globals: the engines it
 * may open by name (without {@code --engines-file}), the environment credentials are read from,
 * and where it prints. A test or an embedding program runs commands with its own context (another
 * catalog, a captured output) and two runs in one JVM never see each other's.
 *
 * @param catalog     the engines a command names when no engines file is given
 * @param environment where engines.yaml's {@code user-env}/{@code password-env} are looked up
 * @param out         the command's results
 * @param err         its errors and progress
 */
public record CliContext(EngineCatalog catalog, Map<String, String> environment, PrintStream out, PrintStream err) {

	public CliContext {
		Objects.requireNonNull(catalog, "catalog");
		environment = Map.copyOf(environment);
		Objects.requireNonNull(out, "out");
		Objects.requireNonNull(err, "err");
	}

	/** The embedded engines, the process environment, standard output and error. */
	public static CliContext standard() {
		return new CliContext(EngineCatalog.embedded(), System.getenv(), System.out, System.err);
	}

	/** This context with another catalog. */
	public CliContext withCatalog(EngineCatalog other) {
		return new CliContext(other, environment, out, err);
	}
}
