package io.sparqlcheck.codec;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.sparqlcheck.model.Aggregate;
import io.sparqlcheck.model.SubSelect;
import io.sparqlcheck.model.Var;

import java.util.ArrayList;
import java.util.List;

/**
 * A core-3 sub-SELECT as JSON for {@link CaseCodec}:
 * {@code {"vars":[..],"aggregates":[{"fn":"COUNT","arg":"o","as":"c"}],"groupBy":[..],"where":[..]}}.
 */
final class SubSelectCodec {
	private SubSelectCodec() {
	}

	private static final JsonNodeFactory F = JsonNodeFactory.instance;

	static ObjectNode encode(SubSelect s) {
		ObjectNode o = F.objectNode();
		vars(o.putArray("vars"), s.variables());
		ArrayNode aggs = o.putArray("aggregates");
		for (Aggregate a : s.aggregates()) {
			aggs.addObject().put("fn", a.function().name()).put("arg", a.argument().name()).put("as", a.as().name());
		}
		vars(o.putArray("groupBy"), s.groupBy());
		o.set("where", CaseCodec.group(s.where()));
		return o;
	}

	static SubSelect decode(JsonNode n, String at) {
		List<Var> vars = vars(JsonFields.need(n, "vars", at), at + ".vars");
		List<Aggregate> aggs = new ArrayList<>();
		int i = 0;
		for (JsonNode a : JsonFields.array(JsonFields.need(n, "aggregates", at), at + ".aggregates")) {
			String here = at + ".aggregates[" + i++ + "]";
			Aggregate.Function fn;
			try {
				fn = Aggregate.Function.valueOf(JsonFields.text(a, "fn", here));
			} catch (IllegalArgumentException e) {
				throw JsonFields.bad(here + ".fn", "not one of " + List.of(Aggregate.Function.values()));
			}
			aggs.add(new Aggregate(fn, Var.of(JsonFields.text(a, "arg", here)), Var.of(JsonFields.text(a, "as", here))));
		}
		List<Var> groupBy = vars(JsonFields.need(n, "groupBy", at), at + ".groupBy");
		return new SubSelect(vars, aggs, groupBy, CaseCodec.group(JsonFields.need(n, "where", at), at + ".where"));
	}

	private static void vars(ArrayNode into, List<Var> vars) {
		vars.forEach(v -> into.add(v.name()));
	}

	private static List<Var> vars(JsonNode n, String at) {
		List<Var> out = new ArrayList<>();
		for (JsonNode x : JsonFields.array(n, at)) {
			out.add(Var.of(x.asText()));
		}
		return out;
	}
}
