// A SPARQL 1.1 Protocol server over one RDF4J release's MemoryStore, for sparqlcheck's managed
// engines (rdf4j@VERSION). It is compiled against that release's jars, and run with them and only
// them on the class path, so it evaluates with the release it serves; it uses only API that has been
// stable since RDF4J 2.0. It binds 127.0.0.1 only. Compiled with Rdf4jJson.java:
// java -cp CLASSES:JARS Rdf4jServer PORT [--no-optimizers]
//   --no-optimizers   the store evaluates with an empty QueryOptimizerPipeline (rdf4j-noopt@VERSION):
//                     the algebra the parser built, as sparqlcheck's in-process rdf4j-noopt does. The
//                     pipeline exists from RDF4J 3.0; on an older release, or on one that does not
//                     consult the pipeline it was given, the server exits at once saying so (it never
//                     serves optimised answers under that name).
//   GET|POST /query   query= (URL or form), or a body of type application/sparql-query;
//                     default-graph-uri= and named-graph-uri= scope the query (SPARQL 1.1 Protocol §2.1.4)
//   POST /update      update= (form), or a body of type application/sparql-update
//   GET /status       200 with the RDF4J version of the jars
// Results are SPARQL JSON, written by Rdf4jJson (RDF4J 5.2.2 on Maven Central lacks its JSON writer module,
// rdf4j-queryresultio-sparqljson, so the server needs only the store, the repository and the parser). A query RDF4J rejects as malformed is 400 text/plain; any other error is 500.
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import org.eclipse.rdf4j.model.ValueFactory;
import org.eclipse.rdf4j.query.BooleanQuery;
import org.eclipse.rdf4j.query.MalformedQueryException;
import org.eclipse.rdf4j.query.Query;
import org.eclipse.rdf4j.query.QueryLanguage;
import org.eclipse.rdf4j.query.TupleQuery;
import org.eclipse.rdf4j.query.impl.SimpleDataset;
import org.eclipse.rdf4j.query.Update;
import org.eclipse.rdf4j.repository.Repository;
import org.eclipse.rdf4j.repository.RepositoryConnection;
import org.eclipse.rdf4j.repository.sail.SailRepository;
import org.eclipse.rdf4j.sail.memory.MemoryStore;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URLDecoder;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

public final class Rdf4jServer {

	private static final int MAX_BODY = 64 * 1024 * 1024;

	private final Repository repository;
	private final String version;
	private final boolean noOptimizers;

	private Rdf4jServer(Repository repository, String version, boolean noOptimizers) {
		this.repository = repository;
		this.version = version;
		this.noOptimizers = noOptimizers;
	}

	public static void main(String[] args) throws Exception {
		int port;
		boolean noOptimizers = args.length == 2 && args[1].equals("--no-optimizers");
		try {
			port = Integer.parseInt(args[0]);
			if (args.length > 2 || (args.length == 2 && !noOptimizers)) {
				throw new IllegalArgumentException(String.join(" ", args));
			}
		} catch (RuntimeException e) {
			System.err.println("usage: java -cp JARS Rdf4jServer.java PORT [--no-optimizers]");
			System.exit(2);
			return;
		}
		MemoryStore store = new MemoryStore();
		AtomicInteger consulted = noOptimizers ? emptyPipeline(store) : null;
		Repository repository = new SailRepository(store);
		initialise(repository);
		String version = String.valueOf(Repository.class.getPackage().getImplementationVersion());
		if (noOptimizers) {
			checkPipelineUsed(repository, consulted, version);
		}
		Rdf4jServer server = new Rdf4jServer(repository, version, noOptimizers);
		HttpServer http = HttpServer.create(new InetSocketAddress("127.0.0.1", port), 64);
		http.createContext("/", server::handle);
		http.setExecutor(Executors.newSingleThreadExecutor());
		Runtime.getRuntime().addShutdownHook(new Thread(() -> {
			http.stop(0);
			repository.shutDown();
		}));
		http.start();
		System.out.println("rdf4j " + version + (noOptimizers ? " without optimizers" : "") + " listening on http://127.0.0.1:" + port);
	}

