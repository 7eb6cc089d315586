package io.sparqlcheck.engine.endpoint;

import io.sparqlcheck.model.Literal;
import io.sparqlcheck.result.Solution;
import org.apache.http.client.methods.CloseableHttpResponse;
import org.apache.http.client.methods.HttpGet;

import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The preflight of an endpoint: one trivial query that must answer exactly one row {@code ?one = 1}
 * in the format asked for, the server's version (from the dialect, else its {@code Server} header),
 * and the sweep of what an earlier, killed run left. Every way it can fail is one
 * {@link EndpointUnavailableException} naming the engine, its preset and URL, and the reason, with
 * credentials redacted, so that a campaign that cannot use an endpoint says so before its first case.
 */
final class PreflightProbe {
	/** The trivial query of the preflight. */
	static final String QUERY = "SELECT (1 AS ?one) WHERE {}";

	private PreflightProbe() {
	}

	/** Runs the preflight of the endpoint {@code name}; the caller holds the engine's lock. */
	static Preflight run(String name, EndpointSettings settings, HttpTransport http, ResultReader reader,
						 FailureClassifier failures, Dialect dialect, CasePlacement placement) throws EndpointUnavailableException {
		String where = "endpoint '" + name + "' (" + settings.preset().key() + ", " + settings.queryUrl() + ")";
		HttpGet get = http.queryGet(settings.queryUrl(), QUERY);
		String contentType;
		String serverHeader;
		try (CloseableHttpResponse response = http.execute(get)) {
			int status = response.getStatusLine().getStatusCode();
			String body = HttpTransport.text(response);
			contentType = response.getEntity() == null || response.getEntity().getContentType() == null ? ""
				: response.getEntity().getContentType().getValue();
			serverHeader = response.getFirstHeader("Server") == null ? null : response.getFirstHeader("Server").getValue().strip();
			if (status != 200) {
				throw new EndpointUnavailableException(where + " answered the preflight query with HTTP " + status + ": "
					+ FailureClassifier.clip(failures.redact(body)));
			}
			List<Solution> rows = reader.read(QUERY, body.getBytes(StandardCharsets.UTF_8), contentType).rows();
			if (rows.size() != 1 || !Literal.integer(1).equals(rows.get(0).get("one"))) {
				throw new EndpointUnavailableException(where + " answered " + QUERY + " with " + rows + ", not one row ?one = 1");
			}
		} catch (EndpointUnavailableException e) {
			throw e;
		} catch (Exception e) {
			// A deadline that passed shuts the socket: say so, not "Socket closed"
			String why = http.lastDeadlineExpired() ? "no answer within " + settings.timeout().toSeconds()
				+ " s (timeout-seconds)" : failures.describe(e);
			throw new EndpointUnavailableException(where + " failed the preflight: " + why);
		}
		String version = dialect.version(http).orElse(serverHeader == null ? "not exposed" : serverHeader);
		int leftovers;
		try {
			leftovers = settings.readOnly() ? 0 : placement.sweep();
		} catch (Exception e) {
			throw new EndpointUnavailableException(where + " could not drop the datasets an earlier run left (journal "
				+ placement.journalFile() + "): " + failures.describe(e));
		}
		return new Preflight(name, settings.queryUrl().toString(), contentType, version, leftovers);
	}
}
