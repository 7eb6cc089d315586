package io.sparqlcheck.export;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The replay half of an exported JUnit class: the imports and the methods that load the data and run
 * a query on each engine a record names, in-process, returning every solution as a map from variable
 * to the term in N-Triples syntax. Only the libraries the record's engines need are imported, so a
 * Jena finding compiles with jena-arq alone.
 */
final class JUnitRunners {
	private JUnitRunners() {
	}

	static Set<String> imports(List<ReplayEngine> engines) {
		Set<String> out = new TreeSet<>(List.of("java.util.ArrayList", "java.util.List", "java.util.Map", "java.util.TreeMap",
			"org.junit.jupiter.api.Test"));
		if (engines.stream().anyMatch(e -> e.kind().jena())) {
			out.addAll(List.of("org.apache.jena.query.ARQ", "org.apache.jena.query.QueryFactory", "org.apache.jena.riot.Lang",
				"org.apache.jena.riot.RDFParser", "org.apache.jena.riot.out.NodeFmtLib", "org.apache.jena.sparql.core.DatasetGraph",
				"org.apache.jena.sparql.core.DatasetGraphFactory", "org.apache.jena.sparql.core.Var",
				"org.apache.jena.sparql.engine.Plan", "org.apache.jena.sparql.engine.QueryIterator",
				"org.apache.jena.sparql.engine.binding.Binding", "org.apache.jena.sparql.engine.binding.BindingFactory",
				"org.apache.jena.sparql.engine.ref.QueryEngineRef", "org.apache.jena.sparql.exec.QueryExec",
				"org.apache.jena.sparql.exec.RowSet", "org.apache.jena.sparql.util.Context"));
		}
		if (engines.stream().anyMatch(e -> e.kind() == ReplayEngine.Kind.ENDPOINT)) {
			out.addAll(List.of("org.apache.jena.sparql.exec.http.QueryExecHTTP", "org.apache.jena.sparql.exec.http.UpdateExecHTTP",
				"org.junit.jupiter.api.AfterEach"));
		}
		if (engines.stream().anyMatch(e -> !e.kind().jena())) {
			out.addAll(List.of("java.io.StringReader", "org.eclipse.rdf4j.query.BindingSet",
				"org.eclipse.rdf4j.query.TupleQueryResult", "org.eclipse.rdf4j.query.algebra.evaluation.QueryOptimizer",
				"org.eclipse.rdf4j.query.algebra.evaluation.QueryOptimizerPipeline",
				"org.eclipse.rdf4j.query.algebra.evaluation.impl.DefaultEvaluationStrategyFactory",
				"org.eclipse.rdf4j.repository.RepositoryConnection", "org.eclipse.rdf4j.repository.sail.SailRepository",
				"org.eclipse.rdf4j.rio.RDFFormat", "org.eclipse.rdf4j.rio.helpers.BasicParserSettings",
				"org.eclipse.rdf4j.rio.helpers.NTriplesUtil", "org.eclipse.rdf4j.sail.memory.MemoryStore",
				"org.eclipse.rdf4j.model.IRI", "org.eclipse.rdf4j.model.Resource", "org.eclipse.rdf4j.model.vocabulary.RDF4J",
				"org.eclipse.rdf4j.query.TupleQuery", "org.eclipse.rdf4j.query.impl.SimpleDataset",
				"org.eclipse.rdf4j.repository.RepositoryResult", "org.eclipse.rdf4j.repository.sail.SailQuery"));
		}
		return out;
	}

	/** The {@code select(engine, query)} dispatch and the runners it calls. */
	/**
	 * The methods that run a query on each engine. With {@code trig}, {@code DATA} is TriG (the case
	 * has named graphs) and is parsed as such; else it is N-Triples, as before, which needs no more
	 * than each library's core parsers.
	 */
	static String methods(List<ReplayEngine> engines, boolean trig) {
		String methods = methods(engines);
		return trig ? methods.replace("lang(Lang.NTRIPLES)", "lang(Lang.TRIG)").replace("RDFFormat.NTRIPLES", "RDFFormat.TRIG") : methods;
	}

