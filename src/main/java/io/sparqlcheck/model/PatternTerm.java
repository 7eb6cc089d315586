package io.sparqlcheck.model;

/** Something that can stand in a triple pattern position: a variable, an RDF term, or (predicate only, core-4) a property path. */
public sealed interface PatternTerm permits Var, Term, Path {

	/** The SPARQL text of this position. */
	String toSparql();
}
