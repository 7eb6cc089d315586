package io.sparqlcheck.ledger;

import java.util.List;

/**
 * The answer of one recheck mode ({@code case} or {@code seed}) for one candidate or entry.
 *
 * @param mode    {@code case} or {@code seed}
 * @param answer  what happened
 * @param details the lines that explain it: how it differs, why it was skipped, version notes
 */
public record RecheckResult(String mode, Answer answer, List<String> details) {

	public static final String NOW_PASSES = "now passes: consider status fixed";

	public RecheckResult {
		details = List.copyOf(details);
	}

	public enum Answer {
		/** Same verdict kind, same counts, same differing solutions (and, by seed, the same shrunk case). */
		STILL_FAILS("still fails the same way"),
		/** The relation holds now. */
		NOW_PASSES(RecheckResult.NOW_PASSES),
		/** It still fails, but not the same way; the details say how. */
		FAILS_DIFFERENTLY("fails differently"),
		/** The recorded seed no longer generates the recorded case; nothing was run. */
		SEED_MISMATCH("cannot recheck by seed: the seed no longer generates the recorded case"),
		/** This mode could not run here; the details say why. */
		SKIPPED("skipped");

		public final String text;

		Answer(String text) {
			this.text = text;
		}
	}

	public static RecheckResult skipped(String mode, String why) {
		return new RecheckResult(mode, Answer.SKIPPED, List.of(why));
	}

	/** One line, then the details indented. */
	public String describe() {
		StringBuilder b = new StringBuilder("by ").append(mode).append(": ").append(answer.text);
		if (answer == Answer.SKIPPED && !details.isEmpty()) {
			b.append(": ").append(details.get(0));
			details.subList(1, details.size()).forEach(d -> b.append("\n  ").append(d));
		} else {
			details.forEach(d -> b.append("\n  ").append(d));
		}
		return b.toString();
	}
}
