package io.sparqlcheck.engine;

import org.eclipse.rdf4j.query.explanation.GenericPlanNode;

import java.util.List;
import java.util.Optional;

/**
 * RDF4J's query plans read as trees of node types (operators, variables, constants), without the
 * cost and size estimates: what {@link Rdf4jEngine} compares to say whether a filter stayed on top
 * or whether the optimizer changed a plan at all.
 */
final class Rdf4jPlanShapes {
	private Rdf4jPlanShapes() {
	}

	/**
	 * Whether the filtered query's optimised plan is a {@code Filter} directly under the projection,
	 * its condition as parsed, over a plan equal to the base query's optimised one.
	 */
	static boolean filterLeftOnTop(GenericPlanNode filtered, GenericPlanNode parsed, GenericPlanNode base) {
		Optional<GenericPlanNode> filter = topFilter(filtered);
		Optional<GenericPlanNode> parsedFilter = topFilter(parsed);
		if (filter.isEmpty() || parsedFilter.isEmpty()) {
			return false;
		}
		List<GenericPlanNode> parts = filter.get().getPlans();
		List<GenericPlanNode> parsedParts = parsedFilter.get().getPlans();
		// A Filter's first child is its condition, the second the plan it filters.
		boolean conditionAsParsed = shape(parts.get(0)).equals(shape(parsedParts.get(0)));
		return conditionAsParsed && shape(filtered, filter.get(), parts.get(1)).equals(shape(base));
	}

	/** The Filter directly under the plan's Projection, if there is one. */
	private static Optional<GenericPlanNode> topFilter(GenericPlanNode root) {
		if (!root.getType().startsWith("Projection") || root.getPlans() == null) {
			return Optional.empty();
		}
		return root.getPlans().stream()
			.filter(n -> n.getType().startsWith("Filter") && n.getPlans() != null && n.getPlans().size() == 2)
			.findFirst();
	}

	/** A plan as a tree of node types, e.g. {@code Projection(ProjectionElemList(..) LeftJoin(..))}. */
	static String shape(GenericPlanNode node) {
		return shape(node, null, null);
	}

	/** The shape of the plan with one of its nodes (by identity) replaced by another. */
	private static String shape(GenericPlanNode node, GenericPlanNode replaced, GenericPlanNode by) {
		if (node == replaced) {
			return shape(by, null, null);
		}
		StringBuilder b = new StringBuilder(node.getType());
		if (node.getPlans() != null && !node.getPlans().isEmpty()) {
			b.append('(');
			node.getPlans().forEach(child -> b.append(shape(child, replaced, by)).append(' '));
			b.append(')');
		}
		return b.toString();
	}
}
