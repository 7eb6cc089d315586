package io.sparqlcheck.arbitraries;

import io.sparqlcheck.model.Aggregate;
import io.sparqlcheck.model.BindPattern;
import io.sparqlcheck.model.FilterPattern;
import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.model.MinusPattern;
import io.sparqlcheck.model.NestedGroup;
import io.sparqlcheck.model.OptionalPattern;
import io.sparqlcheck.model.PatternElement;
import io.sparqlcheck.model.PatternTerm;
import io.sparqlcheck.model.Term;
import io.sparqlcheck.model.TriplePattern;
import io.sparqlcheck.model.UnionPattern;
import io.sparqlcheck.model.ValuesPattern;
import io.sparqlcheck.model.Var;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The patterns of {@code core-3}: group graph patterns generated recursively to a depth bound.
 * The top-level group is {@code ?s <p> ?o} and a list of elements; inside any group, at any depth,
 * an element is (simplest first, so that a case shrinks toward
 * {@code ?s <p> ?o OPTIONAL { ?s <q> ?w }}):
 * <ul>
 *   <li>{@code OPTIONAL { G }}, several per group, nested, often binding the same variable;</li>
 *   <li>{@code FILTER(c)} over the predicate grammar's variables, so bound inside the group,
 *       outside it, or nowhere (§18.2.1–18.2.2);</li>
 *   <li>{@code BIND(e AS ?v)}, into ?b or a variable a later sibling or an outer group binds
 *       (never one in scope before it: {@link Core3Legal});</li>
 *   <li>{@code VALUES} over one or two variables, the data's terms and {@code UNDEF};</li>
 *   <li>{@code { G } UNION { G }}, {@code MINUS { G }} (sharing a variable or not), {@code { G }};</li>
 *   <li>a sub-SELECT projecting variables, or grouping with COUNT, SUM, MIN, MAX or AVG.</li>
 * </ul>
 * A group below the top one is one or two triple patterns over {@code <q> <p> <r>} and the
 * variables ?s ?o ?w ?x, then at most two elements. The recursion is {@code Arbitraries.recursive}
 * with a fixed depth: the elements of depth 0 are the leaves (FILTER, BIND, VALUES); each level
 * adds the elements that hold a group of the level below. Everything is {@code combine}, lists
 * and {@code frequencyOf}, no {@code flatMap}: jqwik shrinks a group by dropping elements, an
 * element toward an earlier alternative, and a triple toward {@code ?s <q> ?w}; each level is
 * wrapped in {@link Lifting}, which then lifts an element out of its group, so a failing case
 * does not keep groups it does not need. The oracles'
 * filter stays at the top level, outside all of this.
 */
final class Core3Patterns {
	private Core3Patterns() {
	}

	/** How many groups may nest below the top-level one. */
	static final int MAX_DEPTH = 3;

	/** core-3's pattern part. */
	static PatternPart part() {
		return PatternPart.recursive(sources -> new Core3Patterns.Kit(sources, false, Swarm.ALL).top());
	}

	/** core-3's patterns over one swarm configuration's constructs, depth and top size only ({@link SwarmPatterns}). */
	static Arbitrary<GroupPattern> swarm(PatternPart.Sources sources, Swarm swarm) {
		return new Kit(sources, false, swarm).top();
	}

	/**
	 * core-4's pattern part: core-3's recursion with property paths in the predicate position
	 * ({@link Core4Parts#predicates}), a constant subject or object now and then, GRAPH elements at
	 * every level, and groups below the top one that may hold no triple pattern at all (only
	 * FILTER, BIND, VALUES and the like, or nothing).
	 */
	static PatternPart core4Part() {
		return PatternPart.recursive(sources -> new Core3Patterns.Kit(sources, true, Swarm.ALL).top());
	}

	/** Patterns {@code ?s <p> ?o E}, E an element of the production over leaf groups (its registration check). */
	static Arbitrary<GroupPattern> samplesOf(PatternProduction p, PatternPart.Sources sources) {
		return new Kit(sources, false, Swarm.ALL).withOne(p);
	}

	@SuppressWarnings("unchecked")
	private static Arbitrary<PatternElement> built(PatternProduction p, PatternProduction.Parts parts) {
		Arbitrary<? extends PatternElement> a = p.build().apply(parts);
		if (a == null) {
			throw new GrammarException("pattern production '" + p.tag() + "' built no arbitrary");
		}
		return (Arbitrary<PatternElement>) a;
	}

