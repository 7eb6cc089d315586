package io.sparqlcheck.engine.endpoint;

import org.apache.http.HttpEntity;
import org.apache.http.HttpResponse;
import org.apache.http.HttpRequestInterceptor;
import org.apache.http.HttpResponseInterceptor;
import org.apache.http.NameValuePair;
import org.apache.http.auth.AuthSchemeProvider;
import org.apache.http.client.config.AuthSchemes;
import org.apache.http.config.RegistryBuilder;
import org.apache.http.impl.auth.BasicSchemeFactory;
import org.apache.http.impl.auth.DigestSchemeFactory;
import org.apache.http.client.config.RequestConfig;
import org.apache.http.client.entity.UrlEncodedFormEntity;
import org.apache.http.client.methods.CloseableHttpResponse;
import org.apache.http.client.methods.HttpGet;
import org.apache.http.client.methods.HttpPost;
import org.apache.http.client.methods.HttpUriRequest;
import org.apache.http.client.utils.URIBuilder;
import org.apache.http.entity.ByteArrayEntity;
import org.apache.http.entity.ContentType;
import org.apache.http.entity.StringEntity;
import org.apache.http.impl.client.HttpClientBuilder;
import org.apache.http.message.BasicNameValuePair;
import org.apache.http.util.EntityUtils;
import org.eclipse.rdf4j.repository.RepositoryConnection;
import org.eclipse.rdf4j.repository.sparql.SPARQLRepository;

import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The one HTTP client of an endpoint engine, and every request it sends. One Apache HttpClient
 * (keep-alive, at most 4 connections to the server, no automatic retries) carries the plain requests
 * and, through {@link SPARQLRepository}, the GET queries and SPARQL Updates, so that the timeout,
 * the credentials and the response size cap apply to all of them alike:
 * <ul>
 * <li>the engine's timeout is one deadline per request, covering connecting, the headers and the
 * whole body; past it the connection is shut ({@link DeadlineClient});</li>
 * <li>no redirect is followed, by the client or by RDF4J: a 3xx is a failure naming where it pointed;</li>
 * <li>credentials, when configured, answer a Basic or Digest challenge (in UTF-8) from the endpoint's
 * own scheme, host and port only ({@link ScopedCredentials}), and are never put anywhere else;</li>
 * <li>a response over the size cap fails while it is read, and its connection is shut rather than
 * drained ({@link CappedEntity});</li>
 * <li>each query asks for exactly one media type in {@code Accept} and never adds {@code format=}
 * (Virtuoso answers 406 to the two together, and to some lists).</li>
 * </ul>
 * The status and, for a non-2xx answer, the body of the last response are kept per thread, because
 * SPARQLRepository's exceptions do not carry them and a failure's kind and cause need them.
 * Not thread-safe beyond that; the engine calls it under its own lock.
 */
final class HttpTransport implements AutoCloseable {

	private final EndpointSettings settings;
	private final DeadlineClient http;
	private final Map<String, SPARQLRepository> repositories = new HashMap<>();
	/** The status of the last HTTP response on this thread: SPARQLRepository's exceptions do not carry it. */
	private final ThreadLocal<Integer> lastStatus = ThreadLocal.withInitial(() -> -1);
	private final ThreadLocal<String> lastErrorBody = ThreadLocal.withInitial(() -> "");
	/** What the update being sent on this thread is for, for a recording; null outside {@link #update}. */
	private final ThreadLocal<SentRequest.Kind> updateKind = new ThreadLocal<>();

