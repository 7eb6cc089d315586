package io.sparqlcheck.cli;

import io.sparqlcheck.campaign.Check;
import io.sparqlcheck.campaign.LedgerTriage;
import io.sparqlcheck.campaign.Triage;
import io.sparqlcheck.ledger.Candidate;
import io.sparqlcheck.ledger.Findings;
import io.sparqlcheck.ledger.Ledger;
import io.sparqlcheck.ledger.LedgerEntry;
import io.sparqlcheck.ledger.TriagedFinding;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.Verdict;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The ceiling of the time-to-detect benchmark: whether the campaign's own checks (its oracles on its
 * engines) flag each bug at all when given the bug's own recorded repro, and name the bug. A bug they
 * do not is out of reach of that campaign whatever its generator does: all of its engines give the
 * same wrong answer (NaN ordering, shared by Jena and RDF4J and by their reference modes), or only an
 * oracle or an engine the campaign does not run sees it. The benchmark prints the bugs out of reach so
 * that a miss is read as the generator's only when the generator is what misses it.
 */
final class DetectReach {
	/** Repros tried per record: a record's first few shapes say what its checks can flag. */
	static final int REPROS_PER_RECORD = 3;

	private DetectReach() {
	}

	/** The repros of every finding and ledger entry of these files, by record id, in file order. */
	static Map<String, List<Candidate>> repros(Path findings, Path ledger) throws IOException {
		Map<String, List<Candidate>> out = new LinkedHashMap<>();
		for (TriagedFinding f : Findings.read(findings)) {
			out.put(f.id(), f.repros());
		}
		for (LedgerEntry e : Ledger.read(ledger)) {
			out.put(e.id(), e.candidate() == null ? List.of() : List.of(e.candidate()));
		}
		return out;
	}

	/**
	 * For each bug, whether one of its records' first {@value #REPROS_PER_RECORD} repros fails one of
	 * these checks in a way the triage names as this bug (as the campaign names a shrunk failure: by
	 * identity, else by cause). A repro an older grammar wrote, whose case cannot be rebuilt, is passed over.
	 */
	static Map<DetectBugs.Bug, Boolean> of(List<DetectBugs.Bug> bugs, Map<String, List<Candidate>> repros, List<Check> checks, Triage triage) {
		Map<DetectBugs.Bug, Boolean> out = new LinkedHashMap<>();
		for (DetectBugs.Bug b : bugs) {
			out.put(b, b.records().stream().anyMatch(r -> repros.getOrDefault(r, List.of()).stream().limit(REPROS_PER_RECORD)
				.anyMatch(c -> flags(b, c, checks, triage))));
		}
		return out;
	}

	private static boolean flags(DetectBugs.Bug bug, Candidate c, List<Check> checks, Triage triage) {
		SparqlCase sc;
		try {
			sc = c.shrunk().sparqlCase();
		} catch (RuntimeException olderGrammar) {
			return false;
		}
		for (Check check : checks) {
			Verdict v = check.oracle().check(sc);
			if (v instanceof Verdict.Pass) {
				continue;
			}
			Optional<String> known = triage.knownAs(v, LedgerTriage.names(check)).or(() -> triage.knownByCause(v, check.engines()));
			if (known.isPresent() && bug.namedBy(known.get())) {
				return true;
			}
		}
		return false;
	}

	/** The line the benchmark prints: how many bugs the checks can flag from their own repros, and which they cannot. */
	static String line(Map<DetectBugs.Bug, Boolean> reach) {
		List<String> out = new ArrayList<>();
		reach.forEach((b, r) -> {
			if (!r) {
				out.add(b.id());
			}
		});
		return "reach: the campaign's checks flag their own repro for " + (reach.size() - out.size()) + " of " + reach.size()
			+ " bugs" + (out.isEmpty() ? "" : "; out of reach whatever the generator: " + String.join(", ", out));
	}
}
