package io.sparqlcheck.config;

/** A bad engines file. The message names the file, the line and the key, and never a secret. */
public final class ConfigException extends Exception {
	public ConfigException(String message) {
		super(message);
	}
}