	/** The arbitraries of one pattern arbitrary, each leaf built once and found by identity. */
	private static final class Kit {
		private final Arbitrary<PatternElement> filter;
		private final Arbitrary<PatternElement> bind;
		private final Arbitrary<PatternElement> values;
		private final Arbitrary<TriplePattern> triple;
		private final Arbitrary<Aggregate> aggregate;
		private final PatternPart.Sources sources;
		private final boolean core4;
		private final Swarm swarm;

		Kit(PatternPart.Sources sources, boolean core4, Swarm swarm) {
			this.sources = sources;
			this.core4 = core4;
			this.swarm = swarm;
			this.filter = ByIdentity.of(sources.conditions(2).map(FilterPattern::new));
			Arbitrary<Var> bound = Arbitraries.of(List.of(Vocabulary.B, Vocabulary.W, Vocabulary.X, Vocabulary.O));
			this.bind = ByIdentity.of(Combinators.combine(sources.values(2), bound).as(BindPattern::new));
			this.values = ByIdentity.of(values(sources.objects()));
			Arbitrary<PatternTerm> subject = Arbitraries.of(core4
				? List.<PatternTerm>of(Vocabulary.S, Vocabulary.O, Vocabulary.X, Vocabulary.SUBJECTS.get(0))
				: List.<PatternTerm>of(Vocabulary.S, Vocabulary.O, Vocabulary.X));
			Arbitrary<PatternTerm> predicate = core4 ? Core4Parts.predicates()
				: Arbitraries.of(List.<PatternTerm>of(Vocabulary.Q, Vocabulary.P, Vocabulary.R));
			Arbitrary<PatternTerm> object = Arbitraries.of(core4
				? List.<PatternTerm>of(Vocabulary.W, Vocabulary.O, Vocabulary.X, Vocabulary.S, Vocabulary.SUBJECTS.get(1))
				: List.<PatternTerm>of(Vocabulary.W, Vocabulary.O, Vocabulary.X, Vocabulary.S));
			this.triple = ByIdentity.of(Combinators.combine(subject, predicate, object).as(TriplePattern::new));
			this.aggregate = ByIdentity.of(Combinators.combine(
				Arbitraries.of(Aggregate.Function.values()),
				Arbitraries.of(List.of(Vocabulary.O, Vocabulary.W, Vocabulary.X)),
				Arbitraries.of(List.of(Vocabulary.C, Vocabulary.B))).as(Aggregate::new));
		}

		/** {@code ?s <p> ?o} then one element of the production, over leaf groups: what a production is checked on. */
		Arbitrary<GroupPattern> withOne(PatternProduction p) {
			return Core3Patterns.built(p, parts(leafGroups())).map(e -> Core3Legal.legal(
				GroupPattern.of(new TriplePattern(Vocabulary.S, Vocabulary.P, Vocabulary.O), e)));
		}

		/** {@code ?s <p> ?o} and up to four elements of the deepest level. */
		Arbitrary<GroupPattern> top() {
			TriplePattern main = new TriplePattern(Vocabulary.S, Vocabulary.P, Vocabulary.O);
			Arbitrary<PatternElement> elements = Arbitraries.recursive(this::leaf, this::level, swarm.depth());
			return elements.list().ofMaxSize(swarm.topElements()).map(es -> {
				List<PatternElement> all = new ArrayList<>();
				all.add(main);
				all.addAll(es);
				return Core3Legal.legal(new GroupPattern(all));
			});
		}

		@SuppressWarnings("unchecked")
		private Arbitrary<PatternElement> leaf() {
			return ByIdentity.frequencyOf(enabled(List.of(
				choice(Swarm.Construct.FILTER, 3, filter),
				choice(Swarm.Construct.BIND, 2, bind),
				choice(Swarm.Construct.VALUES, 2, values))));
		}

		private Tuple.Tuple3<Swarm.Construct, Integer, Arbitrary<? extends PatternElement>> choice(Swarm.Construct c, int weight,
																									Arbitrary<? extends PatternElement> a) {
			return Tuple.of(c, weight, a);
		}

		/** The alternatives of the swarm configuration's constructs, in order (all of them for core-3 and core-4). */
		private List<Tuple.Tuple2<Integer, Arbitrary<? extends PatternElement>>> enabled(
			List<Tuple.Tuple3<Swarm.Construct, Integer, Arbitrary<? extends PatternElement>>> choices) {
			List<Tuple.Tuple2<Integer, Arbitrary<? extends PatternElement>>> on = new ArrayList<>();
			choices.stream().filter(c -> swarm.has(c.get1())).forEach(c -> on.add(Tuple.of(c.get2(), c.get3())));
			return on;
		}

