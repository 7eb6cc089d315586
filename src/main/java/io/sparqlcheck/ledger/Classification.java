package io.sparqlcheck.ledger;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import io.sparqlcheck.oracle.VerdictKind;

/**
 * What a candidate claims: a wrong result (the verdict was VIOLATION), an engine error (the
 * verdict was ENGINE_FAILURE), or a crash of the engine's server (its death or a poisoned store, met
 * by a campaign on a restartable engine). They are never merged: not in dedup, not in the ledger.
 */
public enum Classification {
	WRONG_RESULT("wrong-result"),
	ENGINE_ERROR("engine-error"),
	/**
	 * A server that died, or whose store started refusing every load, after a load and query: the
	 * record's shrunk sample is the smallest load (and query) found to break a fresh store. Neither a
	 * pass nor an oracle's verdict: no oracle judged the case (its checks were retried on a restarted
	 * server).
	 */
	CRASH("crash");

	private final String text;

	Classification(String text) {
		this.text = text;
	}

	@JsonValue
	public String text() {
		return text;
	}

	/** The classification of a verdict kind; PASS has none. */
	public static Classification ofVerdictKind(VerdictKind kind) {
		return switch (kind) {
			case VIOLATION -> WRONG_RESULT;
			case ENGINE_FAILURE -> ENGINE_ERROR;
			case PASS -> throw new IllegalArgumentException("a " + kind + " verdict is not a candidate");
		};
	}

	@JsonCreator
	public static Classification of(String text) {
		for (Classification c : values()) {
			if (c.text.equals(text)) {
				return c;
			}
		}
		throw new IllegalArgumentException("'" + text + "' is not one of wrong-result, engine-error, crash");
	}
}
