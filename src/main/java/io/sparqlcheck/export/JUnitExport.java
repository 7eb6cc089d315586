package io.sparqlcheck.export;

import io.sparqlcheck.ledger.Candidate;
import io.sparqlcheck.ledger.EngineRef;
import io.sparqlcheck.ledger.RecordedVerdict.RecordedQuery;
import io.sparqlcheck.oracle.Differential;
import io.sparqlcheck.oracle.Norec;
import io.sparqlcheck.oracle.Tlp;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A recorded failure as a self-contained JUnit 5 class for the user's own project: the shrunk case's
 * data and the oracle's queries inline (exactly the texts the oracle ran), a replay on the record's
 * engines in-process, and one test asserting the oracle's relation (TLP: the base's solutions equal
 * the union of the branches', as multisets; NoREC: the rewrite's row count equals the base's and
 * its rows flagged true number the optimized query's rows; differential: every engine's solutions
 * equal the first's, as multisets). It fails while the engine answers wrongly, with the engine's
 * answer in the message, and passes once the engine answers as the relation says. It needs JUnit 5
 * and jena-arq and/or the RDF4J memory store, nothing of sparqlcheck.
 *
 * <p>Solutions are compared term by term (N-Triples), stricter than the oracles' value-canonical
 * comparison; within one library an engine writes a term one way, so this only matters for a
 * differential across Jena and RDF4J, where the test says so if it fails on spelling alone.
 */
public final class JUnitExport {
	private JUnitExport() {
	}

	/** The source text and the class name (the file is {@code <name>.java}). */
	public record Source(String className, String text) {
		/** The class's name with its package, {@value JUnitExport#PACKAGE}. */
		public String qualifiedName() {
			return PACKAGE + "." + className;
		}
	}

	/**
	 * The package of every exported class: a class with a package line drops into any test source
	 * folder as is (javac does not ask that the folders match; put it under {@code sparqlcheck/repros/}
	 * to keep tools that do happy).
	 */
	public static final String PACKAGE = "sparqlcheck.repros";

	/**
	 * The class for a candidate.
	 *
	 * @throws IllegalArgumentException for an oracle or an engine an in-process replay cannot stand for, saying which
	 */
	public static Source of(Candidate c, Map<String, ReplayEngine.Endpoint> endpoints) {
		List<ReplayEngine> engines = new ArrayList<>();
		for (EngineRef e : c.engines()) {
			engines.add(ReplayEngine.of(e.name(), endpoints).orElseThrow(() -> new IllegalArgumentException("engine '" + e.name()
				+ "' has no replay (the JUnit export knows jena, jena-ref, 'jena without optX', rdf4j, rdf4j-noopt and SPARQL endpoints)")));
		}
		io.sparqlcheck.model.Dataset data = c.shrunk().sparqlCase().data();
		boolean trig = data.hasNamedGraphs();
		if (trig && engines.stream().anyMatch(e -> e.kind() == ReplayEngine.Kind.ENDPOINT)) {
			// the replay writes the data into one graph of the test's own; a case's named graphs would have to go into
			// the server's graphs of the case's names, which may hold someone's data
			throw new IllegalArgumentException("the case has named graphs, and an exported test writes an endpoint's data into one graph of"
				+ " its own only: export it for the in-process engines (--engines-file without the endpoint), or replay it with recheck");
		}
		Map<String, String> constants = new LinkedHashMap<>();
		for (RecordedQuery q : c.shrunk().verdict().queries()) {
			constants.putIfAbsent(JavaText.constant(q.role()), q.query());
		}
		String name = JavaText.className(c.id());
		StringBuilder b = new StringBuilder();
		b.append("// Written by `bin/sparqlcheck export ").append(c.id()).append("`: a repro of sparqlcheck, self-contained.\n");
		b.append("package ").append(PACKAGE).append(";\n\n");
		JUnitRunners.imports(engines).forEach(i -> b.append("import ").append(i).append(";\n"));
		b.append("\nimport static org.junit.jupiter.api.Assertions.assertEquals;\n\n");
		b.append("/**\n * sparqlcheck ").append(c.id()).append(": ").append(c.classification().text())
			.append(" found by ").append(c.oracle()).append(" on ").append(String.join(", ", c.engineLabels()))
			.append(".\n * Relation: ").append(relation(c.oracle())).append(".\n * The shrunk case is inline; the queries are the ones the oracle ran. This test fails while\n"
				+ " * the engine answers wrongly and passes once it answers as the relation says.\n */\n");
		b.append("public class ").append(name).append(" {\n\n\t/** The data, ").append(trig ? "TriG: the default graph's triples, then each named graph's" : "N-Triples")
			.append(". */\n\tstatic final String DATA = ").append(JavaText.lines(trig ? trig(data) : c.shrunk().data(), "\t\t")).append(";\n");
		if (engines.stream().anyMatch(e -> e.kind() == ReplayEngine.Kind.ENDPOINT)) {
			b.append("\t/** The graph an endpoint gets the data in (dropped after each test), and the queries' default graph. */\n")
				.append("\tstatic final String GRAPH = ").append(JavaText.literal("urn:sparqlcheck:export:" + c.id())).append(";\n");
		}
		constants.forEach((k, v) -> b.append("\tstatic final String ").append(k).append(" = ").append(JavaText.literal(v)).append(";\n"));
		b.append('\n').append(test(c, engines)).append('\n').append(JUnitRunners.methods(engines, trig)).append(HELPERS).append("}\n");
		return new Source(name, b.toString());
	}

