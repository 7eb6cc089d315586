package io.sparqlcheck.codec;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * Reading a case's JSON field by field, each problem a {@link CaseFormatException} naming the path
 * of the field ({@code case.pattern[2].optional}) and what is wrong with it: the one way every codec
 * of the package rejects a record, so a hand-edited case gets one clear line, never a stack trace.
 */
final class JsonFields {
	private JsonFields() {
	}

	/** The field, present and not null. */
	static JsonNode need(JsonNode n, String field, String at) {
		JsonNode v = n == null ? null : n.get(field);
		if (v == null || v.isNull()) {
			throw bad(at + "." + field, "missing");
		}
		return v;
	}

	/** The field, a string. */
	static String text(JsonNode n, String field, String at) {
		JsonNode v = need(n, field, at);
		if (!v.isTextual()) {
			throw bad(at + "." + field, "must be a string");
		}
		return v.asText();
	}

	/** The node, an array, as a list of its elements. */
	static List<JsonNode> array(JsonNode n, String at) {
		if (n == null || !n.isArray()) {
			throw bad(at, "must be an array");
		}
		List<JsonNode> out = new ArrayList<>();
		for (Iterator<JsonNode> it = n.elements(); it.hasNext(); ) {
			out.add(it.next());
		}
		return out;
	}

	/** A construction that may reject its input with an IllegalArgumentException. */
	interface Build<T> {
		T get();
	}

	/** Builds, turning the model's IllegalArgumentException into a format error at {@code at}. */
	static <T> T guard(String at, Build<T> build) {
		try {
			return build.get();
		} catch (CaseFormatException e) {
			throw e;
		} catch (IllegalArgumentException e) {
			throw bad(at, e.getMessage());
		}
	}

	/** The format error at {@code at}. */
	static CaseFormatException bad(String at, String problem) {
		return new CaseFormatException(at, problem);
	}
}