	/**
	 * Gives the store's evaluation strategy factory an empty QueryOptimizerPipeline, by reflection
	 * since the pipeline and EvaluationStrategyFactory.setOptimizerPipeline exist only from RDF4J 3.0
	 * (the server compiles against 2.x too). Returns the count of times the pipeline was asked for its
	 * optimizers. Exits (status 3) on a release without them.
	 */
	private static AtomicInteger emptyPipeline(MemoryStore store) throws Exception {
		AtomicInteger consulted = new AtomicInteger();
		try {
			Rdf4jPipelines.giveEmpty(store, consulted);
		} catch (ClassNotFoundException | NoSuchMethodException e) {
			System.err.println("rdf4j-noopt: this RDF4J release has no QueryOptimizerPipeline (RDF4J 3.0 and later have one): "
				+ "it cannot run without its optimizers");
			System.exit(3);
		}
		return consulted;
	}

	/** Exits (status 3) when a query did not ask the empty pipeline for its optimizers: the release's own ones ran. */
	private static void checkPipelineUsed(Repository repository, AtomicInteger consulted, String version) {
		try (RepositoryConnection c = repository.getConnection()) {
			TupleQuery q = (TupleQuery) prepare(c, "SELECT * WHERE { ?s ?p ?o OPTIONAL { ?s ?q ?w } FILTER(?o = 1) }");
			Rdf4jJson.json(q.evaluate());
		}
		if (consulted.get() == 0) {
			System.err.println("rdf4j-noopt: RDF4J " + version + " did not consult the empty QueryOptimizerPipeline it was given, "
				+ "so its own optimizers would run: it cannot run without them");
			System.exit(3);
		}
	}

	/** init() since 2.5 (and required before 4.0), initialize() before it; 4.x and later also initialise lazily. */
	private static void initialise(Repository repository) throws Exception {
		for (String name : List.of("init", "initialize")) {
			try {
				repository.getClass().getMethod(name).invoke(repository);
				return;
			} catch (NoSuchMethodException e) {
				// try the older name
			}
		}
	}

	private void handle(HttpExchange ex) throws IOException {
		try {
			String path = ex.getRequestURI().getPath();
			String method = ex.getRequestMethod();
			if (path.equals("/status") && method.equals("GET")) {
				send(ex, 200, "text/plain", "rdf4j " + version + (noOptimizers ? " without optimizers" : "") + "\n");
			} else if (path.equals("/query") && (method.equals("GET") || method.equals("POST"))) {
				Map<String, List<String>> params = params(ex, "application/sparql-query", "query");
				query(ex, params);
			} else if (path.equals("/update") && method.equals("POST")) {
				Map<String, List<String>> params = params(ex, "application/sparql-update", "update");
				update(ex, params);
			} else {
				send(ex, 404, "text/plain", "not found: " + method + " " + path + "\n");
			}
		} catch (Failure f) {
			send(ex, f.status, "text/plain", f.getMessage() + "\n");
		} catch (RuntimeException e) {
			send(ex, 500, "text/plain", e + "\n");
		} finally {
			ex.close();
		}
	}