	private static String methods(List<ReplayEngine> engines) {
		StringBuilder b = new StringBuilder();
		b.append("""
				/** Runs {@code query} over {@link #DATA} on the engine of that name, in-process; every solution, as the engine returned it. */
				List<Map<String, String>> select(String engine, String query) throws Exception {
					switch (engine) {
			""");
		for (ReplayEngine e : engines) {
			b.append("\t\t\tcase ").append(JavaText.literal(e.recordedName())).append(":\n\t\t\t\treturn ").append(switch (e.kind()) {
				case JENA -> "jena(query, false, " + (e.stepOff() == null ? "null" : "ARQ." + e.stepOff()) + ");";
				case JENA_REF -> "jena(query, true, null);";
				case RDF4J -> "rdf4j(query, true);";
				case RDF4J_NOOPT -> "rdf4j(query, false);";
				case ENDPOINT -> "endpoint(" + JavaText.literal(e.endpoint().queryUrl()) + ", "
					+ (e.endpoint().updateUrl() == null ? "null" : JavaText.literal(e.endpoint().updateUrl())) + ", query);";
			}).append('\n');
		}
		b.append("""
						default:
							throw new IllegalArgumentException("no engine " + engine);
					}
				}
			""");
		if (engines.stream().anyMatch(e -> e.kind().jena())) {
			b.append(JENA);
		}
		if (engines.stream().anyMatch(e -> !e.kind().jena())) {
			b.append(RDF4J);
		}
		List<String> updates = engines.stream().filter(e -> e.kind() == ReplayEngine.Kind.ENDPOINT).map(e -> e.endpoint().updateUrl())
			.filter(java.util.Objects::nonNull).distinct().map(JavaText::literal).toList();
		if (!updates.isEmpty()) {
			b.append(DROP.formatted(String.join(", ", updates)));
		}
		if (engines.stream().anyMatch(e -> e.kind() == ReplayEngine.Kind.ENDPOINT)) {
			b.append(ENDPOINT);
		}
		return b.toString();
	}

	private static final String JENA = """

			/**
			 * The context Jena's queries run with. Override it to replay the case on another
			 * configuration, for instance with the optimizer step the failure depends on switched off.
			 */
			protected Context jenaContext() {
				return ARQ.getContext().copy();
			}

			private List<Map<String, String>> jena(String query, boolean reference, org.apache.jena.sparql.util.Symbol stepOff) {
				DatasetGraph dsg = DatasetGraphFactory.create();
				RDFParser.fromString(DATA).lang(Lang.NTRIPLES).parse(dsg);
				Context context = jenaContext();
				if (stepOff != null) {
					context.set(stepOff, false);
				}
				List<Map<String, String>> rows = new ArrayList<>();
				if (reference) { // Jena's reference engine: the algebra evaluated as written, no optimizer
					Plan plan = QueryEngineRef.getFactory().create(QueryFactory.create(query), dsg, BindingFactory.root(), context);
					QueryIterator it = plan.iterator();
					try {
						while (it.hasNext()) {
							rows.add(row(it.next()));
						}
					} finally {
						it.close();
					}
					return rows;
				}
				try (QueryExec exec = QueryExec.dataset(dsg).context(context).query(query).build()) {
					RowSet rs = exec.select();
					while (rs.hasNext()) {
						rows.add(row(rs.next()));
					}
				}
				return rows;
			}

			private static Map<String, String> row(Binding b) {
				Map<String, String> row = new TreeMap<>();
				for (java.util.Iterator<Var> vars = b.vars(); vars.hasNext(); ) {
					Var v = vars.next();
					row.put(v.getVarName(), NodeFmtLib.strNT(b.get(v)));
				}
				return row;
			}
		""";

