package io.sparqlcheck.arbitraries;

import io.sparqlcheck.query.Exclusions;

import io.sparqlcheck.model.BindPattern;
import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.MinusPattern;
import io.sparqlcheck.model.NestedGroup;
import io.sparqlcheck.model.PatternElement;
import io.sparqlcheck.query.Queries;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.model.UnionPattern;
import io.sparqlcheck.model.ValuesPattern;
import io.sparqlcheck.oracle.Differential;
import io.sparqlcheck.oracle.Norec;
import io.sparqlcheck.oracle.Preconditions;
import io.sparqlcheck.oracle.Tlp;
import net.jqwik.api.Example;

import java.util.LinkedHashSet;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The grammar versions: core-1 untouched by core-2, and core-2 reaching every construct it adds. */
class GrammarVersionsTests {

	@Example
	void versionsAreSelectableThroughTheFacade() {
		assertThat(SparqlArbitraries.grammarVersions()).containsExactly("core-1", "core-2", "core-3", "mix-1", "core-4", "swarm-1", "core-5", "mix-2", "mix-3");
		assertThat(SparqlArbitraries.cases("core-2").generatorVersion()).isEqualTo("core-2");
		assertThat(SparqlArbitraries.predicates("core-2").version()).isEqualTo("core-2");
		assertThatThrownBy(() -> SparqlArbitraries.cases("core-9")).isInstanceOf(IllegalArgumentException.class)
			.hasMessageContaining("core-9").hasMessageContaining("core-1, core-2, core-3, mix-1, core-4, swarm-1");
		SparqlCase a = SparqlArbitraries.cases("core-2").caseForSeed(17);
		assertThat(SparqlArbitraries.cases("core-2").caseForSeed(17)).isEqualTo(a);
	}

	/** Over 500 seeds core-2 reaches each construct it adds, and never an excluded one or a voided relation. */
	@Example
	void core2ReachesEveryConstructAndKeepsThePreconditions() {
		Set<String> seen = new LinkedHashSet<>();
		CaseArbitrary cases = SparqlArbitraries.cases("core-2");
		{
			for (long seed = 0; seed < 500; seed++) {
				SparqlCase c = cases.caseForSeed(seed);
				for (String q : Tlp.queries(c.pattern(), c.predicate())) {
					assertThat(Exclusions.findIn(q)).as(q).isEmpty();
				}
				assertThat(Exclusions.findIn(Queries.selectExpression(c.pattern(), Norec.flagExpression(c.predicate()), Norec.FLAG))).isEmpty();
				assertThat(Preconditions.voided(Tlp.TYPE, c)).isEmpty();
				assertThat(Preconditions.voided(Norec.TYPE, c)).isEmpty();
				for (PatternElement e : c.pattern().elements()) {
					if (e instanceof BindPattern) seen.add("BIND");
					if (e instanceof ValuesPattern v && v.rows().stream().anyMatch(r -> r.get(0).isEmpty())) seen.add("VALUES UNDEF");
					if (e instanceof NestedGroup) seen.add("nested group");
					if (e instanceof UnionPattern) seen.add("UNION");
					if (e instanceof MinusPattern) seen.add("MINUS");
				}
				String text = Differential.query(c) + "\n" + c.data().toNTriples();
				if (text.contains("sameTerm(")) seen.add("sameTerm");
				if (text.contains(" NOT IN (")) seen.add("NOT IN");
				if (text.replace(" NOT IN (", "").contains(" IN (")) seen.add("IN");
				for (String special : new String[] {"\"NaN\"", "\"INF\"", "\"-INF\"", "\"-0.0E0\"", "E308", "E-324"}) {
					if (text.contains(special)) seen.add(special);
				}
				if (c.predicate() instanceof Expr.In) seen.add("IN at the top");
			}
		}
		assertThat(seen).contains("BIND", "VALUES UNDEF", "nested group", "UNION", "MINUS", "sameTerm", "IN", "NOT IN",
			"\"NaN\"", "\"INF\"", "\"-INF\"", "\"-0.0E0\"", "E308", "E-324");
	}
}