	private void query(HttpExchange ex, Map<String, List<String>> params) throws IOException {
		String text = single(params, "query");
		try (RepositoryConnection c = repository.getConnection()) {
			Query q = prepare(c, text);
			List<String> dg = params.getOrDefault("default-graph-uri", List.of());
			List<String> ng = params.getOrDefault("named-graph-uri", List.of());
			if (!dg.isEmpty() || !ng.isEmpty()) {
				ValueFactory vf = repository.getValueFactory();
				SimpleDataset ds = new SimpleDataset();
				dg.forEach(g -> ds.addDefaultGraph(vf.createIRI(g)));
				ng.forEach(g -> ds.addNamedGraph(vf.createIRI(g)));
				q.setDataset(ds);
			}
			if (q instanceof TupleQuery t) {
				send(ex, 200, "application/sparql-results+json", Rdf4jJson.json(t.evaluate()));
			} else if (q instanceof BooleanQuery b) {
				send(ex, 200, "application/sparql-results+json", "{\"head\":{},\"boolean\":" + b.evaluate() + "}\n");
			} else {
				send(ex, 400, "text/plain", "only SELECT and ASK queries are served\n");
			}
		} catch (MalformedQueryException e) {
			send(ex, 400, "text/plain", String.valueOf(e.getMessage()) + "\n");
		}
	}

	private static Query prepare(RepositoryConnection c, String text) {
		return c.prepareQuery(QueryLanguage.SPARQL, text);
	}

	private void update(HttpExchange ex, Map<String, List<String>> params) throws IOException {
		String text = single(params, "update");
		try (RepositoryConnection c = repository.getConnection()) {
			Update u = c.prepareUpdate(QueryLanguage.SPARQL, text);
			u.execute();
			send(ex, 204, "text/plain", null);
		} catch (MalformedQueryException e) {
			send(ex, 400, "text/plain", String.valueOf(e.getMessage()) + "\n");
		}
	}

	/** The protocol parameters, from the URL and a form body, with a direct body as {@code name}. */
	private static Map<String, List<String>> params(HttpExchange ex, String directType, String name) throws IOException {
		Map<String, List<String>> params = new TreeMap<>();
		parse(ex.getRequestURI().getRawQuery(), params);
		if (ex.getRequestMethod().equals("POST")) {
			byte[] body = ex.getRequestBody().readNBytes(MAX_BODY + 1);
			if (body.length > MAX_BODY) {
				throw new Failure(413, "request body over " + MAX_BODY + " bytes");
			}
			String type = String.valueOf(ex.getRequestHeaders().getFirst("Content-Type")).split(";")[0].trim().toLowerCase();
			String text = new String(body, StandardCharsets.UTF_8);
			if (type.equals("application/x-www-form-urlencoded")) {
				parse(text, params);
			} else if (type.equals(directType)) {
				params.computeIfAbsent(name, k -> new ArrayList<>()).add(text);
			} else {
				throw new Failure(415, "unsupported content type '" + type + "'");
			}
		}
		return params;
	}

	private static void parse(String encoded, Map<String, List<String>> into) {
		if (encoded == null || encoded.isEmpty()) {
			return;
		}
		for (String pair : encoded.split("&")) {
			int eq = pair.indexOf('=');
			String k = URLDecoder.decode(eq < 0 ? pair : pair.substring(0, eq), StandardCharsets.UTF_8);
			String v = eq < 0 ? "" : URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8);
			into.computeIfAbsent(k, x -> new ArrayList<>()).add(v);
		}
	}

	private static String single(Map<String, List<String>> params, String name) {
		List<String> values = params.getOrDefault(name, List.of());
		if (values.size() != 1) {
			throw new Failure(400, values.isEmpty() ? "missing parameter '" + name + "'" : "more than one '" + name + "'");
		}
		return values.get(0);
	}

	private void send(HttpExchange ex, int status, String type, String body) throws IOException {
		ex.getResponseHeaders().set("Content-Type", type + "; charset=utf-8");
		ex.getResponseHeaders().set("Server", "rdf4j/" + version);
		if (body == null) {
			ex.sendResponseHeaders(status, -1);
			return;
		}
		byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
		ex.sendResponseHeaders(status, bytes.length);
		ex.getResponseBody().write(bytes);
	}

	/** A request the server refuses, with its HTTP status. */
	private static final class Failure extends RuntimeException {
		private final int status;

		Failure(int status, String message) {
			super(message);
			this.status = status;
		}
	}
}
