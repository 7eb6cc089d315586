package io.sparqlcheck.model;

/**
 * One element of a group graph pattern. The set is closed; pattern shapes beyond the first
 * ({@code ?s <p> ?o OPTIONAL { ?s <q> ?w }}) are added here as versioned grammar extensions: BIND,
 * VALUES, nested groups, UNION and MINUS came with {@code core-2}.
 */
public sealed interface PatternElement
	permits TriplePattern, OptionalPattern, BindPattern, ValuesPattern, NestedGroup, UnionPattern, MinusPattern {

	/** The SPARQL text of this element inside a group. */
	String toSparql();
}
