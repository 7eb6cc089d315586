package io.sparqlcheck.endpoint;

import org.opentest4j.TestAbortedException;

import java.util.Arrays;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The one documented way to leave real servers out of a test run:
 * {@code SPARQLCHECK_SKIP_SERVERS=virtuoso,blazegraph} (names: fuseki, virtuoso, blazegraph, comunica,
 * oxigraph). A skipped server's tests are reported as aborted, each naming the switch; without the
 * switch a server that cannot be started fails its tests with the reason.
 */
final class ServerSwitch {
	static final String VARIABLE = "SPARQLCHECK_SKIP_SERVERS";

	private ServerSwitch() {
	}

	static Set<String> skipped() {
		String v = System.getenv(VARIABLE);
		return v == null ? Set.of() : Arrays.stream(v.split(",")).map(String::strip).filter(s -> !s.isEmpty()).collect(Collectors.toSet());
	}

	static boolean isSkipped(String server) {
		return skipped().contains(server);
	}

	static TestAbortedException abort(String server) {
		System.out.println("SKIPPED: the " + server + " server tests, by " + VARIABLE + "=" + System.getenv(VARIABLE));
		return new TestAbortedException(server + " skipped by " + VARIABLE + "=" + System.getenv(VARIABLE));
	}
}
