package io.sparqlcheck.engine;

import io.sparqlcheck.model.BlankNode;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.Term;
import org.apache.jena.graph.Node;

/** Converts Jena nodes to the engine-independent terms of the model. */
final class JenaTerms {
	private JenaTerms() {
	}

	static Term toTerm(Node node) {
		if (node.isURI()) {
			return new Iri(node.getURI());
		}
		if (node.isLiteral()) {
			String lang = node.getLiteralLanguage();
			if (lang != null && !lang.isEmpty()) {
				return Literal.langString(node.getLiteralLexicalForm(), lang);
			}
			return Literal.typed(node.getLiteralLexicalForm(), node.getLiteralDatatypeURI());
		}
		if (node.isBlank()) {
			return new BlankNode(sanitize(node.getBlankNodeLabel()));
		}
		throw new IllegalArgumentException("not an RDF term in a result: " + node);
	}

	/** Jena's internal blank node labels may contain characters a label may not; keep them unique. */
	private static String sanitize(String label) {
		StringBuilder b = new StringBuilder("b");
		for (char c : label.toCharArray()) {
			b.append(Character.isLetterOrDigit(c) ? c : '_');
		}
		return b.toString();
	}

	/** A binding as a solution of the model: its named variables only, each term converted. */
	static io.sparqlcheck.result.Solution toSolution(org.apache.jena.sparql.engine.binding.Binding b) {
		java.util.TreeMap<String, Term> bindings = new java.util.TreeMap<>();
		for (java.util.Iterator<org.apache.jena.sparql.core.Var> it = b.vars(); it.hasNext(); ) {
			org.apache.jena.sparql.core.Var v = it.next();
			Node n = b.get(v);
			// a variable Jena made for itself (a property path's ??P0, a blank node's ??0) is in no projection,
			// though SELECT * leaves it in the binding: it is not part of the solution
			if (n != null && v.isNamedVar()) {
				bindings.put(v.getVarName(), toTerm(n));
			}
		}
		return io.sparqlcheck.result.Solution.adopt(bindings);
	}
}
