package io.sparqlcheck.campaign;

import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.config.EngineCatalog;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.ForwardingEngine;
import io.sparqlcheck.engine.OptimizerSteps;
import io.sparqlcheck.engine.Rdf4jEngine;
import io.sparqlcheck.ledger.Attribution;
import io.sparqlcheck.ledger.Attributions;
import io.sparqlcheck.ledger.Candidate;
import io.sparqlcheck.ledger.EngineRef;
import io.sparqlcheck.ledger.Findings;
import io.sparqlcheck.ledger.KnownBug;
import io.sparqlcheck.ledger.KnownBugs;
import io.sparqlcheck.ledger.Ledger;
import io.sparqlcheck.ledger.LedgerEntry;
import io.sparqlcheck.ledger.OptimizerAttribution;
import io.sparqlcheck.ledger.TriagedFinding;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.MinusPattern;
import io.sparqlcheck.model.OptionalPattern;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.model.Triple;
import io.sparqlcheck.model.TriplePattern;
import io.sparqlcheck.model.ValuesPattern;
import io.sparqlcheck.model.Var;
import io.sparqlcheck.oracle.Verdict;
import io.sparqlcheck.result.QueryOutcome;
import io.sparqlcheck.testing.Mutants;
import net.jqwik.api.Example;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A known bug reached in a new shape is recognised by its cause: the optimizer steps its failure
 * needs, recorded for every repro that runs on an embedded engine ({@code explain --known --record})
 * and computed for a live failure on the real engines. A failure of the same family through another
 * cause (a mutant whose wrong step is another) is not matched; and every runnable repro has its
 * steps recorded, so that the matching never silently lacks a bug.
 */
class KnownCausesTests {

	private static final Iri P = new Iri("http://example.org/p"), Q = new Iri("http://example.org/q"),
		S0 = new Iri("http://example.org/s0");

	private static KnownBugs repository() throws Exception {
		return KnownBugs.read(Path.of(Ledger.DEFAULT_FILE), Path.of(TriagedFinding.DEFAULT_FILE), Path.of(Attributions.DEFAULT_FILE));
	}

	private static Verdict check(String oracle, List<Engine> engines, SparqlCase c) {
		return Check.of(List.of(oracle), engines).get(0).oracle().check(c);
	}

	/**
	 * rdf4j-values-in-minus-inlined's repros are {@code { ?s p ?o MINUS { ?s q ?w VALUES (?s) { (0) } } }};
	 * here the same VALUES-in-MINUS sits after an OPTIONAL, a shape no repro has. Its NoREC family
	 * names several RDF4J bugs; the cause (the inliner) names one.
	 */
	@Example
	void aKnownBugInANewShapeIsKnownByItsCause() throws Exception {
		Var s = Var.of("s"), o = Var.of("o"), w = Var.of("w"), z = Var.of("z");
		GroupPattern pattern = GroupPattern.of(new TriplePattern(s, P, o),
			new OptionalPattern(GroupPattern.of(new TriplePattern(o, Q, z))),
			new MinusPattern(GroupPattern.of(new TriplePattern(s, Q, w),
				new ValuesPattern(List.of(s), List.of(List.of(Optional.of(Literal.integer(0))))))));
		SparqlCase c = new SparqlCase(Dataset.of(new Triple(S0, P, S0)), pattern,
			new Expr.Comparison(Expr.CompareOp.EQ, new Expr.Constant(Literal.integer(0)), s));
		KnownBugs known = repository();
		try (Rdf4jEngine rdf4j = new Rdf4jEngine()) {
			Verdict v = check("norec", List.of(rdf4j), c);
			assertThat(v).as(v.toString()).isInstanceOf(Verdict.Violation.class);
			assertThat(known.bugId(v)).as("no repro has this shape").isEmpty();
			assertThat(known.knownFamily(v)).isTrue();
			long family = known.bugs().stream().filter(b -> b.identities().stream().anyMatch(io.sparqlcheck.ledger.FailureIdentity.of(v)::sameFamilyAs)).count();
			assertThat(family).as("the family alone names several bugs").isGreaterThan(1);

			Set<String> steps = OptimizerAttribution.cause("NoREC", List.of(rdf4j), c);
			assertThat(steps).containsExactly("RDF4J: BindingSetAssignmentInlinerOptimizer");
			assertThat(OptimizerAttribution.cause("NoREC", List.of(rdf4j), c)).as("the same on every run").isEqualTo(steps);
			io.sparqlcheck.ledger.CauseMatch m = known.byCause(v, steps).orElseThrow();
			assertThat(m.unique()).isTrue();
			assertThat(m.describe()).isEqualTo("known by cause: rdf4j-values-in-minus-inlined (RDF4J: BindingSetAssignmentInlinerOptimizer)");
			assertThat(known.bugId(v, () -> steps)).contains("rdf4j-values-in-minus-inlined");
			// the campaign's triage asks the engines itself
			assertThat(LedgerTriage.of(known).knownByCause(v, List.of(rdf4j))).contains(m.describe());
		}
	}

