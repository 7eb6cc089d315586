package io.sparqlcheck.engine.endpoint;

import io.sparqlcheck.result.QueryOutcome;
import io.sparqlcheck.result.QueryOutcome.FailureKind;
import org.apache.http.ConnectionClosedException;
import org.apache.http.MalformedChunkCodingException;
import org.apache.http.NoHttpResponseException;
import org.apache.http.conn.ConnectTimeoutException;
import org.eclipse.rdf4j.query.MalformedQueryException;
import org.eclipse.rdf4j.query.QueryInterruptedException;
import org.eclipse.rdf4j.query.resultio.QueryResultParseException;
import org.eclipse.rdf4j.query.resultio.UnsupportedQueryResultFormatException;

import java.net.ConnectException;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Set;

/**
 * Turns what went wrong on the way to an endpoint into a {@link QueryOutcome.Failure} with its
 * {@link FailureKind}: an HTTP status decides when there is one (400 is a rejected query, any other
 * non-2xx an evaluation error), otherwise the exception and its causes do (a timeout, an unreachable
 * server, a body that is not a result). One place holds these rules so that the GET path, the POST
 * paths and the preflight classify alike.
 *
 * <p>Every cause it writes is one line, clipped to {@value #MAX_CAUSE_CHARS} characters, and has the
 * endpoint's credentials removed: a cause ends up in verdicts, reports and log lines.
 */
final class FailureClassifier {

	/** The longest cause kept; a longer one is clipped and says how long it was. */
	static final int MAX_CAUSE_CHARS = 600;

	private final Credentials credentials;

	/** @param credentials the endpoint's, removed from every cause; null for none */
	FailureClassifier(Credentials credentials) {
		this.credentials = credentials;
	}

	/** The kind of a non-2xx answer: the status decides, whatever the client made of it. */
	static FailureKind kindOfStatus(int status) {
		return status == 400 ? FailureKind.QUERY_REJECTED : FailureKind.EVALUATION_ERROR;
	}

	/** The kind of failure an exception (or one of its causes) means. */
	static FailureKind classify(Throwable e) {
		for (Throwable t = e; t != null; t = t.getCause()) {
			if (t instanceof SocketTimeoutException || t instanceof ConnectTimeoutException || t instanceof QueryInterruptedException) {
				return FailureKind.TIMEOUT;
			}
			if (t instanceof SparqlEndpointEngine.ResponseTooLargeException || t instanceof SparqlEndpointEngine.WrongContentTypeException
				|| t instanceof QueryResultParseException || t instanceof UnsupportedQueryResultFormatException
				|| t instanceof MalformedChunkCodingException || t instanceof ConnectionClosedException) {
				return FailureKind.BAD_RESPONSE;
			}
			if (t instanceof ConnectException || t instanceof NoHttpResponseException || t instanceof SocketException) {
				return FailureKind.UNREACHABLE;
			}
			if (t instanceof MalformedQueryException) {
				return FailureKind.QUERY_REJECTED;
			}
			String m = t.getMessage() == null ? "" : t.getMessage();
			if (m.contains("unsupported file format") || m.contains("Unsupported MIME type") || m.contains("Unknown tuple query result format")) {
				return FailureKind.BAD_RESPONSE;
			}
		}
		return FailureKind.EVALUATION_ERROR;
	}

	/** A non-2xx answer to a query sent as a plain request: its status, content type and body. */
	QueryOutcome.Failure ofStatus(String query, int status, String contentType, byte[] body) {
		return new QueryOutcome.Failure(query, kindOfStatus(status), "HTTP " + status + " " + contentType + ": "
			+ clip(redact(new String(body, StandardCharsets.UTF_8))));
	}

	/**
	 * A query that ended in an exception. {@code status} is that of the last response on this thread
	 * (-1 for none) and {@code errorBody} its body when it was not 2xx: the client's exceptions do not
	 * always carry either.
	 */
	QueryOutcome.Failure ofException(String query, Throwable e, int status, String errorBody) {
		FailureKind kind = classify(e);
		String cause = describe(e);
		if (status >= 300) {
			// a non-2xx answer: the status decides, whatever exception the client turned it into
			kind = kindOfStatus(status);
			String body = clip(redact(errorBody));
			cause = "HTTP " + status + ": " + cause + (body.isEmpty() || cause.contains(body) ? "" : " (body: " + body + ")");
		} else if (status / 100 == 2 && kind == FailureKind.EVALUATION_ERROR) {
			// the server said 200 but what it sent could not be read as a result
			kind = FailureKind.BAD_RESPONSE;
			cause = "HTTP " + status + " with an unreadable result: " + cause;
		}
		return new QueryOutcome.Failure(query, kind, cause);
	}

	/** The exception and its causes, one line, clipped, without credentials. */
	String describe(Throwable e) {
		StringBuilder b = new StringBuilder();
		Set<Throwable> seen = new HashSet<>();
		for (Throwable t = e; t != null && seen.add(t); t = t.getCause()) {
			if (b.length() > 0) {
				b.append(" <- ");
			}
			b.append(t.getClass().getName());
			if (t.getMessage() != null) {
				b.append(": ").append(t.getMessage().strip().replaceAll("\\s+", " "));
			}
		}
		return clip(redact(b.toString()));
	}

	/** The text without the endpoint's credentials. */
	String redact(String text) {
		return credentials == null ? text : credentials.redact(text);
	}

	/** The text on one line, at most {@value #MAX_CAUSE_CHARS} characters of it. */
	static String clip(String s) {
		String one = s.strip().replaceAll("\\s+", " ");
		return one.length() <= MAX_CAUSE_CHARS ? one : one.substring(0, MAX_CAUSE_CHARS) + "... (" + one.length() + " chars)";
	}
}
