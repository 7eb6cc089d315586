package io.sparqlcheck.codec;


import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.sparqlcheck.model.BlankNode;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.OptionalPattern;
import io.sparqlcheck.model.ValuesPattern;
import io.sparqlcheck.model.NestedGroup;
import io.sparqlcheck.model.MinusPattern;
import io.sparqlcheck.model.UnionPattern;
import io.sparqlcheck.model.BindPattern;
import io.sparqlcheck.model.FilterPattern;
import io.sparqlcheck.model.SubSelect;
import io.sparqlcheck.model.PatternElement;
import io.sparqlcheck.model.PatternTerm;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.model.Term;
import io.sparqlcheck.model.Triple;
import io.sparqlcheck.model.TriplePattern;
import io.sparqlcheck.model.Var;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;

/**
 * A {@link SparqlCase} as a JSON tree and back, losslessly: {@code decode(encode(c))} equals
 * {@code c}, so a recorded case replays as exactly the case that failed, with no SPARQL or
 * N-Triples parser in between. Terms are {@code {"iri":..}}, {@code {"literal":..,"datatype":..,"language":..}}
 * or {@code {"bnode":..}}; expressions are one-key objects named after their node kind.
 * Decoding errors name the JSON path of the bad node.
 */
public final class CaseCodec {
	private CaseCodec() {
	}

	private static final JsonNodeFactory F = JsonNodeFactory.instance;

	public static ObjectNode encode(SparqlCase c) {
		ObjectNode o = F.objectNode();
		ArrayNode data = o.putArray("data");
		for (Triple t : c.data().triples()) {
			data.addArray().add(term(t.subject())).add(term(t.predicate())).add(term(t.object()));
		}
		if (c.data().hasNamedGraphs()) {
			ObjectNode graphs = o.putObject("graphs");
			c.data().named().forEach((g, ts) -> {
				ArrayNode ga = graphs.putArray(g.value());
				ts.forEach(t -> ga.addArray().add(term(t.subject())).add(term(t.predicate())).add(term(t.object())));
			});
		}
		o.set("pattern", group(c.pattern()));
		o.set("predicate", ExprCodec.expr(c.predicate()));
		if (!c.form().isPlain()) {
			o.set("form", Core4Codec.form(c.form()));
		}
		return o;
	}

	/** The case the tree encodes; {@code where} names the tree in error messages. */
	public static SparqlCase decode(JsonNode node, String where) {
		JsonNode data = JsonFields.need(node, "data", where);
		List<Triple> triples = triples(data, where + ".data");
		java.util.Map<Iri, List<Triple>> named = new java.util.LinkedHashMap<>();
		if (node.has("graphs") && !node.get("graphs").isNull()) {
			for (Iterator<java.util.Map.Entry<String, JsonNode>> it = node.get("graphs").fields(); it.hasNext(); ) {
				java.util.Map.Entry<String, JsonNode> g = it.next();
				String at = where + ".graphs." + g.getKey();
				named.put(JsonFields.guard(at, () -> new Iri(g.getKey())), triples(g.getValue(), at));
			}
		}
		GroupPattern pattern = group(JsonFields.need(node, "pattern", where), where + ".pattern");
		Expr predicate = ExprCodec.expr(JsonFields.need(node, "predicate", where), where + ".predicate");
		io.sparqlcheck.model.QueryForm form = node.has("form") && !node.get("form").isNull()
			? Core4Codec.form(node.get("form"), where + ".form") : io.sparqlcheck.model.QueryForm.PLAIN;
		return JsonFields.guard(where, () -> new SparqlCase(new Dataset(triples, named), pattern, predicate, form));
	}

	static List<Triple> triples(JsonNode data, String where) {
		List<Triple> triples = new ArrayList<>();
		int i = 0;
		for (JsonNode t : JsonFields.array(data, where)) {
			String at = where + "[" + i++ + "]";
			List<JsonNode> parts = JsonFields.array(t, at);
			if (parts.size() != 3) {
				throw JsonFields.bad(at, "a triple needs 3 terms");
			}
			Term s = term(parts.get(0), at + "[0]");
			Term p = term(parts.get(1), at + "[1]");
			if (!(p instanceof Iri pi)) {
				throw JsonFields.bad(at + "[1]", "a predicate must be an IRI");
			}
			triples.add(JsonFields.guard(at, () -> new Triple(s, pi, term(parts.get(2), at + "[2]"))));
		}
		return triples;
	}

