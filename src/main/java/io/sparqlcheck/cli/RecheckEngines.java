package io.sparqlcheck.cli;

import io.sparqlcheck.config.ConfigException;
import io.sparqlcheck.config.EngineCatalog;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.ForwardingEngine;
import io.sparqlcheck.engine.RenamedEngine;
import io.sparqlcheck.engine.managed.ManagedEngines;
import io.sparqlcheck.engine.managed.Release;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The engines a recheck runs on. {@code --on jena@6.2.0,rdf4j@5.2.2} stands a managed release in for
 * the engine its product is named after ({@code jena@6.2.0} answers for records made on {@code jena},
 * {@code rdf4j-noopt@5.2.2} for {@code rdf4j-noopt}), so a finding recorded on 5.6.0 is rechecked on
 * the current release with nothing else to write. Every engine is opened once and kept open until the
 * recheck ends (a managed server starts in seconds; a finding can have hundreds of repros): the
 * recheck's own closing of an engine after each case is ignored, and {@link #close()} stops them all.
 * An engine loads each case's data afresh, as in a campaign, so one engine serves every case.
 */
final class RecheckEngines implements AutoCloseable {

	private final EngineCatalog catalog;
	private final Map<String, Engine> open = new LinkedHashMap<>();

	private RecheckEngines(EngineCatalog base, List<Release> on) {
		EngineCatalog c = base;
		for (Release r : on) {
			// under the product's name, so that an oracle's counts are keyed as recorded; its version says the release
			c = c.with(r.product(), () -> new RenamedEngine(base.managed().start(r), r.product()));
		}
		for (String name : c.names()) {
			EngineCatalog from = c;
			c = c.with(name, () -> kept(name, from));
		}
		this.catalog = c;
	}

	/**
	 * The engines of {@code base}, with the releases of {@code --on} (a comma-separated list of
	 * {@code product@version}, empty for none) standing in for their products.
	 *
	 * @throws Args.UsageException naming the entry that is not a release of a managed product
	 */
	static RecheckEngines of(EngineCatalog base, String on) {
		List<Release> releases = new ArrayList<>();
		for (String spec : on.isBlank() ? new String[0] : on.split(",")) {
			Release r = Release.parse(spec.strip()).orElseThrow(() -> new Args.UsageException("recheck: --on '" + spec.strip()
				+ "' is not product@version (e.g. jena@6.2.0)"));
			if (!ManagedEngines.products().contains(r.product())) {
				throw new Args.UsageException("recheck: --on '" + spec.strip() + "': no managed product '" + r.product()
					+ "' (this build runs: " + String.join(", ", ManagedEngines.products()) + ")");
			}
			releases.add(r);
		}
		return new RecheckEngines(base, releases);
	}

	/** The catalog whose engines stay open until {@link #close()}. */
	EngineCatalog catalog() {
		return catalog;
	}

	private Engine kept(String name, EngineCatalog from) throws ConfigException {
		Engine e = open.get(name);
		if (e == null) {
			e = from.open(name).orElseThrow(() -> new ConfigException("no engine " + name));
			open.put(name, e);
		}
		return new ForwardingEngine(e) {
			@Override
			public void close() {
				// kept open for the next case; RecheckEngines.close() stops it
			}
		};
	}

	@Override
	public void close() {
		open.values().forEach(Engine::close);
		open.clear();
	}
}
