package io.sparqlcheck.engine.endpoint;

import org.apache.http.HttpHost;
import org.apache.http.auth.AuthScope;
import org.apache.http.auth.UsernamePasswordCredentials;
import org.apache.http.client.CredentialsProvider;

import java.net.URI;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The endpoint's credentials, given only to a challenge from the endpoint's own scheme, host and
 * port (those of its query URL, or of its update URL): never to another host, another port, a proxy,
 * or the same host over another scheme. A challenge without a known origin gets nothing.
 */
final class ScopedCredentials implements CredentialsProvider {

	private final UsernamePasswordCredentials credentials;
	private final Set<String> origins;

	ScopedCredentials(Credentials credentials, URI queryUrl, URI updateUrl) {
		this.credentials = new UsernamePasswordCredentials(credentials.user(), credentials.password());
		this.origins = Set.copyOf(Stream.of(queryUrl, updateUrl).filter(Objects::nonNull).map(ScopedCredentials::origin).toList());
	}

	/** {@code scheme://host:port}, lower case, with the scheme's default port filled in. */
	static String origin(URI url) {
		String scheme = url.getScheme() == null ? "" : url.getScheme().toLowerCase(Locale.ROOT);
		int port = url.getPort() >= 0 ? url.getPort() : "https".equals(scheme) ? 443 : 80;
		return scheme + "://" + String.valueOf(url.getHost()).toLowerCase(Locale.ROOT) + ":" + port;
	}

	private static String origin(HttpHost host) {
		String scheme = host.getSchemeName().toLowerCase(Locale.ROOT);
		int port = host.getPort() >= 0 ? host.getPort() : "https".equals(scheme) ? 443 : 80;
		return scheme + "://" + host.getHostName().toLowerCase(Locale.ROOT) + ":" + port;
	}

	@Override
	public org.apache.http.auth.Credentials getCredentials(AuthScope scope) {
		HttpHost origin = scope == null ? null : scope.getOrigin();
		return origin != null && origins.contains(origin(origin)) ? credentials : null;
	}

	@Override
	public void setCredentials(AuthScope scope, org.apache.http.auth.Credentials c) {
		throw new UnsupportedOperationException("the endpoint's credentials are fixed when it is opened");
	}

	@Override
	public void clear() {
		// nothing is cached beyond the one fixed pair
	}
}
