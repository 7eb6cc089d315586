package io.sparqlcheck.ledger;

import io.sparqlcheck.model.BlankNode;
import io.sparqlcheck.model.DatasetClause;
import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.OptionalPattern;
import io.sparqlcheck.model.PatternElement;
import io.sparqlcheck.model.PatternTerm;
import io.sparqlcheck.model.QueryForm;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.model.Term;
import io.sparqlcheck.model.TriplePattern;
import io.sparqlcheck.model.Var;
import io.sparqlcheck.model.Xsd;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Objects;

/**
 * The dedup signature of a candidate: the oracle, the engine names (not versions, so one bug seen
 * on two releases is one group), the verdict class (with the failure kind for engine errors), and
 * the shape of the shrunk case: the predicate's operator skeleton with every constant replaced by
 * its datatype, the pattern with its IRIs abstracted and, for a core-4 or core-5 case, the query form
 * with its constants abstracted ({@link #form}; a plain {@code SELECT *} adds nothing, so the signatures
 * of core-1 to core-3 cases are what they always were). {@code hash} is a short digest of {@code key}.
 */
public record Signature(String key, String hash) {

	public Signature {
		Objects.requireNonNull(key, "key");
		Objects.requireNonNull(hash, "hash");
	}

	public static Signature of(String oracle, List<String> engineNames, String verdictClass, SparqlCase shrunk) {
		return keyed(oracle + " | " + String.join(",", engineNames) + " | " + verdictClass, shrunk);
	}

	private static Signature keyed(String head, SparqlCase c) {
		String key = head + " | " + caseShape(c);
		return new Signature(key, "sig-" + sha256(key).substring(0, 12));
	}

	/**
	 * This signature as this build signs the case: the oracle, engines and verdict class as recorded,
	 * the case's shape computed again ({@link #caseShape}). What {@code signatures --write} stores in
	 * the ledger and the findings after a change to the shape; equal to this one when nothing changed.
	 */
	public Signature recomputed(SparqlCase c) {
		String[] parts = key.split(" \\| ", 4);
		if (parts.length < 4) {
			throw new IllegalStateException("not a signature key (oracle | engines | verdict class | shape): " + key);
		}
		return keyed(parts[0] + " | " + parts[1] + " | " + parts[2], c);
	}

	/**
	 * The shape of a case: its predicate's {@link #skeleton}, its pattern's {@link #shape} and, unless
	 * the form is plain, the form's {@link #form}. One pattern and predicate under two forms are two
	 * shapes: {@code COUNT ... LIMIT 0} is not {@code GROUP_CONCAT(DISTINCT ...) ... OFFSET 1}.
	 */
	public static String caseShape(SparqlCase c) {
		String shape = skeleton(c.predicate()) + " | " + shape(c.pattern());
		return c.form().isPlain() ? shape : shape + " | " + form(c.form());
	}

	/**
	 * The query form with its constants abstracted as the pattern's are: the HAVING constant to its
	 * datatype, the dataset clause's graphs to {@code IRI}; modifier, grouping, aggregates, order keys,
	 * LIMIT and OFFSET as they are: {@code SELECT (COUNT(?o) AS ?n1) FROM IRI WHERE { ... } HAVING (SUM(?w) > xsd:integer) LIMIT 0}.
	 */
	public static String form(QueryForm f) {
		String text = f.withDataset(DatasetClause.NONE).describe();
		if (f.having().isPresent()) {
			QueryForm.Having h = f.having().get();
			text = text.replace(h.toSparql(), "HAVING (" + h.call().toSparql() + " " + h.op().symbol + " " + typeOf(h.constant()) + ")");
		}
		List<String> graphs = new ArrayList<>();
		f.dataset().from().forEach(g -> graphs.add("FROM IRI"));
		f.dataset().fromNamed().forEach(g -> graphs.add("FROM NAMED IRI"));
		return graphs.isEmpty() ? text : text.replaceFirst(" WHERE ", " " + String.join(" ", graphs) + " WHERE ");
	}

	/** The signature of a verdict on engines of these names, as its candidate record would carry it. */
	public static Signature of(io.sparqlcheck.oracle.Verdict verdict, List<String> engineNames) {
		return of(verdict.oracle(), engineNames, RecordedVerdict.of(verdict).verdictClass(), verdict.sparqlCase());
	}

	/** The predicate with constants abstracted to their datatype: {@code ((IRI = ?s) || (?o = ?o))}. */
	public static String skeleton(Expr e) {
		return skeleton(e, false);
	}

	/**
	 * {@link #skeleton} with the operands of the symmetric operators ({@code =}, {@code !=}, {@code &&},
	 * {@code ||}: §17.2's truth tables and RDFterm-equal do not depend on the order) in text order, so
	 * that {@code (?o != IF(...))} and {@code (IF(...) != ?o)} read the same. For comparing what an
	 * expression does, not for signatures (which keep the text's order).
	 */
	public static String symmetricSkeleton(Expr e) {
		return skeleton(e, true);
	}

	/**
	 * {@link #symmetricSkeleton} with the variables named by their first occurrence ({@code ?v1}, {@code ?v2}):
	 * an expression evaluated on a row does not depend on what its variables are called, so NaN's
	 * {@code ?o != ?o} and {@code ?w != ?w} are one carrier. For an expression alone (a FILTER's), never where
	 * its names tie it to other elements (a BIND's variable, the predicate under TLP and NoREC).
	 */
	public static String namelessSkeleton(Expr e) {
		return skeleton(renamed(e, new java.util.LinkedHashMap<>()), true);
	}

