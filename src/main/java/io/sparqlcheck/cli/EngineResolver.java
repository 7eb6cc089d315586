package io.sparqlcheck.cli;

import io.sparqlcheck.config.ConfigException;
import io.sparqlcheck.config.EngineEntry;
import io.sparqlcheck.config.EnginesFile;
import io.sparqlcheck.config.EnginesFileLoader;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.Engines;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.engine.endpoint.EndpointUnavailableException;
import io.sparqlcheck.engine.endpoint.Preflight;
import io.sparqlcheck.engine.endpoint.SparqlEndpointEngine;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Opens the engines a command names: from engines.yaml when one is given (its embedded entries and
 * its endpoints, each endpoint probed once before anything runs), from the embedded engines
 * otherwise. An endpoint that does not answer its probe is one clear error naming it, and nothing
 * runs; a name that is nowhere is an error listing the names that exist.
 */
final class EngineResolver {
	private EngineResolver() {
	}

	/**
	 * The engine an engines.yaml entry declares, under the entry's own name, embedded kinds
	 * included (an entry {@code name: fast, kind: rdf4j} is an engine named {@code fast}).
	 */
	static Engine openEntry(EngineEntry e, EnginesFile file, java.util.Map<String, String> env) throws ConfigException {
		return switch (e.kind()) {
			case JENA -> new JenaEngine(e.name(), JenaEngine.DEFAULT_TIMEOUT);
			case JENA_REF -> new io.sparqlcheck.engine.JenaRefEngine(e.name(), JenaEngine.DEFAULT_TIMEOUT);
			case RDF4J -> new io.sparqlcheck.engine.Rdf4jEngine(e.name(), true, JenaEngine.DEFAULT_TIMEOUT);
			case RDF4J_NOOPT -> new io.sparqlcheck.engine.Rdf4jEngine(e.name(), false, JenaEngine.DEFAULT_TIMEOUT);
			case SPARQL_ENDPOINT -> SparqlEndpointEngine.open(file.settings(e, env));
		};
	}

	static List<Engine> open(String command, List<String> names, Path enginesFile, PrintStream out) {
		List<Engine> opened = new ArrayList<>();
		try {
			if (enginesFile == null) {
				for (String n : names) {
					opened.add(Engines.byName(n.strip()).orElseThrow(() -> new Args.UsageException(command + ": unknown engine '"
						+ n.strip() + "' (known: " + String.join(", ", Engines.names()) + "; endpoints come from --engines-file)")));
				}
				return opened;
			}
			EnginesFile file = EnginesFileLoader.load(enginesFile);
			List<String> unavailable = new ArrayList<>();
			for (String n : names) {
				EngineEntry e = file.engine(n.strip()).orElseThrow(() -> new Args.UsageException(command + ": no engine '" + n.strip()
					+ "' in " + enginesFile + " (it declares: " + String.join(", ", file.engines().stream().map(EngineEntry::name).toList()) + ")"));
				Engine engine = openEntry(e, file, System.getenv());
				opened.add(engine);
				if (engine instanceof SparqlEndpointEngine endpoint) {
					try {
						Preflight p = endpoint.preflight();
						out.println("preflight " + p.engine() + ": " + p.url() + " answers " + p.contentType() + "; version " + p.version());
					} catch (EndpointUnavailableException ue) {
						unavailable.add(ue.getMessage());
					}
				}
			}
			if (!unavailable.isEmpty()) {
				throw new Args.UsageException(command + ": " + String.join("; ", unavailable)
					+ " (nothing was run: start the server, or leave it out with --engines)");
			}
			return opened;
		} catch (ConfigException e) {
			opened.forEach(Engine::close);
			throw new Args.UsageException(command + ": " + e.getMessage());
		} catch (RuntimeException e) {
			opened.forEach(Engine::close);
			throw e;
		}
	}
}
