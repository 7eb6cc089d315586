package io.sparqlcheck.ledger;

import io.sparqlcheck.ledger.NamingRecall.Outcome;
import io.sparqlcheck.ledger.NamingRecall.Row;
import net.jqwik.api.Example;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The naming benchmark's measure on the repository's records: a known bug's repro in a shape no other record has is
 * named by its cause, and a repro filed under the wrong bug shows as named "another bug", so that a misfiling is
 * seen (session 28 found 19 so).
 */
class NamingRecallTests {

	private static final String ABORT = "rdf4j-leftjoin-condition-error-aborts", EMPTY_PLAN = "rdf4j-aggregate-empty-plan-no-row";
	/** An AGG-TLP repro on rdf4j-noopt: an error in an OPTIONAL's FILTER aborts the evaluation under the aggregate. */
	private static final String AGG_ABORT_REPRO = "c-739b869cf9f9";

	private static List<Row> rows(List<TriagedFinding> findings) throws Exception {
		return NamingRecall.of(Ledger.read(Path.of(Ledger.DEFAULT_FILE)), findings, Attributions.read(Path.of(Attributions.DEFAULT_FILE)));
	}

	private static Row row(List<Row> rows, String repro) {
		return rows.stream().filter(r -> r.repro().equals(repro)).findFirst().orElseThrow();
	}

	@Example
	void aReproInAShapeOfItsOwnIsNamedByItsCause() throws Exception {
		List<Row> rows = rows(Findings.read(Path.of(TriagedFinding.DEFAULT_FILE)));
		Row r = row(rows, AGG_ABORT_REPRO);
		assertThat(r.bug()).isEqualTo(ABORT);
		assertThat(r.cause()).isEqualTo(NamingRecall.CauseKind.LOCUS);
		assertThat(r.shapeOut()).as(r.toString()).isEqualTo(Outcome.RIGHT);
		// with its whole bug left out, no other bug has its locus: a new bug would be called new
		assertThat(r.bugOut()).as(r.toString()).isEqualTo(Outcome.NEW);
		assertThat(rows.stream().filter(x -> x.shapeOut() == Outcome.RIGHT).count()).as("most repros are named right")
			.isGreaterThan(rows.size() / 2);
	}

	@Example
	void aMisfiledReproIsNamedAsAnotherBug() throws Exception {
		List<TriagedFinding> findings = new ArrayList<>();
		Candidate moved = null;
		for (TriagedFinding f : Findings.read(Path.of(TriagedFinding.DEFAULT_FILE))) {
			if (f.id().equals(ABORT)) {
				moved = f.repros().stream().filter(c -> c.id().equals(AGG_ABORT_REPRO)).findFirst().orElseThrow();
				Candidate gone = moved;
				f = new TriagedFinding(f.id(), f.engine(), f.versionsSeen(), f.summary(), f.classification(), f.signatures(),
					f.repros().stream().filter(c -> c != gone).toList(), f.draft(), f.upstreamSearch());
			}
			findings.add(f);
		}
		Candidate refiled = moved;
		findings.replaceAll(f -> f.id().equals(EMPTY_PLAN) ? f.withRepro(refiled) : f);
		Row r = row(rows(findings), AGG_ABORT_REPRO);
		assertThat(r.bug()).isEqualTo(EMPTY_PLAN);
		assertThat(r.shapeOut()).as(r.toString()).isEqualTo(Outcome.WRONG);
		assertThat(r.shapeName()).isEqualTo(ABORT);
	}
}
