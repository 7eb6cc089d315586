package io.sparqlcheck.export;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.sparqlcheck.ledger.Candidate;
import io.sparqlcheck.ledger.Json;
import io.sparqlcheck.model.BlankNode;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.Term;
import io.sparqlcheck.model.Xsd;
import io.sparqlcheck.result.QueryOutcome;
import io.sparqlcheck.result.Solution;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A W3C SPARQL test-suite entry for a decided filter query ({@link FilterExpectation}): a
 * {@code manifest.ttl} with one {@code mf:QueryEvaluationTest} ({@code qt:query}, {@code qt:data},
 * {@code mf:result}), {@code query.rq}, {@code data.ttl} (the case's N-Triples, which is Turtle) and
 * the expected solutions as {@code result.srj} (SPARQL 1.1 Query Results JSON). The manifest's
 * comment says how the expected answer was decided and what the engines answered, so a maintainer
 * can check it by hand.
 */
public final class W3cExport {
	private W3cExport() {
	}

	/** The files of the entry, by file name, in writing order. */
	public static Map<String, String> files(Candidate c, FilterExpectation.Decided d) {
		Map<String, String> files = new LinkedHashMap<>();
		files.put("manifest.ttl", manifest(c, d));
		files.put("query.rq", d.query() + "\n");
		files.put("data.ttl", c.shrunk().data());
		files.put("result.srj", srj(d));
		return files;
	}

	private static String manifest(Candidate c, FilterExpectation.Decided d) {
		StringBuilder answers = new StringBuilder();
		d.answers().forEach((engine, o) -> answers.append(" ").append(engine).append(" answers ").append(describe(o)).append('.'));
		String comment = "Found by sparqlcheck (" + c.oracle() + ", record " + c.id() + "). Expected answer, per SPARQL 1.1 section 18.5: "
			+ "Filter(e, Omega) keeps the solutions of the group whose effective boolean value of e is true; Omega and each EBV "
			+ "are read from the rows of [" + d.flagQuery() + "] flagged true, which " + d.expected().size()
			+ " row(s) are." + answers;
		return """
			@prefix rdf:  <http://www.w3.org/1999/02/22-rdf-syntax-ns#> .
			@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
			@prefix mf:   <http://www.w3.org/2001/sw/DataAccess/tests/test-manifest#> .
			@prefix qt:   <http://www.w3.org/2001/sw/DataAccess/tests/test-query#> .

			<>  rdf:type mf:Manifest ;
			    rdfs:label "sparqlcheck export %1$s" ;
			    mf:entries ( <#%1$s> ) .

			<#%1$s> rdf:type mf:QueryEvaluationTest ;
			    mf:name %2$s ;
			    rdfs:comment %3$s ;
			    mf:action [ qt:query <query.rq> ; qt:data <data.ttl> ] ;
			    mf:result <result.srj> .
			""".formatted(c.id(), turtleString(c.id() + ": " + c.oracle() + " on " + String.join(", ", c.engineLabels())),
			turtleString(comment));
	}

	private static String describe(QueryOutcome o) {
		if (o instanceof QueryOutcome.Solutions s) {
			return s.size() + " row(s) " + s.rows();
		}
		return o instanceof QueryOutcome.Failure f ? "an error (" + f.kind() + ")" : o.toString();
	}

	private static String turtleString(String s) {
		return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n") + "\"";
	}

	static String srj(FilterExpectation.Decided d) {
		ObjectNode root = Json.MAPPER.createObjectNode();
		ArrayNode vars = root.putObject("head").putArray("vars");
		d.variables().forEach(vars::add);
		ArrayNode bindings = root.putObject("results").putArray("bindings");
		for (Solution s : d.expected()) {
			ObjectNode row = bindings.addObject();
			s.bindings().forEach((v, t) -> row.set(v, term(t)));
		}
		return root.toPrettyString() + "\n";
	}

	private static ObjectNode term(Term t) {
		ObjectNode n = Json.MAPPER.createObjectNode();
		if (t instanceof Iri i) {
			n.put("type", "uri").put("value", i.value());
		} else if (t instanceof BlankNode b) {
			n.put("type", "bnode").put("value", b.label());
		} else {
			Literal l = (Literal) t;
			n.put("type", "literal").put("value", l.lexical());
			if (l.hasLanguage()) {
				n.put("xml:lang", l.language());
			} else if (!Xsd.STRING.equals(l.datatype())) {
				n.put("datatype", l.datatype());
			}
		}
		return n;
	}
}
