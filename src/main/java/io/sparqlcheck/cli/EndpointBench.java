package io.sparqlcheck.cli;

import io.sparqlcheck.arbitraries.CaseArbitrary;
import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.campaign.Campaign;
import io.sparqlcheck.campaign.CampaignSummary;
import io.sparqlcheck.campaign.Check;
import io.sparqlcheck.campaign.SeedRange;
import io.sparqlcheck.campaign.Triage;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.endpoint.SentRequest;
import io.sparqlcheck.engine.endpoint.SparqlEndpointEngine;
import io.sparqlcheck.engine.managed.ManagedServer;

import java.io.IOException;
import java.net.ProxySelector;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * {@code bench --only endpoints}: a campaign on a real SPARQL server against the very HTTP requests
 * that campaign sent, replayed in order over one keep-alive connection by a plain
 * {@link java.net.http.HttpClient} that reads each body to its end and does nothing else. The
 * requests are recorded by the endpoint engine's own client ({@link SparqlEndpointEngine#recordRequests}),
 * so the replay sends the same bytes to the same graphs (loads, queries and drops of the engine's
 * own run: nothing the run did not create is touched). Both are timed in one process after a
 * warm-up, in alternating rounds, and the medians compared: {@code endpoint overhead} is campaign
 * time / replay time. A replayed request whose status differs from the recorded one fails the
 * bench: then the two did not do the same work. It prints figures and asserts no time limit.
 */
final class EndpointBench {
	private EndpointBench() {
	}

	/** Headers java.net.http sets itself and refuses from a caller. */
	private static final Set<String> RESTRICTED = Set.of("connection", "content-length", "expect", "host", "upgrade");

	/** What one server's bench measured. */
	record Result(String engine, double campaignSeconds, double replaySeconds, long checks, Map<SentRequest.Kind, Integer> requests,
				  Cpu cpu) {
		double overhead() {
			return campaignSeconds / replaySeconds;
		}
	}

	/**
	 * CPU time per request, in ms, medians over the rounds: this process's (all its threads) during
	 * the campaign and during the replay, and the managed server's during each (NaN for a server that
	 * is not a child of this process). Where the campaign's extra wall time goes.
	 */
	record Cpu(double clientCampaign, double clientReplay, double serverCampaign, double serverReplay) {
	}

	/**
	 * Runs the bench on each engine (each must be an endpoint, or a managed server reached through
	 * one) and prints a line per engine.
	 */
	static List<Result> run(List<Engine> engines, List<String> oracles, long cases, long seed, int rounds, java.io.PrintStream out) {
		out.printf("endpoint path (%d cases from seed %d, oracles %s, no shrinking) against a replay of the same HTTP requests:%n",
			cases, seed, String.join("+", oracles));
		out.printf("%-20s %9s %9s %9s %9s %9s  %s%n", "engine", "campaign", "checks/s", "replay s", "req/s", "overhead",
			"requests per check by kind");
		List<Result> results = new ArrayList<>();
		for (Engine e : engines) {
			Result r = one(e, oracles, cases, seed, rounds);
			results.add(r);
			StringBuilder kinds = new StringBuilder();
			int total = r.requests().values().stream().mapToInt(Integer::intValue).sum();
			r.requests().forEach((k, n) -> kinds.append(kinds.length() == 0 ? "" : ", ")
				.append(k.name().toLowerCase(Locale.ROOT)).append(String.format(" %.2f", (double) n / r.checks())));
			out.printf("%-20s %9.3f %9.0f %9.3f %9.0f %9.2f  %s (all %.2f)%n", r.engine(), r.campaignSeconds(),
				r.checks() / r.campaignSeconds(), r.replaySeconds(), total / r.replaySeconds(), r.overhead(), kinds, (double) total / r.checks());
			out.printf("endpoint overhead: %.2f (%s)%n", r.overhead(), r.engine());
			out.printf("  CPU ms per request: this process %.3f in the campaign, %.3f in the replay; the server %.3f and %.3f%n",
				r.cpu().clientCampaign(), r.cpu().clientReplay(), r.cpu().serverCampaign(), r.cpu().serverReplay());
		}
		out.println("medians of " + rounds + " alternating rounds after a warm-up; overhead = campaign time / replay time; the"
			+ "\nreplay sends the requests the campaign's endpoint client recorded, in order, over one keep-alive connection"
			+ "\n(java.net.http, HTTP/1.1, no proxy), reading each body to its end; a check is one oracle on one case\n");
		return results;
	}