	/**
	 * RDF4J dropping a filtered row (a TLP violation on RDF4J: the family of rdf4j-filter-pushed-into-minus,
	 * rdf4j-if-error-no-value and c-7fe580549c63) while one chosen optimizer step is on. With
	 * RegexAsStringFunctionOptimizer guilty, a cause no known bug of the family records, it is not known by cause
	 * (ConstantOptimizer served until a ledger entry of rdf4j#6056 recorded it, session 21); the same mutant with
	 * DisjunctiveConstraintOptimizer guilty (c-7fe580549c63's recorded cause) is, which shows that only the
	 * cause made the difference.
	 */
	@Example
	void aMutantOfTheSameFamilyThroughAnotherCauseIsNotKnownByCause() throws Exception {
		KnownBugs known = repository();
		try (Rdf4jEngine real = new Rdf4jEngine()) {
			Verdict v = null;
			SparqlCase c = null;
			Engine constant = new GuiltyStep(real, "RegexAsStringFunctionOptimizer");
			for (long seed = 0; seed < 200 && v == null; seed++) {
				SparqlCase sc = SparqlArbitraries.cases().caseForSeed(seed);
				Verdict mv = check("tlp", List.of(constant), sc);
				if (mv instanceof Verdict.Violation && check("tlp", List.of(real), sc) instanceof Verdict.Pass
					&& known.bugId(mv).isEmpty()) {
					v = mv;
					c = sc;
				}
			}
			assertThat(v).as("the mutant must fail somewhere").isNotNull();
			assertThat(known.knownFamily(v)).as("it fails the way known RDF4J TLP bugs do").isTrue();
			Set<String> steps = OptimizerAttribution.cause("TLP", List.of(constant), c);
			assertThat(steps).containsExactly("RDF4J: RegexAsStringFunctionOptimizer");
			assertThat(known.byCause(v, steps)).isEmpty();
			assertThat(LedgerTriage.of(known).knownByCause(v, List.of(constant))).isEmpty();
			Verdict unknown = v;
			assertThat(known.bugId(v, () -> OptimizerAttribution.cause("TLP", List.of(constant), unknown.sparqlCase()))).isEmpty();

			Engine disjunctive = new GuiltyStep(real, "DisjunctiveConstraintOptimizer");
			Verdict dv = check("tlp", List.of(disjunctive), c);
			assertThat(dv).isInstanceOf(Verdict.Violation.class);
			Set<String> ds = OptimizerAttribution.cause("TLP", List.of(disjunctive), c);
			assertThat(ds).containsExactly("RDF4J: DisjunctiveConstraintOptimizer");
			assertThat(known.byCause(dv, ds).map(io.sparqlcheck.ledger.CauseMatch::describe)).contains(
				"known by cause: c-7fe580549c63 (RDF4J: DisjunctiveConstraintOptimizer)");
		}
	}

	/** Empty steps (no optimizer step involved) name no bug: the evaluator has no switch to tell its bugs apart. */
	@Example
	void aFailureNoStepExplainsIsNotKnownByCause() throws Exception {
		KnownBugs known = repository();
		TriagedFinding f = Findings.find(Path.of(TriagedFinding.DEFAULT_FILE), "rdf4j-leftjoin-condition-error-aborts").orElseThrow();
		Candidate r = f.repros().get(0);
		try (Engine noopt = EngineCatalog.embedded().open("rdf4j-noopt").orElseThrow()) {
			Verdict v = check("tlp", List.of(noopt), r.shrunk().sparqlCase());
			assertThat(v).isInstanceOf(Verdict.EngineFailure.class);
			assertThat(known.knownFamily(v)).isTrue();
			assertThat(known.byCause(v, Set.of())).isEmpty();
		}
	}

