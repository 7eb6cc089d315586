package io.sparqlcheck.endpoint;

import io.sparqlcheck.arbitraries.CaseArbitrary;
import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.engine.endpoint.Credentials;
import io.sparqlcheck.engine.endpoint.EndpointSettings;
import io.sparqlcheck.engine.endpoint.Preset;
import io.sparqlcheck.engine.endpoint.SparqlEndpointEngine;
import io.sparqlcheck.oracle.Tlp;
import net.jqwik.api.sessions.JqwikSession;

import java.net.URI;
import java.nio.file.Path;

/**
 * A harness JVM for the crash test, killed mid-run by it: runs TLP over seeds 0, 1, 2, ... on one
 * endpoint forever, printing {@code CHECKED n} after each case. Arguments: preset, query URL,
 * update URL (or "-"), state folder; credentials, if any, in SPARQLCHECK_CHILD_USER/PASSWORD.
 */
public final class EndpointCrashChild {
	private EndpointCrashChild() {
	}

	public static void main(String[] args) {
		Preset preset = Preset.fromKey(args[0]);
		URI update = args[2].equals("-") ? null : URI.create(args[2]);
		String user = System.getenv("SPARQLCHECK_CHILD_USER");
		Credentials credentials = user == null ? null : new Credentials(user, System.getenv("SPARQLCHECK_CHILD_PASSWORD"));
		EndpointSettings settings = EndpointSettings.of("crash-child", preset, URI.create(args[1]), update, Path.of(args[3]))
			.withCredentials(credentials);
		SparqlEndpointEngine engine = SparqlEndpointEngine.open(settings);
		CaseArbitrary cases = SparqlArbitraries.cases();
		JqwikSession.start();
		for (long seed = 0; ; seed++) {
			Tlp.on(engine).check(cases.caseForSeed(seed));
			System.out.println("CHECKED " + seed);
			System.out.flush();
		}
	}
}