	private static Expr renamed(Expr e, java.util.Map<Var, Var> names) {
		if (e instanceof Var v) {
			return names.computeIfAbsent(v, k -> Var.of("v" + (names.size() + 1)));
		}
		if (e instanceof Expr.Bound b) {
			return new Expr.Bound((Var) renamed(b.variable(), names));
		}
		return io.sparqlcheck.model.ExprChildren.map(e, child -> renamed(child, names));
	}

	private static String skeleton(Expr e, boolean sorted) {
		if (e instanceof Expr.Constant c) {
			return typeOf(c.term());
		}
		if (e instanceof Var v) {
			return v.toSparql();
		}
		String text;
		if (e instanceof Expr.Comparison c) {
			boolean symmetric = c.op() == Expr.CompareOp.EQ || c.op() == Expr.CompareOp.NE;
			text = binary(skeleton(c.left(), sorted), c.op().symbol, skeleton(c.right(), sorted), sorted && symmetric);
		} else if (e instanceof Expr.Arithmetic a) {
			text = binary(skeleton(a.left(), sorted), a.op().symbol, skeleton(a.right(), sorted), false);
		} else if (e instanceof Expr.Not n) {
			text = "!(" + skeleton(n.operand(), sorted) + ")";
		} else if (e instanceof Expr.And a) {
			text = binary(skeleton(a.left(), sorted), "&&", skeleton(a.right(), sorted), sorted);
		} else if (e instanceof Expr.Or o) {
			text = binary(skeleton(o.left(), sorted), "||", skeleton(o.right(), sorted), sorted);
		} else if (e instanceof Expr.Bound b) {
			text = "BOUND(" + skeleton(b.variable(), sorted) + ")";
		} else if (e instanceof Expr.If) {
			text = "IF" + args(e.children(), sorted);
		} else if (e instanceof Expr.Coalesce) {
			text = "COALESCE" + args(e.children(), sorted);
		} else if (e instanceof Expr.In in) {
			text = "(" + skeleton(in.value(), sorted) + (in.negated() ? " NOT IN " : " IN ") + args(in.members(), sorted) + ")";
		} else {
			text = ((Expr.FunctionCall) e).function() + args(e.children(), sorted);
		}
		return text;
	}

	private static String binary(String left, String op, String right, boolean sorted) {
		return sorted && left.compareTo(right) > 0 ? "(" + right + " " + op + " " + left + ")" : "(" + left + " " + op + " " + right + ")";
	}

	private static String args(List<Expr> children, boolean sorted) {
		List<String> parts = new ArrayList<>();
		children.forEach(c -> parts.add(skeleton(c, sorted)));
		return "(" + String.join(", ", parts) + ")";
	}

	private static String typeOf(Term t) {
		if (t instanceof Iri) {
			return "IRI";
		}
		if (t instanceof BlankNode) {
			return "BNODE";
		}
		Literal l = (Literal) t;
		if (l.hasLanguage()) {
			return "LANG";
		}
		String dt = l.datatype();
		return dt.startsWith(Xsd.NS) ? "xsd:" + dt.substring(Xsd.NS.length()) : "<" + dt + ">";
	}

	/** The pattern with IRIs abstracted: {@code { ?s IRI ?o . OPTIONAL { ?s IRI ?w . } }}. */
	public static String shape(GroupPattern g) {
		List<String> parts = new ArrayList<>();
		for (PatternElement e : g.elements()) {
			if (e instanceof TriplePattern t) {
				parts.add(pos(t.subject()) + " " + pos(t.predicate()) + " " + pos(t.object()) + " .");
			} else if (e instanceof OptionalPattern o) {
				parts.add("OPTIONAL " + shape(o.group()));
			} else if (e instanceof io.sparqlcheck.model.BindPattern b) {
				parts.add("BIND(" + skeleton(b.expression()) + " AS " + b.variable().toSparql() + ")");
			} else if (e instanceof io.sparqlcheck.model.UnionPattern u) {
				parts.add(shape(u.left()) + " UNION " + shape(u.right()));
			} else if (e instanceof io.sparqlcheck.model.MinusPattern m) {
				parts.add("MINUS " + shape(m.group()));
			} else if (e instanceof io.sparqlcheck.model.NestedGroup n) {
				parts.add(shape(n.group()));
			} else if (e instanceof io.sparqlcheck.model.GraphPattern graph) {
				parts.add("GRAPH " + pos(graph.graph()) + " " + shape(graph.group()));
			} else if (e instanceof io.sparqlcheck.model.FilterPattern f) {
				parts.add("FILTER(" + skeleton(f.expression()) + ")");
			} else if (e instanceof io.sparqlcheck.model.SubSelect sub) {
				parts.add("{ SELECT " + sub.projection() + " " + sub.aggregates().stream().map(a -> a.function().name()).toList()
					+ " BY " + sub.groupBy() + " WHERE " + shape(sub.where()) + " }");
			} else {
				io.sparqlcheck.model.ValuesPattern v = (io.sparqlcheck.model.ValuesPattern) e;
				parts.add("VALUES " + v.variables() + " × " + v.rows().size());
			}
		}
		return "{ " + String.join(" ", parts) + " }";
	}

	private static String pos(PatternTerm p) {
		if (p instanceof io.sparqlcheck.model.Path path) {
			return "PATH(" + path.toSparql().replaceAll("<[^>]*>", "IRI") + ")";
		}
		return p instanceof Var v ? v.toSparql() : typeOf((Term) p);
	}

	/** The SHA-256 of the text as lower-case hex: the digest record ids are cut from. */
	public static String sha256(String text) {
		try {
			return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
		} catch (NoSuchAlgorithmException e) {
			throw new IllegalStateException(e);
		}
	}

}
