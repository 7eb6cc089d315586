package io.sparqlcheck.ledger;

import io.sparqlcheck.engine.EngineFamily;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.Differential;
import io.sparqlcheck.oracle.VerdictKind;

import io.sparqlcheck.compare.ResultComparator;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * What a failure is, whatever the engines were called and in whatever order they ran: the thing a
 * known bug is matched by ({@link KnownBugs}). Engines enter it only as <em>roles</em>: the engine
 * family and its variant ({@code RDF4J}, {@code RDF4J-noopt}, {@code JENA-ref}), so that
 * {@code rdf4j-noopt}, {@code rdf4j-noopt@4.3.6} and a reordered {@code --engines} are the same
 * role. Which side is wrong is kept: a differential's engines are split into the sides that gave
 * the same answer (an engine the verdict does not name as diverging is on the first engine's side;
 * the diverging ones are split by their answers), a side being a set of roles, so the split does not
 * depend on which engine came first.
 *
 * @param oracle    the oracle's name
 * @param verdictClass the verdict class ({@code VIOLATION}, {@code ENGINE_FAILURE/EVALUATION_ERROR})
 * @param exception for an engine failure, the exception class its cause names (or empty), and for
 *                  TLP and NoREC the role of the failing query; empty otherwise
 * @param shape     the shrunk case's predicate skeleton, pattern shape and query form ({@link Signature#caseShape})
 * @param sides     for a differential violation, its sides; for an engine failure, one side: the
 *                  roles whose query failed; otherwise the one role the oracle ran on
 * @param versions  each role's release(s) in this failure
 * @param answers   for a differential violation, each role's answer (its rows sorted, blank nodes
 *                  unnamed), so that which side has which rows is kept: two engines swapping
 *                  answers are not the same bug
 */
