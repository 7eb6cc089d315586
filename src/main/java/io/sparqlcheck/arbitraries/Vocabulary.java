package io.sparqlcheck.arbitraries;

import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Var;

import java.util.List;

/**
 * The small shared vocabulary generated data and predicates draw from. Data and predicates are
 * generated independently from it (never one derived from the other), so that shrinking one
 * side keeps the other meaningful.
 */
public final class Vocabulary {
	private Vocabulary() {
	}

	public static final String NS = "http://example.org/";

	/** The predicate every subject has: {@code ?s <p> ?o}. */
	public static final Iri P = Iri.of(NS + "p");

	/** The predicate only some subjects have: {@code OPTIONAL { ?s <q> ?w }}. */
	public static final Iri Q = Iri.of(NS + "q");

	/** A third data predicate of {@code core-3}, for joins and chains over several predicates. */
	public static final Iri R = Iri.of(NS + "r");

	/** Subjects, simplest first. */
	public static final List<Iri> SUBJECTS = List.of(
		Iri.of(NS + "s0"), Iri.of(NS + "s1"), Iri.of(NS + "s2"), Iri.of(NS + "s3"));

	/** An IRI that is an object only. */
	public static final Iri OBJECT_IRI = Iri.of(NS + "o");

	public static final Var S = Var.of("s");
	public static final Var O = Var.of("o");
	public static final Var W = Var.of("w");
	/** The variable {@code core-2}'s BIND binds: {@code BIND(e AS ?b)}. */
	public static final Var B = Var.of("b");
	/** A variable of {@code core-3}'s pool: triple patterns, VALUES and BIND bind it. */
	public static final Var X = Var.of("x");
	/** The variable {@code core-3}'s sub-SELECT aggregates bind, {@code (COUNT(?o) AS ?c)}, besides ?b. */
	public static final Var C = Var.of("c");
}