	private static Result one(Engine engine, List<String> oracles, long cases, long seed, int rounds) {
		SparqlEndpointEngine endpoint = endpointOf(engine);
		CaseArbitrary arbitrary = SparqlArbitraries.cases();
		SeedRange range = SeedRange.of(seed, cases);
		Campaign campaign = new Campaign(arbitrary, Check.of(oracles, List.of(engine)), Triage.NOTHING_KNOWN);
		List<SentRequest> sent = new ArrayList<>();
		endpoint.recordRequests(sent::add);
		long checks;
		try {
			checks = checked(campaign.run(new Campaign.Options(range, null, 0, null, null)), engine);
		} finally {
			endpoint.recordRequests(null);
		}
		Map<SentRequest.Kind, Integer> kinds = new EnumMap<>(SentRequest.Kind.class);
		sent.forEach(s -> kinds.merge(s.kind(), 1, Integer::sum));
		HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
			.proxy(ProxySelector.of(null)).followRedirects(HttpClient.Redirect.NEVER).build();
		List<HttpRequest> requests = sent.stream().map(EndpointBench::request).toList();
		replay(client, sent, requests); // warm-up of the replay; the recording run was the campaign's
		long[] c = new long[rounds], r = new long[rounds];
		long[][] cpu = new long[4][rounds];
		java.util.function.LongSupplier server = serverCpu(engine);
		for (int i = 0; i < rounds; i++) {
			long p0 = processCpu(), s0 = server.getAsLong();
			long t0 = System.nanoTime();
			checked(campaign.run(new Campaign.Options(range, null, 0, null, null)), engine);
			c[i] = System.nanoTime() - t0;
			long p1 = processCpu(), s1 = server.getAsLong();
			r[i] = replay(client, sent, requests);
			long p2 = processCpu(), s2 = server.getAsLong();
			cpu[0][i] = p1 - p0;
			cpu[1][i] = p2 - p1;
			cpu[2][i] = s1 - s0;
			cpu[3][i] = s2 - s1;
		}
		double perRequest = 1e6 * sent.size();
		Cpu perReq = new Cpu(median(cpu[0]) / perRequest, median(cpu[1]) / perRequest,
			engine instanceof ManagedServer ? median(cpu[2]) / perRequest : Double.NaN,
			engine instanceof ManagedServer ? median(cpu[3]) / perRequest : Double.NaN);
		return new Result(engine.name(), median(c) / 1e9, median(r) / 1e9, checks, kinds, perReq);
	}

	/** The CPU time of this process, all of its threads, in nanoseconds. */
	private static long processCpu() {
		return ((com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory.getOperatingSystemMXBean())
			.getProcessCpuTime();
	}

	/** The managed server's CPU time so far in nanoseconds (0 when unknown, for a server that is not our child). */
	private static java.util.function.LongSupplier serverCpu(Engine engine) {
		if (!(engine instanceof ManagedServer m)) {
			return () -> 0;
		}
		long pid = m.pid();
		return () -> ProcessHandle.of(pid).flatMap(h -> h.info().totalCpuDuration()).map(java.time.Duration::toNanos).orElse(0L);
	}

	/** The checks a bench campaign ran; an engine failure means the figures would not be of the same work. */
	private static long checked(CampaignSummary summary, Engine engine) {
		long failures = summary.total(io.sparqlcheck.campaign.Outcome.ENGINE_FAILURE);
		if (failures > 0) {
			throw new IllegalStateException("bench: " + failures + " engine failure(s) on " + engine.name()
				+ " during the bench campaign; its time would not be of the same work as the replay");
		}
		return Arrays.stream(io.sparqlcheck.campaign.Outcome.values()).mapToLong(summary::total).sum();
	}

	private static SparqlEndpointEngine endpointOf(Engine engine) {
		if (engine instanceof SparqlEndpointEngine e) {
			return e;
		}
		if (engine instanceof ManagedServer m) {
			return m.endpoint();
		}
		throw new Args.UsageException("bench: '" + engine.name() + "' is not a SPARQL endpoint or a managed server;"
			+ " --only endpoints times the HTTP path (give --endpoint-engines oxigraph@0.5.11,jena@5.6.0, or endpoints of --engines-file)");
	}

	private static HttpRequest request(SentRequest s) {
		HttpRequest.Builder b = HttpRequest.newBuilder(s.uri());
		for (Map.Entry<String, String> h : s.headers()) {
			if (!RESTRICTED.contains(h.getKey().toLowerCase(Locale.ROOT))) {
				b.header(h.getKey(), h.getValue());
			}
		}
		byte[] body = s.body();
		return b.method(s.method(), body.length == 0 ? HttpRequest.BodyPublishers.noBody()
			: HttpRequest.BodyPublishers.ofByteArray(body)).build();
	}

	/** Sends every request in order, each body read to its end; the wall time in ns. */
	private static long replay(HttpClient client, List<SentRequest> sent, List<HttpRequest> requests) {
		long bytes = 0;
		long t0 = System.nanoTime();
		for (int i = 0; i < requests.size(); i++) {
			HttpResponse<byte[]> response;
			try {
				response = client.send(requests.get(i), HttpResponse.BodyHandlers.ofByteArray());
			} catch (IOException e) {
				throw new IllegalStateException("bench: the replay of " + sent.get(i).method() + " " + sent.get(i).uri() + " failed: " + e, e);
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
				throw new IllegalStateException("bench: interrupted", e);
			}
			if (response.statusCode() != sent.get(i).status()) {
				throw new IllegalStateException("bench: the replay of request " + i + " (" + sent.get(i).kind() + ") got HTTP "
					+ response.statusCode() + " where the campaign got " + sent.get(i).status() + "; the two would not do the same work");
			}
			bytes += response.body().length;
		}
		long elapsed = System.nanoTime() - t0;
		if (bytes < 0) {
			throw new AssertionError(); // keeps the bodies in use
		}
		return elapsed;
	}

	private static double median(long[] values) {
		long[] sorted = values.clone();
		Arrays.sort(sorted);
		return sorted[sorted.length / 2];
	}
}