	// ---- terms ----

	static ObjectNode term(Term t) {
		ObjectNode o = F.objectNode();
		if (t instanceof Iri iri) {
			o.put("iri", iri.value());
		} else if (t instanceof Literal l) {
			o.put("literal", l.lexical()).put("datatype", l.datatype());
			if (l.hasLanguage()) {
				o.put("language", l.language());
			}
		} else {
			o.put("bnode", ((BlankNode) t).label());
		}
		return o;
	}

	static Term term(JsonNode n, String at) {
		if (n.has("iri")) {
			return JsonFields.guard(at, () -> new Iri(JsonFields.text(n, "iri", at)));
		}
		if (n.has("literal")) {
			String lang = n.has("language") ? JsonFields.text(n, "language", at) : "";
			return JsonFields.guard(at, () -> new Literal(JsonFields.text(n, "literal", at), JsonFields.text(n, "datatype", at), lang));
		}
		if (n.has("bnode")) {
			return JsonFields.guard(at, () -> new BlankNode(JsonFields.text(n, "bnode", at)));
		}
		throw JsonFields.bad(at, "not a term (expected iri, literal or bnode)");
	}

	private static ObjectNode patternTerm(PatternTerm t) {
		if (t instanceof io.sparqlcheck.model.Path p) {
			return Core4Codec.path(p);
		}
		return t instanceof Var v ? F.objectNode().put("var", v.name()) : term((Term) t);
	}

	private static PatternTerm patternTerm(JsonNode n, String at) {
		if (n.has("path")) {
			return Core4Codec.path(n, at);
		}
		return n.has("var") ? JsonFields.guard(at, () -> Var.of(JsonFields.text(n, "var", at))) : term(n, at);
	}

	// ---- patterns ----

	static ArrayNode group(GroupPattern g) {
		ArrayNode a = F.arrayNode();
		for (PatternElement e : g.elements()) {
			if (e instanceof TriplePattern t) {
				a.addObject().putArray("triple").add(patternTerm(t.subject())).add(patternTerm(t.predicate()))
					.add(patternTerm(t.object()));
			} else if (e instanceof OptionalPattern o) {
				a.addObject().set("optional", group(o.group()));
			} else if (e instanceof BindPattern b) {
				ObjectNode bind = a.addObject().putObject("bind");
				bind.set("expr", ExprCodec.expr(b.expression()));
				bind.put("var", b.variable().name());
			} else if (e instanceof UnionPattern u) {
				a.addObject().putArray("union").add(group(u.left())).add(group(u.right()));
			} else if (e instanceof MinusPattern m) {
				a.addObject().set("minus", group(m.group()));
			} else if (e instanceof NestedGroup n) {
				a.addObject().set("group", group(n.group()));
			} else if (e instanceof FilterPattern f) {
				a.addObject().set("filter", ExprCodec.expr(f.expression()));
			} else if (e instanceof SubSelect sub) {
				a.addObject().set("select", SubSelectCodec.encode(sub));
			} else if (e instanceof io.sparqlcheck.model.GraphPattern gp) {
				ObjectNode graph = a.addObject().putObject("graph");
				graph.set("name", patternTerm(gp.graph()));
				graph.set("group", group(gp.group()));
			} else {
				ValuesPattern v = (ValuesPattern) e;
				ObjectNode values = a.addObject().putObject("values");
				ArrayNode vars = values.putArray("vars");
				v.variables().forEach(x -> vars.add(x.name()));
				ArrayNode rows = values.putArray("rows");
				for (List<Optional<Term>> row : v.rows()) {
					ArrayNode r = rows.addArray();
					row.forEach(t -> {
						if (t.isPresent()) {
							r.add(term(t.get()));
						} else {
							r.addNull();
						}
					});
				}
			}
		}
		return a;
	}

