package io.sparqlcheck.ledger;

import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.Var;
import net.jqwik.api.Example;

import static org.assertj.core.api.Assertions.assertThat;

/** The locus's expression text reads symmetric operators in one order; the signature's keeps the text's. */
class SymmetricSkeletonTests {
	private static final Var O = Var.of("o"), W = Var.of("w");

	@Example
	void symmetricOperandsReadInOneOrderAndOthersAsWritten() {
		Expr cond = new Expr.Comparison(Expr.CompareOp.EQ, W, O);
		Expr left = new Expr.Comparison(Expr.CompareOp.NE, O, new Expr.If(cond, O, O));
		Expr right = new Expr.Comparison(Expr.CompareOp.NE, new Expr.If(new Expr.Comparison(Expr.CompareOp.EQ, O, W), O, O), O);
		assertThat(Signature.symmetricSkeleton(left)).isEqualTo(Signature.symmetricSkeleton(right)).isEqualTo("(?o != IF((?o = ?w), ?o, ?o))");
		assertThat(Signature.skeleton(left)).isNotEqualTo(Signature.skeleton(right)).isEqualTo("(?o != IF((?w = ?o), ?o, ?o))");
		Expr lt = new Expr.Comparison(Expr.CompareOp.LT, W, new Expr.Constant(Literal.integer(1)));
		assertThat(Signature.symmetricSkeleton(lt)).isEqualTo("(?w < xsd:integer)");
		assertThat(Signature.symmetricSkeleton(new Expr.Or(new Expr.Bound(W), cond))).isEqualTo("((?o = ?w) || BOUND(?w))");
	}
}