	HttpTransport(EndpointSettings settings) {
		this.settings = settings;
		int ms = (int) Math.min(Integer.MAX_VALUE, settings.timeout().toMillis());
		RequestConfig config = RequestConfig.custom().setConnectTimeout(ms).setSocketTimeout(ms)
			.setConnectionRequestTimeout(ms).setRedirectsEnabled(false).build();
		String accept = settings.format().mediaType();
		HttpClientBuilder builder = HttpClientBuilder.create().useSystemProperties().setDefaultRequestConfig(config)
			.setRoutePlanner(Routes.planner(settings))
			.setMaxConnPerRoute(4).setMaxConnTotal(8).disableAutomaticRetries().disableRedirectHandling()
			// UTF-8, not ASCII: a non-ASCII password is sent as its UTF-8 bytes, not as question marks
			.setDefaultAuthSchemeRegistry(RegistryBuilder.<AuthSchemeProvider>create()
				.register(AuthSchemes.BASIC, new BasicSchemeFactory(StandardCharsets.UTF_8))
				.register(AuthSchemes.DIGEST, new DigestSchemeFactory(StandardCharsets.UTF_8)).build())
			.addInterceptorLast((HttpResponseInterceptor) (response, context) -> {
				int status = response.getStatusLine().getStatusCode();
				lastStatus.set(status);
				lastErrorBody.set("");
				Object deadline = context.getAttribute(DeadlineClient.DEADLINE);
				CappedEntity.cap(response, settings.maxResponseBytes(),
					deadline instanceof DeadlineClient.Deadline d ? d::abort : () -> { });
				if (status >= 300 && response.getEntity() != null) {
					// keep the error body for the cause (RDF4J drops it for some statuses), and hand on a copy
					HttpEntity original = response.getEntity();
					byte[] body = EntityUtils.toByteArray(original);
					lastErrorBody.set(new String(body, StandardCharsets.UTF_8));
					ByteArrayEntity copy = new ByteArrayEntity(body);
					copy.setContentType(original.getContentType());
					response.setEntity(copy);
				}
			});
		if (settings.credentials() != null) {
			builder.setDefaultCredentialsProvider(new ScopedCredentials(settings.credentials(), settings.queryUrl(), settings.updateUrl()));
		}
		// SPARQLRepository adds an Accept list of its own (XML first) beside the one asked for: one media type only
		HttpRequestInterceptor oneAccept = (request, context) -> {
			if (request.getHeaders("Accept").length > 1) {
				request.removeHeaders("Accept");
				request.addHeader("Accept", accept);
			}
		};
		this.http = new DeadlineClient(builder.build(), oneAccept, settings.timeout(), settings.name());
	}

	/**
	 * Reports every request sent from now on to {@code sink}; null stops recording. An update's kind
	 * is the one its caller gave ({@link #update(String, SentRequest.Kind)}), since the load of an
	 * empty dataset and a drop are the same text.
	 */
	void record(java.util.function.Consumer<SentRequest> sink) {
		http.record(sink == null ? null : s -> sink.accept(updateKind.get() == null ? s : s.withKind(updateKind.get())));
	}

	/** Aborts every request in flight: their connections are shut, and their callers see a failure. */
	void abortAll() {
		http.abortAll();
	}

	/** The last request on this thread gave a whole result: its connection is kept ({@link FinishingEntity}). */
	void lastResultComplete() {
		http.lastResultComplete();
	}

	/** Whether the last request on this thread was aborted because its deadline passed. */
	boolean lastDeadlineExpired() {
		return http.lastExpired();
	}

	EndpointSettings settings() {
		return settings;
	}

	/** Sends the request; the caller closes the response. */
	CloseableHttpResponse execute(HttpUriRequest request) throws IOException {
		return http.execute(request);
	}

	/** Forgets the last response's status on this thread, before a query. */
	void forgetLastStatus() {
		lastStatus.set(-1);
		http.forgetLast();
	}

	/** The status of the last response on this thread; -1 if none since {@link #forgetLastStatus()}. */
	int lastStatus() {
		return lastStatus.get();
	}

	/** The body of the last response on this thread if it was not 2xx, else empty. */
	String lastErrorBody() {
		return lastErrorBody.get();
	}

