package io.sparqlcheck.oracle;

import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.Term;
import io.sparqlcheck.result.Solution;
import net.jqwik.api.Example;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Aggregate TLP's MIN and MAX over an integer past 64 bits: an engine need not support it (XML Schema 1.1
 * Part 2 §5.4), and Oxigraph 0.5.11 orders it as a literal it cannot read, below 2.5. Which extreme such a value
 * is is not judged; the same answers over an integer it can read are a violation, and a whole's extreme that
 * is none of the partitions' still is.
 */
class AggregateExtremeRangeTests {
	private static final String XSD = "http://www.w3.org/2001/XMLSchema#";
	private static final Literal BIG = Literal.typed("123456789012345678901234567890", XSD + "integer");
	private static final Literal TWO_AND_A_HALF = Literal.typed("2.5", XSD + "decimal");

	@Example
	void anIntegerPast64BitsOrderedBelowADecimalIsNotJudged() {
		// Oxigraph's answers: MAX of P is 2.5, the true partition's 2.5, the error partition's (BIG != 1) the big integer
		assertThat(discrepancies(TWO_AND_A_HALF, TWO_AND_A_HALF, null, BIG)).isEmpty();
	}

	@Example
	void theSameAnswersOverAnIntegerEveryEngineReadsAreAViolation() {
		Literal three = Literal.typed("3", XSD + "integer");
		assertThat(discrepancies(TWO_AND_A_HALF, TWO_AND_A_HALF, null, three)).singleElement().asString()
			.contains("MAX of P is", "but the partitions' MAX is 3");
	}

	@Example
	void aWholeThatIsNoPartitionsExtremeIsStillAViolation() {
		Literal seven = Literal.typed("7", XSD + "integer");
		assertThat(discrepancies(seven, TWO_AND_A_HALF, null, BIG)).singleElement().asString().contains("none of the partitions'");
	}

	/** The MAX check on one row each of P and the true, false and error partitions (null: no MAX). */
	private static List<String> discrepancies(Term whole, Term onTrue, Term onFalse, Term onError) {
		List<Solution> rows = new ArrayList<>();
		for (Term t : new Term[] {whole, onTrue, onFalse, onError}) {
			TreeMap<String, Term> b = new TreeMap<>();
			b.put("sc_count", Literal.integer(1));
			b.put("sc_countv", Literal.integer(1));
			if (t != null) {
				b.put("sc_max", t);
				b.put("sc_min", t);
			}
			rows.add(new Solution(b));
		}
		List<String> out = new ArrayList<>();
		AggregateCombination.check(rows, true, out);
		return out.stream().filter(d -> d.startsWith("MAX")).toList();
	}
}