	/** The dataset as TriG: its default graph's N-Triples lines, then a block per named graph. */
	static String trig(io.sparqlcheck.model.Dataset data) {
		StringBuilder b = new StringBuilder(data.toNTriples());
		data.named().forEach((g, triples) -> b.append('<').append(g.value()).append("> {\n")
			.append(new io.sparqlcheck.model.Dataset(triples).toNTriples()).append("}\n"));
		return b.toString();
	}

	private static String relation(String oracle) {
		return switch (oracle) {
			case Tlp.NAME -> "TLP, " + Tlp.RELATION;
			case Norec.NAME -> "NoREC, " + Norec.RELATION;
			case Differential.NAME -> "the differential: every engine returns the same solutions, as multisets";
			default -> throw new IllegalArgumentException("oracle '" + oracle + "' has no JUnit export (TLP, NoREC, differential have)");
		};
	}

	private static String test(Candidate c, List<ReplayEngine> engines) {
		List<RecordedQuery> queries = c.shrunk().verdict().queries();
		String engine = JavaText.literal(engines.get(0).recordedName());
		StringBuilder b = new StringBuilder("\t@Test\n");
		switch (c.oracle()) {
			case Tlp.NAME -> {
				b.append("\tvoid baseEqualsTheUnionOfTheBranches() throws Exception {\n")
					.append("\t\tMap<String, Integer> base = bag(select(").append(engine).append(", Q_BASE));\n")
					.append("\t\tMap<String, Integer> branches = new TreeMap<>();\n");
				for (RecordedQuery q : queries) {
					if (!q.role().equals("base")) {
						b.append("\t\tadd(branches, bag(select(").append(engine).append(", ").append(JavaText.constant(q.role())).append(")));\n");
					}
				}
				b.append("\t\tassertEquals(base, branches, \"TLP on \" + ").append(engine)
					.append(" + \": the base's solutions (expected) against the union of the branches' (actual), each with its count\");\n\t}\n");
			}
			case Norec.NAME -> b.append("\tvoid optimizedCountsTheRowsFlaggedTrue() throws Exception {\n")
				.append("\t\tList<Map<String, String>> base = select(").append(engine).append(", Q_BASE);\n")
				.append("\t\tList<Map<String, String>> optimized = select(").append(engine).append(", Q_OPTIMIZED);\n")
				.append("\t\tList<Map<String, String>> rewrite = select(").append(engine).append(", Q_REWRITE);\n")
				.append("\t\tlong flaggedTrue = rewrite.stream().filter(r -> isTrue(r.get(\"flag\"))).count();\n")
				.append("\t\tassertEquals(base.size(), rewrite.size(), \"NoREC: the rewrite returns one row per solution of the pattern\");\n")
				.append("\t\tassertEquals(flaggedTrue, optimized.size(), \"NoREC on \" + ").append(engine)
				.append(" + \": rows flagged true by the rewrite (expected) against rows of the filtered query (actual): \" + optimized);\n\t}\n");
			case Differential.NAME -> {
				b.append("\tvoid everyEngineReturnsTheSameSolutions() throws Exception {\n")
					.append("\t\tMap<String, Integer> first = bag(select(").append(engine).append(", ")
					.append(JavaText.constant(queries.get(0).role())).append("));\n");
				for (RecordedQuery q : queries.subList(1, queries.size())) {
					String other = engineNamed(engines, q);
					b.append("\t\tassertEquals(first, bag(select(").append(JavaText.literal(other)).append(", ").append(JavaText.constant(q.role())).append(")), ")
						.append(JavaText.literal(engines.get(0).recordedName() + " (expected) against " + other + " (actual)")).append(");\n");
				}
				b.append("\t}\n");
			}
			default -> relation(c.oracle());
		}
		return b.toString();
	}

	/** The recorded engine name a differential's query role stands for (its role is the engine's name). */
	private static String engineNamed(List<ReplayEngine> engines, RecordedQuery q) {
		return engines.stream().map(ReplayEngine::recordedName).filter(n -> n.equals(q.role())).findFirst().orElse(q.role());
	}

	private static final String HELPERS = """

			/** A multiset of solutions: each solution (its bindings in variable order) with its count. */
			static Map<String, Integer> bag(List<Map<String, String>> rows) {
				Map<String, Integer> bag = new TreeMap<>();
				rows.forEach(r -> bag.merge(new TreeMap<>(r).toString(), 1, Integer::sum));
				return bag;
			}

			static void add(Map<String, Integer> into, Map<String, Integer> bag) {
				bag.forEach((k, n) -> into.merge(k, n, Integer::sum));
			}

			/** An xsd:boolean true, lexically true or 1. */
			static boolean isTrue(String term) {
				return term != null && term.endsWith("^^<http://www.w3.org/2001/XMLSchema#boolean>")
					&& (term.startsWith("\\"true\\"") || term.startsWith("\\"1\\""));
			}
		""";
}
