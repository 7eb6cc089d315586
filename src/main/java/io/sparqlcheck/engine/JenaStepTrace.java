package io.sparqlcheck.engine;

import org.apache.jena.query.ARQ;
import org.apache.jena.sparql.algebra.Op;
import org.apache.jena.sparql.algebra.optimize.OptimizerStd;

import java.util.Set;
import java.util.TreeSet;
import java.util.function.UnaryOperator;

/**
 * Jena's standard optimiser, run once, noting which of its steps changed the algebra: each step
 * {@code OptimizerStd.rewrite} calls is one of its {@code transform*} methods, and this subclass
 * calls the step as Jena would and compares its input with its output ({@code Op.equals}, the
 * algebra's structural equality). Steps are named by the ARQ switch that turns them off ({@link
 * JenaEngine#ARQ_STEPS}, what {@code explain} switches one by one), so "fired" and "switched off"
 * speak of the same steps. Path flattening and a first BGP merge run inline before the first
 * method step, after Jena's scope renaming (which is no optimizer step: it has no switch): a change
 * there beyond the renaming is named {@code optPathFlatten}. Property functions have no switch and
 * are not named. One rewrite per instance.
 */
final class JenaStepTrace extends OptimizerStd {

	private final Set<String> fired = new TreeSet<>();
	private Op original;
	private boolean first = true;

	JenaStepTrace() {
		super(ARQ.getContext().copy());
	}

	/** The steps that changed the query's algebra ({@code op}: the query as compiled). */
	static Set<String> fired(Op op) {
		JenaStepTrace trace = new JenaStepTrace();
		trace.original = op;
		trace.rewrite(op);
		return trace.fired;
	}

	private Op step(String name, Op in, UnaryOperator<Op> transform) {
		if (first) {
			first = false;
			if (!in.equals(org.apache.jena.sparql.algebra.optimize.TransformScopeRename.transform(original))) {
				fired.add("optPathFlatten");
			}
		}
		Op out = transform.apply(in);
		if (name != null && !out.equals(in)) {
			fired.add(name);
		}
		return out;
	}

	@Override
	protected Op transformExprConstantFolding(Op op) {
		return step("optExprConstantFolding", op, super::transformExprConstantFolding);
	}

	@Override
	protected Op transformPropertyFunctions(Op op) {
		return step(null, op, super::transformPropertyFunctions);
	}

	@Override
	protected Op transformFilterConjunction(Op op) {
		return step("optFilterConjunction", op, super::transformFilterConjunction);
	}

	@Override
	protected Op transformFilterExpandOneOf(Op op) {
		return step("optFilterExpandOneOf", op, super::transformFilterExpandOneOf);
	}

	@Override
	protected Op transformInlineAssignments(Op op) {
		return step("optInlineAssignments", op, super::transformInlineAssignments);
	}

	@Override
	protected Op transformFilterImplicitJoin(Op op) {
		return step("optFilterImplicitJoin", op, super::transformFilterImplicitJoin);
	}

	@Override
	protected Op transformFilterImplicitLeftJoin(Op op) {
		return step("optImplicitLeftJoin", op, super::transformFilterImplicitLeftJoin);
	}

	@Override
	protected Op transformFilterDisjunction(Op op) {
		return step("optFilterDisjunction", op, super::transformFilterDisjunction);
	}

	@Override
	protected Op transformTopNSorting(Op op) {
		return step("optTopNSorting", op, super::transformTopNSorting);
	}

	@Override
	protected Op transformOrderByDistinctApplication(Op op) {
		return step("optOrderByDistinctApplication", op, super::transformOrderByDistinctApplication);
	}

	@Override
	protected Op transformDistinctToReduced(Op op) {
		return step("optDistinctToReduced", op, super::transformDistinctToReduced);
	}

	@Override
	protected Op transformJoinStrategy(Op op) {
		return step("optIndexJoinStrategy", op, super::transformJoinStrategy);
	}

	@Override
	protected Op transformFilterPlacement(Op op) {
		return step("optFilterPlacement", op, super::transformFilterPlacement);
	}

	@Override
	protected Op transformFilterEquality(Op op) {
		return step("optFilterEquality", op, super::transformFilterEquality);
	}

	@Override
	protected Op transformFilterInequality(Op op) {
		return step("optFilterInequality", op, super::transformFilterInequality);
	}

	@Override
	protected Op transformPromoteTableEmpty(Op op) {
		return step("optPromoteTableEmpty", op, super::transformPromoteTableEmpty);
	}

	@Override
	protected Op transformMergeBGPs(Op op) {
		return step("optMergeBGPs", op, super::transformMergeBGPs);
	}

	@Override
	protected Op transformReorder(Op op) {
		return step("optReorderBGP", op, super::transformReorder);
	}

	@Override
	protected Op transformExtendCombine(Op op) {
		return step("optMergeExtends", op, super::transformExtendCombine);
	}
}
