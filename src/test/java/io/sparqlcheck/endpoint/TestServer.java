package io.sparqlcheck.endpoint;

import io.sparqlcheck.engine.endpoint.Credentials;
import io.sparqlcheck.engine.endpoint.EndpointSettings;
import io.sparqlcheck.engine.endpoint.Preset;
import io.sparqlcheck.engine.endpoint.SparqlEndpointEngine;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.result.QueryOutcome;
import org.apache.jena.fuseki.main.FusekiServer;
import org.apache.jena.sparql.core.DatasetGraphFactory;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A real SPARQL server for the tests, on a free loopback port: Fuseki embedded in this JVM, or
 * Virtuoso, Blazegraph or Oxigraph started by {@code scripts/servers.sh} and stopped by the PID it
 * recorded (also by a shutdown hook, should the test JVM end first). It can also write and read
 * back "unrelated" triples, data the harness must never touch.
 */
abstract class TestServer implements AutoCloseable {

	static final Path ROOT = Path.of(System.getProperty("user.dir"));
	static final String UNRELATED_GRAPH = "http://example.org/unrelated";

	final String name;
	final int port;
	final Preset preset;

	TestServer(String name, Preset preset) {
		this.name = name;
		this.preset = preset;
		this.port = Http.freePort();
	}

	/** Starts the named server, or fails with the reason; aborts the test if the skip switch names it. */
	static TestServer start(String name) {
		if (ServerSwitch.isSkipped(name)) {
			throw ServerSwitch.abort(name);
		}
		TestServer s = switch (name) {
			case "fuseki" -> new Fuseki();
			case "virtuoso", "blazegraph", "oxigraph", "comunica" -> new Scripted(name);
			default -> throw new IllegalArgumentException(name);
		};
		s.start();
		return s;
	}

	abstract void start();

	abstract void stop();

	@Override
	public void close() {
		stop();
	}

	abstract URI queryUrl();

	abstract URI updateUrl();

	Credentials credentials() {
		return null;
	}

	EndpointSettings settings(Path stateDir) {
		return EndpointSettings.of(name, preset, queryUrl(), updateUrl(), stateDir).withCredentials(credentials());
	}

	/** Writes triples the harness must leave alone: into a named graph, and the default graph where it is separate. */
	void writeUnrelated() {
		String data = "<http://example.org/u1> <http://example.org/p> \"kept\"@en . "
			+ "<http://example.org/u1> <http://example.org/p> \"7\"^^<http://www.w3.org/2001/XMLSchema#integer> . "
			+ "<http://example.org/u2> <http://example.org/q> <http://example.org/u1> .";
		if (preset == Preset.BLAZEGRAPH) {
			Http.update(queryUrl().toString(), "INSERT DATA { " + data + " }", null);
		} else if (preset == Preset.VIRTUOSO) {
			// Virtuoso's default graph is the union of all graphs: only a named graph is separate
			Http.update(updateUrl().toString(), "INSERT DATA { GRAPH <" + UNRELATED_GRAPH + "> { " + data + " } }", credentials());
		} else {
			Http.update(updateUrl().toString(), "INSERT DATA { " + data + " GRAPH <" + UNRELATED_GRAPH + "> { " + data + " } }", credentials());
		}
	}

	/** The unrelated triples, as sorted text, read without the engine under test's scoping. */
	List<String> unrelatedSnapshot() {
		List<String> out = new ArrayList<>();
		try (SparqlEndpointEngine reader = SparqlEndpointEngine.open(EndpointSettings.readOnlyOf(name + "-inspector", preset, queryUrl(), null, scratch()).withCredentials(credentials()))) {
			if (preset == Preset.BLAZEGRAPH) {
				out.addAll(rows(reader, "SELECT ?s ?p ?o WHERE { ?s ?p ?o }", "default"));
			} else {
				out.addAll(rows(reader, "SELECT ?s ?p ?o WHERE { GRAPH <" + UNRELATED_GRAPH + "> { ?s ?p ?o } }", "named"));
				if (preset != Preset.VIRTUOSO) {
					out.addAll(rows(reader, "SELECT ?s ?p ?o WHERE { ?s ?p ?o }", "default"));
				}
			}
		}
		return out;
	}

	/** The graphs or namespaces named like the ones sparqlcheck creates that are on the server. */
	List<String> sparqlcheckLeftovers() {
		if (preset == Preset.BLAZEGRAPH) {
			String listing = Http.get("http://127.0.0.1:" + port + "/blazegraph/namespace");
			TreeSet<String> names = new TreeSet<>();
			Matcher m = Pattern.compile(SparqlEndpointEngine.NAMESPACE_PREFIX + "[0-9a-f]+").matcher(listing);
			while (m.find()) {
				names.add(m.group());
			}
			return List.copyOf(names);
		}
		try (SparqlEndpointEngine reader = SparqlEndpointEngine.open(EndpointSettings.readOnlyOf(name + "-inspector", preset, queryUrl(), null, scratch()).withCredentials(credentials()))) {
			return rows(reader, "SELECT DISTINCT ?g WHERE { GRAPH ?g { ?s ?p ?o } FILTER(STRSTARTS(STR(?g), \""
				+ SparqlEndpointEngine.GRAPH_PREFIX + "\")) }", "graph");
		}
	}

