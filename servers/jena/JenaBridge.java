// One Jena release's ARQ inside sparqlcheck's own JVM, for the managed engine jena@VERSION run
// in-process. It is compiled against that release's jena-arq and its dependencies (ARQ is the query
// engine the release's Fuseki runs) and loaded, with those jars alone, in a class loader of its own
// whose parent is the platform class loader, so nothing of sparqlcheck's own Jena, Jackson or slf4j is
// seen. Its public methods take and give JDK types only (sparqlcheck calls them through method handles):
//   new JenaBridge()
//   String version()                          ARQ.VERSION of the release
//   Object load(String nTriples)              a new in-memory dataset holding the data (INSERT DATA, as Fuseki is loaded)
//   Object parse(String query)                the query parsed (ahead, on another thread), or an exception
//   String[] select(Object dataset, Object parsed, String query, int timeoutSeconds)
//                                             parsed: parse(query)'s answer, or null to parse here
//                                             {"solutions", SPARQL JSON} | {"rejected"|"timeout"|"error", Class: message};
//                                             the timeout is the caller's, which calls abort()
//   void abort()                              aborts the query running now
//   void close(Object dataset)                nothing to release (an in-memory dataset)
//   void shutdown()                           shuts down Log4j where the class path has it (its MBeans would keep
//                                             the class loader alive)
// Queries are parsed with ARQ's syntax, as Fuseki parses them. It uses only API present from Jena
// 3.17 to 5.x.
import org.apache.jena.query.ARQ;
import org.apache.jena.query.DatasetFactory;
import org.apache.jena.query.Query;
import org.apache.jena.query.QueryCancelledException;
import org.apache.jena.query.QueryExecution;
import org.apache.jena.query.QueryExecutionFactory;
import org.apache.jena.query.QueryFactory;
import org.apache.jena.query.QueryParseException;
import org.apache.jena.query.ResultSetFormatter;
import org.apache.jena.query.Syntax;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.sparql.core.DatasetGraphFactory;
import org.apache.jena.update.UpdateAction;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

public final class JenaBridge {

	/** The execution running now, for {@link #abort()} from the caller's timer thread. */
	private volatile QueryExecution running;

	// load and parse may run on another thread than select (a campaign's feed), each on its own data

	public JenaBridge() {
		org.apache.jena.sys.JenaSystem.init();
	}

	public String version() {
		return ARQ.VERSION;
	}

	public Object load(String nTriples) {
		DatasetGraph dsg = DatasetGraphFactory.create();
		// INSERT DATA, as Fuseki is loaded: RIOT's parser builder makes Jena's HTTP client, whose selector
		// thread would keep this class loader alive after the engine is closed
		if (!nTriples.isEmpty()) {
			UpdateAction.parseExecute("INSERT DATA {\n" + nTriples + "}", dsg);
		}
		return dsg;
	}

	public Object parse(String query) {
		return QueryFactory.create(query, Syntax.syntaxARQ);
	}

	public String[] select(Object dataset, Object parsedAhead, String query, int timeoutSeconds) {
		try {
			Query parsed = parsedAhead != null ? (Query) parsedAhead : QueryFactory.create(query, Syntax.syntaxARQ);
			try (QueryExecution exec = QueryExecutionFactory.create(parsed, DatasetFactory.wrap((DatasetGraph) dataset))) {
				running = exec;
				ByteArrayOutputStream out = new ByteArrayOutputStream();
				ResultSetFormatter.outputAsJSON(out, exec.execSelect());
				return new String[] {"solutions", out.toString(StandardCharsets.UTF_8)};
			} finally {
				running = null;
			}
		} catch (QueryParseException e) {
			return failure("rejected", e);
		} catch (QueryCancelledException e) {
			return failure("timeout", e);
		} catch (RuntimeException | StackOverflowError e) {
			return failure("error", e);
		}
	}

	public void abort() {
		QueryExecution exec = running;
		if (exec != null) {
			exec.abort();
		}
	}

	public void close(Object dataset) {
		// an in-memory dataset holds nothing beyond the heap
	}

	public void shutdown() {
		try {
			Class.forName("org.apache.logging.log4j.LogManager", false, JenaBridge.class.getClassLoader()).getMethod("shutdown").invoke(null);
		} catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
			// a release without Log4j has nothing to shut down
		}
	}

	private static String[] failure(String kind, Throwable t) {
		String message = t.getMessage() == null ? "" : ": " + t.getMessage().strip();
		return new String[] {kind, t.getClass().getName() + message};
	}
}
