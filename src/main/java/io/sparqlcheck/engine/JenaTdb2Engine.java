package io.sparqlcheck.engine;

import io.sparqlcheck.model.Dataset;
import org.apache.jena.query.ARQ;
import org.apache.jena.riot.Lang;
import org.apache.jena.riot.RDFParser;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.system.Txn;
import org.apache.jena.tdb2.DatabaseMgr;
import org.apache.jena.tdb2.sys.TDBInternal;

import java.nio.file.Path;
import java.time.Duration;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * Apache Jena over TDB2, the persistent store Fuseki deployments use, in-process: each dataset is
 * loaded (one write transaction, from the same N-Triples or N-Quads text as {@link JenaEngine}) into a new
 * TDB2 database in a temporary folder of its own, and queried there, so that TDB2's query engine
 * ({@code QueryEngineTDB}: its own BGP matching over node ids, its statistics-free reordering, its
 * inline values) answers instead of ARQ's in-memory evaluation. A database the engine lets go of
 * (past its cache, made ahead and not taken, or at close) is expelled from TDB2's connection cache
 * and its folder deleted.
 *
 * <p>Its version is Jena's, marked {@code (TDB2)}; named alone in a campaign it runs the
 * differential against {@code jena}, the in-memory store of the same release (docs/stores.md).
 */
public final class JenaTdb2Engine extends JenaEngine {

	/** Fewer databases held than Jena's in-memory cache: each is a folder of files. */
	private final Map<DatasetGraph, Path> folders = java.util.Collections.synchronizedMap(new IdentityHashMap<>());

	/**
	 * @throws NoClassDefFoundError at once when jena-tdb2, an optional dependency of the plugin, is not
	 *                              on the class path (the catalog turns it into one line), not at the first load
	 */
	public JenaTdb2Engine(String name, Duration timeout) {
		super(name, timeout);
		DatabaseMgr.class.getName(); // resolves the module's class now
	}

	@Override
	public String version() {
		return ARQ.VERSION + " (TDB2)";
	}

	/**
	 * None: ARQ's switches exist here too, but {@link JenaEngine#withoutStep} makes an in-memory
	 * engine, which would no longer be TDB2 (the optimizer-step oracle skips an engine with none).
	 */
	@Override
	public java.util.List<String> optimizerSteps() {
		return java.util.List.of();
	}

	/** A new TDB2 database in a new temporary folder, holding the dataset; nothing left behind if loading fails. */
	@Override
	protected DatasetGraph loadDataset(Dataset data) {
		Path folder = TempFolders.create("sparqlcheck-tdb2-");
		DatasetGraph dsg = null;
		try {
			dsg = DatabaseMgr.connectDatasetGraph(folder.toString());
			DatasetGraph target = dsg;
			// N-Quads for named graphs (core-4): TDB2 stores each in its quad table, as Fuseki's TDB2 datasets do
			Txn.executeWrite(target, () -> RDFParser.fromString(data.text()).lang(data.hasNamedGraphs() ? Lang.NQUADS : Lang.NTRIPLES)
				.parse(target));
		} catch (RuntimeException e) {
			if (dsg != null) {
				TDBInternal.expel(dsg, true);
			}
			TempFolders.delete(folder);
			throw e;
		}
		folders.put(dsg, folder);
		return dsg;
	}

	/** The query in a read transaction (TDB2 answers nothing outside one); a failure to begin or end it is an engine failure. */
	@Override
	protected io.sparqlcheck.result.QueryOutcome inRead(DatasetGraph dsg, String query, java.util.function.Supplier<io.sparqlcheck.result.QueryOutcome> work) {
		try {
			return Txn.calculateRead(dsg, work);
		} catch (RuntimeException e) {
			return io.sparqlcheck.result.QueryOutcome.Failure.of(query, io.sparqlcheck.result.QueryOutcome.FailureKind.EVALUATION_ERROR, e);
		}
	}

	/** Expels the database from TDB2's connection cache (closing its files) and deletes its folder. */
	@Override
	protected void discard(DatasetGraph dsg) {
		Path folder = folders.remove(dsg);
		if (folder == null) {
			return;
		}
		try {
			TDBInternal.expel(dsg, true);
		} catch (RuntimeException e) {
			// an expel that fails still leaves the folder to delete
		}
		TempFolders.delete(folder);
	}

	/** How many databases (temporary folders) this engine holds now. */
	int heldFolders() {
		return folders.size();
	}
}
