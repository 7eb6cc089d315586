package io.sparqlcheck.engine.endpoint;

import org.apache.http.conn.routing.HttpRoutePlanner;
import org.apache.http.impl.conn.DefaultRoutePlanner;
import org.apache.http.impl.conn.SystemDefaultRoutePlanner;

import java.net.Proxy;
import java.net.ProxySelector;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;

/**
 * How an endpoint engine's requests reach the server: through the proxy the JVM's
 * {@link ProxySelector} names for the endpoint's URLs, as before, or, when it names none for any of
 * them, straight there with no proxy lookup per request. The lookup is made once, when the engine is
 * opened: a proxy configured later in the run is not seen (the engine's settings do not change either).
 * Every request an engine sends goes to the host and port of its query or update URL.
 */
final class Routes {
	private Routes() {
	}

	/** The route planner for an engine with these settings. */
	static HttpRoutePlanner planner(EndpointSettings settings) {
		ProxySelector selector = ProxySelector.getDefault();
		if (selector == null) {
			return new DefaultRoutePlanner(null);
		}
		List<URI> urls = new ArrayList<>(List.of(settings.queryUrl()));
		if (settings.updateUrl() != null) {
			urls.add(settings.updateUrl());
		}
		for (URI url : urls) {
			List<Proxy> proxies = selector.select(url);
			if (proxies != null && proxies.stream().anyMatch(p -> p.type() != Proxy.Type.DIRECT)) {
				return new SystemDefaultRoutePlanner(selector);
			}
		}
		return new DefaultRoutePlanner(null);
	}
}