		/** The elements of one level: those holding groups of the level below, and the leaves. */
		@SuppressWarnings("unchecked")
		private Arbitrary<PatternElement> level(Arbitrary<PatternElement> below) {
			Arbitrary<GroupPattern> group = ByIdentity.of(Combinators.combine(triple.list().ofMinSize(core4 ? 0 : 1).ofMaxSize(2),
				below.list().ofMaxSize(2)).as(Kit::group));
			List<Tuple.Tuple2<Integer, Arbitrary<? extends PatternElement>>> choices = enabled(List.of(
				choice(Swarm.Construct.OPTIONAL, 4, group.map(OptionalPattern::new)),
				choice(Swarm.Construct.FILTER, 3, filter),
				choice(Swarm.Construct.BIND, 2, bind),
				choice(Swarm.Construct.VALUES, 2, values),
				choice(Swarm.Construct.UNION, 1, Combinators.combine(group, group).as(UnionPattern::new)),
				choice(Swarm.Construct.MINUS, 2, group.map(MinusPattern::new)),
				choice(Swarm.Construct.NESTED, 2, group.map(NestedGroup::new)),
				choice(Swarm.Construct.SUB_SELECT, 1, subSelect(group))));
			if (core4) {
				choices.add(Tuple.of(2, Core4Parts.graph(group)));
			}
			for (PatternProduction p : sources.patternProductions()) {
				choices.add(Tuple.of(1, Core3Patterns.built(p, parts(group))));
			}
			return Lifting.around(ByIdentity.frequencyOf(choices));
		}

		/** What a user's production builds on at this level. */
		PatternProduction.Parts parts(Arbitrary<GroupPattern> below) {
			return new PatternProduction.Parts() {
				@Override
				public Arbitrary<GroupPattern> groups() {
					return below;
				}

				@Override
				public Arbitrary<TriplePattern> triples() {
					return triple;
				}

				@Override
				public Arbitrary<io.sparqlcheck.model.Expr> conditions() {
					return sources.conditions(2);
				}

				@Override
				public Arbitrary<io.sparqlcheck.model.Expr> values() {
					return sources.values(2);
				}

				@Override
				public Arbitrary<io.sparqlcheck.model.Term> terms() {
					return sources.objects();
				}
			};
		}

		/** Groups of one or two triple patterns and no elements: the leaf level a production is checked with. */
		Arbitrary<GroupPattern> leafGroups() {
			return triple.list().ofMinSize(1).ofMaxSize(2).map(ts -> new GroupPattern(new ArrayList<>(ts)));
		}

		private Arbitrary<PatternElement> subSelect(Arbitrary<GroupPattern> where) {
			Arbitrary<List<Var>> projected = Arbitraries.of(List.of(Vocabulary.S, Vocabulary.O, Vocabulary.W, Vocabulary.X))
				.list().ofMinSize(1).ofMaxSize(2);
			Arbitrary<Optional<Aggregate>> aggregates = ByIdentity.frequencyOf(
				Tuple.of(1, Arbitraries.just(Optional.<Aggregate>empty())),
				Tuple.of(2, aggregate.map(Optional::of)));
			return Combinators.combine(where, projected, aggregates, Arbitraries.of(true, false)).as(Core3Legal::subSelect);
		}

		private static GroupPattern group(List<TriplePattern> triples, List<PatternElement> elements) {
			List<PatternElement> all = new ArrayList<>(triples);
			all.addAll(elements);
			return new GroupPattern(all);
		}

		private static Arbitrary<PatternElement> values(Arbitrary<Term> terms) {
			Arbitrary<Optional<Term>> cell = ByIdentity.frequencyOf(
				Tuple.of(3, terms.map(Optional::of)),
				Tuple.of(1, Arbitraries.just(Optional.<Term>empty())));
			Arbitrary<List<Var>> vars = ByIdentity.frequencyOf(
				Tuple.of(2, Arbitraries.of(List.of(Vocabulary.W, Vocabulary.O, Vocabulary.X, Vocabulary.S, Vocabulary.B)).map(List::of)),
				Tuple.of(1, Arbitraries.of(List.of(List.of(Vocabulary.S, Vocabulary.W), List.of(Vocabulary.O, Vocabulary.X),
					List.of(Vocabulary.W, Vocabulary.B)))));
			return Combinators.combine(vars, cell.list().ofMinSize(1).ofMaxSize(3), cell.list().ofMinSize(1).ofMaxSize(3))
				.as((vs, first, second) -> {
					List<List<Optional<Term>>> rows = new ArrayList<>();
					for (int i = 0; i < first.size(); i++) {
						rows.add(vs.size() == 1 ? List.of(first.get(i)) : List.of(first.get(i), second.get(i % second.size())));
					}
					return new ValuesPattern(vs, rows);
				});
		}
	}

}