	private static final String DROP = """

			/** Drops the test's own graph from each endpoint it wrote to. */
			@AfterEach
			void dropTheGraph() {
				for (String update : new String[] {%s}) {
					UpdateExecHTTP.service(update).update("DROP SILENT GRAPH <" + GRAPH + ">").execute();
				}
			}
		""";

	private static final String ENDPOINT = """

			/**
			 * Runs the query on a SPARQL endpoint: the data goes into {@link #GRAPH} by SPARQL Update (a
			 * graph of this test's own: nothing else on the endpoint is touched), which is the query's
			 * default graph ({@code default-graph-uri}).
			 */
			private List<Map<String, String>> endpoint(String queryUrl, String updateUrl, String query) {
				if (updateUrl != null) {
					UpdateExecHTTP.service(updateUrl)
						.update("DROP SILENT GRAPH <" + GRAPH + "> ; INSERT DATA { GRAPH <" + GRAPH + "> { " + DATA + " } }").execute();
				}
				List<Map<String, String>> rows = new ArrayList<>();
				try (QueryExec exec = QueryExecHTTP.service(queryUrl).query(query).addDefaultGraphURI(GRAPH).build()) {
					RowSet rs = exec.select();
					while (rs.hasNext()) {
						rows.add(row(rs.next()));
					}
				}
				return rows;
			}
		""";

	private static final String RDF4J = """

			/**
			 * The store RDF4J's queries run on: with its standard optimizer pipeline, or with none. Override
			 * it to replay the case on another configuration.
			 */
			protected MemoryStore rdf4jStore(boolean optimized) {
				MemoryStore store = new MemoryStore();
				if (!optimized) {
					DefaultEvaluationStrategyFactory factory = new DefaultEvaluationStrategyFactory();
					factory.setOptimizerPipeline(new QueryOptimizerPipeline() {
						@Override
						public Iterable<QueryOptimizer> getOptimizers() {
							return List.of();
						}
					});
					store.setEvaluationStrategyFactory(factory);
				}
				return store;
			}

			private List<Map<String, String>> rdf4j(String query, boolean optimized) throws Exception {
				SailRepository repository = new SailRepository(rdf4jStore(optimized));
				try (RepositoryConnection conn = repository.getConnection()) {
					conn.getParserConfig().set(BasicParserSettings.VERIFY_DATATYPE_VALUES, false)
						.set(BasicParserSettings.NORMALIZE_DATATYPE_VALUES, false)
						.set(BasicParserSettings.FAIL_ON_UNKNOWN_DATATYPES, false);
					conn.add(new StringReader(DATA), "", RDFFormat.NTRIPLES);
					TupleQuery prepared = conn.prepareTupleQuery(query);
					List<IRI> named = new ArrayList<>();
					try (RepositoryResult<Resource> graphs = conn.getContextIDs()) {
						while (graphs.hasNext()) {
							named.add((IRI) graphs.next());
						}
					}
					if (!named.isEmpty() && ((SailQuery) prepared).getParsedQuery().getDataset() == null) {
						// as sparqlcheck ran it: the default graph is the data's default graph alone (RDF4J's
						// own default is the union of every graph), the named graphs are the data's
						SimpleDataset dataset = new SimpleDataset();
						dataset.addDefaultGraph(RDF4J.NIL);
						named.forEach(dataset::addNamedGraph);
						prepared.setDataset(dataset);
					}
					List<Map<String, String>> rows = new ArrayList<>();
					try (TupleQueryResult result = prepared.evaluate()) {
						for (BindingSet bs : result) {
							Map<String, String> row = new TreeMap<>();
							bs.forEach(b -> row.put(b.getName(), NTriplesUtil.toNTriplesString(b.getValue())));
							rows.add(row);
						}
					}
					return rows;
				} finally {
					repository.shutDown();
				}
			}
		""";
}
