package io.sparqlcheck.ledger;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;

/**
 * The one JSON configuration of candidate and ledger files: strict on read (an unknown or
 * misspelt field is an error, never ignored), deterministic on write (map keys sorted, one line,
 * no indentation), so the same record always gives the same bytes.
 */
public final class Json {
	private Json() {
	}

	public static final ObjectMapper MAPPER = JsonMapper.builder()
		.enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
		.enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
		.enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
		.enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS)
		.disable(SerializationFeature.INDENT_OUTPUT)
		.disable(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY)
		.build();

	/** One line of JSON: Jackson escapes line breaks inside strings, so the text holds none. */
	public static String line(Object value) {
		try {
			return MAPPER.writeValueAsString(value);
		} catch (JsonProcessingException e) {
			throw new IllegalArgumentException("cannot write as JSON: " + e.getOriginalMessage(), e);
		}
	}

	public static JsonNode tree(Object value) {
		return MAPPER.valueToTree(value);
	}
}
