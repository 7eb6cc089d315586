package io.sparqlcheck.engine.endpoint;

import io.sparqlcheck.engine.EngineFamily;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * How sparqlcheck talks to one kind of SPARQL server: where a dataset goes, how a query is scoped
 * to it, which query methods work, and where the server's version is read. The set is closed: each
 * preset was validated against the real server named in {@link #validatedAgainst()} by an
 * integration test that starts that server on a loopback port (see {@code src/test/.../endpoint}).
 * A preset that was not validated against its server does not ship.
 *
 * <p>Each preset is constructed with its dialect, which holds everything the endpoint engine does
 * differently for that server, so no code outside this enum asks which preset it has.
 */
public enum Preset {

	/**
	 * Any SPARQL 1.1 Protocol and Update server: each dataset is written with
	 * {@code DROP SILENT GRAPH <g>; INSERT DATA { GRAPH <g> { ... } }} to the update URL, queries carry
	 * {@code default-graph-uri=<g>}, and a dataset is removed with {@code DROP SILENT GRAPH <g>}. The
	 * version is the HTTP {@code Server} header, if any.
	 */
	GENERIC("generic", "Apache Jena Fuseki 5.6.0 (jena-fuseki-main, embedded)", EngineFamily.OTHER,
		EnumSet.allOf(QueryMethod.class), new NamedGraphDialect()),

	/**
	 * Apache Jena Fuseki: as {@link #GENERIC}; the version is the standalone server's {@code GET /$/server},
	 * or else the {@code Server} header.
	 */
	FUSEKI("fuseki", "Apache Jena Fuseki 5.6.0 (jena-fuseki-main, embedded)", EngineFamily.JENA,
		EnumSet.allOf(QueryMethod.class), new FusekiDialect()),

	/**
	 * OpenLink Virtuoso: as {@link #GENERIC}, with updates through {@code /sparql-auth} (HTTP digest;
	 * the anonymous {@code /sparql} refuses updates), and data written with {@code INSERT { GRAPH <g> { ... } } WHERE {}}
	 * since Virtuoso refuses blank nodes in {@code INSERT DATA}. Scoping with {@code default-graph-uri} is not
	 * optional here: Virtuoso's default graph is the union of every graph, its system graphs included.
	 * A direct POST ({@code application/sparql-query}) never gets an answer, so that method is refused
	 * when the configuration is read. JSON results use the old {@code typed-literal} type, which
	 * RDF4J's parser accepts. The version is the {@code Server} header.
	 */
	VIRTUOSO("virtuoso", "Virtuoso Open Source 7.2.5.1 (Debian package 7.2.5.1+dfsg1-0.3, Server: Virtuoso/07.20.3229)",
		EngineFamily.VIRTUOSO, EnumSet.of(QueryMethod.GET, QueryMethod.POST_FORM), new VirtuosoDialect()),

	/**
	 * Blazegraph in triples mode, which has no named graphs: each loaded dataset sits in a namespace of
	 * its own, one of at most {@link SparqlEndpointEngine#LOADED_CAPACITY} slots the run creates
	 * ({@code POST /blazegraph/namespace}, named {@code sparqlcheck_<run tag>_<slot>}) and reuses
	 * ({@code DROP ALL} inside the slot, then the next dataset): creating and deleting a namespace per
	 * dataset exhausts Blazegraph's direct memory after about a thousand datasets. Data is loaded by a
	 * {@code text/plain} N-Triples POST to the slot's endpoint ({@code application/n-triples} is
	 * rejected) and queried there; the slots are removed with {@code DELETE /blazegraph/namespace/NAME}. The query URL in engines.yaml is the server's
	 * {@code .../blazegraph/sparql} (or {@code .../blazegraph/namespace/kb/sparql}); the update URL is
	 * not used. The version is {@code GET /blazegraph/status?buildVersion}.
	 */
	BLAZEGRAPH("blazegraph", "Blazegraph 2.1.5 (com.blazegraph:blazegraph-jar:2.1.5, in-memory triples mode)",
		EngineFamily.BLAZEGRAPH, EnumSet.allOf(QueryMethod.class), new BlazegraphDialect()),

	/**
	 * Oxigraph behind this project's server ({@code servers/oxigraph/server.js}): as {@link #GENERIC};
	 * the version is the {@code Server} header the wrapper sets from the npm package.
	 */
	OXIGRAPH("oxigraph", "oxigraph npm 0.5.11 behind servers/oxigraph/server.js", EngineFamily.OXIGRAPH,
		EnumSet.allOf(QueryMethod.class), new NamedGraphDialect()),

	/**
	 * Comunica ({@code @comunica/query-sparql-rdfjs} over an in-memory N3 store) behind this project's
	 * server ({@code servers/comunica/server.js}), which scopes a query to the graphs of
	 * {@code default-graph-uri} and evaluates updates with Comunica: as {@link #GENERIC}; the version is the
	 * {@code Server} header. Validated as a managed engine ({@code comunica@4.5.0}, ManagedEnginesTests).
	 */
	COMUNICA("comunica", "Comunica 4.5.0 (@comunica/query-sparql-rdfjs) behind servers/comunica/server.js", EngineFamily.COMUNICA,
		EnumSet.allOf(QueryMethod.class), new NamedGraphDialect());

	private final String key;
	private final String validatedAgainst;
	private final EngineFamily family;
	private final Set<QueryMethod> methods;
	private final Dialect dialect;

	Preset(String key, String validatedAgainst, EngineFamily family, Set<QueryMethod> methods, Dialect dialect) {
		this.key = key;
		this.validatedAgainst = validatedAgainst;
		this.family = family;
		this.methods = Set.copyOf(methods);
		this.dialect = dialect;
	}

	/** The name engines.yaml uses. */
	public String key() {
		return key;
	}

	/** The server and version this preset was validated against by the integration tests. */
	public String validatedAgainst() {
		return validatedAgainst;
	}

	/** The query methods that work with this server. */
	public Set<QueryMethod> methods() {
		return methods;
	}

	/** Whose evaluator the server runs: a generic endpoint could be anything. */
	public EngineFamily family() {
		return family;
	}

	/** Whether each dataset lives in a namespace of its own rather than a named graph (then no update URL is needed). */
	public boolean namespacePerDataset() {
		return dialect.namespacePerDataset();
	}

	/** Everything about this server the endpoint engine does differently: loading, scoping, dropping, the version. */
	Dialect dialect() {
		return dialect;
	}

	/** The preset named {@code key} in engines.yaml; an unknown name is an error listing the known ones. */
	public static Preset fromKey(String key) {
		for (Preset p : values()) {
			if (p.key.equals(key)) {
				return p;
			}
		}
		throw new IllegalArgumentException("unknown preset '" + key + "' (known: "
			+ Arrays.stream(values()).map(Preset::key).collect(Collectors.joining(", ")) + ")");
	}
}