public record FailureIdentity(String oracle, String verdictClass, String exception, String shape, Set<Set<String>> sides,
							  Map<String, Set<String>> versions, Map<String, List<String>> answers) {

	public FailureIdentity {
		Objects.requireNonNull(oracle, "oracle");
		sides = Set.copyOf(sides);
		versions = Map.copyOf(versions);
		answers = Map.copyOf(answers);
	}

	/** The identity of a recorded verdict on its (shrunk) case. */
	public static FailureIdentity of(RecordedVerdict v, SparqlCase c) {
		String exception = "";
		boolean differential = Differential.NAME.equals(v.oracle());
		if (v.kind() == VerdictKind.ENGINE_FAILURE) {
			exception = v.exceptionClass().orElse("") + ON + (differential ? "" : v.failingRole());
		}
		Map<String, Set<String>> versions = new TreeMap<>();
		List<String> labels = new ArrayList<>();
		for (RecordedVerdict.RecordedQuery q : v.queries()) {
			if (!labels.contains(q.engine())) {
				labels.add(q.engine());
				EngineRef ref = EngineRef.fromLabel(q.engine());
				versions.computeIfAbsent(role(ref.name()), k -> new TreeSet<>()).add(release(ref.version()));
			}
		}
		Map<String, List<String>> answers = new TreeMap<>();
		if (differential && v.kind() == VerdictKind.VIOLATION && !v.queries().isEmpty()) {
			List<String> firstRows = rows(v.queries().get(0));
			v.queries().forEach(q -> answers.putIfAbsent(role(EngineRef.fromLabel(q.engine()).name()),
				onlyProjectionDiffers(v, q.engine(), labels.get(0)) ? firstRows : rows(q)));
		}
		return new FailureIdentity(v.oracle(), v.verdictClass(), exception,
			Signature.caseShape(c), sides(v, differential, labels), versions, answers);
	}

	/** The identity of a live verdict on its case. */
	public static FailureIdentity of(io.sparqlcheck.oracle.Verdict v) {
		return of(RecordedVerdict.of(v), v.sparqlCase());
	}

	/** The roles whose query failed in an engine failure (the failing engine's, when no query says). */
	static Set<String> failingRoles(RecordedVerdict v) {
		Set<String> failing = new TreeSet<>();
		v.queries().stream().filter(q -> "failure".equals(q.outcome())).forEach(q -> failing.add(role(EngineRef.fromLabel(q.engine()).name())));
		if (failing.isEmpty() && v.failingEngine() != null) {
			failing.add(role(EngineRef.fromLabel(v.failingEngine()).name()));
		}
		return failing;
	}

	private static Set<Set<String>> sides(RecordedVerdict v, boolean differential, List<String> labels) {
		Set<Set<String>> out = new java.util.HashSet<>();
		if (v.kind() == VerdictKind.ENGINE_FAILURE) {
			out.add(failingRoles(v));
			return out;
		}
		if (!differential || labels.size() < 2) {
			Set<String> all = new TreeSet<>();
			labels.forEach(l -> all.add(role(EngineRef.fromLabel(l).name())));
			out.add(all);
			return out;
		}
		// the first engine's side: every engine no discrepancy names as diverging from it
		String first = labels.get(0);
		Map<String, Set<String>> byAnswer = new LinkedHashMap<>();
		for (RecordedVerdict.RecordedQuery q : v.queries()) {
			String marker = "] " + q.engine() + " against " + first + ": ";
			boolean diverges = !q.engine().equals(first) && v.discrepancies().stream().anyMatch(d -> d.startsWith("[") && d.contains(marker));
			String answer = diverges ? answer(q) : "the first engine's side";
			byAnswer.computeIfAbsent(answer, k -> new TreeSet<>()).add(role(EngineRef.fromLabel(q.engine()).name()));
		}
		out.addAll(byAnswer.values());
		return out;
	}

	/**
	 * Whether the verdict says an engine's answer differs from the first engine's in its projected
	 * variables alone: the rows a latitude rule explained (or equal rows) under another header. Its rows
	 * then count as the first engine's: the divergence is the header's (a SELECT * projecting a MINUS
	 * variable), and a row-adding direction would make it look like the row bug the rule excused.
	 */
	private static boolean onlyProjectionDiffers(RecordedVerdict v, String engine, String first) {
		String marker = "] " + engine + " against " + first + ": " + ResultComparator.SAME_SOLUTIONS_OTHER_VARIABLES;
		return !engine.equals(first) && v.discrepancies().stream().anyMatch(d -> d.startsWith("[") && d.contains(marker));
	}

	/** Between an engine failure's exception class and the role of its failing query (TLP's, NoREC's). */
	private static final String ON = " on the query of role ";

	/**
	 * The same failing role, and the same exception class unless one of them names none (an endpoint's
	 * error text often names no class: then the rest of the identity decides).
	 */
	private static boolean sameException(String a, String b) {
		if (a.equals(b)) {
			return true;
		}
		int i = a.indexOf(ON), j = b.indexOf(ON);
		return i >= 0 && j >= 0 && a.substring(i).equals(b.substring(j)) && (i == 0 || j == 0);
	}

	/** An answer as a comparable text: its rows sorted, blank node labels left out. */
	private static String answer(RecordedVerdict.RecordedQuery q) {
		return q.outcome() + " " + rows(q);
	}

	private static List<String> rows(RecordedVerdict.RecordedQuery q) {
		List<String> rows = new ArrayList<>();
		q.rows().forEach(r -> rows.add(new TreeMap<>(r).toString().replaceAll("_:[A-Za-z0-9_.-]+", "_:")));
		rows.sort(null);
		return rows;
	}

	/** How the second answer differs from the first, as multisets of rows: rows missing, in excess, both, or none. */
	private static String direction(List<String> first, List<String> other) {
		List<String> missing = new ArrayList<>(first), excess = new ArrayList<>(other);
		other.forEach(missing::remove);
		first.forEach(excess::remove);
		return (missing.isEmpty() ? "" : "missing") + (excess.isEmpty() ? "" : "excess");
	}

	/**
	 * For a differential violation that splits its engines in two, one side's rows some of the other's: the roles
	 * of that side, which lose rows; empty for any other failure (rows lost and added, three answers or more).
	 */
	public Set<String> lostOn() {
		if (sides.size() != 2 || answers.isEmpty()) {
			return Set.of();
		}
		java.util.Iterator<Set<String>> it = sides.iterator();
		Set<String> a = it.next(), b = it.next();
		List<String> rowsA = answers.get(a.iterator().next()), rowsB = answers.get(b.iterator().next());
		if (rowsA == null || rowsB == null) {
			return Set.of();
		}
		String d = direction(rowsA, rowsB);
		// sorted: a locus's text lists these roles, and Set.copyOf's order changes from one JVM to the next
		Set<String> lost = d.equals("excess") ? a : d.equals("missing") ? b : Set.of();
		return java.util.Collections.unmodifiableSet(new TreeSet<>(lost));
	}

	/**
	 * Whether, on the roles both failures ran, the same roles lose rows: {@code mine} here and {@code theirs} in
	 * {@code known} (each a {@link #lostOn()}, as a locus records it), and on those roles the two split alike
	 * ({@link #sameSidesAs}). A locus may have been found on a pair of the failure's engines (a repro's own pair), and
	 * its sub-case splits the engines the failure's way, so the roles that lose rows there are the whole sides of the
	 * failure they are on. A pair taken from a larger failure loses rows where the larger one did.
	 */
	public boolean losesLike(Set<String> mine, FailureIdentity known, Set<String> theirs) {
		Set<String> common = commonRoles(known);
		Set<String> a = sidesOf(mine), b = known.sidesOf(theirs);
		a.retainAll(common);
		b.retainAll(common);
		return sameSidesAs(known) && !a.isEmpty() && a.equals(b);
	}

	/** The roles of this failure's sides that hold any of these roles. */
	private Set<String> sidesOf(Set<String> roles) {
		Set<String> out = new TreeSet<>(roles);
		sides.stream().filter(side -> side.stream().anyMatch(roles::contains)).forEach(out::addAll);
		return out;
	}

	/** Whether, on these roles, each role's answer differs from the first role's the same way in both. */
	private boolean sameDirections(FailureIdentity known, Set<String> roles) {
		if (answers.isEmpty() || known.answers.isEmpty()) {
			return true;
		}
		String first = null;
		for (String r : roles) {
			if (!answers.containsKey(r) || !known.answers.containsKey(r)) {
				continue;
			}
			if (first == null) {
				first = r;
			} else if (!direction(answers.get(first), answers.get(r)).equals(direction(known.answers.get(first), known.answers.get(r)))) {
				return false;
			}
		}
		return true;
	}

	/**
	 * The role of an engine of this name: its family (from the name: {@code jena}, {@code rdf4j},
	 * {@code oxigraph@0.5.11}), with the variant the name adds after the family ({@code -noopt},
	 * {@code -ref}); the release ({@code @4.3.6}) is not part of it.
	 */
	public static String role(String name) {
		String base = name.contains("@") ? name.substring(0, name.indexOf('@')) : name;
		for (EngineFamily f : EngineFamily.values()) {
			String lower = f.name().toLowerCase(Locale.ROOT);
			if (f != EngineFamily.OTHER && (base.equals(lower) || base.startsWith(lower + "-"))) {
				return f.name() + base.substring(lower.length());
			}
		}
		return "OTHER:" + base;
	}

	/** The family part of a role ({@code RDF4J} of {@code RDF4J-noopt}). */
	public static String family(String role) {
		int dash = role.indexOf('-');
		return role.startsWith("OTHER:") ? role : dash < 0 ? role : role.substring(0, dash);
	}

	/** A version as records write it ({@code 5.6.0 (QueryEngineRef)}) without its note: {@code 5.6.0}. */
	static String release(String version) {
		return version.strip().split(" ")[0];
	}

	/**
	 * Whether this failure is the known one: same oracle, verdict class, exception, shape, and the
	 * same sides on the roles both ran (at least two sides of those, for a differential violation;
	 * for any other failure its failing or only role).
	 */
	public boolean sameBugAs(FailureIdentity known) {
		return shape.equals(known.shape) && sameFamilyAs(known);
	}

	/**
	 * Whether this failure fails the way the known one does, whatever the case's shape: same oracle,
	 * verdict class, exception and sides. A campaign shrinks failures of no known family first.
	 */
	public boolean sameFamilyAs(FailureIdentity known) {
		return sameSidesAs(known) && sameDirections(known, commonRoles(known));
	}

	/**
	 * This failure as its evaluator's, when it is one engine's (TLP, NoREC, an engine failure): the role
	 * without its optimizers-off variant ({@code RDF4J} for {@code RDF4J-noopt}). An evaluator bug, located
	 * by its {@link EvaluatorLocus}, shows on rdf4j-noopt and on rdf4j wherever no optimizer step hides it:
	 * it is the same bug on both. A differential's identity is returned as it is (its sides are roles apart).
	 */
	public FailureIdentity onEvaluator() {
		if (sides.size() != 1 || sides.iterator().next().size() != 1 || !answers.isEmpty()) {
			return this;
		}
		Map<String, Set<String>> byEvaluator = new TreeMap<>();
		versions.forEach((role, v) -> byEvaluator.computeIfAbsent(evaluator(role), k -> new TreeSet<>()).addAll(v));
		String role = sides.iterator().next().iterator().next();
		return new FailureIdentity(oracle, verdictClass, exception, shape, Set.of(Set.of(evaluator(role))), byEvaluator, answers);
	}

	private static String evaluator(String role) {
		return role.endsWith("-noopt") ? role.substring(0, role.length() - "-noopt".length()) : role;
	}

	/**
	 * Whether this divergence splits the engines as the failure does, rows or not alike: same oracle,
	 * verdict class, exception and sides, and rows that differ here exactly when the failure's do (a
	 * difference of the projected variables alone is another bug than a row's, either way). Which rows are missing and
	 * which in excess is not asked: an operator added on top changes it (an OPTIONAL turns a lost row
	 * into a row lacking its extension, a FILTER drops that row again, a MINUS turns a row its right side
	 * lost into a row the result keeps). {@link EvaluatorLocus} asks it of a case's sub-patterns.
	 */
	public boolean splitsLike(FailureIdentity failure) {
		return sameSidesAs(failure) && rowsDiffer(failure.answers) == rowsDiffer(answers);
	}

	boolean sameSidesAs(FailureIdentity known) {
		if (!oracle.equals(known.oracle) || !verdictClass.equals(known.verdictClass) || !sameException(exception, known.exception)) {
			return false;
		}
		Set<String> common = commonRoles(known);
		Set<Set<String>> mine = project(sides, common), theirs = project(known.sides, common);
		boolean violation = !verdictClass.startsWith(VerdictKind.ENGINE_FAILURE.name());
		boolean enough = Differential.NAME.equals(oracle) && violation ? mine.size() >= 2 : !mine.isEmpty();
		return enough && mine.equals(theirs);
	}

	private Set<String> commonRoles(FailureIdentity known) {
		Set<String> common = new TreeSet<>(versions.keySet());
		common.retainAll(known.versions.keySet());
		return common;
	}

	private static boolean rowsDiffer(Map<String, List<String>> answers) {
		return new java.util.HashSet<>(answers.values()).size() > 1;
	}

	private static Set<Set<String>> project(Set<Set<String>> sides, Set<String> onto) {
		Set<Set<String>> out = new java.util.HashSet<>();
		for (Set<String> s : sides) {
			Set<String> kept = new TreeSet<>(s);
			kept.retainAll(onto);
			if (!kept.isEmpty()) {
				out.add(kept);
			}
		}
		return out;
	}
}
