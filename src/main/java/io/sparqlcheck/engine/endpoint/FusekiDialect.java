package io.sparqlcheck.engine.endpoint;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.net.URI;
import java.util.Optional;

/**
 * Apache Jena Fuseki: named graphs as {@link NamedGraphDialect}; the version is read from the
 * standalone server's {@code GET /$/server} (JSON holding {@code "version"}) where it answers, and
 * is otherwise the {@code Server} header (embedded Fuseki has no {@code /$/server}).
 */
final class FusekiDialect extends NamedGraphDialect {

	@Override
	public Optional<String> version(HttpTransport http) {
		URI queryUrl = http.settings().queryUrl();
		String path = queryUrl.getPath();
		String[] parts = path.split("/");
		if (parts.length < 2) {
			return Optional.empty();
		}
		String datasetPath = path.substring(0, path.lastIndexOf('/'));
		String serverRoot = datasetPath.substring(0, Math.max(0, datasetPath.lastIndexOf('/')));
		URI url = queryUrl.resolve(serverRoot + "/$/server");
		return http.fetch(url.toString()).flatMap(body -> {
			try {
				JsonNode node = new ObjectMapper().readTree(body);
				return node.hasNonNull("version") ? Optional.of("Apache Jena Fuseki " + node.get("version").asText())
					: Optional.empty();
			} catch (IOException e) {
				return Optional.empty();
			}
		});
	}
}
