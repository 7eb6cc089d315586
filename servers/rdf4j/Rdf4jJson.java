// SPARQL 1.1 Query Results JSON for one RDF4J release's results, shared by Rdf4jServer and Rdf4jBridge
// and compiled with each of them against that release's jars alone: RDF4J's own JSON writer module
// (rdf4j-queryresultio-sparqljson) is missing on Maven Central for some releases (5.2.2), so neither
// needs it. It uses only API stable since RDF4J 2.0.
import org.eclipse.rdf4j.model.BNode;
import org.eclipse.rdf4j.model.IRI;
import org.eclipse.rdf4j.model.Literal;
import org.eclipse.rdf4j.model.Value;
import org.eclipse.rdf4j.query.BindingSet;
import org.eclipse.rdf4j.query.TupleQueryResult;

import java.util.List;

final class Rdf4jJson {
	private Rdf4jJson() {
	}

	/** The result as SPARQL 1.1 Query Results JSON: simple literals without a datatype, as RDF4J's own writer. */
	static String json(TupleQueryResult result) {
		try {
			StringBuilder out = new StringBuilder("{\"head\":{\"vars\":[");
			List<String> names = result.getBindingNames();
			for (int i = 0; i < names.size(); i++) {
				out.append(i == 0 ? "" : ",").append(quoted(names.get(i)));
			}
			out.append("]},\"results\":{\"bindings\":[");
			boolean firstRow = true;
			while (result.hasNext()) {
				BindingSet row = result.next();
				out.append(firstRow ? "" : ",").append('{');
				firstRow = false;
				boolean first = true;
				for (String name : names) {
					Value v = row.getValue(name);
					if (v != null) {
						out.append(first ? "" : ",").append(quoted(name)).append(':').append(term(v));
						first = false;
					}
				}
				out.append('}');
			}
			return out.append("]}}\n").toString();
		} finally {
			result.close();
		}
	}

	private static String term(Value v) {
		if (v instanceof IRI) {
			return "{\"type\":\"uri\",\"value\":" + quoted(v.stringValue()) + "}";
		}
		if (v instanceof BNode) {
			return "{\"type\":\"bnode\",\"value\":" + quoted(v.stringValue()) + "}";
		}
		if (v instanceof Literal) {
			Literal l = (Literal) v;
			String lang = l.getLanguage().orElse(null);
			String type = l.getDatatype() == null ? null : l.getDatatype().stringValue();
			String more = lang != null ? ",\"xml:lang\":" + quoted(lang)
				: type == null || type.equals("http://www.w3.org/2001/XMLSchema#string") ? "" : ",\"datatype\":" + quoted(type);
			return "{\"type\":\"literal\",\"value\":" + quoted(l.getLabel()) + more + "}";
		}
		throw new IllegalStateException("a value SPARQL JSON has no form for: " + v);
	}

	static String quoted(String s) {
		StringBuilder out = new StringBuilder("\"");
		for (int i = 0; i < s.length(); i++) {
			char c = s.charAt(i);
			if (c == '"' || c == '\\') {
				out.append('\\').append(c);
			} else if (c < 0x20) {
				out.append(String.format("\\u%04x", (int) c));
			} else {
				out.append(c);
			}
		}
		return out.append('"').toString();
	}
}
