package io.sparqlcheck.engine.endpoint;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Objects;

/**
 * A user name and password for an endpoint, read from environment variables that engines.yaml
 * names. {@link #toString()} never shows them, and {@link #redact} removes them (and their Basic
 * encoding) from any text before it reaches a record, a report or a log line.
 */
public final class Credentials {

	private final String user;
	private final String password;

	public Credentials(String user, String password) {
		this.user = Objects.requireNonNull(user, "user");
		this.password = Objects.requireNonNull(password, "password");
	}

	public String user() {
		return user;
	}

	public String password() {
		return password;
	}

	/** The text with the password, {@code user:password} and its Base64 form replaced by {@code ***}. */
	public String redact(String text) {
		if (text == null) {
			return null;
		}
		String pair = user + ":" + password;
		String basic = Base64.getEncoder().encodeToString(pair.getBytes(StandardCharsets.UTF_8));
		String out = text.replace(basic, "***").replace(pair, "***");
		if (!password.isEmpty()) {
			out = out.replace(password, "***");
		}
		return out;
	}

	@Override
	public String toString() {
		return "Credentials[user=***, password=***]";
	}
}
