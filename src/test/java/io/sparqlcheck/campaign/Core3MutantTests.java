package io.sparqlcheck.campaign;

import io.sparqlcheck.arbitraries.CaseArbitrary;
import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.Norec;
import io.sparqlcheck.oracle.Preconditions;
import io.sparqlcheck.oracle.Tlp;
import io.sparqlcheck.query.Queries;
import io.sparqlcheck.oracle.Verdict;
import io.sparqlcheck.testing.OptimizerMutants;
import net.jqwik.api.Example;
import org.apache.jena.query.QueryFactory;
import org.apache.jena.sparql.syntax.Element;
import org.apache.jena.sparql.syntax.ElementGroup;
import org.apache.jena.sparql.syntax.ElementMinus;
import org.apache.jena.sparql.syntax.ElementOptional;
import org.apache.jena.sparql.syntax.ElementSubQuery;
import org.apache.jena.sparql.syntax.ElementUnion;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * core-3 finds what it was built for: for each of {@link OptimizerMutants}' six wrong optimizer
 * steps on Jena, TLP and NoREC on the mutant and the differential against unmutated Jena find a
 * violation within the budget from at least one start seed (the printed table has the count from
 * each), and a campaign shrinks the first one to at most 3 triples and at most 2 nested groups. Whether core-2 finds the step within
 * the same budget is printed, not asserted (the table of the closing note).
 */
class Core3MutantTests {

	/** Start seeds: two by default; {@code -Dsparqlcheck.mutantSeeds=5} for the five of the closing note's medians. */
	static final long[] STARTS = java.util.stream.LongStream.range(0, Integer.getInteger("sparqlcheck.mutantSeeds", 2))
		.map(i -> i * 10_000).toArray();
	static final int BUDGET = 3_000;
	static final int CORE_2_BUDGET = 500;

	@Example
	void everyOptimizerMutantIsFoundByCore3AndShrinksToASmallRepro() throws Exception {
		CaseArbitrary core3 = SparqlArbitraries.cases(SparqlArbitraries.CORE_3_GRAMMAR_VERSION);
		CaseArbitrary core2 = SparqlArbitraries.cases(SparqlArbitraries.CORE_2_GRAMMAR_VERSION);
		Path candidates = Files.createTempFile("core3-mutants", ".jsonl");
		List<String> table = new ArrayList<>();
		List<String> tooDeep = new ArrayList<>();
		table.add("| mutant | cases to first failure | median | shrunk repro | core-2 in " + CORE_2_BUDGET + " |");
		for (OptimizerMutants.Mutation m : OptimizerMutants.all()) {
			Engine mutant = OptimizerMutants.mutant(new JenaEngine(), m);
			List<Check> checks = new ArrayList<>(Check.of(List.of("tlp", "norec"), List.of(mutant)));
			checks.addAll(Check.of(List.of("differential"), List.of(mutant, new JenaEngine())));
			List<Check> reference = Check.of(List.of("tlp", "norec"), List.of(new JenaEngine()));
			List<Long> counts = new ArrayList<>();
			for (long start : STARTS) {
				Optional<Long> first = firstViolation(core3, m, checks, reference, start, BUDGET);
				counts.add(first.map(f -> f - start + 1).orElse((long) BUDGET + 1));
			}
			System.out.println(m.name() + ": " + counts);
			assertThat(counts).as("%s: cases to the first violation from each start (%d: none within the budget)", m.name(),
				BUDGET + 1).anyMatch(n -> n <= BUDGET);
			int found = java.util.stream.IntStream.range(0, counts.size()).filter(i -> counts.get(i) <= BUDGET).findFirst().orElseThrow();
			long firstSeed = STARTS[found] + counts.get(found) - 1;
			// The campaign runs the mutant's checks only: the reference checks are the harness's, not a finding's.
			Campaign campaign = new Campaign(core3, checks, Triage.NOTHING_KNOWN);
			CampaignSummary s = campaign.run(new Campaign.Options(SeedRange.of(firstSeed, 1), null, 1, null, candidates));
			CampaignSummary.Candidate shrunk = s.candidates().stream().filter(c -> c.shrunkData() != null).findFirst().orElseThrow();
			long triples = shrunk.shrunkData().lines().count();
			// The last query is the one the unmutated side ran (the mutant's own is rewritten).
			String query = shrunk.shrunkQueries().get(shrunk.shrunkQueries().size() - 1);
			int nesting = nesting(QueryFactory.create(query).getQueryPattern());
			assertThat(triples).as("%s: %s", m.name(), shrunk.shrunkData()).isLessThanOrEqualTo(3);
			if (nesting > 2) {
				tooDeep.add(m.name());
			}
			Optional<Long> byCore2 = firstViolation(core2, m, checks, reference, 0, CORE_2_BUDGET);
			List<Long> sorted = counts.stream().sorted().toList();
			long median = sorted.get(sorted.size() / 2);
			table.add("| " + m.name() + " | " + counts + " | " + median + " | " + shrunk.oracle() + ": "
				+ triples + " triples, " + nesting + " nested; " + shrunk.shrunkData().replace('\n', ' ') + query.replace('\n', ' ') + " | "
				+ byCore2.map(x -> "yes (" + (x + 1) + ")").orElse("no") + " |");
		}
		System.out.println(String.join("\n", table));
		assertThat(tooDeep).as("mutants whose shrunk repro nests more than 2 groups").isEmpty();
	}

