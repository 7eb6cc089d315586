package io.sparqlcheck.oracle;

import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Path;
import io.sparqlcheck.model.PatternElement;
import io.sparqlcheck.model.PatternTerm;
import io.sparqlcheck.model.Scope;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.model.TriplePattern;
import io.sparqlcheck.model.Var;
import io.sparqlcheck.result.QueryOutcome;
import io.sparqlcheck.result.SolutionBag;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Path equivalences (SPARQL 1.1 §9, §18.4): for each property path of P, the case's
 * {@code SELECT * WHERE P} must give the same multiset of solutions as P with that path's top
 * operator rewritten by its definition, on the same engine. The rewrite stands in the path's place,
 * so the path keeps its graph, its group and its join partners; the variables a rewrite introduces
 * are hidden in a sub-SELECT that projects the path's endpoint variables only.
 * <ul>
 *   <li>{@code X ^p Y} is {@code Y p X} (§18.4 InversePath): multiset-exact.</li>
 *   <li>{@code X p/q Y} is {@code X p ?v . ?v q Y} with ?v projected away (§18.4 SequencePath, the
 *       translation of §18.2.2.4): a join, multiset-exact.</li>
 *   <li>{@code X p|q Y} is {@code { X p Y } UNION { X q Y }} (§18.4 AlternativePath: Union): multiset-exact.</li>
 *   <li>{@code X !(a|^b) Y} is {@code X ?v Y FILTER(?v NOT IN (a))} united with
 *       {@code Y ?v X FILTER(?v NOT IN (b))} (§18.4 NegatedPropertySet; §18.2.2.4 translates a mixed set
 *       into the alternative of its forward and inverse halves): one solution per matching triple, multiset-exact.</li>
 *   <li>{@code X p+ Y} is the DISTINCT endpoints of {@code X p/p* Y}; {@code X p* Y} those of
 *       {@code { X p? Y } UNION { X p+ Y }}; {@code X p? Y} those of the zero-length match united
 *       with {@code X p Y}. §18.4 evaluates the arbitrary-length paths (ALP) and ZeroOrOnePath to
 *       <em>sets</em> of endpoint pairs, so their rewrites are wrapped in {@code SELECT DISTINCT}
 *       over the endpoints, which makes each side a set again and the comparison multiset-exact.
 *       The zero-length match of §18.4 (ZeroLengthPath): a term endpoint matches itself (whether
 *       or not it is in the graph); two variables match every subject and object of the active graph.</li>
 * </ul>
 * A path whose endpoints are both terms is not rewritten (its rewrite would project nothing); a case
 * with no path to rewrite voids the relation (skipped with that reason, never passed).
 */
public final class PathEquivalence implements Oracle {

	public static final String NAME = "paths";
	public static final String RELATION = "P = P with one path rewritten by its §18.4 definition (multisets)";

	/** The path oracle in the registry: per engine; a case with no rewritable path voids it. */
	public static final OracleType TYPE = OracleType.perEngine(NAME, "paths", PathEquivalence::on,
		c -> rewrites(c.pattern()).isEmpty() ? Optional.of("no property path with a variable endpoint in P") : Optional.empty());

	private final Engine engine;

	private PathEquivalence(Engine engine) {
		this.engine = engine;
	}

	public static PathEquivalence on(Engine engine) {
		return new PathEquivalence(engine);
	}

	@Override
	public String name() {
		return NAME;
	}

	/** One rewrite: which operator, of which path, and the query that replaces it. */
	public record Rewrite(String operator, String path, String query) {
	}

	/** {@code SELECT * WHERE P}: the base query. */
	public static String base(GroupPattern p) {
		return "SELECT * WHERE " + p.toSparql();
	}

	/** Every rewrite of P, one per path with a variable endpoint, in the order the paths stand in P's text. */
	public static List<Rewrite> rewrites(GroupPattern p) {
		String text = p.toSparql();
		List<TriplePattern> paths = new ArrayList<>();
		collect(p, paths);
		Map<String, Integer> seen = new LinkedHashMap<>();
		List<Rewrite> out = new ArrayList<>();
		for (TriplePattern t : paths) {
			String own = " " + t.toSparql();
			int nth = seen.merge(own, 1, Integer::sum);
			int at = -1;
			for (int i = 0; i < nth; i++) {
				at = text.indexOf(own, at + 1);
			}
			Optional<String> by = rewrite(t, freshFor(p));
			if (at >= 0 && by.isPresent()) {
				String rewritten = text.substring(0, at) + " " + by.get() + text.substring(at + own.length());
				out.add(new Rewrite(((Path) t.predicate()).operator(), t.toSparql(), "SELECT * WHERE " + rewritten));
			}
		}
		return out;
	}

	/** The triple patterns with a path, in the order {@link GroupPattern#toSparql()} writes them. */
	private static void collect(GroupPattern g, List<TriplePattern> into) {
		for (PatternElement e : g.elements()) {
			if (e instanceof TriplePattern t && t.hasPath()) {
				into.add(t);
			}
			Scope.groupsOf(e).forEach(inner -> collect(inner, into));
		}
	}

	/** A prefix no variable of P starts with, for the rewrites' own variables. */
	private static String freshFor(GroupPattern p) {
		String prefix = "pv";
		while (p.toSparql().contains("?" + prefix)) {
			prefix = prefix + "_";
		}
		return prefix;
	}

