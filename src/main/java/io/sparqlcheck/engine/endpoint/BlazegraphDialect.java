package io.sparqlcheck.engine.endpoint;

import io.sparqlcheck.model.Dataset;
import org.apache.http.client.entity.UrlEncodedFormEntity;
import org.apache.http.client.methods.CloseableHttpResponse;
import org.apache.http.client.methods.HttpDelete;
import org.apache.http.client.methods.HttpPost;
import org.apache.http.entity.ContentType;
import org.apache.http.entity.StringEntity;
import org.apache.http.message.BasicNameValuePair;
import org.apache.http.util.EntityUtils;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Blazegraph 2.1.5 in triples mode, which has no named graphs: each loaded dataset sits in a
 * namespace of its own, one of a fixed set of slots the run creates ({@code POST /blazegraph/namespace},
 * named {@value #NAMESPACE_PREFIX}{@code <run tag>_<slot>}) and reuses ({@code DROP ALL} inside the
 * slot, then the next dataset), because creating and deleting a namespace per dataset exhausts
 * Blazegraph's direct memory after about a thousand of them. Data is loaded by a {@code text/plain}
 * N-Triples POST to the slot's own endpoint ({@code application/n-triples} is rejected), queries go
 * there unscoped, and the slots are removed with {@code DELETE /blazegraph/namespace/NAME}. The
 * version is the {@code buildVersion} on {@code GET /blazegraph/status}.
 */
final class BlazegraphDialect implements Dialect {

	/** The prefix of every Blazegraph namespace this engine creates. */
	static final String NAMESPACE_PREFIX = "sparqlcheck_";
	/** How the journal names a namespace: this, then the namespace's name. */
	static final String ID_PREFIX = "namespace ";
	/** The status page shows {@code <span id="buildVersion">2.1.5</span>}. */
	private static final Pattern BUILD_VERSION = Pattern.compile("id=\"buildVersion\"\\s*>\\s*([^<\\s]+)");
	/** A new namespace: in-memory triples, no inference, no text index, as the server's own {@code kb}. */
	private static final String NAMESPACE_PROPERTIES = String.join("\n",
		"com.bigdata.rdf.store.AbstractTripleStore.quads=false",
		"com.bigdata.rdf.sail.truthMaintenance=false",
		"com.bigdata.rdf.store.AbstractTripleStore.statementIdentifiers=false",
		"com.bigdata.rdf.store.AbstractTripleStore.textIndex=false",
		"com.bigdata.rdf.store.AbstractTripleStore.axiomsClass=com.bigdata.rdf.axioms.NoAxioms") + "\n";

	@Override
	public Target load(Places places, String hash, Dataset data) throws IOException {
		places.forgetUntilRoom();
		Target t = freeSlot(places);
		boolean fresh = !places.isCreated(t.id());
		if (fresh) {
			places.creating(t.id());
		}
		loadNamespace(places.http(), t, data, fresh);
		return t;
	}

	/**
	 * A slot no loaded dataset holds: namespaces are reused, since Blazegraph 2.1.5 in MemStore mode
	 * runs out of direct memory after about a thousand namespace creations and deletions (found by the
	 * first campaign).
	 */
	private static Target freeSlot(Places places) {
		Set<String> busy = places.busy();
		for (int slot = 0; ; slot++) {
			String ns = NAMESPACE_PREFIX + places.runTag() + "_" + slot;
			if (!busy.contains(ID_PREFIX + ns)) {
				return new Target(ID_PREFIX + ns, URI.create(base(places.http()) + "/namespace/" + ns + "/sparql"), null);
			}
		}
	}

	@Override
	public boolean creates(String id) {
		return id.startsWith(ID_PREFIX);
	}

	@Override
	public void drop(HttpTransport http, String id) throws IOException {
		String ns = id.substring(ID_PREFIX.length());
		HttpDelete delete = new HttpDelete(base(http) + "/namespace/" + ns);
		try (CloseableHttpResponse r = http.execute(delete)) {
			int status = r.getStatusLine().getStatusCode();
			String body = HttpTransport.text(r);
			if (status != 200 && status != 404) {
				throw new IOException("DELETE namespace " + ns + ": HTTP " + status + ": " + FailureClassifier.clip(body));
			}
		}
	}

	@Override
	public Optional<String> version(HttpTransport http) {
		return http.fetch(base(http) + "/status").flatMap(body -> {
			Matcher m = BUILD_VERSION.matcher(body);
			return m.find() ? Optional.of("Blazegraph " + m.group(1)) : Optional.empty();
		});
	}

	@Override
	public boolean namespacePerDataset() {
		return true;
	}

	private static void loadNamespace(HttpTransport http, Target t, Dataset data, boolean fresh) throws IOException {
		String ns = t.id().substring(ID_PREFIX.length());
		if (fresh || !clearNamespace(http, t)) {
			// new, or gone (a restarted in-memory server keeps no namespace)
			createNamespace(http, t, ns);
		}
		if (data.isEmpty()) {
			return;
		}
		HttpPost load = new HttpPost(t.queryUrl());
		load.setEntity(new StringEntity(data.toNTriples(), ContentType.create("text/plain", StandardCharsets.UTF_8)));
		try (CloseableHttpResponse r = http.execute(load)) {
			int status = r.getStatusLine().getStatusCode();
			String body = HttpTransport.text(r);
			if (status != 200) {
				throw new IOException("loading namespace " + ns + ": HTTP " + status + ": " + FailureClassifier.clip(body));
			}
		}
	}

	private static void createNamespace(HttpTransport http, Target t, String ns) throws IOException {
		HttpPost create = new HttpPost(base(http) + "/namespace");
		create.setEntity(new StringEntity("com.bigdata.rdf.sail.namespace=" + ns + "\n" + NAMESPACE_PROPERTIES,
			ContentType.create("text/plain", StandardCharsets.UTF_8)));
		try (CloseableHttpResponse r = http.execute(create)) {
			int status = r.getStatusLine().getStatusCode();
			String body = HttpTransport.text(r);
			if (status == 409) {
				// already there (a server restarted mid-run keeps nothing, but one that stayed up keeps the slot)
				clearNamespace(http, t);
			} else if (status != 201 && status != 200) {
				throw new IOException("creating namespace " + ns + ": HTTP " + status + ": " + FailureClassifier.clip(body));
			}
		}
	}

	/** Empties the namespace; false if it does not exist. */
	private static boolean clearNamespace(HttpTransport http, Target t) throws IOException {
		HttpPost clear = new HttpPost(t.queryUrl());
		clear.setEntity(new UrlEncodedFormEntity(List.of(new BasicNameValuePair("update", "DROP ALL")), StandardCharsets.UTF_8));
		try (CloseableHttpResponse r = http.execute(clear)) {
			int status = r.getStatusLine().getStatusCode();
			EntityUtils.consumeQuietly(r.getEntity());
			if (status == 404) {
				return false;
			}
			if (status != 200) {
				throw new IOException("emptying " + t.id() + ": HTTP " + status);
			}
		}
		return true;
	}

	/** {@code http://HOST:PORT/blazegraph}, from the configured query URL. */
	private static String base(HttpTransport http) {
		String url = http.settings().queryUrl().toString();
		int i = url.indexOf("/blazegraph/");
		if (i < 0) {
			throw new IllegalStateException("a blazegraph query URL has the form http://HOST:PORT/blazegraph/sparql, not " + url);
		}
		return url.substring(0, i) + "/blazegraph";
	}
}
