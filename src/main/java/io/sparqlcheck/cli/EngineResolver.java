package io.sparqlcheck.cli;

import io.sparqlcheck.config.ConfigException;
import io.sparqlcheck.config.EngineCatalog;
import io.sparqlcheck.config.EnginesFileLoader;
import io.sparqlcheck.engine.endpoint.EndpointUnavailableException;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.endpoint.Preflight;
import io.sparqlcheck.engine.endpoint.SparqlEndpointEngine;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Opens the engines a command names, from one {@link EngineCatalog}: the engines file's when one is
 * given (its embedded entries and its endpoints, each endpoint probed once before anything runs),
 * the context's otherwise. An endpoint that does not answer its probe is one clear error naming
 * it, and nothing runs; a name that is nowhere is an error listing the names that exist.
 */
final class EngineResolver {
	private EngineResolver() {
	}

	/** The catalog a command uses: the engines file's, or the context's when there is none. */
	static EngineCatalog catalog(String command, Path enginesFile, CliContext ctx) {
		if (enginesFile == null) {
			return ctx.catalog();
		}
		try {
			return EngineCatalog.of(EnginesFileLoader.load(enginesFile), ctx.environment());
		} catch (ConfigException e) {
			throw new Args.UsageException(command + ": " + e.getMessage());
		}
	}

	static List<Engine> open(String command, List<String> names, Path enginesFile, CliContext ctx) {
		EngineCatalog catalog = catalog(command, enginesFile, ctx);
		List<Engine> opened = new ArrayList<>();
		try {
			List<String> unavailable = new ArrayList<>();
			for (String n : names) {
				Engine engine = catalog.open(n.strip()).orElseThrow(() -> new Args.UsageException(command + ": "
					+ (enginesFile == null ? "unknown engine '" + n.strip() + "' (known: " + String.join(", ", catalog.names())
						+ "; endpoints come from --engines-file)"
					: "no engine '" + n.strip() + "' in " + enginesFile + " (it declares: " + String.join(", ", catalog.names()) + ")")));
				opened.add(engine);
				SparqlEndpointEngine endpoint = engine instanceof SparqlEndpointEngine e ? e
					: engine instanceof io.sparqlcheck.engine.managed.RestartCommandEndpoint r ? r.endpoint() : null; // its server is the user's: up at the start
				if (endpoint != null) {
					try {
						Preflight p = endpoint.preflight();
						ctx.out().println("preflight " + p.engine() + ": " + p.url() + " answers " + p.contentType() + "; version " + p.version()
							+ (p.leftovers() > 0 ? "; dropped " + p.leftovers() + " dataset(s) a crashed run left" : ""));
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
		} catch (ConfigException | io.sparqlcheck.engine.managed.ManagedEngineException e) {
			opened.forEach(Engine::close);
			throw new Args.UsageException(command + ": " + e.getMessage());
		} catch (RuntimeException e) {
			opened.forEach(Engine::close);
			throw e;
		}
	}
}
