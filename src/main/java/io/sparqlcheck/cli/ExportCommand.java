package io.sparqlcheck.cli;

import io.sparqlcheck.config.ConfigException;
import io.sparqlcheck.config.EngineCatalog;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.export.FilterExpectation;
import io.sparqlcheck.engine.endpoint.SparqlEndpointEngine;
import io.sparqlcheck.export.JUnitExport;
import io.sparqlcheck.export.ReplayEngine;
import io.sparqlcheck.export.W3cExport;
import io.sparqlcheck.ledger.Candidate;
import io.sparqlcheck.ledger.EngineRef;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code export <candidate-ledger-or-finding-id> [--out DIR]}: writes each repro the id names as a
 * JUnit 5 class ({@code DIR/<id>/<Class>.java}) and a W3C test-suite entry ({@code DIR/<id>/w3c/}),
 * by default under {@code target/sparqlcheck/exports/}. The W3C entry's expected answer is decided
 * by {@link FilterExpectation}, on the record's engines opened here; when it cannot be decided the
 * command says why and writes the JUnit class alone. Each file is written whole (a temporary file
 * moved into place). Exit status 0 when everything asked for was written, 1 when a part could not
 * be (said on one line each), 2 for bad usage.
 */
final class ExportCommand {
	private ExportCommand() {
	}

	static int run(Args args, CliContext ctx) throws Exception {
		Path candidates = Records.candidates(args);
		Path ledger = Records.ledger(args);
		Path findings = Records.findings(args);
		Path out = Path.of(args.option("out", Path.of("target", "sparqlcheck", "exports").toString()));
		Path enginesFile = args.option("engines-file").map(Path::of).orElse(null);
		String id = Records.onlyPositional(args, "export", "candidate, ledger entry or finding id");
		args.rejectUnknown();
		List<Candidate> repros = Records.ledgerFindingOrCandidate("export", id, ledger, findings, candidates);
		EngineCatalog catalog = EngineResolver.catalog("export", enginesFile, ctx);
		int status = 0;
		for (Candidate c : repros) {
			Path dir = out.resolve(c.id());
			List<Engine> engines = new ArrayList<>();
			try {
				String unopened = open(c, catalog, engines);
				Map<String, ReplayEngine.Endpoint> endpoints = new java.util.HashMap<>();
				for (Engine e : engines) {
					if (e instanceof SparqlEndpointEngine s) {
						endpoints.put(e.name(), new ReplayEngine.Endpoint(s.settings().queryUrl().toString(),
							s.settings().updateUrl() == null ? null : s.settings().updateUrl().toString()));
					}
				}
				try {
					JUnitExport.Source source = JUnitExport.of(c, endpoints);
					write(dir.resolve(source.className() + ".java"), source.text());
					ctx.out().println("wrote " + dir.resolve(source.className() + ".java") + " (" + c.oracle() + " on "
						+ String.join(", ", c.engineLabels()) + ")");
				} catch (IllegalArgumentException e) {
					ctx.out().println("export " + c.id() + ": no JUnit class: " + e.getMessage());
					status = 1;
				}
				try {
					if (unopened != null) {
						throw new FilterExpectation.Undecided(unopened);
					}
					if (c.shrunk().sparqlCase().data().hasNamedGraphs()) {
						throw new FilterExpectation.Undecided("the case has named graphs, and a W3C entry names each graph by its file's"
							+ " IRI (qt:graphData), not by the case's own; the JUnit class carries them");
					}
					FilterExpectation.Decided d = FilterExpectation.decide(c, engines);
					for (Map.Entry<String, String> f : W3cExport.files(c, d).entrySet()) {
						write(dir.resolve("w3c").resolve(f.getKey()), f.getValue());
					}
					ctx.out().println("wrote " + dir.resolve("w3c") + "/ (manifest.ttl, query.rq, data.ttl, result.srj: "
						+ d.expected().size() + " expected row(s) for " + d.query() + ")");
				} catch (FilterExpectation.Undecided e) {
					ctx.out().println("export " + c.id() + ": no W3C entry: " + e.getMessage());
					status = 1;
				}
			} finally {
				engines.forEach(Engine::close);
			}
		}
		return status;
	}

	/** Opens the record's engines into {@code into}; says why one cannot be opened, or null when all were. */
	private static String open(Candidate c, EngineCatalog catalog, List<Engine> into) {
		for (EngineRef ref : c.engines()) {
			try {
				java.util.Optional<Engine> e = catalog.open(ref.name());
				if (e.isEmpty()) {
					return "engine " + ref.name() + " is not available here (" + String.join(", ", catalog.names()) + ")";
				}
				into.add(e.get());
			} catch (ConfigException | io.sparqlcheck.engine.managed.ManagedEngineException e) {
				return "engine " + ref.name() + " cannot be opened: " + e.getMessage();
			}
		}
		return null;
	}

	private static void write(Path file, String text) throws IOException {
		Path parent = file.toAbsolutePath().getParent();
		Files.createDirectories(parent);
		Path tmp = Files.createTempFile(parent, ".export", ".tmp");
		Files.writeString(tmp, text, StandardCharsets.UTF_8);
		Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
	}
}
