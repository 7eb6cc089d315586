package io.sparqlcheck.engine.endpoint;

import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.CountsLoads;
import io.sparqlcheck.engine.EngineFamily;

import io.sparqlcheck.result.QueryOutcome;

import io.sparqlcheck.result.Solution;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Literal;
import org.apache.http.client.entity.UrlEncodedFormEntity;
import org.apache.http.client.methods.CloseableHttpResponse;
import org.apache.http.client.methods.HttpDelete;
import org.apache.http.client.methods.HttpGet;
import org.apache.http.client.methods.HttpPost;
import org.apache.http.entity.ContentType;
import org.apache.http.entity.StringEntity;
import org.apache.http.message.BasicNameValuePair;
import org.apache.http.util.EntityUtils;
import org.eclipse.rdf4j.repository.sparql.SPARQLRepository;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A SPARQL engine reached over the SPARQL 1.1 Protocol, the way its {@link Preset} says.
 *
 * <p><b>Client.</b> Queries sent with {@link QueryMethod#GET} go through RDF4J's
 * {@link SPARQLRepository}, the project's chosen client, as does every SPARQL Update. SPARQLRepository
 * cannot be told to send a form POST or a direct POST for a short query, and has no API for
 * Blazegraph's namespace REST calls, so those go through the same Apache HttpClient that
 * SPARQLRepository uses, as plain requests, and their results are parsed by RDF4J's result parsers.
 * Every request asks for exactly one media type in {@code Accept} and never adds {@code format=}.
 *
 * <p><b>Data never harmed.</b> Each dataset is written to a graph this engine creates, named
 * {@code urn:sparqlcheck:dataset:<sha256 of the N-Triples>} (or, for Blazegraph, a namespace
 * {@code sparqlcheck_<hash prefix>}), loaded once and reused while it is among the last
 * {@value #LOADED_CAPACITY} datasets used; every query is scoped to it with {@code default-graph-uri}
 * (or the namespace's URL). The engine drops only what it created: a dataset pushed out of that window,
 * and everything left at {@link #close()} (also run by a shutdown hook). Each creation is journalled in
 * the state folder first, so the next run drops what a killed run left. In read-only mode nothing is
 * ever written: queries go to the configured graph and the case's data is not used.
 *
 * <p><b>Faults.</b> {@link #select} never throws: a timeout, a refused or broken connection, a non-2xx
 * status, an HTML or other non-result body, truncated or malformed results, a wrong content type, a
 * response over the size cap, and a failed load are each a {@link QueryOutcome.Failure} with its cause.
 * After a failure that may mean the server restarted (unreachable, broken connection), the engine
 * forgets which datasets it believes loaded and loads them again before the next query, so a server
 * that lost its memory is refilled instead of silently answering over empty data. Credentials never
 * appear in a cause.
 */
public final class SparqlEndpointEngine implements Engine, CountsLoads {

	/** How many loaded datasets are kept on the server at once. */
	public static final int LOADED_CAPACITY = 8;
	/** The prefix of every graph this engine creates. */
	public static final String GRAPH_PREFIX = "urn:sparqlcheck:dataset:";
	/** The prefix of every Blazegraph namespace this engine creates. */
	public static final String NAMESPACE_PREFIX = "sparqlcheck_";
	/** The trivial query of the preflight. */
	public static final String PREFLIGHT_QUERY = "SELECT (1 AS ?one) WHERE {}";

	private final EndpointSettings settings;
	private final FailureClassifier failures;
	private final HttpTransport http;
	private final ResultReader reader;
	private final QuerySender queries;
	private final LinkedHashMap<String, Target> loaded = new LinkedHashMap<>(16, 0.75f, true);
	private final Set<String> created = new LinkedHashSet<>();
	private final CreatedDataJournal journal;
	private final Thread shutdownHook;
	private boolean swept;
	/** Names this run's Blazegraph namespaces: the first 12 hex digits of a hash of the query URL and the JVM's start. */
	private final String runTag;
	private boolean closed;
	private String version = "not probed";
	private long loads;

	private SparqlEndpointEngine(EndpointSettings settings) {
		this.settings = settings;
		this.failures = new FailureClassifier(settings.credentials());
		this.http = new HttpTransport(settings);
		this.reader = new ResultReader(settings.format(), failures);
		this.queries = new QuerySender(http, reader, failures);
		this.runTag = io.sparqlcheck.model.Dataset.of(new io.sparqlcheck.model.Triple(new Iri("urn:sparqlcheck:run"),
			new Iri("urn:sparqlcheck:url"), Literal.string(settings.queryUrl() + " " + ProcessHandle.current().pid() + " "
			+ ProcessHandle.current().info().startInstant().map(Object::toString).orElse(""))))
			.contentHash().substring(0, 12);
		// one journal per endpoint, whatever the engine is called, so any later run against it finds the leftovers
		String journalName = "endpoint-" + settings.queryUrl().getHost() + "-" + settings.queryUrl().getPort() + "-"
			+ Integer.toHexString(settings.queryUrl().toString().hashCode()) + ".journal";
		this.journal = new CreatedDataJournal(settings.stateDir().resolve(journalName));
		this.shutdownHook = new Thread(this::closeFromHook, "sparqlcheck-close-" + settings.name());
		Runtime.getRuntime().addShutdownHook(shutdownHook);
	}

	/** An engine for the endpoint; nothing is sent until {@link #preflight()} or the first query. */
	public static SparqlEndpointEngine open(EndpointSettings settings) {
		return new SparqlEndpointEngine(settings);
	}

	public EndpointSettings settings() {
		return settings;
	}

	@Override
	public String name() {
		return settings.name();
	}

	@Override
	public EngineFamily family() {
		return settings.preset().family();
	}

	/** The version the preflight read, {@code not exposed}, or {@code not probed} before it. */
	@Override
	public synchronized String version() {
		return version;
	}

	/** How many datasets this engine has loaded so far. */
	@Override
	public synchronized long loads() {
		return loads;
	}

	/** The graphs (or namespaces) this engine created that are still on the server. */
	public synchronized Set<String> createdData() {
		return Set.copyOf(created);
	}

	/**
	 * Probes the endpoint once: it must answer {@link #PREFLIGHT_QUERY} with status 200, a body in the
	 * expected format, and one row binding {@code ?one} to 1. Reads the version where the server
	 * exposes it, and drops what a killed earlier run left (unless read-only).
	 *
	 * @throws EndpointUnavailableException naming the engine, the URL and the reason
	 */
	public synchronized Preflight preflight() throws EndpointUnavailableException {
		String where = "endpoint '" + name() + "' (" + settings.preset().key() + ", " + settings.queryUrl() + ")";
		HttpGet get = http.queryGet(settings.queryUrl(), PREFLIGHT_QUERY);
		String contentType;
		String serverHeader;
		try (CloseableHttpResponse response = http.execute(get)) {
			int status = response.getStatusLine().getStatusCode();
			String body = HttpTransport.text(response);
			contentType = response.getEntity() == null || response.getEntity().getContentType() == null ? ""
				: response.getEntity().getContentType().getValue();
			serverHeader = response.getFirstHeader("Server") == null ? null : response.getFirstHeader("Server").getValue().strip();
			if (status != 200) {
				throw new EndpointUnavailableException(where + " answered the preflight query with HTTP " + status + ": " + FailureClassifier.clip(failures.redact(body)));
			}
			List<Solution> rows = reader.read(PREFLIGHT_QUERY, body.getBytes(StandardCharsets.UTF_8), contentType).rows();
			if (rows.size() != 1 || !Literal.integer(1).equals(rows.get(0).get("one"))) {
				throw new EndpointUnavailableException(where + " answered " + PREFLIGHT_QUERY + " with " + rows + ", not one row ?one = 1");
			}
		} catch (EndpointUnavailableException e) {
			throw e;
		} catch (Exception e) {
			throw new EndpointUnavailableException(where + " failed the preflight: " + failures.describe(e));
		}
		String v = serverHeader == null ? "not exposed" : serverHeader;
		if (settings.preset() == Preset.BLAZEGRAPH) {
			v = blazegraphVersion().orElse(v);
		} else if (settings.preset() == Preset.FUSEKI) {
			v = fusekiVersion().orElse(v);
		}
		version = v;
		int leftovers;
		try {
			leftovers = settings.readOnly() ? 0 : sweep();
		} catch (Exception e) {
			throw new EndpointUnavailableException(where + " could not drop the datasets an earlier run left (journal "
				+ journal.file() + "): " + failures.describe(e));
		}
		return new Preflight(name(), settings.queryUrl().toString(), contentType, v, leftovers);
	}

	@Override
	public synchronized QueryOutcome select(Dataset data, String query) {
		if (closed) {
			return new QueryOutcome.Failure(query, QueryOutcome.FailureKind.UNREACHABLE, "engine " + name() + " is closed");
		}
		Target target;
		if (settings.readOnly()) {
			target = new Target(null, settings.queryUrl(), settings.graph());
		} else {
			try {
				target = ensureLoaded(data);
			} catch (Exception e) {
				forgetLoaded();
				return new QueryOutcome.Failure(query, QueryOutcome.FailureKind.LOAD_FAILED, failures.describe(e));
			}
		}
		QueryOutcome outcome = queries.select(target, query);
		if (outcome instanceof QueryOutcome.Failure f && f.kind() == QueryOutcome.FailureKind.UNREACHABLE) {
			forgetLoaded();
		}
		return outcome;
	}

	/** Drops every dataset this engine created, then releases the connections. Idempotent. */
	@Override
	public void close() {
		closeQuietly();
		try {
			Runtime.getRuntime().removeShutdownHook(shutdownHook);
		} catch (IllegalStateException shuttingDown) {
			// the JVM is already running its hooks, this one among them
		}
	}

	private void closeFromHook() {
		closeQuietly();
	}

	private synchronized void closeQuietly() {
		if (closed) {
			return;
		}
		closed = true;
		if (!settings.readOnly()) {
			for (String id : List.copyOf(created)) {
				try {
					drop(id);
				} catch (Exception e) {
					System.err.println("sparqlcheck: could not drop " + id + " from " + name() + " (it stays in the journal "
						+ journal.file() + " and the next run drops it): " + failures.describe(e));
				}
			}
			journal.compact();
		}
		http.close();
	}

	// ---- data -------------------------------------------------------------------------------

	private int sweep() throws Exception {
		if (swept) {
			return 0;
		}
		Set<String> leftovers = journal.outstanding();
		leftovers.removeAll(created);
		for (String id : leftovers) {
			drop(id);
		}
		swept = true;
		journal.compact();
		return leftovers.size();
	}

	private Target ensureLoaded(Dataset data) throws Exception {
		String hash = data.contentHash();
		Target t = loaded.get(hash);
		if (t != null) {
			return t;
		}
		sweep();
		if (settings.preset().namespacePerDataset()) {
			while (loaded.size() >= LOADED_CAPACITY) {
				loaded.remove(loaded.keySet().iterator().next());
			}
			t = target(hash);
			boolean fresh = !created.contains(t.id());
			if (fresh) {
				journal.created(t.id());
				created.add(t.id());
			}
			loadNamespace(t, data, fresh);
		} else {
			t = target(hash);
			journal.created(t.id());
			created.add(t.id());
			StringBuilder update = new StringBuilder("DROP SILENT GRAPH <").append(t.graph()).append(">");
			if (!data.isEmpty() && settings.preset() == Preset.VIRTUOSO) {
				// Virtuoso refuses blank nodes in INSERT DATA ("not allowed in a constant clause"); a template
				// instantiated once makes the same fresh blank node of each label, which is what INSERT DATA means
				update.append(" ;\nINSERT { GRAPH <").append(t.graph()).append("> {\n").append(data.toNTriples()).append("} } WHERE {}");
			} else if (!data.isEmpty()) {
				update.append(" ;\nINSERT DATA { GRAPH <").append(t.graph()).append("> {\n").append(data.toNTriples()).append("} }");
			}
			http.update(update.toString());
		}
		loads++;
		loaded.put(hash, t);
		while (loaded.size() > LOADED_CAPACITY) {
			String eldest = loaded.keySet().iterator().next();
			Target old = loaded.remove(eldest);
			drop(old.id());
		}
		return t;
	}

	private Target target(String hash) {
		if (settings.preset().namespacePerDataset()) {
			// a free slot: namespaces are reused, since Blazegraph 2.1.5 in MemStore mode runs out of direct
			// memory after about a thousand namespace creations and deletions (found by the first campaign)
			Set<String> busy = new java.util.HashSet<>();
			loaded.values().forEach(t -> busy.add(t.id()));
			for (int slot = 0; ; slot++) {
				String ns = NAMESPACE_PREFIX + runTag + "_" + slot;
				if (!busy.contains("namespace " + ns)) {
					return new Target("namespace " + ns, URI.create(blazegraphBase() + "/namespace/" + ns + "/sparql"), null);
				}
			}
		}
		String graph = GRAPH_PREFIX + hash;
		return new Target("graph " + graph, settings.queryUrl(), graph);
	}

	private void forgetLoaded() {
		loaded.clear();
	}

	private void drop(String id) throws Exception {
		if (id.startsWith("graph ")) {
			http.update("DROP SILENT GRAPH <" + id.substring("graph ".length()) + ">");
		} else if (id.startsWith("namespace ")) {
			String ns = id.substring("namespace ".length());
			HttpDelete delete = new HttpDelete(blazegraphBase() + "/namespace/" + ns);
			try (CloseableHttpResponse r = http.execute(delete)) {
				int status = r.getStatusLine().getStatusCode();
				String body = HttpTransport.text(r);
				if (status != 200 && status != 404) {
					throw new IOException("DELETE namespace " + ns + ": HTTP " + status + ": " + FailureClassifier.clip(body));
				}
			}
		} else {
			throw new IllegalStateException("not an id this engine creates: " + id);
		}
		created.remove(id);
		loaded.values().removeIf(t -> t.id().equals(id));
		journal.dropped(id);
	}

	private void loadNamespace(Target t, Dataset data, boolean fresh) throws IOException {
		String ns = t.id().substring("namespace ".length());
		if (fresh || !clearNamespace(t)) {
			// new, or gone (a restarted in-memory server keeps no namespace)
			createNamespace(t, ns);
		}
		if (data.isEmpty()) {
			return;
		}
		HttpPost load = new HttpPost(t.queryUrl());
		load.setEntity(new StringEntity(data.toNTriples(), ContentType.create("text/plain", StandardCharsets.UTF_8)));
		try (CloseableHttpResponse r = http.execute(load)) {
			int status = r.getStatusLine().getStatusCode();
			String body = HttpTransport.text(r);
			if (status != 200) {
				throw new IOException("loading namespace " + ns + ": HTTP " + status + ": " + FailureClassifier.clip(body));
			}
		}
	}

	private void createNamespace(Target t, String ns) throws IOException {
		HttpPost create = new HttpPost(blazegraphBase() + "/namespace");
		create.setEntity(new StringEntity(String.join("\n",
			"com.bigdata.rdf.sail.namespace=" + ns,
			"com.bigdata.rdf.store.AbstractTripleStore.quads=false",
			"com.bigdata.rdf.sail.truthMaintenance=false",
			"com.bigdata.rdf.store.AbstractTripleStore.statementIdentifiers=false",
			"com.bigdata.rdf.store.AbstractTripleStore.textIndex=false",
			"com.bigdata.rdf.store.AbstractTripleStore.axiomsClass=com.bigdata.rdf.axioms.NoAxioms") + "\n",
			ContentType.create("text/plain", StandardCharsets.UTF_8)));
		try (CloseableHttpResponse r = http.execute(create)) {
			int status = r.getStatusLine().getStatusCode();
			String body = HttpTransport.text(r);
			if (status == 409) {
				// already there (a server restarted mid-run keeps nothing, but one that stayed up keeps the slot)
				clearNamespace(t);
			} else if (status != 201 && status != 200) {
				throw new IOException("creating namespace " + ns + ": HTTP " + status + ": " + FailureClassifier.clip(body));
			}
		}
	}

	/** Empties the namespace; false if it does not exist. */
	private boolean clearNamespace(Target t) throws IOException {
		HttpPost clear = new HttpPost(t.queryUrl());
		clear.setEntity(new UrlEncodedFormEntity(List.of(new BasicNameValuePair("update", "DROP ALL")), StandardCharsets.UTF_8));
		try (CloseableHttpResponse r = http.execute(clear)) {
			int status = r.getStatusLine().getStatusCode();
			EntityUtils.consumeQuietly(r.getEntity());
			if (status == 404) {
				return false;
			}
			if (status != 200) {
				throw new IOException("emptying " + t.id() + ": HTTP " + status);
			}
		}
		return true;
	}

	private String blazegraphBase() {
		String url = settings.queryUrl().toString();
		int i = url.indexOf("/blazegraph/");
		if (i < 0) {
			throw new IllegalStateException("a blazegraph query URL has the form http://HOST:PORT/blazegraph/sparql, not " + url);
		}
		return url.substring(0, i) + "/blazegraph";
	}

	/** Blazegraph's status page shows {@code <span id="buildVersion">2.1.5</span>}. */
	private java.util.Optional<String> blazegraphVersion() {
		return http.fetch(blazegraphBase() + "/status").flatMap(body -> {
			java.util.regex.Matcher m = java.util.regex.Pattern.compile("id=\"buildVersion\"\\s*>\\s*([^<\\s]+)").matcher(body);
			return m.find() ? java.util.Optional.of("Blazegraph " + m.group(1)) : java.util.Optional.empty();
		});
	}

	/** Fuseki (the standalone server) answers {@code GET /$/server} with JSON holding {@code "version"}. */
	private java.util.Optional<String> fusekiVersion() {
		String path = settings.queryUrl().getPath();
		String[] parts = path.split("/");
		if (parts.length < 2) {
			return java.util.Optional.empty();
		}
		String datasetPath = path.substring(0, path.lastIndexOf('/'));
		String serverRoot = datasetPath.substring(0, Math.max(0, datasetPath.lastIndexOf('/')));
		URI url = settings.queryUrl().resolve(serverRoot + "/$/server");
		return http.fetch(url.toString()).flatMap(body -> {
			try {
				com.fasterxml.jackson.databind.JsonNode node = new com.fasterxml.jackson.databind.ObjectMapper().readTree(body);
				return node.hasNonNull("version") ? java.util.Optional.of("Apache Jena Fuseki " + node.get("version").asText())
					: java.util.Optional.empty();
			} catch (IOException e) {
				return java.util.Optional.empty();
			}
		});
	}

	// ---- failures ---------------------------------------------------------------------------

	/** A response whose content type is not the results format asked for. */
	static final class WrongContentTypeException extends IOException {
		WrongContentTypeException(String message) {
			super(message);
		}
	}

	/** A response longer than the configured cap. */
	static final class ResponseTooLargeException extends IOException {
		ResponseTooLargeException(String message) {
			super(message);
		}
	}
}
