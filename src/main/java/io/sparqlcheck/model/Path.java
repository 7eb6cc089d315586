package io.sparqlcheck.model;

import java.util.List;
import java.util.Objects;

/**
 * A property path of SPARQL 1.1 §9 in the predicate position of a triple pattern (core-4). A plain
 * IRI predicate stays an {@link Iri}; a path is one of the operators below over IRIs ({@link Link})
 * and other paths. Each composite operand is rendered in parentheses, so the text never depends on
 * the grammar's precedence ({@code PathPrimary ::= '(' Path ')'}, §19.8 rule [94]).
 *
 * <p>§18.4 gives each operator its evaluation: {@code ^}, {@code /}, {@code |} and a negated
 * property set keep multiplicities (a sequence is a join over a fresh variable, §18.2.2.4; an
 * alternative is a union); {@code *}, {@code +} and {@code ?} are the arbitrary-length and
 * zero-length paths, whose answers are sets of endpoint pairs (ALP and ZeroLengthPath, §18.4).
 */
public sealed interface Path extends PatternTerm
	permits Path.Link, Path.Inverse, Path.Sequence, Path.Alternative, Path.ZeroOrMore, Path.OneOrMore, Path.ZeroOrOne,
	Path.Negated {

	/** The IRIs the path mentions, in order of first occurrence. */
	List<Iri> iris();

	/** The operator's symbol ({@code ^ / | * + ? !}); empty for a {@link Link}. */
	String operator();

	/** The operand paths, left to right; none for a link or a negated set. */
	List<Path> operands();

	/** The operand text: an IRI as it is, a composite in parentheses. */
	static String operand(Path p) {
		return p instanceof Link || p instanceof Negated ? p.toSparql() : "(" + p.toSparql() + ")";
	}

	/** One IRI as a path operand. */
	record Link(Iri iri) implements Path {
		public Link {
			Objects.requireNonNull(iri, "iri");
		}

		@Override
		public String operator() {
			return "";
		}

		@Override
		public List<Path> operands() {
			return List.of();
		}

		@Override
		public String toSparql() {
			return iri.toSparql();
		}

		@Override
		public List<Iri> iris() {
			return List.of(iri);
		}
	}

	/** {@code ^p}: §18.4 InversePath, the path with subject and object swapped. */
	record Inverse(Path path) implements Path {
		@Override
		public String operator() {
			return "^";
		}

		@Override
		public List<Path> operands() {
			return List.of(path);
		}

		@Override
		public String toSparql() {
			return "^" + Path.operand(path);
		}

		@Override
		public List<Iri> iris() {
			return path.iris();
		}
	}

	/** {@code p/q}: §18.4 SequencePath, a join over a fresh variable (§18.2.2.4). */
	record Sequence(Path first, Path second) implements Path {
		@Override
		public String operator() {
			return "/";
		}

		@Override
		public List<Path> operands() {
			return List.of(first, second);
		}

		@Override
		public String toSparql() {
			return Path.operand(first) + "/" + Path.operand(second);
		}

		@Override
		public List<Iri> iris() {
			return Path.union(first.iris(), second.iris());
		}
	}

	/** {@code p|q}: §18.4 AlternativePath, the union of the two. */
	record Alternative(Path left, Path right) implements Path {
		@Override
		public String operator() {
			return "|";
		}

		@Override
		public List<Path> operands() {
			return List.of(left, right);
		}

		@Override
		public String toSparql() {
			return Path.operand(left) + "|" + Path.operand(right);
		}

		@Override
		public List<Iri> iris() {
			return Path.union(left.iris(), right.iris());
		}
	}

	/** {@code p*}: §18.4 ZeroOrMorePath, a set of endpoint pairs, zero-length matches included. */
	record ZeroOrMore(Path path) implements Path {
		@Override
		public String operator() {
			return "*";
		}

		@Override
		public List<Path> operands() {
			return List.of(path);
		}

		@Override
		public String toSparql() {
			return Path.operand(path) + "*";
		}

		@Override
		public List<Iri> iris() {
			return path.iris();
		}
	}

	/** {@code p+}: §18.4 OneOrMorePath, a set of endpoint pairs. */
	record OneOrMore(Path path) implements Path {
		@Override
		public String operator() {
			return "+";
		}

		@Override
		public List<Path> operands() {
			return List.of(path);
		}

		@Override
		public String toSparql() {
			return Path.operand(path) + "+";
		}

		@Override
		public List<Iri> iris() {
			return path.iris();
		}
	}

	/** {@code p?}: §18.4 ZeroOrOnePath, a set of endpoint pairs, the zero-length match included. */
	record ZeroOrOne(Path path) implements Path {
		@Override
		public String operator() {
			return "?";
		}

		@Override
		public List<Path> operands() {
			return List.of(path);
		}

		@Override
		public String toSparql() {
			return Path.operand(path) + "?";
		}

		@Override
		public List<Iri> iris() {
			return path.iris();
		}
	}

	/**
	 * {@code !(p|^q)}: §18.4 NegatedPropertySet, every triple whose predicate is none of
	 * {@code forward} (read forward) or none of {@code inverse} (read backward).
	 */
	record Negated(List<Iri> forward, List<Iri> inverse) implements Path {
		public Negated {
			forward = List.copyOf(forward);
			inverse = List.copyOf(inverse);
			if (forward.isEmpty() && inverse.isEmpty()) {
				throw new IllegalArgumentException("a negated property set names at least one IRI");
			}
		}

		@Override
		public String operator() {
			return "!";
		}

		@Override
		public List<Path> operands() {
			return List.of();
		}

		@Override
		public String toSparql() {
			List<String> items = new java.util.ArrayList<>();
			forward.forEach(i -> items.add(i.toSparql()));
			inverse.forEach(i -> items.add("^" + i.toSparql()));
			return items.size() == 1 ? "!" + items.get(0) : "!(" + String.join("|", items) + ")";
		}

		@Override
		public List<Iri> iris() {
			return Path.union(forward, inverse);
		}
	}

	private static List<Iri> union(List<Iri> a, List<Iri> b) {
		java.util.LinkedHashSet<Iri> all = new java.util.LinkedHashSet<>(a);
		all.addAll(b);
		return List.copyOf(all);
	}
}
