package io.sparqlcheck.ledger;

import java.util.Objects;

/** An engine as records name it: its short name and its exact version. */
public record EngineRef(String name, String version) {

	public EngineRef {
		Objects.requireNonNull(name, "name");
		Objects.requireNonNull(version, "version");
	}

	/** Splits an engine label ({@code name version}, see {@code Engine.label()}) at its first space. */
	public static EngineRef fromLabel(String label) {
		int space = label.indexOf(' ');
		if (space <= 0) {
			return new EngineRef(label, "unknown");
		}
		return new EngineRef(label.substring(0, space), label.substring(space + 1));
	}

	public String label() {
		return name + " " + version;
	}
}
