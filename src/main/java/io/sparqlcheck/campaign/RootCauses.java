package io.sparqlcheck.campaign;

import io.sparqlcheck.ledger.FailureClass;
import io.sparqlcheck.ledger.Signature;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.Verdict;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Which failures a campaign shrinks, and which root-cause group each failure belongs to.
 *
 * <p>A failure's group is the signature of its shrunk case: its {@link FailureClass} (the oracle,
 * the engines that disagree and how, the relation broken or the failure kind) and the shape of the
 * shrunk case ({@link ShapeKey}: the predicate's operator skeleton, the pattern's constructs). Which failures to
 * shrink must be decided before their shrunk signature is known, and the same way on every run, so
 * the decision uses only what the unshrunk failure shows, in seed order:
 * <ul>
 *   <li>its class, and a quick pre-signature: the class plus the sets of operators and pattern
 *       constructs of the unshrunk case;</li>
 *   <li>the first {@code perSignature} failures of each class are shrunk; after that, a failure is
 *       shrunk only when its pre-signature is new (a frequent false alarm costs one shrink per shape
 *       it shows, not one per failure). There is no stop per class: the core-2 campaign of issue 12
 *       had one (a class whose shrinks kept landing on the signatures it had stopped spending), and
 *       it left 154 failures of two classes in unshrunk groups whose members nobody had shown to be
 *       the known bugs their shrunk siblings were; the tiered cap below bounds the cost instead;</li>
 *   <li>but a failure of a known bug's family, its class's first {@code perSignature} shrinks spent,
 *       is shrunk only as a probe, at each doubling of its class's failures ({@link #probe}); unshrunk,
 *       the first of each pre-signature is asked for its cause ({@link #mayAskCause});</li>
 *   <li>never more than {@code total} shrinks in the whole campaign, in tiers so that classes met
 *       late in the seed order still get theirs: a class's first failure may use the whole cap, its
 *       other first {@code perSignature} failures three quarters of it, the new pre-signatures beyond
 *       those half of it.</li>
 * </ul>
 * A failure that is not shrunk joins the group of the shrunk failure with the same pre-signature,
 * if there is one, and otherwise a group of its own class, marked unshrunk.
 */
final class RootCauses {

	/**
	 * The group a failure was put in.
	 *
	 * @param key     the group's key: the signature key of the shrunk case, or {@code unshrunk | class}
	 * @param name    what a summary prints: the signature hash, the class and the shape
	 * @param knownAs what the group's shrunk representative was known as (a ledger entry, a triaged finding), if anything
	 */
	record Group(String key, String name, Optional<String> knownAs) {
		/** Whether no shrunk case stands for the group (its failures were matched, if at all, as they are). */
		boolean unshrunk() {
			return key.startsWith(UNSHRUNK);
		}
	}

	/** How an unshrunk group's key and name begin. */
	static final String UNSHRUNK = "unshrunk";

	/**
	 * How the name of an unshrunk group begins when every shrunk failure of its class was known: it
	 * replayed as known as far as it was replayed, and {@code --fail-on new} passes over it.
	 */
	static final String UNSHRUNK_CLASS_KNOWN = "unshrunk (every shrunk case of its class known) ";

	private static final class ClassState {
		int shrinks;
		final Set<String> signatures = new HashSet<>();
		final Set<String> triedPre = new HashSet<>();
		final List<Optional<String>> knownAs = new ArrayList<>();
		int replays;
		/** Failures of the class met so far, and the count at which a known family may next be probed. */
		int failures;
		int nextProbe;
	}

	private final int perSignature;
	private final int total;
	private int shrinks;
	private final Map<String, ClassState> classes = new HashMap<>();
	private final Map<String, Group> byPreSignature = new HashMap<>();
	/** Pre-signatures whose unshrunk failure was asked for its cause ({@link #mayAskCause}). */
	private final Set<String> askedCause = new HashSet<>();

	RootCauses(int perSignature, int total) {
		this.perSignature = Math.max(0, perSignature);
		this.total = Math.max(0, total);
	}

	/**
	 * Whether to shrink this failure; if so, the caller reports the outcome to {@link #shrunk}. A
	 * failure of a known bug's family ({@code knownFamily}) gets no shrink for a new pre-signature
	 * beyond its class's first {@code perSignature}: that budget goes to failures of no known family,
	 * and the failure waits for {@link #mayReplay}.
	 */
	boolean shouldShrink(Verdict failure, boolean knownFamily) {
		if (perSignature == 0) {
			return false;
		}
		ClassState s = state(failure);
		s.failures++;
		if (knownFamily && s.shrinks >= perSignature) {
			return probe(s, failure);
		}
		if (s.shrinks == 0) {
			return shrinks < total; // a class's first failure: the whole cap is open to it
		}
		if (s.shrinks < perSignature) {
			return shrinks < total * 3 / 4;
		}
		return shrinks < total / 2 && !s.triedPre.contains(preSignature(failure));
	}

	/** A known family's first probe comes no earlier than its class's failure of this number. */
	static final int FIRST_PROBE = 64;

	/**
	 * Whether a failure of a known family, its class's first shrinks spent, is shrunk all the same: when
	 * its pre-signature is new and its class has met as many failures as its next probe asks, within
	 * half the cap. The first probe is at failure 2n of a class whose first shrinks took n failures, and
	 * no earlier than {@link #FIRST_PROBE}; each probe then asks for twice the failures it was made at.
	 * A known family is often several bugs of one class (rows missing on one engine is a dozen bugs of
	 * RDF4J), and without a probe every failure after the first few of the class stayed unshrunk,
	 * whatever bug it was; the doubling keeps their cost to a shrink per doubling of the class.
	 */
	private boolean probe(ClassState s, Verdict failure) {
		if (s.nextProbe == 0) {
			s.nextProbe = Math.max(2 * s.failures, FIRST_PROBE);
		}
		if (s.failures < s.nextProbe || shrinks >= total / 2 || s.triedPre.contains(preSignature(failure))) {
			return false;
		}
		s.nextProbe = 2 * s.failures;
		return true;
	}

	/** Records a shrink of {@code failure} (empty: it did not reproduce) and returns its group. */
	Group shrunk(Verdict failure, Optional<Verdict> shrunk, Optional<String> knownAs) {
		shrinks++;
		ClassState s = state(failure);
		s.shrinks++;
		String pre = preSignature(failure);
		s.triedPre.add(pre);
		if (shrunk.isEmpty()) {
			return unshrunk(failure, knownAs);
		}
		Group g = group(shrunk.get(), knownAs);
		s.signatures.add(g.key());
		s.knownAs.add(knownAs);
		byPreSignature.putIfAbsent(pre, g);
		return g;
	}

	/**
	 * Whether a failure left unshrunk and unmatched may be shrunk now, when the run's cases are done:
	 * up to {@code perSignature} replays per class, out of what the campaign's cap of {@code total}
	 * shrinks has left. The caller reports the outcome to {@link #replayed}.
	 */
	boolean mayReplay(Verdict failure) {
		return state(failure).replays < perSignature && shrinks < total;
	}

	/** Records a replay's shrink of {@code failure} and returns its group, as {@link #shrunk} does. */
	Group replayed(Verdict failure, Optional<Verdict> shrunk, Optional<String> knownAs) {
		state(failure).replays++;
		return shrunk(failure, shrunk, knownAs);
	}

	/**
	 * The group of a failure that was not shrunk: that of a shrunk failure with the same
	 * pre-signature, else its class's unshrunk group, known as what every shrunk failure of its class
	 * was known as when they all agree (else as {@code ownMatch}, what it matches unshrunk).
	 */
	Group assign(Verdict failure, Optional<String> ownMatch) {
		Group g = byPreSignature.get(preSignature(failure));
		if (g != null) {
			return g;
		}
		ClassState s = state(failure);
		boolean agree = !s.knownAs.isEmpty() && s.knownAs.stream().distinct().count() == 1 && s.knownAs.get(0).isPresent();
		Group g2 = unshrunk(failure, agree ? s.knownAs.get(0) : ownMatch);
		boolean allKnown = !s.knownAs.isEmpty() && s.knownAs.stream().allMatch(Optional::isPresent);
		return g2.knownAs().isEmpty() && allKnown
			? new Group(g2.key(), UNSHRUNK_CLASS_KNOWN + g2.name().substring(UNSHRUNK.length() + 1), g2.knownAs()) : g2;
	}

	/** The group of a shrunk verdict: the signature of its case and class. */
	static Group group(Verdict shrunk, Optional<String> knownAs) {
		FailureClass fc = FailureClass.of(shrunk);
		SparqlCase c = shrunk.sparqlCase();
		String key = fc.key() + " | " + ShapeKey.of(c);
		return new Group(key, "sig-" + sha256(key).substring(0, 12) + " " + fc.describe() + " | " + ShapeKey.of(c), knownAs);
	}

	private static String sha256(String text) {
		try {
			return java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256")
				.digest(text.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
		} catch (java.security.NoSuchAlgorithmException e) {
			throw new IllegalStateException(e);
		}
	}

	/**
	 * The group of an engine failure known by its exception before any shrink ({@link Triage#knownByException}):
	 * unshrunk, one group per class and bug, never a group of another bug its class's shrunk failures agree on.
	 */
	static Group knownByException(Verdict failure, String knownAs) {
		FailureClass fc = FailureClass.of(failure);
		return new Group(UNSHRUNK + " | " + fc.key() + " | " + knownAs, UNSHRUNK + " " + fc.describe(), Optional.of(knownAs));
	}

	/**
	 * Whether to ask a failure left unshrunk for its cause ({@link Triage#knownByCause}, the optimizer steps it
	 * needs or where the evaluator first goes wrong): a failure of a known family whose pre-signature has no
	 * group yet, once per pre-signature. Beyond its class's first shrinks such a failure is shrunk only at a
	 * probe, and a class is often a dozen bugs of one engine: without its cause the failure joined its class's
	 * unshrunk group, whatever bug it was, and a known bug met late in a campaign went unnamed. A cause is a few
	 * re-runs of the case with a step off, a shrink hundreds of evaluations.
	 */
	boolean mayAskCause(Verdict failure, boolean knownFamily) {
		String pre = preSignature(failure);
		return knownFamily && !byPreSignature.containsKey(pre) && askedCause.add(pre);
	}

	/**
	 * The group of an unshrunk failure its cause names (as {@link #knownByException}'s, one per class and bug);
	 * later failures of its pre-signature join it, as they join a shrunk failure's.
	 */
	Group knownByCause(Verdict failure, String knownAs) {
		Group g = knownByException(failure, knownAs);
		byPreSignature.putIfAbsent(preSignature(failure), g);
		return g;
	}

	private static Group unshrunk(Verdict failure, Optional<String> knownAs) {
		FailureClass fc = FailureClass.of(failure);
		return new Group(UNSHRUNK + " | " + fc.key(), UNSHRUNK + " " + fc.describe(), knownAs);
	}

	private ClassState state(Verdict failure) {
		return classes.computeIfAbsent(FailureClass.of(failure).key(), k -> new ClassState());
	}

	private static final Pattern OPERATOR = Pattern.compile("[A-Za-z_:]+\\(|NOT IN|IN|&&|\\|\\||!=|<=|>=|[=<>+*/!-]");
	private static final Pattern CONSTRUCT = Pattern.compile("OPTIONAL|UNION|MINUS|BIND|VALUES|\\{");

	/** The class, and which operators and pattern constructs the case uses (not how often, nor where). */
	static String preSignature(Verdict failure) {
		SparqlCase c = failure.sparqlCase();
		return FailureClass.of(failure).key() + " | " + tokens(OPERATOR, Signature.skeleton(c.predicate()))
			+ " | " + tokens(CONSTRUCT, Signature.shape(c.pattern()));
	}

	private static Set<String> tokens(Pattern p, String text) {
		Set<String> out = new TreeSet<>();
		Matcher m = p.matcher(text.replaceAll("<[^>]*>", "DT").replaceAll("xsd:[A-Za-z]+", "DT"));
		while (m.find()) {
			out.add(m.group());
		}
		return out;
	}
}
