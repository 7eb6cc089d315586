package io.sparqlcheck.testing;

import io.sparqlcheck.engine.Engine;
import org.apache.jena.query.Query;
import org.apache.jena.query.QueryFactory;
import org.apache.jena.sparql.core.Var;
import org.apache.jena.sparql.expr.E_NotExists;
import org.apache.jena.sparql.syntax.Element;
import org.apache.jena.sparql.syntax.ElementBind;
import org.apache.jena.sparql.syntax.ElementData;
import org.apache.jena.sparql.syntax.ElementFilter;
import org.apache.jena.sparql.syntax.ElementGroup;
import org.apache.jena.sparql.syntax.ElementMinus;
import org.apache.jena.sparql.syntax.ElementOptional;
import org.apache.jena.sparql.syntax.ElementSubQuery;
import org.apache.jena.sparql.syntax.ElementUnion;
import org.apache.jena.sparql.syntax.PatternVars;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Engines with a deliberately wrong optimizer step: a real engine whose query is rewritten, on
 * Jena's syntax tree, before it runs. Each step is one mistake optimizers have made with nested
 * group graph patterns (PEERS-2026.md §4); each rewrites only where its mistake applies, and
 * leaves every other query byte for byte as it was. core-3's mutant tests show that a campaign
 * finds each.
 */
public final class OptimizerMutants {
	private OptimizerMutants() {
	}

	/** One wrong rewrite of a group: true when it changed the group. */
	public interface Step extends Predicate<ElementGroup> {
	}

	/** A named wrong step. */
	public record Mutation(String name, Step step) {
	}

	/** The six steps, each named after its mistake. */
	public static List<Mutation> all() {
		return List.of(
			new Mutation("filter-into-optional", OptimizerMutants::filterIntoOptional),
			new Mutation("inner-filter-sees-outer", OptimizerMutants::innerFilterLifted),
			new Mutation("values-undef-rows-dropped", OptimizerMutants::undefRowsDropped),
			new Mutation("bind-hoisted-out-of-group", OptimizerMutants::bindHoisted),
			new Mutation("second-optional-ignored", OptimizerMutants::secondOptionalIgnored),
			new Mutation("minus-as-not-exists", OptimizerMutants::minusAsNotExists));
	}

	/** The real engine with this step applied to every group of every query, innermost first. */
	public static Engine mutant(Engine real, Mutation m) {
		return Mutants.wrap(real, m.name(), (data, query) -> real.select(data, rewrite(query, m.step())));
	}

	/** The query with the step applied, or the same text when the step applies nowhere. */
	public static String rewrite(String query, Step step) {
		Query q;
		try {
			q = QueryFactory.create(query);
		} catch (RuntimeException e) {
			return query;
		}
		boolean changed = walk(q.getQueryPattern(), step);
		return changed ? q.toString() : query;
	}

	private static boolean walk(Element e, Step step) {
		boolean changed = false;
		for (Element inner : children(e)) {
			changed |= walk(inner, step);
		}
		if (e instanceof ElementGroup g) {
			changed |= step.test(g);
		}
		return changed;
	}

	private static List<Element> children(Element e) {
		if (e instanceof ElementGroup g) {
			return new ArrayList<>(g.getElements());
		} else if (e instanceof ElementOptional o) {
			return List.of(o.getOptionalElement());
		} else if (e instanceof ElementMinus m) {
			return List.of(m.getMinusElement());
		} else if (e instanceof ElementUnion u) {
			return u.getElements();
		} else if (e instanceof ElementSubQuery s) {
			return List.of(s.getQuery().getQueryPattern());
		}
		return List.of();
	}

