package io.sparqlcheck.engine;

import io.sparqlcheck.model.Dataset;
import org.eclipse.rdf4j.query.algebra.evaluation.QueryOptimizer;
import org.eclipse.rdf4j.query.algebra.evaluation.QueryOptimizerPipeline;
import org.eclipse.rdf4j.query.algebra.evaluation.impl.DefaultEvaluationStrategyFactory;
import org.eclipse.rdf4j.repository.RepositoryConnection;
import org.eclipse.rdf4j.repository.sail.SailRepository;
import org.eclipse.rdf4j.rio.RDFFormat;
import org.eclipse.rdf4j.rio.helpers.BasicParserSettings;
import org.eclipse.rdf4j.sail.memory.MemoryStore;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.util.List;
import java.util.Properties;

/**
 * How {@link Rdf4jEngine} makes its stores: a fresh {@link MemoryStore} per dataset, loaded from the
 * dataset's N-Triples text as written (no datatype or language-tag verification or normalisation:
 * the engine is tested on the terms the case has), with the evaluation pipeline the engine asks for.
 * Free of engine state, so that a campaign's feed thread can load the next case's store while the
 * engine answers on another.
 */
final class Rdf4jStores {

	static {
		Rdf4jAssertions.off(); // see Rdf4jAssertions: RDF4J as users run it, under -ea too
	}
	private Rdf4jStores() {
	}

	/** The empty pipeline: RDF4J evaluates the algebra its parser built. */
	static final QueryOptimizerPipeline NO_OPTIMIZERS = new QueryOptimizerPipeline() {
		@Override
		public Iterable<QueryOptimizer> getOptimizers() {
			return List.of();
		}
	};

	/**
	 * An on-disk store users deploy instead of the MemoryStore (NativeStore, LmdbStore): each dataset
	 * gets a new one in a new temporary folder, which shutting the repository down deletes.
	 *
	 * @param label  how the engine's version names it, with the store module's own release
	 * @param prefix the temporary folder's name prefix
	 * @param sail   a new, uninitialised store in the given (empty) folder
	 */
	record OnDisk(String label, String prefix, java.util.function.Function<java.io.File, org.eclipse.rdf4j.sail.Sail> sail) {
	}

	/** A repository over an on-disk store that deletes the store's folder once it is shut down. */
	private static final class TempFolderRepository extends SailRepository {
		private final java.nio.file.Path folder;

		TempFolderRepository(org.eclipse.rdf4j.sail.Sail sail, java.nio.file.Path folder) {
			super(sail);
			this.folder = folder;
		}

		@Override
		protected void shutDownInternal() {
			try {
				super.shutDownInternal();
			} finally {
				TempFolders.delete(folder);
			}
		}
	}

	/**
	 * Gives a query over data with named graphs the dataset the data is: the default graph alone as
	 * the default graph, the named graphs as the named ones. Without it RDF4J's default graph is the
	 * union of every graph of the store, where Jena's is the default graph: which dataset a query
	 * without FROM runs over is the service's choice (SPARQL 1.1 §13.2), so the harness pins the one
	 * it loaded, on every engine alike. Data without named graphs, and a query with a dataset clause of
	 * its own (§13.2: FROM / FROM NAMED say the dataset), are left as they are.
	 */
	static void pinDataset(org.eclipse.rdf4j.query.Query query, Dataset data) {
		if (!data.hasNamedGraphs() || query.getDataset() != null) {
			return;
		}
		// a query with its own FROM / FROM NAMED (core-5) keeps it: Query.getDataset() is only the one set
		// from outside, the parsed query's is the clause, and a set dataset would replace it
		if (query instanceof org.eclipse.rdf4j.repository.sail.SailQuery sq && sq.getParsedQuery().getDataset() != null) {
			return;
		}
		org.eclipse.rdf4j.query.impl.SimpleDataset ds = new org.eclipse.rdf4j.query.impl.SimpleDataset();
		ds.addDefaultGraph(org.eclipse.rdf4j.model.vocabulary.RDF4J.NIL);
		org.eclipse.rdf4j.model.ValueFactory vf = org.eclipse.rdf4j.model.impl.SimpleValueFactory.getInstance();
		data.named().keySet().forEach(g -> ds.addNamedGraph(vf.createIRI(g.value())));
		query.setDataset(ds);
	}

