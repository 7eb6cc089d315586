// One RDF4J release's MemoryStore inside sparqlcheck's own JVM, for the managed engines rdf4j@VERSION
// and rdf4j-noopt@VERSION run in-process. It is compiled against that release's jars and loaded, with
// them alone, in a class loader of its own whose parent is the platform class loader, so nothing of
// sparqlcheck's own RDF4J, Jackson or slf4j is seen. Its public methods take and give JDK types only
// (sparqlcheck calls them through method handles):
//   new Rdf4jBridge(boolean noOptimizers)    noOptimizers: an empty QueryOptimizerPipeline, as Rdf4jServer --no-optimizers
//   String version()                          the release, as its jars record it
//   Object load(String nTriples)              a new store holding the data (INSERT DATA, as the server is loaded)
//   Object parse(String query)                null: RDF4J parses in select (a query parsed ahead is not bound to a connection before 5.x)
//   String[] select(Object store, Object parsed, String query, int timeoutSeconds)
//                                             {"solutions", SPARQL JSON} | {"rejected"|"timeout"|"error", Class: message}
//                                             (the timeout is RDF4J's own maximum execution time)
//   void abort()                              nothing: RDF4J ends a query past its timeout itself
//   void close(Object store)                  shuts the store down
//   void shutdown()                           stops the release's own timer thread (TimeLimitIteration's), so
//                                             that nothing of the release outlives the engine
// It uses only API stable since RDF4J 2.0 (the pipeline by reflection, as Rdf4jServer does).
import org.eclipse.rdf4j.query.MalformedQueryException;
import org.eclipse.rdf4j.query.QueryInterruptedException;
import org.eclipse.rdf4j.query.QueryLanguage;
import org.eclipse.rdf4j.query.TupleQuery;
import org.eclipse.rdf4j.repository.Repository;
import org.eclipse.rdf4j.repository.RepositoryConnection;
import org.eclipse.rdf4j.repository.sail.SailRepository;
import org.eclipse.rdf4j.sail.memory.MemoryStore;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.atomic.AtomicInteger;

public final class Rdf4jBridge {

	private final boolean noOptimizers;
	/** How many times an empty pipeline was asked for its optimizers (rdf4j-noopt only). */
	private final AtomicInteger consulted = new AtomicInteger();

	public Rdf4jBridge(boolean noOptimizers) throws Exception {
		this.noOptimizers = noOptimizers;
		if (noOptimizers) {
			// the release must consult the empty pipeline it is given, or it would answer optimised under that name
			Object store = load("");
			try {
				String[] out = select(store, null, "SELECT * WHERE { ?s ?p ?o OPTIONAL { ?s ?q ?w } FILTER(?o = 1) }", 10);
				if (!out[0].equals("solutions") || consulted.get() == 0) {
					throw new IllegalStateException("RDF4J " + version() + " did not consult the empty QueryOptimizerPipeline it was given"
						+ " (" + out[0] + "), so its own optimizers would run: it cannot run without them");
				}
			} finally {
				close(store);
			}
		}
	}

	public String version() {
		String v = Repository.class.getPackage().getImplementationVersion();
		if (v != null) {
			return v;
		}
		try (InputStream in = MemoryStore.class.getResourceAsStream("/META-INF/maven/org.eclipse.rdf4j/rdf4j-sail-memory/pom.properties")) {
			if (in != null) {
				Properties p = new Properties();
				p.load(in);
				return p.getProperty("version", "unknown");
			}
		} catch (java.io.IOException e) {
			// unknown
		}
		return "unknown";
	}

	public Object load(String nTriples) throws Exception {
		MemoryStore store = new MemoryStore();
		if (noOptimizers) {
			emptyPipeline(store);
		}
		SailRepository repository = new SailRepository(store);
		initialise(repository);
		if (!nTriples.isEmpty()) {
			try (RepositoryConnection c = repository.getConnection()) {
				c.prepareUpdate(QueryLanguage.SPARQL, "INSERT DATA {\n" + nTriples + "}").execute();
			} catch (RuntimeException e) {
				repository.shutDown();
				throw e;
			}
		}
		return repository;
	}

	public Object parse(String query) {
		return null;
	}

	public String[] select(Object store, Object parsed, String query, int timeoutSeconds) {
		try (RepositoryConnection c = ((Repository) store).getConnection()) {
			TupleQuery q = c.prepareTupleQuery(QueryLanguage.SPARQL, query);
			q.setMaxExecutionTime(timeoutSeconds);
			return new String[] {"solutions", Rdf4jJson.json(q.evaluate())};
		} catch (MalformedQueryException e) {
			return failure("rejected", e);
		} catch (QueryInterruptedException e) {
			return failure("timeout", e);
		} catch (RuntimeException | StackOverflowError | AssertionError e) {
			return failure("error", e);
		}
	}

	public void abort() {
		// RDF4J's own maximum execution time ends a query past its timeout
	}

	public void close(Object store) {
		((Repository) store).shutDown();
	}

	public void shutdown() {
		// RDF4J times queries out with one static Timer, whose thread would keep the class loader alive
		try {
			Class<?> limit = Class.forName("org.eclipse.rdf4j.common.iteration.TimeLimitIteration", false, MemoryStore.class.getClassLoader());
			for (java.lang.reflect.Field f : limit.getDeclaredFields()) {
				if (java.lang.reflect.Modifier.isStatic(f.getModifiers()) && f.getType() == java.util.Timer.class) {
					f.setAccessible(true);
					((java.util.Timer) f.get(null)).cancel();
				}
			}
		} catch (ReflectiveOperationException | RuntimeException e) {
			// a release without that timer has no thread to stop
		}
	}

	private static String[] failure(String kind, Throwable t) {
		String message = t.getMessage() == null ? "" : ": " + t.getMessage().strip();
		return new String[] {kind, t.getClass().getName() + message};
	}

	/** The store's factory given an empty QueryOptimizerPipeline ({@code Rdf4jPipelines}; it exists from RDF4J 3.0). */
	private void emptyPipeline(MemoryStore store) throws Exception {
		Rdf4jPipelines.giveEmpty(store, consulted);
	}

	/** init() since 2.5 (and required before 4.0), initialize() before it. */
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

}