	private static List<String> rows(SparqlEndpointEngine reader, String query, String tag) {
		QueryOutcome out = reader.select(Dataset.of(), query);
		if (!(out instanceof QueryOutcome.Solutions s)) {
			throw new AssertionError("inspection query failed: " + out);
		}
		return s.rows().stream().map(r -> tag + " " + r).sorted().toList();
	}

	static Path scratch() {
		try {
			Path dir = ROOT.resolve("target/test-state");
			Files.createDirectories(dir);
			return Files.createTempDirectory(dir, "state");
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
	}

	/** Fuseki from jena-fuseki-main, in this JVM; a restart starts it with an empty dataset, as a real restart would. */
	static final class Fuseki extends TestServer {
		private FusekiServer server;

		Fuseki() {
			super("fuseki", Preset.FUSEKI);
		}

		@Override
		void start() {
			server = FusekiServer.create().port(port).loopback(true).add("/ds", DatasetGraphFactory.createTxnMem(), true).build().start();
		}

		@Override
		void stop() {
			if (server != null) {
				server.stop();
				server = null;
			}
		}

		@Override
		URI queryUrl() {
			return URI.create("http://127.0.0.1:" + port + "/ds/query");
		}

		@Override
		URI updateUrl() {
			return URI.create("http://127.0.0.1:" + port + "/ds/update");
		}
	}

	/** A server in its own process, started and stopped by scripts/servers.sh, stopped by PID. */
	static final class Scripted extends TestServer {
		private final Path dir;
		private final Thread hook;
		private long pid = -1;

		Scripted(String name) {
			super(name, Preset.fromKey(name));
			this.dir = ROOT.resolve("target/servers/test/" + name + "-" + port);
			this.hook = new Thread(this::stop, "stop-" + name);
			Runtime.getRuntime().addShutdownHook(hook);
		}

		@Override
		void start() {
			// stdout is the script's machine output (the PID alone); its messages, and Maven's, go to a log of
			// their own, so no colour code or progress line can break the PID, which is read from DIR/pid anyway
			Path log = ROOT.resolve("target/servers/test/" + name + "-" + port + ".start.log");
			ProcessBuilder pb = new ProcessBuilder(ROOT.resolve("scripts/servers.sh").toString(), "start", name,
				String.valueOf(port), dir.toString()).redirectError(log.toFile());
			try {
				Files.createDirectories(log.getParent());
				Process p = pb.start();
				String output = new String(p.getInputStream().readAllBytes()).strip();
				int rc = p.waitFor();
				Path pidFile = dir.resolve("pid");
				if (Files.exists(pidFile)) {
					pid = Long.parseLong(Files.readString(pidFile).strip());
				}
				if (rc != 0) {
					stop(); // whatever it started is stopped by the PID it recorded: never a leaked server
					throw new AssertionError("could not start " + name + " on 127.0.0.1:" + port + ": " + Files.readString(log));
				}
				if (pid < 0 || !output.equals(String.valueOf(pid))) {
					stop();
					throw new AssertionError("scripts/servers.sh start printed '" + output + "', not only the PID in " + pidFile);
				}
			} catch (IOException e) {
				throw new UncheckedIOException("could not run scripts/servers.sh to start " + name, e);
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
				throw new AssertionError("interrupted while starting " + name, e);
			}
		}

		@Override
		synchronized void stop() {
			if (pid < 0) {
				return;
			}
			ProcessHandle.of(pid).ifPresent(h -> {
				h.destroy();
				try {
					h.onExit().get(15, java.util.concurrent.TimeUnit.SECONDS);
				} catch (Exception e) {
					h.destroyForcibly();
				}
			});
			pid = -1;
			try {
				Files.deleteIfExists(dir.resolve("pid"));
			} catch (IOException ignored) {
				// the pid file is only a convenience for scripts/servers.sh stop-all
			}
		}

		@Override
		public void close() {
			stop();
			try {
				Runtime.getRuntime().removeShutdownHook(hook);
			} catch (IllegalStateException ignored) {
				// shutting down already
			}
		}

		@Override
		URI queryUrl() {
			return URI.create(switch (name) {
				case "virtuoso" -> "http://127.0.0.1:" + port + "/sparql";
				case "blazegraph" -> "http://127.0.0.1:" + port + "/blazegraph/sparql";
				default -> "http://127.0.0.1:" + port + "/query";
			});
		}

		@Override
		URI updateUrl() {
			return switch (name) {
				case "virtuoso" -> URI.create("http://127.0.0.1:" + port + "/sparql-auth");
				case "blazegraph" -> null;
				default -> URI.create("http://127.0.0.1:" + port + "/update");
			};
		}

		@Override
		Credentials credentials() {
			// a fresh private Virtuoso database has the administrator dba/dba
			return name.equals("virtuoso") ? new Credentials("dba", "dba") : null;
		}
	}
}
