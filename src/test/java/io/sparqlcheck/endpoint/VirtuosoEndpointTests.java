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
	 * which NoREC's flag shows; V2 an expression that is a type error (20 >= an IRI, an IRI plus a
	 * string) drops the row from
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
			// V2 and V3 only where their cause is: every row in no branch (V2), or in two (V3), is one
			// whose predicate Jena evaluates to an error; a row-dropping bug elsewhere is not excused.
			if (violation.oracle().equals("TLP") && violation.excess().isEmpty()
				&& inJenasErrorBranch(violation, violation.missing().counts().keySet())) {
				return java.util.Optional.of("V2 type error in no branch");
			}
			if (violation.oracle().equals("TLP") && violation.missing().isEmpty()
				&& inJenasErrorBranch(violation, violation.excess().counts().keySet())) {
				return java.util.Optional.of("V3 type error in two branches");
			}
		}
		if (v instanceof io.sparqlcheck.oracle.Verdict.EngineFailure f
			&& f.failure().kind() == io.sparqlcheck.result.QueryOutcome.FailureKind.EVALUATION_ERROR
			&& (f.failure().cause().contains("SR084") || f.failure().cause().contains("Unsupported case in CONVERT"))) {
			return java.util.Optional.of("V4 expression error aborts the query");
		}
		return java.util.Optional.empty();
	}

	/**
	 * Whether every row is, by value, one of the rows Jena puts in TLP's error branch of the same
	 * case, or one where Jena decides what the recommendation makes a type error: {@code =} or
	 * {@code !=} between literals of disjoint value spaces (its latitude, §17.4.1.7 with §17.3.1).
	 */
	private static boolean inJenasErrorBranch(io.sparqlcheck.oracle.Verdict.Violation v,
											  java.util.Set<io.sparqlcheck.result.Solution> rows) {
		io.sparqlcheck.model.SparqlCase c = v.sparqlCase();
		String errorBranch = io.sparqlcheck.oracle.Tlp.queries(c.pattern(), c.predicate()).get(3);
		try (io.sparqlcheck.engine.JenaEngine jena = new io.sparqlcheck.engine.JenaEngine()) {
			if (!(jena.select(c.data(), errorBranch) instanceof io.sparqlcheck.result.QueryOutcome.Solutions s)) {
				return false;
			}
			java.util.Set<java.util.Map<String, io.sparqlcheck.compare.ValueKey>> errorRows = new java.util.HashSet<>();
			s.rows().forEach(r -> errorRows.add(io.sparqlcheck.compare.ResultComparator.key(r)));
			return !rows.isEmpty() && rows.stream().allMatch(row ->
				errorRows.contains(io.sparqlcheck.compare.ResultComparator.key(row)) || comparesDisjointLiterals(c.predicate(), row));
		}
	}

	private static boolean comparesDisjointLiterals(io.sparqlcheck.model.Expr e, io.sparqlcheck.result.Solution row) {
		if (e instanceof io.sparqlcheck.model.Expr.Comparison cmp && (cmp.op() == io.sparqlcheck.model.Expr.CompareOp.EQ
			|| cmp.op() == io.sparqlcheck.model.Expr.CompareOp.NE)) {
			String a = space(term(cmp.left(), row)), b = space(term(cmp.right(), row));
			if (a != null && b != null && !a.equals(b)) {
				return true;
			}
		}
		return e.children().stream().anyMatch(child -> comparesDisjointLiterals(child, row));
	}

	/** The operand's term in the row, for a variable or a constant; null otherwise. */
	private static io.sparqlcheck.model.Term term(io.sparqlcheck.model.Expr e, io.sparqlcheck.result.Solution row) {
		return e instanceof io.sparqlcheck.model.Var var ? row.get(var.name())
			: e instanceof io.sparqlcheck.model.Expr.Constant k ? k.term() : null;
	}

	/** A literal's value space among the generated ones, or null. */
	private static String space(io.sparqlcheck.model.Term t) {
		if (!(t instanceof io.sparqlcheck.model.Literal l)) {
			return null;
		}
		if (l.hasLanguage()) {
			return "langString";
		}
		if (io.sparqlcheck.model.Xsd.isNumeric(l.datatype())) {
			return "numeric";
		}
		return io.sparqlcheck.model.Xsd.STRING.equals(l.datatype()) || io.sparqlcheck.model.Xsd.BOOLEAN.equals(l.datatype())
			? l.datatype() : null;
	}

	@Override
	String expectedVersionFragment() {
		return "Virtuoso/07.20.3229";
	}
}
