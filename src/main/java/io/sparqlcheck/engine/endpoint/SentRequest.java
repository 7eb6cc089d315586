package io.sparqlcheck.engine.endpoint;

import org.apache.http.Header;
import org.apache.http.HttpEntity;
import org.apache.http.HttpEntityEnclosingRequest;
import org.apache.http.HttpHost;
import org.apache.http.HttpRequest;
import org.apache.http.client.methods.HttpUriRequest;
import org.apache.http.util.EntityUtils;

import java.io.IOException;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * One HTTP request an endpoint engine sent, as it left the engine's client, and the status it got:
 * what {@code bench --only endpoints} replays over a plain client to see what the engine's own
 * client path costs. Recorded only while someone asked for it ({@link SparqlEndpointEngine#recordRequests}).
 *
 * @param kind    what the request was for, read from the request itself ({@link Kind#of})
 * @param method  {@code GET}, {@code POST}, {@code DELETE}, ...
 * @param uri     the absolute request URI, query string included
 * @param headers the headers the engine set on the request, in order, the body's content type among
 *                them (not those the HTTP client adds by itself: {@code Host}, {@code Connection},
 *                {@code User-Agent}, {@code Content-Length}, ...)
 * @param body    the request body; empty for none
 * @param status  the response's status code
 */
public record SentRequest(Kind kind, String method, URI uri, List<Map.Entry<String, String>> headers, byte[] body, int status) {

	public SentRequest {
		headers = List.copyOf(headers);
		body = body.clone();
	}

	@Override
	public byte[] body() {
		return body.clone();
	}

	/** The same request, said to be for {@code k}. */
	public SentRequest withKind(Kind k) {
		return new SentRequest(k, method, uri, headers, body, status);
	}

	/** What a request was for. */
	public enum Kind {
		/** A SELECT (the campaign's queries and the preflight's). */
		QUERY,
		/** Writing a dataset: an update with {@code INSERT}, or an N-Triples POST (Blazegraph). */
		LOAD,
		/** Removing a dataset: an update of {@code DROP}s only, or a {@code DELETE}. */
		DROP,
		/** Anything else: a version page, a namespace's creation. */
		OTHER;

		/**
		 * The kind of a request, from its method, URI, content type and body: a {@code query=}
		 * parameter or an {@code application/sparql-query} body is a query; an {@code update=} form or
		 * {@code application/sparql-update} body holding {@code INSERT} is a load, one holding only
		 * {@code DROP}s a drop; a {@code DELETE} is a drop; an N-Triples or {@code text/plain} POST is a load.
		 */
		public static Kind of(String method, URI uri, String contentType, byte[] body) {
			String type = contentType == null ? "" : contentType.toLowerCase(Locale.ROOT);
			String text = new String(body, StandardCharsets.UTF_8);
			if (method.equals("DELETE")) {
				return DROP;
			}
			if ((uri.getRawQuery() != null && (uri.getRawQuery().startsWith("query=") || uri.getRawQuery().contains("&query=")))
				|| type.startsWith("application/sparql-query") || text.startsWith("query=") || text.contains("&query=")) {
				return QUERY;
			}
			String update = type.startsWith("application/sparql-update") ? text
				: text.startsWith("update=") ? URLDecoder.decode(text.substring("update=".length()).split("&", 2)[0], StandardCharsets.UTF_8) : null;
			if (update != null) {
				String upper = update.toUpperCase(Locale.ROOT);
				return upper.contains("INSERT") ? LOAD : upper.contains("DROP") ? DROP : OTHER;
			}
			if (method.equals("POST") && (type.startsWith("text/plain") || type.startsWith("application/n-triples"))) {
				return LOAD;
			}
			return OTHER;
		}
	}

	/** The request as the client is about to send it, with the status it got; its body must be repeatable. */
	static SentRequest of(HttpHost target, HttpRequest request, int status) throws IOException {
		URI uri = URI.create(request.getRequestLine().getUri());
		if (request instanceof HttpUriRequest u && u.getURI().isAbsolute()) {
			uri = u.getURI();
		} else if (!uri.isAbsolute() && target != null) {
			uri = URI.create(target.toURI()).resolve(uri);
		}
		List<Map.Entry<String, String>> headers = new ArrayList<>();
		for (Header h : request.getAllHeaders()) {
			headers.add(Map.entry(h.getName(), h.getValue()));
		}
		byte[] body = new byte[0];
		String contentType = null;
		if (request instanceof HttpEntityEnclosingRequest e && e.getEntity() != null) {
			HttpEntity entity = e.getEntity();
			if (!entity.isRepeatable()) {
				throw new IllegalStateException("cannot record a request whose body can be read only once: " + request.getRequestLine());
			}
			body = EntityUtils.toByteArray(entity);
			Header declared = request.getFirstHeader("Content-Type");
			if (declared != null) {
				contentType = declared.getValue();
			} else if (entity.getContentType() != null) {
				// the client sends the body's own content type when the request sets none
				contentType = entity.getContentType().getValue();
				headers.add(Map.entry("Content-Type", contentType));
			}
		}
		String method = request.getRequestLine().getMethod();
		return new SentRequest(SentRequest.Kind.of(method, uri, contentType, body), method, uri, headers, body, status);
	}

}