	/** A FILTER over only variables an OPTIONAL binds, moved into that OPTIONAL. */
	static boolean filterIntoOptional(ElementGroup g) {
		List<Element> es = g.getElements();
		for (Element e : es) {
			if (e instanceof ElementFilter f && !f.getExpr().getVarsMentioned().isEmpty()) {
				for (Element o : es) {
					if (o instanceof ElementOptional opt && opt.getOptionalElement() instanceof ElementGroup inner
						&& PatternVars.vars(inner).containsAll(f.getExpr().getVarsMentioned())) {
						es.remove(f);
						inner.addElement(f);
						return true;
					}
				}
			}
		}
		return false;
	}

	/**
	 * The FILTERs of a nested group or of a UNION branch moved to the group around it, where the
	 * outer bindings are seen.
	 */
	static boolean innerFilterLifted(ElementGroup g) {
		List<Element> lifted = new ArrayList<>();
		for (Element e : g.getElements()) {
			List<Element> inners = e instanceof ElementGroup ? List.of(e) : e instanceof ElementUnion u ? u.getElements() : List.of();
			for (Element x : inners) {
				if (x instanceof ElementGroup inner) {
					List<Element> filters = inner.getElements().stream().filter(f -> f instanceof ElementFilter).toList();
					inner.getElements().removeAll(filters);
					lifted.addAll(filters);
				}
			}
		}
		g.getElements().addAll(lifted);
		return !lifted.isEmpty();
	}

	/** VALUES rows with an UNDEF dropped, when the VALUES is joined with something. */
	static boolean undefRowsDropped(ElementGroup g) {
		if (g.getElements().size() < 2) {
			return false;
		}
		boolean changed = false;
		for (Element e : g.getElements()) {
			if (e instanceof ElementData d) {
				changed |= d.getRows().removeIf(row -> d.getVars().stream().anyMatch(v -> !row.contains(v)));
			}
		}
		return changed;
	}

	/** A BIND of a nested group or OPTIONAL moved to the start of the group around it. */
	static boolean bindHoisted(ElementGroup g) {
		List<Element> es = g.getElements();
		for (Element e : es) {
			Element innerElement = e instanceof ElementOptional o ? o.getOptionalElement() : e;
			if (innerElement instanceof ElementGroup inner) {
				for (Element b : inner.getElements()) {
					if (b instanceof ElementBind bind && !mentionedOutside(es, e, bind.getVar())) {
						inner.getElements().remove(b);
						es.add(0, b);
						return true;
					}
				}
			}
		}
		return false;
	}

	private static boolean mentionedOutside(List<Element> es, Element except, Var v) {
		for (Element e : es) {
			if (e != except && PatternVars.vars(e).contains(v)) {
				return true;
			}
		}
		return false;
	}

	/** Of two OPTIONALs that bind one variable no earlier mandatory element binds, the second dropped. */
	static boolean secondOptionalIgnored(ElementGroup g) {
		Set<Var> mandatory = new HashSet<>();
		List<ElementOptional> optionals = new ArrayList<>();
		for (Element e : g.getElements()) {
			if (e instanceof ElementOptional o) {
				Collection<Var> vars = PatternVars.vars(o.getOptionalElement());
				for (ElementOptional earlier : optionals) {
					Set<Var> shared = new HashSet<>(PatternVars.vars(earlier.getOptionalElement()));
					shared.retainAll(vars);
					shared.removeAll(mandatory);
					if (!shared.isEmpty()) {
						g.getElements().remove(o);
						return true;
					}
				}
				optionals.add(o);
			} else if (!(e instanceof ElementFilter) && !(e instanceof ElementMinus)) {
				mandatory.addAll(PatternVars.vars(e));
			}
		}
		return false;
	}

	/** {@code MINUS { P }} evaluated as {@code FILTER NOT EXISTS { P }}. */
	static boolean minusAsNotExists(ElementGroup g) {
		List<Element> es = g.getElements();
		for (int i = 0; i < es.size(); i++) {
			if (es.get(i) instanceof ElementMinus m) {
				es.set(i, new ElementFilter(new E_NotExists(m.getMinusElement())));
				return true;
			}
		}
		return false;
	}
}
