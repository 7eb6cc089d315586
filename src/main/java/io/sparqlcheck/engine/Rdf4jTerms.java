package io.sparqlcheck.engine;

import io.sparqlcheck.result.Solution;
import io.sparqlcheck.model.BlankNode;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.Term;
import org.eclipse.rdf4j.model.BNode;
import org.eclipse.rdf4j.model.IRI;
import org.eclipse.rdf4j.model.Value;
import org.eclipse.rdf4j.query.Binding;
import org.eclipse.rdf4j.query.BindingSet;

import java.util.TreeMap;

/**
 * Converts RDF4J values and solutions to the engine-independent terms of the model. Public because
 * two packages read RDF4J results: the in-process RDF4J engine here, and the SPARQL endpoint engine
 * ({@code io.sparqlcheck.engine.endpoint}), whose results RDF4J's parsers read; both must turn the
 * same RDF4J value into the same term, or a comparison between them would report a false difference.
 */
public final class Rdf4jTerms {
	private Rdf4jTerms() {
	}

	static Term toTerm(Value value) {
		if (value instanceof IRI iri) {
			return new Iri(iri.stringValue());
		}
		if (value instanceof org.eclipse.rdf4j.model.Literal l) {
			if (l.getLanguage().isPresent()) {
				return Literal.langString(l.getLabel(), l.getLanguage().get());
			}
			return Literal.typed(l.getLabel(), l.getDatatype().stringValue());
		}
		if (value instanceof BNode b) {
			return new BlankNode(sanitize(b.getID()));
		}
		throw new IllegalArgumentException("not an RDF term in a result: " + value);
	}

	/** An RDF4J solution as the model's: its bound variables only (an unbound one is absent). */
	public static Solution toSolution(BindingSet solution) {
		TreeMap<String, Term> bindings = new TreeMap<>();
		for (Binding binding : solution) {
			Value v = binding.getValue();
			if (v != null) {
				bindings.put(binding.getName(), toTerm(v));
			}
		}
		return Solution.adopt(bindings);
	}

	/** RDF4J's blank node ids may contain characters a label may not; keep them unique. */
	private static String sanitize(String id) {
		StringBuilder b = new StringBuilder("b");
		for (char c : id.toCharArray()) {
			b.append(Character.isLetterOrDigit(c) ? c : '_');
		}
		return b.toString();
	}
}
