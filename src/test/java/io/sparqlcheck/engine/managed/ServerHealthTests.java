package io.sparqlcheck.engine.managed;

import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.result.QueryOutcome;
import net.jqwik.api.Example;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The restart policy: a crash is restarted unless it would be the (K+1)-th restart in a row; a
 * healthy answer in between breaks the row; giving up names the engine, K and the last crash.
 */
class ServerHealthTests {

	private static io.sparqlcheck.engine.Restartable.Crash crash(String what) {
		return new io.sparqlcheck.engine.Restartable.Crash(what, Dataset.of(List.of()), "SELECT * WHERE { ?s ?p ?o }", Path.of("run"));
	}

	@Example
	void itGivesUpAtTheCrashAfterKRestartsInARow() {
		ServerHealth h = new ServerHealth("virtuoso@7.2.5.1", 2);
		h.crashed(crash("died 1"));
		h.crashed(crash("died 2"));
		assertThat(h.stopped()).isEmpty();
		assertThat(h.restarts()).isEqualTo(2);
		h.crashed(crash("died 3"));
		assertThat(h.stopped()).hasValue("virtuoso@7.2.5.1 given up after 2 restart(s) in a row (at most 2): died 3");
		assertThat(h.restarts()).isEqualTo(2);
		assertThat(h.crashes()).extracting(io.sparqlcheck.engine.Restartable.Crash::what).containsExactly("died 1", "died 2", "died 3");
	}

	@Example
	void aHealthyAnswerBreaksTheRow() {
		ServerHealth h = new ServerHealth("x", 1);
		for (int i = 0; i < 5; i++) {
			h.crashed(crash("died"));
			h.answered(new QueryOutcome.Failure("q", QueryOutcome.FailureKind.QUERY_REJECTED, "a refused query is still an answer"));
		}
		assertThat(h.stopped()).isEmpty();
		assertThat(h.restarts()).isEqualTo(5);
	}

	@Example
	void withZeroTheFirstCrashGivesUp() {
		ServerHealth h = new ServerHealth("x", 0);
		h.crashed(crash("died"));
		assertThat(h.stopped()).hasValueSatisfying(s -> assertThat(s).contains("given up after 0 restart(s)"));
		assertThatThrownBy(() -> h.maxInARow(-1)).isInstanceOf(IllegalArgumentException.class);
	}
}
