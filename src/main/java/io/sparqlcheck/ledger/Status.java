package io.sparqlcheck.ledger;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/** Where a filed bug stands upstream. Required on every ledger entry; there is no default. */
public enum Status {
	REPORTED("reported"),
	DEVELOPER_CONFIRMED("developer-confirmed"),
	FIXED("fixed"),
	REJECTED("rejected"),
	DUPLICATE("duplicate");

	private final String text;

	Status(String text) {
		this.text = text;
	}

	@JsonValue
	public String text() {
		return text;
	}

	@JsonCreator
	public static Status of(String text) {
		for (Status s : values()) {
			if (s.text.equals(text)) {
				return s;
			}
		}
		throw new IllegalArgumentException("'" + text + "' is not a status (one of: " + names() + ")");
	}

	public static String names() {
		StringBuilder b = new StringBuilder();
		for (Status s : values()) {
			b.append(b.length() == 0 ? "" : ", ").append(s.text);
		}
		return b.toString();
	}
}