	static GroupPattern group(JsonNode n, String at) {
		List<PatternElement> elements = new ArrayList<>();
		int i = 0;
		for (JsonNode e : JsonFields.array(n, at)) {
			String here = at + "[" + i++ + "]";
			if (e.has("triple")) {
				List<JsonNode> parts = JsonFields.array(e.get("triple"), here + ".triple");
				if (parts.size() != 3) {
					throw JsonFields.bad(here, "a triple pattern needs 3 positions");
				}
				PatternTerm s = patternTerm(parts.get(0), here + "[0]");
				PatternTerm p = patternTerm(parts.get(1), here + "[1]");
				PatternTerm o = patternTerm(parts.get(2), here + "[2]");
				elements.add(JsonFields.guard(here, () -> new TriplePattern(s, p, o)));
			} else if (e.has("optional")) {
				elements.add(new OptionalPattern(group(e.get("optional"), here + ".optional")));
			} else if (e.has("bind")) {
				JsonNode b = e.get("bind");
				elements.add(JsonFields.guard(here, () -> new BindPattern(ExprCodec.expr(JsonFields.need(b, "expr", here + ".bind"), here + ".bind.expr"),
					Var.of(JsonFields.text(b, "var", here + ".bind")))));
			} else if (e.has("union")) {
				List<JsonNode> sides = JsonFields.array(e.get("union"), here + ".union");
				if (sides.size() != 2) {
					throw JsonFields.bad(here + ".union", "a UNION needs 2 groups");
				}
				elements.add(new UnionPattern(group(sides.get(0), here + ".union[0]"), group(sides.get(1), here + ".union[1]")));
			} else if (e.has("minus")) {
				elements.add(new MinusPattern(group(e.get("minus"), here + ".minus")));
			} else if (e.has("group")) {
				elements.add(new NestedGroup(group(e.get("group"), here + ".group")));
			} else if (e.has("filter")) {
				elements.add(new FilterPattern(ExprCodec.expr(e.get("filter"), here + ".filter")));
			} else if (e.has("graph")) {
				JsonNode g = e.get("graph");
				PatternTerm name = patternTerm(JsonFields.need(g, "name", here + ".graph"), here + ".graph.name");
				GroupPattern inner = group(JsonFields.need(g, "group", here + ".graph"), here + ".graph.group");
				elements.add(JsonFields.guard(here + ".graph", () -> new io.sparqlcheck.model.GraphPattern(name, inner)));
			} else if (e.has("select")) {
				elements.add(JsonFields.guard(here + ".select", () -> SubSelectCodec.decode(e.get("select"), here + ".select")));
			} else if (e.has("values")) {
				JsonNode v = e.get("values");
				List<Var> vars = new ArrayList<>();
				for (JsonNode x : JsonFields.array(JsonFields.need(v, "vars", here + ".values"), here + ".values.vars")) {
					vars.add(JsonFields.guard(here + ".values.vars", () -> Var.of(x.asText())));
				}
				List<List<Optional<Term>>> rows = new ArrayList<>();
				int r = 0;
				for (JsonNode row : JsonFields.array(JsonFields.need(v, "rows", here + ".values"), here + ".values.rows")) {
					String rowAt = here + ".values.rows[" + r++ + "]";
					List<Optional<Term>> values = new ArrayList<>();
					int c = 0;
					for (JsonNode t : JsonFields.array(row, rowAt)) {
						String cellAt = rowAt + "[" + c++ + "]";
						values.add(t.isNull() ? Optional.empty() : Optional.of(term(t, cellAt)));
					}
					rows.add(values);
				}
				elements.add(JsonFields.guard(here + ".values", () -> new ValuesPattern(vars, rows)));
			} else {
				throw JsonFields.bad(here, "not a pattern element (expected triple, optional, bind, union, minus, group, values, filter, select or graph)");
			}
		}
		return new GroupPattern(elements);
	}
}
