package io.sparqlcheck.engine.endpoint;

import io.sparqlcheck.engine.Rdf4jTerms;
import io.sparqlcheck.result.QueryOutcome;
import io.sparqlcheck.result.Solution;
import org.eclipse.rdf4j.model.impl.SimpleValueFactory;
import org.eclipse.rdf4j.query.BindingSet;
import org.eclipse.rdf4j.query.resultio.QueryResultIO;
import org.eclipse.rdf4j.query.resultio.TupleQueryResultFormat;
import org.eclipse.rdf4j.query.resultio.helpers.QueryResultCollector;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Reads SPARQL SELECT results (JSON or XML) into {@link QueryOutcome.Solutions} of the model's terms,
 * with RDF4J's parsers, the same conversion the in-process RDF4J engine uses. A body is read only if
 * its content type is exactly the format asked for and it is a SELECT result: anything else (an HTML
 * error page with status 200, a boolean, another format) is a
 * {@link SparqlEndpointEngine.WrongContentTypeException}, never an empty result. The old JSON
 * {@code typed-literal} type Virtuoso writes is read as a typed literal.
 *
 * <p>Public for one reader outside the package: a managed release run in-process
 * ({@code engine.managed.IsolatedEngine}) hands back the SPARQL JSON its release wrote, and reads it
 * with {@link #readJson}, so that its answers are the terms this reader makes of what the same release
 * sends over HTTP.
 */
public final class ResultReader {

	private final ResultFormat format;
	private final FailureClassifier failures;

	/** @param failures removes credentials from the body quoted in an error */
	ResultReader(ResultFormat format, FailureClassifier failures) {
		this.format = format;
		this.failures = failures;
	}

	/**
	 * A SPARQL JSON SELECT result, as this reader makes of a body of that type from an endpoint.
	 *
	 * @throws IOException when it is not a SELECT result in SPARQL JSON
	 */
	public static QueryOutcome.Solutions readJson(String query, String json) throws IOException {
		return new ResultReader(ResultFormat.JSON, new FailureClassifier(null)).read(query, json.getBytes(StandardCharsets.UTF_8),
			ResultFormat.JSON.mediaType());
	}

	/** Parses a results body; its content type must be the format asked for. */
	QueryOutcome.Solutions read(String query, byte[] body, String contentType) throws IOException {
		String media = contentType.split(";")[0].strip().toLowerCase(Locale.ROOT);
		if (!media.equals(format.mediaType())) {
			throw new SparqlEndpointEngine.WrongContentTypeException("asked for " + format.mediaType() + ", got '" + contentType + "': "
				+ FailureClassifier.clip(failures.redact(new String(body, StandardCharsets.UTF_8))));
		}
		QueryResultCollector collector = new QueryResultCollector();
		QueryResultIO.parseTuple(new ByteArrayInputStream(body), rdf4jFormat(format), collector, SimpleValueFactory.getInstance());
		if (!collector.getHandledTuple()) {
			throw new SparqlEndpointEngine.WrongContentTypeException("the body is not a SELECT result: "
				+ FailureClassifier.clip(new String(body, StandardCharsets.UTF_8)));
		}
		return new QueryOutcome.Solutions(query, collector.getBindingNames(), solutions(collector.getBindingSets()));
	}

	/** A result SPARQLRepository parsed into a collector, to its end. */
	static QueryOutcome.Solutions read(String query, QueryResultCollector result) {
		return new QueryOutcome.Solutions(query, List.copyOf(result.getBindingNames()), solutions(result.getBindingSets()));
	}

	private static List<Solution> solutions(Iterable<BindingSet> bindingSets) {
		List<Solution> rows = new ArrayList<>();
		for (BindingSet bs : bindingSets) {
			rows.add(Rdf4jTerms.toSolution(bs));
		}
		return rows;
	}

	private static TupleQueryResultFormat rdf4jFormat(ResultFormat format) {
		return switch (format) {
			case JSON -> TupleQueryResultFormat.JSON;
			case XML -> TupleQueryResultFormat.SPARQL;
		};
	}
}
