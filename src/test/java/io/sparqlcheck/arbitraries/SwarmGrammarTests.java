package io.sparqlcheck.arbitraries;

import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.model.MinusPattern;
import io.sparqlcheck.model.NestedGroup;
import io.sparqlcheck.model.OptionalPattern;
import io.sparqlcheck.model.PatternElement;
import io.sparqlcheck.model.SubSelect;
import io.sparqlcheck.model.UnionPattern;
import io.sparqlcheck.oracle.Tlp;
import io.sparqlcheck.oracle.Verdict;
import io.sparqlcheck.testing.Mutants;
import net.jqwik.api.Example;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * swarm-1 is swarm testing over core-3's constructs: a configuration's patterns use only its
 * constructs and stay within its depth; across seeds each construct is absent from many cases
 * (where core-3 has nearly all of them in every deep case), flat and deep cases are both frequent;
 * its queries are as legal as core-3's; and a row-dropping mutant is flagged on its cases.
 */
class SwarmGrammarTests {

	@Example
	void aConfigurationsPatternsHoldOnlyItsConstructsWithinItsDepth() {
		Swarm only = new Swarm(EnumSet.of(Swarm.Construct.FILTER, Swarm.Construct.MINUS), 2, 3);
		var sources = SparqlArbitraries.cases("swarm-1").sources();
		var patterns = Core3Patterns.swarm(sources, only);
		List<String> seen = new ArrayList<>();
		int minus = SparqlArbitraries.inGenerationContext(() -> {
			int n = 0;
			for (long seed = 0; seed < 200; seed++) {
				GroupPattern p = Seeds.generate(patterns, seed);
				kinds(p, seen);
				assertThat(depth(p)).as("depth of %s", p).isLessThanOrEqualTo(2);
				assertThat(p.elements().size()).as("top elements of %s", p).isLessThanOrEqualTo(1 + 3);
				n += seen.contains("MinusPattern") ? 1 : 0;
				seen.remove("MinusPattern");
			}
			return n;
		});
		assertThat(seen).as("constructs the configuration leaves out").doesNotContain("OptionalPattern", "BindPattern",
			"ValuesPattern", "UnionPattern", "NestedGroup", "SubSelect");
		assertThat(minus).as("cases with MINUS, which takes OPTIONAL's and the others' share").isGreaterThan(60);
	}

	@Example
	void aConfigurationWithoutALeafConstructIsRefused() {
		assertThatThrownBy(() -> new Swarm(Set.of(Swarm.Construct.OPTIONAL), 2, 2)).isInstanceOf(IllegalArgumentException.class)
			.hasMessageContaining("leaf construct");
		assertThatThrownBy(() -> new Swarm(Set.of(Swarm.Construct.FILTER), 4, 2)).isInstanceOf(IllegalArgumentException.class);
	}

	@Example
	void eachConstructIsOftenAbsentAndFlatAndDeepCasesAreBothFrequent() {
		CaseArbitrary swarm = SparqlArbitraries.cases("swarm-1");
		CaseArbitrary core3 = SparqlArbitraries.cases("core-3");
		int[] flat = {0}, deep = {0}, withoutOptionalDeep = {0}, core3Deep = {0}, core3WithoutOptionalDeep = {0};
		SparqlArbitraries.inGenerationContext(() -> {
			for (long seed = 0; seed < 400; seed++) {
				GroupPattern p = swarm.caseForSeed(seed).pattern();
				List<String> kinds = new ArrayList<>();
				kinds(p, kinds);
				flat[0] += depth(p) <= 1 && p.elements().size() <= 2 ? 1 : 0;
				deep[0] += depth(p) >= 2 ? 1 : 0;
				withoutOptionalDeep[0] += depth(p) >= 2 && !kinds.contains("OptionalPattern") ? 1 : 0;
				GroupPattern q = core3.caseForSeed(seed).pattern();
				List<String> k3 = new ArrayList<>();
				kinds(q, k3);
				core3Deep[0] += depth(q) >= 2 ? 1 : 0;
				core3WithoutOptionalDeep[0] += depth(q) >= 2 && !k3.contains("OptionalPattern") ? 1 : 0;
			}
			return null;
		});
		assertThat(flat[0]).as("flat cases").isGreaterThan(100);
		assertThat(deep[0]).as("a group inside a group").isGreaterThan(40);
		double swarmShare = withoutOptionalDeep[0] / (double) deep[0], core3Share = core3WithoutOptionalDeep[0] / (double) core3Deep[0];
		assertThat(swarmShare).as("share of deep cases with no OPTIONAL: swarm-1 %d of %d, core-3 %d of %d", withoutOptionalDeep[0], deep[0],
			core3WithoutOptionalDeep[0], core3Deep[0]).isGreaterThan(1.5 * core3Share);
	}

	@Example
	void twoThousandSwarmCasesParseInJenaAndRdf4jWithNoExcludedConstruct() {
		List<String> problems = Core3ParseTests.problems("swarm-1", 2000);
		assertThat(problems).as(String.join("\n", problems)).isEmpty();
	}

	@Example
	void aRowDroppingMutantIsFlaggedOnSwarmCases() {
		CaseArbitrary cases = SparqlArbitraries.cases("swarm-1");
		try (JenaEngine jena = new JenaEngine()) {
			Tlp mutant = Tlp.on(Mutants.dropsOneFilteredRow(jena));
			long flagged = SparqlArbitraries.inGenerationContext(() -> {
				long n = 0;
				for (long seed = 0; seed < 100; seed++) {
					if (mutant.check(cases.caseForSeed(seed)) instanceof Verdict.Violation) {
						n++;
					}
				}
				return n;
			});
			assertThat(flagged).isGreaterThan(10);
		}
	}

	/** The simple class names of every element kind in the pattern, nested ones included. */
	private static void kinds(GroupPattern g, List<String> out) {
		for (PatternElement e : g.elements()) {
			out.add(e.getClass().getSimpleName());
			inner(e).forEach(i -> kinds(i, out));
		}
	}

	/** How deep groups nest (the top-level group is depth 0). */
	private static int depth(GroupPattern g) {
		int d = 0;
		for (PatternElement e : g.elements()) {
			for (GroupPattern i : inner(e)) {
				d = Math.max(d, 1 + depth(i));
			}
		}
		return d;
	}

	/** The groups an element holds. */
	private static List<GroupPattern> inner(PatternElement e) {
		if (e instanceof OptionalPattern o) {
			return List.of(o.group());
		} else if (e instanceof NestedGroup n) {
			return List.of(n.group());
		} else if (e instanceof MinusPattern m) {
			return List.of(m.group());
		} else if (e instanceof UnionPattern u) {
			return List.of(u.left(), u.right());
		} else if (e instanceof SubSelect s) {
			return List.of(s.where());
		}
		return List.of();
	}
}
