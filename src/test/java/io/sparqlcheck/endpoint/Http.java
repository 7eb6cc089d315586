package io.sparqlcheck.endpoint;

import io.sparqlcheck.engine.endpoint.Credentials;
import org.apache.http.auth.AuthScope;
import org.apache.http.auth.UsernamePasswordCredentials;
import org.apache.http.client.entity.UrlEncodedFormEntity;
import org.apache.http.client.methods.CloseableHttpResponse;
import org.apache.http.client.methods.HttpGet;
import org.apache.http.client.methods.HttpPost;
import org.apache.http.impl.client.BasicCredentialsProvider;
import org.apache.http.impl.client.CloseableHttpClient;
import org.apache.http.impl.client.HttpClientBuilder;
import org.apache.http.message.BasicNameValuePair;
import org.apache.http.util.EntityUtils;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** Plain HTTP for the tests' own set-up and inspection of a server, outside the engine under test. */
final class Http {
	private Http() {
	}

	/** A SPARQL Update by form POST; fails the test unless 2xx. */
	static void update(String url, String update, Credentials credentials) {
		HttpClientBuilder b = HttpClientBuilder.create();
		if (credentials != null) {
			BasicCredentialsProvider p = new BasicCredentialsProvider();
			p.setCredentials(AuthScope.ANY, new UsernamePasswordCredentials(credentials.user(), credentials.password()));
			b.setDefaultCredentialsProvider(p);
		}
		try (CloseableHttpClient http = b.build()) {
			HttpPost post = new HttpPost(url);
			post.setEntity(new UrlEncodedFormEntity(List.of(new BasicNameValuePair("update", update)), StandardCharsets.UTF_8));
			try (CloseableHttpResponse r = http.execute(post)) {
				String body = r.getEntity() == null ? "" : EntityUtils.toString(r.getEntity());
				if (r.getStatusLine().getStatusCode() / 100 != 2) {
					throw new AssertionError("update to " + url + " failed: HTTP " + r.getStatusLine().getStatusCode() + ": " + body);
				}
			}
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
	}

	static String get(String url) {
		try (CloseableHttpClient http = HttpClientBuilder.create().build(); CloseableHttpResponse r = http.execute(new HttpGet(url))) {
			return r.getEntity() == null ? "" : EntityUtils.toString(r.getEntity(), StandardCharsets.UTF_8);
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
	}

	/** A loopback port nothing listens on at the moment of the call. */
	static int freePort() {
		try (ServerSocket s = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
			s.setReuseAddress(true);
			return s.getLocalPort();
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
	}
}