	/**
	 * A new, initialised store holding the dataset; shut down again if loading fails.
	 *
	 * @param optimized whether RDF4J's optimizers run (ignored when a step is off)
	 * @param stepOff   the one standard optimizer switched off, by class name, or null
	 */
	static SailRepository loaded(Dataset data, boolean optimized, String stepOff) throws IOException {
		return loaded(data, new SailRepository(newStore(optimized, stepOff)));
	}

	/** A new on-disk store of that kind in a new temporary folder, holding the dataset (its standard optimizers run). */
	static SailRepository loaded(Dataset data, OnDisk disk) throws IOException {
		java.nio.file.Path folder = TempFolders.create(disk.prefix());
		org.eclipse.rdf4j.sail.Sail sail;
		try {
			sail = disk.sail().apply(folder.toFile());
		} catch (RuntimeException e) {
			TempFolders.delete(folder);
			throw e;
		}
		try {
			return loaded(data, new TempFolderRepository(sail, folder));
		} catch (IOException | RuntimeException e) {
			TempFolders.delete(folder); // a store that never initialised is not shut down, nor its folder deleted
			throw e;
		}
	}

	private static SailRepository loaded(Dataset data, SailRepository store) throws IOException {
		try {
			store.init();
		} catch (RuntimeException e) {
			store.shutDown();
			throw e;
		}
		try (RepositoryConnection conn = store.getConnection()) {
			conn.getParserConfig()
				.set(BasicParserSettings.VERIFY_DATATYPE_VALUES, false)
				.set(BasicParserSettings.NORMALIZE_DATATYPE_VALUES, false)
				.set(BasicParserSettings.FAIL_ON_UNKNOWN_DATATYPES, false)
				.set(BasicParserSettings.VERIFY_LANGUAGE_TAGS, false)
				.set(BasicParserSettings.NORMALIZE_LANGUAGE_TAGS, false);
			conn.begin();
			conn.add(new StringReader(data.toNTriples()), "", RDFFormat.NTRIPLES);
			// core-4's named graphs: each graph's triples into its context (no N-Quads parser on the class path)
			for (java.util.Map.Entry<io.sparqlcheck.model.Iri, java.util.List<io.sparqlcheck.model.Triple>> g : data.named().entrySet()) {
				conn.add(new StringReader(new Dataset(g.getValue()).toNTriples()), "", RDFFormat.NTRIPLES,
					conn.getValueFactory().createIRI(g.getKey().value()));
			}
			conn.commit();
		} catch (IOException | RuntimeException e) {
			store.shutDown();
			throw e;
		}
		return store;
	}

	private static MemoryStore newStore(boolean optimized, String stepOff) {
		MemoryStore store = new MemoryStore();
		if (stepOff != null) {
			store.setEvaluationStrategyFactory(Rdf4jOptimizerSteps.without(stepOff));
		} else if (!optimized) {
			DefaultEvaluationStrategyFactory factory = new DefaultEvaluationStrategyFactory();
			factory.setOptimizerPipeline(NO_OPTIMIZERS);
			store.setEvaluationStrategyFactory(factory);
		}
		return store;
	}

	/** The RDF4J release on the class path, as its jar records it, or {@code unknown} (never guessed). */
	static String release() {
		return moduleRelease(MemoryStore.class, "rdf4j-sail-memory");
	}

	/** The release of the RDF4J module that holds the class, as its jar records it, or {@code unknown}. */
	static String moduleRelease(Class<?> inModule, String artifact) {
		String v = inModule.getPackage().getImplementationVersion();
		if (v != null) {
			return v;
		}
		try (InputStream in = inModule.getResourceAsStream("/META-INF/maven/org.eclipse.rdf4j/" + artifact + "/pom.properties")) {
			if (in != null) {
				Properties p = new Properties();
				p.load(in);
				return p.getProperty("version", "unknown");
			}
		} catch (IOException e) {
			// fall through: the version is then reported as unknown
		}
		return "unknown";
	}
}
