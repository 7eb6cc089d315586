package io.sparqlcheck.oracle;

import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.EngineFamily;
import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.Literal;

import java.util.List;
import java.util.Set;

/**
 * How TLP's error branch reifies "c raised an error" as a total boolean (paper §3.1). Both forms
 * are true exactly on the solutions where the EBV of c is an error, and false where it is true or
 * false; they differ only in the constructs they put between c and the filter, so an engine whose
 * IF is known broken can be checked through a form that does not use IF.
 *
 * <ul>
 *   <li>{@link #IF}: {@code COALESCE(IF(c, false, false), true)}. IF raises c's error (§17.4.1.2)
 *       and COALESCE turns exactly that error into true (§17.4.1.3). The default.</li>
 *   <li>{@link #DISJUNCTION}: {@code COALESCE(!((c) || !(c)), true)}. When c's EBV is true or
 *       false, {@code c || !c} is true (§17.2's truth table), so the negation is false; when it is
 *       an error, both operands of {@code ||} are errors (fn:not propagates it, §17.3), so the
 *       disjunction and its negation are errors (§17.2: E || E = E), and COALESCE turns that
 *       error into true. Both operands error together or not at all, so no operand is ever
 *       absorbed by the other: the form needs the error-propagating half of the truth table
 *       only, never its absorbing half.</li>
 * </ul>
 * A verdict's queries show which form it used: its {@code error} query contains it.
 */
public enum ErrorBranch {
	/** {@code COALESCE(IF(c, false, false), true)}. */
	IF("if"),
	/** {@code COALESCE(!((c) || !(c)), true)}: no IF. */
	DISJUNCTION("disjunction");

	/** The name users give ({@code if}, {@code disjunction}). */
	public final String key;

	ErrorBranch(String key) {
		this.key = key;
	}

	/**
	 * An engine family and exact versions whose IF with an erroring condition yields no value (or
	 * a NullPointerException) instead of the error, so that the IF form itself fails there.
	 *
	 * @param family   whose evaluator
	 * @param versions the exact releases it was seen on; an engine's version matches a release when it
	 *                 is that release, or that release followed by a space and a note
	 *                 ({@code 5.2.1 (no optimizers)})
	 * @param evidence where it is pinned
	 */
	public record BrokenIf(EngineFamily family, Set<String> versions, String evidence) {
		public BrokenIf {
			versions = Set.copyOf(versions);
		}

		/** Whether the engine is of this family and one of these versions. */
		public boolean covers(Engine engine) {
			String v = engine.version();
			return engine.family() == family && versions.stream().anyMatch(r -> v.equals(r) || v.startsWith(r + " "));
		}
	}

	/**
	 * The engines whose IF is known broken: RDF4J 5.2.1 evaluates an IF whose condition errors to
	 * no value (findings/Rdf4jIfErrorFindingTests, triaged finding rdf4j-if-error-no-value).
	 */
	public static final List<BrokenIf> KNOWN_BROKEN_IF = List.of(
		new BrokenIf(EngineFamily.RDF4J, Set.of("5.2.1"), "RDF4J 5.2.1: IF(c, a, b) with an erroring c yields no value "
			+ "(§17.4.1.2 says: an error); findings.jsonl rdf4j-if-error-no-value"));

	/** The form for this engine: {@link #DISJUNCTION} where its IF is known broken, else {@link #IF}. */
	public static ErrorBranch forEngine(Engine engine) {
		return KNOWN_BROKEN_IF.stream().anyMatch(b -> b.covers(engine)) ? DISJUNCTION : IF;
	}

	/** The form of that key. */
	public static ErrorBranch of(String key) {
		for (ErrorBranch b : values()) {
			if (b.key.equalsIgnoreCase(key.strip())) {
				return b;
			}
		}
		throw new IllegalArgumentException("a TLP error branch is 'if' or 'disjunction', not '" + key + "'");
	}

	private static final Expr FALSE = new Expr.Constant(Literal.bool(false));
	private static final Expr TRUE = new Expr.Constant(Literal.bool(true));

	/** The error-branch predicate for c: true exactly where c's EBV is an error. */
	public Expr of(Expr c) {
		Expr reified = switch (this) {
			case IF -> new Expr.If(c, FALSE, FALSE);
			case DISJUNCTION -> new Expr.Not(new Expr.Or(c, new Expr.Not(c)));
		};
		return new Expr.Coalesce(List.of(reified, TRUE));
	}
}
