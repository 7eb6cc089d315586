package io.sparqlcheck.model;

import java.util.Objects;

/**
 * One test case: data, a graph pattern P, a filter predicate c over P's variables, and (core-4)
 * the top-level form of the query around them. Every oracle builds its queries from these parts
 * and nothing else; TLP, NoREC and the path oracle from P and c only.
 *
 * @param data      the dataset the queries run over
 * @param pattern   the group graph pattern P
 * @param predicate the predicate c, appended as a top-level filter (or projected, for NoREC)
 * @param form      DISTINCT, GROUP BY, ORDER BY, LIMIT... around {@code { P FILTER(c) }}; {@link QueryForm#PLAIN} before core-4
 */
public record SparqlCase(Dataset data, GroupPattern pattern, Expr predicate, QueryForm form) {

	public SparqlCase {
		Objects.requireNonNull(data, "data");
		Objects.requireNonNull(pattern, "pattern");
		Objects.requireNonNull(predicate, "predicate");
		Objects.requireNonNull(form, "form");
		for (Var v : form.aggregateVariables()) {
			if (pattern.inScope().contains(v)) {
				throw new IllegalArgumentException("an aggregate of the query binds " + v + ", in scope of the pattern (§18.2.4.1)");
			}
		}
	}

	/** A case of a plain {@code SELECT *} query: every case before core-4. */
	public SparqlCase(Dataset data, GroupPattern pattern, Expr predicate) {
		this(data, pattern, predicate, QueryForm.PLAIN);
	}

	/** The same case with another form. */
	public SparqlCase withForm(QueryForm other) {
		return new SparqlCase(data, pattern, predicate, other);
	}

	/** A stable hash of the case's full text: data, pattern, predicate, and the form when it is not plain. */
	public String fingerprint() {
		String text = data.text() + "\n" + pattern.toSparql() + "\n" + predicate.toSparql();
		return Dataset.sha256(form.isPlain() ? text : text + "\n" + form.describe());
	}

	/** A human-readable rendering: the N-Triples data, then the pattern and the predicate (and the form). */
	public String describe() {
		return "data (" + data.size() + " triples):\n" + data.text().indent(2)
			+ "pattern:   " + pattern.toSparql() + "\n"
			+ "predicate: " + predicate.toSparql() + "\n"
			+ (form.isPlain() ? "" : "form:      " + form.describe() + "\n");
	}

	@Override
	public String toString() {
		return describe();
	}
}
