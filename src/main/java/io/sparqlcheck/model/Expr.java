package io.sparqlcheck.model;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A SPARQL expression: the predicate grammar as a closed AST. Every node renders its SPARQL text
 * deterministically and fully parenthesised, so the text never depends on operator precedence and
 * the same expression always gives the same bytes.
 *
 * <p>The set of node kinds is closed; the set of functions is open: {@link FunctionCall} carries
 * any built-in or extension function by name, which is how a user's grammar production adds a
 * function without a new node kind.
 */
public sealed interface Expr
	permits Var, Expr.Constant, Expr.Comparison, Expr.Arithmetic, Expr.Not, Expr.And, Expr.Or, Expr.Bound,
	Expr.If, Expr.Coalesce, Expr.FunctionCall, Expr.In {

	/** The SPARQL text of this expression. */
	String toSparql();

	/** The direct sub-expressions, left to right. */
	List<Expr> children();

	/** The number of operator and function nodes: every node that is not a variable or a constant. */
	default int operatorCount() {
		int own = (this instanceof Var || this instanceof Constant) ? 0 : 1;
		return own + children().stream().mapToInt(Expr::operatorCount).sum();
	}

	/** The nesting depth: 0 for a variable or constant, 1 + the deepest child otherwise. */
	default int depth() {
		int deepest = -1;
		for (Expr child : children()) {
			deepest = Math.max(deepest, child.depth());
		}
		return deepest + 1;
	}

	/** The variables this expression mentions, in order of first occurrence. */
	default Set<Var> variables() {
		Set<Var> vars = new LinkedHashSet<>();
		collectVariables(this, vars);
		return vars;
	}

	private static void collectVariables(Expr e, Set<Var> into) {
		if (e instanceof Var v) {
			into.add(v);
		}
		for (Expr child : e.children()) {
			collectVariables(child, into);
		}
	}

	// ---- node kinds ----

	/** An RDF term used as a constant. */
	record Constant(Term term) implements Expr {
		public Constant {
			if (term instanceof BlankNode) {
				throw new IllegalArgumentException("a blank node is not a constant: it would be a fresh variable");
			}
		}

		@Override
		public String toSparql() {
			return term.toSparql();
		}

		@Override
		public List<Expr> children() {
			return List.of();
		}
	}

	/** The comparison operators of SPARQL §17.3. */
	enum CompareOp {
		EQ("="), NE("!="), LT("<"), LE("<="), GT(">"), GE(">=");

		public final String symbol;

		CompareOp(String symbol) {
			this.symbol = symbol;
		}
	}

	record Comparison(CompareOp op, Expr left, Expr right) implements Expr {
		@Override
		public String toSparql() {
			return "(" + left.toSparql() + " " + op.symbol + " " + right.toSparql() + ")";
		}

		@Override
		public List<Expr> children() {
			return List.of(left, right);
		}
	}

	/** The arithmetic operators of SPARQL §17.3. */
	enum ArithOp {
		ADD("+"), SUB("-"), MUL("*"), DIV("/");

		public final String symbol;

		ArithOp(String symbol) {
			this.symbol = symbol;
		}
	}

	record Arithmetic(ArithOp op, Expr left, Expr right) implements Expr {
		@Override
		public String toSparql() {
			return "(" + left.toSparql() + " " + op.symbol + " " + right.toSparql() + ")";
		}

		@Override
		public List<Expr> children() {
			return List.of(left, right);
		}
	}

	/** {@code !e}: fn:not of the operand's EBV; an error stays an error. */
	record Not(Expr operand) implements Expr {
		@Override
		public String toSparql() {
			return "!(" + operand.toSparql() + ")";
		}

		@Override
		public List<Expr> children() {
			return List.of(operand);
		}
	}

	/** {@code &&}, non-strict in errors (§17.2). */
	record And(Expr left, Expr right) implements Expr {
		@Override
		public String toSparql() {
			return "(" + left.toSparql() + " && " + right.toSparql() + ")";
		}

		@Override
		public List<Expr> children() {
			return List.of(left, right);
		}
	}

	/** {@code ||}, non-strict in errors (§17.2). */
	record Or(Expr left, Expr right) implements Expr {
		@Override
		public String toSparql() {
			return "(" + left.toSparql() + " || " + right.toSparql() + ")";
		}

		@Override
		public List<Expr> children() {
			return List.of(left, right);
		}
	}

	/** {@code BOUND(?v)} (§17.4.1.1): never an error. */
	record Bound(Var variable) implements Expr {
		@Override
		public String toSparql() {
			return "BOUND(" + variable.toSparql() + ")";
		}

		@Override
		public List<Expr> children() {
			return List.of(variable);
		}
	}

	/** {@code IF(c, a, b)} (§17.4.1.2): an error in {@code c} is an error of the whole. */
	record If(Expr condition, Expr then, Expr otherwise) implements Expr {
		@Override
		public String toSparql() {
			return "IF(" + condition.toSparql() + ", " + then.toSparql() + ", " + otherwise.toSparql() + ")";
		}

		@Override
		public List<Expr> children() {
			return List.of(condition, then, otherwise);
		}
	}

	/** {@code COALESCE(e1, ..., en)} (§17.4.1.3): the first argument that evaluates without error. */
	record Coalesce(List<Expr> arguments) implements Expr {
		public Coalesce {
			arguments = List.copyOf(arguments);
			if (arguments.isEmpty()) {
				throw new IllegalArgumentException("COALESCE needs at least one argument");
			}
		}

		@Override
		public String toSparql() {
			return "COALESCE(" + String.join(", ", arguments.stream().map(Expr::toSparql).toList()) + ")";
		}

		@Override
		public List<Expr> children() {
			return arguments;
		}
	}

	/**
	 * A call of a built-in function by keyword ({@code STR}, {@code LANG}, {@code DATATYPE},
	 * {@code isIRI}, {@code isLiteral}, ...) or of an extension function by IRI ({@code <http://...>}).
	 */
	record FunctionCall(String function, List<Expr> arguments) implements Expr {
		public FunctionCall {
			arguments = List.copyOf(arguments);
			if (!function.matches("[A-Za-z_][A-Za-z0-9_]*|<[^<>\\s]+>")) {
				throw new IllegalArgumentException("not a function keyword or <IRI>: " + function);
			}
		}

		public static FunctionCall of(String function, Expr... arguments) {
			return new FunctionCall(function, List.of(arguments));
		}

		@Override
		public String toSparql() {
			return function + "(" + String.join(", ", arguments.stream().map(Expr::toSparql).toList()) + ")";
		}

		@Override
		public List<Expr> children() {
			return arguments;
		}
	}

	/**
	 * {@code (value IN (e1, ..., en))} or {@code (value NOT IN (...))} (§17.4.1.9, §17.4.1.10): an
	 * {@code =} per member, OR-ed (AND-ed, negated), so an error in a member that is not matched is an
	 * error of the whole. Added with the {@code core-2} grammar.
	 */
	record In(Expr value, List<Expr> members, boolean negated) implements Expr {
		public In {
			members = List.copyOf(members);
		}

		@Override
		public String toSparql() {
			return "(" + value.toSparql() + (negated ? " NOT IN (" : " IN (")
				+ String.join(", ", members.stream().map(Expr::toSparql).toList()) + "))";
		}

		@Override
		public List<Expr> children() {
			List<Expr> all = new java.util.ArrayList<>();
			all.add(value);
			all.addAll(members);
			return List.copyOf(all);
		}
	}

	// ---- convenience factories, so hand-written cases read like SPARQL ----

	static Expr constant(Term t) {
		return new Constant(t);
	}

	static Expr compare(CompareOp op, Expr l, Expr r) {
		return new Comparison(op, l, r);
	}

	static Expr not(Expr e) {
		return new Not(e);
	}
}
