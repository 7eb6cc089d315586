package io.sparqlcheck.campaign;

/**
 * What a caller watching a campaign sees as it runs, and how it stops one early: the
 * time-to-detect benchmark ({@code bench --only detect}) reads the CPU time at the first failure a
 * known bug's entry names, and stops when every bug it waits for was named or its CPU budget is
 * spent. A watch never changes a verdict, a classification or which case a seed is: it only ends
 * the run before a case, the way a time limit does.
 */
public interface CampaignWatch {

	/** A failing check of the case of {@code seed} was classified known, as {@code knownAs} (the triage's words). */
	void known(long seed, String knownAs);

	/** Whether to stop before the next case (read once per case). */
	boolean stop();

	/** Watches nothing and never stops a run. */
	CampaignWatch NONE = new CampaignWatch() {
		@Override
		public void known(long seed, String knownAs) {
		}

		@Override
		public boolean stop() {
			return false;
		}
	};
}
