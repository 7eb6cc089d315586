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
			// V2 and V3 only where their cause is: every row in no branch (V2), or in two (V3), has an
			// ordering comparison of a number with an IRI; a row-dropping bug elsewhere is not excused.
			if (violation.oracle().equals("TLP") && violation.excess().isEmpty()
				&& everyRowComparesANumberWithAnIri(violation, violation.missing().counts().keySet())) {
				return java.util.Optional.of("V2 type error in no branch");
			}
			if (violation.oracle().equals("TLP") && violation.missing().isEmpty()
				&& everyRowComparesANumberWithAnIri(violation, violation.excess().counts().keySet())) {
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

	private static boolean everyRowComparesANumberWithAnIri(io.sparqlcheck.oracle.Verdict.Violation v,
															 java.util.Set<io.sparqlcheck.compare.Solution> rows) {
		java.util.List<io.sparqlcheck.model.Expr.Comparison> orderings = new java.util.ArrayList<>();
		collectOrderings(v.sparqlCase().predicate(), orderings);
		return !rows.isEmpty() && rows.stream().allMatch(row -> orderings.stream().anyMatch(c -> {
			io.sparqlcheck.model.Term a = term(c.left(), row), b = term(c.right(), row);
			return (isNumber(a) && b instanceof io.sparqlcheck.model.Iri) || (isNumber(b) && a instanceof io.sparqlcheck.model.Iri);
		}));
	}

	private static void collectOrderings(io.sparqlcheck.model.Expr e, java.util.List<io.sparqlcheck.model.Expr.Comparison> into) {
		if (e instanceof io.sparqlcheck.model.Expr.Comparison c && c.op() != io.sparqlcheck.model.Expr.CompareOp.EQ
			&& c.op() != io.sparqlcheck.model.Expr.CompareOp.NE) {
			into.add(c);
		}
		e.children().forEach(child -> collectOrderings(child, into));
	}

	/** The operand's term in the row, for a variable or a constant; null otherwise. */
	private static io.sparqlcheck.model.Term term(io.sparqlcheck.model.Expr e, io.sparqlcheck.compare.Solution row) {
		return e instanceof io.sparqlcheck.model.Var var ? row.get(var.name())
			: e instanceof io.sparqlcheck.model.Expr.Constant k ? k.term() : null;
	}

	private static boolean isNumber(io.sparqlcheck.model.Term t) {
		return t instanceof io.sparqlcheck.model.Literal l && !l.hasLanguage() && io.sparqlcheck.model.Xsd.isNumeric(l.datatype());
	}

	@Override
	String expectedVersionFragment() {
		return "Virtuoso/07.20.3229";
	}
}
