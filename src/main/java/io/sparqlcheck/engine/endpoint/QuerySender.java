package io.sparqlcheck.engine.endpoint;

import io.sparqlcheck.result.QueryOutcome;
import org.apache.http.HttpEntity;
import org.apache.http.client.methods.CloseableHttpResponse;
import org.apache.http.client.methods.HttpPost;
import org.apache.http.util.EntityUtils;
import org.eclipse.rdf4j.model.impl.SimpleValueFactory;
import org.eclipse.rdf4j.query.TupleQuery;
import org.eclipse.rdf4j.query.resultio.helpers.QueryResultCollector;
import org.eclipse.rdf4j.query.impl.SimpleDataset;
import org.eclipse.rdf4j.repository.RepositoryConnection;

import java.io.IOException;

/**
 * Sends one SELECT query to its target and returns what came back, never throwing: the two paths a
 * query takes. With {@link QueryMethod#GET} it goes through RDF4J's SPARQLRepository, the project's
 * chosen client (which itself switches to a form POST past its URL limit), scoped with a dataset of
 * one default graph; with a form or direct POST, which SPARQLRepository cannot be told to send, it is
 * a plain request whose body {@link ResultReader} reads. Either way a failure is classified by
 * {@link FailureClassifier} from the response's status, or else from the exception.
 */
final class QuerySender {

	private final HttpTransport http;
	private final ResultReader reader;
	private final FailureClassifier failures;

	QuerySender(HttpTransport http, ResultReader reader, FailureClassifier failures) {
		this.http = http;
		this.reader = reader;
		this.failures = failures;
	}

	/** The query's solutions, or a failure with its kind and cause. */
	QueryOutcome select(Target target, String query) {
		http.forgetLastStatus();
		try {
			return http.settings().method() == QueryMethod.GET ? selectThroughRepository(target, query) : selectPlain(target, query);
		} catch (Exception | StackOverflowError e) {
			if (http.lastDeadlineExpired()) {
				return new QueryOutcome.Failure(query, QueryOutcome.FailureKind.TIMEOUT, "no complete answer within "
					+ http.settings().timeout().toMillis() + " ms (one deadline covers connecting, the headers and the body);"
					+ " the connection was shut, not drained");
			}
			return failures.ofException(query, e, http.lastStatus(), http.lastErrorBody());
		}
	}

	private QueryOutcome selectThroughRepository(Target target, String query) {
		try (RepositoryConnection conn = http.repository(target.queryUrl()).getConnection()) {
			TupleQuery tq = conn.prepareTupleQuery(query);
			if (target.graph() != null) {
				SimpleDataset ds = new SimpleDataset();
				ds.addDefaultGraph(SimpleValueFactory.getInstance().createIRI(target.graph()));
				target.named().forEach(g -> ds.addNamedGraph(SimpleValueFactory.getInstance().createIRI(g)));
				tq.setDataset(ds);
			}
			tq.setMaxExecutionTime((int) Math.max(1, http.settings().timeout().toSeconds()));
			// parsed on this thread, into a collector: no background parser thread to hand each row over,
			// and the body's end is known, so its connection is kept for the next request
			QueryResultCollector collector = new QueryResultCollector() {
				@Override
				public void endQueryResult() {
					super.endQueryResult();
					http.lastResultComplete();
				}
			};
			tq.evaluate(collector);
			return ResultReader.read(query, collector);
		}
	}

	/** Form or direct POST: SPARQLRepository cannot be told to send these, so a plain request. */
	private QueryOutcome selectPlain(Target target, String query) throws IOException {
		HttpPost post = http.queryPost(target, query);
		try (CloseableHttpResponse response = http.execute(post)) {
			int status = response.getStatusLine().getStatusCode();
			HttpEntity entity = response.getEntity();
			byte[] body = entity == null ? new byte[0] : EntityUtils.toByteArray(entity);
			String contentType = entity == null || entity.getContentType() == null ? "" : entity.getContentType().getValue();
			if (status / 100 != 2) {
				return failures.ofStatus(query, status, contentType, body);
			}
			return reader.read(query, body, contentType);
		}
	}
}
