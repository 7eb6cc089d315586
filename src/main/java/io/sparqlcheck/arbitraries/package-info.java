/**
 * The grammar as jqwik arbitraries. {@link io.sparqlcheck.arbitraries.SparqlArbitraries} is the
 * facade: static factories returning fluent, immutable arbitraries of terms, datasets, predicates
 * and whole cases. Behind it, a grammar version is one {@link io.sparqlcheck.arbitraries.Grammar}
 * value made of parts (data, patterns, predicates), defined in {@code CoreGrammars} and found by
 * version in the registry {@link io.sparqlcheck.arbitraries.Grammars}. Everything the paper's §3.4 forbids (RAND, NOW, UUID, STRUUID, BNODE, EXISTS,
 * NOT EXISTS; DISTINCT, REDUCED, ORDER BY, LIMIT, OFFSET, aggregates) is left out by construction,
 * never filtered out, and {@link io.sparqlcheck.query.Exclusions} checks it on the parsed
 * query.
 */
package io.sparqlcheck.arbitraries;

import io.sparqlcheck.query.Exclusions;
