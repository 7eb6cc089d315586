package io.sparqlcheck.cli;

import io.sparqlcheck.config.EngineCatalog;
import io.sparqlcheck.engine.Engine;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The engines a recheck runs on: one engine per name for the whole recheck (a case's closing of it is
 * ignored until the recheck ends), and {@code --on} standing a managed release in for its product,
 * refused in one line when it is not a release of a managed product.
 */
class RecheckEnginesTests {

	@Test
	void eachEngineIsOpenedOnceAndServesEveryCaseUntilTheRecheckEnds() throws Exception {
		java.util.concurrent.atomic.AtomicInteger opened = new java.util.concurrent.atomic.AtomicInteger();
		java.util.concurrent.atomic.AtomicInteger closed = new java.util.concurrent.atomic.AtomicInteger();
		EngineCatalog counting = EngineCatalog.embedded().with("counted", () -> {
			opened.incrementAndGet();
			return new io.sparqlcheck.engine.ForwardingEngine(new io.sparqlcheck.engine.JenaEngine()) {
				@Override
				public void close() {
					closed.incrementAndGet();
					super.close();
				}
			};
		});
		try (RecheckEngines engines = RecheckEngines.of(counting, "")) {
			for (int i = 0; i < 3; i++) {
				Engine e = engines.catalog().open("counted").orElseThrow();
				e.close(); // what a case recheck does at its end: the engine stays open for the next case
			}
			assertThat(opened.get()).as("opened once for three cases").isEqualTo(1);
			assertThat(closed.get()).as("not stopped between cases").isZero();
		}
		assertThat(closed.get()).as("stopped when the recheck ends").isEqualTo(1);
	}

	@Test
	void onNamesAManagedReleaseOrIsRefusedInOneLine() {
		assertThatThrownBy(() -> RecheckEngines.of(EngineCatalog.embedded(), "jena-6.2.0"))
			.isInstanceOf(Args.UsageException.class).hasMessage("recheck: --on 'jena-6.2.0' is not product@version (e.g. jena@6.2.0)");
		assertThatThrownBy(() -> RecheckEngines.of(EngineCatalog.embedded(), "jena@6.2.0,stardog@10.0.0"))
			.isInstanceOf(Args.UsageException.class).hasMessageStartingWith("recheck: --on 'stardog@10.0.0': no managed product 'stardog'");
		try (RecheckEngines engines = RecheckEngines.of(EngineCatalog.embedded(), "jena@6.2.0, rdf4j@5.2.2")) {
			assertThat(engines.catalog().names()).contains("jena", "rdf4j", "jena-ref", "rdf4j-noopt");
		}
	}
}
