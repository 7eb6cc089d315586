package io.sparqlcheck.ledger;

import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/** The search itself, over made-up release lists: it finds the transition in about log2(n) + 2 replays. */
class BisectionTests {

	private static List<String> releases(int n) {
		return IntStream.range(0, n).mapToObj(i -> "1." + i + ".0").toList();
	}

	@Property(tries = 200)
	void aRegressionIsFoundAtItsReleaseInLogarithmicReplays(@ForAll @IntRange(min = 2, max = 60) int n,
															 @ForAll @IntRange(min = 1, max = 59) int introducedAt) {
		int at = Math.min(introducedAt, n - 1);
		List<String> probed = new ArrayList<>();
		Bisection.Result r = Bisection.run(releases(n), v -> {
			probed.add(v);
			int i = Integer.parseInt(v.split("\\.")[1]);
			return new Bisection.Probe(v, i >= at ? Bisection.Answer.FAILS : Bisection.Answer.PASSES, "");
		});
		assertThat(r.firstBad()).contains("1." + at + ".0");
		assertThat(r.lastGood()).contains("1." + (at - 1) + ".0");
		assertThat(r.verdict()).startsWith("a regression");
		assertThat(probed).doesNotHaveDuplicates();
		assertThat(probed.size()).isLessThanOrEqualTo(2 + (int) Math.ceil(Math.log(n) / Math.log(2)));
	}

	@Example
	void aFixIsNamedAsAFix() {
		Bisection.Result r = Bisection.run(releases(9), v -> new Bisection.Probe(v,
			Integer.parseInt(v.split("\\.")[1]) < 5 ? Bisection.Answer.FAILS : Bisection.Answer.PASSES, ""));
		assertThat(r.verdict()).startsWith("fixed");
		assertThat(r.firstBad()).contains("1.4.0");
		assertThat(r.lastGood()).contains("1.5.0");
	}

	@Example
	void failingAtBothEndsIsSaidSoWithTwoReplays() {
		List<String> probed = new ArrayList<>();
		Bisection.Result r = Bisection.run(releases(20), v -> {
			probed.add(v);
			return new Bisection.Probe(v, Bisection.Answer.FAILS, "");
		});
		assertThat(probed).containsExactly("1.0.0", "1.19.0");
		assertThat(r.verdict()).contains("no transition");
		assertThat(r.firstBad()).isEmpty();
	}

	/** Issue 27: only the newest releases ran and failed; the older ones failing another way are no pass, so no regression is named. */
	@Example
	void aReleaseThatFailsOtherwiseIsNotAPass() {
		Bisection.Result r = Bisection.run(releases(3), v -> new Bisection.Probe(v,
			v.equals("1.2.0") ? Bisection.Answer.FAILS : Bisection.Answer.OTHER, "engine failure"));
		assertThat(r.verdict()).doesNotStartWith("a regression").contains("no transition").contains("1.0.0, 1.1.0 failed another way or could not run");
		assertThat(r.lastGood()).isEmpty();
		assertThat(r.probes()).extracting(Bisection.Probe::answer).contains(Bisection.Answer.OTHER);
	}

	/**
	 * Issue 27, the README's own example ({@code bisect c-7fe580549c63}, RDF4J's `||` duplicating
	 * rows): 2.0 to 2.0.2 could not run, 2.1 on fail. That is never "a regression from 2.0.2 to 2.1".
	 */
	@Example
	void releasesThatCouldNotRunNeverMakeARegression() {
		List<String> rdf4j = List.of("2.0", "2.0.1", "2.0.2", "2.1", "2.2", "3.0.0", "4.0.0", "5.2.1");
		Bisection.Result r = Bisection.run(rdf4j, v -> v.startsWith("2.0")
			? new Bisection.Probe(v, Bisection.Answer.OTHER, "could not run: no such release")
			: new Bisection.Probe(v, Bisection.Answer.FAILS, ""));
		assertThat(r.verdict()).doesNotContain("regression").contains("no transition").contains("2.0, 2.0.1, 2.0.2");
		assertThat(r.lastGood()).isEmpty();
		assertThat(r.firstBad()).isEmpty();
	}

	/** A release that could not run between a pass and a failure: the search goes on from its neighbours, and says so where they are all it has. */
	@Example
	void aReleaseThatDidNotRunIsSteppedOverAndNamedWhereItBoundsTheTransition() {
		// 1.0 passes, 1.1 fails, 1.2 could not run, 1.3.. fail: the transition is 1.0 -> 1.1, found past 1.2
		Bisection.Result r = Bisection.run(releases(6), v -> {
			int i = Integer.parseInt(v.split("\\.")[1]);
			return new Bisection.Probe(v, i == 0 ? Bisection.Answer.PASSES : i == 2 ? Bisection.Answer.OTHER : Bisection.Answer.FAILS, "");
		});
		assertThat(r.verdict()).startsWith("a regression");
		assertThat(r.lastGood()).contains("1.0.0");
		assertThat(r.firstBad()).contains("1.1.0");
		// 1.0 passes, 1.1 and 1.2 could not run, 1.3 fails: the transition is somewhere from 1.0 to 1.3
		Bisection.Result bounded = Bisection.run(releases(4), v -> {
			int i = Integer.parseInt(v.split("\\.")[1]);
			return new Bisection.Probe(v, i == 0 ? Bisection.Answer.PASSES : i == 3 ? Bisection.Answer.FAILS : Bisection.Answer.OTHER, "");
		});
		assertThat(bounded.verdict()).startsWith("a regression").contains("1.1.0, 1.2.0 failed another way or could not run")
			.contains("somewhere from 1.0.0 to 1.3.0");
		Bisection.Result clean = Bisection.run(releases(6), v -> new Bisection.Probe(v,
			Integer.parseInt(v.split("\\.")[1]) < 3 ? Bisection.Answer.PASSES : Bisection.Answer.FAILS, ""));
		assertThat(clean.verdict()).doesNotContain("could not run");
	}
}
