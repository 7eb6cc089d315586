package io.sparqlcheck.arbitraries;

import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.model.MinusPattern;
import io.sparqlcheck.model.NestedGroup;
import io.sparqlcheck.model.OptionalPattern;
import io.sparqlcheck.model.PatternElement;
import io.sparqlcheck.model.SubSelect;
import io.sparqlcheck.model.TriplePattern;
import io.sparqlcheck.model.UnionPattern;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;

/**
 * The structural shrink steps of a core-3 group element, as pure functions of its value: what
 * jqwik's combinators cannot do on a recursion they built, because each level's arbitrary only
 * knows how to shrink itself in place. Every step makes the element strictly smaller (fewer
 * elements or triple patterns in all), so a chain of them ends.
 * <ul>
 *   <li>{@link #lifts}: the element replaced by one of the elements of its own groups, so that
 *       {@code OPTIONAL { ?o <q> ?w MINUS { ... } }} can become {@code MINUS { ... }}, one group
 *       less;</li>
 *   <li>{@link #candidates}: the lifts, then one element dropped from one of its groups (a triple
 *       pattern only while another one stays), then the same steps applied to one inner element.</li>
 * </ul>
 * A sub-SELECT's WHERE is only lifted from, never edited in place: its projection and aggregates
 * were made legal for that WHERE ({@link Core3Legal#subSelect}). A BIND a lift makes illegal is
 * dropped again by {@link Core3Legal#legal}, which the pattern arbitrary applies to the whole
 * pattern after every step.
 */
final class Flattening {
	private Flattening() {
	}

	/** The non-triple elements of the element's groups, in order: what may replace it. */
	static Stream<PatternElement> lifts(PatternElement e) {
		return groups(e).stream().flatMap(g -> g.elements().stream()).filter(x -> !(x instanceof TriplePattern));
	}

	/** Every structural step from this element, biggest first: lifts, drops, then the steps inside. */
	static Stream<PatternElement> candidates(PatternElement e) {
		if (e instanceof SubSelect) {
			return lifts(e);
		}
		List<GroupPattern> groups = groups(e);
		Stream<PatternElement> drops = IntStream.range(0, groups.size()).boxed()
			.flatMap(i -> dropped(groups.get(i)).map(g -> with(e, i, g)));
		Stream<PatternElement> inside = IntStream.range(0, groups.size()).boxed()
			.flatMap(i -> inner(groups.get(i)).map(g -> with(e, i, g)));
		return Stream.of(lifts(e), drops, inside).flatMap(s -> s);
	}

	/** The group with one element left out; a triple pattern only while another triple pattern stays. */
	private static Stream<GroupPattern> dropped(GroupPattern g) {
		List<PatternElement> es = g.elements();
		long triples = es.stream().filter(x -> x instanceof TriplePattern).count();
		return IntStream.range(0, es.size())
			.filter(j -> !(es.get(j) instanceof TriplePattern) || triples > 1)
			.mapToObj(j -> replaced(es, j, null));
	}

	/** The group with one of its elements replaced by one of that element's own candidates. */
	private static Stream<GroupPattern> inner(GroupPattern g) {
		List<PatternElement> es = g.elements();
		return IntStream.range(0, es.size()).boxed()
			.flatMap(j -> candidates(es.get(j)).map(x -> replaced(es, j, x)));
	}

	private static GroupPattern replaced(List<PatternElement> es, int j, PatternElement by) {
		List<PatternElement> copy = new ArrayList<>(es);
		if (by == null) {
			copy.remove(j);
		} else {
			copy.set(j, by);
		}
		return new GroupPattern(copy);
	}

	/** The groups an element holds, in order (a UNION's two branches); none for a leaf. */
	static List<GroupPattern> groups(PatternElement e) {
		if (e instanceof OptionalPattern o) {
			return List.of(o.group());
		} else if (e instanceof MinusPattern m) {
			return List.of(m.group());
		} else if (e instanceof NestedGroup n) {
			return List.of(n.group());
		} else if (e instanceof UnionPattern u) {
			return List.of(u.left(), u.right());
		} else if (e instanceof SubSelect s) {
			return List.of(s.where());
		} else if (e instanceof io.sparqlcheck.model.GraphPattern g) {
			return List.of(g.group());
		}
		return List.of();
	}

	/** The element with its {@code i}-th group replaced (never called for a sub-SELECT or a leaf). */
	private static PatternElement with(PatternElement e, int i, GroupPattern g) {
		if (e instanceof OptionalPattern) {
			return new OptionalPattern(g);
		} else if (e instanceof MinusPattern) {
			return new MinusPattern(g);
		} else if (e instanceof NestedGroup) {
			return new NestedGroup(g);
		} else if (e instanceof UnionPattern u) {
			return i == 0 ? new UnionPattern(g, u.right()) : new UnionPattern(u.left(), g);
		} else if (e instanceof io.sparqlcheck.model.GraphPattern graph) {
			return graph.withGroup(g);
		}
		throw new IllegalStateException("no group " + i + " in " + e.getClass().getSimpleName());
	}
}