	/**
	 * rdf4j-noopt throws the same text on rdf4j-leftjoin-condition-error-aborts's case whichever oracle
	 * meets it: known by that exception, whatever the identity says. Another text is not.
	 */
	@Example
	void anEngineFailureMetByAnotherOracleIsKnownByItsException() throws Exception {
		KnownBugs known = repository();
		TriagedFinding f = Findings.find(Path.of(TriagedFinding.DEFAULT_FILE), "rdf4j-leftjoin-condition-error-aborts").orElseThrow();
		try (Engine noopt = EngineCatalog.embedded().open("rdf4j-noopt").orElseThrow()) {
			Verdict v = check("norec", List.of(noopt), f.repros().get(0).shrunk().sparqlCase());
			assertThat(v).as(v.toString()).isInstanceOf(Verdict.EngineFailure.class);
			io.sparqlcheck.ledger.CauseMatch m = known.byException(io.sparqlcheck.ledger.RecordedVerdict.of(v)).orElseThrow();
			assertThat(m.bugs().stream().map(KnownBug::id)).contains(f.id());
			assertThat(LedgerTriage.of(known).knownByCause(v, List.of(noopt))).contains(m.describe());
			Engine other = new io.sparqlcheck.engine.RenamedEngine(Mutants.alwaysFails("java.lang.IllegalStateException: boom"), "rdf4j-noopt");
			Verdict ov = check("norec", List.of(other), f.repros().get(0).shrunk().sparqlCase());
			assertThat(ov).isInstanceOf(Verdict.EngineFailure.class);
			assertThat(known.byException(io.sparqlcheck.ledger.RecordedVerdict.of(ov))).isEmpty();
		}
	}

	/**
	 * Every repro of a ledger entry or triaged finding that runs on the embedded engines has its steps
	 * recorded (an optimizer-step attribution with the {@code steps} field), and a differential one
	 * no step explains its evaluator locus too: a repro without them could never be matched by
	 * cause. Fix: {@code bin/sparqlcheck explain --known --record}.
	 */
	@Example
	void everyRunnableKnownBugHasItsStepsRecorded() throws Exception {
		Set<String> embedded = Set.copyOf(EngineCatalog.embedded().names());
		List<Attribution> attributions = Attributions.read(Path.of(Attributions.DEFAULT_FILE));
		List<Candidate> repros = new ArrayList<>();
		Ledger.read(Path.of(Ledger.DEFAULT_FILE)).stream().map(LedgerEntry::candidate).filter(java.util.Objects::nonNull).forEach(repros::add);
		Findings.read(Path.of(TriagedFinding.DEFAULT_FILE)).forEach(f -> repros.addAll(f.repros()));
		List<String> lacking = new ArrayList<>();
		int runnable = 0, evaluator = 0;
		for (Candidate c : repros) {
			if (!c.engines().stream().map(EngineRef::name).allMatch(embedded::contains)) {
				continue;
			}
			runnable++;
			Optional<Attribution> steps = attributions.stream()
				.filter(a -> a.id().equals(c.id()) && a.kind() == Attribution.Kind.OPTIMIZER_STEP && a.steps() != null).findFirst();
			if (steps.isEmpty()) {
				lacking.add(c.id());
			} else if (steps.get().steps().isEmpty() && c.oracle().equals("differential")
				&& c.shrunk().verdict().kind() == io.sparqlcheck.oracle.VerdictKind.VIOLATION) {
				evaluator++;
				if (steps.get().locus() == null) {
					lacking.add(c.id() + " (its evaluator locus)");
				}
			}
		}
		assertThat(runnable).isGreaterThan(100);
		assertThat(evaluator).as("differential repros no step explains (EvaluatorLocusTests)").isGreaterThan(30);
		assertThat(lacking).as("repros on embedded engines without recorded steps: run bin/sparqlcheck explain --known --record").isEmpty();
		long withCause = repository().bugs().stream().filter(b -> b.causes().stream().anyMatch(x -> !x.steps().isEmpty())).count();
		assertThat(withCause).as("bugs with a non-empty recorded cause").isGreaterThanOrEqualTo(15);
	}

	/** RDF4J, named rdf4j, that drops one filtered row while {@code guilty} is on: a wrong optimizer step, as attribution sees it. */
	private static final class GuiltyStep extends ForwardingEngine implements OptimizerSteps {
		private final Rdf4jEngine real;
		private final String guilty;
		private final Engine wrong;

		GuiltyStep(Rdf4jEngine real, String guilty) {
			super(real);
			this.real = real;
			this.guilty = guilty;
			this.wrong = Mutants.dropsOneFilteredRow(real);
		}

		@Override
		public String name() {
			return "rdf4j";
		}

		@Override
		public QueryOutcome select(Dataset data, String query) {
			return wrong.select(data, query);
		}

		@Override
		public List<String> optimizerSteps() {
			return real.optimizerSteps();
		}

		@Override
		public Engine withoutStep(String step) {
			Rdf4jEngine without = (Rdf4jEngine) real.withoutStep(step);
			return step.equals(guilty) ? without : new GuiltyStep(without, guilty);
		}
	}
}
