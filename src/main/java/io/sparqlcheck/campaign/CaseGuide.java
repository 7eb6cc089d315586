package io.sparqlcheck.campaign;

import io.sparqlcheck.model.SparqlCase;

/**
 * Which case a campaign checks for a seed of its range: the seed's own case, or (a steering guide,
 * {@link PlanGuide}) one of several candidates drawn from sub-seeds of it. A guide is made fresh for
 * each run ({@link GuideType#start}) and asked for the seeds in seed order, on one thread; its choice
 * may depend on the cases it chose before, and on nothing else (no clock, no randomness of its own),
 * so the same run makes the same choices on any machine.
 *
 * <p>The chosen case is always the grammar's case of {@link Choice#caseSeed}: a candidate record,
 * a shrink and a printed replay command name that seed, and regenerate the case from it without
 * the run's history.
 */
public interface CaseGuide {

	/** The case for {@code seed}, the next seed of the run. */
	Choice choose(long seed);

	/**
	 * A guide's choice for one seed of the range.
	 *
	 * @param caseSeed   the seed the case is the grammar's case of (the range's seed itself when unguided)
	 * @param sparqlCase that case
	 * @param coverage   how many (construct, optimizer step) combinations it adds to those of the cases
	 *                   chosen before, and how many the seed's own case would have added to those of the
	 *                   unguided run's cases; null for a guide that measures none
	 */
	record Choice(long caseSeed, SparqlCase sparqlCase, Fresh coverage) {
	}

	/** New combinations: of the chosen case, and of the seed's own case in the unguided run of the same seeds. */
	record Fresh(int guided, int unguided) {
	}
}
