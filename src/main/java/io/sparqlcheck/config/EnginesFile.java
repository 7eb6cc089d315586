package io.sparqlcheck.config;

import io.sparqlcheck.engine.endpoint.Credentials;
import io.sparqlcheck.engine.endpoint.EndpointSettings;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A parsed engines.yaml.
 *
 * @param source   the file it was read from
 * @param stateDir where endpoint engines keep the journal of what they created (resolved against the file's folder)
 * @param engines  the entries, in file order; names are unique
 */
public record EnginesFile(Path source, Path stateDir, List<EngineEntry> engines) {

	public EnginesFile {
		engines = List.copyOf(engines);
	}

	public Optional<EngineEntry> engine(String name) {
		return engines.stream().filter(e -> e.name().equals(name)).findFirst();
	}

	public List<EngineEntry> endpoints() {
		return engines.stream().filter(EngineEntry::isEndpoint).toList();
	}

	/**
	 * The endpoint's settings, with the credentials read from the environment variables the entry
	 * names.
	 *
	 * @throws ConfigException if a named variable is not set (the message names the variable, never a value)
	 */
	public EndpointSettings settings(EngineEntry e, Map<String, String> environment) throws ConfigException {
		if (!e.isEndpoint()) {
			throw new IllegalArgumentException(e.name() + " is not a sparql-endpoint");
		}
		Credentials credentials = null;
		if (e.userEnv() != null) {
			String user = environment.get(e.userEnv());
			String password = environment.get(e.passwordEnv());
			if (user == null || password == null) {
				throw new ConfigException(source + ":" + e.line() + ": engine '" + e.name() + "': environment variable "
					+ (user == null ? e.userEnv() : e.passwordEnv()) + " (named by "
					+ (user == null ? "user-env" : "password-env") + ") is not set");
			}
			credentials = new Credentials(user, password);
		}
		return new EndpointSettings(e.name(), e.preset(), e.queryUrl(), e.updateUrl(), e.method(), e.resultFormat(),
			e.timeout(), e.maxResponseBytes(), credentials, e.readOnly(), e.graph(), stateDir);
	}
}
