package io.sparqlcheck.model;

/** Something that can stand in a triple pattern position: a variable or an RDF term. */
public sealed interface PatternTerm permits Var, Term {

	/** The SPARQL text of this position. */
	String toSparql();
}
