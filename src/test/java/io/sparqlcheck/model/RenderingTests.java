package io.sparqlcheck.model;

import io.sparqlcheck.query.Queries;

import io.sparqlcheck.arbitraries.SparqlArbitraries;
import net.jqwik.api.Example;
import org.apache.jena.query.QueryFactory;
import org.apache.jena.riot.Lang;
import org.apache.jena.riot.RDFParser;
import org.apache.jena.sparql.graph.GraphFactory;


import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class RenderingTests {

	@Example
	void literalsRenderInTheirShortFormOnlyWhereItDenotesTheSameLiteral() {
		assertThat(Literal.integer(-3).toSparql()).isEqualTo("-3");
		assertThat(Literal.decimal("2.50").toSparql()).isEqualTo("2.50");
		assertThat(Literal.doubleLiteral("1.0E0").toSparql()).isEqualTo("1.0E0");
		assertThat(Literal.doubleLiteral("NaN").toSparql()).isEqualTo("\"NaN\"^^<http://www.w3.org/2001/XMLSchema#double>");
		assertThat(Literal.typed("abc", Xsd.INTEGER).toSparql()).isEqualTo("\"abc\"^^<http://www.w3.org/2001/XMLSchema#integer>");
		assertThat(Literal.bool(true).toSparql()).isEqualTo("true");
		assertThat(Literal.string("a").toSparql()).isEqualTo("\"a\"");
		assertThat(Literal.langString("chat", "fr").toSparql()).isEqualTo("\"chat\"@fr");
	}

	@Example
	void lexicalFormsAreEscapedForNTriplesAndParseBack() {
		Literal tricky = Literal.string("say \"hi\"\\\n\tthere");
		Dataset d = Dataset.of(new Triple(Iri.of("http://example.org/s"), Iri.of("http://example.org/p"), tricky));
		var graph = GraphFactory.createDefaultGraph();
		RDFParser.fromString(d.toNTriples()).lang(Lang.NTRIPLES).parse(graph);
		assertThat(graph.find().next().getObject().getLiteralLexicalForm()).isEqualTo(tricky.lexical());
	}

	@Example
	void datasetsAreSetsInFirstOccurrenceOrderWithAStableHash() {
		Triple t1 = new Triple(Iri.of("http://example.org/s"), Iri.of("http://example.org/p"), Literal.integer(1));
		Triple t2 = new Triple(Iri.of("http://example.org/s"), Iri.of("http://example.org/p"), Literal.integer(2));
		Dataset d = Dataset.of(t1, t2, t1);
		assertThat(d.triples()).containsExactly(t1, t2);
		assertThat(d.contentHash()).isEqualTo(Dataset.of(t1, t2).contentHash()).hasSize(64);
		assertThat(d.contentHash()).isNotEqualTo(Dataset.of(t2, t1).contentHash());
	}

	@Example
	void everyGeneratedCaseRendersTheSameBytesTwiceAndParses() {
		for (long seed = 0; seed < 100; seed++) {
			SparqlCase a = SparqlArbitraries.cases().caseForSeed(seed);
			SparqlCase b = SparqlArbitraries.cases().caseForSeed(seed);
			assertThat(a.describe()).isEqualTo(b.describe());
			QueryFactory.create(Queries.selectAllWhere(a.pattern(), a.predicate()));
		}
	}

	@Example
	void eachFilterRenderedAtOnceGivesTheTextsOfOneAtATime() {
		for (long seed = 0; seed < 300; seed++) {
			SparqlCase c = SparqlArbitraries.cases().caseForSeed(seed);
			java.util.List<Expr> filters = io.sparqlcheck.oracle.Tlp.branches(c.predicate());
			java.util.List<String> oneAtATime = new java.util.ArrayList<>();
			oneAtATime.add(Queries.selectAll(c.pattern()));
			filters.forEach(f -> oneAtATime.add(Queries.selectAllWhere(c.pattern(), f)));
			assertThat(Queries.selectAllThenWhere(c.pattern(), filters)).as("seed %d", seed).isEqualTo(oneAtATime);
		}
		GroupPattern empty = new GroupPattern(java.util.List.of());
		Expr t = new Expr.Constant(Literal.bool(true));
		assertThat(empty.withEachFilter(java.util.List.of(t))).containsExactly(empty.toSparql(), empty.withFilter(t));
	}

	@Example
	void invalidTermsAreRejectedWithTheReason() {
		assertThatThrownBy(() -> Iri.of("has space")).hasMessageContaining("not a valid IRI");
		assertThatThrownBy(() -> Literal.langString("a", "not a tag")).hasMessageContaining("language tag");
		assertThatThrownBy(() -> new Triple(Literal.integer(1), Iri.of("http://e/p"), Literal.integer(1)))
			.hasMessageContaining("subject");
		assertThatThrownBy(() -> new Expr.Constant(new BlankNode("b0"))).hasMessageContaining("blank node");
	}

	@Example
	void operatorCountAndDepthCountOperatorNodes() {
		Expr c = new Expr.And(new Expr.Comparison(Expr.CompareOp.LT, Var.of("o"), new Expr.Constant(Literal.integer(25))),
			new Expr.Bound(Var.of("w")));
		assertThat(c.operatorCount()).isEqualTo(3);
		assertThat(c.depth()).isEqualTo(2);
		assertThat(c.variables()).containsExactly(Var.of("o"), Var.of("w"));
		assertThat(c.toSparql()).isEqualTo("((?o < 25) && BOUND(?w))");
	}
}