	/** The group-element text that replaces {@code X path Y .}, or empty when both endpoints are terms. */
	static Optional<String> rewrite(TriplePattern t, String fresh) {
		PatternTerm x = t.subject();
		PatternTerm y = t.object();
		Set<Var> ends = new LinkedHashSet<>();
		if (x instanceof Var v) {
			ends.add(v);
		}
		if (y instanceof Var v) {
			ends.add(v);
		}
		if (ends.isEmpty()) {
			return Optional.empty();
		}
		String endList = ends.stream().map(Var::toSparql).collect(Collectors.joining(" "));
		String xs = x.toSparql();
		String ys = y.toSparql();
		Path path = (Path) t.predicate();
		String v = "?" + fresh + "0";
		String group;
		if (path instanceof Path.Inverse i) {
			group = "{ " + ys + " " + op(i.path()) + " " + xs + " . }";
		} else if (path instanceof Path.Sequence s) {
			group = "{ SELECT " + endList + " WHERE { " + xs + " " + op(s.first()) + " " + v + " . " + v + " " + op(s.second()) + " " + ys
				+ " . } }";
		} else if (path instanceof Path.Alternative a) {
			group = "{ " + xs + " " + op(a.left()) + " " + ys + " . } UNION { " + xs + " " + op(a.right()) + " " + ys + " . }";
		} else if (path instanceof Path.Negated n) {
			group = negated(n, xs, ys, v, endList);
		} else if (path instanceof Path.OneOrMore m) {
			group = distinct(endList, xs + " " + op(m.path()) + " " + v + " . " + v + " " + op(m.path()) + "* " + ys + " .");
		} else if (path instanceof Path.ZeroOrMore z) {
			group = distinct(endList, "{ " + xs + " " + op(z.path()) + "? " + ys + " . } UNION { " + xs + " " + op(z.path()) + "+ " + ys + " . }");
		} else if (path instanceof Path.ZeroOrOne z) {
			group = distinct(endList, "{ " + zeroLength(x, y, fresh) + " } UNION { " + xs + " " + op(z.path()) + " " + ys + " . }");
		} else {
			group = "{ " + xs + " " + path.toSparql() + " " + ys + " . }";
		}
		return Optional.of(group);
	}

	/** A path operand in the predicate position: an IRI as it is, a composite in parentheses. */
	private static String op(Path p) {
		return Path.operand(p);
	}

	private static String distinct(String endList, String body) {
		return "{ SELECT DISTINCT " + endList + " WHERE { " + body + " } }";
	}

	private static String negated(Path.Negated n, String xs, String ys, String v, String endList) {
		List<String> sides = new ArrayList<>();
		if (!n.forward().isEmpty()) {
			sides.add("{ " + xs + " " + v + " " + ys + " . FILTER(" + v + " NOT IN (" + iris(n.forward()) + ")) }");
		}
		if (!n.inverse().isEmpty()) {
			sides.add("{ " + ys + " " + v + " " + xs + " . FILTER(" + v + " NOT IN (" + iris(n.inverse()) + ")) }");
		}
		return "{ SELECT " + endList + " WHERE { " + String.join(" UNION ", sides) + " } }";
	}

	private static String iris(List<Iri> iris) {
		return iris.stream().map(Iri::toSparql).collect(Collectors.joining(", "));
	}

	/** §18.4's zero-length match of {@code X p? Y}: a term matches itself, two variables every node of the active graph. */
	private static String zeroLength(PatternTerm x, PatternTerm y, String fresh) {
		String p = "?" + fresh + "1";
		String o = "?" + fresh + "2";
		if (x instanceof Var vx && y instanceof Var vy) {
			String nodes = "{ " + vx.toSparql() + " " + p + " " + o + " . } UNION { " + o + " " + p + " " + vx.toSparql() + " . }";
			return vx.equals(vy) ? nodes : nodes + " BIND(" + vx.toSparql() + " AS " + vy.toSparql() + ")";
		}
		return x instanceof Var vx ? "BIND(" + y.toSparql() + " AS " + vx.toSparql() + ")" : "BIND(" + x.toSparql() + " AS " + y.toSparql() + ")";
	}

	@Override
	public Verdict check(SparqlCase c) {
		QueryRun run = new QueryRun(NAME, c);
		List<String> engines = List.of(engine.label());
		List<Rewrite> rewrites = rewrites(c.pattern());
		Map<String, Integer> counts = new LinkedHashMap<>();
		List<String> discrepancies = new ArrayList<>();
		SolutionBag missing = SolutionBag.empty();
		SolutionBag excess = SolutionBag.empty();
		try {
			QueryOutcome.Solutions base = run.solutions(engine, "base", base(c.pattern()));
			counts.put("base", base.size());
			for (int i = 0; i < rewrites.size(); i++) {
				Rewrite r = rewrites.get(i);
				String role = "rewrite " + (i + 1) + " (" + r.operator() + ")";
				QueryOutcome.Solutions other = run.solutions(engine, role, r.query());
				counts.put(role, other.size());
				SolutionBag lost = base.bag().minus(other.bag());
				SolutionBag extra = other.bag().minus(base.bag());
				if (!lost.isEmpty() || !extra.isEmpty()) {
					discrepancies.add(role + " of " + r.path() + ": " + other.size() + " solutions against the base's " + base.size()
						+ " (" + lost.size() + " missing, " + extra.size() + " extra)");
					if (missing.isEmpty() && excess.isEmpty()) {
						missing = lost;
						excess = extra;
					}
				}
			}
		} catch (QueryRun.Failed failed) {
			return run.failure(engines, failed);
		}
		return discrepancies.isEmpty() ? new Verdict.Pass(NAME, engines, c, run.executed(), counts)
			: new Verdict.Violation(NAME, engines, c, run.executed(), RELATION, counts, discrepancies, excess, missing);
	}
}
