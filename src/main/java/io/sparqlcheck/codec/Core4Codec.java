package io.sparqlcheck.codec;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Path;
import io.sparqlcheck.model.DatasetClause;
import io.sparqlcheck.model.QueryForm;
import io.sparqlcheck.model.Term;
import io.sparqlcheck.model.Var;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The parts core-4 adds to a case's JSON, losslessly: property paths ({@code {"path": {"op": "+",
 * "of": [...]}}}, an IRI operand as a term) and the query form ({@code "form"}, written only when
 * it is not plain, so that every earlier record reads and writes as before).
 */
final class Core4Codec {
	private Core4Codec() {
	}

	private static final JsonNodeFactory F = JsonNodeFactory.instance;

	// ---- paths ----

	static ObjectNode path(Path p) {
		ObjectNode o = F.objectNode();
		ObjectNode body = o.putObject("path");
		if (p instanceof Path.Link l) {
			return CaseCodec.term(l.iri());
		}
		body.put("op", p.operator());
		if (p instanceof Path.Negated n) {
			ArrayNode fw = body.putArray("forward");
			n.forward().forEach(i -> fw.add(i.value()));
			ArrayNode inv = body.putArray("inverse");
			n.inverse().forEach(i -> inv.add(i.value()));
			return o;
		}
		ArrayNode of = body.putArray("of");
		p.operands().forEach(x -> of.add(path(x)));
		return o;
	}

	static Path path(JsonNode n, String at) {
		if (!n.has("path")) {
			Term t = CaseCodec.term(n, at);
			if (!(t instanceof Iri iri)) {
				throw JsonFields.bad(at, "a path operand is an IRI or a path");
			}
			return new Path.Link(iri);
		}
		JsonNode body = n.get("path");
		String op = JsonFields.text(body, "op", at + ".path");
		if (op.equals("!")) {
			List<Iri> fw = iris(JsonFields.need(body, "forward", at + ".path"), at + ".path.forward");
			List<Iri> inv = iris(JsonFields.need(body, "inverse", at + ".path"), at + ".path.inverse");
			return JsonFields.guard(at, () -> new Path.Negated(fw, inv));
		}
		List<Path> of = new ArrayList<>();
		int i = 0;
		for (JsonNode x : JsonFields.array(JsonFields.need(body, "of", at + ".path"), at + ".path.of")) {
			of.add(path(x, at + ".path.of[" + i++ + "]"));
		}
		int arity = op.equals("/") || op.equals("|") ? 2 : 1;
		if (of.size() != arity) {
			throw JsonFields.bad(at + ".path.of", "operator '" + op + "' takes " + arity + " operand(s)");
		}
		return switch (op) {
			case "^" -> new Path.Inverse(of.get(0));
			case "/" -> new Path.Sequence(of.get(0), of.get(1));
			case "|" -> new Path.Alternative(of.get(0), of.get(1));
			case "*" -> new Path.ZeroOrMore(of.get(0));
			case "+" -> new Path.OneOrMore(of.get(0));
			case "?" -> new Path.ZeroOrOne(of.get(0));
			default -> throw JsonFields.bad(at + ".path.op", "not a path operator (^ / | * + ? !): " + op);
		};
	}

	private static List<Iri> iris(JsonNode n, String at) {
		List<Iri> out = new ArrayList<>();
		for (JsonNode x : JsonFields.array(n, at)) {
			out.add(JsonFields.guard(at, () -> new Iri(x.asText())));
		}
		return out;
	}

	// ---- the query form ----