	/**
	 * The seed of the first case from {@code start} on which a check gives a violation the mutant
	 * is to blame for, within the budget: a per-engine oracle's violation counts only when the same
	 * oracle passes on the unmutated engine (otherwise it is the real engine's, or ours).
	 */
	static Optional<Long> firstViolation(CaseArbitrary cases, OptimizerMutants.Mutation m, List<Check> checks, List<Check> reference,
										 long start, int budget) {
		return SparqlArbitraries.inGenerationContext(() -> {
			for (long seed = start; seed < start + budget; seed++) {
				SparqlCase c = cases.caseForSeed(seed);
				if (!rewritten(c, m)) {
					continue; // the mutant runs exactly the real engine's queries on this case: nothing to find
				}
				Preconditions pre = Preconditions.of(c);
				for (Check check : checks) {
					if (pre.voided(check.type()).isEmpty() && check.oracle().check(c) instanceof Verdict.Violation
						&& reference.stream().filter(r -> r.type().equals(check.type()))
						.noneMatch(r -> r.oracle().check(c) instanceof Verdict.Violation)) {
						return Optional.of(seed);
					}
				}
			}
			return Optional.empty();
		});
	}

	/** Whether the mutant's step changes any query an oracle runs on the case. */
	static boolean rewritten(SparqlCase c, OptimizerMutants.Mutation m) {
		List<String> queries = new ArrayList<>(Tlp.queries(c.pattern(), c.predicate()));
		queries.add(Queries.selectExpression(c.pattern(), Norec.flagExpression(c.predicate()), Norec.FLAG));
		return queries.stream().anyMatch(q -> !OptimizerMutants.rewrite(q, m.step()).equals(q));
	}

	/** How many groups nest below the top-level one (an OPTIONAL's, MINUS's, UNION branch's or sub-SELECT's count). */
	static int nesting(Element top) {
		int deepest = 0;
		if (top instanceof ElementGroup g) {
			for (Element x : g.getElements()) {
				deepest = Math.max(deepest, below(x));
			}
		}
		return deepest;
	}

	private static int below(Element x) {
		if (x instanceof ElementGroup) {
			return 1 + nesting(x);
		} else if (x instanceof ElementOptional o) {
			return below(o.getOptionalElement());
		} else if (x instanceof ElementMinus m) {
			return below(m.getMinusElement());
		} else if (x instanceof ElementUnion u) {
			return u.getElements().stream().mapToInt(Core3MutantTests::below).max().orElse(0);
		} else if (x instanceof ElementSubQuery q) {
			return below(q.getQuery().getQueryPattern());
		}
		return 0;
	}
}