	/** The SPARQLRepository for a query URL, sharing this client, asking for the configured format only. */
	SPARQLRepository repository(URI queryUrl) {
		return repositories.computeIfAbsent(queryUrl.toString(), url -> {
			SPARQLRepository repo = settings.updateUrl() == null ? new SPARQLRepository(url)
				: new SPARQLRepository(url, settings.updateUrl().toString());
			repo.setHttpClient(http);
			// exactly one media type, so that no server has to choose (Virtuoso answers 406 to some lists)
			repo.setAdditionalHttpHeaders(Map.of("Accept", settings.format().mediaType()));
			repo.init();
			return repo;
		});
	}

	/** A SPARQL Update through SPARQLRepository (form POST {@code update=} to the update URL), for {@code kind}. */
	void update(String text, SentRequest.Kind kind) {
		updateKind.set(kind);
		try {
			update(text);
		} finally {
			updateKind.remove();
		}
	}

	private void update(String text) {
		if (settings.readOnly()) {
			throw new IllegalStateException("read-only engine " + settings.name() + " must never write");
		}
		SPARQLRepository repo = repository(settings.queryUrl());
		try (RepositoryConnection conn = repo.getConnection()) {
			conn.prepareUpdate(text).execute();
		}
	}

	/** {@code GET url?query=...} asking for the configured format. */
	HttpGet queryGet(URI url, String query) {
		HttpGet get = new HttpGet(withParams(url, List.of(new BasicNameValuePair("query", query))));
		get.setHeader("Accept", settings.format().mediaType());
		return get;
	}

	/**
	 * The query as a form POST or a direct POST, as the settings say, scoped to the target's graph with
	 * {@code default-graph-uri}: SPARQLRepository cannot be told to send these for a short query.
	 */
	HttpPost queryPost(Target target, String query) {
		List<NameValuePair> params = new ArrayList<>();
		if (target.graph() != null) {
			params.add(new BasicNameValuePair("default-graph-uri", target.graph()));
		}
		target.named().forEach(g -> params.add(new BasicNameValuePair("named-graph-uri", g)));
		HttpPost post;
		if (settings.method() == QueryMethod.POST_FORM) {
			post = new HttpPost(target.queryUrl());
			List<NameValuePair> form = new ArrayList<>(params);
			form.add(0, new BasicNameValuePair("query", query));
			post.setEntity(new UrlEncodedFormEntity(form, StandardCharsets.UTF_8));
		} else {
			post = new HttpPost(withParams(target.queryUrl(), params));
			post.setEntity(new StringEntity(query, ContentType.create("application/sparql-query", StandardCharsets.UTF_8)));
		}
		post.setHeader("Accept", settings.format().mediaType());
		return post;
	}

	/** The body of a {@code GET url} if it answers 200; empty on any other status or error. */
	Optional<String> fetch(String url) {
		HttpGet get = new HttpGet(url);
		try (CloseableHttpResponse r = http.execute(get)) {
			String body = text(r);
			return r.getStatusLine().getStatusCode() == 200 ? Optional.of(body) : Optional.empty();
		} catch (IOException | RuntimeException e) {
			return Optional.empty();
		}
	}

	/** The response's body as text (UTF-8 unless it says otherwise); empty if it has none. */
	static String text(HttpResponse response) throws IOException {
		return response.getEntity() == null ? "" : EntityUtils.toString(response.getEntity(), StandardCharsets.UTF_8);
	}

	private static URI withParams(URI base, List<NameValuePair> params) {
		try {
			return new URIBuilder(base).addParameters(params).build();
		} catch (URISyntaxException e) {
			throw new IllegalArgumentException("bad endpoint URL " + base, e);
		}
	}

	/** Shuts the repositories down and releases the connections. */
	@Override
	public void close() {
		repositories.values().forEach(SPARQLRepository::shutDown);
		try {
			http.close();
		} catch (IOException ignored) {
			// nothing is left to release
		}
	}
}
