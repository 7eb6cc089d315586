package io.sparqlcheck.engine.endpoint;

import io.sparqlcheck.model.Dataset;

/**
 * OpenLink Virtuoso: named graphs as {@link NamedGraphDialect}, but the data is written with
 * {@code INSERT { GRAPH <g> { ... } } WHERE {}}, since Virtuoso refuses blank nodes in
 * {@code INSERT DATA} ("not allowed in a constant clause"). A template instantiated once makes one
 * fresh blank node of each label, which is what {@code INSERT DATA} means. Updates go to
 * {@code /sparql-auth} with digest credentials; that is the update URL's and the credentials' business.
 */
final class VirtuosoDialect extends NamedGraphDialect {

	@Override
	String insert(String graph, Dataset data) {
		return "INSERT { GRAPH <" + graph + "> {\n" + data.toNTriples() + "} } WHERE {}";
	}
}
