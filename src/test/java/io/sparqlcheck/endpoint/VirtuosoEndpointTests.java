package io.sparqlcheck.endpoint;

/** The virtuoso preset against a real Virtuoso server on a free loopback port (see {@link EndpointContract}). */
class VirtuosoEndpointTests extends EndpointContract {
	@Override
	String serverName() {
		return "virtuoso";
	}

	/**
	 * The triaged Virtuoso 7.2.5.1 findings of the first campaign (README, "SPARQL endpoints"):
	 * V1 xsd:boolean results come back as xsd:integer 1/0 (openlink/virtuoso-opensource#251, #485, #733),
	 * which NoREC's flag shows; V2 a comparison that is a type error (20 >= an IRI) drops the row from
	 * FILTER(c), FILTER(!c) and the error branch alike, while IF(c, ...) treats it as true; V3 such a
	 * comparison (2.5E1 < an IRI) keeps the row in both FILTER(c) and FILTER(!c); V4 an expression error
	 * (division by zero, a number compared with an IRI) aborts the whole query
	 * (openlink/virtuoso-opensource#309, #317) instead of erroring the one expression.
	 */
	@Override
	java.util.Optional<String> knownFinding(io.sparqlcheck.oracle.Verdict v) {
		if (v instanceof io.sparqlcheck.oracle.Verdict.Violation violation) {
			if (violation.oracle().equals("NoREC")
				&& violation.discrepancies().stream().anyMatch(d -> d.contains("other than one xsd:boolean ?flag"))) {
				return java.util.Optional.of("V1 boolean as xsd:integer");
			}
			if (violation.oracle().equals("TLP") && violation.excess().isEmpty()) {
				return java.util.Optional.of("V2 type error in no branch");
			}
			if (violation.oracle().equals("TLP") && violation.missing().isEmpty()) {
				return java.util.Optional.of("V3 type error in two branches");
			}
		}
		if (v instanceof io.sparqlcheck.oracle.Verdict.EngineFailure f
			&& f.failure().kind() == io.sparqlcheck.engine.QueryOutcome.FailureKind.EVALUATION_ERROR
			&& (f.failure().cause().contains("SR084") || f.failure().cause().contains("Unsupported case in CONVERT"))) {
			return java.util.Optional.of("V4 expression error aborts the query");
		}
		return java.util.Optional.empty();
	}

	@Override
	String expectedVersionFragment() {
		return "Virtuoso/07.20.3229";
	}
}
