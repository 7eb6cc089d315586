package io.sparqlcheck.codec;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.model.Triple;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * A crash's trigger in a record's case tree: the loads that preceded the case's own on the same
 * store, kept beside the case ({@link CaseCodec}) under {@code "before"}, losslessly, so that a
 * recheck replays the loads in their order on a fresh store.
 */
public final class LoadsCodec {
	private LoadsCodec() {
	}

	/**
	 * The tree of a case with the loads that preceded its own on the same store (a crash's trigger,
	 * oldest first) under {@code "before"}: each a {@code {"data": [...], "graphs": {...}}} as the
	 * case's own. {@link CaseCodec#decode} ignores them; {@link #loadsBefore} reads them back.
	 */
	public static ObjectNode encode(SparqlCase c, List<Dataset> before) {
		ObjectNode o = CaseCodec.encode(c);
		if (!before.isEmpty()) {
			ArrayNode loads = o.putArray("before");
			for (Dataset d : before) {
				ObjectNode load = CaseCodec.encode(new SparqlCase(d, c.pattern(), c.predicate(), c.form()));
				ObjectNode only = loads.addObject();
				only.set("data", load.get("data"));
				if (load.has("graphs")) {
					only.set("graphs", load.get("graphs"));
				}
			}
		}
		return o;
	}

	/** The loads recorded before the case's own ({@link #encode(SparqlCase, List)}), oldest first; none when the tree has none. */
	public static List<Dataset> loadsBefore(JsonNode node, String where) {
		List<Dataset> out = new ArrayList<>();
		if (!node.has("before") || node.get("before").isNull()) {
			return out;
		}
		int i = 0;
		for (JsonNode load : JsonFields.array(node.get("before"), where + ".before")) {
			String at = where + ".before[" + i++ + "]";
			List<Triple> triples = CaseCodec.triples(JsonFields.need(load, "data", at), at + ".data");
			java.util.Map<Iri, List<Triple>> named = new java.util.LinkedHashMap<>();
			if (load.has("graphs") && !load.get("graphs").isNull()) {
				for (Iterator<java.util.Map.Entry<String, JsonNode>> it = load.get("graphs").fields(); it.hasNext(); ) {
					java.util.Map.Entry<String, JsonNode> g = it.next();
					String gat = at + ".graphs." + g.getKey();
					named.put(JsonFields.guard(gat, () -> new Iri(g.getKey())), CaseCodec.triples(g.getValue(), gat));
				}
			}
			out.add(JsonFields.guard(at, () -> new Dataset(triples, named)));
		}
		return out;
	}

}