	static ObjectNode form(QueryForm f) {
		ObjectNode o = F.objectNode();
		o.put("modifier", f.modifier().name());
		ArrayNode groupBy = o.putArray("groupBy");
		f.groupBy().forEach(v -> groupBy.add(v.name()));
		ArrayNode aggregates = o.putArray("aggregates");
		f.aggregates().forEach(a -> aggregates.addObject().<ObjectNode>set("call", call(a.call())).put("as", a.as().name()));
		f.having().ifPresent(h -> o.putObject("having").<ObjectNode>set("call", call(h.call())).put("op", h.op().name())
			.set("constant", CaseCodec.term(h.constant())));
		ArrayNode orderBy = o.putArray("orderBy");
		f.orderBy().forEach(k -> orderBy.addObject().put("var", k.variable().name()).put("descending", k.descending()));
		o.put("limit", f.limit());
		o.put("offset", f.offset());
		if (!f.dataset().isEmpty()) { // core-5; written only when present, so core-4 records read and write as before
			ArrayNode from = o.putArray("from");
			f.dataset().from().forEach(g -> from.add(g.value()));
			ArrayNode named = o.putArray("fromNamed");
			f.dataset().fromNamed().forEach(g -> named.add(g.value()));
		}
		return o;
	}

	private static ObjectNode call(QueryForm.Call c) {
		return F.objectNode().put("function", c.function().name()).put("distinct", c.distinct()).put("arg", c.argument().name());
	}

	static QueryForm form(JsonNode n, String at) {
		QueryForm.Modifier modifier = enumOf(QueryForm.Modifier.class, JsonFields.text(n, "modifier", at), at + ".modifier");
		List<Var> groupBy = new ArrayList<>();
		for (JsonNode v : JsonFields.array(JsonFields.need(n, "groupBy", at), at + ".groupBy")) {
			groupBy.add(JsonFields.guard(at + ".groupBy", () -> Var.of(v.asText())));
		}
		List<QueryForm.Aggregation> aggregates = new ArrayList<>();
		int i = 0;
		for (JsonNode a : JsonFields.array(JsonFields.need(n, "aggregates", at), at + ".aggregates")) {
			String here = at + ".aggregates[" + i++ + "]";
			QueryForm.Call call = call(JsonFields.need(a, "call", here), here + ".call");
			aggregates.add(JsonFields.guard(here, () -> new QueryForm.Aggregation(call, Var.of(JsonFields.text(a, "as", here)))));
		}
		Optional<QueryForm.Having> having = Optional.empty();
		if (n.has("having") && !n.get("having").isNull()) {
			JsonNode h = n.get("having");
			String here = at + ".having";
			having = Optional.of(new QueryForm.Having(call(JsonFields.need(h, "call", here), here + ".call"),
				enumOf(Expr.CompareOp.class, JsonFields.text(h, "op", here), here + ".op"),
				CaseCodec.term(JsonFields.need(h, "constant", here), here + ".constant")));
		}
		List<QueryForm.OrderKey> orderBy = new ArrayList<>();
		for (JsonNode k : JsonFields.array(JsonFields.need(n, "orderBy", at), at + ".orderBy")) {
			orderBy.add(JsonFields.guard(at + ".orderBy", () -> new QueryForm.OrderKey(Var.of(JsonFields.text(k, "var", at + ".orderBy")),
				k.path("descending").asBoolean(false))));
		}
		int limit = JsonFields.need(n, "limit", at).asInt();
		int offset = JsonFields.need(n, "offset", at).asInt();
		Optional<QueryForm.Having> h = having;
		DatasetClause dataset = new DatasetClause(n.has("from") ? iris(n.get("from"), at + ".from") : List.of(),
			n.has("fromNamed") ? iris(n.get("fromNamed"), at + ".fromNamed") : List.of());
		return JsonFields.guard(at, () -> new QueryForm(modifier, groupBy, aggregates, h, orderBy, limit, offset, dataset));
	}

	private static QueryForm.Call call(JsonNode c, String at) {
		QueryForm.Function f = enumOf(QueryForm.Function.class, JsonFields.text(c, "function", at), at + ".function");
		return JsonFields.guard(at, () -> new QueryForm.Call(f, c.path("distinct").asBoolean(false), Var.of(JsonFields.text(c, "arg", at))));
	}

	private static <E extends Enum<E>> E enumOf(Class<E> type, String name, String at) {
		try {
			return Enum.valueOf(type, name);
		} catch (IllegalArgumentException e) {
			throw JsonFields.bad(at, "not one of " + java.util.Arrays.toString(type.getEnumConstants()) + ": " + name);
		}
	}
}
