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

	private static final String XSD = "http://www.w3.org/2001/XMLSchema#";

	/**
	 * Virtuoso 7.2.5.1 cannot store an xsd:double or xsd:float NaN: loaded beside other values (on a
	 * fresh store, one load of {@code <s0> <r> "NaN"^^xsd:double . <s2> <q> 6 . <s1> <q> "0.0E0"^^xsd:double})
	 * it poisons the store, and every later insert fails with "Insert stopped because out of seg data
	 * here or elsewhere host 0 key RDF_QUAD_SP" until the server is started on a fresh database: the
	 * CRASH finding virtuoso-nan-poisons-store (met by a campaign with {@code --store-limits off},
	 * shrunk on fresh databases). So NaN is never sent.
	 *
	 * <p>Nor an xsd:integer outside the signed 64-bit range: Virtuoso stores integers as 64-bit values
	 * and refuses the whole load ("22005 Error SR341: Invalid integer value converting
	 * '123456789012345678901234567890'"; core-3's largest integer, in 9 of seeds 2450..2549 and 5 of
	 * 150 cases from seed 0, the only load failures of those runs). The store stays good (a later load
	 * succeeds), and XSD 1.1 Part 2 (section 5.4, partial implementation of infinite datatypes) lets a
	 * processor limit xsd:integer (it must hold 16 digits), so this is a limit, not a bug: the other values of the
	 * case are checked, and the big integer is left to engines that hold it.
	 */
	static final io.sparqlcheck.engine.StoreLimits LIMITS = new io.sparqlcheck.engine.StoreLimits(
		"Virtuoso cannot store an xsd:double or xsd:float NaN (it poisons the store: \"out of seg data\") nor an xsd:integer"
			+ " outside the signed 64-bit range (it refuses the load: \"SR341: Invalid integer value\")",
		t -> t.object() instanceof io.sparqlcheck.model.Literal l && (nan(l) || beyondLong(l)));

	private static boolean nan(io.sparqlcheck.model.Literal l) {
		return "NaN".equals(l.lexical()) && ((XSD + "double").equals(l.datatype()) || (XSD + "float").equals(l.datatype()));
	}

	/** An xsd:integer whose value needs more than 64 bits (a malformed one is the engine's to refuse, and is sent). */
	private static boolean beyondLong(io.sparqlcheck.model.Literal l) {
		if (!(XSD + "integer").equals(l.datatype())) {
			return false;
		}
		try {
			return new java.math.BigInteger(l.lexical().strip()).bitLength() > 63;
		} catch (NumberFormatException e) {
			return false;
		}
	}

	@Override
	public io.sparqlcheck.engine.StoreLimits storeLimits() {
		return LIMITS;
	}

	@Override
	String insert(String graph, Dataset data) {
		return "INSERT { GRAPH <" + graph + "> {\n" + data.toNTriples() + "} } WHERE {}";
	}
}
