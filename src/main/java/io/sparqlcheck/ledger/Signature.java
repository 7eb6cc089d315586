package io.sparqlcheck.ledger;

import io.sparqlcheck.model.BlankNode;
import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.OptionalPattern;
import io.sparqlcheck.model.PatternElement;
import io.sparqlcheck.model.PatternTerm;
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
 * its datatype, and the pattern with its IRIs abstracted. {@code hash} is a short digest of {@code key}.
 */
public record Signature(String key, String hash) {

	public Signature {
		Objects.requireNonNull(key, "key");
		Objects.requireNonNull(hash, "hash");
	}

	public static Signature of(String oracle, List<String> engineNames, String verdictClass, SparqlCase shrunk) {
		String key = oracle + " | " + String.join(",", engineNames) + " | " + verdictClass + " | "
			+ skeleton(shrunk.predicate()) + " | " + shape(shrunk.pattern());
		return new Signature(key, "sig-" + sha256(key).substring(0, 12));
	}

	/** The signature of a verdict on engines of these names, as its candidate record would carry it. */
	public static Signature of(io.sparqlcheck.oracle.Verdict verdict, List<String> engineNames) {
		return of(verdict.oracle(), engineNames, RecordedVerdict.of(verdict).verdictClass(), verdict.sparqlCase());
	}

	/** The predicate with constants abstracted to their datatype: {@code ((IRI = ?s) || (?o = ?o))}. */
	public static String skeleton(Expr e) {
		if (e instanceof Expr.Constant c) {
			return typeOf(c.term());
		}
		if (e instanceof Var v) {
			return v.toSparql();
		}
		String text = switch (e.getClass().getSimpleName()) {
			case "Comparison" -> "(" + skeleton(e.children().get(0)) + " " + ((Expr.Comparison) e).op().symbol + " "
				+ skeleton(e.children().get(1)) + ")";
			case "Arithmetic" -> "(" + skeleton(e.children().get(0)) + " " + ((Expr.Arithmetic) e).op().symbol + " "
				+ skeleton(e.children().get(1)) + ")";
			case "Not" -> "!(" + skeleton(e.children().get(0)) + ")";
			case "And" -> "(" + skeleton(e.children().get(0)) + " && " + skeleton(e.children().get(1)) + ")";
			case "Or" -> "(" + skeleton(e.children().get(0)) + " || " + skeleton(e.children().get(1)) + ")";
			case "Bound" -> "BOUND(" + skeleton(e.children().get(0)) + ")";
			case "If" -> "IF" + args(e.children());
			case "Coalesce" -> "COALESCE" + args(e.children());
			default -> ((Expr.FunctionCall) e).function() + args(e.children());
		};
		return text;
	}

	private static String args(List<Expr> children) {
		List<String> parts = new ArrayList<>();
		children.forEach(c -> parts.add(skeleton(c)));
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
			} else {
				parts.add("OPTIONAL " + shape(((OptionalPattern) e).group()));
			}
		}
		return "{ " + String.join(" ", parts) + " }";
	}

	private static String pos(PatternTerm p) {
		return p instanceof Var v ? v.toSparql() : typeOf((Term) p);
	}

	static String sha256(String text) {
		try {
			return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
		} catch (NoSuchAlgorithmException e) {
			throw new IllegalStateException(e);
		}
	}

}
