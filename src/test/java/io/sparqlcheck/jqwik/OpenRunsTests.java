package io.sparqlcheck.jqwik;

import net.jqwik.api.Example;

import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The registry of open runs: a thread sees the run it opened, and no other thread's. */
class OpenRunsTests {

	private static PropertyRun run(String name) {
		return PropertyRun.defaults().withCandidates(Path.of(name));
	}

	@Example
	void twoRunsOpenAtOnceOnTwoThreadsAreEachSeenOnlyByTheirOwnThread() throws Exception {
		CountDownLatch bothOpen = new CountDownLatch(2);
		CountDownLatch looked = new CountDownLatch(2);
		ExecutorService threads = Executors.newFixedThreadPool(2);
		try {
			PropertyRun runA = run("a"), runB = run("b");
			Future<Optional<PropertyRun>> a = threads.submit(() -> seenWhileBothOpen(runA, bothOpen, looked));
			Future<Optional<PropertyRun>> b = threads.submit(() -> seenWhileBothOpen(runB, bothOpen, looked));
			assertThat(a.get(30, TimeUnit.SECONDS)).containsSame(runA);
			assertThat(b.get(30, TimeUnit.SECONDS)).containsSame(runB);
			assertThat(OpenRuns.current()).isEmpty();
			// closed: the threads (reused by the pool) see no run any more
			assertThat(threads.submit(OpenRuns::current).get(30, TimeUnit.SECONDS)).isEmpty();
		} finally {
			threads.shutdownNow();
		}
	}

	private static Optional<PropertyRun> seenWhileBothOpen(PropertyRun run, CountDownLatch bothOpen, CountDownLatch looked)
		throws InterruptedException {
		try (OpenRuns.Scope open = OpenRuns.open(run)) {
			bothOpen.countDown();
			assertThat(bothOpen.await(30, TimeUnit.SECONDS)).isTrue();
			Optional<PropertyRun> seen = OpenRuns.current();
			looked.countDown();
			assertThat(looked.await(30, TimeUnit.SECONDS)).isTrue();
			return seen;
		}
	}

	@Example
	void runsNestAndTheInnermostIsCurrent() {
		PropertyRun outerRun = run("outer"), innerRun = run("inner");
		try (OpenRuns.Scope outer = OpenRuns.open(outerRun)) {
			try (OpenRuns.Scope inner = OpenRuns.open(innerRun)) {
				assertThat(OpenRuns.current()).containsSame(innerRun);
			}
			assertThat(OpenRuns.current()).containsSame(outerRun);
		}
		assertThat(OpenRuns.current()).isEmpty();
	}

	@Example
	void aRunIsClosedInnermostFirstAndOnItsOwnThread() throws Exception {
		OpenRuns.Scope outer = OpenRuns.open(run("outer"));
		OpenRuns.Scope inner = OpenRuns.open(run("inner"));
		try {
			assertThatThrownBy(outer::close).hasMessageContaining("innermost first");
			Throwable elsewhere = CompletableFuture.supplyAsync(() -> {
				try {
					inner.close();
					return null;
				} catch (IllegalStateException e) {
					return e;
				}
			}).get(30, TimeUnit.SECONDS);
			assertThat(elsewhere).hasMessageContaining("on the thread that opened it");
		} finally {
			inner.close();
			outer.close();
		}
		assertThat(OpenRuns.current()).isEmpty();
	}
}
