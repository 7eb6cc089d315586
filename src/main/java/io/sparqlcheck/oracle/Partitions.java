package io.sparqlcheck.oracle;

import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.model.Var;

import java.util.ArrayList;
import java.util.List;

/**
 * What the partitioning oracles beyond TLP share ({@link AggregateTlp}, {@link DistinctTlp},
 * {@link Slicing}, {@link AskOracle}): the case's group P with a filter appended, the three EBV
 * partitions of its predicate c (TLP's branches: true {@code c}, false {@code !c}, error, in the form
 * {@link ErrorBranch#forEngine} chooses for the engine), the variables P binds in a fixed order, and
 * numbers drawn from the case's own text, never from a random source.
 */
final class Partitions {
	private Partitions() {
	}

	/** The partition names, in the order of {@link #groups}'s last three. */
	static final List<String> NAMES = List.of("true", "false", "error");

	/** P's group text, then P with each partition's filter: {@code { P }}, {@code { P FILTER(c) }}, {@code { P FILTER(!c) }}, {@code { P FILTER(err(c)) }}. */
	static List<String> groups(SparqlCase c, Engine engine) {
		return c.pattern().withEachFilter(Tlp.branches(c.predicate(), ErrorBranch.forEngine(engine)));
	}

	/** The variables P can bind (§18.2.1 in-scope), by name: the same list on every machine. */
	static List<Var> variables(SparqlCase c) {
		List<Var> vars = new ArrayList<>(c.pattern().inScope());
		vars.sort(java.util.Comparator.comparing(Var::name));
		return vars;
	}

	/**
	 * A number in {@code [0, bound)} drawn from the case's text (its data's N-Triples and its query),
	 * with {@code salt} telling draws apart: the same case gives the same number on any machine.
	 */
	static int draw(SparqlCase c, int salt, int bound) {
		int h = (c.data().toNTriples() + "\n" + Differential.query(c)).hashCode();
		h = h * 31 + salt;
		h ^= h >>> 16;
		return Math.floorMod(h, bound);
	}
}
