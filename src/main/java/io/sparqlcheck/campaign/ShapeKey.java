package io.sparqlcheck.campaign;

import io.sparqlcheck.ledger.Signature;
import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.SparqlCase;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The shape of a shrunk case as a root-cause group names it: the predicate's operator skeleton
 * ({@link Signature#skeleton}, constants as their datatypes) with the operands of the symmetric
 * operators ({@code =}, {@code !=}, {@code &&}, {@code ||}, {@code sameTerm}) in a fixed order, so
 * that {@code (?o = ?w)} and {@code (?w = ?o)} are one shape, and the pattern's construct list
 * ({@link Signature#shape}). The ledger's own signatures are left as they are.
 */
final class ShapeKey {
	private ShapeKey() {
	}

	private static final Set<String> SYMMETRIC_COMPARISONS = Set.of("=", "!=");

	/** {@code predicate <skeleton> | pattern <shape>}. */
	static String of(SparqlCase c) {
		return "predicate " + skeleton(c.predicate()) + " | pattern " + Signature.shape(c.pattern());
	}

	static String skeleton(Expr e) {
		if (e instanceof Expr.Comparison c) {
			return pair(skeleton(c.left()), c.op().symbol, skeleton(c.right()), SYMMETRIC_COMPARISONS.contains(c.op().symbol));
		}
		if (e instanceof Expr.Arithmetic a) {
			return pair(skeleton(a.left()), a.op().symbol, skeleton(a.right()), false);
		}
		if (e instanceof Expr.And a) {
			return pair(skeleton(a.left()), "&&", skeleton(a.right()), true);
		}
		if (e instanceof Expr.Or o) {
			return pair(skeleton(o.left()), "||", skeleton(o.right()), true);
		}
		if (e instanceof Expr.Not n) {
			return "!(" + skeleton(n.operand()) + ")";
		}
		if (e instanceof Expr.If) {
			return "IF" + args(e.children(), false);
		}
		if (e instanceof Expr.Coalesce) {
			return "COALESCE" + args(e.children(), false);
		}
		if (e instanceof Expr.In in) {
			return "(" + skeleton(in.value()) + (in.negated() ? " NOT IN " : " IN ") + args(in.members(), false) + ")";
		}
		if (e instanceof Expr.FunctionCall f) {
			return f.function() + args(f.children(), f.function().equalsIgnoreCase("sameTerm"));
		}
		return Signature.skeleton(e); // constants, variables, BOUND
	}

	private static String pair(String left, String op, String right, boolean symmetric) {
		boolean swap = symmetric && left.compareTo(right) > 0;
		return "(" + (swap ? right : left) + " " + op + " " + (swap ? left : right) + ")";
	}

	private static String args(List<Expr> children, boolean symmetric) {
		List<String> parts = new ArrayList<>();
		children.forEach(c -> parts.add(skeleton(c)));
		if (symmetric) {
			parts.sort(null);
		}
		return "(" + String.join(", ", parts) + ")";
	}
}
