package io.sparqlcheck.model;

/**
 * One element of a group graph pattern. The set is closed; pattern shapes beyond the first
 * ({@code ?s <p> ?o OPTIONAL { ?s <q> ?w }}) are added here as versioned grammar extensions: BIND,
 * VALUES, nested groups, UNION and MINUS came with {@code core-2}; FILTER inside groups and
 * sub-SELECT with {@code core-3}; GRAPH (and property paths in triple patterns) with {@code core-4}. {@link Scope} computes what each puts in scope.
 */
public sealed interface PatternElement
	permits TriplePattern, OptionalPattern, BindPattern, ValuesPattern, NestedGroup, UnionPattern, MinusPattern,
	FilterPattern, SubSelect, GraphPattern {

	/** The SPARQL text of this element inside a group. */
	String toSparql();
}
